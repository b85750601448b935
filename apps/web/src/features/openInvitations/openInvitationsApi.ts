import {
  coachListSchema,
  openAnswersFileName,
  OPEN_INVITATIONS_PAGE_SIZE,
  openInvitationListSchema,
  openInvitationResponseSchema,
  processListSchema,
  workshopListSchema,
  type OpenInvitationPayload,
  type OpenInvitationResponse,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiKey, apiQuery, invalidateResource } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

/** Spec 002 §9: lookups send at most 10 matches. */
const LOOKUP_LIMIT = '10';
const idPath = (id: string) => encodeURIComponent(id);

const openPath = '/questionary-invitations/open';
const invitationPath = (id: string) => `${openPath}/${idPath(id)}`;

/** GET /api/questionary-invitations/open: 10 per page, newest first, searching the survey name. */
export function useOpenInvitations(page: number, searchFilter: string) {
  return useQuery({
    ...apiQuery(openPath, { page, limit: OPEN_INVITATIONS_PAGE_SIZE, searchFilter }, openInvitationListSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/questionary-invitations/open/{id}: the invitation, its answer count and its event. People answer while the
 * admin looks at it: the count is asked again whenever the window comes back into view, and every 30 s meanwhile.
 */
export function useOpenInvitation(id: string) {
  return useQuery({
    ...apiQuery(invitationPath(id), undefined, openInvitationResponseSchema),
    enabled: !!id,
    refetchOnWindowFocus: 'always',
    refetchInterval: 30_000,
  });
}

/** The saved invitation shows at once; the lists (and anything else read about open invitations) are read again. */
function refreshAfterSave(queryClient: QueryClient, saved: OpenInvitationResponse) {
  queryClient.setQueryData(apiKey(invitationPath(saved.invitation.invitationId)), saved);
  return invalidateResource(queryClient, openPath);
}

/** POST /api/questionary-invitations/open, or PUT …/open/{id} when editing one. */
export function useSaveOpenInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: OpenInvitationPayload }) =>
      id
        ? api.request(
            invitationPath(id),
            { method: 'PUT', body: payload, expectStatus: [200] },
            openInvitationResponseSchema,
          )
        : api.request(openPath, { method: 'POST', body: payload, expectStatus: [201] }, openInvitationResponseSchema),
    onSuccess: (saved) => refreshAfterSave(queryClient, saved),
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
    onSuccess: (saved) => refreshAfterSave(queryClient, saved),
  });
}

/** Saves GET /api/answers/open/{id}/export as 'Respuestas-{survey name}.xlsx'. */
export function downloadOpenAnswers(invitationId: string, surveyName: string) {
  return downloadFile(`/answers/open/${idPath(invitationId)}/export`, openAnswersFileName(surveyName));
}

/** GET /api/workshops: a short list, all of it. */
export function useWorkshops() {
  return useQuery({ ...apiQuery('/workshops', undefined, workshopListSchema), staleTime: 60_000 });
}

/** GET /api/coaches?searchTerm=…: at most 10 matches. */
export function useCoachLookup(searchTerm: string) {
  return useQuery({
    ...apiQuery('/coaches', { page: 1, limit: LOOKUP_LIMIT, searchTerm }, coachListSchema),
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
