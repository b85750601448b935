import {
  invitationAnswerSchema,
  invitationCheckSchema,
  memberProcessListSchema,
  memberProcessViewSchema,
  nextEventSchema,
  participantErrorTypes,
  pendingInvitationListSchema,
  pendingTasksSchema,
  sessionMutationResponseSchema,
  tokenPairSchema,
  type AcceptInvitationRequest,
  type MemberProcess,
  type ParticipantRole,
  type ProcessServiceType,
  sessionGuideSchema,
  type SessionGuide,
} from '@enlaza/contract';
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, apiKey, apiQuery, apiUrl, invalidateResource } from '../../lib/api';
import { tokenStore } from '../../lib/auth/tokenStorage';

const idPath = (id: string) => encodeURIComponent(id);
const myProcessesPaths: Record<ParticipantRole, string> = {
  STUDENT: '/students/me/processes',
  MENTOR: '/mentors/me/processes',
};
const myProcessPath = (pairId: string) => `/users/me/process/${idPath(pairId)}`;
const pendingTasksPath = '/users/me/pending_tasks/';
const myInvitationsPath = '/users/me/invitations';
const invitationCheckPath = (processId: string) => `/process/${idPath(processId)}/checkIfUserInvited`;

/**
 * What a member's participation shows (their processes in both roles, each process as they see it, their pending
 * tasks, their next event, their invitations): read again after anything that changes it (a session, a finished guide, an answer).
 */
export function refreshParticipation(queryClient: QueryClient) {
  return invalidateResource(
    queryClient,
    myProcessesPaths.STUDENT,
    myProcessesPaths.MENTOR,
    '/users/me/process',
    pendingTasksPath,
    '/users/me/next_event',
    myInvitationsPath,
  );
}

/** The invitation link's user token travels in the `user-token` header (not in the address of the call). */
const invitationRequest = (userToken: string) => ({ auth: 'none' as const, headers: { 'user-token': userToken } });

export interface MyProcess extends MemberProcess {
  role: ParticipantRole;
}

/**
 * Spec 002 §2.7: the member's processes as mentee and as mentor, in progress first then by newest start. Either list
 * may fail alone (the spec's partial-load messages); `failedRoles` says which.
 */
export function useMyProcesses() {
  const results = useQueries({
    queries: (['STUDENT', 'MENTOR'] as const).map((role) =>
      apiQuery(myProcessesPaths[role], undefined, memberProcessListSchema),
    ),
  });
  const isPending = results.some((r) => r.isPending);
  const failedRoles = (['STUDENT', 'MENTOR'] as const).filter((_, i) => results[i]!.isError);
  const processes: MyProcess[] = results
    .flatMap((r, i) =>
      (r.data ?? []).map((p) => ({ ...p, role: i === 0 ? ('STUDENT' as const) : ('MENTOR' as const) })),
    )
    .sort((a, b) => {
      if (a.status !== b.status) return a.status === 'IN_PROGRESS' ? -1 : 1;
      return (b.startDate ?? b.estimatedStartDate).localeCompare(a.startDate ?? a.estimatedStartDate);
    });
  return {
    processes,
    isPending,
    isError: failedRoles.length === 2,
    failedRoles,
    /** Asks for both lists again; true when both arrived. */
    refetch: async () => (await Promise.all(results.map((r) => r.refetch()))).every((r) => r.isSuccess),
  };
}

export function usePendingTasks() {
  return useQuery(apiQuery(pendingTasksPath, undefined, pendingTasksSchema));
}

export function useNextEvent() {
  return useQuery(apiQuery('/users/me/next_event', undefined, nextEventSchema));
}

export function useMemberProcessView(pairId: string) {
  return useQuery(apiQuery(myProcessPath(pairId), undefined, memberProcessViewSchema));
}

function useRefreshAfterSessionChange(pairId: string) {
  const queryClient = useQueryClient();
  return () =>
    void invalidateResource(
      queryClient,
      myProcessPath(pairId),
      myProcessesPaths.STUDENT,
      myProcessesPaths.MENTOR,
      pendingTasksPath,
    );
}

/** PUT /api/process/{id}/schedule_session. */
export function useScheduleSession(processId: string, pairId: string) {
  const refresh = useRefreshAfterSessionChange(pairId);
  return useMutation({
    mutationFn: (input: { sessionNumber: number; scheduleDate: string }) =>
      api.request(
        `/process/${idPath(processId)}/schedule_session`,
        { method: 'PUT', body: { pairId, ...input } },
        sessionMutationResponseSchema,
      ),
    onSuccess: refresh,
  });
}

/** PUT /api/process/complete_sessions for one session ('Sesión Realizada?'). */
export function useCompleteSession(pairId: string) {
  const refresh = useRefreshAfterSessionChange(pairId);
  return useMutation({
    mutationFn: (sessionNumber: number) =>
      api.request(
        '/process/complete_sessions',
        { method: 'PUT', body: { sessionNumbersAndPairIds: [{ pairId, sessionNumber }] } },
        sessionMutationResponseSchema,
      ),
    onSuccess: refresh,
  });
}

// ── Invitation (spec 000 §2) ────────────────────────────────────────────────────────────────────────────────

/** GET /api/users/me/invitations: the invitations still to answer, each with its confirmation page. */
export function useMyInvitations() {
  return useQuery({
    ...apiQuery(myInvitationsPath, undefined, pendingInvitationListSchema),
    // The home asks first and shows the list once it has the answer: a failed answer stays shown, with its retry.
    retryOnMount: false,
  });
}

export function useInvitationCheck(processId: string, userToken: string, service: ProcessServiceType | null) {
  return useQuery({
    // The link's token travels in a header, not in the address: it joins the key as what tells two links apart.
    queryKey: [...apiKey(invitationCheckPath(processId), { service }), { userToken }],
    queryFn: ({ signal }) =>
      api.request(
        apiUrl(invitationCheckPath(processId), { service }),
        { ...invitationRequest(userToken), signal },
        invitationCheckSchema,
      ),
    retry: false,
  });
}

/** Signs the pending invitee in (POST /api/process/{id}/invitation_session) so the profile wizard works. */
export function useInvitationSession(processId: string, userToken: string) {
  return useMutation({
    mutationFn: () =>
      api.request(
        `/process/${idPath(processId)}/invitation_session`,
        { method: 'POST', auth: 'none', body: { userToken } },
        tokenPairSchema,
      ),
    onSuccess: (tokens) => tokenStore.setTokens(tokens),
  });
}

export function useAnswerInvitation(processId: string, userToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { accept: true; body: AcceptInvitationRequest } | { accept: false }) =>
      api.request(
        `/process/${idPath(processId)}/${answer.accept ? 'accept_invitation' : 'reject_invitation'}`,
        { method: 'PUT', body: answer.accept ? answer.body : undefined, ...invitationRequest(userToken) },
        invitationAnswerSchema,
      ),
    // The home's invitation cards and processes change with the answer.
    onSuccess: () => {
      void invalidateResource(queryClient, myInvitationsPath, myProcessesPaths.STUDENT, myProcessesPaths.MENTOR);
    },
    // Answered meanwhile (another tab or device): reading the invitation again leads to the result of that answer.
    onError: (error) => {
      if (error instanceof ApiError && error.type === participantErrorTypes.invitationAnswered) {
        void invalidateResource(queryClient, invitationCheckPath(processId));
      }
    },
  });
}

/**
 * POST /api/process/pair/{pairId}/session/{n}/guide: opens the session's guide (made on first call), from the
 * member's process page.
 */
export function openSessionGuide(pairId: string, sessionNumber: number): Promise<SessionGuide> {
  return api.request(
    `/process/pair/${encodeURIComponent(pairId)}/session/${sessionNumber}/guide`,
    { method: 'POST' },
    sessionGuideSchema,
  );
}
