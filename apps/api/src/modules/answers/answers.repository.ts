import type { AnswerItem, QuestionType } from '@enlaza/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  advices,
  mdiMeasurements,
  pairs,
  processes,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
} from '../../db/schema';

export type InvitationRow = NonNullable<Awaited<ReturnType<AnswersRepository['findInvitation']>>>;

/** How an answer's value is stored, by the type of its question. */
const valueTypeOf: Record<QuestionType, string> = {
  TEXT: 'TEXT',
  SESSION_OBJECTIVE: 'TEXT',
  OPTIONS: 'OPTION',
  MULTIPLE_CHOICE: 'OPTIONS',
  RATE: 'NUMBER',
  NUMERIC: 'NUMBER',
  'LIKERT-LIKE-GROUP': 'LIKERT',
  TASK: 'TEXT',
  MARKDOWN: 'TEXT',
};

export function createAnswersRepository(db: Database) {
  async function writeAnswers(
    responseId: string,
    items: readonly AnswerItem[],
    typeOf: (questionId: string) => QuestionType | undefined,
    tx: Database,
  ) {
    await tx.delete(questionaryAnswers).where(eq(questionaryAnswers.responseId, responseId));
    const rows = items
      .filter((item) => item.value !== null)
      .map((item) => ({
        responseId,
        questionId: item.questionId,
        valueType: valueTypeOf[typeOf(item.questionId) ?? 'TEXT'],
        value: item.value as unknown,
        otherText: item.otherAnswer ?? null,
      }));
    if (rows.length) await tx.insert(questionaryAnswers).values(rows);
  }

  async function invitationRow(id: string, lock: boolean, tx: Database) {
    const query = tx
      .select({
        invitation: questionaryInvitations,
        processName: processes.name,
        isMentorup: processes.isMentorup,
        startDate: processes.startDate,
        estimatedStartDate: processes.estimatedStartDate,
        emprendeType: processes.emprendeType,
        // A session guide is answered by both people of its pair.
        pairMentorId: pairs.mentorId,
        pairStudentId: pairs.studentId,
      })
      .from(questionaryInvitations)
      .leftJoin(processes, eq(processes.id, questionaryInvitations.processId))
      .leftJoin(pairs, eq(pairs.id, questionaryInvitations.pairId))
      .where(eq(questionaryInvitations.id, id));
    // Only the invitation's row is locked (the joined rows may be missing, and nothing here changes them).
    const [row] = lock ? await query.for('update', { of: questionaryInvitations }) : await query;
    return row;
  }
  type FoundInvitation = NonNullable<Awaited<ReturnType<typeof invitationRow>>>;

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    /** The invitation with what the answering page needs of its process. */
    findInvitation: (id: string) => invitationRow(id, false, db),

    /**
     * The invitation, its row locked for the rest of `tx`, once `guard` has passed it: the status it checks holds
     * until the write commits (sending the answers waits for the row).
     */
    async lockInvitation(
      id: string,
      guard: (row: FoundInvitation | undefined) => void,
      tx: Database = db,
    ): Promise<FoundInvitation> {
      const row = await invitationRow(id, true, tx);
      guard(row);
      return row!;
    },

    async findQuestionary(id: string) {
      const [row] = await db
        .select({ name: questionaries.name, overview: questionaries.overview, structure: questionaries.structure })
        .from(questionaries)
        .where(eq(questionaries.id, id));
      return row;
    },

    /** A measurement's name and its bank questions for one role, in the measurement's order. */
    async measurementQuestions(measurementId: string, role: string) {
      const [measurement] = await db.select().from(mdiMeasurements).where(eq(mdiMeasurements.id, measurementId));
      if (!measurement) return undefined;
      const ids = role === 'MENTOR' ? measurement.mentorQuestionIds : measurement.studentQuestionIds;
      const rows = ids.length ? await db.select().from(questions).where(inArray(questions.id, ids)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        name: measurement.name,
        questions: ids.flatMap((id) => {
          const row = byId.get(id);
          return row
            ? [
                {
                  questionId: row.id,
                  question: row.question,
                  type: row.type as 'TEXT' | 'ALTERNATIVE' | 'ALTERNATIVE_MULTIPLE' | 'RATE',
                  alternatives: row.alternatives,
                  other: row.other,
                  alternativesMultiple: row.alternativesMultiple,
                  rate: row.rate ?? null,
                },
              ]
            : [];
        }),
      };
    },

    /**
     * The pair's main objective (the mentee's chosen advice): the advice, null when the pair has none, or undefined
     * when there is no such pair.
     */
    async pairObjective(pairId: string) {
      const [row] = await db
        .select({ adviceId: advices.id, adviceName: advices.name })
        .from(pairs)
        .leftJoin(advices, eq(advices.id, pairs.objectiveId))
        .where(eq(pairs.id, pairId));
      if (!row) return undefined;
      return row.adviceId && row.adviceName !== null ? { adviceId: row.adviceId, adviceName: row.adviceName } : null;
    },

    /** The one response of a personal invitation (saved while answering, or final), if any. */
    async personalResponse(invitationId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(questionaryResponses)
        .where(eq(questionaryResponses.invitationId, invitationId))
        .orderBy(asc(questionaryResponses.createdAt))
        .limit(1);
      return row;
    },

    async answersOf(responseIds: readonly string[]): Promise<(AnswerItem & { responseId: string })[]> {
      if (!responseIds.length) return [];
      const rows = await db
        .select({
          responseId: questionaryAnswers.responseId,
          questionId: questionaryAnswers.questionId,
          // Read as text and parsed here: the query builder would read back a stored string that looks like a
          // number ('1', an option id) as that number.
          value: sql<string>`${questionaryAnswers.value}::text`,
          otherText: questionaryAnswers.otherText,
        })
        .from(questionaryAnswers)
        .where(inArray(questionaryAnswers.responseId, [...responseIds]));
      return rows.map((row) => ({
        responseId: row.responseId,
        questionId: row.questionId,
        value: JSON.parse(row.value) as AnswerItem['value'],
        ...(row.otherText !== null ? { otherAnswer: row.otherText } : {}),
      }));
    },

    /** Saves a personal invitation's answers (creating its response); `submit` stamps them as sent. */
    async savePersonal(
      input: {
        invitationId: string;
        userId: string | null;
        items: readonly AnswerItem[];
        typeOf: (questionId: string) => QuestionType | undefined;
        submit: boolean;
      },
      tx: Database = db,
    ) {
      const now = new Date();
      let response = await this.personalResponse(input.invitationId, tx);
      if (!response) {
        [response] = await tx
          .insert(questionaryResponses)
          .values({ invitationId: input.invitationId, userId: input.userId })
          .returning();
      }
      await tx
        .update(questionaryResponses)
        .set({ updatedAt: now, ...(input.submit ? { submittedAt: now } : {}) })
        .where(eq(questionaryResponses.id, response!.id));
      await writeAnswers(response!.id, input.items, input.typeOf, tx);
    },

    /** One more respondent's answers to an open invitation. */
    async addOpenResponse(
      input: {
        invitationId: string;
        userId: string | null;
        items: readonly AnswerItem[];
        typeOf: (questionId: string) => QuestionType | undefined;
      },
      tx: Database = db,
    ) {
      const [response] = await tx
        .insert(questionaryResponses)
        .values({ invitationId: input.invitationId, userId: input.userId, submittedAt: new Date() })
        .returning();
      await writeAnswers(response!.id, input.items, input.typeOf, tx);
    },

    /** SENT → COMPLETED; false when it was not SENT any more (answered meanwhile). */
    async complete(invitationId: string, tx: Database = db): Promise<boolean> {
      const now = new Date();
      const rows = await tx
        .update(questionaryInvitations)
        .set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
        .where(and(eq(questionaryInvitations.id, invitationId), eq(questionaryInvitations.status, 'SENT')))
        .returning({ id: questionaryInvitations.id });
      return rows.length > 0;
    },

    /** How many people answered an open invitation. */
    async submittedCount(invitationId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(questionaryResponses)
        .where(and(eq(questionaryResponses.invitationId, invitationId), isNotNull(questionaryResponses.submittedAt)));
      return row?.n ?? 0;
    },

    /** The person's invitations of a kind in a process (their measurements, their session feedbacks). */
    async invitationsOfUser(userId: string, processId: string, entityType: string) {
      return db
        .select()
        .from(questionaryInvitations)
        .where(
          and(
            eq(questionaryInvitations.userId, userId),
            eq(questionaryInvitations.processId, processId),
            eq(questionaryInvitations.entityType, entityType),
          ),
        )
        .orderBy(asc(questionaryInvitations.createdAt));
    },

    /** The invitation a legacy measurement link names: the person's invitation of that measurement in the process. */
    async findMeasurementInvitation(processId: string, measurementId: string, userId: string, role: string) {
      const [row] = await db
        .select({ id: questionaryInvitations.id })
        .from(questionaryInvitations)
        .where(
          and(
            eq(questionaryInvitations.processId, processId),
            eq(questionaryInvitations.mdiMeasurementId, measurementId),
            eq(questionaryInvitations.userId, userId),
            eq(questionaryInvitations.userRole, role as 'MENTOR'),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** Submitted answers of invitations matching `where`, with the invitation each belongs to. */
    async submittedAnswers(filter: {
      invitationId?: string;
      processId?: string;
      pairId?: string;
      userId?: string;
      entityType?: string;
    }) {
      const conditions = [isNotNull(questionaryResponses.submittedAt)];
      if (filter.invitationId) conditions.push(eq(questionaryInvitations.id, filter.invitationId));
      if (filter.processId) conditions.push(eq(questionaryInvitations.processId, filter.processId));
      if (filter.pairId) conditions.push(eq(questionaryInvitations.pairId, filter.pairId));
      if (filter.userId) conditions.push(eq(questionaryInvitations.userId, filter.userId));
      if (filter.entityType) conditions.push(eq(questionaryInvitations.entityType, filter.entityType));
      const responses = await db
        .select({ response: questionaryResponses, invitation: questionaryInvitations })
        .from(questionaryResponses)
        .innerJoin(questionaryInvitations, eq(questionaryInvitations.id, questionaryResponses.invitationId))
        .where(and(...conditions))
        .orderBy(asc(questionaryResponses.submittedAt));
      const answers = await this.answersOf(responses.map((r) => r.response.id));
      return responses.map(({ response, invitation }) => ({
        response,
        invitation,
        answers: answers.filter((a) => a.responseId === response.id).map(({ responseId: _, ...item }) => item),
      }));
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
