import { asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import { mdiMeasurements, mdis, questions } from '../../db/schema';

export type MdiRow = typeof mdis.$inferSelect;
export type MeasurementRow = typeof mdiMeasurements.$inferSelect;
export type MeasurementValues = Omit<typeof mdiMeasurements.$inferInsert, 'id' | 'mdiId'>;

export function createMdiRepository(db: Database) {
  async function measurementsOf(mdiIds: string[]) {
    if (mdiIds.length === 0) return [];
    return db
      .select()
      .from(mdiMeasurements)
      .where(inArray(mdiMeasurements.mdiId, mdiIds))
      .orderBy(asc(mdiMeasurements.mdiId), asc(mdiMeasurements.position));
  }

  return {
    measurementsOf,

    /** One page of MDIs in name order; `search` null lists them all. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      const where: SQL | undefined = search === null ? undefined : ilike(mdis.name, containsPattern(search));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mdis)
          .where(where)
          .orderBy(asc(sql`lower(${mdis.name})`), asc(mdis.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(mdis).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findById(id: string) {
      return db.query.mdis.findFirst({ where: eq(mdis.id, id) });
    },

    /** The ids among `ids` that are in the question bank. */
    async existingQuestionIds(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    questionsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(questions).where(inArray(questions.id, ids));
    },

    /** The MDI and its measurements, all or nothing. */
    insert(name: string, measurements: MeasurementValues[]) {
      return db.transaction(async (tx) => {
        const [mdi] = await tx.insert(mdis).values({ name }).returning();
        await tx.insert(mdiMeasurements).values(measurements.map((m) => ({ ...m, mdiId: mdi!.id })));
        return mdi!;
      });
    },

    /** Renames the MDI and replaces its measurements in one transaction; undefined when it is gone. */
    update(id: string, name: string, measurements: MeasurementValues[]) {
      return db.transaction(async (tx) => {
        const [mdi] = await tx.update(mdis).set({ name, updatedAt: new Date() }).where(eq(mdis.id, id)).returning();
        if (!mdi) return undefined;
        await tx.delete(mdiMeasurements).where(eq(mdiMeasurements.mdiId, id));
        await tx.insert(mdiMeasurements).values(measurements.map((m) => ({ ...m, mdiId: id })));
        return mdi;
      });
    },

    async delete(id: string) {
      const deleted = await db.delete(mdis).where(eq(mdis.id, id)).returning({ id: mdis.id });
      return deleted.length > 0;
    },
  };
}
export type MdiRepository = ReturnType<typeof createMdiRepository>;
