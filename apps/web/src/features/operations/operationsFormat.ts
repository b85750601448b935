import { formatTimestamp } from '@enlaza/contract';
import type { MailStatus } from '@enlaza/contract';

/** 'DD/MM/YYYY HH:mm' in the app's time zone; '—' when there is none. */
export const formatMoment = (value: string | null) => (value ? formatTimestamp(value) : '—');

export const mailStatusColors: Record<MailStatus, string> = { queued: 'blue', sent: 'green', failed: 'red' };
