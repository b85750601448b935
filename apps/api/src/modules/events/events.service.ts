import {
  attendanceMessages,
  attendanceSummary,
  eventErrorTypes,
  eventAttendancePercentage,
  eventMessages,
  isAttendanceEvent,
  isEventForRole,
  participantRoles,
  processErrorTypes,
  todayInAppTimeZone,
  type AttendancePage,
  type AttendanceSummary,
  type EventTimelineItem,
  type ParticipantRole,
  type ProcessAttendance,
  type ProcessEvent,
  type ProcessStatus,
} from '@enlaza/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import { photoUrlOf } from '../users';
import { eventMail, type EventMailKind } from './events.mails';
import type { EventRow, EventsRepository } from './events.repository';

export interface EventInput {
  name: string;
  roles: ParticipantRole[];
  eventDate: string;
}

interface Deps {
  repository: EventsRepository;
  /** Calendar invitations to the event's participants, in the transaction of the change. */
  mailer: Mailer;
  config: Config;
  /** The current instant; tests may fix it. */
  now?: () => Date;
}

/**
 * Participants hear of a process's events once it is announced to them (kickoff) and until it ends, as with the
 * process's other mails; a draft's events are still being set up, and a finalized process's are frozen.
 */
const ANNOUNCED: readonly ProcessStatus[] = ['KICKOFF', 'IN_PROGRESS'];

type Process = NonNullable<Awaited<ReturnType<EventsRepository['findProcess']>>>;

const toEvent = (row: EventRow, attendeesCount: number): ProcessEvent => ({
  eventId: row.id,
  processId: row.processId,
  name: row.name,
  roles: row.roles,
  eventDate: row.eventDate ? row.eventDate.toISOString() : null,
  attendeesCount,
});

/** Spec 001 §3 "Event", §5 "Events"; spec 002 §2.11 and §4.5: a process's events and who attended them. */
export function createEventsService({ repository, mailer, config, now = () => new Date() }: Deps) {
  async function processOf(id: string) {
    const process = await repository.findProcess(id);
    if (!process) throw notFound(processErrorTypes.notFound, eventMessages.processNotFound);
    return process;
  }

  /** Events of a FINALIZED process are frozen (spec 001 §4, §5). */
  function requireEditable(process: Process | undefined): asserts process is Process {
    if (!process) throw notFound(processErrorTypes.notFound, eventMessages.processNotFound);
    if (process.status === 'FINALIZED') {
      throw new AppError(eventErrorTypes.processFinalized, 409, eventMessages.processFinalized);
    }
  }

  async function editableProcess(id: string) {
    const process = await processOf(id);
    requireEditable(process);
    return process;
  }

  /** The check of {@link editableProcess} again, in the write's transaction under the process row's lock. */
  const lockEditable = (processId: string, tx: Database) =>
    repository.lockProcess(processId, (process) => requireEditable(process), tx);

  async function existing(id: string): Promise<EventRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(eventErrorTypes.notFound, eventMessages.notFound);
    return row;
  }

  async function withCount(row: EventRow): Promise<ProcessEvent> {
    return toEvent(row, (await repository.attendeeCounts([row.id])).get(row.id) ?? 0);
  }

  const isToday = (date: Date | null) => !!date && todayInAppTimeZone(date) === todayInAppTimeZone(now());
  const rolesOf = (roles: readonly ParticipantRole[]) => (roles.length === 0 ? [...participantRoles] : [...roles]);

  /** The dated event's participants (an event without a date has no calendar entry). */
  async function inviteesOf(event: EventRow | undefined, tx: Database) {
    if (!event?.eventDate) return [];
    return repository.invitees(event.processId, rolesOf(event.roles), tx);
  }

  /**
   * The calendar mails of one change, from the event as it was (`before`) to as it is (`after`): who is newly
   * concerned gets it as new, who stays is told of a new date or name, who no longer is (roles changed, date
   * removed, event deleted) gets the cancellation.
   */
  async function announce(process: Process, before: EventRow | undefined, after: EventRow | undefined, tx: Database) {
    if (!ANNOUNCED.includes(process.status)) return;
    const [was, is] = [await inviteesOf(before, tx), await inviteesOf(after, tx)];
    const changed =
      !!before && !!after && (before.eventDate?.getTime() !== after.eventDate?.getTime() || before.name !== after.name);
    const brand = brandOf(config, process.isMentorup);
    const mails = [];
    const mail = (kind: EventMailKind, person: (typeof was)[number], event: EventRow) =>
      eventMail({
        brand,
        publicUrl: config.publicUrl,
        kind,
        to: person.email,
        name: person.name,
        processName: process.name,
        // Removed or cancelled: the newest version of the entry, so calendars take the cancellation.
        event: {
          id: event.id,
          name: event.name,
          eventDate: event.eventDate!,
          calendarSequence: after ? after.calendarSequence : event.calendarSequence + 1,
        },
        link: `${brand.url}/home`,
      });
    for (const person of is) {
      const known = was.some((p) => p.userId === person.userId);
      if (!known) mails.push(mail('created', person, after!));
      else if (changed) mails.push(mail('moved', person, after!));
    }
    for (const person of was) {
      if (!is.some((p) => p.userId === person.userId)) mails.push(mail('cancelled', person, before!));
    }
    await mailer.send(mails, tx);
  }

  return {
    async create(processId: string, input: EventInput) {
      await editableProcess(processId);
      const row = await repository.transaction(async (tx) => {
        const process = await lockEditable(processId, tx);
        const inserted = await repository.insert({ processId, ...input, eventDate: new Date(input.eventDate) }, tx);
        await announce(process, undefined, inserted, tx);
        return inserted;
      });
      return { message: eventMessages.created, event: toEvent(row, 0) };
    },

    async get(id: string): Promise<ProcessEvent> {
      return withCount(await existing(id));
    },

    async update(id: string, input: EventInput) {
      const { processId } = await existing(id);
      await editableProcess(processId);
      const row = await repository.transaction(async (tx) => {
        const process = await lockEditable(processId, tx);
        const current = await repository.lockEvent(id, tx);
        const updated = await repository.update(id, { ...input, eventDate: new Date(input.eventDate) }, tx);
        if (!updated) throw notFound(eventErrorTypes.notFound, eventMessages.notFound);
        await announce(process, current, updated, tx);
        return updated;
      });
      return { message: eventMessages.updated, event: await withCount(row) };
    },

    async delete(id: string): Promise<void> {
      const { processId } = await existing(id);
      await editableProcess(processId);
      await repository.transaction(async (tx) => {
        const process = await lockEditable(processId, tx);
        const deleted = await repository.delete(id, tx);
        await announce(process, deleted, undefined, tx);
      });
    },

    /** The events of a process (its route admits staff and confirmed participants). */
    async listOfProcess(processId: string): Promise<ProcessEvent[]> {
      await processOf(processId);
      const rows = await repository.listOfProcess(processId);
      const counts = await repository.attendeeCounts(rows.map((r) => r.id));
      return rows.map((row) => toEvent(row, counts.get(row.id) ?? 0));
    },

    /** The public QR page: the event and its confirmed participants of the event's roles. */
    async attendancePage(id: string): Promise<AttendancePage> {
      const event = await existing(id);
      const process = await processOf(event.processId);
      const people = await repository.approvedParticipants(process.id, rolesOf(event.roles));
      const attendees = await repository.attendeesOf(id);
      return {
        processName: process.name,
        eventName: event.name,
        eventDate: event.eventDate ? event.eventDate.toISOString() : null,
        roles: event.roles,
        isToday: isToday(event.eventDate),
        participants: people.map((p) => ({
          userId: p.userId,
          name: p.name,
          lastName: p.lastName,
          photoUrl: photoUrlOf(p.photoKey),
          role: p.role,
          attended: attendees.has(p.userId),
        })),
      };
    },

    /** Only on the event's day (America/Santiago), only for its confirmed participants; marking twice is harmless. */
    async markAttendance(id: string, userId: string): Promise<{ message: string }> {
      const event = await existing(id);
      if (!isToday(event.eventDate)) throw new AppError(eventErrorTypes.notToday, 409, attendanceMessages.notToday);
      const participant = await repository.participant(event.processId, userId);
      if (participant?.invitationStatus !== 'APPROVED' || !isEventForRole(event.roles, participant.role)) {
        throw badRequest(eventErrorTypes.notEligible, attendanceMessages.notEligible);
      }
      await repository.markAttendance(id, userId);
      return { message: attendanceMessages.thanks };
    },

    /**
     * The 'Asistencia' sub-tab (spec 001 §9): the events that have begun (or have attendees) with attendees over
     * eligible confirmed participants, and a page of confirmed participants with their state at each of them and
     * their percentage.
     */
    async processAttendance(
      processId: string,
      query: { role?: ParticipantRole; page: number; limit: number },
    ): Promise<ProcessAttendance> {
      await processOf(processId);
      const at = now();
      const rows = await repository.listOfProcess(processId);
      const [countsByRole, attendeeRows] = await Promise.all([
        repository.approvedCountsByRole(processId),
        repository.attendeeCountsByRole(
          processId,
          rows.map((r) => r.id),
        ),
      ]);
      const events = rows
        .map((row) => {
          const roles = rolesOf(row.roles);
          const eligibleCount = roles.reduce((n, role) => n + (countsByRole.get(role) ?? 0), 0);
          const attendeesCount = attendeeRows
            .filter((a) => a.eventId === row.id && roles.includes(a.role))
            .reduce((n, a) => n + a.n, 0);
          return {
            eventId: row.id,
            name: row.name,
            eventDate: row.eventDate ? row.eventDate.toISOString() : null,
            roles: row.roles,
            attendeesCount,
            eligibleCount,
            percentage: eventAttendancePercentage(attendeesCount, eligibleCount),
          };
        })
        .filter((event) => isAttendanceEvent(event.eventDate, event.attendeesCount, at));

      const roles = query.role ? [query.role] : [...participantRoles];
      const page = await repository.approvedParticipantsPage(processId, roles, query.page, query.limit);
      const marks = await repository.attendancesOf(
        page.docs.map((p) => p.userId),
        events.map((e) => e.eventId),
      );
      const marked = new Set(marks.map((m) => `${m.userId}:${m.eventId}`));
      return {
        events,
        participants: {
          docs: page.docs.map((p) => {
            const { states, percentage } = attendanceSummary(
              events.map((e) => ({ ...e, attended: marked.has(`${p.userId}:${e.eventId}`) })),
              p.role,
              at,
            );
            return {
              userId: p.userId,
              name: p.name,
              lastName: p.lastName,
              photoUrl: photoUrlOf(p.photoKey),
              role: p.role,
              percentage,
              states,
            };
          }),
          totalDocs: page.totalDocs,
          page: query.page,
          limit: query.limit,
        },
      };
    },

    /**
     * GET /api/events/timeline (the admin home, spec 001 §1): the `limit` dated events nearest to now, upcoming or
     * past, latest date first.
     */
    async timeline(limit: number): Promise<EventTimelineItem[]> {
      const at = now();
      const distance = (date: Date) => Math.abs(date.getTime() - at.getTime());
      return (await repository.aroundNow(at, limit))
        .sort((a, b) => distance(a.eventDate) - distance(b.eventDate))
        .slice(0, limit)
        .sort((a, b) => b.eventDate.getTime() - a.eventDate.getTime())
        .map((row) => ({
          eventId: row.eventId,
          name: row.name,
          eventDate: row.eventDate.toISOString(),
          process: {
            processId: row.processId,
            name: row.processName,
            status: row.status,
            serviceType: row.serviceTypes,
          },
        }));
    },

    /** One participant's attendance (its route admits the person themself and the process's staff). */
    async attendanceOf(userId: string, processId: string): Promise<AttendanceSummary> {
      await processOf(processId);
      const participant = await repository.participant(processId, userId);
      if (!participant) throw notFound(eventErrorTypes.notParticipant, eventMessages.notParticipant);
      const rows = await repository.listOfProcess(processId);
      const attended = await repository.attendedBy(
        userId,
        rows.map((r) => r.id),
      );
      const { states, percentage } = attendanceSummary(
        rows.map((r) => ({
          eventId: r.id,
          roles: r.roles,
          eventDate: r.eventDate ? r.eventDate.toISOString() : null,
          attended: attended.has(r.id),
        })),
        participant.role,
        now(),
      );
      return {
        userId,
        processId,
        role: participant.role,
        percentage,
        events: rows.map((r, i) => ({
          eventId: r.id,
          name: r.name,
          eventDate: r.eventDate ? r.eventDate.toISOString() : null,
          roles: r.roles,
          state: states[i]!.state,
        })),
      };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
