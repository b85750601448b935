import { CHALLENGES_PAGE_SIZE, challengeListSchema, challengeSchema, type ChallengeInput } from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, invalidateResource } from '../../lib/api';

const challengePath = (challengeId: string) => `/challenge/${encodeURIComponent(challengeId)}`;

/** GET /api/challenge: 10 per page, newest first, searched by title. */
export function useChallenges(page: number, search: string) {
  return useQuery({
    ...apiQuery(
      '/challenge',
      { page, limit: CHALLENGES_PAGE_SIZE, searchFilter: search || undefined },
      challengeListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/challenge/{id}: the challenge for its form, and its messages for the coordinator to pick one of to send
 * (attraction/messaging), read only while `enabled`.
 */
export function useChallenge(challengeId: string | null | undefined, enabled = true) {
  return useQuery({
    ...apiQuery(challengePath(challengeId ?? ''), undefined, challengeSchema),
    enabled: enabled && !!challengeId,
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
    onSuccess: () => invalidateResource(queryClient, '/challenge'),
  });
}

export function useDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api.request(challengePath(challengeId), { method: 'DELETE' }),
    onSuccess: () => invalidateResource(queryClient, '/challenge'),
  });
}
