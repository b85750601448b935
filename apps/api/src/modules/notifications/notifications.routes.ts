import {
  markedCountSchema,
  markSeenRequestSchema,
  markViewAsReadRequestSchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { NotificationsService } from './notifications.service';
import { signedInErrorResponses, signedInResourceErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

/** Spec 000 §7 "Notifications": every call acts on the signed-in user's own notifications. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notificationsService }: { notificationsService: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notifications',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Mis notificaciones, las más recientes primero, 10 por página',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...signedInErrorResponses },
      },
    },
    async (request) => notificationsService.list(request.auth!, request.query),
  );

  r.get(
    '/notifications/unread-count',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Cantidad de notificaciones sin leer',
        response: { 200: unreadCountSchema, ...signedInErrorResponses },
      },
    },
    async (request) => ({ count: await notificationsService.unreadCount(request.auth!.userId) }),
  );

  r.put(
    '/notifications/markSeen',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Marcar una notificación propia como leída',
        body: markSeenRequestSchema,
        response: { 200: markedCountSchema, ...signedInResourceErrorResponses },
      },
    },
    async (request) => ({
      updated: await notificationsService.markSeen(request.auth!.userId, request.body.notificationId),
    }),
  );

  r.put(
    '/notifications/mark-all-read',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Marcar todas mis notificaciones como leídas',
        response: { 200: markedCountSchema, ...signedInErrorResponses },
      },
    },
    async (request) => ({ updated: await notificationsService.markAllSeen(request.auth!.userId) }),
  );

  r.put(
    '/notifications/mark-view-as-read',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Marcar como leídas mis notificaciones sobre una entidad (al ver esa entidad)',
        body: markViewAsReadRequestSchema,
        response: { 200: markedCountSchema, ...signedInErrorResponses },
      },
    },
    async (request) => ({
      updated: await notificationsService.markEntitySeen(request.auth!.userId, request.body.entityId),
    }),
  );
}
