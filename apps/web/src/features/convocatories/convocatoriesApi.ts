import {
  CLIENT_FILTER_ALL,
  CONVOCATORIES_PAGE_SIZE,
  INSCRIPTIONS_PAGE_SIZE,
  clientDetailSchema,
  clientListSchema,
  convocatoryListSchema,
  convocatorySchema,
  inscriptionListSchema,
  selectInscriptionResponseSchema,
  type Convocatory,
  type ConvocatoryAction,
  type ConvocatoryStatus,
  type InscriptionList,
  type InscriptionType,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiKey, apiQuery, invalidateList, invalidateResource } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';
import { exportFileName, type ConvocatoryRequestBody } from './convocatoryForm';

const idPath = (id: string) => encodeURIComponent(id);
const convocatoryPath = (convocatoryId: string) => `/convocatory/${idPath(convocatoryId)}`;
const inscriptionsPath = (convocatoryId: string) => `${convocatoryPath(convocatoryId)}/inscriptions`;

/** GET /api/convocatory: one status's table, 10 per page, newest estimated open date first. */
export function useConvocatoryList(
  status: ConvocatoryStatus,
  page: number,
  search: string,
  { clientId, limit = CONVOCATORIES_PAGE_SIZE }: { clientId?: string; limit?: number } = {},
) {
  return useQuery({
    ...apiQuery(
      '/convocatory',
      { status, page, limit, search: search || undefined, clientId: clientId || undefined },
      convocatoryListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

export function useConvocatory(convocatoryId: string | undefined) {
  return useQuery({
    ...apiQuery(convocatoryPath(convocatoryId ?? ''), undefined, convocatorySchema),
    enabled: !!convocatoryId,
  });
}

/** Reads the convocatory again with everything under it (its counts, every page of its inscriptions). */
export function refreshConvocatory(queryClient: QueryClient, convocatoryId: string) {
  return invalidateResource(queryClient, convocatoryPath(convocatoryId));
}

/** POST /api/convocatory (201) or PUT /api/convocatory/{id}, as JSON or as multipart with the logo. */
export function useSaveConvocatory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ convocatoryId, body }: { convocatoryId?: string; body: ConvocatoryRequestBody }) =>
      convocatoryId
        ? api.request(convocatoryPath(convocatoryId), { method: 'PUT', body }, convocatorySchema)
        : api.request('/convocatory', { method: 'POST', body, expectStatus: [201] }, convocatorySchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiKey(convocatoryPath(saved.convocatoryId)), saved);
      return invalidateList(queryClient, '/convocatory');
    },
  });
}

export function useDeleteConvocatory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (convocatoryId: string) =>
      api.request(convocatoryPath(convocatoryId), { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => invalidateList(queryClient, '/convocatory'),
  });
}

/** PUT /api/convocatory/{id}/{action}: open, close, finish or return to the previous state. */
export function useConvocatoryTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ convocatoryId, action }: { convocatoryId: string; action: ConvocatoryAction }) =>
      api.request(`${convocatoryPath(convocatoryId)}/${action}`, { method: 'PUT' }, convocatorySchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiKey(convocatoryPath(saved.convocatoryId)), saved);
      return Promise.all([
        invalidateList(queryClient, '/convocatory'),
        // The selection checkboxes follow the state.
        invalidateResource(queryClient, inscriptionsPath(saved.convocatoryId)),
      ]);
    },
  });
}

export function useInscriptions(convocatoryId: string, inscriptionType: InscriptionType, page: number, search: string) {
  return useQuery({
    ...apiQuery(
      inscriptionsPath(convocatoryId),
      { inscriptionType, page, limit: INSCRIPTIONS_PAGE_SIZE, search: search || undefined },
      inscriptionListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/convocatory/inscription/{inscriptionId} {selected}; the answer carries the new selected counts. */
export function useSelectInscription(convocatoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inscriptionId, selected }: { inscriptionId: string; selected: boolean }) =>
      api.request(
        `/convocatory/inscription/${idPath(inscriptionId)}`,
        { method: 'PUT', body: { selected } },
        selectInscriptionResponseSchema,
      ),
    // The box follows the click at once; a refusal puts the pages back as they were.
    onMutate: async ({ inscriptionId, selected }) => {
      const pagesKey = apiKey(inscriptionsPath(convocatoryId));
      await queryClient.cancelQueries({ queryKey: pagesKey });
      const previous = queryClient.getQueriesData<InscriptionList>({ queryKey: pagesKey });
      queryClient.setQueriesData<InscriptionList>({ queryKey: pagesKey }, (list) =>
        list
          ? {
              ...list,
              docs: list.docs.map((doc) => (doc.inscriptionId === inscriptionId ? { ...doc, selected } : doc)),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ studentSelectedCount, mentorSelectedCount }) => {
      queryClient.setQueryData<Convocatory>(apiKey(convocatoryPath(convocatoryId)), (current) =>
        current ? { ...current, studentSelectedCount, mentorSelectedCount } : current,
      );
    },
    onSettled: () => invalidateResource(queryClient, inscriptionsPath(convocatoryId)),
  });
}

/** Spec 001 §9: the client lookup sends at most 10 matches; '.*' lists every client. */
const CLIENT_LOOKUP_LIMIT = 10;

export function useClientLookup(search: string) {
  const searchFilter = search || CLIENT_FILTER_ALL;
  return useQuery({
    ...apiQuery('/clients', { page: 1, limit: CLIENT_LOOKUP_LIMIT, searchFilter }, clientListSchema),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The chosen client's company admins: the only people who can be a convocatory's responsible. */
export function useClientCompanyAdmins(clientId: string | undefined) {
  return useQuery({
    // The client page's own read (clients/clientsApi.ts clientQuery): same address, same key, same cached shape.
    // Written here because the clients feature imports this one.
    ...apiQuery(`/clients/${idPath(clientId ?? '')}`, undefined, clientDetailSchema),
    enabled: !!clientId,
    select: (client) => client.companyAdmins,
  });
}

/**
 * Saves GET /api/convocatory/{id}/inscriptions/export as `Inscripciones-{name}.xlsx`. With no inscriptions the
 * server answers 404 'No hay usuarios inscritos', which arrives here as an ApiError with status 404.
 */
export function downloadInscriptionsExport(convocatory: Pick<Convocatory, 'convocatoryId' | 'name'>) {
  return downloadFile(`${inscriptionsPath(convocatory.convocatoryId)}/export`, exportFileName(convocatory.name));
}
