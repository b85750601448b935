import type { AnswerItem, CreatePairTask, QuestionGroup } from '@enlaza/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  mentorshipSessions,
  pairs,
  pairSessions,
  pairTasks,
  processes,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  users,
} from '../../db/schema';

export type PairTaskRow = typeof pairTasks.$inferSelect;

/** The pair's tasks, and what its session guide's document and PDF read; queries only, no decisions. */
export function createPairTasksRepository(db: Database) {
  return {
    /** The pair with the state of its process (writes are refused on a disabled pair or a finalized process). */
    async pairState(pairId: string) {
      const [row] = await db
        .select({
          pairId: pairs.id,
          disabled: pairs.disabled,
          mentorId: pairs.mentorId,
          studentId: pairs.studentId,
          processId: processes.id,
          processName: processes.name,
          processStatus: processes.status,
          isMentorup: processes.isMentorup,
          mentorshipId: processes.mentorshipId,
        })
        .from(pairs)
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .where(eq(pairs.id, pairId));
      return row;
    },

    /** Oldest first: the order the pair wrote them in. */
    async list(pairId: string): Promise<PairTaskRow[]> {
      return db
        .select()
        .from(pairTasks)
        .where(eq(pairTasks.pairId, pairId))
        .orderBy(asc(pairTasks.createdAt), asc(pairTasks.id));
    },

    async find(pairId: string, taskId: string): Promise<PairTaskRow | undefined> {
      const [row] = await db
        .select()
        .from(pairTasks)
        .where(and(eq(pairTasks.pairId, pairId), eq(pairTasks.id, taskId)));
      return row;
    },

    async insert(pairId: string, task: CreatePairTask, createdById: string): Promise<PairTaskRow> {
      const [row] = await db
        .insert(pairTasks)
        .values({ pairId, ...task, createdById })
        .returning();
      return row!;
    },

    /**
     * Writes the changed fields. With a value above the stored maximum nothing is written and undefined is answered,
     * so a check made on a stale read never reaches the table's own constraint (a 500).
     */
    async update(
      pairId: string,
      taskId: string,
      changes: { name?: string; description?: string; dueDate?: string; value?: number },
    ): Promise<PairTaskRow | undefined> {
      const [row] = await db
        .update(pairTasks)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(pairTasks.pairId, pairId),
            eq(pairTasks.id, taskId),
            changes.value === undefined ? undefined : sql`${changes.value} <= ${pairTasks.maxValue}`,
          ),
        )
        .returning();
      return row;
    },

    async delete(pairId: string, taskId: string): Promise<boolean> {
      const rows = await db
        .delete(pairTasks)
        .where(and(eq(pairTasks.pairId, pairId), eq(pairTasks.id, taskId)))
        .returning({ id: pairTasks.id });
      return rows.length > 0;
    },

    /** A session of the process's guide (its title and each audience's document or link), by number. */
    async guideSession(mentorshipId: string, sessionNumber: number) {
      const [row] = await db
        .select()
        .from(mentorshipSessions)
        .where(and(eq(mentorshipSessions.mentorshipId, mentorshipId), eq(mentorshipSessions.number, sessionNumber)));
      return row;
    },

    /** Whether the pair has that session at all (sessions 1..n of its process's guide). */
    async pairSession(pairId: string, sessionNumber: number) {
      const [row] = await db
        .select({ templateInvitationId: pairSessions.templateInvitationId })
        .from(pairSessions)
        .where(and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, sessionNumber)));
      return row;
    },

    async peopleNames(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /**
     * The shared answers of a session's guide invitation: its questionary and the answers of its latest response
     * (one per invitation while the pair answers it together).
     */
    async guideAnswers(invitationId: string) {
      const [invitation] = await db
        .select({
          status: questionaryInvitations.status,
          questionaryName: questionaries.name,
          structure: questionaries.structure,
        })
        .from(questionaryInvitations)
        .leftJoin(questionaries, eq(questionaries.id, questionaryInvitations.questionaryId))
        .where(eq(questionaryInvitations.id, invitationId));
      if (!invitation) return undefined;
      const [response] = await db
        .select({ id: questionaryResponses.id })
        .from(questionaryResponses)
        .where(eq(questionaryResponses.invitationId, invitationId))
        .orderBy(desc(questionaryResponses.updatedAt))
        .limit(1);
      const answers: AnswerItem[] = response
        ? (
            await db
              .select({
                questionId: questionaryAnswers.questionId,
                // Read as text and parsed here, as the answers area does: a stored '1' stays a string.
                value: sql<string>`${questionaryAnswers.value}::text`,
                otherText: questionaryAnswers.otherText,
              })
              .from(questionaryAnswers)
              .where(eq(questionaryAnswers.responseId, response.id))
          ).map((row) => ({
            questionId: row.questionId,
            value: JSON.parse(row.value) as AnswerItem['value'],
            ...(row.otherText !== null ? { otherAnswer: row.otherText } : {}),
          }))
        : [];
      return {
        status: invitation.status,
        questionaryName: invitation.questionaryName ?? '',
        groups: (invitation.structure ?? []) as QuestionGroup[],
        answers,
      };
    },
  };
}
export type PairTasksRepository = ReturnType<typeof createPairTasksRepository>;
