import {
  bankQuestionListSchema,
  bundleListSchema,
  bundleSchema,
  dynamicMentorshipDetailSchema,
  dynamicMentorshipListSchema,
  dynamicMentorshipSchema,
  mdiListSchema,
  mdiPreviewSchema,
  mdiSchema,
  questionaryListSchema,
  type BundleEntityType,
  type BundlePayload,
  type DynamicMentorshipPayload,
  type MdiPayload,
  type QuestionaryType,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, invalidateResource } from '../../lib/api';

const PAGE_SIZE = '10';

// ── Impact measurements ─────────────────────────────────────────────────────────────────────────────────

export function useMdis(page: number, searchFilter: string) {
  return useQuery({
    ...apiQuery('/mdi', { page, limit: PAGE_SIZE, searchFilter }, mdiListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useMdiPreview(mdiId: string | undefined) {
  return useQuery({
    ...apiQuery(`/mdi/${encodeURIComponent(mdiId ?? '')}/preview`, undefined, mdiPreviewSchema),
    enabled: !!mdiId,
  });
}

export function useSaveMdi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mdiId, payload }: { mdiId?: string; payload: MdiPayload }) =>
      mdiId
        ? api.request(
            `/mdi/${encodeURIComponent(mdiId)}`,
            { method: 'PUT', body: payload, expectStatus: [200] },
            mdiSchema,
          )
        : api.request('/mdi', { method: 'POST', body: payload, expectStatus: [201] }, mdiSchema),
    onSuccess: () => invalidateResource(queryClient, '/mdi'),
  });
}

export function useDeleteMdi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mdiId: string) =>
      api.request(`/mdi/${encodeURIComponent(mdiId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => invalidateResource(queryClient, '/mdi'),
  });
}

/** The question bank for pickers: the first 100 (pagination=false), filtered in the select. */
export function useBankQuestionOptions(enabled = true) {
  return useQuery({ ...apiQuery('/questions', { pagination: 'false' }, bankQuestionListSchema), enabled });
}

// ── Questionary bundles ─────────────────────────────────────────────────────────────────────────────────

export function useBundles(entityType: BundleEntityType, page: number) {
  return useQuery({
    ...apiQuery('/questionary-bundle/', { entityType, page, limit: PAGE_SIZE }, bundleListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useBundle(id: string | undefined) {
  return useQuery({
    ...apiQuery(`/questionary-bundle/${encodeURIComponent(id ?? '')}`, undefined, bundleSchema),
    enabled: !!id,
  });
}

export function useCreateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BundlePayload) =>
      api.request('/questionary-bundle', { method: 'POST', body: payload, expectStatus: [201] }, bundleSchema),
    onSuccess: () => invalidateResource(queryClient, '/questionary-bundle'),
  });
}

/** Questionaries of a type for the slot selects (the first 100). */
export function useQuestionaryOptions(type: QuestionaryType) {
  return useQuery(apiQuery('/questionaries', { type, pagination: 'false' }, questionaryListSchema));
}

// ── Dynamic mentorship templates ────────────────────────────────────────────────────────────────────────

export function useDynamicMentorships(page: number) {
  return useQuery({
    ...apiQuery('/dynamic-mentorship', { page, limit: PAGE_SIZE }, dynamicMentorshipListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useDynamicMentorship(id: string | undefined) {
  return useQuery({
    ...apiQuery(`/dynamic-mentorship/${encodeURIComponent(id ?? '')}`, undefined, dynamicMentorshipDetailSchema),
    enabled: !!id,
  });
}

export function useCreateDynamicMentorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DynamicMentorshipPayload) =>
      api.request(
        '/dynamic-mentorship',
        { method: 'POST', body: payload, expectStatus: [201] },
        dynamicMentorshipSchema,
      ),
    onSuccess: () => invalidateResource(queryClient, '/dynamic-mentorship'),
  });
}
