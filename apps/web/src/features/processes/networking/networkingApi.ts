import {
  matchesExportFileName,
  createMatchChatRoomsResponseSchema,
  createMatchesResponseSchema,
  matchesListSchema,
  possibleNumberMatchesSchema,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { useRefreshingMutation } from '../../../lib/useRefreshingMutation';
import { processKeys } from '../processesApi';

/** Spec 001 §9: lists show 10 per page. */
export const MATCHES_PAGE_SIZE = 10;

export const matchKeys = {
  all: (processId: string) => ['processes', 'matches', processId] as const,
  possible: (processId: string) => ['processes', 'matches', processId, 'possible'] as const,
  page: (processId: string, page: number, search: string, limit: number) =>
    ['processes', 'matches', processId, 'list', page, search, limit] as const,
};

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/affinity-matrix/{processId}/possible-number-matches (admins only). */
export function usePossibleNumberMatches(processId: string, enabled = true) {
  return useQuery({
    queryKey: matchKeys.possible(processId),
    queryFn: ({ signal }) =>
      api.request(
        `/affinity-matrix/${idPath(processId)}/possible-number-matches`,
        { signal },
        possibleNumberMatchesSchema,
      ),
    enabled,
  });
}

/** GET /api/process/{id}/matches?searchTerm&page&limit. */
export function useMatches(processId: string, page: number, search: string, limit = MATCHES_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: matchKeys.page(processId, page, search, limit),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (search) query.set('searchTerm', search);
      return api.request(`/process/${idPath(processId)}/matches?${query}`, { signal }, matchesListSchema);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Generating matches or enabling chats changes the list, the possible values and the process (start conditions). */
function useMatchesMutation<TVariables, TResult>(
  processId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [matchKeys.all(processId), processKeys.detail(processId)]);
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
