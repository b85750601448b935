import {
  matchesExportFileName,
  createMatchChatRoomsResponseSchema,
  createMatchesResponseSchema,
  matchesListSchema,
  possibleNumberMatchesSchema,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiKey, apiQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { useRefreshingMutation } from '../../../lib/useRefreshingMutation';

/** Spec 001 §9: lists show 10 per page. */
export const MATCHES_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);
const affinityPath = (processId: string) => `/affinity-matrix/${idPath(processId)}`;
const processPath = (processId: string) => `/process/${idPath(processId)}`;

/** GET /api/affinity-matrix/{processId}/possible-number-matches (admins only). */
export function usePossibleNumberMatches(processId: string, enabled = true) {
  return useQuery({
    ...apiQuery(`${affinityPath(processId)}/possible-number-matches`, undefined, possibleNumberMatchesSchema),
    enabled,
  });
}

/** GET /api/process/{id}/matches?searchTerm&page&limit. */
export function useMatches(processId: string, page: number, search: string, limit = MATCHES_PAGE_SIZE, enabled = true) {
  return useQuery({
    ...apiQuery(
      `${processPath(processId)}/matches`,
      { page, limit, searchTerm: search || undefined },
      matchesListSchema,
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Generating matches or enabling chats changes the list, the possible values and the process (start conditions). */
function useMatchesMutation<TVariables, TResult>(
  processId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [apiKey(affinityPath(processId)), apiKey(processPath(processId))]);
}

/** POST /api/process/{id}/create_matches {numberOfMatch}: replaces the previous matches. */
export function useCreateMatches(processId: string) {
  return useMatchesMutation(processId, (numberOfMatch: number) =>
    api.request(
      `/process/${idPath(processId)}/create_matches`,
      { method: 'POST', body: { numberOfMatch }, expectStatus: [201] },
      createMatchesResponseSchema,
    ),
  );
}

/** POST /api/process/{id}/create_matches_chat_rooms {numberOfChatsToEnable}: irreversible. */
export function useEnableMatchChats(processId: string) {
  return useMatchesMutation(processId, (numberOfChatsToEnable: number) =>
    api.request(
      `/process/${idPath(processId)}/create_matches_chat_rooms`,
      { method: 'POST', body: { numberOfChatsToEnable } },
      createMatchChatRoomsResponseSchema,
    ),
  );
}

/** GET /api/process/{id}/matches/export, saved as Matchs-{name}.xlsx. */
export function downloadMatches(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${idPath(processId)}/matches/export`, matchesExportFileName(processName));
}
