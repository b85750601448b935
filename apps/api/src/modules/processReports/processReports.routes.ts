import {
  pairsExportFileName,
  participantsExportFileName,
  PROCESS_SUMMARY_PDF_NAME,
  processIdParamsSchema,
  processTrackingQuerySchema,
  processTrackingSchema,
  sessionsExportFileName,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { ProcessReportsService, Viewer } from './processReports.service';
import { errorResponses } from '../../plugins/errorResponses';
import { sendPdf, sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';

const common = { tags: ['processes'], security: [{ bearerAuth: [] }] };
const readersNote =
  'Administradores: cualquier proceso. Administradores empresa: sólo los de su cliente (403 si no); el email y ' +
  "el teléfono de una mentora externa aparecen como '-' para quien no es administrador.";

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 001 §2 "In-progress view", "Process detail", §9: a process's follow-up and its downloads. */
export async function processReportsRoutes(
  app: FastifyInstance,
  { processReportsService }: { processReportsService: ProcessReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/process/:id/tracking',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Seguimiento: avance del proceso y las duplas (5 por página) con el estado de cada sesión',
        description:
          `${readersNote} Ruta no nombrada por la especificación (la operación getPairs). progress = sesiones realizadas ` +
          'de duplas activas / (duplas activas × sesiones de la pauta) × 100, redondeado; null sin duplas o sin ' +
          'sesiones. search busca en el nombre y apellido de la mentee y de la mentora.',
        params: processIdParamsSchema,
        querystring: processTrackingQuerySchema,
        response: { 200: processTrackingSchema, ...errorResponses },
      },
    },
    async (request) => processReportsService.tracking(request.params.id, request.query, viewerOf(request)),
  );

  // Untyped replies below: the answers are binary files, which no JSON schema describes.
  app.get<{ Params: { id: string } }>(
    '/process/:id/participants/export',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Planilla xlsx de participantes (hojas Mentoras y Mentees)',
        description: `${readersNote} Ruta no nombrada por la especificación. Archivo Participantes-{nombre del proceso}.xlsx.`,
        params: processIdParamsSchema,
        response: { ...fileResponse('Los participantes, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await processReportsService.participantsExport(
        request.params.id,
        viewerOf(request),
      );
      return sendXlsx(reply, participantsExportFileName(processName), workbook);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/process/:id/sessions/export',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Planilla xlsx de sesiones: una fila por dupla y sesión',
        description: `${readersNote} Ruta no nombrada por la especificación. Archivo Sesiones-{nombre del proceso}.xlsx; fechas en America/Santiago.`,
        params: processIdParamsSchema,
        response: { ...fileResponse('Las sesiones, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await processReportsService.sessionsExport(request.params.id);
      return sendXlsx(reply, sessionsExportFileName(processName), workbook);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/process/:id/pairs/export',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Planilla xlsx de duplas: afinidad, su desglose por criterio, sesiones realizadas y estado',
        description:
          `${readersNote} Ruta no nombrada por la especificación. Archivo Duplas-{nombre del proceso}.xlsx, hoja ` +
          'Duplas, una fila por dupla (activas primero); afinidad y criterios en porcentaje. 404 si el proceso aún ' +
          'no tiene duplas.',
        params: processIdParamsSchema,
        response: { ...fileResponse('Las duplas, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await processReportsService.pairsExport(request.params.id, viewerOf(request));
      return sendXlsx(reply, pairsExportFileName(processName), workbook);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/process/:id/summary.pdf',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Resumen del proceso en PDF (Resumen_proceso.pdf)',
        description:
          `${readersNote} Ruta no nombrada por la especificación. Datos del programa, participantes, duplas, avance, ` +
          'sesiones por estado y eventos con su asistencia.',
        params: processIdParamsSchema,
        response: { ...fileResponse('El resumen del proceso, en PDF', 'application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pdf = await processReportsService.summary(request.params.id, viewerOf(request));
      return sendPdf(reply, PROCESS_SUMMARY_PDF_NAME, pdf);
    },
  );
}
