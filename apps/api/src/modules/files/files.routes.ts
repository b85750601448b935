import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import type { FileStorage } from '../../plugins/storage';
import { access } from '../access';
import { errorResponsesFor } from '../../plugins/errorResponses';
import { fileResponse } from '../../plugins/fileReplies';

/**
 * Stored files (avatars) by key. Public like any image URL: an <img> cannot send the bearer header, and keys are
 * random, so a URL is only known to those the API showed it to. A key never changes content: cache for a year.
 */
export async function filesRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    {
      config: { access: access.public },
      schema: {
        tags: ['files'],
        summary: 'Un archivo subido (p. ej. una foto de perfil), por su clave',
        params: z.object({ '*': z.string() }),
        response: { ...fileResponse('El archivo, con el tipo con que se guardó', '*/*'), ...errorResponsesFor(404) },
      },
    },
    async (request, reply) => {
      const file = await storage.get(request.params['*']);
      if (!file) throw notFound();
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // A stream is piped as is; the typed reply only knows the JSON answers.
          .send(file.stream as never)
      );
    },
  );
}
