import type { MailStatus } from '@enlaza/contract';
import { dayjs } from '../../lib/dates';

/** 'DD/MM/YYYY HH:mm' in the app's time zone; '—' when there is none. */
export const formatMoment = (value: string | null) => (value ? dayjs(value).tz().format('DD/MM/YYYY HH:mm') : '—');

export const mailStatusColors: Record<MailStatus, string> = { queued: 'blue', sent: 'green', failed: 'red' };
