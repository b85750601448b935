import {
  guideListSchema,
  guideSchema,
  mentorshipTypeListSchema,
  questionaryListSchema,
  type Guide,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

export const guideKeys = {
  all: ['guides'] as const,
  list: (page: number, searchFilter: string) => ['guides', 'list', page, searchFilter] as const,
  detail: (mentorshipId: string) => ['guides', 'detail', mentorshipId] as const,
  types: ['guides', 'mentorship-types'] as const,
  templates: ['guides', 'templates'] as const,
};

/** Spec 001 §7: page, searchFilter, 10 per page. */
export function useGuides(page: number, searchFilter: string) {
  return useQuery({
    queryKey: guideKeys.list(page, searchFilter),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), searchFilter, limit: '10' });
      return api.request(`/mentorships?${query}`, {}, guideListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useGuide(mentorshipId: string | undefined) {
  return useQuery({
    queryKey: guideKeys.detail(mentorshipId ?? ''),
    queryFn: () => api.request(`/mentorships/${encodeURIComponent(mentorshipId!)}`, {}, guideSchema),
    enabled: !!mentorshipId,
  });
}

export function useMentorshipTypes() {
  return useQuery({
    queryKey: guideKeys.types,
    queryFn: () => api.request('/mentorships/metadata/mentorship_types', {}, mentorshipTypeListSchema),
    staleTime: 30 * 60_000,
  });
}

/** The questionnaires a session can use as its guide (type MENTORSHIP_GUIDE), up to 100 for the select. */
export function useGuideTemplates() {
  return useQuery({
    queryKey: guideKeys.templates,
    queryFn: () => api.request('/questionaries?type=MENTORSHIP_GUIDE&pagination=false', {}, questionaryListSchema),
  });
}

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorshipId, body }: { mentorshipId?: string; body: FormData }) =>
      mentorshipId
        ? api.request(`/mentorships/${encodeURIComponent(mentorshipId)}`, { method: 'PUT', body }, guideSchema)
        : api.request('/mentorships', { method: 'POST', body, expectStatus: [201] }, guideSchema),
    onSuccess: (guide: Guide) => {
      queryClient.setQueryData(guideKeys.detail(guide.mentorshipId), guide);
      return queryClient.invalidateQueries({ queryKey: ['guides', 'list'] });
    },
  });
}

export function useDuplicateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mentorshipId: string) =>
      api.request(
        `/mentorships/${encodeURIComponent(mentorshipId)}/duplicate`,
        { method: 'POST', expectStatus: [201] },
        guideSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['guides', 'list'] }),
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mentorshipId: string) =>
      api.request(`/mentorships/${encodeURIComponent(mentorshipId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}

export function useDeleteSessionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentKey: string) =>
      api.request('/mentorships/delete_session_document', { method: 'POST', body: { documentKey } }, guideSchema),
    onSuccess: (guide: Guide) => {
      queryClient.setQueryData(guideKeys.detail(guide.mentorshipId), guide);
    },
  });
}

/**
 * Saves a session document under its original name. The download needs the bearer token, so it is fetched here
 * (refreshing the session once on 401) rather than opened as a plain link.
 */
export function downloadGuideDocument(documentUrl: string, fileName: string): Promise<void> {
  return downloadFile(documentUrl, fileName);
}
