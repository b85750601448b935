import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coaches, workshops } from '../../db/schema';
import { escapeLike, foldedSearchPattern, foldedText } from '../../db/conditions';

export type CoachValues = Pick<typeof coaches.$inferInsert, 'name' | 'lastName' | 'email'>;

export function createLookupsRepository(db: Database) {
  return {
    async listCoaches({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      // Found by any part of the full name or the email ('Carolina Fuentes' too), accents folded as the directory's.
      const pattern = search === null ? undefined : foldedSearchPattern(search);
      const where =
        pattern === undefined
          ? undefined
          : sql`${foldedText(sql`${coaches.name} || ' ' || ${coaches.lastName} || ' ' || ${coaches.email}`)} like ${pattern}`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(coaches)
          .where(where)
          .orderBy(asc(coaches.name), asc(coaches.lastName), asc(coaches.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(coaches).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    findCoach(id: string) {
      return db.query.coaches.findFirst({ where: eq(coaches.id, id) });
    },
    findCoachByEmail(email: string, exceptId?: string) {
      return db.query.coaches.findFirst({
        where: exceptId ? and(eq(coaches.email, email), ne(coaches.id, exceptId)) : eq(coaches.email, email),
      });
    },
    async insertCoach(values: CoachValues) {
      const [row] = await db.insert(coaches).values(values).returning();
      return row!;
    },
    async updateCoach(id: string, values: CoachValues) {
      const [row] = await db.update(coaches).set(values).where(eq(coaches.id, id)).returning();
      return row;
    },
    async deleteCoach(id: string) {
      const deleted = await db.delete(coaches).where(eq(coaches.id, id)).returning({ id: coaches.id });
      return deleted.length > 0;
    },
    /** Workshops are a short reference list: all of them, by name. */
    listWorkshops() {
      return db.select().from(workshops).orderBy(asc(workshops.name));
    },
    findWorkshop(id: string) {
      return db.query.workshops.findFirst({ where: eq(workshops.id, id) });
    },
    findWorkshopByName(name: string) {
      return db.query.workshops.findFirst({
        where: ilike(workshops.name, escapeLike(name)),
      });
    },
    async insertWorkshop(name: string) {
      const [row] = await db.insert(workshops).values({ name }).returning();
      return row!;
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
