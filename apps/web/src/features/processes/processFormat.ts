import { processServiceTypeLabels, type ProcessServiceType, formatDate } from '@enlaza/contract';

/** A YYYY-MM-DD date (or the day of an ISO instant) as DD/MM/YYYY. */
export function formatProcessDate(value: string | null | undefined): string {
  return formatDate(value) || '—';
}

export function formatServices(serviceTypes: readonly ProcessServiceType[]): string {
  return serviceTypes.map((type) => processServiceTypeLabels[type]).join(', ');
}

export { processPath } from '../../lib/processRoutes';

/** The attraction wizard at one step (spec 001 §2). */
export const attractionEditPath = (processId: string, step: number) =>
  `/admin/attraction/edit/${encodeURIComponent(processId)}?step=${step}`;
