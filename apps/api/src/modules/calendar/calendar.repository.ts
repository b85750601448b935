import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { pairs, pairSessions, processEvents, processes, processParticipants, users } from '../../db/schema';
import { activeParticipant } from '../../db/conditions';

/** The member's private calendar feed: its token (as a hash) and what it lists. */
export function createCalendarRepository(db: Database) {
  return {
    async setFeed(userId: string, feed: { tokenHash: string; createdAt: Date } | null): Promise<void> {
      await db
        .update(users)
        .set({ calendarFeedTokenHash: feed?.tokenHash ?? null, calendarFeedCreatedAt: feed?.createdAt ?? null })
        .where(eq(users.id, userId));
    },

    async feedOf(userId: string) {
      const [row] = await db
        .select({ createdAt: users.calendarFeedCreatedAt, tokenHash: users.calendarFeedTokenHash })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async ownerOfFeed(tokenHash: string) {
      const [row] = await db
        .select({ id: users.id, isMentorup: users.isMentorup })
        .from(users)
        .where(eq(users.calendarFeedTokenHash, tokenHash));
      return row;
    },

    /** The scheduled sessions of the user's pairs (disabled pairs and draft processes left out), by date. */
    async sessionsOf(userId: string) {
      const partner = alias(users, 'partner');
      return db
        .select({
          pairId: pairs.id,
          mentorId: pairs.mentorId,
          sessionNumber: pairSessions.sessionNumber,
          scheduleDate: pairSessions.scheduleDate,
          calendarSequence: pairSessions.calendarSequence,
          processName: processes.name,
          partnerName: partner.name,
          partnerLastName: partner.lastName,
          partnerEmail: partner.email,
        })
        .from(pairSessions)
        .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .innerJoin(
          partner,
          eq(
            partner.id,
            sql`case when ${pairs.mentorId} = ${userId} then ${pairs.studentId} else ${pairs.mentorId} end`,
          ),
        )
        .where(
          and(
            or(eq(pairs.mentorId, userId), eq(pairs.studentId, userId)),
            eq(pairs.disabled, false),
            ne(processes.status, 'DRAFT'),
            isNotNull(pairSessions.scheduleDate),
          ),
        )
        .orderBy(asc(pairSessions.scheduleDate));
    },

    /** The dated events of the processes where the user is a confirmed participant of one of the event's roles. */
    async eventsOf(userId: string) {
      return db
        .select({
          id: processEvents.id,
          name: processEvents.name,
          eventDate: processEvents.eventDate,
          calendarSequence: processEvents.calendarSequence,
          processName: processes.name,
        })
        .from(processEvents)
        .innerJoin(processes, eq(processes.id, processEvents.processId))
        .innerJoin(
          processParticipants,
          and(
            eq(processParticipants.processId, processEvents.processId),
            eq(processParticipants.userId, userId),
            activeParticipant(),
          ),
        )
        .where(
          and(
            ne(processes.status, 'DRAFT'),
            isNotNull(processEvents.eventDate),
            // No roles means every role (spec 001 §9 'Sin especificar').
            sql`(cardinality(${processEvents.roles}) = 0 or ${processParticipants.role} = any(${processEvents.roles}))`,
          ),
        )
        .orderBy(asc(processEvents.eventDate));
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
