import {
  processServiceTypeLabels,
  processStatusSlugs,
  type ProcessServiceType,
  type ProcessStatus,
  formatDate,
} from '@enlaza/contract';

/** A YYYY-MM-DD date (or the day of an ISO instant) as DD/MM/YYYY. */
export function formatProcessDate(value: string | null | undefined): string {
  return formatDate(value) || '—';
}

export function formatServices(serviceTypes: readonly ProcessServiceType[]): string {
  return serviceTypes.map((type) => processServiceTypeLabels[type]).join(', ');
}

/**
 * The page of one process: /admin/processes/{slug of its status}/{processId}, or for an attraction process
 * /admin/processes/attraction/{slug}/{processId} (spec 001 §2).
 */
export function processPath(process: {
  processId: string;
  status: ProcessStatus;
  serviceType?: readonly ProcessServiceType[];
}): string {
  const kind = process.serviceType?.includes('ATTRACTION') ? 'attraction/' : '';
  return `/admin/processes/${kind}${processStatusSlugs[process.status]}/${encodeURIComponent(process.processId)}`;
}

/** The attraction wizard at one step (spec 001 §2). */
export const attractionEditPath = (processId: string, step: number) =>
  `/admin/attraction/edit/${encodeURIComponent(processId)}?step=${step}`;
