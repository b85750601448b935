import { count, desc, ilike } from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema';

export type BankQuestionRow = typeof questions.$inferSelect;
export type BankQuestionValues = Omit<typeof questions.$inferInsert, 'id' | 'createdAt'>;

export function createQuestionsRepository(db: Database) {
  return {
    /** One page of bank questions, newest first; `search` null lists them all. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      const where = search === null ? undefined : ilike(questions.question, containsPattern(search));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(questions)
          .where(where)
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(questions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async insert(values: BankQuestionValues) {
      const [row] = await db.insert(questions).values(values).returning();
      return row!;
    },
  };
}
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
