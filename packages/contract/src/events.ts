import { z } from 'zod';
import { requiredText } from './messages';
import {
  participantRoleSchema,
  participantRoles,
  processServiceTypeSchema,
  processStatusSchema,
  type ParticipantRole,
} from './processes';
import { resourceId } from './ids';

// ── Events of a process and their attendance (spec 001 §3 "Event", §5 "Events", §9; spec 002 §2.11, §4.5) ──

export const EVENT_NAME_MAX_LENGTH = 200;
/** Event times are chosen in 15-minute steps (spec 001 §9). */
export const EVENT_MINUTE_STEP = 15;

export const eventMessages = {
  name: 'Por favor poner el nombre del evento',
  date: 'Selecciona una fecha',
  dateStep: 'La hora del evento debe ser múltiplo de 15 minutos',
  allDates: 'Por favor agregar una fecha a todos los eventos',
  created: 'Creado exitosamente',
  updated: 'Editado exitosamente',
  createFailed: 'Error al crear el evento',
  updateFailed: 'Error al actualizar el evento',
  deleteFailed: 'Error al eliminar el evento',
  loadFailed: 'Error al cargar eventos',
  processLoadFailed: 'Error al obtener los eventos del proceso',
  notFound: 'El evento no existe',
  processNotFound: 'El proceso no existe',
  processFinalized: 'Los eventos de un proceso finalizado no se pueden modificar',
  notParticipant: 'El usuario no participa en este proceso',
} as const;

export const attendanceMessages = {
  thanks: 'Gracias por confirmar tu asistencia',
  failed: 'Error al confirmar asistencia',
  notToday: 'No se puede registrar asistencia para este evento. Asegúrate de que la fecha del evento sea hoy.',
  notTodayWarning: 'Este evento no es hoy. Los participantes no podrán marcar su asistencia',
  notEligible: 'El participante no está convocado a este evento',
} as const;

export const eventErrorTypes = {
  notFound: 'event_not_found',
  processFinalized: 'event_process_finalized',
  notToday: 'event_not_today',
  notEligible: 'event_participant_not_eligible',
  notParticipant: 'event_not_participant',
} as const;

/** An ISO date-time (with offset) whose minutes are a multiple of 15 and with no seconds. */
export const eventDateSchema = z
  .string({ error: eventMessages.date })
  .min(1, { error: eventMessages.date, abort: true })
  .pipe(z.iso.datetime({ offset: true, error: eventMessages.date }))
  .refine(
    (value) => {
      const date = new Date(value);
      return (
        date.getUTCMinutes() % EVENT_MINUTE_STEP === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0
      );
    },
    { error: eventMessages.dateStep },
  );

/** Who an event is for; none means everyone. Duplicates are dropped. */
export const eventRolesSchema = z
  .array(participantRoleSchema)
  .default([])
  .transform((roles) => participantRoles.filter((role) => roles.includes(role)));

export const updateEventRequestSchema = z.object({
  name: requiredText(eventMessages.name, EVENT_NAME_MAX_LENGTH),
  roles: eventRolesSchema,
  eventDate: eventDateSchema,
});
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

export const createEventRequestSchema = updateEventRequestSchema.extend({ processId: z.uuid() });
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

export const eventIdParamsSchema = z.object({ eventId: resourceId() });

export const eventSchema = z.object({
  eventId: z.uuid(),
  processId: z.uuid(),
  name: z.string(),
  roles: z.array(participantRoleSchema),
  /** ISO date-time, or null for an event created before dates were required. */
  eventDate: z.string().nullable(),
  attendeesCount: z.number().int(),
});
export type ProcessEvent = z.infer<typeof eventSchema>;

export const eventMutationResponseSchema = z.object({ message: z.string(), event: eventSchema });
export const processEventsSchema = z.array(eventSchema);

/** Spec 001 §9: 'Mentees' / 'Mentores/as' for mentoring, 'Estudiantes' / 'Tutores/as' otherwise. */
export function eventRolesLabel(roles: readonly ParticipantRole[], isAttraction: boolean): string {
  const labels: Record<ParticipantRole, string> = isAttraction
    ? { STUDENT: 'Estudiantes', MENTOR: 'Tutores/as' }
    : { STUDENT: 'Mentees', MENTOR: 'Mentores/as' };
  const present = (['STUDENT', 'MENTOR'] as const).filter((role) => roles.includes(role));
  return present.length === 0 ? 'Sin especificar' : present.map((role) => labels[role]).join(' y ');
}

/** Whether someone with `role` is called to an event for `roles` (none means everyone). */
export const isEventForRole = (roles: readonly ParticipantRole[], role: ParticipantRole) =>
  roles.length === 0 || roles.includes(role);

// ── Public attendance page (spec 002 §2.11) ──

export const attendanceParticipantSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  role: participantRoleSchema,
  attended: z.boolean(),
});
export const attendancePageSchema = z.object({
  processName: z.string(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  roles: z.array(participantRoleSchema),
  /** The event's date is today in America/Santiago: only then may attendance be marked. */
  isToday: z.boolean(),
  participants: z.array(attendanceParticipantSchema),
});
export type AttendancePage = z.infer<typeof attendancePageSchema>;
export const markAttendanceRequestSchema = z.object({ userId: z.uuid() });

// ── A participant's attendance in a process (spec 002 §4.5, spec 001 §9) ──

export const eventAttendanceStates = ['ATTENDED', 'NOT_ATTENDED', 'NOT_APPLICABLE'] as const;
export type EventAttendanceState = (typeof eventAttendanceStates)[number];
export const eventAttendanceStateLabels: Record<EventAttendanceState, string> = {
  ATTENDED: 'Asistió',
  NOT_ATTENDED: 'No asistió',
  NOT_APPLICABLE: 'No aplica',
};

export interface AttendanceInputEvent {
  eventId: string;
  roles: readonly ParticipantRole[];
  /** ISO date-time or null. */
  eventDate: string | null;
  attended: boolean;
}

/**
 * One participant's state at each event: not applicable when the event excludes their role or has not happened
 * yet (no date, or later than `now`) unless they already marked it; attended or not otherwise. The percentage is
 * attended over applicable past events, rounded; 0 when there are none.
 */
export function attendanceSummary(events: readonly AttendanceInputEvent[], role: ParticipantRole, now: Date) {
  const states = events.map((event) => {
    let state: EventAttendanceState;
    if (!isEventForRole(event.roles, role)) state = 'NOT_APPLICABLE';
    else if (event.attended) state = 'ATTENDED';
    else if (!event.eventDate || new Date(event.eventDate).getTime() > now.getTime()) state = 'NOT_APPLICABLE';
    else state = 'NOT_ATTENDED';
    return { eventId: event.eventId, state };
  });
  const attended = states.filter((s) => s.state === 'ATTENDED').length;
  const applicable = attended + states.filter((s) => s.state === 'NOT_ATTENDED').length;
  return { states, percentage: applicable === 0 ? 0 : Math.round((attended / applicable) * 100) };
}

export const attendanceSummaryParamsSchema = z.object({ userId: resourceId(), processId: resourceId() });
export const attendanceSummarySchema = z.object({
  userId: z.uuid(),
  processId: z.uuid(),
  role: participantRoleSchema,
  percentage: z.number().int(),
  events: z.array(
    z.object({
      eventId: z.uuid(),
      name: z.string(),
      eventDate: z.string().nullable(),
      roles: z.array(participantRoleSchema),
      state: z.enum(eventAttendanceStates),
    }),
  ),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

// ── Attendance of a whole process: the 'Asistencia' sub-tab (spec 001 §2 "events", §9) ──

/** Spec 001 §9: the attendance table shows 10 participants per page. */
export const ATTENDANCE_PAGE_SIZE = 10;

/** Attendees over eligible participants × 100, rounded; 0 when nobody is eligible (spec 001 §9). */
export function eventAttendancePercentage(attendees: number, eligible: number): number {
  return eligible <= 0 ? 0 : Math.round((Math.min(attendees, eligible) / eligible) * 100);
}

/** Whether an event belongs in the attendance table: it has begun, or somebody already marked it. */
export function isAttendanceEvent(eventDate: string | null, attendeesCount: number, now: Date): boolean {
  if (attendeesCount > 0) return true;
  return !!eventDate && new Date(eventDate).getTime() <= now.getTime();
}

/** GET /api/process/{id}/attendance: without `role`, mentees and mentors alike. */
export const processAttendanceQuerySchema = z.object({
  role: participantRoleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ATTENDANCE_PAGE_SIZE),
});
export type ProcessAttendanceQuery = z.input<typeof processAttendanceQuerySchema>;

export const processAttendanceEventSchema = z.object({
  eventId: z.uuid(),
  name: z.string(),
  eventDate: z.string().nullable(),
  roles: z.array(participantRoleSchema),
  /** Confirmed participants of the event's roles who marked their attendance. */
  attendeesCount: z.number().int(),
  /** Confirmed participants of the event's roles. */
  eligibleCount: z.number().int(),
  percentage: z.number().int(),
});
export type ProcessAttendanceEvent = z.infer<typeof processAttendanceEventSchema>;

export const processAttendanceParticipantSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  role: participantRoleSchema,
  /** Attended over applicable past events, rounded. */
  percentage: z.number().int(),
  states: z.array(z.object({ eventId: z.uuid(), state: z.enum(eventAttendanceStates) })),
});
export type ProcessAttendanceParticipant = z.infer<typeof processAttendanceParticipantSchema>;

export const processAttendanceSchema = z.object({
  /** The events that have begun or have attendees, by date: the columns of the table. */
  events: z.array(processAttendanceEventSchema),
  participants: z.object({
    docs: z.array(processAttendanceParticipantSchema),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ProcessAttendance = z.infer<typeof processAttendanceSchema>;

/** Event-area texts the first part of this file does not hold (spec 001 §2, §8; spec 002 §2.11). */
export const eventUiMessages = {
  deleted: 'Eliminado exitosamente',
  sessionsButton: 'Fecha inicio sesiones',
  sessionsUpdateFailed: 'Error al actualizar las sesiones',
  noEvents: 'No hay eventos en este proceso',
  downloadQr: 'Descargar QR',
  print: 'Imprimir',
  register: 'Registrar asistencia',
} as const;

// ── The admin home's timeline: events of every process near today (spec 001 §1) ──

/** The admin home's timeline shows the latest 10 entries. */
export const EVENT_TIMELINE_LIMIT = 10;

/** GET /api/events/timeline: the events nearest to now, past or upcoming. */
export const eventTimelineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(EVENT_TIMELINE_LIMIT),
});
export type EventTimelineQuery = z.input<typeof eventTimelineQuerySchema>;

export const eventTimelineItemSchema = z.object({
  eventId: z.uuid(),
  name: z.string(),
  /** ISO instant. */
  eventDate: z.string(),
  process: z.object({
    processId: z.uuid(),
    name: z.string(),
    status: processStatusSchema,
    serviceType: z.array(processServiceTypeSchema),
  }),
});
export type EventTimelineItem = z.infer<typeof eventTimelineItemSchema>;
export const eventTimelineSchema = z.array(eventTimelineItemSchema);
