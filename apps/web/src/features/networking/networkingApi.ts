import { memberNetworkingSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const memberNetworkingKeys = {
  all: ['memberNetworking'] as const,
  mine: ['memberNetworking', 'mine'] as const,
};

/** GET /api/users/me/networking/matches: the member's networking processes with her matches. */
export function useMyNetworking() {
  return useQuery({
    queryKey: memberNetworkingKeys.mine,
    queryFn: ({ signal }) => api.request('/users/me/networking/matches', { signal }, memberNetworkingSchema),
  });
}
