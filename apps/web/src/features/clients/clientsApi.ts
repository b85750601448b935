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
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiQuery, invalidateResource } from '../../lib/api';
import { refreshUserLists } from '../directory/directoryApi';

const clientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
const companyAdminsPath = (clientId: string) => `/company-admins/${encodeURIComponent(clientId)}`;

/** After a write to clients: every client read (lists, selects, details) on every screen. */
export const refreshClients = (queryClient: QueryClient) => invalidateResource(queryClient, '/clients');

/** The client page's company admins: 10 per page, like the user lists. */
export const CLIENT_COMPANY_ADMINS_PAGE_SIZE = 10;

/** Spec 001 §7: page, searchFilter ('.*' for everything), limit 10. */
export function useClients(page: number, searchFilter: string = CLIENT_FILTER_ALL) {
  return useQuery({
    ...apiQuery('/clients', { page, searchFilter, limit: 10 }, clientListSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/clients/{id}: the client with its company admins, for every screen that shows it. */
export const clientQuery = (clientId: string) => apiQuery(clientPath(clientId), undefined, clientDetailSchema);

export function useClient(clientId: string | undefined) {
  return useQuery({ ...clientQuery(clientId ?? ''), enabled: !!clientId });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, payload }: { clientId?: string; payload: ClientPayload }) =>
      clientId
        ? api.request(`/clients/${encodeURIComponent(clientId)}`, { method: 'PUT', body: payload }, clientSchema)
        : api.request('/clients', { method: 'POST', body: payload, expectStatus: [201] }, clientSchema),
    onSuccess: () => refreshClients(queryClient),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      api.request(`/clients/${encodeURIComponent(clientId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => refreshClients(queryClient),
  });
}

/** GET /api/company-admins/{clientId} (spec 001 §7): the client's company admins, a page at a time. */
export function useClientCompanyAdminsPage(clientId: string, page: number) {
  return useQuery({
    ...apiQuery(companyAdminsPath(clientId), { page, limit: CLIENT_COMPANY_ADMINS_PAGE_SIZE }, directoryPageSchema),
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
    onSuccess: () => Promise.all([refreshClients(queryClient), refreshUserLists(queryClient)]),
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
    onSuccess: () => Promise.all([refreshClients(queryClient), refreshUserLists(queryClient)]),
  });
}
