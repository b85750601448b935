import type { ParticipantRole } from '@enlaza/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { eventAttendances, processEvents, processes, processParticipants, users } from '../../db/schema';
import { activeParticipant } from '../../db/conditions';
import { pageOffset } from '../../db/pagination';

export type EventRow = typeof processEvents.$inferSelect;
export type EventChanges = { name: string; roles: ParticipantRole[]; eventDate: Date };

export function createEventsRepository(db: Database) {
  async function processRow(id: string, lock: boolean, tx: Database) {
    const query = tx
      .select({
        id: processes.id,
        name: processes.name,
        status: processes.status,
        isMentorup: processes.isMentorup,
        clientId: processes.clientId,
        serviceTypes: processes.serviceTypes,
      })
      .from(processes)
      .where(eq(processes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }
  type ProcessOfEvents = NonNullable<Awaited<ReturnType<typeof processRow>>>;

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    findProcess: (id: string) => processRow(id, false, db),

    /**
     * The process row, locked for the rest of `tx`, once `guard` has passed it: the status it checks holds until the
     * event's write commits (a transition of the process waits for the row).
     */
    async lockProcess(
      id: string,
      guard: (process: ProcessOfEvents | undefined) => void,
      tx: Database = db,
    ): Promise<ProcessOfEvents> {
      const row = await processRow(id, true, tx);
      guard(row);
      return row!;
    },

    /** The event row, locked for the rest of `tx`: the version a change is told against is the one it replaces. */
    async lockEvent(id: string, tx: Database = db): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(processEvents).where(eq(processEvents.id, id)).for('update');
      return row;
    },

    async insert(values: EventChanges & { processId: string }, tx: Database = db): Promise<EventRow> {
      const [row] = await tx.insert(processEvents).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(processEvents).where(eq(processEvents.id, id));
      return row;
    },

    /** Every change is a newer version of the event's calendar entry (its SEQUENCE grows with it). */
    async update(id: string, changes: EventChanges, tx: Database = db): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(processEvents)
        .set({ ...changes, calendarSequence: sql`${processEvents.calendarSequence} + 1`, updatedAt: new Date() })
        .where(eq(processEvents.id, id))
        .returning();
      return row;
    },

    async delete(id: string, tx: Database = db): Promise<EventRow | undefined> {
      const [row] = await tx.delete(processEvents).where(eq(processEvents.id, id)).returning();
      return row;
    },

    /** Who is told of an event by mail: the confirmed, non-removed participants of its roles, with their address. */
    async invitees(processId: string, roles: readonly ParticipantRole[], tx: Database = db) {
      return tx
        .select({ userId: users.id, email: users.email, name: users.name, lastName: users.lastName })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(
          and(
            eq(processParticipants.processId, processId),
            activeParticipant(),
            inArray(processParticipants.role, [...roles]),
          ),
        )
        .orderBy(asc(users.id));
    },

    /** A process's events by date (undated last), then by creation. */
    async listOfProcess(processId: string): Promise<EventRow[]> {
      return db
        .select()
        .from(processEvents)
        .where(eq(processEvents.processId, processId))
        .orderBy(sql`${processEvents.eventDate} asc nulls last`, asc(processEvents.createdAt));
    },

    async attendeeCounts(eventIds: string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: eventAttendances.eventId, n: count() })
        .from(eventAttendances)
        .where(inArray(eventAttendances.eventId, eventIds))
        .groupBy(eventAttendances.eventId);
      return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
    },

    /** The events among `eventIds` that `userId` attended. */
    async attendedBy(userId: string, eventIds: string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ eventId: eventAttendances.eventId })
        .from(eventAttendances)
        .where(and(eq(eventAttendances.userId, userId), inArray(eventAttendances.eventId, eventIds)));
      return new Set(rows.map((r) => r.eventId));
    },

    async attendeesOf(eventId: string): Promise<Set<string>> {
      const rows = await db
        .select({ userId: eventAttendances.userId })
        .from(eventAttendances)
        .where(eq(eventAttendances.eventId, eventId));
      return new Set(rows.map((r) => r.userId));
    },

    /** Idempotent: marking twice keeps the first mark. */
    async markAttendance(eventId: string, userId: string): Promise<void> {
      await db.insert(eventAttendances).values({ eventId, userId }).onConflictDoNothing();
    },

    /** The participant row of a user in a process (removed ones excluded). */
    async participant(processId: string, userId: string) {
      const [row] = await db
        .select({ role: processParticipants.role, invitationStatus: processParticipants.invitationStatus })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.userId, userId),
            isNull(processParticipants.removedAt),
          ),
        );
      return row;
    },

    /** Confirmed (APPROVED), non-removed participants of the given roles, by name. */
    async approvedParticipants(processId: string, roles: readonly ParticipantRole[]) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          lastName: users.lastName,
          photoKey: users.photoKey,
          role: processParticipants.role,
        })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(
          and(
            eq(processParticipants.processId, processId),
            activeParticipant(),
            inArray(processParticipants.role, [...roles]),
          ),
        )
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },

    /** A page of the confirmed, non-removed participants of the given roles, by name, with the total. */
    async approvedParticipantsPage(processId: string, roles: readonly ParticipantRole[], page: number, limit: number) {
      const where = and(
        eq(processParticipants.processId, processId),
        activeParticipant(),
        inArray(processParticipants.role, [...roles]),
      );
      const [docs, [total]] = await Promise.all([
        db
          .select({
            userId: users.id,
            name: users.name,
            lastName: users.lastName,
            photoKey: users.photoKey,
            role: processParticipants.role,
          })
          .from(processParticipants)
          .innerJoin(users, eq(users.id, processParticipants.userId))
          .where(where)
          .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
          .limit(limit)
          .offset(pageOffset({ page, limit })),
        db.select({ n: count() }).from(processParticipants).where(where),
      ]);
      return { docs, totalDocs: Number(total?.n ?? 0) };
    },

    /** How many confirmed, non-removed participants the process has of each role. */
    async approvedCountsByRole(processId: string): Promise<Map<ParticipantRole, number>> {
      const rows = await db
        .select({ role: processParticipants.role, n: count() })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), activeParticipant()))
        .groupBy(processParticipants.role);
      return new Map(rows.map((r) => [r.role, Number(r.n)]));
    },

    /** Attendances to the given events by the process's confirmed, non-removed participants, per event and role. */
    async attendeeCountsByRole(processId: string, eventIds: string[]) {
      if (eventIds.length === 0) return [];
      const rows = await db
        .select({ eventId: eventAttendances.eventId, role: processParticipants.role, n: count() })
        .from(eventAttendances)
        .innerJoin(
          processParticipants,
          and(
            eq(processParticipants.userId, eventAttendances.userId),
            eq(processParticipants.processId, processId),
            activeParticipant(),
          ),
        )
        .where(inArray(eventAttendances.eventId, eventIds))
        .groupBy(eventAttendances.eventId, processParticipants.role);
      return rows.map((r) => ({ eventId: r.eventId, role: r.role, n: Number(r.n) }));
    },

    /**
     * Up to `limit` dated events of any process from `now` on (soonest first) and up to `limit` before it (latest
     * first), each with its process: the candidates of the admin home's timeline.
     */
    async aroundNow(now: Date, limit: number) {
      const columns = {
        eventId: processEvents.id,
        name: processEvents.name,
        eventDate: sql<Date>`${processEvents.eventDate}`.mapWith(processEvents.eventDate),
        processId: processes.id,
        processName: processes.name,
        status: processes.status,
        serviceTypes: processes.serviceTypes,
      };
      const around = (upcoming: boolean) =>
        db
          .select(columns)
          .from(processEvents)
          .innerJoin(processes, eq(processes.id, processEvents.processId))
          .where(upcoming ? gte(processEvents.eventDate, now) : lt(processEvents.eventDate, now))
          .orderBy(upcoming ? asc(processEvents.eventDate) : desc(processEvents.eventDate), asc(processEvents.id))
          .limit(limit);
      const [upcoming, past] = await Promise.all([around(true), around(false)]);
      return [...upcoming, ...past];
    },

    /** Which of `userIds` attended which of `eventIds`. */
    async attendancesOf(userIds: string[], eventIds: string[]) {
      if (userIds.length === 0 || eventIds.length === 0) return [];
      return db
        .select({ userId: eventAttendances.userId, eventId: eventAttendances.eventId })
        .from(eventAttendances)
        .where(and(inArray(eventAttendances.userId, userIds), inArray(eventAttendances.eventId, eventIds)));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
