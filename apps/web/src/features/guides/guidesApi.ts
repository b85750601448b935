import {
  guideListSchema,
  guideSchema,
  mentorshipTypeListSchema,
  questionaryListSchema,
  type Guide,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiKey, apiQuery, invalidateList, invalidateResource } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';

const guidePath = (mentorshipId: string) => `/mentorships/${encodeURIComponent(mentorshipId)}`;

/** After a guide is added or changed: the guides' list and the process wizard's choices. */
const refreshGuideLists = (queryClient: QueryClient) =>
  Promise.all([
    invalidateList(queryClient, '/mentorships'),
    invalidateResource(queryClient, '/mentorships/list-partial'),
  ]);

/** Spec 001 §7: page, searchFilter, 10 per page. */
export function useGuides(page: number, searchFilter: string) {
  return useQuery({
    ...apiQuery('/mentorships', { page, searchFilter, limit: 10 }, guideListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useGuide(mentorshipId: string | undefined) {
  return useQuery({
    ...apiQuery(guidePath(mentorshipId ?? ''), undefined, guideSchema),
    enabled: !!mentorshipId,
  });
}

export function useMentorshipTypes() {
  return useQuery({
    ...apiQuery('/mentorships/metadata/mentorship_types', undefined, mentorshipTypeListSchema),
    staleTime: 30 * 60_000,
  });
}

/** The questionnaires a session can use as its guide (type MENTORSHIP_GUIDE), up to 100 for the select. */
export function useGuideTemplates() {
  return useQuery(apiQuery('/questionaries', { type: 'MENTORSHIP_GUIDE', pagination: 'false' }, questionaryListSchema));
}

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorshipId, body }: { mentorshipId?: string; body: FormData }) =>
      mentorshipId
        ? api.request(`/mentorships/${encodeURIComponent(mentorshipId)}`, { method: 'PUT', body }, guideSchema)
        : api.request('/mentorships', { method: 'POST', body, expectStatus: [201] }, guideSchema),
    onSuccess: (guide: Guide) => {
      queryClient.setQueryData(apiKey(guidePath(guide.mentorshipId)), guide);
      return refreshGuideLists(queryClient);
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
    onSuccess: () => refreshGuideLists(queryClient),
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mentorshipId: string) =>
      api.request(`/mentorships/${encodeURIComponent(mentorshipId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => invalidateResource(queryClient, '/mentorships'),
  });
}

export function useDeleteSessionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentKey: string) =>
      api.request('/mentorships/delete_session_document', { method: 'POST', body: { documentKey } }, guideSchema),
    onSuccess: (guide: Guide) => {
      queryClient.setQueryData(apiKey(guidePath(guide.mentorshipId)), guide);
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
