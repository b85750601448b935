import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dynamicMentorshipItems, mentorshipSessions, questionaries, questionaryBundleItems } from '../../db/schema';
import { containsPattern } from '../../db/conditions';

export type QuestionaryRow = typeof questionaries.$inferSelect;
export type QuestionaryValues = Pick<
  typeof questionaries.$inferInsert,
  'name' | 'overview' | 'type' | 'targetUserRole' | 'structure'
>;

export function createQuestionnairesRepository(db: Database) {
  return {
    /** One page of questionaries, newest first, without their structure. */
    async list(filter: { type?: string; role?: string; search: string | null; offset: number; limit: number }) {
      const where = and(
        filter.type ? eq(questionaries.type, filter.type) : undefined,
        filter.role ? eq(questionaries.targetUserRole, filter.role) : undefined,
        filter.search === null ? undefined : ilike(questionaries.name, containsPattern(filter.search)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: questionaries.id,
            name: questionaries.name,
            overview: questionaries.overview,
            type: questionaries.type,
            targetUserRole: questionaries.targetUserRole,
            createdAt: questionaries.createdAt,
            updatedAt: questionaries.updatedAt,
          })
          .from(questionaries)
          .where(where)
          .orderBy(desc(questionaries.createdAt), desc(questionaries.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ value: count() }).from(questionaries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    findById(id: string) {
      return db.query.questionaries.findFirst({ where: eq(questionaries.id, id) });
    },
    findByName(name: string) {
      return db.query.questionaries.findFirst({ where: eq(questionaries.name, name) });
    },
    async insert(values: QuestionaryValues) {
      const [row] = await db.insert(questionaries).values(values).returning();
      return row!;
    },
    async update(id: string, values: QuestionaryValues) {
      const [row] = await db
        .update(questionaries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(questionaries.id, id))
        .returning();
      return row;
    },
    async delete(id: string) {
      const deleted = await db
        .delete(questionaries)
        .where(eq(questionaries.id, id))
        .returning({ id: questionaries.id });
      return deleted.length > 0;
    },
    /** How many bundle slots, guide-template slots and guide sessions point at the questionary. */
    async references(id: string) {
      const [[bundles], [templates], [sessions]] = await Promise.all([
        db.select({ value: count() }).from(questionaryBundleItems).where(eq(questionaryBundleItems.questionaryId, id)),
        db.select({ value: count() }).from(dynamicMentorshipItems).where(eq(dynamicMentorshipItems.questionaryId, id)),
        db.select({ value: count() }).from(mentorshipSessions).where(eq(mentorshipSessions.templateQuestionaryId, id)),
      ]);
      return { bundles: bundles?.value ?? 0, templates: templates?.value ?? 0, sessions: sessions?.value ?? 0 };
    },
  };
}
export type QuestionnairesRepository = ReturnType<typeof createQuestionnairesRepository>;
