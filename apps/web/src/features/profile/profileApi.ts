import {
  profileMultipartFields,
  userEntrepreneurMultipartFields,
  userProfileSchema,
  userProfileViewSchema,
  type EntrepreneurInfoInput,
  type UpdateProfileRequest,
  type UserProfile,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiViewerQuery, invalidateList } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { useCurrentUser } from '../users/currentUser';

// What a profile shows depends on who looks (private fields, an external mentor's contact): keyed by viewer too.

/** GET /api/users/me: the signed-in user's own profile, whole (users/currentUser.ts reads it for every screen). */
export function useProfile(_userId: 'me') {
  return useCurrentUser();
}

/**
 * GET /api/users/{id}: another user's profile, whole only for those who may see its private fields (the partner of
 * an active pair, the person's company admin, admins); the public profile for anyone else.
 */
export function useOtherProfile(userId: string) {
  const claims = useSessionClaims();
  return useQuery({
    ...apiViewerQuery(`/users/${encodeURIComponent(userId)}`, undefined, userProfileViewSchema, claims),
    enabled: claims !== null,
  });
}

/**
 * After the user's profile changed: their own profile (the header's name too) and their profile as others read it.
 * `invalidateList` reaches those reads for every viewer, and not what lies beneath /users/me.
 */
export function refreshProfile(queryClient: QueryClient, userId: string) {
  return Promise.all([
    invalidateList(queryClient, '/users/me'),
    invalidateList(queryClient, `/users/${encodeURIComponent(userId)}`),
  ]);
}

/** PUT /users/myProfile/{userId}: JSON, or multipart when a new avatar goes with it. */
export function saveProfile(userId: string, data: UpdateProfileRequest, avatar?: File | null): Promise<UserProfile> {
  let body: UpdateProfileRequest | FormData = data;
  if (avatar) {
    const form = new FormData();
    form.append(profileMultipartFields.data, JSON.stringify(data));
    form.append(profileMultipartFields.avatar, avatar);
    body = form;
  }
  return api.request(`/users/myProfile/${encodeURIComponent(userId)}`, { method: 'PUT', body }, userProfileSchema);
}

export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, avatar }: { data: UpdateProfileRequest; avatar?: File | null }) =>
      saveProfile(userId, data, avatar),
    // The header shows the name; every cached view of the profile may have changed.
    onSuccess: () => refreshProfile(queryClient, userId),
  });
}

/** PUT /users/emprendeInfo/{userId}/: the member's own business data; multipart when a new logo goes with it. */
export function saveEntrepreneurInfo(
  userId: string,
  data: EntrepreneurInfoInput,
  logo?: File | null,
): Promise<UserProfile> {
  let body: EntrepreneurInfoInput | FormData = data;
  if (logo) {
    const form = new FormData();
    form.append(userEntrepreneurMultipartFields.data, JSON.stringify(data));
    form.append(userEntrepreneurMultipartFields.logo, logo);
    body = form;
  }
  return api.request(`/users/emprendeInfo/${encodeURIComponent(userId)}/`, { method: 'PUT', body }, userProfileSchema);
}

export function useSaveEntrepreneurInfo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, logo }: { data: EntrepreneurInfoInput; logo?: File | null }) =>
      saveEntrepreneurInfo(userId, data, logo),
    onSuccess: () => refreshProfile(queryClient, userId),
  });
}
