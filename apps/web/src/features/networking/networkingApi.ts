import { memberNetworkingSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** GET /api/users/me/networking/matches: the member's networking processes with her matches. */
export function useMyNetworking() {
  return useQuery(apiQuery('/users/me/networking/matches', undefined, memberNetworkingSchema));
}
