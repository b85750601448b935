import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  calendarMessages,
  messageResponseSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition, fileResponse } from '../../plugins/fileReplies';
import { access } from '../access';
import type { CalendarService } from './calendar.service';
import { errorResponses, publicErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['calendar'] };
const mine = { ...common, security: [{ bearerAuth: [] }] };

/** Calendar invitations' companion: the member's private feed of her sessions and events. */
export async function calendarRoutes(app: FastifyInstance, { calendarService }: { calendarService: CalendarService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/calendar/:token.ics',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'Calendario privado de una usuaria (iCalendar), para suscribirse desde Google Calendar u Outlook',
        description:
          'Pública por decisión: la autoriza el token del enlace (256 bits aleatorios, guardado solo como hash), ' +
          'que la usuaria crea, cambia y revoca en su perfil. Lista sus sesiones agendadas y los eventos de sus ' +
          `procesos, en hora de Chile (America/Santiago). Token desconocido, cambiado o revocado: 404 '${calendarMessages.feedNotFound}'.`,
        params: calendarFeedParamsSchema,
        response: { ...fileResponse('El calendario, en formato iCalendar', 'text/calendar'), ...publicErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', contentDisposition('calendario.ics', 'inline'))
        .send((await calendarService.feed(request.params.token)) as never),
  );

  r.get(
    '/users/me/calendar-feed',
    {
      config: { access: access.member },
      schema: {
        ...mine,
        summary: 'Si tengo un enlace de calendario activo (el enlace solo se muestra al crearlo)',
        response: { 200: calendarFeedStatusSchema, ...errorResponses },
      },
    },
    async (request) => calendarService.status(request.auth!.userId),
  );

  r.post(
    '/users/me/calendar-feed',
    {
      config: { access: access.member },
      schema: {
        ...mine,
        summary: 'Crear (o cambiar) mi enlace privado de calendario; el anterior deja de funcionar',
        response: { 200: calendarFeedCreatedSchema, ...errorResponses },
      },
    },
    async (request) => calendarService.create(request.auth!.userId),
  );

  r.delete(
    '/users/me/calendar-feed',
    {
      config: { access: access.member },
      schema: {
        ...mine,
        summary: 'Revocar mi enlace privado de calendario',
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => calendarService.revoke(request.auth!.userId),
  );
}
