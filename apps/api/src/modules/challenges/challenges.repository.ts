import type { ChallengeInput } from '@enlaza/contract';
import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { challenges } from '../../db/schema';
import { containsPattern } from '../../db/conditions';

/**
 * Whether a process uses the challenge (it is then kept: the process's groups receive its messages). Written with
 * qualified names: in a one-table select the query builder leaves columns unqualified, and "id" would be the process's.
 */
const inUse = sql<boolean>`exists (select 1 from processes p where p.challenge_id = "challenges"."id")`;
const columns = {
  id: challenges.id,
  title: challenges.title,
  messages: challenges.messages,
  createdAt: challenges.createdAt,
  updatedAt: challenges.updatedAt,
  inUse,
};

export function createChallengesRepository(db: Database) {
  return {
    /** Newest first; `limit` null lists every match. */
    async page({ offset, limit, search }: { offset: number; limit: number | null; search?: string }) {
      const where = search ? ilike(challenges.title, containsPattern(search)) : undefined;
      const query = db
        .select(columns)
        .from(challenges)
        .where(where)
        .orderBy(desc(challenges.createdAt), desc(challenges.id));
      const [rows, [total]] = await Promise.all([
        limit === null ? query : query.offset(offset).limit(limit),
        db.select({ n: count() }).from(challenges).where(where),
      ]);
      return { rows, total: total!.n };
    },

    async find(id: string) {
      const [row] = await db.select(columns).from(challenges).where(eq(challenges.id, id));
      return row;
    },

    async create(input: ChallengeInput) {
      const [row] = await db.insert(challenges).values(input).returning({ id: challenges.id });
      return row!.id;
    },

    async update(id: string, input: ChallengeInput) {
      const rows = await db
        .update(challenges)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(challenges.id, id))
        .returning({ id: challenges.id });
      return rows.length > 0;
    },

    /**
     * Deletes the challenge unless a process uses it, in one statement (a process assigned meanwhile is seen: the
     * foreign key refuses too). 'missing' | 'inUse' | 'deleted'.
     */
    async remove(id: string): Promise<'missing' | 'inUse' | 'deleted'> {
      const deleted = await db
        .delete(challenges)
        .where(sql`${challenges.id} = ${id} and not ${inUse}`)
        .returning({ id: challenges.id });
      if (deleted.length > 0) return 'deleted';
      return (await this.find(id)) ? 'inUse' : 'missing';
    },
  };
}
export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
export type ChallengeRow = NonNullable<Awaited<ReturnType<ChallengesRepository['find']>>>;
