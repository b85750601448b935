import { clientDashboardSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const clientDashboardKeys = {
  all: ['client-dashboard'] as const,
  ofClient: (clientId: string | null) => ['client-dashboard', clientId] as const,
};

/** GET /api/client-dashboard: a company admin's own client (no id), or the client an admin chose. */
export function useClientDashboard(clientId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientDashboardKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.request(
        clientId ? `/client-dashboard?clientId=${encodeURIComponent(clientId)}` : '/client-dashboard',
        { signal },
        clientDashboardSchema,
      ),
    enabled: options.enabled ?? true,
  });
}
