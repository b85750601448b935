import { CHALLENGES_PAGE_SIZE, challengeListSchema, challengeSchema, type ChallengeInput } from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const challengeKeys = {
  all: ['challenges'] as const,
  list: (page: number, search: string) => ['challenges', 'list', page, search] as const,
  every: ['challenges', 'every'] as const,
  detail: (challengeId: string) => ['challenges', 'detail', challengeId] as const,
};

const challengePath = (challengeId: string) => `/challenge/${encodeURIComponent(challengeId)}`;

/** GET /api/challenge: 10 per page, newest first, searched by title. */
export function useChallenges(page: number, search: string) {
  return useQuery({
    queryKey: challengeKeys.list(page, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(CHALLENGES_PAGE_SIZE) });
      if (search) query.set('searchFilter', search);
      return api.request(`/challenge?${query}`, { signal }, challengeListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** Every challenge (pagination=false): the attraction wizard's select. */
export function useAllChallenges() {
  return useQuery({
    queryKey: challengeKeys.every,
    queryFn: ({ signal }) => api.request('/challenge?pagination=false', { signal }, challengeListSchema),
  });
}

export function useChallenge(challengeId: string | undefined) {
  return useQuery({
    queryKey: challengeKeys.detail(challengeId ?? ''),
    queryFn: ({ signal }) => api.request(challengePath(challengeId!), { signal }, challengeSchema),
    enabled: !!challengeId,
  });
}

/** Create (no id) or edit; every challenge query is read again afterwards. */
export function useSaveChallenge(challengeId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChallengeInput) =>
      challengeId
        ? api.request(challengePath(challengeId), { method: 'PUT', body: input }, challengeSchema)
        : api.request('/challenge', { method: 'POST', body: input }, challengeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}

export function useDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api.request(challengePath(challengeId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
