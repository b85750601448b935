import {
  CLIENT_FILTER_ALL,
  clientDetailSchema,
  clientListSchema,
  clientSchema,
  type ClientPayload,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const clientKeys = {
  all: ['clients'] as const,
  list: (page: number, searchFilter: string) => ['clients', 'list', page, searchFilter] as const,
  detail: (clientId: string) => ['clients', 'detail', clientId] as const,
};

/** Spec 001 §7: page, searchFilter ('.*' for everything), limit 10. */
export function useClients(page: number, searchFilter: string = CLIENT_FILTER_ALL) {
  return useQuery({
    queryKey: clientKeys.list(page, searchFilter),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), searchFilter, limit: '10' });
      return api.request(`/clients?${query}`, {}, clientListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: string | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(clientId ?? ''),
    queryFn: () => api.request(`/clients/${encodeURIComponent(clientId!)}`, {}, clientDetailSchema),
    enabled: !!clientId,
  });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, payload }: { clientId?: string; payload: ClientPayload }) =>
      clientId
        ? api.request(`/clients/${encodeURIComponent(clientId)}`, { method: 'PUT', body: payload }, clientSchema)
        : api.request('/clients', { method: 'POST', body: payload, expectStatus: [201] }, clientSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      api.request(`/clients/${encodeURIComponent(clientId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
