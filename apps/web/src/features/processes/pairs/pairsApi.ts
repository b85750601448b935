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
import { api, apiKey, apiQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { useRefreshingMutation } from '../../../lib/useRefreshingMutation';

/** Spec 001 §9: the pairs list shows 10 per page. */
export const PAIRS_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);
const pairsPath = (processId: string) => `/process/pairs/${idPath(processId)}`;
const processPath = (processId: string) => `/process/${idPath(processId)}`;
/** Under the process: creating or deleting pairs changes whether the weights may still change. */
const weightsPath = (processId: string) => `${processPath(processId)}/pair-weights`;

/** GET /api/process/pairs/{id}?searchTerm&page&limit: a page of pairs with affinity and the average / min / max. */
export function usePairs(processId: string, page: number, search: string, limit = PAIRS_PAGE_SIZE, enabled = true) {
  return useQuery({
    ...apiQuery(pairsPath(processId), { page, limit, searchTerm: search || undefined }, pairsListSchema),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every pair change refreshes the pairs and the process with what is under it (start conditions, weights…). */
function usePairsMutation<TVariables, TResult>(
  processId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [apiKey(pairsPath(processId)), apiKey(processPath(processId))]);
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
  return useQuery(apiQuery(weightsPath(processId), undefined, pairWeightsResponseSchema));
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
    onSuccess: (saved) => queryClient.setQueryData(apiKey(weightsPath(processId)), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey(weightsPath(processId)) }),
  });
}

/** POST /api/process/pair/disable/{pairId}: irreversible; refreshes the detail's pair tables too. */
export function useDisablePair(processId: string) {
  return useRefreshingMutation(
    (pairId: string) =>
      api.request(`/process/pair/disable/${idPath(pairId)}`, { method: 'POST' }, pairingMessageResponseSchema),
    [apiKey(pairsPath(processId)), apiKey(processPath(processId))],
  );
}

/** GET /api/process/{id}/pairs/export, saved as Duplas-{name}.xlsx. */
export function downloadPairs(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${idPath(processId)}/pairs/export`, pairsExportFileName(processName));
}
