import type { ProcessDetail } from '@enlaza/contract';

/** Placeholder: replaced by its owner in this change. */
export function ProcessDetailView(_props: { process: ProcessDetail; viewer: 'ADMIN' | 'COMPANY_ADMIN' }) {
  return null;
}
