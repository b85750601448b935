import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationErrorMessages,
  notificationErrorTypes,
  type AccessTokenClaims,
  type Notification,
  type NotificationList,
  isResourceId,
} from '@enlaza/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../plugins/errors';
import type { NewNotification, NotificationRow, NotificationsRepository } from './notifications.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/** What another area tells the platform happened; `link` is a relative path in the web app. */
export interface NotificationContent {
  type: string;
  title: string;
  body?: string;
  entityId?: string;
  entityType?: string;
  link?: string;
}

/** Types created by this area; other areas add their own. */
export const notificationTypes = { welcome: 'WELCOME', clientCreated: 'CLIENT_CREATED' } as const;

const welcome: NotificationContent = {
  type: notificationTypes.welcome,
  title: 'Te damos la bienvenida',
  body: 'Aquí te avisaremos de las novedades de tus procesos. Revisa tu perfil y mantenlo al día.',
  link: '/user_profile',
};

function rowOf(userId: string, content: NotificationContent): NewNotification {
  return {
    userId,
    type: content.type,
    title: content.title,
    body: content.body ?? '',
    entityId: content.entityId ?? null,
    entityType: content.entityType ?? null,
    link: content.link ?? null,
  };
}

function toNotification(row: NotificationRow): Notification {
  return {
    notificationId: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    entityId: row.entityId,
    entityType: row.entityType,
    link: row.link,
    seen: row.seenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService({
  notificationsRepository,
}: {
  notificationsRepository: NotificationsRepository;
}) {
  const repository = notificationsRepository;
  const ownNotFound = () =>
    notFound(notificationErrorTypes.notFound, notificationErrorMessages[notificationErrorTypes.notFound]);

  return {
    /**
     * Creates the same notification for each user, in one multi-row insert; with `tx`, inside the transaction of
     * the change it tells about.
     */
    async notify(userIds: string | readonly string[], content: NotificationContent, tx?: Database): Promise<void> {
      const recipients = [...new Set(typeof userIds === 'string' ? [userIds] : userIds)];
      await repository.insertMany(
        recipients.map((userId) => rowOf(userId, content)),
        tx,
      );
    },

    /**
     * One notification per item, each with its own text, in one multi-row insert (inside `tx` when given). With
     * `once`, an item is skipped when its user already has a notification of that type about that entity, so
     * announcing the same thing again tells nobody twice.
     */
    async notifyEach(
      items: ReadonlyArray<{ userId: string; content: NotificationContent }>,
      { once = false }: { once?: boolean } = {},
      tx?: Database,
    ): Promise<void> {
      let wanted = [...items];
      if (once) {
        for (const type of new Set(items.map((i) => i.content.type))) {
          const ofType = wanted.filter((i) => i.content.type === type && i.content.entityId);
          const existing = await repository.existingAbout(
            type,
            [...new Set(ofType.map((i) => i.userId))],
            [...new Set(ofType.map((i) => i.content.entityId!))],
            tx,
          );
          wanted = wanted.filter((i) => i.content.type !== type || !existing.has(`${i.userId}:${i.content.entityId}`));
        }
      }
      await repository.insertMany(
        wanted.map(({ userId, content }) => rowOf(userId, content)),
        tx,
      );
    },

    /** The signed-in user's notifications; an admin may read another user's with `userId` (spec 000 §7). */
    async list(
      claims: AccessTokenClaims,
      { page, userId }: { page: number; userId?: string },
    ): Promise<NotificationList> {
      let ownerId = claims.userId;
      if (claims.role === 'ADMIN' && userId && userId !== claims.userId) {
        if (!isResourceId(userId)) return { docs: [], totalDocs: 0, page, limit: NOTIFICATIONS_PAGE_SIZE };
        ownerId = userId;
      }
      const request = { page, limit: NOTIFICATIONS_PAGE_SIZE };
      const { rows, total } = await repository.list(ownerId, pageWindow(request));
      return pageOf(rows.map(toNotification), total, request);
    },

    /**
     * Unread count. A user never welcomed gets the welcome here, the first time the bell asks (an invitation may
     * reach a new member before she first opens the app): that needs nothing from the sign-in and nothing stored
     * besides the notification itself.
     */
    async unreadCount(userId: string): Promise<number> {
      const { unread, ofType } = await repository.summary(userId, welcome.type);
      if (ofType > 0) return unread;
      const created = await repository.insertIfUserHasNoneOfType({
        userId,
        type: welcome.type,
        title: welcome.title,
        body: welcome.body ?? '',
        link: welcome.link ?? null,
      });
      return created ? unread + 1 : (await repository.summary(userId, welcome.type)).unread;
    },

    async markSeen(userId: string, notificationId: string): Promise<number> {
      if (!isResourceId(notificationId)) throw ownNotFound();
      const updated = await repository.markSeen(userId, notificationId);
      // Seeing an already seen notification again is fine; one that is not the user's does not exist for them.
      if (updated === 0 && !(await repository.findOwn(userId, notificationId))) throw ownNotFound();
      return updated;
    },

    markAllSeen: (userId: string) => repository.markAllSeen(userId),
    markEntitySeen: (userId: string, entityId: string) => repository.markEntitySeen(userId, entityId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
