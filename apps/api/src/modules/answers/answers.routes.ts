import {
  answerItemSchema,
  answerResultSchema,
  answerSubmissionSchema,
  answerableQuestionarySchema,
  invitationIdParamsSchema,
  invitationViewSchema,
  pairIdParamsSchema,
  pairObjectiveSchema,
  processIdParamsSchema,
  questionaryInvitationStatuses,
  questionaryRoles,
  saveAnswersSchema,
  userTokenHeadersSchema,
  USER_TOKEN_QUERY,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, linkCaller } from '../access';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import type { AnswersService } from './answers.service';

const common = { tags: ['answers'] };
const tokenQuery = z.object({ [USER_TOKEN_QUERY]: z.string().max(2000).optional() });
const tokenNote =
  'Con la sesión iniciada (bearer) o con el token del enlace del correo: query `usertoken` o cabecera `user-token`. ' +
  'Sin ninguno, 401; una invitación de otra persona, 403; inexistente, 404 "La invitación no existe"; ya ' +
  'contestada, 409 "La invitación ya fue contestada"; línea base de un proceso no Emprende con 14 días o más desde ' +
  'el inicio, 410 "La invitación ha caducado". Las invitaciones abiertas (status OPEN) no piden nada de eso.';

const processPathParams = z.object({ processId: processIdParamsSchema.shape.id });
const savedSchema = z.object({ message: z.string(), invitationId: z.string() });
const invitationAnswersSchema = z.object({
  invitationId: z.string(),
  status: z.enum(questionaryInvitationStatuses),
  subTypeLabel: z.string(),
  questionary: answerableQuestionarySchema,
  responses: z.array(
    z.object({
      responseId: z.string(),
      userId: z.string().nullable(),
      submittedAt: z.string().nullable(),
      answers: z.array(answerItemSchema),
    }),
  ),
});
const userMdiSchema = z.array(
  z.object({
    invitationId: z.string(),
    entitySubType: z.string(),
    label: z.string(),
    userRole: z.enum(questionaryRoles),
    status: z.enum(questionaryInvitationStatuses),
    expired: z.boolean(),
    createdAt: z.string(),
  }),
);
const pairFeedbackSchema = z.array(
  z.object({
    invitationId: z.string(),
    pairId: z.string().nullable(),
    sessionNumber: z.number().int(),
    userRole: z.enum(questionaryRoles),
    status: z.enum(questionaryInvitationStatuses),
    createdAt: z.string(),
  }),
);

const answerListSchema = z.array(
  z.object({
    invitationId: z.string(),
    responseId: z.string(),
    entityType: z.string(),
    entitySubType: z.string(),
    subTypeLabel: z.string(),
    processId: z.string().nullable(),
    pairId: z.string().nullable(),
    userId: z.string().nullable(),
    userRole: z.enum(questionaryRoles),
    submittedAt: z.string().nullable(),
    answers: z.array(answerItemSchema),
  }),
);
const answerTagSchema = z.enum(['MDI', 'SESSION_FEEDBACK', 'OPEN'], { error: 'Tipo de respuestas no válido' });

/** Spec 002 §2.6, §4.3, §7.3: answering a questionnaire from its invitation, by link or signed in. */
export async function answersRoutes(app: FastifyInstance, { answersService }: { answersService: AnswersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/questionary-invitations/:invitationId',
    {
      config: { access: access.respondent },
      schema: {
        ...common,
        summary: 'La invitación a responder: el cuestionario con sus grupos, preguntas, opciones y condiciones',
        description: `${tokenNote} Trae además las respuestas guardadas mientras se respondía (PUT /answers).`,
        params: invitationIdParamsSchema,
        querystring: tokenQuery,
        headers: userTokenHeadersSchema,
        response: { 200: invitationViewSchema, ...errorResponses },
      },
    },
    async (request) => answersService.view(request.params.invitationId, linkCaller(request)),
  );

  r.post(
    '/questionary-invitations/answer/:invitationId',
    {
      config: { access: access.respondent },
      schema: {
        ...common,
        summary: 'Responder una invitación (una sola vez; las abiertas, una vez por persona que responde)',
        description:
          `${tokenNote} Las respuestas se revisan con las mismas reglas del formulario (002 §5.8): preguntas ` +
          'obligatorias visibles, alternativas de la pregunta, escala dentro de su rango, todas las filas Likert; ' +
          'el valor de una pregunta cuyas condiciones no se cumplen se descarta. 400 "Revisa las respuestas ' +
          'marcadas" con el detalle por pregunta (`{questionId}: {mensaje}`). Al contestarse la última evaluación ' +
          'pendiente de una sesión realizada (SESSION_FEEDBACK), la sesión pasa de REALIZED a COMPLETED.',
        params: invitationIdParamsSchema,
        querystring: tokenQuery,
        headers: userTokenHeadersSchema,
        body: answerSubmissionSchema,
        response: { 201: answerResultSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await answersService.answer(request.params.invitationId, request.body.answers, linkCaller(request))),
  );

  r.put(
    '/answers',
    {
      config: { access: access.respondent },
      schema: {
        ...common,
        summary: 'Guardar las respuestas de una invitación personal mientras se responde (borrador)',
        description: `${tokenNote} No marca la invitación como contestada; descarta respuestas a preguntas ajenas al cuestionario.`,
        querystring: tokenQuery,
        headers: userTokenHeadersSchema,
        body: saveAnswersSchema,
        response: { 200: savedSchema, ...writeErrorResponses },
      },
    },
    async (request) => answersService.save(request.body.invitationId, request.body.answers, linkCaller(request)),
  );

  r.get(
    '/answers/getByInvitation',
    {
      config: { access: access.respondent },
      schema: {
        ...common,
        summary: 'Las respuestas enviadas de una invitación (la propia, o cualquiera para administradoras)',
        description: `${tokenNote.split(';')[0]}. Una invitación abierta trae una respuesta por persona.`,
        headers: userTokenHeadersSchema,
        querystring: tokenQuery.extend({ invitationId: z.uuid({ error: 'La invitación no existe' }) }),
        response: { 200: invitationAnswersSchema, ...errorResponses },
      },
    },
    async (request) => answersService.byInvitation(request.query.invitationId, linkCaller(request)),
  );

  r.get(
    '/answers/getByProcess',
    {
      config: { access: access.processStaff('processId') },
      schema: {
        ...common,
        security: [{ bearerAuth: [] }],
        summary: 'Las respuestas enviadas de un proceso (mediciones y evaluaciones de sesión)',
        description: 'Administradoras: cualquier proceso; administradoras de empresa: los de su cliente.',
        querystring: z.object({
          processId: z.uuid({ error: 'El proceso no existe' }),
          tag: answerTagSchema.optional(),
        }),
        response: { 200: answerListSchema, ...errorResponses },
      },
    },
    async (request) => answersService.list(request.query),
  );

  r.get(
    '/answers/objective/:pairId',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        security: [{ bearerAuth: [] }],
        summary:
          'El objetivo principal de la dupla (la asesoría elegida por la mentee): { adviceId, adviceName } o null',
        description: 'La mentora, la mentee o administradoras. 404 "La dupla no existe" si no existe.',
        params: pairIdParamsSchema,
        response: { 200: pairObjectiveSchema, ...errorResponses },
      },
    },
    async (request) => answersService.objective(request.params.pairId),
  );

  r.get(
    '/answers',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        security: [{ bearerAuth: [] }],
        summary: 'Respuestas enviadas por dupla, persona y tipo (tag: MDI, SESSION_FEEDBACK u OPEN)',
        querystring: z.object({
          pairId: z.uuid({ error: 'La dupla no existe' }).optional(),
          userId: z.uuid({ error: 'La persona no existe' }).optional(),
          tag: answerTagSchema.optional(),
        }),
        response: { 200: answerListSchema, ...errorResponses },
      },
    },
    async (request) => answersService.list(request.query),
  );

  r.get(
    '/process/translateLegacyMdi',
    {
      config: { access: access.invitee },
      schema: {
        tags: ['processes'],
        summary: 'La invitación que nombraba un enlace antiguo de medición (proceso, medición y rol)',
        description:
          'Con la sesión iniciada, o con el `usertoken` de invitación al proceso de los correos antiguos. Responde ' +
          '`{ invitationId, userToken? }` para ir a /answer/{invitationId} (con un token de respuesta nuevo si se ' +
          'llegó con el enlace antiguo); 404 "La invitación no existe" si esa persona no ' +
          'tiene esa medición en el proceso.',
        headers: userTokenHeadersSchema,
        querystring: tokenQuery.extend({
          processId: z.uuid({ error: 'La invitación no existe' }),
          measurementId: z.uuid({ error: 'La invitación no existe' }),
          userRole: z.enum(['MENTOR', 'STUDENT'], { error: 'La invitación no existe' }),
        }),
        response: { 200: z.object({ invitationId: z.string(), userToken: z.string().optional() }), ...errorResponses },
      },
    },
    async (request) => answersService.translateLegacyMdi(request.query, linkCaller(request)),
  );

  r.get(
    '/process/getUserMdi/:processId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['processes'],
        security: [{ bearerAuth: [] }],
        summary: 'Mis mediciones de impacto en un proceso, con su estado y si la línea base caducó',
        params: processPathParams,
        response: { 200: userMdiSchema, ...errorResponses },
      },
    },
    async (request) => answersService.userMdi(request.params.processId, request.auth!.userId),
  );

  r.get(
    '/process/getPairFeedbackByUserAndProcessId/:processId',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['processes'],
        security: [{ bearerAuth: [] }],
        summary: 'Mis evaluaciones de sesión en un proceso (una por sesión realizada), con su estado',
        params: processPathParams,
        response: { 200: pairFeedbackSchema, ...errorResponses },
      },
    },
    async (request) => answersService.pairFeedback(request.params.processId, request.auth!.userId),
  );
}
