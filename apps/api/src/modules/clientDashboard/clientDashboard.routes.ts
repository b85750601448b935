import { clientDashboardQuerySchema, clientDashboardSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import { errorResponses } from '../../plugins/errorResponses';
import type { ClientDashboardService } from './clientDashboard.service';

/** Spec 001 §2 "Company-admin screens" and spec 002 §2.13 (/client/dashboard): 'Panel General Empresa'. */
export async function clientDashboardRoutes(
  app: FastifyInstance,
  { clientDashboardService }: { clientDashboardService: ClientDashboardService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/client-dashboard',
    {
      config: { access: access.reportReader },
      schema: {
        tags: ['clients'],
        security: [{ bearerAuth: [] }],
        summary: "'Panel General Empresa': dotación, resumen de procesos, feedback de sesiones e impacto de un cliente",
        description:
          'Ruta no nombrada por la especificación (la pantalla /client/dashboard muestra cifras de ejemplo; aquí son ' +
          'las reales del cliente). Administradoras: clientId obligatorio (400 sin él, 404 si no existe). ' +
          'Administradoras de empresa: siempre su propio cliente; clientId de otro cliente → 403. Dotación: personas ' +
          'distintas confirmadas y no quitadas de los procesos del cliente. Avance: sesiones realizadas de duplas ' +
          'activas / (duplas activas × sesiones de la pauta) × 100, redondeado (null: No iniciado). Asistencia: ' +
          'asistentes / participantes convocados de los eventos ya ocurridos × 100, redondeado. Satisfacción de ' +
          'sesiones: media de las preguntas de calificación del feedback y su porcentaje de la escala. Impacto: tasa ' +
          'de respuesta y semáforo de cada medición, y media de cada pregunta de calificación en línea base y post ' +
          'proceso.',
        querystring: clientDashboardQuerySchema,
        response: { 200: clientDashboardSchema, ...errorResponses },
      },
    },
    async (request) =>
      clientDashboardService.dashboard(
        { userId: request.auth!.userId, role: request.auth!.role },
        request.query.clientId,
      ),
  );
}
