import {
  applicantMultipartFields,
  applicantProfileSchema,
  AVATAR_MAX_BYTES,
  BUSINESS_PICTURE_MAX_BYTES,
  convocatoryIdParamsSchema,
  enrolmentLinkSchema,
  entrepreneurErrorTypes,
  entrepreneurMessages,
  inscribeRequestSchema,
  inscribeResponseSchema,
  INSCRIPTION_TOKEN_HEADER,
  profileErrorTypes,
  profileMessages,
  openConvocatoriesQuerySchema,
  publicConvocatorySchema,
  startInscriptionRequestSchema,
  startInscriptionResponseSchema,
  updateApplicantProfileRequestSchema,
  updateUserEntrepreneurInfoRequestSchema,
  userEntrepreneurMultipartFields,
  userProfileSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { access } from '../access';
import { bearerToken } from '../../plugins/authentication';
import { AppError, unauthorized } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import type { EnrolmentService } from './enrolment.service';
import { errorResponsesFor, rateLimitedWriteErrorResponses } from '../../plugins/errorResponses';

const publicTags = { tags: ['convocatory enrolment'] };
const tokenHeaders = z.object({ [INSCRIPTION_TOKEN_HEADER]: z.string().max(2000).optional() });

const avatarUpload = {
  maxBytes: AVATAR_MAX_BYTES,
  tooLarge: () => new AppError(profileErrorTypes.avatarTooLarge, 413, profileMessages.avatarTooLarge),
};
const businessPictureUpload = {
  maxBytes: BUSINESS_PICTURE_MAX_BYTES,
  tooLarge: () => new AppError(entrepreneurErrorTypes.pictureTooLarge, 413, entrepreneurMessages.pictureTooLarge),
};

const inscriptionTokenOf = (request: FastifyRequest) => {
  const value = request.headers[INSCRIPTION_TOKEN_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

interface Deps {
  config: Config;
  enrolmentService: EnrolmentService;
}

/**
 * The public enrolment (spec 002 §2.1, §4.2; 000 §7 "Convocatory"): no sign-in, limited per client address, and
 * the applicant's own calls carry the enrolment token. Plus the member's business data (PUT /users/emprendeInfo).
 */
export async function enrolmentRoutes(app: FastifyInstance, { config, enrolmentService }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  const startLimit = perMinute(config.enrolmentRateLimitPerIp);
  const stepLimit = perMinute(config.enrolmentRateLimitPerIp * 2);
  const readLimit = perMinute(config.enrolmentRateLimitPerIp * 4);

  r.get(
    '/convocatory/public/:id',
    {
      config: { ...readLimit, access: access.public },
      schema: {
        ...publicTags,
        summary: 'Datos públicos de una convocatoria para la página de inscripción (cualquier estado)',
        params: convocatoryIdParamsSchema,
        response: { 200: publicConvocatorySchema, ...rateLimitedWriteErrorResponses },
      },
    },
    async (request) => enrolmentService.publicConvocatory(request.params.id),
  );

  r.get(
    '/convocatory/public/open',
    {
      config: { ...readLimit, access: access.public },
      schema: {
        ...publicTags,
        summary: 'Convocatorias abiertas de un tipo, para las páginas públicas de postulación',
        description:
          'MASSIVE (mentoras y mentees) o EMPRENDE (emprendedoras), en estado OPEN, las que cierran antes primero ' +
          '(hasta 20). Las dirigidas (DIRECTED) llegan por invitación y nunca se listan.',
        querystring: openConvocatoriesQuerySchema,
        response: { 200: z.array(publicConvocatorySchema), ...rateLimitedWriteErrorResponses },
      },
    },
    async (request) => enrolmentService.openConvocatories(request.query.type),
  );

  r.get(
    '/convocatory/public/link/:token',
    {
      config: { ...readLimit, access: access.public },
      schema: {
        ...publicTags,
        summary: 'La convocatoria y el rol de un enlace de inscripción firmado',
        params: z.object({ token: z.string().max(2000) }),
        response: { 200: enrolmentLinkSchema, ...rateLimitedWriteErrorResponses },
      },
    },
    async (request) => enrolmentService.link(request.params.token),
  );

  r.post(
    '/convocatory/startInscription',
    {
      config: { ...startLimit, access: access.public },
      schema: {
        ...publicTags,
        summary: 'Paso del email: continuar la inscripción, crear el perfil o enviar el enlace para retomarla',
        description:
          'Un email nuevo crea el perfil de postulante (CONTINUE). El email de una persona que ya existe sólo sigue ' +
          'con prueba de que es suyo: con la sesión de esa cuenta (Authorization: Bearer, opcional; un token ' +
          'vencido o revocado responde 401) o un resumeToken de esa persona (el que guardó el navegador, o el del ' +
          'enlace del correo). Sin prueba se envía a ese email, con la marca de la página (isMentorup), el enlace ' +
          'para continuar: ACCOUNT_LINK_SENT para una cuenta, RESUME_LINK_SENT para un perfil de postulante; nunca ' +
          'se entregan los ids ni los datos de esa persona.',
        security: [{}, { bearerAuth: [] }],
        body: startInscriptionRequestSchema,
        response: { 200: startInscriptionResponseSchema, ...rateLimitedWriteErrorResponses },
      },
    },
    async (request) => {
      // A page signed in with an expired or revoked token refreshes it and retries, instead of being taken for an
      // anonymous caller (who would only be mailed the link).
      if (bearerToken(request) && !request.auth) throw unauthorized();
      return enrolmentService.startInscription(request.body, request.auth);
    },
  );

  r.put(
    '/profiles/:profileId',
    {
      config: { ...stepLimit, access: access.applicant },
      schema: {
        ...publicTags,
        summary: 'Guardar un paso del perfil de postulante (con el token de inscripción)',
        description:
          `Cabecera \`${INSCRIPTION_TOKEN_HEADER}\` con un token que permita editar ese perfil. JSON con los campos ` +
          'de updateApplicantProfileRequestSchema, o multipart/form-data con ese JSON en `data`, la foto en ' +
          '`avatar` y la imagen del emprendimiento en `businessPicture` (JPG o PNG, máx. ' +
          `${BUSINESS_PICTURE_MAX_BYTES / (1024 * 1024)} MB). Responde el perfil guardado.`,
        consumes: ['application/json', 'multipart/form-data'],
        headers: tokenHeaders,
        params: z.object({ profileId: resourceId() }),
        response: { 200: applicantProfileSchema, ...rateLimitedWriteErrorResponses, ...errorResponsesFor(413) },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, {
        [applicantMultipartFields.avatar]: avatarUpload,
        [applicantMultipartFields.businessPicture]: businessPictureUpload,
      });
      const input = parseForm(updateApplicantProfileRequestSchema, data, profileMessages.saveFailed);
      return enrolmentService.updateProfile(inscriptionTokenOf(request), request.params.profileId, input, {
        avatar: files[applicantMultipartFields.avatar],
        businessPicture: files[applicantMultipartFields.businessPicture],
      });
    },
  );

  r.post(
    '/convocatory/inscribe',
    {
      config: { ...stepLimit, access: access.applicant },
      schema: {
        ...publicTags,
        summary: 'Inscribirse a una convocatoria abierta (con el token de inscripción)',
        headers: tokenHeaders,
        body: inscribeRequestSchema,
        response: { 201: inscribeResponseSchema, ...rateLimitedWriteErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await enrolmentService.inscribe(inscriptionTokenOf(request), request.body)),
  );

  r.put(
    '/users/emprendeInfo/:userId/',
    {
      config: { access: access.self('userId') },
      schema: {
        tags: ['users'],
        summary: 'Guardar los datos del emprendimiento: la propia usuaria o una administradora',
        description:
          'JSON con memberEntrepreneurInfoSchema, o multipart/form-data con ese JSON en `data` y el logo (JPG o ' +
          `PNG, máx. ${BUSINESS_PICTURE_MAX_BYTES / (1024 * 1024)} MB, revisado por su contenido) en \`logo\`. La ` +
          'comuna del emprendimiento debe ser de su región. Responde el perfil de la usuaria.',
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: resourceId() }),
        response: { 200: userProfileSchema, ...rateLimitedWriteErrorResponses, ...errorResponsesFor(413) },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, {
        [userEntrepreneurMultipartFields.logo]: businessPictureUpload,
      });
      const input = parseForm(updateUserEntrepreneurInfoRequestSchema, data, profileMessages.saveFailed);
      return enrolmentService.updateUserEntrepreneurInfo(
        request.auth!,
        request.params.userId,
        input,
        files[userEntrepreneurMultipartFields.logo],
      );
    },
  );
}
