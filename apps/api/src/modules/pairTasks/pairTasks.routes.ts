import {
  createPairTaskSchema,
  pairIdParamsSchema,
  pairSessionParamsSchema,
  pairTaskListSchema,
  pairTaskParamsSchema,
  pairTaskSchema,
  sessionDocumentLinkSchema,
  sessionGuidePdfFileName,
  updatePairTaskSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { contentDisposition, fileResponse } from '../../plugins/fileReplies';
import { access } from '../access';
import type { PairTasksService } from './pairTasks.service';

const common = { tags: ['pairs'], security: [{ bearerAuth: [] }] };
const writeNote =
  'Solo la mentora o la mentee de la dupla (las administradoras leen, no escriben). 409 si la dupla fue ' +
  'desactivada o el proceso está finalizado ("Un proceso finalizado no se puede modificar"). Cada cambio se ' +
  'publica en la suscripción GraphQL pairTasksChanged(pairId).';

/**
 * A pair's tasks (spec 002 §3 "Task", §4.4, §5.7, §7.5; 001 §7) and its session guide's material: the session's
 * document for the caller's role and the guide's PDF.
 */
export async function pairTasksRoutes(
  app: FastifyInstance,
  { pairTasksService }: { pairTasksService: PairTasksService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/process/pair/:pairId/tasks',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        summary: 'Tareas de la dupla, las más antiguas primero, cada una con completed (Completado / Pendiente)',
        params: pairIdParamsSchema,
        response: { 200: pairTaskListSchema, ...errorResponses },
      },
    },
    async (request) => pairTasksService.list(request.params.pairId),
  );

  r.post(
    '/process/pair/:pairId/task',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Agregar una tarea: contador (NUMBER, con maxValue ≥ 1) o checklist (CHECKBOX)',
        description:
          `${writeNote} Mensajes: 'Ingresa el nombre', 'Ingresa la fecha límite' (dueDate AAAA-MM-DD), ` +
          "'Selecciona el tipo', 'Ingresa la cantidad' (maxValue de un contador). El avance (value) parte en 0.",
        params: pairIdParamsSchema,
        body: createPairTaskSchema,
        response: { 201: pairTaskSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pairTasksService.create(request.params.pairId, request.body, request.auth!)),
  );

  r.put(
    '/process/pair/:pairId/task/:taskId',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Editar una tarea: avance (value de 0 a maxValue), nombre, descripción o fecha límite',
        description:
          `${writeNote} Cambian solo los campos enviados. El tipo y la cantidad quedan fijos al crearla: un type o ` +
          'maxValue distinto se rechaza con 400.',
        params: pairTaskParamsSchema,
        body: updatePairTaskSchema,
        response: { 200: pairTaskSchema, ...writeErrorResponses },
      },
    },
    async (request) =>
      pairTasksService.update(request.params.pairId, request.params.taskId, request.body, request.auth!),
  );

  r.delete(
    '/process/pair/:pairId/task/:taskId',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Eliminar una tarea',
        description: writeNote,
        params: pairTaskParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await pairTasksService.delete(request.params.pairId, request.params.taskId, request.auth!);
      return reply.code(204).send(null);
    },
  );

  // The reply is a file (or a link as JSON): typed by hand, like the guides' download.
  r.get(
    '/process/pair/:pairId/session/:sessionNumber/document',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Documento de la sesión para mi rol en la dupla (la mentora el de mentoras, la mentee el de mentees)',
        description:
          'Solo la mentora o la mentee de la dupla. Si la pauta guarda un archivo para ese rol, responde el ' +
          'archivo con su nombre original; si da un link, responde 200 JSON { link } para que la web lo abra; sin ' +
          'ninguno, 404 "Esta sesión no tiene documento para tu rol". Las administradoras descargan cualquiera en ' +
          'GET /mentorships/{id}/session/{sessionId}/download/{role}.',
        params: pairSessionParamsSchema,
        response: { 200: sessionDocumentLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await pairTasksService.sessionDocument(
        request.params.pairId,
        request.params.sessionNumber,
        request.auth!,
      );
      if ('link' in found) return { link: found.link };
      const { file } = found;
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          // A stream is piped as is; the typed reply only knows the JSON answers.
          .send(file.stream as never)
      );
    },
  );

  r.get(
    '/process/pair/:pairId/session/:sessionNumber/pdf',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        summary: "La pauta de la sesión en PDF ('Pauta sesión {n}.pdf'), con las respuestas y las tareas",
        description:
          'La mentora, la mentee o administradoras. Con el proceso, la dupla, la sesión, las preguntas de la pauta ' +
          'con las respuestas compartidas y las tareas (Completado / Pendiente); nunca las notas privadas. Sin ' +
          'pauta aún, dice que no ha sido respondida.',
        params: pairSessionParamsSchema,
        response: { ...fileResponse('La pauta de la sesión, en PDF', 'application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { pairId, sessionNumber } = request.params;
      const pdf = await pairTasksService.sessionPdf(pairId, sessionNumber);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(sessionGuidePdfFileName(sessionNumber)))
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
}
