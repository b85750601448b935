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
import { api } from '../../lib/api';

const PAGE_SIZE = '10';

export const measurementKeys = {
  mdis: ['mdi'] as const,
  mdiList: (page: number, searchFilter: string) => ['mdi', 'list', page, searchFilter] as const,
  mdiPreview: (mdiId: string) => ['mdi', 'preview', mdiId] as const,
  bundles: ['questionary-bundle'] as const,
  bundleList: (entityType: BundleEntityType, page: number) => ['questionary-bundle', 'list', entityType, page] as const,
  bundle: (id: string) => ['questionary-bundle', 'detail', id] as const,
  templates: ['dynamic-mentorship'] as const,
  templateList: (page: number) => ['dynamic-mentorship', 'list', page] as const,
  template: (id: string) => ['dynamic-mentorship', 'detail', id] as const,
};

// ── Impact measurements ─────────────────────────────────────────────────────────────────────────────────

export function useMdis(page: number, searchFilter: string) {
  return useQuery({
    queryKey: measurementKeys.mdiList(page, searchFilter),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: PAGE_SIZE, searchFilter });
      return api.request(`/mdi?${query}`, {}, mdiListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useMdiPreview(mdiId: string | undefined) {
  return useQuery({
    queryKey: measurementKeys.mdiPreview(mdiId ?? ''),
    queryFn: () => api.request(`/mdi/${encodeURIComponent(mdiId!)}/preview`, {}, mdiPreviewSchema),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementKeys.mdis }),
  });
}

export function useDeleteMdi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mdiId: string) =>
      api.request(`/mdi/${encodeURIComponent(mdiId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementKeys.mdis }),
  });
}

/** The question bank for pickers: the first 100 (pagination=false), filtered in the select. */
export function useBankQuestionOptions(enabled = true) {
  return useQuery({
    queryKey: ['questions', 'picker'],
    queryFn: () => api.request('/questions?pagination=false', {}, bankQuestionListSchema),
    enabled,
  });
}

// ── Questionary bundles ─────────────────────────────────────────────────────────────────────────────────

export function useBundles(entityType: BundleEntityType, page: number) {
  return useQuery({
    queryKey: measurementKeys.bundleList(entityType, page),
    queryFn: () => {
      const query = new URLSearchParams({ entityType, page: String(page), limit: PAGE_SIZE });
      return api.request(`/questionary-bundle/?${query}`, {}, bundleListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useBundle(id: string | undefined) {
  return useQuery({
    queryKey: measurementKeys.bundle(id ?? ''),
    queryFn: () => api.request(`/questionary-bundle/${encodeURIComponent(id!)}`, {}, bundleSchema),
    enabled: !!id,
  });
}

export function useCreateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BundlePayload) =>
      api.request('/questionary-bundle', { method: 'POST', body: payload, expectStatus: [201] }, bundleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementKeys.bundles }),
  });
}

/** Questionaries of a type for the slot selects (the first 100). */
export function useQuestionaryOptions(type: QuestionaryType) {
  return useQuery({
    queryKey: ['questionaries', 'picker', type],
    queryFn: () => api.request(`/questionaries?type=${type}&pagination=false`, {}, questionaryListSchema),
  });
}

// ── Dynamic mentorship templates ────────────────────────────────────────────────────────────────────────

export function useDynamicMentorships(page: number) {
  return useQuery({
    queryKey: measurementKeys.templateList(page),
    queryFn: () => api.request(`/dynamic-mentorship?page=${page}&limit=${PAGE_SIZE}`, {}, dynamicMentorshipListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useDynamicMentorship(id: string | undefined) {
  return useQuery({
    queryKey: measurementKeys.template(id ?? ''),
    queryFn: () => api.request(`/dynamic-mentorship/${encodeURIComponent(id!)}`, {}, dynamicMentorshipDetailSchema),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementKeys.templates }),
  });
}
