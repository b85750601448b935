import { appMetricRequestSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MetricsService } from './metrics.service';
import { access } from '../access';
import { errorResponsesFor } from '../../plugins/errorResponses';

/** Per client and minute: plenty for a person using the app, too few to flood the table. */
export const METRICS_RATE_LIMIT_PER_MINUTE = 60;

/** Spec 000/002 "Metrics": usage events the web reports; anonymous ones are kept too, without a user. */
export async function metricsRoutes(app: FastifyInstance, { metricsService }: { metricsService: MetricsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/metrics/app',
    {
      config: { rateLimit: { max: METRICS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 }, access: access.public },
      schema: {
        tags: ['metrics'],
        summary: 'Registrar un evento de uso de la aplicación',
        body: appMetricRequestSchema,
        response: { 201: z.null(), ...errorResponsesFor(400, 429) },
      },
    },
    async (request, reply) => {
      await metricsService.record(request.auth?.userId ?? null, request.body);
      return reply.code(201).send(null);
    },
  );
}
