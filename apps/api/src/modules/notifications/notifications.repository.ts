import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'seenAt' | 'createdAt'>;

export function createNotificationsRepository(db: Database) {
  return {
    /** One page of a user's notifications, newest first. */
    async list(userId: string, { offset, limit }: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    /** Unread count, and whether the user ever had any notification. */
    /** Unread notifications of the user, and how many of a given type (the welcome) they have had. */
    async summary(userId: string, type: string) {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${notifications.seenAt} is null)::int`,
          ofType: sql<number>`count(*) filter (where ${notifications.type} = ${type})::int`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { unread: row?.unread ?? 0, ofType: row?.ofType ?? 0 };
    },
    /** All rows in one statement (so either every recipient gets it or none), in the caller's transaction if given. */
    async insertMany(values: NewNotification[], tx: Database = db) {
      if (values.length === 0) return;
      await tx.insert(notifications).values(values);
    },
    /** Which of these users already have a notification of `type` about one of these entities ("user:entity"). */
    async existingAbout(
      type: string,
      userIds: readonly string[],
      entityIds: readonly string[],
      tx: Database = db,
    ): Promise<Set<string>> {
      if (userIds.length === 0 || entityIds.length === 0) return new Set();
      const rows = await tx
        .select({ userId: notifications.userId, entityId: notifications.entityId })
        .from(notifications)
        .where(
          and(
            eq(notifications.type, type),
            inArray(notifications.userId, [...userIds]),
            inArray(notifications.entityId, [...entityIds]),
          ),
        );
      return new Set(rows.map((r) => `${r.userId}:${r.entityId}`));
    },
    /**
     * Inserts the notification only when the user has none of its type. A transaction-scoped advisory lock on the
     * user makes two concurrent first calls (two tabs polling) create it once.
     */
    async insertIfUserHasNoneOfType(value: NewNotification) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notifications:${value.userId}`}, 0))`);
        const [existing] = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, value.userId), eq(notifications.type, value.type)))
          .limit(1);
        if (existing) return false;
        await tx.insert(notifications).values(value);
        return true;
      });
    },
    findOwn(userId: string, id: string) {
      return db.query.notifications.findFirst({
        where: and(eq(notifications.id, id), eq(notifications.userId, userId)),
      });
    },
    async markSeen(userId: string, id: string) {
      const rows = await db
        .update(notifications)
        .set({ seenAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.seenAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async markAllSeen(userId: string) {
      const rows = await db
        .update(notifications)
        .set({ seenAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async markEntitySeen(userId: string, entityId: string) {
      const rows = await db
        .update(notifications)
        .set({ seenAt: new Date() })
        .where(
          and(eq(notifications.userId, userId), eq(notifications.entityId, entityId), isNull(notifications.seenAt)),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
