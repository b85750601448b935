import {
  addProcessParticipantsResponseSchema,
  campusSummarySchema,
  inviteResponseSchema,
  lessonPlanSchema,
  messageResponseSchema,
  participantListSchema,
  processMeasurementsSchema,
  sendMeasurementResponseSchema,
  type InvitationStatus,
  type MdiSubType,
  processActionResponseSchema,
  processDetailSchema,
  processListSchema,
  processReportSchema,
  processSummarySchema,
  type ParticipantRole,
  type ProcessAction,
  type ProcessStatus,
} from '@enlaza/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { preloadPage } from '../../app/pages';
import { api } from '../../lib/api';

/** Spec 001 §2: each board shows 10 processes per page. */
export const PROCESSES_PAGE_SIZE = 10;
/** The participant tables of a process page. */
export const PARTICIPANTS_PAGE_SIZE = 10;

export const processKeys = {
  all: ['processes'] as const,
  lists: ['processes', 'list'] as const,
  list: (status: ProcessStatus, page: number, search: string) => ['processes', 'list', status, page, search] as const,
  clientList: (clientId: string, page: number) => ['processes', 'list', 'client', clientId, page] as const,
  recent: ['processes', 'recent'] as const,
  report: ['processes', 'report'] as const,
  detail: (processId: string) => ['processes', 'detail', processId] as const,
  participants: (processId: string) => ['processes', 'participants', processId] as const,
  participantPage: (processId: string, role: ParticipantRole, page: number) =>
    ['processes', 'participants', processId, role, page] as const,
  participantFilteredPage: (processId: string, role: ParticipantRole, filters: ParticipantFilters) =>
    ['processes', 'participants', processId, role, 'filtered', filters] as const,
  measurements: (processId: string) => ['processes', 'measurements', processId] as const,
  campuses: (processId: string) => ['processes', 'campuses', processId] as const,
  campusLessons: (campusId: string) => ['processes', 'campusLessons', campusId] as const,
};

/** Spec 001 §9: participant lists are refreshed every 2000 ms (while the browser tab is visible). */
export const LIVE_REFRESH_MS = 2000;

export interface ParticipantFilters {
  page: number;
  status?: InvitationStatus;
  search?: string;
}

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

/** GET /api/process?clientId=…: a client's processes in every status, 10 per page, the most recently updated first. */
export function useClientProcesses(clientId: string, page: number) {
  return useQuery({
    queryKey: processKeys.clientList(clientId, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ clientId, page: String(page), limit: String(PROCESSES_PAGE_SIZE) });
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

const processDetailQuery = (processId: string) =>
  queryOptions({
    queryKey: processKeys.detail(processId),
    queryFn: ({ signal }) => api.request(`/process/${idPath(processId)}`, { signal }, processDetailSchema),
  });

export function useProcess(processId: string | undefined) {
  return useQuery({ ...processDetailQuery(processId ?? ''), enabled: !!processId });
}

/**
 * For the links of a list of processes: when the pointer rests on one (or it gets the focus), the process and its
 * page's code start loading, so the page opens at once. What is fresh in the cache is not asked again.
 */
export function usePrefetchProcess() {
  const queryClient = useQueryClient();
  return (processId: string) => {
    preloadPage('/admin/processes/:status/:processId');
    void queryClient.prefetchQuery(processDetailQuery(processId));
  };
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

/**
 * PUT /api/process/{id}/{action}: kickoff, draft, start or finalize; answers the message and the process.
 * `beforeUpdate` runs before the cached process takes its new status, so a page that navigates away (starting
 * returns to the boards) does so before the process page would follow the status to its new address.
 */
export function useProcessTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, action, confirmUnpaired }: TransitionVariables) =>
      api.request(
        `/process/${idPath(processId)}/${action}${confirmUnpaired ? '?confirmUnpaired=true' : ''}`,
        { method: 'PUT' },
        processActionResponseSchema,
      ),
    onSuccess: (result, { beforeUpdate }) => {
      beforeUpdate?.(result);
      queryClient.setQueryData(processKeys.detail(result.process.processId), result.process);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: processKeys.lists }),
        queryClient.invalidateQueries({ queryKey: processKeys.recent }),
        queryClient.invalidateQueries({ queryKey: processKeys.report }),
      ]);
    },
  });
}
interface TransitionVariables {
  processId: string;
  action: ProcessAction;
  /** Starting: the admin confirmed starting with the mentees the server named as left without a pair. */
  confirmUnpaired?: boolean;
  beforeUpdate?: (result: z.infer<typeof processActionResponseSchema>) => void;
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

/**
 * GET /api/process/{id}/participants with the status filter and search, polled every 2 s while the page is visible
 * (TanStack Query stops interval refetches of hidden documents).
 */
export function useLiveParticipants(processId: string, role: ParticipantRole, filters: ParticipantFilters) {
  return useQuery({
    queryKey: processKeys.participantFilteredPage(processId, role, filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ role, page: String(filters.page), limit: String(PARTICIPANTS_PAGE_SIZE) });
      if (filters.status) query.set('invitationStatus', filters.status);
      if (filters.search) query.set('search', filters.search);
      return api.request(`/process/${idPath(processId)}/participants?${query}`, { signal }, participantListSchema);
    },
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** Whatever changes participants refreshes their lists and the process (its counts and completeness). */
function useParticipantsMutation<TVariables extends { processId: string }, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { processId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: processKeys.participants(processId) }),
        queryClient.invalidateQueries({ queryKey: processKeys.detail(processId) }),
      ]),
  });
}

/** POST /api/process/{id}/invite_mentors {mentorIds} or invite_students {studentIds}. */
export function useInviteParticipants() {
  return useParticipantsMutation(
    ({ processId, role, userIds }: { processId: string; role: ParticipantRole; userIds: string[] }) =>
      api.request(
        `/process/${idPath(processId)}/${role === 'MENTOR' ? 'invite_mentors' : 'invite_students'}`,
        { method: 'POST', body: role === 'MENTOR' ? { mentorIds: userIds } : { studentIds: userIds } },
        inviteResponseSchema,
      ),
  );
}

/** PUT /api/process/{id}/add_user_to_process_by_email {email}: the server picks the role from the person. */
export function useAddParticipantByEmail() {
  return useParticipantsMutation(({ processId, email }: { processId: string; email: string }) =>
    api.request(
      `/process/${idPath(processId)}/add_user_to_process_by_email`,
      { method: 'PUT', body: { email } },
      messageResponseSchema,
    ),
  );
}

/** PUT /api/process/{id}/add_users_to_process_by_email {emails}: all or nothing. */
export function useAddParticipantsByEmails() {
  return useParticipantsMutation(({ processId, emails }: { processId: string; emails: string[] }) =>
    api.request(
      `/process/${idPath(processId)}/add_users_to_process_by_email`,
      { method: 'PUT', body: { emails } },
      addProcessParticipantsResponseSchema,
    ),
  );
}

/** DELETE /api/process/{id}/participants/{userId}: a mentor stays listed as removed. */
export function useRemoveParticipant() {
  return useParticipantsMutation(({ processId, userId }: { processId: string; userId: string }) =>
    api.request(`/process/${idPath(processId)}/participants/${idPath(userId)}`, {
      method: 'DELETE',
      expectStatus: [204],
    }),
  );
}

/** GET /api/process/{id}/measurements: the MDI's measurements in order, with what can be sent or resent. */
export function useProcessMeasurements(processId: string) {
  return useQuery({
    queryKey: processKeys.measurements(processId),
    queryFn: ({ signal }) =>
      api.request(`/process/${idPath(processId)}/measurements`, { signal }, processMeasurementsSchema),
  });
}

/** POST /api/process/{id}/mdi or /resend-mdi {entitySubType}. */
export function useSendMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, subType, resend }: { processId: string; subType: MdiSubType; resend: boolean }) =>
      api.request(
        `/process/${idPath(processId)}/${resend ? 'resend-mdi' : 'mdi'}`,
        { method: 'POST', body: { entitySubType: subType }, expectStatus: [resend ? 200 : 201] },
        sendMeasurementResponseSchema,
      ),
    onSuccess: (_result, { processId }) =>
      queryClient.invalidateQueries({ queryKey: processKeys.measurements(processId) }),
  });
}

/** GET /api/campus/{processId}/listByProcess: the campuses the process offers. */
export function useProcessCampuses(processId: string) {
  return useQuery({
    queryKey: processKeys.campuses(processId),
    queryFn: ({ signal }) =>
      api.request(`/campus/${idPath(processId)}/listByProcess`, { signal }, z.array(campusSummarySchema)),
  });
}

/** GET /api/lesson/?campusId: a campus's lessons per audience (admins). */
export function useCampusLessons(campusId: string, enabled: boolean) {
  return useQuery({
    queryKey: processKeys.campusLessons(campusId),
    queryFn: ({ signal }) =>
      api.request(`/lesson/?campusId=${encodeURIComponent(campusId)}`, { signal }, lessonPlanSchema),
    enabled,
  });
}
