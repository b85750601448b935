import { z } from 'zod';
import { eventAttendanceStates, EVENT_MINUTE_STEP } from './events';
import {
  participantRoleSchema,
  processServiceTypeSchema,
  processStatusSchema,
  sessionDateRangeSchema,
} from './processes';
import { sessionOrdinalName, sessionStatusSchema, type SessionStatus } from './pairs';
import { sessionFeedbackMessages, sessionFeedbackStateSchema } from './feedback';
import { answerPath, questionaryInvitationStatuses } from './answers';
import { mdiSubTypeLabels, type MdiSubType } from './measurements';
import { todayInAppTimeZone } from './dates';
import { resourceId } from './ids';

// ── The participant's side of a process (spec 000 §2, §4; spec 002 §2.7, §3, §4.5, §5.9, §7.6, §8) ──────────

export const participationMessages = {
  homeTitle: 'Mis procesos',
  homeLoadFailed: 'Error a cargar sus procesos',
  /** After 'Reintentar' brings every list. */
  homeLoaded: 'Sus procesos han sido cargados con éxito',
  processLoadFailed: 'Error al obtener el proceso',
  inProgressTab: 'En curso',
  finalizedTab: 'Finalizado',
  important: 'Importante',
  nextEvent: 'Próximo Evento',
  myPending: 'Mis pendientes',
  nothingPending: 'No tienes nada pendiente hoy',
  pairSoon: 'Pronto conocerás a tu dupla',
  diplomaLocked: 'Diploma Bloqueado',
  scheduleInRange: '¿Seguro/a que ambos/as han acordado esta fecha?',
  scheduleOutOfRange:
    'Estás agendando fuera del periodo asignado para la sesión ¿Seguro/a que ambos/as han acordado esta fecha?',
  mayTakeSeconds: 'Podría tardar unos segundos',
  realizedQuestion: 'Sesión Realizada?',
  realizedConfirm: 'Confirmas que la sesión ya fue realizada?',
  // Not worded by the spec.
  scheduled: 'Tu sesión fue agendada',
  sessionsMarked: 'Sesiones marcadas como realizadas',
  sessionNotEnabled: 'La sesión aún no está habilitada',
  sessionAlreadyDone: 'La sesión ya fue realizada',
  sessionNotScheduled: 'La sesión debe estar agendada con una fecha pasada para marcarla como realizada',
  sessionNotFound: 'La sesión no existe',
  minuteStep: 'Selecciona una hora en intervalos de 15 minutos',
  processNotInProgress: 'El proceso no está en curso',
  pairNotFound: 'La dupla no existe',
  notPairMember: 'No perteneces a esta dupla',
  invitationSessionRefused: 'Esta invitación ya no permite editar el perfil',
  schedulePastTitle: 'Fecha pasada',
  schedulePast: 'La fecha y hora elegidas ya pasaron: la sesión quedará agendada en el pasado.',
  scheduleOutsidePeriod: 'Elegir un día fuera del periodo asignado',
  diploma: 'Diploma',
  diplomaBeforeEnd: (endDay: string) => `Se desbloquea cuando termine el proceso (${endDay}) y se emita tu diploma.`,
  diplomaNotIssued: 'El proceso terminó, pero tu diploma aún no ha sido emitido.',
  diplomaReady: 'Tu diploma está listo:',
} as const;

export const participationErrorTypes = {
  pairNotFound: 'pair_not_found',
  notPairMember: 'pair_not_member',
  sessionNotFound: 'session_not_found',
  sessionNotEnabled: 'session_not_enabled',
  sessionAlreadyDone: 'session_already_done',
  sessionNotScheduled: 'session_not_scheduled',
  processNotInProgress: 'process_not_in_progress',
  notEditable: 'process_not_editable',
  invitationSessionRefused: 'process_invitation_session_refused',
} as const;

/** The invitation result page (spec 000 §2): success, oldSuccess or anything else (invalid). */
export const invitationResultTexts = {
  success: 'Gracias por aceptar este compromiso!',
  successSubtext: 'Pronto recibirás un correo para conocer a tu dupla.',
  successAttractionSubtext: 'Pronto recibiras tu match',
  oldSuccess: 'Ya te has suscrito a este proceso exitosamente!',
  invalid: 'Ups! Esta invitacion ya no es valida',
  goHome: 'Ir al inicio',
  confirmTitle: 'Confirma tu participación',
  commitment: 'Me comprometo a participar activamente del programa',
  accept: 'Aceptar',
  reject: 'Rechazar',
} as const;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────────────────

export const pairIdParamsSchema = z.object({ pairId: resourceId() });

const sessionStatusEntrySchema = z.object({
  sessionNumber: z.number().int(),
  status: sessionStatusSchema,
  scheduleDate: z.string().nullable(),
});

/** GET /api/students/me/processes and /api/mentors/me/processes: one entry (spec 002 §3 "Member process"). */
export const memberProcessSchema = z.object({
  processId: z.uuid(),
  name: z.string(),
  clientName: z.string(),
  status: processStatusSchema,
  estimatedStartDate: z.string(),
  startDate: z.string().nullable(),
  estimatedEndDate: z.string(),
  endDate: z.string().nullable(),
  serviceType: processServiceTypeSchema,
  sessionsDateRanges: z.array(sessionDateRangeSchema),
  ungrouped: z.boolean(),
  mentorship: z.object({ mentorshipId: z.uuid(), mentorshipName: z.string() }).nullable(),
  /** Null until the person is paired. */
  mePair: z
    .object({
      pairId: z.uuid(),
      /** The partner's full name. */
      pairName: z.string(),
      studentId: z.uuid(),
      mentorId: z.uuid(),
      createdAt: z.string(),
      sessionsStatus: z.array(sessionStatusEntrySchema),
    })
    .nullable(),
});
export type MemberProcess = z.infer<typeof memberProcessSchema>;
export const memberProcessListSchema = z.array(memberProcessSchema);

export const sessionRangeSchema = z.object({ start: z.string(), end: z.string() });
export type SessionRange = z.infer<typeof sessionRangeSchema>;

export const memberSessionSchema = z.object({
  sessionNumber: z.number().int(),
  /** The guide's title of this session ('' without a guide). */
  title: z.string(),
  /**
   * The stored status, except that a REALIZED session is COMPLETED ('Realizada') for a member who answered its
   * feedback (spec 002 §4.5): each member sees their own.
   */
  status: sessionStatusSchema,
  enabled: z.boolean(),
  scheduleDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  range: sessionRangeSchema.nullable(),
  /** The member's feedback of this session ('Evaluar sesión'); null until one is sent (or without a bundle). */
  feedback: sessionFeedbackStateSchema.nullable(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

const personCardSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  biography: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** GET /api/users/me/process/{pairId}: the member's process view. */
export const memberProcessViewSchema = z.object({
  pairId: z.uuid(),
  myRole: participantRoleSchema,
  process: z.object({
    processId: z.uuid(),
    name: z.string(),
    clientName: z.string(),
    status: processStatusSchema,
    estimatedStartDate: z.string(),
    startDate: z.string().nullable(),
    estimatedEndDate: z.string(),
    endDate: z.string().nullable(),
    serviceType: processServiceTypeSchema,
    ungrouped: z.boolean(),
    mentorshipName: z.string().nullable(),
  }),
  partner: personCardSchema,
  sessions: z.array(memberSessionSchema),
  events: z.array(
    z.object({
      eventId: z.uuid(),
      name: z.string(),
      eventDate: z.string().nullable(),
      roles: z.array(participantRoleSchema),
      state: z.enum(eventAttendanceStates),
    }),
  ),
  /** The member's standing certificate of this process: the Diploma step opens with it once the end date passed. */
  certificate: z.object({ certificateId: z.uuid(), title: z.string() }).nullable(),
});
export type MemberProcessView = z.infer<typeof memberProcessViewSchema>;

/** GET /api/process/pair/{pairId}. */
export const pairDetailSchema = z.object({
  pairId: z.uuid(),
  processId: z.uuid(),
  createdAt: z.string(),
  student: personCardSchema,
  mentor: personCardSchema,
  sessions: z.array(
    z.object({
      sessionNumber: z.number().int(),
      status: sessionStatusSchema,
      enabled: z.boolean(),
      scheduleDate: z.string().nullable(),
      completedAt: z.string().nullable(),
      /** The session's guide (null until a partner first opens it: POST …/session/{n}/guide). */
      templateInvitationId: z.uuid().nullable(),
      /** The live content of the guide's shared answers (null until opened). */
      liveContentId: z.uuid().nullable(),
      /** SENT while the pair answers it, COMPLETED once finished; null until opened. */
      guideStatus: z.enum(questionaryInvitationStatuses).nullable(),
    }),
  ),
});
export type PairDetail = z.infer<typeof pairDetailSchema>;

/** PUT /api/process/{id}/schedule_session (spec 002 §7.6): an ISO date-time on a 15-minute step. */
export const scheduleSessionRequestSchema = z.object({
  pairId: z.uuid(),
  sessionNumber: z.number().int().min(1).max(100),
  scheduleDate: z.iso.datetime({ offset: true }).refine(
    (value) => {
      const date = new Date(value);
      return (
        date.getUTCMinutes() % EVENT_MINUTE_STEP === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0
      );
    },
    { error: participationMessages.minuteStep },
  ),
});
export type ScheduleSessionRequest = z.infer<typeof scheduleSessionRequestSchema>;

/** PUT /api/process/complete_sessions. */
export const completeSessionsRequestSchema = z.object({
  sessionNumbersAndPairIds: z
    .array(z.object({ pairId: z.uuid(), sessionNumber: z.number().int().min(1).max(100) }))
    .min(1)
    .max(100),
});
export type CompleteSessionsRequest = z.infer<typeof completeSessionsRequestSchema>;

export const sessionMutationResponseSchema = z.object({
  message: z.string(),
  sessions: z.array(
    z.object({
      pairId: z.uuid(),
      sessionNumber: z.number().int(),
      status: sessionStatusSchema,
      scheduleDate: z.string().nullable(),
    }),
  ),
});

/** GET /api/users/me/pending_tasks/ (spec 002 §7.6). */
export const pendingTasksSchema = z.object({
  notScheduledSessions: z.array(
    z.object({
      processId: z.uuid(),
      processName: z.string(),
      pairId: z.uuid(),
      sessionNumber: z.number().int(),
      /** The caller's side of the pair: her process view is /home/process/{pairId}/{student|mentor}. */
      role: z.enum(['STUDENT', 'MENTOR']),
    }),
  ),
  /** Session feedbacks still to answer ('Evaluar sesión'), of active pairs in processes in progress. */
  pendingFeedbacks: z.array(
    z.object({
      invitationId: z.uuid(),
      processId: z.uuid(),
      processName: z.string(),
      pairId: z.uuid(),
      sessionNumber: z.number().int(),
    }),
  ),
  pendingMdis: z.array(
    z.object({
      invitationId: z.uuid(),
      processId: z.uuid(),
      processName: z.string(),
      entitySubType: z.string(),
    }),
  ),
});
export type PendingTasks = z.infer<typeof pendingTasksSchema>;

export const pendingTaskKinds = ['MDI', 'FEEDBACK', 'SCHEDULE_SESSION'] as const;

/** One pending task as the member reads it, with the page where it is done. */
export const pendingTaskSchema = z.object({
  kind: z.enum(pendingTaskKinds),
  /** Stable across loads (a list key). */
  key: z.string(),
  processId: z.uuid(),
  text: z.string(),
  path: z.string(),
});
export type PendingTask = z.infer<typeof pendingTaskSchema>;

/** The member's process view of one pair, as her side of it. */
export const memberProcessPath = (pairId: string, role: 'STUDENT' | 'MENTOR') =>
  `/home/process/${encodeURIComponent(pairId)}/${role === 'MENTOR' ? 'mentor' : 'student'}`;

/**
 * 'Mis pendientes' in the order they are due: measurements first (a baseline expires), then session evaluations,
 * then sessions to schedule. GET /users/me/next_pending/ answers the first.
 */
export function pendingTaskList(tasks: PendingTasks): PendingTask[] {
  return [
    ...tasks.pendingMdis.map((mdi) => ({
      kind: 'MDI' as const,
      key: `mdi-${mdi.invitationId}`,
      processId: mdi.processId,
      text: `Responder la medición ${mdiSubTypeLabels[mdi.entitySubType as MdiSubType] ?? mdi.entitySubType} de ${
        mdi.processName
      }`,
      path: answerPath(mdi.invitationId),
    })),
    ...tasks.pendingFeedbacks.map((f) => ({
      kind: 'FEEDBACK' as const,
      key: `feedback-${f.invitationId}`,
      processId: f.processId,
      text: sessionFeedbackMessages.pendingTask(f.sessionNumber, f.processName),
      path: answerPath(f.invitationId),
    })),
    ...tasks.notScheduledSessions.map((s) => ({
      kind: 'SCHEDULE_SESSION' as const,
      key: `session-${s.pairId}-${s.sessionNumber}`,
      processId: s.processId,
      text: `Agendar la ${sessionOrdinalName(s.sessionNumber).toLowerCase()} de ${s.processName}`,
      path: memberProcessPath(s.pairId, s.role),
    })),
  ];
}

/** GET /api/users/me/next_pending/: the member's most urgent pending task, or null with nothing due. */
export const nextPendingSchema = pendingTaskSchema.nullable();

/** GET /api/users/me/next_event: the next event of the caller's processes in progress ('Próximo Evento'). */
export const nextEventSchema = z
  .object({
    eventId: z.uuid(),
    name: z.string(),
    eventDate: z.string(),
    processId: z.uuid(),
    processName: z.string(),
  })
  .nullable();
export type NextEvent = z.infer<typeof nextEventSchema>;

/** POST /api/process/{id}/invitation_session: signs a pending invitee in so they can complete their profile. */
export const invitationSessionRequestSchema = z.object({ userToken: z.string().min(1).max(2000) });

// ── Pure rules shared by the server and the web ─────────────────────────────────────────────────────────────

/** The process's first day: the actual start (in America/Santiago) or, before that, the planned one. */
export function processStartDay(process: { startDate: string | null; estimatedStartDate: string }): string {
  return process.startDate ? todayInAppTimeZone(new Date(process.startDate)) : process.estimatedStartDate;
}

/**
 * The date range of a session: session 1 runs from the process start to the start of session 2's range; sessions
 * from 2 on have the ranges the admin set (spec 001 §4). Null when no range is known.
 */
export function sessionRangeOf(
  sessionNumber: number,
  startDay: string,
  ranges: readonly { sessionNumber: number; start: string; end: string }[],
): SessionRange | null {
  if (sessionNumber === 1) {
    const second = ranges.find((r) => r.sessionNumber === 2);
    return second ? { start: startDay, end: second.start } : null;
  }
  const own = ranges.find((r) => r.sessionNumber === sessionNumber);
  return own ? { start: own.start, end: own.end } : null;
}

/** Whether a date-time falls inside a session's range, by its day in America/Santiago (ends inclusive). */
export function isWithinSessionRange(date: Date, range: SessionRange | null): boolean {
  if (!range) return true;
  const day = todayInAppTimeZone(date);
  return day >= range.start && day <= range.end;
}

/** Spec 002 §2.7: percent of elapsed time between start and end, from 0 to 100. */
export function timeProgressPercent(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return now.getTime() >= end.getTime() ? 100 : 0;
  const percent = Math.round(((now.getTime() - start.getTime()) / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** 'Sesión Realizada?' may be asked once a scheduled session's date has passed. */
export function canConfirmRealized(session: { status: SessionStatus; scheduleDate: string | null }, now: Date) {
  return (
    session.status === 'PENDING_AND_SCHEDULED' &&
    session.scheduleDate !== null &&
    new Date(session.scheduleDate).getTime() <= now.getTime()
  );
}

/** Spec 002 §4.3: the baseline of a non-Emprende process is hidden 14 or more days after its start. */
export const BASELINE_EXPIRY_DAYS = 14;
export function isBaselineExpired(process: { startDate: string | null; emprende: boolean }, now: Date): boolean {
  if (process.emprende || !process.startDate) return false;
  return now.getTime() - new Date(process.startDate).getTime() >= BASELINE_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
}
