import { healthResponseSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { access } from '../access';

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? ('ok' as const) : ('error' as const),
        database: up ? ('up' as const) : ('down' as const),
      });
    },
  );
}
