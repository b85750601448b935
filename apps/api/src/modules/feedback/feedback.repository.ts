import type { ParticipantRole } from '@enlaza/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessionsPerPair } from '../processes';
import {
  dynamicMentorships,
  pairs,
  pairSessions,
  processes,
  questionaries,
  questionaryBundleItems,
  questionaryInvitations,
  users,
} from '../../db/schema';

export const SESSION_FEEDBACK = 'SESSION_FEEDBACK';

export type FeedbackInvitationRow = typeof questionaryInvitations.$inferSelect;

/** The session feedback invitations to create when a session is marked done. */
export interface NewFeedbackInvitation {
  processId: string;
  pairId: string;
  userId: string;
  userRole: ParticipantRole;
  sessionNumber: number;
  questionaryId: string;
}

/** The feedback invitations of one session of a pair. */
const ofSession = (pairId: string, sessionNumber: number) =>
  and(
    eq(questionaryInvitations.pairId, pairId),
    eq(questionaryInvitations.entityType, SESSION_FEEDBACK),
    eq(questionaryInvitations.entitySubType, String(sessionNumber)),
  );

export function createFeedbackRepository(db: Database) {
  return {
    async findProcess(id: string) {
      const [row] = await db
        .select({
          id: processes.id,
          name: processes.name,
          isMentorup: processes.isMentorup,
          mentorshipId: processes.mentorshipId,
          sessionsFeedbackBundleId: processes.sessionsFeedbackBundleId,
          dynamicSessions: dynamicMentorships.sessions,
        })
        .from(processes)
        .leftJoin(dynamicMentorships, eq(dynamicMentorships.id, processes.dynamicMentorshipId))
        .where(eq(processes.id, id));
      return row;
    },

    /** How many sessions each pair of the process holds (its guide's). */
    sessionsPerPair: (process: { mentorshipId: string | null; dynamicSessions: number | null }) =>
      sessionsPerPair(db, process),

    /** A pair with what mailing its members needs of its process. */
    async pairWithProcess(pairId: string, tx: Database = db) {
      const [row] = await tx
        .select({
          pair: pairs,
          processName: processes.name,
          isMentorup: processes.isMentorup,
          bundleId: processes.sessionsFeedbackBundleId,
        })
        .from(pairs)
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .where(eq(pairs.id, pairId));
      return row;
    },

    /** A session-feedback bundle's questionary per session number and role. */
    bundleItems(bundleId: string, tx: Database = db) {
      return tx
        .select({
          questionaryId: questionaryBundleItems.questionaryId,
          userRole: questionaryBundleItems.userRole,
          entitySubType: questionaryBundleItems.entitySubType,
        })
        .from(questionaryBundleItems)
        .where(eq(questionaryBundleItems.bundleId, bundleId))
        .orderBy(asc(questionaryBundleItems.position));
    },

    /** The roles that already have a feedback invitation for this pair's session. */
    async invitedRoles(pairId: string, sessionNumber: number, tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .select({ userRole: questionaryInvitations.userRole })
        .from(questionaryInvitations)
        .where(ofSession(pairId, sessionNumber));
      return new Set(rows.map((r) => r.userRole));
    },

    /**
     * A held session (REALIZED, 'Sin feedback') becomes COMPLETED ('Realizada') once none of its feedback invitations
     * waits for an answer. The session's row is locked first, so of two members answering at once, the second to take
     * the lock reads the first's answer and closes it.
     */
    async closeEvaluatedSession(pairId: string, sessionNumber: number, tx: Database): Promise<boolean> {
      const session = and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, sessionNumber));
      const [held] = await tx.select({ status: pairSessions.status }).from(pairSessions).where(session).for('update');
      if (held?.status !== 'REALIZED') return false;
      const [waiting] = await tx
        .select({ id: questionaryInvitations.id })
        .from(questionaryInvitations)
        .where(and(ofSession(pairId, sessionNumber), ne(questionaryInvitations.status, 'COMPLETED')))
        .limit(1);
      if (waiting) return false;
      await tx.update(pairSessions).set({ status: 'COMPLETED', updatedAt: new Date() }).where(session);
      return true;
    },

    async insertInvitations(rows: readonly NewFeedbackInvitation[], tx: Database = db) {
      if (rows.length === 0) return [];
      return tx
        .insert(questionaryInvitations)
        .values(
          rows.map((r) => ({
            processId: r.processId,
            pairId: r.pairId,
            userId: r.userId,
            userRole: r.userRole,
            entityType: SESSION_FEEDBACK,
            entitySubType: String(r.sessionNumber),
            questionaryId: r.questionaryId,
            status: 'SENT' as const,
          })),
        )
        .returning();
    },

    people(ids: readonly string[], tx: Database = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Every session feedback invitation of a process, answered or not. */
    invitationsOfProcess(processId: string) {
      return db
        .select()
        .from(questionaryInvitations)
        .where(
          and(eq(questionaryInvitations.processId, processId), eq(questionaryInvitations.entityType, SESSION_FEEDBACK)),
        );
    },

    async questionaries(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: questionaries.id, name: questionaries.name, structure: questionaries.structure })
        .from(questionaries)
        .where(inArray(questionaries.id, [...ids]));
    },

    async processNames(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: processes.id, name: processes.name })
        .from(processes)
        .where(inArray(processes.id, [...ids]));
    },

    /** The pairs of a process with their two people's names and emails. */
    async pairsOfProcess(processId: string) {
      return db.select().from(pairs).where(eq(pairs.processId, processId));
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return !!row;
    },

    async pairExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: pairs.id }).from(pairs).where(eq(pairs.id, id));
      return !!row;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
