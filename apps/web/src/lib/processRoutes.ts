import { processStatusSlugs, type ProcessServiceType, type ProcessStatus } from '@enlaza/contract';

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
