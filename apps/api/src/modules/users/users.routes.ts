import {
  AVATAR_MAX_BYTES,
  completedTutorialsResponseSchema,
  completeTutorialQuerySchema,
  errorResponseSchema,
  profileErrorTypes,
  profileMessages,
  profileMultipartFields,
  updateProfileRequestSchema,
  userProfileSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/authentication';
import { AppError } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import type { UsersService } from './users.service';
import { errorResponses } from '../../plugins/errorResponses';

export async function usersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/me',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['users'],
        summary: 'El perfil de la usuaria que inició sesión, con su rol actual',
        security: [{ bearerAuth: [] }],
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => usersService.profile(request.auth!, request.auth!.userId),
  );

  r.get(
    '/users/:userId',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['users'],
        summary: 'El perfil de una usuaria (sólo lectura; sin el email ni el teléfono de mentoras externas)',
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: z.string() }),
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => usersService.profile(request.auth!, request.params.userId),
  );

  r.put(
    '/users/myProfile/:userId',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['users'],
        summary: 'Actualizar el perfil (asistente de 3 pasos): la propia usuaria o una administradora',
        description:
          'JSON con los campos de updateProfileRequestSchema (todos opcionales; cada paso envía los suyos), o ' +
          'multipart/form-data con esos campos como JSON en el campo `data` y la foto (JPG o PNG, máx. ' +
          `${AVATAR_MAX_BYTES / (1024 * 1024)} MB) en el archivo \`avatar\`. Responde el perfil actualizado.`,
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: z.string() }),
        response: { 200: userProfileSchema, ...errorResponses, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, {
        [profileMultipartFields.avatar]: {
          maxBytes: AVATAR_MAX_BYTES,
          tooLarge: () => new AppError(profileErrorTypes.avatarTooLarge, 413, profileMessages.avatarTooLarge),
        },
      });
      const input = parseForm(updateProfileRequestSchema, data, profileMessages.saveFailed);
      return usersService.updateProfile(
        request.auth!,
        request.params.userId,
        input,
        files[profileMultipartFields.avatar],
      );
    },
  );

  r.post(
    '/users/me/complete_tutorial',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['users'],
        summary: 'Guardar el estado de un tutorial (PENDING, SKIPPED o COMPLETED)',
        security: [{ bearerAuth: [] }],
        querystring: completeTutorialQuerySchema,
        response: { 200: completedTutorialsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      completedTutorials: await usersService.completeTutorial(
        request.auth!,
        request.query.tutorialName,
        request.query.status,
      ),
    }),
  );
}
