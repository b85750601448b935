import {
  profileMultipartFields,
  userEntrepreneurMultipartFields,
  userProfileSchema,
  userProfileViewSchema,
  type EntrepreneurInfoInput,
  type UpdateProfileRequest,
  type UserProfile,
  type UserProfileView,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';

export const profileKeys = {
  all: ['profile'] as const,
  /** Keyed by viewer too: what a profile shows depends on who looks (private fields, an external mentor's contact). */
  of: (userId: string, viewerId: string | undefined, role: string | undefined) =>
    ['profile', userId, viewerId ?? null, role ?? null] as const,
};

/** GET /api/users/me: the signed-in user's own profile, whole. */
export function useProfile(userId: 'me') {
  const claims = useSessionClaims();
  return useQuery({
    queryKey: profileKeys.of(userId, claims?.userId, claims?.role),
    queryFn: (): Promise<UserProfile> => api.request('/users/me', {}, userProfileSchema),
    enabled: claims !== null,
  });
}

/**
 * GET /api/users/{id}: another user's profile, whole only for those who may see its private fields (the partner of
 * an active pair, the person's company admin, admins); the public profile for anyone else.
 */
export function useOtherProfile(userId: string) {
  const claims = useSessionClaims();
  return useQuery({
    queryKey: profileKeys.of(userId, claims?.userId, claims?.role),
    queryFn: (): Promise<UserProfileView> =>
      api.request(`/users/${encodeURIComponent(userId)}`, {}, userProfileViewSchema),
    enabled: claims !== null,
  });
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
    onSuccess: async () => {
      // The header shows the name; every cached view of a profile may have changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['currentUser'] }),
      ]);
    },
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
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['currentUser'] }),
      ]);
    },
  });
}
