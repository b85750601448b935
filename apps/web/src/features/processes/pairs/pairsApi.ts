import {
  pairsExportFileName,
  createPairsResponseSchema,
  pairingMessageResponseSchema,
  pairsListSchema,
  pairsWrittenResponseSchema,
  pairWeightsResponseSchema,
  type PairWeights,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { useRefreshingMutation } from '../../../lib/useRefreshingMutation';
import { detailKeys } from '../detail/detailApi';
import { processKeys } from '../processesApi';

/** Spec 001 §9: the pairs list shows 10 per page. */
export const PAIRS_PAGE_SIZE = 10;

export const pairKeys = {
  all: (processId: string) => ['processes', 'pairs', processId] as const,
  page: (processId: string, page: number, search: string, limit: number) =>
    ['processes', 'pairs', processId, page, search, limit] as const,
  // Under the pairs' key: creating or deleting pairs changes whether the weights may still change.
  weights: (processId: string) => ['processes', 'pairs', processId, 'weights'] as const,
};

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/process/pairs/{id}?searchTerm&page&limit: a page of pairs with affinity and the average / min / max. */
export function usePairs(processId: string, page: number, search: string, limit = PAIRS_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: pairKeys.page(processId, page, search, limit),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (search) query.set('searchTerm', search);
      return api.request(`/process/pairs/${idPath(processId)}?${query}`, { signal }, pairsListSchema);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every pair change refreshes the pairs and the process (its start conditions). */
function usePairsMutation<TVariables, TResult>(
  processId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [
    pairKeys.all(processId),
    processKeys.detail(processId),
    processKeys.participants(processId),
  ]);
}

/** POST /api/process/{id}/create_pairs. */
export function useCreatePairs(processId: string) {
  return usePairsMutation(processId, () =>
    api.request(
      `/process/${idPath(processId)}/create_pairs`,
      { method: 'POST', expectStatus: [201] },
      createPairsResponseSchema,
    ),
  );
}

/** POST /api/process/{id}/swap_pairs {pairId1, pairId2}. */
export function useSwapPairs(processId: string) {
  return usePairsMutation(processId, ([pairId1, pairId2]: [string, string]) =>
    api.request(
      `/process/${idPath(processId)}/swap_pairs`,
      { method: 'POST', body: { pairId1, pairId2 } },
      pairingMessageResponseSchema,
    ),
  );
}

/** DELETE /api/process/pair/{pairId}. */
export function useDeletePair(processId: string) {
  return usePairsMutation(processId, (pairId: string) =>
    api.request(`/process/pair/${idPath(pairId)}`, { method: 'DELETE' }, pairingMessageResponseSchema),
  );
}

/** PUT /api/process/{id}/pair {studentEmail, mentorEmail}. */
export function useAddPair(processId: string) {
  return usePairsMutation(processId, (body: { studentEmail: string; mentorEmail: string }) =>
    api.request(
      `/process/${idPath(processId)}/pair`,
      { method: 'PUT', body, expectStatus: [201] },
      pairsWrittenResponseSchema,
    ),
  );
}

/** GET /api/process/{id}/pair-weights: the criteria weights, the defaults and whether they may change now. */
export function usePairWeights(processId: string) {
  return useQuery({
    queryKey: pairKeys.weights(processId),
    queryFn: ({ signal }) =>
      api.request(`/process/${idPath(processId)}/pair-weights`, { signal }, pairWeightsResponseSchema),
  });
}

/** PUT /api/process/{id}/pair-weights. */
export function useSavePairWeights(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: PairWeights) =>
      api.request(
        `/process/${idPath(processId)}/pair-weights`,
        { method: 'PUT', body: weights },
        pairWeightsResponseSchema,
      ),
    onSuccess: (saved) => queryClient.setQueryData(pairKeys.weights(processId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pairKeys.weights(processId) }),
  });
}

/** POST /api/process/pair/disable/{pairId}: irreversible; refreshes the detail's pair tables too. */
export function useDisablePair(processId: string) {
  return useRefreshingMutation(
    (pairId: string) =>
      api.request(`/process/pair/disable/${idPath(pairId)}`, { method: 'POST' }, pairingMessageResponseSchema),
    [detailKeys.allTracking(processId), pairKeys.all(processId), processKeys.detail(processId)],
  );
}

/** GET /api/process/{id}/pairs/export, saved as Duplas-{name}.xlsx. */
export function downloadPairs(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${idPath(processId)}/pairs/export`, pairsExportFileName(processName));
}
