import {
  MDI_FEEDBACK_REPORT_FILE,
  mdiFeedbackExportQuerySchema,
  mdiFeedbackFiltersSchema,
  mdiFeedbackReportSchema,
  reportTextsQuerySchema,
  reportTextsSchema,
  WORKSHOP_REPORT_FILE,
  workshopExportQuerySchema,
  workshopReportFiltersSchema,
  workshopReportSchema,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import { errorResponses } from '../../plugins/errorResponses';
import { sendPdf, sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import type { ReportsService, Viewer } from './reports.service';

const common = { tags: ['reports'], security: [{ bearerAuth: [] }] };
const scopeNote =
  'Administradoras: todos los clientes (clientId filtra). Administradoras de empresa: siempre y sólo su cliente ' +
  '(clientId de otro cliente: 403). Rutas no nombradas por la especificación, que muestra estos reportes como un ' +
  'tablero externo en un marco.';
const mdiNote =
  'from/to acotan la fecha de inicio de los procesos (la estimada mientras no inician); serviceType exige ese ' +
  'servicio; brand = enlaza | mentorup. Sólo cuentan las invitaciones respondidas (COMPLETED).';
const exportNote = 'chart limita la descarga a un gráfico (la clave de su pregunta, o rates / sessions / groups).';

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 001 §2 'Reportes' (/admin/reports) and 'Reportes Talleres' (/admin/workshop-report), on the real answers. */
export async function reportsRoutes(app: FastifyInstance, { reportsService }: { reportsService: ReportsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.reportReader };

  r.get(
    '/reports/mdi-feedback',
    {
      config,
      schema: {
        ...common,
        summary:
          'Reporte MDI-Feedback: tasas de respuesta, distribuciones, cambio desde la línea base y feedback de sesiones',
        description:
          `${scopeNote} ${mdiNote} Por medición, invitaciones enviadas y respondidas con su semáforo (rojo hasta ` +
          '35 %, amarillo hasta 49 %, verde desde 50 %). Por pregunta de calificación o alternativas, la distribución ' +
          'en cada medición; en las de calificación, el cambio de cada persona que respondió la línea base y una ' +
          'medición posterior del mismo proceso: cambio promedio, % que mejoró e intervalo de confianza de 95 % (t de ' +
          'Student), con una frase que lo explica. Feedback de sesiones por número de sesión con su satisfacción ' +
          '(promedio de las calificaciones como % de su escala).',
        querystring: mdiFeedbackFiltersSchema,
        response: { 200: mdiFeedbackReportSchema, ...errorResponses },
      },
    },
    async (request) => reportsService.mdiFeedback(request.query, viewerOf(request)),
  );

  r.get(
    '/reports/mdi-feedback/texts',
    {
      config,
      schema: {
        ...common,
        summary: 'Respuestas escritas de las mediciones o del feedback de sesiones, buscables y paginadas',
        description: `${scopeNote} ${mdiNote} source = MDI | SESSION_FEEDBACK; search busca sin distinguir tildes.`,
        querystring: reportTextsQuerySchema,
        response: { 200: reportTextsSchema, ...errorResponses },
      },
    },
    async (request) => reportsService.texts(request.query, viewerOf(request)),
  );

  // Untyped replies below: the answers are binary files, which no JSON schema describes.
  r.get(
    '/reports/mdi-feedback/export.xlsx',
    {
      config,
      schema: {
        ...common,
        summary: 'El reporte MDI-Feedback en Excel: una hoja por gráfico',
        description: `${scopeNote} ${mdiNote} ${exportNote}`,
        querystring: mdiFeedbackExportQuerySchema,
        response: { ...fileResponse('El informe, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { chart, ...filters } = request.query;
      const workbook = await reportsService.mdiFeedbackWorkbook(filters, viewerOf(request), chart);
      return sendXlsx(reply, `${MDI_FEEDBACK_REPORT_FILE}.xlsx`, workbook);
    },
  );

  r.get(
    '/reports/mdi-feedback/export.pdf',
    {
      config,
      schema: {
        ...common,
        summary: 'El reporte MDI-Feedback completo en PDF',
        description: `${scopeNote} ${mdiNote}`,
        querystring: mdiFeedbackFiltersSchema,
        response: { ...fileResponse('El informe, en PDF', 'application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `${MDI_FEEDBACK_REPORT_FILE}.pdf`,
        await reportsService.mdiFeedbackPdf(request.query, viewerOf(request)),
      ),
  );

  const workshopNote =
    'Respuestas de las invitaciones abiertas de un taller, agrupadas por groupBy (workshop, workshopType, ' +
    'methodology, coach, client); from/to acotan la fecha de respuesta.';

  r.get(
    '/reports/workshops',
    {
      config,
      schema: {
        ...common,
        summary: 'Reporte de talleres: respuestas y preguntas por taller, tipo, metodología, coach o cliente',
        description: `${scopeNote} ${workshopNote}`,
        querystring: workshopReportFiltersSchema,
        response: { 200: workshopReportSchema, ...errorResponses },
      },
    },
    async (request) => reportsService.workshops(request.query, viewerOf(request)),
  );

  r.get(
    '/reports/workshops/export.xlsx',
    {
      config,
      schema: {
        ...common,
        summary: 'El reporte de talleres en Excel: una hoja por gráfico',
        description: `${scopeNote} ${workshopNote} ${exportNote}`,
        querystring: workshopExportQuerySchema,
        response: { ...fileResponse('El informe, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { chart, ...filters } = request.query;
      const workbook = await reportsService.workshopWorkbook(filters, viewerOf(request), chart);
      return sendXlsx(reply, `${WORKSHOP_REPORT_FILE}.xlsx`, workbook);
    },
  );

  r.get(
    '/reports/workshops/export.pdf',
    {
      config,
      schema: {
        ...common,
        summary: 'El reporte de talleres completo en PDF',
        description: `${scopeNote} ${workshopNote}`,
        querystring: workshopReportFiltersSchema,
        response: { ...fileResponse('El informe, en PDF', 'application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPdf(reply, `${WORKSHOP_REPORT_FILE}.pdf`, await reportsService.workshopPdf(request.query, viewerOf(request))),
  );
}
