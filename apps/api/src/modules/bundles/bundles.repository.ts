import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questionaries, questionaryBundleItems, questionaryBundles } from '../../db/schema';

export type BundleRow = typeof questionaryBundles.$inferSelect;
export type BundleItemValues = Omit<typeof questionaryBundleItems.$inferInsert, 'id' | 'bundleId'>;

export function createBundlesRepository(db: Database) {
  return {
    /** One page of bundles of a type, newest first. */
    async list({ entityType, offset, limit }: { entityType: string; offset: number; limit: number }) {
      const where = eq(questionaryBundles.entityType, entityType);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(questionaryBundles)
          .where(where)
          .orderBy(desc(questionaryBundles.createdAt), asc(questionaryBundles.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(questionaryBundles).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findById(id: string) {
      return db.query.questionaryBundles.findFirst({ where: eq(questionaryBundles.id, id) });
    },

    /** The items of these bundles in slot order, with each questionary's name and type. */
    async itemsOf(bundleIds: string[]) {
      if (bundleIds.length === 0) return [];
      return db
        .select({
          bundleId: questionaryBundleItems.bundleId,
          questionaryId: questionaryBundleItems.questionaryId,
          userRole: questionaryBundleItems.userRole,
          entitySubType: questionaryBundleItems.entitySubType,
          autoSend: questionaryBundleItems.autoSend,
          name: questionaries.name,
          type: questionaries.type,
        })
        .from(questionaryBundleItems)
        .innerJoin(questionaries, eq(questionaries.id, questionaryBundleItems.questionaryId))
        .where(inArray(questionaryBundleItems.bundleId, bundleIds))
        .orderBy(asc(questionaryBundleItems.bundleId), asc(questionaryBundleItems.position));
    },

    /** Type and target role of each of these questionaries that exists. */
    async questionariesByIds(ids: string[]) {
      if (ids.length === 0) return new Map<string, { type: string; targetUserRole: string }>();
      const rows = await db
        .select({ id: questionaries.id, type: questionaries.type, targetUserRole: questionaries.targetUserRole })
        .from(questionaries)
        .where(inArray(questionaries.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The bundle and its items, all or nothing. */
    insert(values: { name: string; entityType: string }, items: BundleItemValues[]) {
      return db.transaction(async (tx) => {
        const [bundle] = await tx.insert(questionaryBundles).values(values).returning();
        await tx.insert(questionaryBundleItems).values(items.map((item) => ({ ...item, bundleId: bundle!.id })));
        return bundle!;
      });
    },
  };
}
export type BundlesRepository = ReturnType<typeof createBundlesRepository>;
