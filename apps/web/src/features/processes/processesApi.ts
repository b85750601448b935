import {
  participantListSchema,
  processActionResponseSchema,
  processDetailSchema,
  processListSchema,
  processReportSchema,
  processSummarySchema,
  type ParticipantRole,
  type ProcessAction,
  type ProcessStatus,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** Spec 001 §2: each board shows 10 processes per page. */
export const PROCESSES_PAGE_SIZE = 10;
/** The participant tables of a process page. */
export const PARTICIPANTS_PAGE_SIZE = 10;

export const processKeys = {
  all: ['processes'] as const,
  lists: ['processes', 'list'] as const,
  list: (status: ProcessStatus, page: number, search: string) => ['processes', 'list', status, page, search] as const,
  recent: ['processes', 'recent'] as const,
  report: ['processes', 'report'] as const,
  detail: (processId: string) => ['processes', 'detail', processId] as const,
  participants: (processId: string) => ['processes', 'participants', processId] as const,
  participantPage: (processId: string, role: ParticipantRole, page: number) =>
    ['processes', 'participants', processId, role, page] as const,
};

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/process?status=…: one board, 10 per page, the most recently updated first. */
export function useProcessList(status: ProcessStatus, page: number, search: string) {
  return useQuery({
    queryKey: processKeys.list(status, page, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status, page: String(page), limit: String(PROCESSES_PAGE_SIZE) });
      if (search) query.set('name', search);
      return api.request(`/process?${query}`, { signal }, processListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/process/list-partial?limit=5: the admin home's 'Procesos recientes'. */
export function useRecentProcesses(limit = 5) {
  return useQuery({
    queryKey: [...processKeys.recent, limit],
    queryFn: ({ signal }) =>
      api.request(`/process/list-partial?limit=${limit}`, { signal }, z.array(processSummarySchema)),
  });
}

/** GET /api/process/progress-report: the admin home's figures. */
export function useProcessReport() {
  return useQuery({
    queryKey: processKeys.report,
    queryFn: ({ signal }) => api.request('/process/progress-report', { signal }, processReportSchema),
  });
}

export function useProcess(processId: string | undefined) {
  return useQuery({
    queryKey: processKeys.detail(processId ?? ''),
    queryFn: ({ signal }) => api.request(`/process/${idPath(processId!)}`, { signal }, processDetailSchema),
    enabled: !!processId,
  });
}

/** GET /api/process/{id}/participants?role=…: a page of one role plus the counts per invitation status. */
export function useProcessParticipants(processId: string, role: ParticipantRole, page: number) {
  return useQuery({
    queryKey: processKeys.participantPage(processId, role, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ role, page: String(page), limit: String(PARTICIPANTS_PAGE_SIZE) });
      return api.request(`/process/${idPath(processId)}/participants?${query}`, { signal }, participantListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/process/{id}/{action}: kickoff, draft, start or finalize; answers the message and the process. */
export function useProcessTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, action }: { processId: string; action: ProcessAction }) =>
      api.request(`/process/${idPath(processId)}/${action}`, { method: 'PUT' }, processActionResponseSchema),
    onSuccess: ({ process }) => {
      queryClient.setQueryData(processKeys.detail(process.processId), process);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: processKeys.lists }),
        queryClient.invalidateQueries({ queryKey: processKeys.recent }),
        queryClient.invalidateQueries({ queryKey: processKeys.report }),
      ]);
    },
  });
}

/** DELETE /api/process/{id} (DRAFT only). */
export function useDeleteProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (processId: string) =>
      api.request(`/process/${idPath(processId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.all }),
  });
}
