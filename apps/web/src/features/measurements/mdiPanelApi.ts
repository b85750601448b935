import {
  CLIENT_FILTER_ALL,
  clientListSchema,
  MEASUREMENT_DETAIL_FILE_NAME,
  mdiResponsesListSchema,
  measurementReportSchema,
  measurementResponsesSchema,
  type MdiSubType,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

export const MDI_PANEL_PAGE_SIZE = 10;
const CLIENT_LOOKUP_LIMIT = 10;

const idPath = (id: string) => encodeURIComponent(id);

/** Who answered the impact measurements: the admin's panel, a measurement's participants and its answers. */
export const mdiResponsesKeys = {
  all: ['mdi-responses'] as const,
  panel: (page: number, clientId: string, search: string) =>
    ['mdi-responses', 'panel', page, clientId, search] as const,
  participants: (processId: string, subType: MdiSubType) =>
    ['mdi-responses', 'participants', processId, subType] as const,
  report: (processId: string, subType: MdiSubType) => ['mdi-responses', 'report', processId, subType] as const,
};

/** GET /api/mdi/mdisResponses: one page of processes with an MDI. */
export function useMdiResponses(page: number, clientId: string | undefined, search: string) {
  return useQuery({
    queryKey: mdiResponsesKeys.panel(page, clientId ?? '', search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(MDI_PANEL_PAGE_SIZE) });
      if (clientId) query.set('clientId', clientId);
      if (search) query.set('searchFilter', search);
      return api.request(`/mdi/mdisResponses?${query}`, { signal }, mdiResponsesListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/mdi/responses/{processId}?subtype=: each participant and whether they answered. */
export function useMeasurementResponses(processId: string, subType: MdiSubType | undefined) {
  return useQuery({
    queryKey: mdiResponsesKeys.participants(processId, subType ?? 'BASELINE'),
    queryFn: ({ signal }) =>
      api.request(`/mdi/responses/${idPath(processId)}?subtype=${subType}`, { signal }, measurementResponsesSchema),
    enabled: !!subType,
  });
}

/** GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType}: the questions and everyone's answers. */
export function useMeasurementReport(processId: string, subType: MdiSubType, enabled: boolean) {
  return useQuery({
    queryKey: mdiResponsesKeys.report(processId, subType),
    queryFn: ({ signal }) =>
      api.request(
        `/mdi/listAnsweredMeasurementReport/${idPath(processId)}/${subType}`,
        { signal },
        measurementReportSchema,
      ),
    enabled,
  });
}

/** Saves the measurement's 'Detalle-medición.xlsx'. */
export function downloadMeasurementDetail(processId: string, subType: MdiSubType) {
  return downloadFile(
    `/mdi/listAnsweredMeasurementReport/${idPath(processId)}/${subType}/export`,
    MEASUREMENT_DETAIL_FILE_NAME,
  );
}

/** The clients whose name matches `search` (the first 10), for the panel's client filter. */
export function useClientFilterOptions(search: string) {
  const searchFilter = search || CLIENT_FILTER_ALL;
  return useQuery({
    queryKey: ['clients', 'lookup', searchFilter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1', limit: String(CLIENT_LOOKUP_LIMIT), searchFilter });
      return api.request(`/clients?${query}`, { signal }, clientListSchema);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
