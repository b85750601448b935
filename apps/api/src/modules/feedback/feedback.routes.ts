import {
  feedbackExportFileName,
  feedbackReportQuerySchema,
  feedbackReportSchema,
  pairAnsweredFeedbacksSchema,
  pairFeedbackQuerySchema,
  processIdParamsSchema,
  userAnsweredFeedbacksSchema,
  userFeedbackParamsSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import { errorResponses } from '../../plugins/errorResponses';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import type { FeedbackService } from './feedback.service';

const common = { tags: ['feedback'], security: [{ bearerAuth: [] }] };

/**
 * Session feedback (spec 001 §2 process detail tab 'feedback', §7 "Feedback (admin-side)", §9 downloads; spec 000
 * §2 GET /users/feedback/{userId}). The invitations themselves are created when a session is marked done
 * (PUT /api/process/complete_sessions) and answered at /answer/{invitationId}.
 */
export async function feedbackRoutes(app: FastifyInstance, { feedbackService }: { feedbackService: FeedbackService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/feedback/listAnsweredFeedbacksReport',
    {
      config: { access: access.processStaff('processId') },
      schema: {
        ...common,
        summary: 'Panel de feedback de sesiones de un proceso: por sesión y rol, enviadas, contestadas y cada pregunta',
        description:
          'Administradoras, o administradoras de empresa del cliente del proceso. Por pregunta: Calificación y Número ' +
          'con su distribución y promedio (un grupo tipo Likert, una escala por fila), Alternativas y Selección ' +
          'múltiple con el conteo por texto de alternativa, Texto con las respuestas (sin nombre). sessionsCount son ' +
          'las sesiones de la pauta del proceso.',
        querystring: feedbackReportQuerySchema,
        response: { 200: feedbackReportSchema, ...errorResponses },
      },
    },
    async (request) => feedbackService.report(request.query.processId),
  );

  r.get(
    '/feedback/getAllAnsweredFeedbacks',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        summary: 'Las evaluaciones de sesión contestadas de una dupla',
        description:
          'Administradoras: las de la mentora y las de la mentee. Cada persona de la dupla: solo las suyas (cada ' +
          'una evalúa las sesiones, y a su dupla, en confianza). Cada respuesta con su valor guardado y su texto legible.',
        querystring: pairFeedbackQuerySchema,
        response: { 200: pairAnsweredFeedbacksSchema, ...errorResponses },
      },
    },
    async (request) =>
      feedbackService.pairAnswers(request.query.pairId, {
        userId: request.auth!.userId,
        isAdmin: request.auth!.role === 'ADMIN',
      }),
  );

  r.get(
    '/users/feedback/:userId',
    {
      config: { access: access.self('userId') },
      schema: {
        ...common,
        summary: 'Las evaluaciones de sesión que contestó una persona, en todos sus procesos',
        description: 'La propia usuaria, o administradoras.',
        params: userFeedbackParamsSchema,
        response: { 200: userAnsweredFeedbacksSchema, ...errorResponses },
      },
    },
    async (request) => feedbackService.userAnswers(request.params.userId),
  );

  // Untyped reply: the answer is a binary file, which no JSON schema describes.
  app.get<{ Params: { id: string } }>(
    '/process/:id/feedback/export',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        tags: ['processes', 'feedback'],
        summary: "Planilla xlsx de feedback de sesiones ('Descargar feedback'): hojas Mentoras y Mentees",
        description:
          'Sólo administradoras (spec 001 §6). Ruta no nombrada por la especificación, como las demás descargas del ' +
          'proceso. Archivo Feedback-{nombre del proceso}.xlsx: una fila por evaluación contestada (sesión, mentee, ' +
          'mentora, sus emails y la fecha de respuesta) y una columna por pregunta, con el texto de las alternativas.',
        params: processIdParamsSchema,
        response: { ...fileResponse('Las evaluaciones, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await feedbackService.exportWorkbook(request.params.id);
      return sendXlsx(reply, feedbackExportFileName(processName), workbook);
    },
  );
}
