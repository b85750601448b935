import {
  completeSessionsRequestSchema,
  invitationSessionRequestSchema,
  memberProcessListSchema,
  memberProcessViewSchema,
  memberProcessSchema,
  nextEventSchema,
  nextPendingSchema,
  pairDetailSchema,
  pairIdParamsSchema,
  pendingTasksSchema,
  scheduleSessionRequestSchema,
  sessionMutationResponseSchema,
  tokenPairSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { ParticipationService } from './participation.service';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['participation'], security: [{ bearerAuth: [] }] };
const processParams = z.object({ id: resourceId() });

const claimsOf = (request: FastifyRequest) => request.auth!;

/** Spec 002 §2.7, §4.5, §7.6 and spec 000 §2: a member's processes, pair, sessions and pending tasks. */
export async function participationRoutes(app: FastifyInstance, { service }: { service: ParticipationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, role, label] of [
    ['/students/me/processes', 'STUDENT', 'mentee'],
    ['/mentors/me/processes', 'MENTOR', 'mentora'],
  ] as const) {
    r.get(
      path,
      {
        config: { access: access.member },
        schema: {
          ...common,
          summary: `Mis procesos como ${label} (en curso primero, luego por fecha de inicio más reciente)`,
          description: 'Procesos en curso o finalizados en que la persona confirmó su participación en ese rol.',
          response: { 200: memberProcessListSchema, ...errorResponses },
        },
      },
      async (request) => service.memberProcesses(claimsOf(request).userId, role),
    );
  }

  for (const [path, role, label] of [
    ['/students/me/process/:id', 'STUDENT', 'mentee'],
    ['/mentors/me/process/:id', 'MENTOR', 'mentora'],
  ] as const) {
    r.get(
      path,
      {
        config: { access: access.member },
        schema: {
          ...common,
          summary: `Uno de mis procesos como ${label} (con mi dupla y el estado de sus sesiones)`,
          description: 'El mismo elemento que la lista de mis procesos; 404 si no participo en él con ese rol.',
          params: processParams,
          response: { 200: memberProcessSchema, ...errorResponses },
        },
      },
      async (request) => service.memberProcess(claimsOf(request).userId, role, request.params.id),
    );
  }

  r.get(
    '/users/me/process/:pairId',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        summary: 'Mi proceso desde mi dupla: sesiones (con mi evaluación de cada una), contraparte, eventos',
        description:
          'Sólo para las dos personas de la dupla y administradoras (query as=mentor|student elige la vista de una ' +
          'administradora). Cada sesión trae la evaluación de ese rol (feedback: invitationId y si fue contestada); ' +
          'una sesión REALIZED se muestra COMPLETED para quien ya la evaluó, y queda COMPLETED cuando ambas la evaluaron.',
        params: pairIdParamsSchema,
        querystring: z.object({ as: z.enum(['mentor', 'student']).optional() }),
        response: { 200: memberProcessViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.processView(
        request.params.pairId,
        claimsOf(request),
        request.query.as === 'mentor' ? 'MENTOR' : request.query.as === 'student' ? 'STUDENT' : undefined,
      ),
  );

  r.get(
    '/process/pair/:pairId',
    {
      config: { access: access.pairMember('pairId') },
      schema: {
        ...common,
        summary: 'Una dupla: sus dos personas y sus sesiones',
        description: 'Sólo para las dos personas de la dupla y administradoras.',
        params: pairIdParamsSchema,
        response: { 200: pairDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.pairDetail(request.params.pairId, claimsOf(request)),
  );

  r.put(
    '/process/:id/schedule_session',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary:
          'Agendar una sesión de mi dupla (intervalos de 15 minutos); avisa a la contraparte por mail y notificación',
        description:
          'Proceso en curso (409 si está finalizado u otro estado); sesión habilitada y no realizada (409); ' +
          'sólo para las personas de la dupla o administradoras (403). Acepta fechas fuera del periodo asignado ' +
          'y fechas pasadas (una sesión ya hecha se agenda así para confirmarla): la pantalla pide confirmación ' +
          'en ambos casos.',
        params: processParams,
        body: scheduleSessionRequestSchema,
        response: { 200: sessionMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.scheduleSession(request.params.id, request.body, claimsOf(request)),
  );

  r.put(
    '/process/complete_sessions',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: "Marcar sesiones como realizadas ('Sesión Realizada?'): todas o ninguna",
        description:
          'Cada sesión debe estar agendada con fecha pasada, en un proceso en curso, de una dupla propia. Con ' +
          'ellas, la mentora y la mentee de cada dupla reciben la evaluación de esa sesión (el cuestionario del ' +
          'feedback de sesiones del proceso para esa sesión y rol; ninguna si el proceso no lo tiene) y un correo ' +
          "'Evalúa tu sesión' con su enlace /answer/{invitationId}?usertoken=…",
        body: completeSessionsRequestSchema,
        response: { 200: sessionMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.completeSessions(request.body, claimsOf(request)),
  );

  r.get(
    '/users/me/pending_tasks/',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: "Mis pendientes: sesiones sin agendar, feedbacks y MDI por contestar ('Mis pendientes')",
        description:
          'notScheduledSessions y pendingFeedbacks (evaluaciones de sesión por contestar, con su invitationId para ' +
          '/answer/{invitationId}) de duplas activas en procesos en curso; pendingMdis, las mediciones por contestar ' +
          '(sin la línea base caducada).',
        response: { 200: pendingTasksSchema, ...errorResponses },
      },
    },
    async (request) => service.pendingTasks(claimsOf(request).userId),
  );

  r.get(
    '/users/me/next_pending/',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Mi pendiente más urgente, con la página donde se hace, o null',
        description:
          "El primero de 'Mis pendientes' en orden de urgencia: mediciones por contestar (la línea base caduca), " +
          'luego evaluaciones de sesión, luego sesiones por agendar.',
        response: { 200: nextPendingSchema, ...errorResponses },
      },
    },
    async (request) => service.nextPending(claimsOf(request).userId),
  );

  r.get(
    '/users/me/next_event',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: "El próximo evento de mis procesos en curso para mi rol ('Próximo Evento'), o null",
        response: { 200: nextEventSchema, ...errorResponses },
      },
    },
    async (request) => service.nextEvent(claimsOf(request).userId),
  );

  r.post(
    '/process/:id/invitation_session',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, access: access.public },
      schema: {
        tags: ['participation'],
        summary: 'Iniciar sesión con el token de una invitación pendiente (para completar el perfil)',
        description:
          'Ruta no nombrada por la especificación. Devuelve el mismo par de tokens que el inicio de sesión; ' +
          '401 si el token no es válido para este proceso, 403 si la invitación ya no está pendiente.',
        params: processParams,
        body: invitationSessionRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses },
      },
    },
    async (request) => service.invitationSession(request.params.id, request.body.userToken),
  );
}
