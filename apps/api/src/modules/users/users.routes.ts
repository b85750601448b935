import {
  AVATAR_MAX_BYTES,
  completedTutorialsResponseSchema,
  completeTutorialQuerySchema,
  errorResponseSchema,
  errorTypes,
  profileErrorTypes,
  profileMessages,
  profileMultipartFields,
  updateProfileRequestSchema,
  userProfileSchema,
  type UpdateProfile,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/authentication';
import { AppError, badRequest } from '../../plugins/errors';
import type { UsersService } from './users.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

function parseUpdate(data: unknown): UpdateProfile {
  const parsed = updateProfileRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw badRequest(errorTypes.validation, parsed.error.issues[0]?.message ?? profileMessages.saveFailed);
  }
  return parsed.data;
}

/**
 * The body of PUT /users/myProfile/{userId}: JSON, or multipart with the same JSON in the field `data` and the
 * image in the file field `avatar` (either may be absent).
 */
async function readProfileUpdate(request: FastifyRequest): Promise<{ input: UpdateProfile; avatar?: Buffer }> {
  if (!request.isMultipart()) return { input: parseUpdate(request.body ?? {}) };
  let data: unknown = {};
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== profileMultipartFields.avatar) {
          throw badRequest(errorTypes.validation, `Archivo no esperado: ${part.fieldname}`);
        }
        avatar = await part.toBuffer();
      } else if (part.fieldname === profileMultipartFields.data) {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw badRequest(errorTypes.validation, 'El campo data debe ser JSON');
        }
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(profileErrorTypes.avatarTooLarge, 413, profileMessages.avatarTooLarge);
    }
    throw error;
  }
  // An empty file input sends a part without bytes: that is "no new photo", not a broken one.
  return { input: parseUpdate(data), avatar: avatar && avatar.length > 0 ? avatar : undefined };
}

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
        response: { 200: userProfileSchema, ...errors },
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
        response: { 200: userProfileSchema, ...errors },
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
        response: { 200: userProfileSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const { input, avatar } = await readProfileUpdate(request);
      return usersService.updateProfile(request.auth!, request.params.userId, input, avatar);
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
        response: { 200: completedTutorialsResponseSchema, ...errors },
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
