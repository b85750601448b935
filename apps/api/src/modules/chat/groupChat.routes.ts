import {
  groupBroadcastResultSchema,
  massMessageRequestSchema,
  memberAttractionSchema,
  processIdParamsSchema,
  sendChallengeRequestSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { access } from '../access';
import type { GroupChatService } from './groupChat.service';

const common = { tags: ['attraction', 'chat'], security: [{ bearerAuth: [] }] };

/**
 * The REST side of the attraction group chat (spec 001 §7, 002 §7.6-7.7): coordinators send a challenge to every group
 * and mass messages to chosen groups; a member reads their attraction process with their group. The chat itself is
 * live over GraphQL (groupChatRoom, groupChatRoomOfProcess, createGroupMessage, groupChatRoomMessages, challengesSent).
 */
export async function groupChatRoutes(
  app: FastifyInstance,
  { groupChatService }: { groupChatService: GroupChatService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/challenge/send',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Enviar un desafío a un proceso de atracción: al chat de cada grupo y a la lista de desafíos enviados',
        description:
          'Sólo administradoras y mientras el proceso está en curso (409 si no). El título y el texto son los de uno ' +
          'de los mensajes del desafío del proceso, editables antes de enviar.',
        body: sendChallengeRequestSchema,
        response: { 200: groupBroadcastResultSchema, ...writeErrorResponses },
      },
    },
    async (request) => groupChatService.sendChallenge(request.auth!, request.body),
  );

  r.post(
    '/process/attraction/:id/mass_message/',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Mensaje masivo: un anuncio en el chat de cada grupo elegido del proceso de atracción',
        description:
          'Sólo administradoras y mientras el proceso está en curso (409 si no); los grupos deben ser del proceso.',
        params: processIdParamsSchema,
        body: massMessageRequestSchema,
        response: { 200: groupBroadcastResultSchema, ...writeErrorResponses },
      },
    },
    async (request) => groupChatService.massMessage(request.auth!, request.params.id, request.body),
  );

  for (const [path, role, label] of [
    ['/students/me/attraction/:id', 'STUDENT', 'estudiante'],
    ['/mentors/me/attraction/:id', 'MENTOR', 'tutora'],
  ] as const) {
    r.get(
      path,
      {
        config: { access: access.processParticipant('id') },
        schema: {
          ...common,
          summary: `Mi proceso de atracción como ${label}: mi grupo (tutora, estudiantes, chat grupal) y los desafíos enviados`,
          description:
            'Participantes confirmadas del proceso (y su personal). El grupo es null mientras la persona no tenga uno ' +
            'en ese rol; su chat grupal se abre al consultarlo.',
          params: processIdParamsSchema,
          response: { 200: memberAttractionSchema, ...errorResponses },
        },
      },
      async (request) => groupChatService.memberAttraction(request.auth!, request.params.id, role),
    );
  }
}
