import {
  MEASUREMENT_DETAIL_FILE_NAME,
  mdiResponsesListSchema,
  mdiResponsesQuerySchema,
  measurementProcessParamsSchema,
  measurementReportParamsSchema,
  measurementReportSchema,
  measurementResponsesQuerySchema,
  measurementResponsesSchema,
  type MdiSubType,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import { errorResponses } from '../../plugins/errorResponses';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import type { MdiResponsesService, Viewer } from './mdiResponses.service';

const common = { tags: ['mdi'], security: [{ bearerAuth: [] }] };
const readersNote =
  'Administradoras: cualquier proceso. Administradoras empresa: sólo los de su cliente (403 si no); el correo y el ' +
  "teléfono de una mentora externa aparecen como '-' para quien no es administradora. 400 si el proceso no tiene MDI " +
  'o su MDI no tiene esa medición.';
const lightNote =
  'percentage = round(completed / total × 100), null sin invitaciones; light: RED hasta 35 %, YELLOW sobre 35 hasta ' +
  '49 %, GREEN desde 50 % (spec 002 §9), null sin invitaciones.';

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 002 §2.3 'Panel mediciones de impacto', §7.2, and 001 §7 "MDI": who answered each impact measurement. */
export async function mdiResponsesRoutes(
  app: FastifyInstance,
  { mdiResponsesService }: { mdiResponsesService: MdiResponsesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mdi/mdisResponses',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Panel de mediciones de impacto: cada proceso con MDI y, por medición, envío, respuestas y semáforo',
        description:
          'Una fila por proceso con MDI, 10 por página, en orden de nombre; clientId filtra por cliente y ' +
          'searchFilter busca en el nombre del proceso. measurements trae siempre las cuatro (Línea base, Post ' +
          `proceso, 6 meses, 12 meses): sentAt es el primer envío, total las invitaciones enviadas. ${lightNote}`,
        querystring: mdiResponsesQuerySchema,
        response: { 200: mdiResponsesListSchema, ...errorResponses },
      },
    },
    async (request) => mdiResponsesService.panel(request.query),
  );

  r.get(
    '/mdi/responses/:processId',
    {
      config: { access: access.processStaff('processId') },
      schema: {
        ...common,
        summary:
          'Participantes de una medición del proceso con su estado de respuesta (Completado, Pendiente, No enviado)',
        description:
          `${readersNote} status: COMPLETED (Completado), SENT (Pendiente) o NOT_SEND (No enviado: participante ` +
          `confirmada sin invitación). Mentoras primero. ${lightNote}`,
        params: measurementProcessParamsSchema,
        querystring: measurementResponsesQuerySchema,
        response: { 200: measurementResponsesSchema, ...errorResponses },
      },
    },
    async (request) =>
      mdiResponsesService.responses(request.params.processId, request.query.subtype, viewerOf(request)),
  );

  r.get(
    '/mdi/listAnsweredMeasurementReport/:processId/:mdiSubType',
    {
      config: { access: access.processStaff('processId') },
      schema: {
        ...common,
        summary:
          'Respuestas de una medición del proceso: preguntas de mentoras y de mentees, e invitaciones con sus respuestas',
        description:
          `${readersNote} Answers: las respuestas enviadas (vacío mientras la invitación no está COMPLETED), con la ` +
          "clave de la pregunta del banco; en alternativas el índice de la alternativa ('0', '1'…) o '__other__' con " +
          'otherAnswer, en alternativas múltiples {fila: columna (desde 1)}, en calificación el número.',
        params: measurementReportParamsSchema,
        response: { 200: measurementReportSchema, ...errorResponses },
      },
    },
    async (request) =>
      mdiResponsesService.report(request.params.processId, request.params.mdiSubType, viewerOf(request)),
  );

  // An untyped reply: the answer is a binary file, which no JSON schema describes.
  app.get<{ Params: { processId: string; mdiSubType: MdiSubType } }>(
    '/mdi/listAnsweredMeasurementReport/:processId/:mdiSubType/export',
    {
      config: { access: access.processStaff('processId') },
      schema: {
        ...common,
        summary: 'Planilla xlsx Detalle-medición: hojas Mentores, Estudiantes y Participantes',
        description:
          `${readersNote} Ruta no nombrada por la especificación: el informe de respuestas de la medición como ` +
          `archivo ${MEASUREMENT_DETAIL_FILE_NAME}. Mentores y Estudiantes: una fila por persona que respondió ` +
          "(Nombre, Apellido, Correo) y una columna por pregunta con el texto de la respuesta ('Otro: …' para la " +
          "alternativa Otro, 'fila: columna' por fila en alternativas múltiples). Participantes: Nombre, Apellido, " +
          'Correo, Teléfono, Estado de respuesta (Completado, Pendiente, No enviado) y Rol.',
        params: measurementReportParamsSchema,
        response: { ...fileResponse('El detalle de las respuestas, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const workbook = await mdiResponsesService.reportWorkbook(
        request.params.processId,
        request.params.mdiSubType,
        viewerOf(request),
      );
      return sendXlsx(reply, MEASUREMENT_DETAIL_FILE_NAME, workbook);
    },
  );
}
