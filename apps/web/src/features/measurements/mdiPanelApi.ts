import {
  MEASUREMENT_DETAIL_FILE_NAME,
  mdiResponsesListSchema,
  measurementReportSchema,
  measurementResponsesSchema,
  type MdiSubType,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

export const MDI_PANEL_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);
const reportPath = (processId: string, subType: MdiSubType) =>
  `/mdi/listAnsweredMeasurementReport/${idPath(processId)}/${subType}`;

/** GET /api/mdi/mdisResponses: one page of processes with an MDI. */
export function useMdiResponses(page: number, clientId: string | undefined, search: string) {
  return useQuery({
    ...apiQuery(
      '/mdi/mdisResponses',
      { page, limit: MDI_PANEL_PAGE_SIZE, clientId: clientId || undefined, searchFilter: search || undefined },
      mdiResponsesListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/mdi/responses/{processId}?subtype=: each participant and whether they answered. */
export function useMeasurementResponses(processId: string, subType: MdiSubType | undefined) {
  return useQuery({
    ...apiQuery(`/mdi/responses/${idPath(processId)}`, { subtype: subType }, measurementResponsesSchema),
    enabled: !!subType,
  });
}

/** GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType}: the questions and everyone's answers. */
export function useMeasurementReport(processId: string, subType: MdiSubType, enabled: boolean) {
  return useQuery({
    ...apiQuery(reportPath(processId, subType), undefined, measurementReportSchema),
    enabled,
  });
}

/** Saves the measurement's 'Detalle-medición.xlsx'. */
export function downloadMeasurementDetail(processId: string, subType: MdiSubType) {
  return downloadFile(`${reportPath(processId, subType)}/export`, MEASUREMENT_DETAIL_FILE_NAME);
}
