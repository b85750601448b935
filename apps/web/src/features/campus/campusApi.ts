import {
  CAMPUS_PAGE_SIZE,
  campusListSchema,
  campusMultipartFields,
  campusSchema,
  campusSummarySchema,
  lessonPlanSchema,
  lessonSchema,
  type CampusAccessRole,
  type CampusPayload,
  type LessonPlanPayload,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiKey, apiQuery, invalidateResource } from '../../lib/api';

/** After a campus write: every campus and lesson read, on every screen (the campus pages, a process's resources). */
export const refreshCampuses = (queryClient: QueryClient) => invalidateResource(queryClient, '/campus', '/lesson');

const campusPath = (campusId: string) => encodeURIComponent(campusId);

/** Spec 001 §7: GET /campus (limit, page, searchFilter), 10 per page. */
export function useCampusList(page: number, searchFilter: string) {
  return useQuery({
    ...apiQuery('/campus', { page, limit: CAMPUS_PAGE_SIZE, searchFilter }, campusListSchema),
    placeholderData: keepPreviousData,
  });
}

/** The campus with the people it is shared with. */
export function useCampus(campusId: string | undefined) {
  return useQuery({
    ...apiQuery(`/campus/${campusPath(campusId ?? '')}/withUsers`, undefined, campusSchema),
    enabled: !!campusId,
  });
}

/** GET /api/lesson/?campusId: a campus's lessons per audience, for the campus editor and a process's resources. */
export function useLessonPlan(campusId: string | undefined, enabled = true) {
  return useQuery({
    ...apiQuery('/lesson/', { campusId: campusId ?? '' }, lessonPlanSchema),
    enabled: enabled && !!campusId,
  });
}

/** Every campus call that changes something refreshes every campus query. */
function useCampusMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshCampuses(queryClient),
  });
}

export function useSaveCampus() {
  return useCampusMutation(({ campusId, payload }: { campusId?: string; payload: CampusPayload }) =>
    campusId
      ? api.request(`/campus/${campusPath(campusId)}`, { method: 'PUT', body: payload }, campusSchema)
      : api.request('/campus', { method: 'POST', body: payload, expectStatus: [201] }, campusSchema),
  );
}

export function useUploadIllustration() {
  return useCampusMutation(({ campusId, file }: { campusId: string; file: File }) => {
    const form = new FormData();
    form.append(campusMultipartFields.illustration, file);
    return api.request(`/campus/illustration/${campusPath(campusId)}`, { method: 'PUT', body: form }, campusSchema);
  });
}

export function useToggleCampusStatus() {
  return useCampusMutation((campusId: string) =>
    api.request(`/campus/status/${campusPath(campusId)}`, { method: 'PUT' }, campusSchema),
  );
}

export function useCloneCampus() {
  return useCampusMutation((campusId: string) =>
    api.request(`/campus/clone/${campusPath(campusId)}`, { method: 'PUT', expectStatus: [201] }, campusSchema),
  );
}

export function useDeleteCampus() {
  return useCampusMutation((campusId: string) =>
    api.request(`/campus/${campusPath(campusId)}`, { method: 'DELETE', expectStatus: [204] }),
  );
}

export function useToggleRoleAccess() {
  return useCampusMutation(({ campusId, role }: { campusId: string; role: CampusAccessRole }) =>
    api.request(`/campus/${campusPath(campusId)}/toggleRoleAccess`, { method: 'PUT', body: { role } }, campusSchema),
  );
}

export function useAddUserToCampus() {
  return useCampusMutation(({ campusId, email }: { campusId: string; email: string }) =>
    api.request(`/campus/${campusPath(campusId)}/addUserToCampus`, { method: 'PUT', body: { email } }, campusSchema),
  );
}

export function useRemoveUserFromCampus() {
  return useCampusMutation(({ campusId, userId }: { campusId: string; userId: string }) =>
    api.request(
      `/campus/${campusPath(campusId)}/removeUserFromCampus`,
      { method: 'PUT', body: { userId } },
      campusSchema,
    ),
  );
}

/** Saves the whole plan: POST the first time (201), PUT afterwards. */
export function useSaveLessonPlan() {
  return useCampusMutation(({ campusId, plan, isNew }: { campusId: string; plan: LessonPlanPayload; isNew: boolean }) =>
    api.request(
      `/lesson/${campusPath(campusId)}`,
      { method: isNew ? 'POST' : 'PUT', body: plan, expectStatus: isNew ? [201] : [200] },
      lessonPlanSchema,
    ),
  );
}

export interface ContentUpload {
  lessonId: string;
  contentNumber: number;
  contentType: string;
  title: string;
  description: string;
  videoId?: string | null;
  file?: File;
}

/** PUT /lesson/content/{lessonId}: one content with its file. */
export function uploadLessonContent(upload: ContentUpload) {
  const form = new FormData();
  form.append('contentNumber', String(upload.contentNumber));
  form.append('contentType', upload.contentType);
  form.append('title', upload.title);
  form.append('description', upload.description);
  if (upload.videoId) form.append('videoId', upload.videoId);
  if (upload.file) form.append(campusMultipartFields.contentFile, upload.file);
  return api.request(
    `/lesson/content/${encodeURIComponent(upload.lessonId)}`,
    { method: 'PUT', body: form },
    lessonSchema,
  );
}

/** POST /campus/me/campuses: the campuses the member reaches (by role, shared with her, or of her processes). */
export function useMyCampuses(processIds: readonly string[], enabled: boolean) {
  return useQuery({
    // Read with a POST: the key is still the address's, with what the body asks.
    queryKey: [...apiKey('/campus/me/campuses'), { processIds }],
    queryFn: ({ signal }) =>
      api.request(
        '/campus/me/campuses',
        { method: 'POST', body: { processIds }, signal },
        z.array(campusSummarySchema),
      ),
    enabled,
  });
}

/** POST /lesson/me: of a track's lessons, the open ones with their contents and the later ones with their date. */
export function useMyLessons(lessonIds: readonly string[] | undefined) {
  return useQuery({
    queryKey: [...apiKey('/lesson/me'), { lessonIds: lessonIds ?? [] }],
    queryFn: ({ signal }) =>
      api.request('/lesson/me', { method: 'POST', body: { lessonIds }, signal }, z.array(lessonSchema)),
    enabled: !!lessonIds,
  });
}
