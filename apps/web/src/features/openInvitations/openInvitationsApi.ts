import {
  coachListSchema,
  openAnswersFileName,
  OPEN_INVITATIONS_PAGE_SIZE,
  openInvitationListSchema,
  openInvitationResponseSchema,
  processListSchema,
  workshopListSchema,
  type OpenInvitationPayload,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

export const openInvitationKeys = {
  all: ['openInvitations'] as const,
  list: (page: number, search: string) => ['openInvitations', 'list', page, search] as const,
  detail: (id: string) => ['openInvitations', 'detail', id] as const,
};

/** Spec 002 §9: lookups send at most 10 matches. */
const LOOKUP_LIMIT = '10';
const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/questionary-invitations/open: 10 per page, newest first, searching the survey name. */
export function useOpenInvitations(page: number, searchFilter: string) {
  return useQuery({
    queryKey: openInvitationKeys.list(page, searchFilter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(page),
        limit: String(OPEN_INVITATIONS_PAGE_SIZE),
        searchFilter,
      });
      return api.request(`/questionary-invitations/open?${query}`, { signal }, openInvitationListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/questionary-invitations/open/{id}: the invitation, its answer count and its event. People answer while the
 * admin looks at it: the count is asked again whenever the window comes back into view, and every 30 s meanwhile.
 */
export function useOpenInvitation(id: string) {
  return useQuery({
    queryKey: openInvitationKeys.detail(id),
    queryFn: ({ signal }) =>
      api.request(`/questionary-invitations/open/${idPath(id)}`, { signal }, openInvitationResponseSchema),
    enabled: !!id,
    refetchOnWindowFocus: 'always',
    refetchInterval: 30_000,
  });
}

/** POST /api/questionary-invitations/open, or PUT …/open/{id} when editing one. */
export function useSaveOpenInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: OpenInvitationPayload }) =>
      id
        ? api.request(
            `/questionary-invitations/open/${idPath(id)}`,
            { method: 'PUT', body: payload, expectStatus: [200] },
            openInvitationResponseSchema,
          )
        : api.request(
            '/questionary-invitations/open',
            { method: 'POST', body: payload, expectStatus: [201] },
            openInvitationResponseSchema,
          ),
    onSuccess: (saved) => {
      queryClient.setQueryData(openInvitationKeys.detail(saved.invitation.invitationId), saved);
      return queryClient.invalidateQueries({ queryKey: openInvitationKeys.all });
    },
  });
}

/** POST /api/questionary-invitations/close/{id} or …/reopen/{id}. */
export function useSetOpenInvitationAccepting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accepting }: { id: string; accepting: boolean }) =>
      api.request(
        `/questionary-invitations/${accepting ? 'reopen' : 'close'}/${idPath(id)}`,
        { method: 'POST', expectStatus: [200] },
        openInvitationResponseSchema,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(openInvitationKeys.detail(saved.invitation.invitationId), saved);
      return queryClient.invalidateQueries({ queryKey: openInvitationKeys.all });
    },
  });
}

/** Saves GET /api/answers/open/{id}/export as 'Respuestas-{survey name}.xlsx'. */
export function downloadOpenAnswers(invitationId: string, surveyName: string) {
  return downloadFile(`/answers/open/${idPath(invitationId)}/export`, openAnswersFileName(surveyName));
}

/** GET /api/workshops: a short list, all of it. */
export function useWorkshops() {
  return useQuery({
    queryKey: ['workshops'],
    queryFn: ({ signal }) => api.request('/workshops', { signal }, workshopListSchema),
    staleTime: 60_000,
  });
}

/** GET /api/coaches?searchTerm=…: at most 10 matches. */
export function useCoachLookup(searchTerm: string) {
  return useQuery({
    queryKey: ['coaches', 'lookup', searchTerm],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1', limit: LOOKUP_LIMIT, searchTerm });
      return api.request(`/coaches?${query}`, { signal }, coachListSchema);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Spec 002 §7.4: the client's processes in progress by name, at most 10. */
export function useProcessLookup(clientId: string | undefined, name: string) {
  return useQuery({
    ...apiQuery(
      '/process',
      { status: 'IN_PROGRESS', clientId: clientId ?? '', page: 1, limit: LOOKUP_LIMIT, name: name || undefined },
      processListSchema,
    ),
    enabled: !!clientId,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
