import { userProfileSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { apiViewerQuery } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';

/**
 * GET /api/users/me: the signed-in user's own profile, whole. The one reader of that address: the header's name, the
 * route gate and the profile pages share its answer. Keyed by viewer (user and role) so that a sign-in or a role swap
 * never shows the previous answer.
 */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const claims = useSessionClaims();
  return useQuery({
    ...apiViewerQuery('/users/me', undefined, userProfileSchema, claims),
    enabled: claims !== null && (options.enabled ?? true),
    staleTime: 5 * 60_000,
  });
}
