import {
  acceptInvitationRequestSchema,
  addProcessParticipantRequestSchema,
  addProcessParticipantsRequestSchema,
  addProcessParticipantsResponseSchema,
  campusUsersAssignmentResponseSchema,
  campusUsersAssignmentSchema,
  convocatoryAssignResponseSchema,
  invitationAnswerSchema,
  invitationCheckSchema,
  invitationQuerySchema,
  userTokenHeadersSchema,
  inviteMentorsRequestSchema,
  inviteResponseSchema,
  inviteStudentsRequestSchema,
  participantListQuerySchema,
  participantListSchema,
  pendingInvitationListSchema,
  processConvocatoryParamsSchema,
  processIdParamsSchema,
  processParticipantParamsSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, linkCaller } from '../access';
import type { ProcessParticipantsService } from './processParticipants.service';
import { errorResponsesFor, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['process participants'], security: [{ bearerAuth: [] }] };
const params = processIdParamsSchema;
const messageSchema = z.object({ message: z.string() });

/** Spec 001 §2, §4, §5 and spec 000 §2, §5: a process's mentors and mentees, their invitations and answers. */
export async function processParticipantsRoutes(
  app: FastifyInstance,
  { service }: { service: ProcessParticipantsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/process/:id/add_user_to_process_by_email',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Agregar una persona por email (mentora si tiene datos de mentoría, si no mentee)',
        description: 'Sólo en borrador o pre-kickoff. 404 email desconocido; 409 ya participa o mentora quitada.',
        params,
        body: addProcessParticipantRequestSchema,
        response: { 200: messageSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.addByEmail(request.params.id, request.body.email),
  );

  r.put(
    '/process/:id/add_users_to_process_by_email',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Agregar varias personas por email: se agregan las que se puede, las demás vuelven con su motivo',
        description:
          'Sólo en borrador o pre-kickoff. 200 aunque no se agregue nadie: addedParticipants lista a quienes se ' +
          'agregó (con el rol que se les dio) y refused cada email rechazado con su motivo (USER_NOT_FOUND, ' +
          'ALREADY_IN_PROCESS, REMOVED_FROM_PROCESS) y su mensaje. 404 si el proceso no existe.',
        params,
        body: addProcessParticipantsRequestSchema,
        response: { 200: addProcessParticipantsResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.addByEmails(request.params.id, request.body.emails),
  );

  r.get(
    '/process/:id/participants',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Participantes por página, con los conteos por estado de invitación',
        description:
          'Admin: todo. Admin de empresa: sólo procesos de su cliente, sin email ni teléfono de mentoras externas.',
        params,
        querystring: participantListQuerySchema,
        response: { 200: participantListSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.list(request.params.id, request.query, request.auth!),
  );

  r.delete(
    '/process/:id/participants/:userId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Quitar a una persona: una mentora queda marcada como quitada; un mentee sale del proceso',
        params: processParticipantParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/process/:id/convocatory/:convocatoryId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Asignar una convocatoria: sus seleccionadas pasan a ser participantes',
        description: 'La convocatoria debe ser del cliente del proceso y estar en selección o finalizada.',
        params: processConvocatoryParamsSchema,
        response: { 200: convocatoryAssignResponseSchema, ...writeErrorResponses, ...errorResponsesFor(500) },
      },
    },
    async (request) => service.assignConvocatory(request.params.id, request.params.convocatoryId),
  );

  r.post(
    '/process/:id/invite_mentors',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Invitar por mail a las mentoras seleccionadas (máx. 3 mails por persona)',
        params,
        body: inviteMentorsRequestSchema,
        response: { 200: inviteResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.invite(request.params.id, 'MENTOR', request.body.mentorIds),
  );

  r.post(
    '/process/:id/invite_students',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Invitar por mail a los mentees seleccionados (máx. 3 mails por persona)',
        params,
        body: inviteStudentsRequestSchema,
        response: { 200: inviteResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.invite(request.params.id, 'STUDENT', request.body.studentIds),
  );

  const participantSide = {
    ...common,
    description: 'Con el token de la invitación (query usertoken o cabecera user-token) o con sesión iniciada.',
    params,
    querystring: invitationQuerySchema,
    headers: userTokenHeadersSchema,
  };

  const answerConflicts =
    '409 process_invitation_invalid: la invitación ya no es válida; 409 process_invitation_answered: la ' +
    'invitación ya fue contestada (sólo una invitación pendiente se acepta o se rechaza).';

  r.get(
    '/process/:id/checkIfUserInvited',
    {
      config: { access: access.invitee },
      schema: {
        ...participantSide,
        summary: '¿Está invitada esta persona? Rol, estado y si debe completar su perfil',
        response: { 200: invitationCheckSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.checkIfUserInvited(request.params.id, linkCaller(request), request.query.service),
  );

  r.put(
    '/process/:id/accept_invitation',
    {
      config: { access: access.invitee },
      schema: {
        ...participantSide,
        summary: 'Confirmar la participación (y fijar la contraseña si aún no tiene)',
        description: `${participantSide.description} ${answerConflicts}`,
        body: acceptInvitationRequestSchema.nullish(),
        response: { 200: invitationAnswerSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.accept(request.params.id, linkCaller(request), request.body ?? {}),
  );

  r.put(
    '/process/:id/reject_invitation',
    {
      config: { access: access.invitee },
      schema: {
        ...participantSide,
        summary: 'Rechazar la invitación',
        description: `${participantSide.description} ${answerConflicts}`,
        response: { 200: invitationAnswerSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.reject(request.params.id, linkCaller(request)),
  );

  r.get(
    '/users/me/invitations',
    {
      config: { access: access.member },
      schema: {
        ...common,
        summary: 'Mis invitaciones pendientes (procesos en borrador o pre-kickoff), con el enlace para confirmarlas',
        description:
          'Ruta no nombrada por la especificación. Invitaciones enviadas y sin contestar de procesos en borrador o ' +
          'pre-kickoff, de las que la persona no fue quitada; las más recientes primero. confirmationPath es la ' +
          'página de invitación (/process_invitation/{mentor|student}?usertoken&processId&service) con un token ' +
          'firmado en esta llamada para la persona, igual al del enlace del correo.',
        response: { 200: pendingInvitationListSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.pendingInvitations(request.auth!.userId),
  );

  r.put(
    '/process/:id/campus/users',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Asignar participantes a los campus del proceso (paso 4 del asistente)',
        description:
          'Cada persona debe participar en el proceso con ese rol (y no haber sido quitada); cada campus debe ser del ' +
          'proceso y servir a ese rol (mentees: STUDENT o STUDENT_MENTOR; mentoras: MENTOR, STUDENT_MENTOR o ' +
          'INTERNAL_EXTERNAL_MENTOR). Todo o nada. 409 si el proceso está finalizado. Responde los participantes ' +
          'actualizados.',
        params,
        body: campusUsersAssignmentSchema,
        response: { 200: campusUsersAssignmentResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.assignCampusUsers(request.params.id, request.body),
  );
}
