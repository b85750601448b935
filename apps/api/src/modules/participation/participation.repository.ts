import type { ParticipantRole, ProcessStatus, SessionStatus } from '@enlaza/contract';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  businessPositions,
  clients,
  eventAttendances,
  liveContents,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processes,
  processEvents,
  processParticipants,
  questionaryInvitations,
  users,
} from '../../db/schema';
import { activeParticipant } from '../../db/conditions';

export type PairRow = typeof pairs.$inferSelect;
export type PairSessionRow = typeof pairSessions.$inferSelect;

/** What a session write re-checks under the locks of the process row and the pair's session rows. */
export interface LockedSessions {
  processStatus: ProcessStatus | undefined;
  sessions: PairSessionRow[];
}

const processColumns = {
  id: processes.id,
  name: processes.name,
  status: processes.status,
  serviceTypes: processes.serviceTypes,
  estimatedStartDate: processes.estimatedStartDate,
  estimatedEndDate: processes.estimatedEndDate,
  startDate: processes.startDate,
  endDate: processes.endDate,
  sessionsDateRanges: processes.sessionsDateRanges,
  ungrouped: processes.ungrouped,
  emprendeType: processes.emprendeType,
  isMentorup: processes.isMentorup,
  mentorshipId: processes.mentorshipId,
  mentorshipName: mentorships.name,
  clientName: clients.name,
};
export type ProcessInfo = Awaited<ReturnType<ReturnType<typeof createParticipationRepository>['findProcess']>>;

export function createParticipationRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    async findProcess(id: string) {
      const [row] = await db
        .select(processColumns)
        .from(processes)
        .innerJoin(clients, eq(clients.id, processes.clientId))
        .leftJoin(mentorships, eq(mentorships.id, processes.mentorshipId))
        .where(eq(processes.id, id));
      return row;
    },

    /** Processes in progress or finalized where the user is a confirmed, non-removed participant in that role. */
    memberProcesses(userId: string, role: ParticipantRole) {
      return db
        .select(processColumns)
        .from(processParticipants)
        .innerJoin(processes, eq(processes.id, processParticipants.processId))
        .innerJoin(clients, eq(clients.id, processes.clientId))
        .leftJoin(mentorships, eq(mentorships.id, processes.mentorshipId))
        .where(
          and(
            eq(processParticipants.userId, userId),
            eq(processParticipants.role, role),
            activeParticipant(),
            inArray(processes.status, ['IN_PROGRESS', 'FINALIZED']),
          ),
        );
    },

    /** The user's active pairs in these processes, in the given role. */
    pairsOf(userId: string, role: ParticipantRole, processIds: string[]) {
      if (processIds.length === 0) return Promise.resolve([] as PairRow[]);
      const side = role === 'MENTOR' ? pairs.mentorId : pairs.studentId;
      return db
        .select()
        .from(pairs)
        .where(and(eq(side, userId), inArray(pairs.processId, processIds), eq(pairs.disabled, false)));
    },

    async findPair(id: string): Promise<PairRow | undefined> {
      const [row] = await db.select().from(pairs).where(eq(pairs.id, id));
      return row;
    },

    sessionsOf(pairIds: string[], tx: Database = db): Promise<PairSessionRow[]> {
      if (pairIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(pairSessions)
        .where(inArray(pairSessions.pairId, pairIds))
        .orderBy(asc(pairSessions.pairId), asc(pairSessions.sessionNumber));
    },

    /** The state of session guides by their invitation: its status and the live content of its shared answers. */
    guidesOf(invitationIds: string[]) {
      if (invitationIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          invitationId: questionaryInvitations.id,
          status: questionaryInvitations.status,
          liveContentId: liveContents.id,
        })
        .from(questionaryInvitations)
        .leftJoin(
          liveContents,
          and(eq(liveContents.entityType, 'GUIDE_ANSWERS'), eq(liveContents.entityId, questionaryInvitations.id)),
        )
        .where(inArray(questionaryInvitations.id, invitationIds));
    },

    guideSessionTitles(mentorshipId: string) {
      return db
        .select({ number: mentorshipSessions.number, title: mentorshipSessions.title })
        .from(mentorshipSessions)
        .where(eq(mentorshipSessions.mentorshipId, mentorshipId));
    },

    people(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          photoKey: users.photoKey,
          biography: users.biography,
          company: users.company,
          position: businessPositions.name,
        })
        .from(users)
        .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
        .where(inArray(users.id, ids));
    },

    eventsOf(processId: string) {
      return db
        .select({
          id: processEvents.id,
          name: processEvents.name,
          roles: processEvents.roles,
          eventDate: processEvents.eventDate,
        })
        .from(processEvents)
        .where(eq(processEvents.processId, processId))
        .orderBy(asc(processEvents.eventDate));
    },

    async attendedEventIds(userId: string, eventIds: string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ eventId: eventAttendances.eventId })
        .from(eventAttendances)
        .where(and(eq(eventAttendances.userId, userId), inArray(eventAttendances.eventId, eventIds)));
      return new Set(rows.map((r) => r.eventId));
    },

    /** Future events of these processes, soonest first. */
    upcomingEvents(processIds: string[], from: Date) {
      if (processIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: processEvents.id,
          name: processEvents.name,
          roles: processEvents.roles,
          eventDate: processEvents.eventDate,
          processId: processEvents.processId,
        })
        .from(processEvents)
        .where(and(inArray(processEvents.processId, processIds), gte(processEvents.eventDate, from)))
        .orderBy(asc(processEvents.eventDate))
        .limit(50);
    },

    /** The user's MDI invitations still to answer, with their process. */
    pendingMdis(userId: string) {
      return db
        .select({
          invitationId: questionaryInvitations.id,
          processId: processes.id,
          processName: processes.name,
          processStartDate: processes.startDate,
          emprendeType: processes.emprendeType,
          entitySubType: questionaryInvitations.entitySubType,
        })
        .from(questionaryInvitations)
        .innerJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .where(
          and(
            eq(questionaryInvitations.userId, userId),
            eq(questionaryInvitations.status, 'SENT'),
            eq(questionaryInvitations.entityType, 'MDI'),
          ),
        )
        .orderBy(asc(questionaryInvitations.createdAt));
    },

    /** Every active pair of the user, in either role, in processes in progress. */
    inProgressPairsOf(userId: string) {
      return db
        .select({ pair: pairs, processName: processes.name })
        .from(pairs)
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .where(
          and(
            or(eq(pairs.mentorId, userId), eq(pairs.studentId, userId)),
            eq(pairs.disabled, false),
            eq(processes.status, 'IN_PROGRESS'),
          ),
        );
    },

    /**
     * Locks the process row, then the pair's session rows, for the rest of `tx`, and answers what `guard` makes of
     * what it found: the state `guard` passes holds until the session's write commits.
     */
    async lockSessions<T>(
      processId: string,
      pairId: string,
      guard: (state: LockedSessions) => T,
      tx: Database = db,
    ): Promise<T> {
      const [process] = await tx
        .select({ status: processes.status })
        .from(processes)
        .where(eq(processes.id, processId))
        .for('update');
      const sessions = await tx
        .select()
        .from(pairSessions)
        .where(eq(pairSessions.pairId, pairId))
        .orderBy(asc(pairSessions.sessionNumber))
        .for('update');
      return guard({ processStatus: process?.status, sessions });
    },

    async setSchedule(pairId: string, sessionNumber: number, scheduleDate: Date, tx: Database = db) {
      const [row] = await tx
        .update(pairSessions)
        .set({
          status: 'PENDING_AND_SCHEDULED',
          scheduleDate,
          // A new date of a session that had one: its invitation is a newer version of the same calendar entry.
          calendarSequence: sql`case when ${pairSessions.scheduleDate} is null then ${pairSessions.calendarSequence} else ${pairSessions.calendarSequence} + 1 end`,
          updatedAt: new Date(),
        })
        .where(and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, sessionNumber)))
        .returning();
      return row;
    },

    /** Sets a session's status (only from `from`, when given); undefined when no session changed. */
    async setStatus(
      pairId: string,
      sessionNumber: number,
      status: SessionStatus,
      completedAt: Date | null,
      from: SessionStatus | undefined,
      tx: Database = db,
    ) {
      const [row] = await tx
        .update(pairSessions)
        .set({ status, completedAt, updatedAt: new Date() })
        .where(
          and(
            eq(pairSessions.pairId, pairId),
            eq(pairSessions.sessionNumber, sessionNumber),
            from ? eq(pairSessions.status, from) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The member's session feedback invitations of a pair, by session number. */
    async feedbackInvitations(pairId: string, role: ParticipantRole) {
      const rows = await db
        .select({
          invitationId: questionaryInvitations.id,
          sessionNumber: questionaryInvitations.entitySubType,
          status: questionaryInvitations.status,
        })
        .from(questionaryInvitations)
        .where(
          and(
            eq(questionaryInvitations.pairId, pairId),
            eq(questionaryInvitations.userRole, role),
            eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'),
          ),
        )
        .orderBy(asc(questionaryInvitations.createdAt));
      return rows.map((r) => ({ ...r, sessionNumber: Number(r.sessionNumber) }));
    },

    /** The user's session feedbacks still to answer, with their process and pair. */
    pendingFeedbacks(userId: string) {
      return db
        .select({
          invitationId: questionaryInvitations.id,
          processId: processes.id,
          processName: processes.name,
          pairId: pairs.id,
          sessionNumber: questionaryInvitations.entitySubType,
        })
        .from(questionaryInvitations)
        .innerJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .innerJoin(pairs, eq(pairs.id, questionaryInvitations.pairId))
        .where(
          and(
            eq(questionaryInvitations.userId, userId),
            eq(questionaryInvitations.status, 'SENT'),
            eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'),
          ),
        )
        .orderBy(asc(questionaryInvitations.createdAt));
    },

    async findParticipant(processId: string, userId: string) {
      const [row] = await db
        .select()
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
      return row;
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
  };
}
export type ParticipationRepository = ReturnType<typeof createParticipationRepository>;
