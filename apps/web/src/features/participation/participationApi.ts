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
} from '@enlaza/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';
import { tokenStore } from '../../lib/auth/tokenStorage';

export const participationKeys = {
  all: ['participation'] as const,
  myProcesses: ['participation', 'myProcesses'] as const,
  myProcessesAs: (role: ParticipantRole) => ['participation', 'myProcesses', role] as const,
  view: (pairId: string) => ['participation', 'view', pairId] as const,
  pendingTasks: ['participation', 'pendingTasks'] as const,
  nextEvent: ['participation', 'nextEvent'] as const,
  invitation: (processId: string, token: string) => ['participation', 'invitation', processId, token] as const,
  myInvitations: ['participation', 'myInvitations'] as const,
};

const idPath = (id: string) => encodeURIComponent(id);

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
    queries: (['STUDENT', 'MENTOR'] as const).map((role) => ({
      queryKey: participationKeys.myProcessesAs(role),
      queryFn: () =>
        api.request(
          role === 'MENTOR' ? '/mentors/me/processes' : '/students/me/processes',
          {},
          memberProcessListSchema,
        ),
    })),
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
  return useQuery({
    queryKey: participationKeys.pendingTasks,
    queryFn: () => api.request('/users/me/pending_tasks/', {}, pendingTasksSchema),
  });
}

export function useNextEvent() {
  return useQuery({
    queryKey: participationKeys.nextEvent,
    queryFn: () => api.request('/users/me/next_event', {}, nextEventSchema),
  });
}

export function useMemberProcessView(pairId: string) {
  return useQuery({
    queryKey: participationKeys.view(pairId),
    queryFn: () => api.request(`/users/me/process/${idPath(pairId)}`, {}, memberProcessViewSchema),
  });
}

function useRefreshAfterSessionChange(pairId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: participationKeys.view(pairId) });
    void queryClient.invalidateQueries({ queryKey: participationKeys.myProcesses });
    void queryClient.invalidateQueries({ queryKey: participationKeys.pendingTasks });
  };
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
    queryKey: participationKeys.myInvitations,
    queryFn: () => api.request('/users/me/invitations', {}, pendingInvitationListSchema),
    // The home asks first and shows the list once it has the answer: a failed answer stays shown, with its retry.
    retryOnMount: false,
  });
}

export function useInvitationCheck(processId: string, userToken: string, service: ProcessServiceType | null) {
  return useQuery({
    queryKey: participationKeys.invitation(processId, userToken),
    queryFn: () =>
      api.request(
        `/process/${idPath(processId)}/checkIfUserInvited${service ? `?service=${service}` : ''}`,
        invitationRequest(userToken),
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
      void queryClient.invalidateQueries({ queryKey: participationKeys.myInvitations });
      void queryClient.invalidateQueries({ queryKey: participationKeys.myProcesses });
    },
    // Answered meanwhile (another tab or device): reading the invitation again leads to the result of that answer.
    onError: (error) => {
      if (error instanceof ApiError && error.type === participantErrorTypes.invitationAnswered) {
        void queryClient.invalidateQueries({ queryKey: participationKeys.invitation(processId, userToken) });
      }
    },
  });
}
