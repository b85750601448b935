import { metabaseCredentialsRequestSchema, metabaseCredentialsSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import { errorResponses } from '../../plugins/errorResponses';
import type { EmbeddedDashboardsService } from './embeddedDashboards.service';

/** Spec 000 §7: POST /auth/metabaseCredentials/ {dashboard, lockedParameters} → a token for an embedded dashboard. */
export async function embeddedDashboardsRoutes(
  app: FastifyInstance,
  { embeddedDashboardsService }: { embeddedDashboardsService: EmbeddedDashboardsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/metabaseCredentials/',
    {
      config: { access: access.reportReader },
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: 'Token de Metabase (inserción estática) para un tablero de reportes',
        description:
          "dashboard: 'reports', 'workshops' o el número de uno de los tableros configurados " +
          '(METABASE_REPORTS_DASHBOARD, METABASE_WORKSHOPS_DASHBOARD); 400 para otro. lockedParameters: filtros que ' +
          'quien mira no puede cambiar; para una administradora de empresa, client_id es siempre el de su cliente. ' +
          'El token (HS256 con METABASE_SECRET_KEY) vence a los 10 minutos; url es la página a enmarcar. 404 si ' +
          'Metabase no está configurado (METABASE_SITE_URL y METABASE_SECRET_KEY).',
        body: metabaseCredentialsRequestSchema,
        response: { 200: metabaseCredentialsSchema, ...errorResponses },
      },
    },
    async (request) =>
      embeddedDashboardsService.credentials({ userId: request.auth!.userId, role: request.auth!.role }, request.body),
  );
}
