import { chatScriptFileName, processIdParamsSchema } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../plugins/errorResponses';
import { contentDisposition, fileResponse } from '../../plugins/fileReplies';
import { access } from '../access';
import type { ChatService } from './chat.service';

/**
 * The chat's REST side: the chat script ('Guion') of a process (spec 001 §6, §7 GET /process/{id}/messages). The chat
 * itself is live, over GraphQL at /api/graphql (chatRooms, chatRoom, createMessage, markChatRoomRead,
 * chatRoomMessages, myChatRooms).
 */
export async function chatRoutes(app: FastifyInstance, { chatService }: { chatService: ChatService }) {
  // The reply is a text stream, not a JSON body: the route is typed by hand.
  app.get<{ Params: { id: string } }>(
    '/process/:id/messages',
    {
      config: { access: access.admin },
      schema: {
        tags: ['processes', 'chat'],
        security: [{ bearerAuth: [] }],
        summary: "Guion de los chats de un proceso ('Descargar guion'), como archivo de texto",
        description:
          'Sólo administradoras (spec 001 §6). Archivo Guion-{nombre del proceso}.txt en UTF-8: cada chat (dupla o ' +
          'match) con sus dos personas y sus mensajes en orden, con fecha y hora de Santiago de Chile.',
        params: processIdParamsSchema,
        response: { ...fileResponse('El guion de los chats, en texto UTF-8', 'text/plain'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, script } = await chatService.script(request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(chatScriptFileName(processName)))
        .send(script);
    },
  );
}
