import {
  processAreaMessages,
  processErrorTypes,
  type PairWeights,
  type ParticipantRole,
  type ProcessServiceType,
  type ProcessStatus,
  type SessionStatus,
} from '@enlaza/contract';
import { and, asc, count, eq, ilike, inArray, isNull, max, min, or, avg, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { sessionsPerPair } from '../processes';
import { dynamicMentorships, pairs, pairSessions, processes, processParticipants, users } from '../../db/schema';
import { loadMatchingProfiles, type Person } from '../matching';
import { activeParticipant, containsPattern } from '../../db/conditions';
import { notFound } from '../../plugins/errors';
import { pageOffset } from '../../db/pagination';

const DONE_STATUSES: SessionStatus[] = ['REALIZED', 'COMPLETED'];
/** Rows per INSERT statement: keeps every statement well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

export type { Person };

/** A pair to write: the two people, the affinity the engine computed and the mentee's main objective. */
export interface NewPair {
  studentId: string;
  mentorId: string;
  affinity: number;
  affinityBreakdown: Record<string, number>;
  objectiveId: string | null;
}

/** What a pairs write re-checks under the process row's lock: weights and pairs cannot change meanwhile. */
export interface LockedProcessState {
  status: ProcessStatus;
  serviceTypes: ProcessServiceType[];
  pairWeights: PairWeights | null;
  existingPairs: number;
}

/** The pairs a write changes, as they are under the process row's lock, with how many of their sessions are done. */
export interface LockedPairsState extends LockedProcessState {
  pairs: Array<{ id: string; processId: string; studentId: string; mentorId: string; disabled: boolean }>;
  doneSessions: number;
}

export interface ParticipantToEnsure {
  userId: string;
  role: ParticipantRole;
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function createPairsRepository(db: Database) {
  async function insertPairs(processId: string, rows: readonly NewPair[], sessionsPerPair: number, tx: Database) {
    const ids: string[] = [];
    for (const chunk of chunks(rows)) {
      const inserted = await tx
        .insert(pairs)
        .values(chunk.map((row) => ({ processId, ...row })))
        .returning({ id: pairs.id });
      ids.push(...inserted.map((r) => r.id));
    }
    const sessions = ids.flatMap((pairId) =>
      Array.from({ length: sessionsPerPair }, (_, i) => ({
        pairId,
        sessionNumber: i + 1,
        status: 'PENDING_NO_DATE' as const,
      })),
    );
    for (const chunk of chunks(sessions)) await tx.insert(pairSessions).values(chunk);
    return ids;
  }

  /**
   * Locks the process row for the rest of the transaction. Saving the weights and writing pairs both take this lock,
   * so pairs are never scored with weights that another request is replacing.
   */
  async function lockProcess(processId: string, tx: Database): Promise<LockedProcessState> {
    const [row] = await tx
      .select({ status: processes.status, serviceTypes: processes.serviceTypes, pairWeights: processes.pairWeights })
      .from(processes)
      .where(eq(processes.id, processId))
      .for('update');
    const [existing] = await tx.select({ n: count() }).from(pairs).where(eq(pairs.processId, processId));
    if (!row) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    return { ...row, existingPairs: existing?.n ?? 0 };
  }

  /** The process row's lock, then the pairs' rows: a state check made here holds until the write commits. */
  async function lockPairs(processId: string, pairIds: readonly string[], tx: Database): Promise<LockedPairsState> {
    const state = await lockProcess(processId, tx);
    const rows = await tx
      .select({
        id: pairs.id,
        processId: pairs.processId,
        studentId: pairs.studentId,
        mentorId: pairs.mentorId,
        disabled: pairs.disabled,
      })
      .from(pairs)
      .where(inArray(pairs.id, [...pairIds]))
      .orderBy(pairs.id)
      .for('update');
    const [done] = await tx
      .select({ n: count() })
      .from(pairSessions)
      .where(and(inArray(pairSessions.pairId, [...pairIds]), inArray(pairSessions.status, DONE_STATUSES)));
    return { ...state, pairs: rows, doneSessions: done?.n ?? 0 };
  }

  const profilesOf = (people: ReadonlyArray<{ userId: string; role: ParticipantRole }>) =>
    loadMatchingProfiles(db, people);

  return {
    profilesOf,

    async findProcess(id: string) {
      const [row] = await db
        .select({
          id: processes.id,
          status: processes.status,
          serviceTypes: processes.serviceTypes,
          ungrouped: processes.ungrouped,
          clientId: processes.clientId,
          mentorshipId: processes.mentorshipId,
          pairWeights: processes.pairWeights,
          dynamicSessions: dynamicMentorships.sessions,
        })
        .from(processes)
        .leftJoin(dynamicMentorships, eq(dynamicMentorships.id, processes.dynamicMentorshipId))
        .where(eq(processes.id, id));
      return row;
    },

    sessionsPerPair: (process: { mentorshipId: string | null; dynamicSessions: number | null }) =>
      sessionsPerPair(db, process),

    /** Non-removed participants by role and invitation status. */
    async participantCounts(processId: string) {
      const rows = await db
        .select({ role: processParticipants.role, status: processParticipants.invitationStatus, n: count() })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), isNull(processParticipants.removedAt)))
        .groupBy(processParticipants.role, processParticipants.invitationStatus);
      const countOf = (role: ParticipantRole | null, status: string) =>
        rows.filter((r) => (role === null || r.role === role) && r.status === status).reduce((s, r) => s + r.n, 0);
      return {
        pending: countOf(null, 'PENDING'),
        approvedMentees: countOf('STUDENT', 'APPROVED'),
        approvedMentors: countOf('MENTOR', 'APPROVED'),
      };
    },

    /** Profiles of the approved, non-removed mentees and mentors, each list in a stable order. */
    async approvedProfiles(processId: string) {
      const rows = await db
        .select({ userId: processParticipants.userId, role: processParticipants.role })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), activeParticipant()))
        .orderBy(asc(processParticipants.createdAt), asc(processParticipants.id));
      return profilesOf(rows);
    },

    async countPairs(processId: string) {
      const [row] = await db.select({ n: count() }).from(pairs).where(eq(pairs.processId, processId));
      return row?.n ?? 0;
    },

    /** Writes all pairs and their sessions in one transaction; `guard` runs first inside it and may throw. */
    async createPairs(
      processId: string,
      rows: readonly NewPair[],
      sessionsPerPair: number,
      guard: (state: LockedProcessState) => void,
    ) {
      return db.transaction(async (tx) => {
        guard(await lockProcess(processId, tx));
        return insertPairs(processId, rows, sessionsPerPair, tx);
      });
    },

    /** Stores the process's weights (null: the defaults) once `guard`, run under the process row's lock, allows it. */
    async saveWeights(processId: string, weights: PairWeights | null, guard: (state: LockedProcessState) => void) {
      await db.transaction(async (tx) => {
        guard(await lockProcess(processId, tx));
        await tx
          .update(processes)
          .set({ pairWeights: weights, updatedAt: new Date() })
          .where(eq(processes.id, processId));
      });
    },

    /**
     * Adds pairs of existing users: each becomes an approved participant in that role, then the pairs and sessions.
     * `guard` runs first inside the transaction and may throw; `alongside` last, with the new pairs' ids, for what
     * belongs to the change (telling the members).
     */
    async addPairs(
      processId: string,
      participants: readonly ParticipantToEnsure[],
      rows: readonly NewPair[],
      sessionsPerPair: number,
      guard: (state: LockedProcessState) => void,
      alongside?: (state: LockedProcessState, pairIds: string[], tx: Database) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const state = await lockProcess(processId, tx);
        guard(state);
        for (const chunk of chunks(participants)) {
          await tx
            .insert(processParticipants)
            .values(
              chunk.map((p) => ({
                processId,
                userId: p.userId,
                role: p.role,
                invitationStatus: 'APPROVED' as const,
                respondedAt: new Date(),
              })),
            )
            .onConflictDoUpdate({
              target: [processParticipants.processId, processParticipants.userId],
              set: { invitationStatus: 'APPROVED', updatedAt: new Date() },
            });
        }
        const pairIds = await insertPairs(processId, rows, sessionsPerPair, tx);
        if (alongside) await alongside(state, pairIds, tx);
        return pairIds;
      });
    },

    async findUsersByEmails(emails: readonly string[]) {
      if (emails.length === 0) return [];
      return db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, [...emails]));
    },

    /** The process's participant rows of these users (any status, removed or not). */
    async participantsOf(processId: string, userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: processParticipants.userId,
          role: processParticipants.role,
          removedAt: processParticipants.removedAt,
        })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), inArray(processParticipants.userId, [...userIds])));
    },

    /** Users of the list already in a pair of the process (as mentee or mentor, active or disabled). */
    async pairedUsers(processId: string, userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ studentId: pairs.studentId, mentorId: pairs.mentorId, disabled: pairs.disabled })
        .from(pairs)
        .where(
          and(
            eq(pairs.processId, processId),
            or(inArray(pairs.studentId, [...userIds]), inArray(pairs.mentorId, [...userIds])),
          ),
        );
    },

    async findPair(pairId: string) {
      const [row] = await db.select().from(pairs).where(eq(pairs.id, pairId));
      return row;
    },

    async doneSessionCount(pairIds: readonly string[]) {
      if (pairIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(pairSessions)
        .where(and(inArray(pairSessions.pairId, [...pairIds]), inArray(pairSessions.status, DONE_STATUSES)));
      return row?.n ?? 0;
    },

    /**
     * Exchanges the mentors of two pairs. The (process, mentor) unique index is checked row by row, so the first
     * pair holds its own mentee as a placeholder mentor meanwhile: a mentee of the process is never a mentor of it.
     * `guard` checks the process and both pairs under their locks before anything is written; `alongside` runs
     * last, under the process row's lock (so the process cannot start halfway), with its state.
     */
    async swapMentors(
      first: { id: string; processId: string; studentId: string; mentorId: string },
      second: { id: string; mentorId: string },
      scores: [
        { affinity: number; breakdown: Record<string, number> },
        { affinity: number; breakdown: Record<string, number> },
      ],
      guard: (state: LockedPairsState) => void,
      alongside?: (state: LockedProcessState, tx: Database) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        const state = await lockPairs(first.processId, [first.id, second.id], tx);
        guard(state);
        const now = new Date();
        await tx.update(pairs).set({ mentorId: first.studentId }).where(eq(pairs.id, first.id));
        await tx
          .update(pairs)
          .set({
            mentorId: first.mentorId,
            affinity: scores[1].affinity,
            affinityBreakdown: scores[1].breakdown,
            updatedAt: now,
          })
          .where(eq(pairs.id, second.id));
        await tx
          .update(pairs)
          .set({
            mentorId: second.mentorId,
            affinity: scores[0].affinity,
            affinityBreakdown: scores[0].breakdown,
            updatedAt: now,
          })
          .where(eq(pairs.id, first.id));
        if (alongside) await alongside(state, tx);
      });
    },

    /** Deletes the pair once `guard` has passed it under the process's and the pair's locks. */
    async deletePair(pair: { id: string; processId: string }, guard: (state: LockedPairsState) => void) {
      await db.transaction(async (tx) => {
        guard(await lockPairs(pair.processId, [pair.id], tx));
        await tx.delete(pairs).where(eq(pairs.id, pair.id));
      });
    },

    /** Disables the pair and removes both people from the process, in one transaction, once `guard` passes it. */
    async disablePair(
      pair: { id: string; processId: string; studentId: string; mentorId: string },
      guard: (state: LockedPairsState) => void,
    ) {
      await db.transaction(async (tx) => {
        guard(await lockPairs(pair.processId, [pair.id], tx));
        const now = new Date();
        await tx.update(pairs).set({ disabled: true, disabledAt: now, updatedAt: now }).where(eq(pairs.id, pair.id));
        await tx
          .update(processParticipants)
          .set({ removedAt: now, updatedAt: now })
          .where(
            and(
              eq(processParticipants.processId, pair.processId),
              inArray(processParticipants.userId, [pair.studentId, pair.mentorId]),
              isNull(processParticipants.removedAt),
            ),
          );
      });
    },

    /** One page of the process's pairs (active first, then by mentee name), searched by either person's name or email. */
    async listPairs(processId: string, searchTerm: string | undefined, page: number, limit: number) {
      const student = alias(users, 'student');
      const mentor = alias(users, 'mentor');
      const conditions: SQL[] = [eq(pairs.processId, processId)];
      if (searchTerm) {
        const pattern = containsPattern(searchTerm);
        const fullName = (u: { name: AnyPgColumn; lastName: AnyPgColumn }) => sql`(${u.name} || ' ' || ${u.lastName})`;
        conditions.push(
          or(
            ilike(fullName(student), pattern),
            ilike(student.email, pattern),
            ilike(fullName(mentor), pattern),
            ilike(mentor.email, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const sessionsReached = sql<number>`(select count(*)::int from ${pairSessions} where ${pairSessions.pairId} = ${pairs.id} and ${pairSessions.status} in ('REALIZED', 'COMPLETED'))`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            pairId: pairs.id,
            affinity: pairs.affinity,
            affinityBreakdown: pairs.affinityBreakdown,
            disabled: pairs.disabled,
            sessionsReached,
            student: { userId: student.id, name: student.name, lastName: student.lastName, email: student.email },
            mentor: { userId: mentor.id, name: mentor.name, lastName: mentor.lastName, email: mentor.email },
            mentorInfo: mentor.mentorshipInfo,
          })
          .from(pairs)
          .innerJoin(student, eq(student.id, pairs.studentId))
          .innerJoin(mentor, eq(mentor.id, pairs.mentorId))
          .where(where)
          .orderBy(asc(pairs.disabled), asc(student.name), asc(student.lastName), asc(pairs.id))
          .limit(limit)
          .offset(pageOffset({ page, limit })),
        db
          .select({ n: count() })
          .from(pairs)
          .innerJoin(student, eq(student.id, pairs.studentId))
          .innerJoin(mentor, eq(mentor.id, pairs.mentorId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The process's active pairs (only `pairIds` when given) with the process's name and both people's names: what
     * their members are told; read inside the caller's transaction.
     */
    async pairsToAnnounce(processId: string, pairIds: readonly string[] | undefined, tx: Database = db) {
      if (pairIds && pairIds.length === 0) return [];
      const student = alias(users, 'student');
      const mentor = alias(users, 'mentor');
      return tx
        .select({
          pairId: pairs.id,
          processName: processes.name,
          student: { userId: student.id, name: student.name, lastName: student.lastName, email: student.email },
          mentor: { userId: mentor.id, name: mentor.name, lastName: mentor.lastName, email: mentor.email },
        })
        .from(pairs)
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .innerJoin(student, eq(student.id, pairs.studentId))
        .innerJoin(mentor, eq(mentor.id, pairs.mentorId))
        .where(
          and(
            eq(pairs.processId, processId),
            eq(pairs.disabled, false),
            pairIds ? inArray(pairs.id, [...pairIds]) : undefined,
          ),
        )
        .orderBy(asc(pairs.id));
    },

    /** Average, minimum and maximum affinity of the process's active pairs. */
    async affinityStats(processId: string) {
      const [row] = await db
        .select({ average: avg(pairs.affinity), min: min(pairs.affinity), max: max(pairs.affinity) })
        .from(pairs)
        .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)));
      return row;
    },
  };
}
export type PairsRepository = ReturnType<typeof createPairsRepository>;
