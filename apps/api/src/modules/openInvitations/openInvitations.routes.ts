import {
  openAnswersExportSchema,
  openAnswersFileName,
  openInvitationIdParamsSchema,
  openInvitationListQuerySchema,
  openInvitationListSchema,
  openInvitationPayloadSchema,
  openInvitationResponseSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import { access } from '../access';
import type { OpenInvitationsService } from './openInvitations.service';

const common = { tags: ['open invitations'], security: [{ bearerAuth: [] }] };
const payloadNote =
  'Obligatorios (002 §5.5), en este orden: cuestionario, nombre de la encuesta (entitySubType), rol de quienes ' +
  'responden, taller; con el taller, tipo de taller (PROCESS | INDEPENDENT), metodología (ON_SITE | REMOTE | ' +
  'HYBRID), cliente y coach; el proceso solo con el tipo PROCESS (con INDEPENDENT se descarta). 400 con el mensaje ' +
  'del primero que falta; 404 si el cuestionario, el taller, el cliente, el coach o el proceso no existen; 400 si ' +
  'el proceso es de otro cliente o el cuestionario es una pauta de sesión.';

/** Spec 002 §2.5, §7.3: open invitations, admin side (answering them is the answers area's). */
export async function openInvitationsRoutes(
  app: FastifyInstance,
  { openInvitationsService }: { openInvitationsService: OpenInvitationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/questionary-invitations/open',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary:
          'Crear una invitación abierta a un cuestionario: un enlace que responde cualquiera, una vez por persona',
        description: `${payloadNote} Responde la invitación, la cantidad de respuestas (0) y los datos del evento.`,
        body: openInvitationPayloadSchema,
        response: { 201: openInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await openInvitationsService.create(request.body, request.auth!.userId)),
  );

  r.get(
    '/questionary-invitations/open',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Las invitaciones abiertas, la más reciente primero (10 por página)',
        description: 'searchFilter busca en el nombre de la encuesta.',
        querystring: openInvitationListQuerySchema,
        response: { 200: openInvitationListSchema, ...errorResponses },
      },
    },
    async (request) => openInvitationsService.list(request.query),
  );

  r.get(
    '/questionary-invitations/open/:invitationId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Una invitación abierta: la invitación, cuántas personas respondieron y los datos del evento',
        description:
          'eventMetadata trae los nombres del taller, el coach, el cliente y el proceso, y las etiquetas del tipo ' +
          'de taller y la metodología. 404 "La invitación abierta no existe" (también para invitaciones personales).',
        params: openInvitationIdParamsSchema,
        response: { 200: openInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) => openInvitationsService.get(request.params.invitationId),
  );

  r.put(
    '/questionary-invitations/open/:invitationId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary:
          'Editar una invitación abierta (mismos campos que al crearla); las respuestas ya enviadas se mantienen',
        description: payloadNote,
        params: openInvitationIdParamsSchema,
        body: openInvitationPayloadSchema,
        response: { 200: openInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) => openInvitationsService.update(request.params.invitationId, request.body),
  );

  r.post(
    '/questionary-invitations/close/:invitationId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cerrar una invitación abierta: el enlace deja de recibir respuestas (se conservan las enviadas)',
        description:
          'Ruta no nombrada por la especificación, pareja de reopen. Queda con status COMPLETED; responderla ' +
          'devuelve 409 "Esta encuesta ya no recibe respuestas". Cerrar una ya cerrada no cambia nada.',
        params: openInvitationIdParamsSchema,
        response: { 200: openInvitationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => openInvitationsService.close(request.params.invitationId),
  );

  r.post(
    '/questionary-invitations/reopen/:invitationId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Reabrir una invitación abierta cerrada: el enlace vuelve a recibir respuestas',
        description: 'Queda con status OPEN. Reabrir una que ya recibe respuestas no cambia nada.',
        params: openInvitationIdParamsSchema,
        response: { 200: openInvitationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => openInvitationsService.reopen(request.params.invitationId),
  );

  r.get(
    '/answers/open/:invitationId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        tags: ['answers'],
        summary: 'Las respuestas de una invitación abierta: las preguntas (id, título) y una entrada por persona',
        description:
          'Solo administradoras (002 §6). Cada respuesta trae su valor tal como se guardó y `text`, como se lee: ' +
          "el texto de la alternativa, 'Otro: …', las alternativas elegidas separadas por comas, una fila Likert " +
          "como 'fila: etiqueta del punto'.",
        params: openInvitationIdParamsSchema,
        response: { 200: openAnswersExportSchema, ...errorResponses },
      },
    },
    async (request) => openInvitationsService.answers(request.params.invitationId),
  );

  // Untyped reply: the answer is a binary file, which no JSON schema describes.
  app.get<{ Params: { invitationId: string } }>(
    '/answers/open/:invitationId/export',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        tags: ['answers'],
        summary:
          'Planilla xlsx de las respuestas de una invitación abierta: una fila por persona, una columna por pregunta',
        description:
          'Ruta no nombrada por la especificación. Archivo Respuestas-{nombre de la encuesta}.xlsx, hoja Respuestas: ' +
          "'Fecha de respuesta' (DD/MM/YYYY HH:mm, America/Santiago) y una columna por pregunta con su título; las " +
          'alternativas con su texto, como en GET /answers/open/{invitationId}.',
        params: openInvitationIdParamsSchema,
        response: { ...fileResponse('Las respuestas, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { surveyName, workbook } = await openInvitationsService.answersWorkbook(request.params.invitationId);
      return sendXlsx(reply, openAnswersFileName(surveyName), workbook);
    },
  );
}
