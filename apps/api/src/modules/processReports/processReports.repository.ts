import type { SessionStatus } from '@enlaza/contract';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { sessionsPerPair } from '../processes';
import {
  businessPositions,
  campuses,
  clients,
  dynamicMentorships,
  eventAttendances,
  mdis,
  mentorships,
  pairs,
  pairSessions,
  processEvents,
  processes,
  processParticipants,
  questionaryBundles,
  questionaryInvitations,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/conditions';
import { pageOffset } from '../../db/pagination';

const owner = alias(users, 'owner');
const student = alias(users, 'student');
const mentor = alias(users, 'mentor');
const DONE_STATUSES: SessionStatus[] = ['REALIZED', 'COMPLETED'];

export interface PairPageFilter {
  search?: string;
  page: number;
  limit: number;
}

/** Read-only queries behind a process's tracking, workbooks and summary PDF. */
export function createProcessReportsRepository(db: Database) {
  const pairColumns = {
    pairId: pairs.id,
    affinity: pairs.affinity,
    disabled: pairs.disabled,
    studentId: student.id,
    studentName: student.name,
    studentLastName: student.lastName,
    mentorId: mentor.id,
    mentorName: mentor.name,
    mentorLastName: mentor.lastName,
    mentorEmail: mentor.email,
    mentorInfo: mentor.mentorshipInfo,
  };
  const pairsOf = () =>
    db
      .select(pairColumns)
      .from(pairs)
      .innerJoin(student, eq(student.id, pairs.studentId))
      .innerJoin(mentor, eq(mentor.id, pairs.mentorId));

  function pairFilter(processId: string, search?: string): SQL | undefined {
    if (!search) return eq(pairs.processId, processId);
    const term = containsPattern(search);
    return and(
      eq(pairs.processId, processId),
      or(
        ilike(sql`${student.name} || ' ' || ${student.lastName}`, term),
        ilike(sql`${mentor.name} || ' ' || ${mentor.lastName}`, term),
      ),
    );
  }

  return {
    /** The process with the names the reports print. */
    async findProcess(id: string) {
      const [row] = await db
        .select({
          process: processes,
          clientName: clients.name,
          ownerName: owner.name,
          ownerLastName: owner.lastName,
          mentorshipName: mentorships.name,
          dynamicMentorshipName: dynamicMentorships.name,
          dynamicSessions: dynamicMentorships.sessions,
          mdiName: mdis.name,
          bundleName: questionaryBundles.name,
        })
        .from(processes)
        .innerJoin(clients, eq(clients.id, processes.clientId))
        .leftJoin(owner, eq(owner.id, processes.ownerId))
        .leftJoin(mentorships, eq(mentorships.id, processes.mentorshipId))
        .leftJoin(dynamicMentorships, eq(dynamicMentorships.id, processes.dynamicMentorshipId))
        .leftJoin(mdis, eq(mdis.id, processes.mdiId))
        .leftJoin(questionaryBundles, eq(questionaryBundles.id, processes.sessionsFeedbackBundleId))
        .where(eq(processes.id, id));
      return row;
    },

    sessionsPerPair: (process: { mentorshipId: string | null; dynamicSessions: number | null }) =>
      sessionsPerPair(db, process),

    /** Active pairs, and their done sessions among the first `sessionsPerPair`. */
    async progressCounts(processId: string, sessionsPerPair: number) {
      const [active] = await db
        .select({ n: count() })
        .from(pairs)
        .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)));
      const [done] = await db
        .select({ n: count() })
        .from(pairSessions)
        .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
        .where(
          and(
            eq(pairs.processId, processId),
            eq(pairs.disabled, false),
            inArray(pairSessions.status, DONE_STATUSES),
            sql`${pairSessions.sessionNumber} <= ${sessionsPerPair}`,
          ),
        );
      return { activePairs: active?.n ?? 0, completedSessions: done?.n ?? 0 };
    },

    /** How many active pairs have done 0, 1, 2 … sessions. */
    async doneSessionsPerActivePair(processId: string, sessionsPerPair: number) {
      const done = db
        .select({ pairId: pairSessions.pairId, n: count().as('n') })
        .from(pairSessions)
        .where(
          and(inArray(pairSessions.status, DONE_STATUSES), sql`${pairSessions.sessionNumber} <= ${sessionsPerPair}`),
        )
        .groupBy(pairSessions.pairId)
        .as('done');
      return db
        .select({ reached: sql<number>`coalesce(${done.n}, 0)`.mapWith(Number), pairs: count() })
        .from(pairs)
        .leftJoin(done, eq(done.pairId, pairs.id))
        .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)))
        .groupBy(sql`coalesce(${done.n}, 0)`);
    },

    async pairPage(processId: string, filter: PairPageFilter) {
      const where = pairFilter(processId, filter.search);
      const rows = await pairsOf()
        .where(where)
        .orderBy(asc(pairs.disabled), asc(student.name), asc(student.lastName), asc(pairs.id))
        .limit(filter.limit)
        .offset(pageOffset(filter));
      const [total] = await db
        .select({ n: count() })
        .from(pairs)
        .innerJoin(student, eq(student.id, pairs.studentId))
        .innerJoin(mentor, eq(mentor.id, pairs.mentorId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every pair of the process (a process's pairs are bounded by its participants). */
    allPairs(processId: string) {
      return pairsOf()
        .where(eq(pairs.processId, processId))
        .orderBy(asc(pairs.disabled), asc(student.name), asc(student.lastName), asc(pairs.id));
    },

    /**
     * Every pair of the process with what the pairs workbook lists: both people's emails, the affinity and its
     * breakdown, and the done sessions among the first `sessionsPerPair`.
     */
    pairsForExport(processId: string, sessionsPerPair: number) {
      const sessionsDone = sql<number>`(select count(*)::int from ${pairSessions} where ${pairSessions.pairId} = ${pairs.id} and ${pairSessions.status} in ('REALIZED', 'COMPLETED') and ${pairSessions.sessionNumber} <= ${sessionsPerPair})`;
      return db
        .select({
          ...pairColumns,
          studentEmail: student.email,
          affinityBreakdown: pairs.affinityBreakdown,
          sessionsDone,
        })
        .from(pairs)
        .innerJoin(student, eq(student.id, pairs.studentId))
        .innerJoin(mentor, eq(mentor.id, pairs.mentorId))
        .where(eq(pairs.processId, processId))
        .orderBy(asc(pairs.disabled), asc(student.name), asc(student.lastName), asc(pairs.id));
    },

    async sessionsOf(pairIds: string[]) {
      if (pairIds.length === 0) return [];
      return db
        .select({
          pairId: pairSessions.pairId,
          sessionNumber: pairSessions.sessionNumber,
          status: pairSessions.status,
          scheduleDate: pairSessions.scheduleDate,
          completedAt: pairSessions.completedAt,
          guideStatus: questionaryInvitations.status,
        })
        .from(pairSessions)
        .leftJoin(questionaryInvitations, eq(questionaryInvitations.id, pairSessions.templateInvitationId))
        .where(inArray(pairSessions.pairId, pairIds))
        .orderBy(asc(pairSessions.pairId), asc(pairSessions.sessionNumber));
    },

    /** Sessions of active pairs per status (the PDF's breakdown). */
    sessionStatusCounts(processId: string) {
      return db
        .select({ status: pairSessions.status, n: count() })
        .from(pairSessions)
        .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
        .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)))
        .groupBy(pairSessions.status);
    },

    /** The process's participants with what the participants workbook lists, mentors first. */
    participants(processId: string) {
      return db
        .select({
          role: processParticipants.role,
          invitationStatus: processParticipants.invitationStatus,
          invitationMailCount: processParticipants.invitationMailCount,
          removedAt: processParticipants.removedAt,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          cellphone: users.cellphone,
          company: users.company,
          businessArea: users.businessArea,
          businessPosition: businessPositions.name,
          mentorInfo: users.mentorshipInfo,
          campus: campuses.title,
        })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .leftJoin(businessPositions, eq(businessPositions.id, users.businessPositionId))
        .leftJoin(campuses, eq(campuses.id, processParticipants.campusId))
        .where(eq(processParticipants.processId, processId))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },

    /** Non-removed participants per role. */
    async participantCounts(processId: string) {
      const rows = await db
        .select({ role: processParticipants.role, n: count() })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), isNull(processParticipants.removedAt)))
        .groupBy(processParticipants.role);
      const of = (role: string) => rows.find((r) => r.role === role)?.n ?? 0;
      return { mentors: of('MENTOR'), students: of('STUDENT') };
    },

    /** The process's events with how many people registered their attendance. */
    eventsWithAttendance(processId: string) {
      return db
        .select({
          name: processEvents.name,
          eventDate: processEvents.eventDate,
          roles: processEvents.roles,
          attendees: count(eventAttendances.userId),
        })
        .from(processEvents)
        .leftJoin(eventAttendances, eq(eventAttendances.eventId, processEvents.id))
        .where(eq(processEvents.processId, processId))
        .groupBy(processEvents.id)
        .orderBy(asc(processEvents.eventDate), asc(processEvents.name));
    },
  };
}
export type ProcessReportsRepository = ReturnType<typeof createProcessReportsRepository>;
