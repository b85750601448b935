import { healthResponseSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import type { FileStorage } from '../../plugins/storage';
import { access } from '../access';

export async function healthRoutes(
  app: FastifyInstance,
  { database, storage }: { database: DatabaseHandle; storage: FileStorage },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio, de la base de datos y del almacenamiento de archivos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const [databaseUp, filesUp] = await Promise.all([
        database.ping(),
        storage.checkReachable().then(
          () => true,
          (err: unknown) => {
            request.log.warn({ err }, 'file storage unreachable');
            return false;
          },
        ),
      ]);
      const up = databaseUp && filesUp;
      return reply.code(up ? 200 : 503).send({
        status: up ? ('ok' as const) : ('error' as const),
        database: databaseUp ? ('up' as const) : ('down' as const),
        files: filesUp ? ('up' as const) : ('down' as const),
      });
    },
  );
}
