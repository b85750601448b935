import {
  attendancePageSchema,
  attendanceSummaryParamsSchema,
  attendanceSummarySchema,
  createEventRequestSchema,
  eventIdParamsSchema,
  eventMutationResponseSchema,
  eventSchema,
  eventTimelineQuerySchema,
  eventTimelineSchema,
  markAttendanceRequestSchema,
  processAttendanceQuerySchema,
  processAttendanceSchema,
  processEventsSchema,
  updateEventRequestSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { EventsService } from './events.service';
import { errorResponses, errorResponsesFor, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['events'], security: [{ bearerAuth: [] }] };
const publicCommon = { tags: ['events'] };
const messageSchema = z.object({ message: z.string() });

interface Options {
  eventsService: EventsService;
  /** Public attendance calls per client per minute. */
  attendanceRateLimitPerIp: number;
}

/** Spec 001 §6 "Events" and spec 002 §7.7: events of a process, the public attendance page and attendance. */
export async function eventsRoutes(app: FastifyInstance, { eventsService, attendanceRateLimitPerIp }: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: attendanceRateLimitPerIp, timeWindow: 60_000 };

  r.post(
    '/events',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un evento de un proceso (no finalizado)',
        body: createEventRequestSchema,
        response: { 201: eventMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const { processId, ...input } = request.body;
      return reply.code(201).send(await eventsService.create(processId, input));
    },
  );

  r.get(
    '/events/timeline',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Línea de tiempo del inicio: los eventos de los procesos más cercanos a hoy, próximos o recientes',
        description:
          'Ruta no nombrada por la especificación (su inicio de administración muestra entradas de ejemplo). Los ' +
          '`limit` eventos con fecha más cercanos al momento actual, de cualquier proceso, del más tardío al más ' +
          'temprano, con su proceso.',
        querystring: eventTimelineQuerySchema,
        response: { 200: eventTimelineSchema, ...errorResponses },
      },
    },
    async (request) => eventsService.timeline(request.query.limit),
  );

  r.get(
    '/events/:eventId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Un evento, con su número de asistentes',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, ...errorResponses },
      },
    },
    async (request) => eventsService.get(request.params.eventId),
  );

  r.put(
    '/events/:eventId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un evento (proceso no finalizado)',
        params: eventIdParamsSchema,
        body: updateEventRequestSchema,
        response: { 200: eventMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => eventsService.update(request.params.eventId, request.body),
  );

  r.delete(
    '/events/:eventId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar un evento (proceso no finalizado) y sus asistencias',
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await eventsService.delete(request.params.eventId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/process/:id/events',
    {
      config: { access: access.processParticipant('id') },
      schema: {
        ...common,
        summary: 'Eventos de un proceso por fecha (admin; administrador/a de la empresa; participantes confirmados)',
        params: z.object({ id: resourceId() }),
        response: { 200: processEventsSchema, ...errorResponses },
      },
    },
    async (request) => eventsService.listOfProcess(request.params.id),
  );

  r.get(
    '/process/:id/attendance',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary:
          'Asistencia a los eventos de un proceso: porcentaje por evento y por participante (pestaña Asistencia)',
        description:
          'Ruta no nombrada por la especificación (001 §2 "events", §9). Columnas: los eventos ya comenzados o con ' +
          'asistentes; por evento, asistentes sobre participantes confirmados de sus roles × 100, redondeado. Filas: ' +
          'participantes confirmados (filtrables por role), 10 por página, con su estado en cada evento y su ' +
          'porcentaje (asistidos sobre eventos pasados aplicables). Admin: cualquier proceso; administrador/a de ' +
          'empresa: sólo los de su cliente.',
        params: z.object({ id: resourceId() }),
        querystring: processAttendanceQuerySchema,
        response: { 200: processAttendanceSchema, ...errorResponses },
      },
    },
    async (request) => eventsService.processAttendance(request.params.id, request.query),
  );

  r.get(
    '/events/:eventId/mark-attendance',
    {
      config: { rateLimit, access: access.public },
      schema: {
        ...publicCommon,
        summary: 'Página pública de asistencia (QR): el evento y sus participantes confirmados',
        params: eventIdParamsSchema,
        response: { 200: attendancePageSchema, ...errorResponsesFor(404, 429) },
      },
    },
    async (request) => eventsService.attendancePage(request.params.eventId),
  );

  r.put(
    '/events/:eventId/mark-attendance',
    {
      config: { rateLimit, access: access.public },
      schema: {
        ...publicCommon,
        summary: 'Registrar la asistencia de un participante (sólo el día del evento, hora de Chile)',
        params: eventIdParamsSchema,
        body: markAttendanceRequestSchema,
        response: {
          200: messageSchema,
          ...errorResponsesFor(400, 404, 409, 429),
        },
      },
    },
    async (request) => eventsService.markAttendance(request.params.eventId, request.body.userId),
  );

  r.get(
    '/events/attendance/:userId/:processId',
    {
      config: { access: access.selfOrProcessStaff('userId', 'processId') },
      schema: {
        ...common,
        summary: 'Asistencia de una persona a los eventos de un proceso, con su porcentaje',
        params: attendanceSummaryParamsSchema,
        response: { 200: attendanceSummarySchema, ...errorResponses },
      },
    },
    async (request) => eventsService.attendanceOf(request.params.userId, request.params.processId),
  );
}
