import {
  processServiceTypeLabels,
  processStatusSlugs,
  type ProcessServiceType,
  type ProcessStatus,
} from '@enlaza/contract';
import { dayjs } from '../../lib/dates';

/** A YYYY-MM-DD date (or the day of an ISO instant) as DD/MM/YYYY. */
export function formatProcessDate(value: string | null | undefined): string {
  if (!value) return '—';
  return value.length <= 10 ? dayjs(value, 'YYYY-MM-DD').format('DD/MM/YYYY') : dayjs(value).tz().format('DD/MM/YYYY');
}

export function formatServices(serviceTypes: readonly ProcessServiceType[]): string {
  return serviceTypes.map((type) => processServiceTypeLabels[type]).join(', ');
}

/** The page of one process: /admin/processes/{slug of its status}/{processId}. */
export function processPath(process: { processId: string; status: ProcessStatus }): string {
  return `/admin/processes/${processStatusSlugs[process.status]}/${encodeURIComponent(process.processId)}`;
}
