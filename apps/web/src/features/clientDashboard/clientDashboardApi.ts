import { clientDashboardSchema } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** GET /api/client-dashboard: a company admin's own client (no id), or the client an admin chose. */
export function useClientDashboard(clientId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQuery('/client-dashboard', { clientId }, clientDashboardSchema),
    enabled: options.enabled ?? true,
  });
}
