import {
  challengeListSchema,
  processDetailSchema,
  type AttractionProcessInput,
  type ProcessDetail,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { processDetailKey, refreshProcessLists } from '../processesApi';
import { processRequestBody, WIZARD_OPTIONS_LIMIT } from '../wizard/wizardApi';

/** GET /api/challenge?pagination=false: every challenge of the library, for the wizard's select. */
export function useChallengeOptions() {
  return useQuery(
    apiQuery('/challenge', { page: 1, limit: WIZARD_OPTIONS_LIMIT, pagination: 'false' }, challengeListSchema),
  );
}

/** POST /api/process/attraction (201) or PUT /api/process/attraction/{id}, JSON or multipart with the logo. */
export function useSaveAttraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      processId,
      general,
      logo,
    }: {
      processId?: string;
      general: AttractionProcessInput;
      logo?: File;
    }): Promise<ProcessDetail> =>
      processId
        ? api.request(
            `/process/attraction/${encodeURIComponent(processId)}`,
            { method: 'PUT', body: processRequestBody(general, logo) },
            processDetailSchema,
          )
        : api.request(
            '/process/attraction',
            { method: 'POST', body: processRequestBody(general, logo), expectStatus: [201] },
            processDetailSchema,
          ),
    onSuccess: (saved) => {
      queryClient.setQueryData(processDetailKey(saved.processId), saved);
      return refreshProcessLists(queryClient);
    },
  });
}
