import {
  adviceSchema,
  attributeSchema,
  businessPositionSchema,
  industrySchema,
  specialtySchema,
} from '@enlaza/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, invalidateResource } from '../../lib/api';

/** The flat lists an admin edits by name (paths under /api/metadata). */
export type EditableFlatList = 'attributes' | 'advices' | 'business_positions';

// The callers only need to know the change was accepted; the answer is still checked against its shape.
const itemSchemas: Record<EditableFlatList, z.ZodType<unknown>> = {
  attributes: attributeSchema,
  advices: adviceSchema,
  business_positions: businessPositionSchema,
};

const path = (...parts: string[]) => `/metadata/${parts.map(encodeURIComponent).join('/')}`;

/** Every change refreshes every reference list (read under /users/metadata): forms elsewhere must see the new names at once. */
function useMetadataMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateResource(queryClient, '/users/metadata'),
  });
}

export function useCreateIndustry() {
  return useMetadataMutation((name: string) =>
    api.request(path('industries'), { method: 'POST', body: { name }, expectStatus: [201] }, industrySchema),
  );
}

export function useRenameIndustry() {
  return useMetadataMutation(({ id, name }: { id: string; name: string }) =>
    api.request(path('industries', id), { method: 'PUT', body: { name } }, industrySchema),
  );
}

export function useDeleteIndustry() {
  return useMetadataMutation((id: string) =>
    api.request(path('industries', id), { method: 'DELETE', expectStatus: [204] }),
  );
}

export function useCreateSpecialty() {
  return useMetadataMutation(({ industryId, name }: { industryId: string; name: string }) =>
    api.request(
      path('industries', industryId, 'specialties'),
      { method: 'POST', body: { name }, expectStatus: [201] },
      specialtySchema,
    ),
  );
}

export function useRenameSpecialty() {
  return useMetadataMutation(({ industryId, id, name }: { industryId: string; id: string; name: string }) =>
    api.request(path('industries', industryId, 'specialties', id), { method: 'PUT', body: { name } }, specialtySchema),
  );
}

export function useDeleteSpecialty() {
  return useMetadataMutation(({ industryId, id }: { industryId: string; id: string }) =>
    api.request(path('industries', industryId, 'specialties', id), { method: 'DELETE', expectStatus: [204] }),
  );
}

export function useCreateItem(list: EditableFlatList) {
  return useMetadataMutation((name: string) =>
    api.request(path(list), { method: 'POST', body: { name }, expectStatus: [201] }, itemSchemas[list]),
  );
}

export function useRenameItem(list: EditableFlatList) {
  return useMetadataMutation(({ id, name }: { id: string; name: string }) =>
    api.request(path(list, id), { method: 'PUT', body: { name } }, itemSchemas[list]),
  );
}

export function useDeleteItem(list: EditableFlatList) {
  return useMetadataMutation((id: string) => api.request(path(list, id), { method: 'DELETE', expectStatus: [204] }));
}

/** Sends the whole new order of the business levels, junior first. */
export function useReorderBusinessPositions() {
  return useMetadataMutation((businessPositionIds: string[]) =>
    api.request(
      '/metadata/business_positions/order',
      { method: 'PUT', body: { businessPositionIds } },
      z.array(businessPositionSchema),
    ),
  );
}
