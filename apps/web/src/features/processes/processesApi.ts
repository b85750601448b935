import {
  addProcessParticipantsResponseSchema,
  campusSummarySchema,
  directoryPageSchema,
  inviteResponseSchema,
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
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { preloadPage } from '../../app/pages';
import { api, apiKey, apiQuery, invalidateList, invalidateResource } from '../../lib/api';

/** Spec 001 §2: each board shows 10 processes per page. */
export const PROCESSES_PAGE_SIZE = 10;
/** The participant tables of a process page. */
export const PARTICIPANTS_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);

/** The paths of a process's resources; their query keys follow from them (lib/api/queryKeys.ts). */
export const processPaths = {
  /** GET /api/process?…: the boards. */
  list: '/process',
  recent: '/process/list-partial',
  report: '/process/progress-report',
  /** The process and everything under it (events, participants, tracking, matches, measurements…). */
  process: (processId: string) => `/process/${idPath(processId)}`,
  participants: (processId: string) => `/process/${idPath(processId)}/participants`,
};

/** The cached process (GET /api/process/{id}), for writes that answer it. */
export const processDetailKey = (processId: string) => apiKey(processPaths.process(processId));

/** The coordinators a process may have: the admins (GET /api/admins), for the wizard and the detail alike. */
export const coordinatorOptionsQuery = () => apiQuery('/admins', { page: 1, limit: 100 }, directoryPageSchema);

/** After a write that changes how processes are listed: the boards, the recent ones and the figures. */
export function refreshProcessLists(queryClient: QueryClient) {
  return Promise.all([
    invalidateList(queryClient, processPaths.list),
    invalidateResource(queryClient, processPaths.recent, processPaths.report),
  ]);
}

/** Spec 001 §9: participant lists are refreshed every 2000 ms (while the browser tab is visible). */
export const LIVE_REFRESH_MS = 2000;

export interface ParticipantFilters {
  page: number;
  status?: InvitationStatus;
  search?: string;
}

/** GET /api/process?status=…: one board, 10 per page, the most recently updated first. */
export function useProcessList(status: ProcessStatus, page: number, search: string) {
  return useQuery({
    ...apiQuery(
      processPaths.list,
      { status, page, limit: PROCESSES_PAGE_SIZE, name: search || undefined },
      processListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/process?clientId=…: a client's processes in every status, 10 per page, the most recently updated first. */
export function useClientProcesses(clientId: string, page: number) {
  return useQuery({
    ...apiQuery(processPaths.list, { clientId, page, limit: PROCESSES_PAGE_SIZE }, processListSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/process/list-partial?limit=5: the admin home's 'Procesos recientes'. */
export function useRecentProcesses(limit = 5) {
  return useQuery(apiQuery(processPaths.recent, { limit }, z.array(processSummarySchema)));
}

/** GET /api/process/progress-report: the admin home's figures. */
export function useProcessReport() {
  return useQuery(apiQuery(processPaths.report, undefined, processReportSchema));
}

const processDetailQuery = (processId: string) =>
  apiQuery(processPaths.process(processId), undefined, processDetailSchema);

/**
 * GET /api/process/{id}/participants?role&page&limit (+ invitationStatus, search): every list of a process's
 * participants reads through this one query, so equal pages share their cache on every screen.
 */
export const processParticipantsQuery = (
  processId: string,
  params: { role: ParticipantRole; page: number; limit: number; invitationStatus?: InvitationStatus; search?: string },
) => apiQuery(processPaths.participants(processId), params, participantListSchema);

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
    ...processParticipantsQuery(processId, { role, page, limit: PARTICIPANTS_PAGE_SIZE }),
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
      queryClient.setQueryData(processDetailKey(result.process.processId), result.process);
      return refreshProcessLists(queryClient);
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
    onSuccess: () => invalidateResource(queryClient, processPaths.list),
  });
}

/**
 * GET /api/process/{id}/participants with the status filter and search, polled every 2 s while the page is visible
 * (TanStack Query stops interval refetches of hidden documents).
 */
export function useLiveParticipants(processId: string, role: ParticipantRole, filters: ParticipantFilters) {
  return useQuery({
    ...processParticipantsQuery(processId, {
      role,
      page: filters.page,
      limit: PARTICIPANTS_PAGE_SIZE,
      invitationStatus: filters.status,
      search: filters.search || undefined,
    }),
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
    onSuccess: (_result, { processId }) => invalidateResource(queryClient, processPaths.process(processId)),
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
  return useQuery(apiQuery(`${processPaths.process(processId)}/measurements`, undefined, processMeasurementsSchema));
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
      invalidateResource(queryClient, `${processPaths.process(processId)}/measurements`),
  });
}

/** GET /api/campus/{processId}/listByProcess: the campuses the process offers. */
export function useProcessCampuses(processId: string) {
  return useQuery(apiQuery(`/campus/${idPath(processId)}/listByProcess`, undefined, z.array(campusSummarySchema)));
}
