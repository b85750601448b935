import {
  AVATAR_MAX_BYTES,
  completedTutorialsResponseSchema,
  completeTutorialQuerySchema,
  tutorialNames,
  confirmEmailChangeRequestSchema,
  ENTREPRENEURS_PAGE_SIZE,
  entrepreneursPageSchema,
  entrepreneursQuerySchema,
  messageResponseSchema,
  profileErrorTypes,
  profileMessages,
  profileMultipartFields,
  updateProfileRequestSchema,
  userProfileSchema,
  userProfileViewSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import type { UsersService } from './users.service';
import { errorResponses, errorResponsesFor, uploadErrorResponses } from '../../plugins/errorResponses';

export async function usersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'El perfil de la usuaria que inició sesión, con su rol actual',
        security: [{ bearerAuth: [] }],
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => usersService.ownProfile(request.auth!),
  );

  r.get(
    '/users/entrepreneurs/',
    {
      config: { access: access.entrepreneur },
      schema: {
        tags: ['users'],
        summary: 'Emprendedoras: las demás usuarias con datos de emprendimiento, por página',
        description:
          `${ENTREPRENEURS_PAGE_SIZE} por página salvo otro \`limit\`, ordenadas por nombre del emprendimiento; sin la ` +
          'usuaria que pregunta. `search`: cada palabra debe estar en el nombre del emprendimiento, el de la ' +
          'persona o el de la industria, sin distinguir mayúsculas ni tildes. De su contacto sólo va el canal que ' +
          'prefiere (email, o teléfono para WhatsApp y llamadas); nunca los RUT ni las respuestas dirigidas al ' +
          'programa.',
        security: [{ bearerAuth: [] }],
        querystring: entrepreneursQuerySchema,
        response: { 200: entrepreneursPageSchema, ...errorResponses },
      },
    },
    async (request) => usersService.entrepreneurs(request.auth!, request.query),
  );

  r.get(
    '/users/:userId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'El perfil de una usuaria (sólo lectura): completo o público según quién lo mira',
        description:
          'Completo (userProfileSchema) para la propia usuaria, administradoras, su pareja en una dupla activa y ' +
          'administradoras de empresa de su cliente; a una mentora externa no se le muestran email ni teléfono ' +
          'salvo a ella misma y a administradoras. A cualquier otra usuaria, el perfil público ' +
          '(publicUserProfileSchema: sin email, teléfono, fecha de nacimiento ni datos de la cuenta).',
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: resourceId('Usuario no encontrado') }),
        response: { 200: userProfileViewSchema, ...errorResponses },
      },
    },
    async (request) => usersService.profile(request.auth!, request.params.userId),
  );

  r.put(
    '/users/myProfile/:userId',
    {
      config: { access: access.self('userId') },
      schema: {
        tags: ['users'],
        summary: 'Actualizar el perfil (asistente de 3 pasos): la propia usuaria o una administradora',
        description:
          'JSON con los campos de updateProfileRequestSchema (todos opcionales; cada paso envía los suyos), o ' +
          'multipart/form-data con esos campos como JSON en el campo `data` y la foto (JPG o PNG, máx. ' +
          `${AVATAR_MAX_BYTES / (1024 * 1024)} MB) en el archivo \`avatar\`. Responde el perfil actualizado. ` +
          'Para cambiar su propio email la usuaria envía currentPassword (falta → 400 ' +
          'auth_current_password_required, incorrecta → 400 auth_current_password_wrong); una cuenta sin contraseña ' +
          'no lo envía: el email queda igual hasta que abra el enlace enviado a su email anterior (POST ' +
          '/users/confirm_email_change). Todo cambio de email se avisa al email anterior.',
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: resourceId('Usuario no encontrado') }),
        response: { 200: userProfileSchema, ...uploadErrorResponses, ...errorResponsesFor(429) },
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
    '/users/confirm_email_change',
    {
      config: { access: access.public },
      schema: {
        tags: ['users'],
        summary: 'Confirmar un cambio de email con el enlace enviado al email anterior (un solo uso)',
        description:
          'Para cuentas sin contraseña (ingreso con Google o Microsoft). 400 auth_email_change_link_invalid si el ' +
          'enlace no es válido, venció (24 horas) o ya se usó; 400 user_service_email_taken si otra cuenta tomó ese email.',
        body: confirmEmailChangeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => usersService.confirmEmailChange(request.body.token),
  );

  r.post(
    '/users/me/complete_tutorial',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'Guardar el estado de un tutorial (PENDING, SKIPPED o COMPLETED)',
        description: `tutorialName: uno de ${tutorialNames.join(', ')}; otro nombre responde 400.`,
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
