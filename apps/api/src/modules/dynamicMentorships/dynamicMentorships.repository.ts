import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { advices, dynamicMentorshipItems, dynamicMentorships, questionaries } from '../../db/schema';

export type DynamicMentorshipRow = typeof dynamicMentorships.$inferSelect;
export type DynamicMentorshipItemValues = Omit<typeof dynamicMentorshipItems.$inferInsert, 'dynamicMentorshipId'>;

export function createDynamicMentorshipsRepository(db: Database) {
  return {
    /** One page of templates, newest first. */
    async list({ offset, limit }: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(dynamicMentorships)
          .orderBy(desc(dynamicMentorships.createdAt), asc(dynamicMentorships.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(dynamicMentorships),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findById(id: string) {
      return db.query.dynamicMentorships.findFirst({ where: eq(dynamicMentorships.id, id) });
    },

    /** The items of these templates by session, base objective first, with names for the detail. */
    async itemsOf(templateIds: string[]) {
      if (templateIds.length === 0) return [];
      return db
        .select({
          dynamicMentorshipId: dynamicMentorshipItems.dynamicMentorshipId,
          sessionNumber: dynamicMentorshipItems.sessionNumber,
          objectiveId: dynamicMentorshipItems.objectiveId,
          adviceName: advices.name,
          questionaryId: dynamicMentorshipItems.questionaryId,
          questionaryName: questionaries.name,
        })
        .from(dynamicMentorshipItems)
        .innerJoin(questionaries, eq(questionaries.id, dynamicMentorshipItems.questionaryId))
        .leftJoin(advices, eq(advices.id, dynamicMentorshipItems.adviceId))
        .where(inArray(dynamicMentorshipItems.dynamicMentorshipId, templateIds))
        .orderBy(
          asc(dynamicMentorshipItems.sessionNumber),
          desc(eq(dynamicMentorshipItems.objectiveId, 'BASE')),
          asc(advices.name),
        );
    },

    async questionaryOf(templateId: string, sessionNumber: number, objectiveId: string) {
      const [row] = await db
        .select({ questionaryId: dynamicMentorshipItems.questionaryId })
        .from(dynamicMentorshipItems)
        .where(
          and(
            eq(dynamicMentorshipItems.dynamicMentorshipId, templateId),
            eq(dynamicMentorshipItems.sessionNumber, sessionNumber),
            eq(dynamicMentorshipItems.objectiveId, objectiveId),
          ),
        );
      return row?.questionaryId;
    },

    async adviceIds() {
      const rows = await db.select({ id: advices.id }).from(advices);
      return rows.map((row) => row.id);
    },

    /** The type of each of these questionaries that exists. */
    async questionaryTypes(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: questionaries.id, type: questionaries.type })
        .from(questionaries)
        .where(inArray(questionaries.id, ids));
      return new Map(rows.map((row) => [row.id, row.type]));
    },

    /** The template and its items, all or nothing. */
    insert(values: { name: string; sessions: number; isDynamic: boolean }, items: DynamicMentorshipItemValues[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(dynamicMentorships).values(values).returning();
        await tx
          .insert(dynamicMentorshipItems)
          .values(items.map((item) => ({ ...item, dynamicMentorshipId: row!.id })));
        return row!;
      });
    },
  };
}
export type DynamicMentorshipsRepository = ReturnType<typeof createDynamicMentorshipsRepository>;
