import { currentUserSchema, errorResponseSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication';
import type { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users/me',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['users'],
        summary: 'La usuaria que inició sesión, con su rol actual',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => usersService.currentUser(request.auth!),
  );
}
