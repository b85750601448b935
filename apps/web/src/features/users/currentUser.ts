import { currentUserSchema, type CurrentUser } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';

export function fetchCurrentUser(): Promise<CurrentUser> {
  return api.request('/users/me', {}, currentUserSchema);
}

/** The signed-in user; keyed by user and role so that a sign-in or a role swap never shows the previous answer. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const claims = useSessionClaims();
  return useQuery({
    queryKey: ['currentUser', claims?.userId, claims?.role],
    queryFn: fetchCurrentUser,
    enabled: claims !== null && (options.enabled ?? true),
    staleTime: 5 * 60_000,
  });
}
