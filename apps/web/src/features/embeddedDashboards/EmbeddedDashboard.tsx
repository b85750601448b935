import {
  embeddedDashboardMessages as m,
  metabaseCredentialsSchema,
  type EmbeddedDashboardName,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { errorMessageOf, api, apiKey } from '../../lib/api';
import { publicConfig } from '../../app/publicConfig';

/** Whether the server has this Metabase dashboard configured (the report pages show the tab only then). */
export const isEmbeddedDashboardConfigured = (dashboard: EmbeddedDashboardName) => publicConfig.metabase[dashboard];

/**
 * A report page's 'Tablero externo': the Metabase dashboard framed with a short-lived token from
 * POST /api/auth/metabaseCredentials/ (a company admin's is locked to her client by the server).
 */
export function EmbeddedDashboard({ dashboard }: { dashboard: EmbeddedDashboardName }) {
  const credentials = useQuery({
    // A POST that hands out a fresh token, not a read of a resource: keyed by its address with the dashboard it asks
    // for, as if it were a parameter.
    queryKey: apiKey('/auth/metabaseCredentials/', { dashboard }),
    queryFn: ({ signal }) =>
      api.request(
        '/auth/metabaseCredentials/',
        { method: 'POST', body: { dashboard }, signal },
        metabaseCredentialsSchema,
      ),
    // The token lasts 10 minutes: each opening of the tab frames the dashboard with a fresh one.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  if (credentials.isPending)
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{m.loading}</span>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (credentials.isError)
    return <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(credentials.error)} />;
  return (
    <iframe
      title={m.frameTitle(dashboard)}
      src={credentials.data.url}
      style={{ width: '100%', minHeight: 600, border: 0 }}
      loading="lazy"
    />
  );
}
