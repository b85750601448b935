import type { ProcessDetail } from '@enlaza/contract';

/** Placeholder: replaced by its owner in this change. */
export function EventAttendancePanel(_props: { process: ProcessDetail }) {
  return null;
}
