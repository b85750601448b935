import {
  CLIENT_FILTER_ALL,
  clientDetailSchema,
  clientListSchema,
  clientSchema,
  directoryPageSchema,
  directoryUserSchema,
  type AddCompanyAdminInput,
  type ClientPayload,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { directoryKeys } from '../directory/directoryApi';

export const clientKeys = {
  all: ['clients'] as const,
  list: (page: number, searchFilter: string) => ['clients', 'list', page, searchFilter] as const,
  detail: (clientId: string) => ['clients', 'detail', clientId] as const,
  companyAdmins: (clientId: string, page: number) => ['clients', 'companyAdmins', clientId, page] as const,
};

/** The client page's company admins: 10 per page, like the user lists. */
export const CLIENT_COMPANY_ADMINS_PAGE_SIZE = 10;

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

/** GET /api/company-admins/{clientId} (spec 001 §7): the client's company admins, a page at a time. */
export function useClientCompanyAdminsPage(clientId: string, page: number) {
  return useQuery({
    queryKey: clientKeys.companyAdmins(clientId, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(CLIENT_COMPANY_ADMINS_PAGE_SIZE) });
      return api.request(`/company-admins/${encodeURIComponent(clientId)}?${query}`, { signal }, directoryPageSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/company-admins/{clientId}: an existing account becomes one of the client's company admins. */
export function useAddCompanyAdmin(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCompanyAdminInput) =>
      api.request(`/company-admins/${encodeURIComponent(clientId)}`, { method: 'POST', body }, directoryUserSchema),
    // The user lists ('Admin Empresas') show the same people.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
      ]),
  });
}

/** DELETE /api/company-admins/{clientId}/{userId}: she stops administering the client and keeps her account. */
export function useRemoveCompanyAdmin(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.request(`/company-admins/${encodeURIComponent(clientId)}/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        expectStatus: [204],
      }),
    // The user lists ('Admin Empresas') show the same people.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
      ]),
  });
}
