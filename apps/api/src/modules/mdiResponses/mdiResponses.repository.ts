import type { AnswerItem, MdiSubType } from '@enlaza/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { activeParticipant, containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import {
  clients,
  mdiMeasurements,
  mdis,
  processes,
  processMeasurementSends,
  processParticipants,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
  users,
} from '../../db/schema';

const person = {
  userId: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  cellphone: users.cellphone,
  mentorshipInfo: users.mentorshipInfo,
};

const isMdiInvitation = (processId: string, subType: MdiSubType) =>
  and(
    eq(questionaryInvitations.processId, processId),
    eq(questionaryInvitations.entityType, 'MDI'),
    eq(questionaryInvitations.entitySubType, subType),
  );

export function createMdiResponsesRepository(db: Database) {
  return {
    /** One page of the processes that have an MDI, in name order, with their client and MDI. */
    async processesWithMdi(filter: { clientId?: string; search: string | null; offset: number; limit: number }) {
      const conditions: SQL[] = [isNotNull(processes.mdiId)];
      if (filter.clientId) conditions.push(eq(processes.clientId, filter.clientId));
      if (filter.search !== null) conditions.push(ilike(processes.name, containsPattern(filter.search)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            processId: processes.id,
            name: processes.name,
            status: processes.status,
            clientId: clients.id,
            clientName: clients.name,
            mdiId: mdis.id,
            mdiName: mdis.name,
          })
          .from(processes)
          .innerJoin(clients, eq(clients.id, processes.clientId))
          .innerJoin(mdis, eq(mdis.id, processes.mdiId))
          .where(where)
          .orderBy(asc(sql`lower(${processes.name})`), asc(processes.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ value: count() }).from(processes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findProcess(id: string) {
      const [row] = await db
        .select({ id: processes.id, name: processes.name, mdiId: processes.mdiId })
        .from(processes)
        .where(eq(processes.id, id));
      return row;
    },

    /** The measurements of these MDIs, in each MDI's order. */
    measurementsOf(mdiIds: string[]) {
      if (!mdiIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(mdiMeasurements)
        .where(inArray(mdiMeasurements.mdiId, mdiIds))
        .orderBy(asc(mdiMeasurements.mdiId), asc(mdiMeasurements.position));
    },

    sendsOf(processIds: string[]) {
      if (!processIds.length) return Promise.resolve([]);
      return db
        .select({
          processId: processMeasurementSends.processId,
          subType: processMeasurementSends.subType,
          firstSentAt: processMeasurementSends.firstSentAt,
        })
        .from(processMeasurementSends)
        .where(inArray(processMeasurementSends.processId, processIds));
    },

    /** MDI invitations of these processes per process and sub-type: how many, and how many answered. */
    invitationCounts(processIds: string[]) {
      if (!processIds.length) return Promise.resolve([]);
      return db
        .select({
          processId: questionaryInvitations.processId,
          subType: questionaryInvitations.entitySubType,
          total: count(),
          completed: sql<number>`count(*) filter (where ${questionaryInvitations.status} = 'COMPLETED')`.mapWith(
            Number,
          ),
        })
        .from(questionaryInvitations)
        .where(and(inArray(questionaryInvitations.processId, processIds), eq(questionaryInvitations.entityType, 'MDI')))
        .groupBy(questionaryInvitations.processId, questionaryInvitations.entitySubType);
    },

    /** This measurement's invitations of the process, with the person each went to. */
    invitationsOf(processId: string, subType: MdiSubType) {
      return db
        .select({
          invitationId: questionaryInvitations.id,
          role: questionaryInvitations.userRole,
          status: questionaryInvitations.status,
          completedAt: questionaryInvitations.completedAt,
          ...person,
        })
        .from(questionaryInvitations)
        .innerJoin(users, eq(users.id, questionaryInvitations.userId))
        .where(isMdiInvitation(processId, subType))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },

    /** Confirmed, not removed participants: the ones a measurement goes to. */
    activeParticipants(processId: string) {
      return db
        .select({ role: processParticipants.role, ...person })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(and(eq(processParticipants.processId, processId), activeParticipant()))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },

    /** The answers sent for these invitations, by invitation (answers saved while answering are not sent yet). */
    async submittedAnswers(invitationIds: string[]): Promise<Map<string, AnswerItem[]>> {
      const byInvitation = new Map<string, AnswerItem[]>();
      if (!invitationIds.length) return byInvitation;
      const rows = await db
        .select({
          invitationId: questionaryResponses.invitationId,
          questionId: questionaryAnswers.questionId,
          // As text, parsed here: the jsonb column's own reading would parse a stored string again, turning an
          // option id '1' into the number 1.
          valueJson: sql<string>`${questionaryAnswers.value}::text`,
          otherText: questionaryAnswers.otherText,
        })
        .from(questionaryAnswers)
        .innerJoin(questionaryResponses, eq(questionaryResponses.id, questionaryAnswers.responseId))
        .where(
          and(inArray(questionaryResponses.invitationId, invitationIds), isNotNull(questionaryResponses.submittedAt)),
        );
      for (const row of rows) {
        const list = byInvitation.get(row.invitationId) ?? [];
        list.push({
          questionId: row.questionId,
          value: JSON.parse(row.valueJson) as AnswerItem['value'],
          ...(row.otherText !== null ? { otherAnswer: row.otherText } : {}),
        });
        byInvitation.set(row.invitationId, list);
      }
      return byInvitation;
    },

    questionsByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(questions).where(inArray(questions.id, ids));
    },
  };
}

export type MdiResponsesRepository = ReturnType<typeof createMdiResponsesRepository>;
