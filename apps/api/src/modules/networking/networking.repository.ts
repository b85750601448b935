import type { NetworkingConfiguration } from '@enlaza/contract';
import {
  and,
  arrayContains,
  asc,
  avg,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  min,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  businessPositions,
  chatRoomMembers,
  chatRooms,
  networkingMatches,
  processes,
  processParticipants,
  userInterests,
  users,
} from '../../db/schema';
import { activeParticipant, containsPattern } from '../../db/conditions';
import { loadMatchingProfiles } from '../matching';
import { pageOffset } from '../../db/pagination';

/** Rows per INSERT statement: keeps every statement well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

/** A match to write: two mentees (a < b by id) with the affinity under the process's configuration. */
export interface NewMatch {
  studentAId: string;
  studentBId: string;
  affinity: number;
  affinityBreakdown: Record<string, number>;
}

/** The stored matches in numbers: every matched mentee has the same number of matches and of open chats. */
export interface MatchTally {
  matches: number;
  open: number;
  mentees: number;
}

export interface StoredMatch {
  id: string;
  studentAId: string;
  studentBId: string;
  affinity: number;
  chatEnabled: boolean;
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function createNetworkingRepository(db: Database) {
  const studentA = alias(users, 'student_a');
  const studentB = alias(users, 'student_b');

  function searchCondition(processId: string, searchTerm?: string): SQL {
    const base = eq(networkingMatches.processId, processId);
    if (!searchTerm) return base;
    const like = containsPattern(searchTerm);
    const fullName = (u: { name: AnyPgColumn; lastName: AnyPgColumn }) => sql`(${u.name} || ' ' || ${u.lastName})`;
    return and(
      base,
      or(
        ilike(fullName(studentA), like),
        ilike(studentA.email, like),
        ilike(fullName(studentB), like),
        ilike(studentB.email, like),
      ),
    )!;
  }

  return {
    async findProcess(id: string) {
      const [row] = await db
        .select({
          id: processes.id,
          name: processes.name,
          status: processes.status,
          serviceTypes: processes.serviceTypes,
          clientId: processes.clientId,
          networking: processes.networking,
        })
        .from(processes)
        .where(eq(processes.id, id));
      return row;
    },

    /** Non-removed mentees: confirmed, and still pending an answer. */
    async menteeCounts(processId: string) {
      const rows = await db
        .select({ status: processParticipants.invitationStatus, n: count() })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.role, 'STUDENT'),
            isNull(processParticipants.removedAt),
          ),
        )
        .groupBy(processParticipants.invitationStatus);
      const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return { approved: of('APPROVED'), pending: of('PENDING') };
    },

    /** Profiles of the confirmed, non-removed mentees, in a stable order. */
    async approvedMenteeProfiles(processId: string) {
      const rows = await db
        .select({ userId: processParticipants.userId, role: processParticipants.role })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.role, 'STUDENT'),
            activeParticipant(),
          ),
        )
        .orderBy(asc(processParticipants.createdAt), asc(processParticipants.id));
      return loadMatchingProfiles(db, rows);
    },

    /** How many matches, how many with an open chat, and how many mentees they join. */
    async matchTally(processId: string): Promise<MatchTally> {
      const ofProcess = eq(networkingMatches.processId, processId);
      const mentees = union(
        db.select({ id: networkingMatches.studentAId }).from(networkingMatches).where(ofProcess),
        db.select({ id: networkingMatches.studentBId }).from(networkingMatches).where(ofProcess),
      ).as('mentees');
      const [[totals], [people]] = await Promise.all([
        db
          .select({ matches: count(), open: count(networkingMatches.chatRoomId) })
          .from(networkingMatches)
          .where(ofProcess),
        db.select({ n: count() }).from(mentees),
      ]);
      return { matches: totals?.matches ?? 0, open: totals?.open ?? 0, mentees: people?.n ?? 0 };
    },

    async allMatches(processId: string): Promise<StoredMatch[]> {
      const rows = await db
        .select({
          id: networkingMatches.id,
          studentAId: networkingMatches.studentAId,
          studentBId: networkingMatches.studentBId,
          affinity: networkingMatches.affinity,
          chatRoomId: networkingMatches.chatRoomId,
        })
        .from(networkingMatches)
        .where(eq(networkingMatches.processId, processId))
        .orderBy(asc(networkingMatches.studentAId), asc(networkingMatches.studentBId));
      return rows.map(({ chatRoomId, ...row }) => ({ ...row, chatEnabled: chatRoomId !== null }));
    },

    /**
     * Replaces the process's matches and records the number per mentee, in one transaction that first locks the
     * process row; `guard` runs under that lock (with the current number of chat-enabled matches) and may throw, so
     * two admins generating at once, or generating while chats are being enabled, cannot interleave.
     */
    async replaceMatches(
      processId: string,
      rows: readonly NewMatch[],
      networking: NetworkingConfiguration,
      guard: (state: { status: string; chatEnabled: number }) => void,
    ) {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: processes.status })
          .from(processes)
          .where(eq(processes.id, processId))
          .for('update');
        const [chats] = await tx
          .select({ n: count() })
          .from(networkingMatches)
          .where(and(eq(networkingMatches.processId, processId), isNotNull(networkingMatches.chatRoomId)));
        guard({ status: locked?.status ?? '', chatEnabled: chats?.n ?? 0 });
        await tx.delete(networkingMatches).where(eq(networkingMatches.processId, processId));
        for (const chunk of chunks(rows)) {
          await tx.insert(networkingMatches).values(chunk.map((row) => ({ processId, ...row })));
        }
        await tx.update(processes).set({ networking, updatedAt: new Date() }).where(eq(processes.id, processId));
      });
    },

    /**
     * Opens a chat room for each given match that has none, with both mentees as members, and records the chats
     * per mentee; in one transaction under the process row's lock. `guard` sees the state under the lock.
     */
    async enableChats(
      processId: string,
      matchIds: readonly string[],
      networking: NetworkingConfiguration,
      guard: (state: { status: string; enabledMatchIds: Set<string>; matchIds: Set<string> }) => void,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: processes.status })
          .from(processes)
          .where(eq(processes.id, processId))
          .for('update');
        const current = await tx
          .select({
            id: networkingMatches.id,
            a: networkingMatches.studentAId,
            b: networkingMatches.studentBId,
            chatRoomId: networkingMatches.chatRoomId,
          })
          .from(networkingMatches)
          .where(eq(networkingMatches.processId, processId));
        guard({
          status: locked?.status ?? '',
          enabledMatchIds: new Set(current.filter((m) => m.chatRoomId).map((m) => m.id)),
          matchIds: new Set(current.map((m) => m.id)),
        });
        const wanted = new Set(matchIds);
        const toOpen = current.filter((m) => wanted.has(m.id) && !m.chatRoomId);
        const now = new Date();
        for (const chunk of chunks(toOpen, 500)) {
          const rooms = await tx
            .insert(chatRooms)
            .values(chunk.map(() => ({ processId, kind: 'MATCH' as const })))
            .returning({ id: chatRooms.id });
          await tx.insert(chatRoomMembers).values(
            chunk.flatMap((match, i) => [
              { chatRoomId: rooms[i]!.id, userId: match.a },
              { chatRoomId: rooms[i]!.id, userId: match.b },
            ]),
          );
          for (const [i, match] of chunk.entries()) {
            await tx
              .update(networkingMatches)
              .set({ chatRoomId: rooms[i]!.id, chatEnabledAt: now, updatedAt: now })
              .where(eq(networkingMatches.id, match.id));
          }
        }
        await tx.update(processes).set({ networking, updatedAt: now }).where(eq(processes.id, processId));
        return toOpen.length;
      });
    },

    async listMatches(processId: string, searchTerm: string | undefined, page: number, limit: number) {
      const where = searchCondition(processId, searchTerm);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            matchId: networkingMatches.id,
            studentA: { userId: studentA.id, name: studentA.name, lastName: studentA.lastName, email: studentA.email },
            studentB: { userId: studentB.id, name: studentB.name, lastName: studentB.lastName, email: studentB.email },
            affinity: networkingMatches.affinity,
            affinityBreakdown: networkingMatches.affinityBreakdown,
            chatRoomId: networkingMatches.chatRoomId,
          })
          .from(networkingMatches)
          .innerJoin(studentA, eq(studentA.id, networkingMatches.studentAId))
          .innerJoin(studentB, eq(studentB.id, networkingMatches.studentBId))
          .where(where)
          .orderBy(desc(networkingMatches.affinity), asc(networkingMatches.id))
          .limit(limit)
          .offset(pageOffset({ page, limit })),
        db
          .select({ n: count() })
          .from(networkingMatches)
          .innerJoin(studentA, eq(studentA.id, networkingMatches.studentAId))
          .innerJoin(studentB, eq(studentB.id, networkingMatches.studentBId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async affinityStats(processId: string) {
      const [row] = await db
        .select({
          average: avg(networkingMatches.affinity),
          min: min(networkingMatches.affinity),
          max: max(networkingMatches.affinity),
        })
        .from(networkingMatches)
        .where(eq(networkingMatches.processId, processId));
      return row;
    },

    /**
     * The networking processes (not drafts) in which the user is a confirmed mentee still taking part: in progress
     * first, then pre-kickoff, then finalized; the newest start first.
     */
    async memberNetworkingProcesses(userId: string) {
      const statusOrder = sql<number>`case ${processes.status} when 'IN_PROGRESS' then 0 when 'KICKOFF' then 1 else 2 end`;
      return db
        .select({
          processId: processes.id,
          name: processes.name,
          status: processes.status,
          networking: processes.networking,
        })
        .from(processParticipants)
        .innerJoin(processes, eq(processes.id, processParticipants.processId))
        .where(
          and(
            eq(processParticipants.userId, userId),
            eq(processParticipants.role, 'STUDENT'),
            activeParticipant(),
            ne(processes.status, 'DRAFT'),
            arrayContains(processes.serviceTypes, ['NETWORKING']),
          ),
        )
        .orderBy(
          statusOrder,
          desc(sql`coalesce(${processes.startDate}::date, ${processes.estimatedStartDate})`),
          asc(processes.id),
        );
    },

    /**
     * The user's matches in those processes, each with the other mentee (the fields of her public profile a card
     * shows) and whether she still takes part in the process; highest affinity first.
     */
    async memberMatches(userId: string, processIds: readonly string[]) {
      if (processIds.length === 0) return [];
      const partner = alias(users, 'partner');
      const partnerParticipation = alias(processParticipants, 'partner_participation');
      const partnerId = sql`case when ${networkingMatches.studentAId} = ${userId} then ${networkingMatches.studentBId} else ${networkingMatches.studentAId} end`;
      const rows = await db
        .select({
          matchId: networkingMatches.id,
          processId: networkingMatches.processId,
          affinity: networkingMatches.affinity,
          affinityBreakdown: networkingMatches.affinityBreakdown,
          chatRoomId: networkingMatches.chatRoomId,
          partner: {
            id: partner.id,
            name: partner.name,
            lastName: partner.lastName,
            photoKey: partner.photoKey,
            biography: partner.biography,
            country: partner.country,
            region: partner.region,
            company: partner.company,
            businessArea: partner.businessArea,
            businessPosition: businessPositions.name,
          },
          partnerActive: sql<boolean>`${partnerParticipation.userId} is not null`,
        })
        .from(networkingMatches)
        .innerJoin(partner, eq(partner.id, partnerId))
        .leftJoin(businessPositions, eq(businessPositions.id, partner.businessPositionId))
        .leftJoin(
          partnerParticipation,
          and(
            eq(partnerParticipation.processId, networkingMatches.processId),
            eq(partnerParticipation.userId, partner.id),
            eq(partnerParticipation.role, 'STUDENT'),
            eq(partnerParticipation.invitationStatus, 'APPROVED'),
            isNull(partnerParticipation.removedAt),
          ),
        )
        .where(
          and(
            inArray(networkingMatches.processId, [...processIds]),
            or(eq(networkingMatches.studentAId, userId), eq(networkingMatches.studentBId, userId)),
          ),
        )
        .orderBy(desc(networkingMatches.affinity), asc(networkingMatches.id));
      return rows;
    },

    /** The interest areas of these people, in each one's own order. */
    async interestsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: userInterests.userId,
          industryId: userInterests.industryId,
          specialtyId: userInterests.specialtyId,
          experienceYears: userInterests.experienceYears,
        })
        .from(userInterests)
        .where(inArray(userInterests.userId, [...userIds]))
        .orderBy(asc(userInterests.userId), asc(userInterests.position));
    },

    /** Every match with both mentees, for the Excel; ordered like the list. */
    async exportRows(processId: string) {
      return db
        .select({
          studentA: { name: studentA.name, lastName: studentA.lastName, email: studentA.email },
          studentB: { name: studentB.name, lastName: studentB.lastName, email: studentB.email },
          affinity: networkingMatches.affinity,
          affinityBreakdown: networkingMatches.affinityBreakdown,
          chatRoomId: networkingMatches.chatRoomId,
        })
        .from(networkingMatches)
        .innerJoin(studentA, eq(studentA.id, networkingMatches.studentAId))
        .innerJoin(studentB, eq(studentB.id, networkingMatches.studentBId))
        .where(eq(networkingMatches.processId, processId))
        .orderBy(desc(networkingMatches.affinity), asc(networkingMatches.id));
    },
  };
}
export type NetworkingRepository = ReturnType<typeof createNetworkingRepository>;
