import {
  failedJobListQuerySchema,
  failedJobListSchema,
  failedJobParamsSchema,
  outboxListQuerySchema,
  outboxListSchema,
  outboxMailDetailSchema,
  outboxMailParamsSchema,
  retriedSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { OperationsService } from './operations.service';
import {
  accessErrorResponses,
  errorResponses,
  publicErrorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const common = { tags: ['operations'], security: [{ bearerAuth: [] }] };

/** The mail outbox and the failed background jobs, for admins: read them and put failures back in their queue. */
export async function operationsRoutes(
  app: FastifyInstance,
  { operationsService }: { operationsService: OperationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/outbox',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary:
          'Bandeja de salida: correos por estado y búsqueda (destinatario o asunto), los más recientes primero; ' +
          'con los totales por estado y si hay servidor de correo configurado',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListSchema, ...accessErrorResponses },
      },
    },
    async (request) => operationsService.outbox(request.query),
  );

  r.get(
    '/admin/outbox/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Un correo de la bandeja de salida, con su texto',
        params: outboxMailParamsSchema,
        response: { 200: outboxMailDetailSchema, ...errorResponses },
      },
    },
    async (request) => operationsService.mail(request.params.id),
  );

  r.post(
    '/admin/outbox/:id/retry',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Reintentar el envío de un correo fallido (vuelve a la cola)',
        params: outboxMailParamsSchema,
        response: { 200: retriedSchema, ...writeErrorResponses },
      },
    },
    async (request) => operationsService.retryMail(request.params.id),
  );

  r.get(
    '/admin/jobs/failed',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Tareas en segundo plano que fallaron tras todos sus intentos, las más recientes primero',
        querystring: failedJobListQuerySchema,
        response: { 200: failedJobListSchema, ...accessErrorResponses },
      },
    },
    async (request) => operationsService.failedJobs(request.query),
  );

  r.post(
    '/admin/jobs/:id/retry',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Volver a ejecutar una tarea fallida',
        params: failedJobParamsSchema,
        response: { 200: retriedSchema, ...errorResponses },
      },
    },
    async (request) => operationsService.retryJob(request.params.id),
  );
}

/**
 * 'Correos enviados': the outbox, read-only, for anyone while the mail preview is on (no SMTP on a development or
 * demo start, or MAIL_PREVIEW=on), so a newcomer can follow an invitation or a recovery link; 404 otherwise.
 */
export async function mailPreviewRoutes(
  app: FastifyInstance,
  { operationsService, enabled }: { operationsService: OperationsService; enabled: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = access.mailPreview(enabled);

  r.get(
    '/mail-preview',
    {
      config: { access: policy },
      schema: {
        tags: ['mail-preview'],
        summary:
          'Correos enviados: la bandeja de salida por estado y búsqueda (destinatario o asunto), los más recientes ' +
          'primero, sólo lectura',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListSchema, ...publicErrorResponses },
      },
    },
    async (request) => operationsService.outbox(request.query),
  );

  r.get(
    '/mail-preview/:id',
    {
      config: { access: policy },
      schema: {
        tags: ['mail-preview'],
        summary: 'Un correo enviado, con su texto y sus enlaces',
        params: outboxMailParamsSchema,
        response: { 200: outboxMailDetailSchema, ...publicErrorResponses },
      },
    },
    async (request) => operationsService.mail(request.params.id),
  );
}
