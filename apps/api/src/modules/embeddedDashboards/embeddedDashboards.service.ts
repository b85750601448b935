import {
  EMBEDDED_DASHBOARD_CLIENT_PARAMETER,
  EMBEDDED_DASHBOARD_TOKEN_MINUTES,
  embeddedDashboardErrorTypes,
  embeddedDashboardMessages,
  embeddedDashboardNames,
  type MetabaseCredentials,
  type MetabaseCredentialsRequest,
} from '@enlaza/contract';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../plugins/errors';
import type { AccessRepository, Viewer } from '../access';

/**
 * Metabase's static embedding (spec 000 §7 POST /auth/metabaseCredentials/): a short-lived token, signed with the
 * site's embedding secret, names the dashboard and the parameters the viewer cannot change.
 */
export function createEmbeddedDashboardsService({
  metabase,
  accessFacts,
  now = () => new Date(),
}: {
  metabase: Config['metabase'];
  accessFacts: Pick<AccessRepository, 'clientIdOfUser'>;
  now?: () => Date;
}) {
  const secret = metabase ? new TextEncoder().encode(metabase.secretKey) : null;

  /** The configured dashboard's id, by name or by id; 400 for one that is not configured. */
  function dashboardIdOf(dashboard: MetabaseCredentialsRequest['dashboard']): number {
    const configured = embeddedDashboardNames
      .map((name) => metabase?.dashboards[name] ?? null)
      .filter((id): id is number => id !== null);
    const id = typeof dashboard === 'number' ? dashboard : (metabase?.dashboards[dashboard as 'reports'] ?? null);
    if (id === null || !configured.includes(Number(id))) {
      throw badRequest(embeddedDashboardErrorTypes.unknownDashboard, embeddedDashboardMessages.unknownDashboard);
    }
    return Number(id);
  }

  return {
    async credentials(
      viewer: Viewer,
      request: { dashboard: MetabaseCredentialsRequest['dashboard']; lockedParameters?: Record<string, unknown> },
    ): Promise<MetabaseCredentials> {
      if (!metabase || !secret) {
        throw notFound(embeddedDashboardErrorTypes.notConfigured, embeddedDashboardMessages.notConfigured);
      }
      const dashboard = dashboardIdOf(request.dashboard);
      const params: Record<string, unknown> = { ...request.lockedParameters };
      // A company admin sees her own client's figures whatever she asked for.
      if (viewer.role !== 'ADMIN') {
        params[EMBEDDED_DASHBOARD_CLIENT_PARAMETER] = await accessFacts.clientIdOfUser(viewer.userId);
      }
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + EMBEDDED_DASHBOARD_TOKEN_MINUTES * 60;
      const token = await new SignJWT({ resource: { dashboard }, params })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return {
        token,
        url: `${metabase.siteUrl}/embed/dashboard/${token}#bordered=true&titled=true`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },
  };
}
export type EmbeddedDashboardsService = ReturnType<typeof createEmbeddedDashboardsService>;
