import { z } from 'zod';
import { sessionOrdinalName } from './pairs';
import { paginated } from './people';

/** Spec 000 §2/§7 "Notifications"; the fields beyond the seen flag are the platform's (the spec does not list them). */
export const notificationSchema = z.object({
  notificationId: z.string(),
  /** What happened, e.g. CLIENT_CREATED or WELCOME; later areas add theirs. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** The thing it is about, so that viewing that thing can mark it read (mark-view-as-read). */
  entityId: z.string().nullable(),
  entityType: z.string().nullable(),
  /** Where in the app it leads: a relative path. */
  link: z.string().nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** Sent by the spec's client; only an admin may read another user's list with it. */
  userId: z.string().max(100).optional(),
});
export const notificationListSchema = paginated(notificationSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markSeenRequestSchema = z.object({ notificationId: z.string().min(1).max(100) });
export const markViewAsReadRequestSchema = z.object({ entityId: z.string().min(1).max(200) });
/** How many notifications a mark-* call changed. */
export const markedCountSchema = z.object({ updated: z.number().int() });

/** What the notifications of a process's invitations and start say (the process's name comes from its row). */
export const processNotificationTypes = {
  invited: 'PROCESS_INVITATION',
  invitationAccepted: 'PROCESS_INVITATION_ACCEPTED',
  invitationRejected: 'PROCESS_INVITATION_REJECTED',
  started: 'PROCESS_STARTED',
} as const;

/**
 * A participant's role as a sentence names it: mentora / mentee in a mentoring process, tutora / estudiante in a
 * talent-attraction one (as its screens say).
 */
export const participantRoleWord = (role: 'MENTOR' | 'STUDENT', serviceTypes: readonly string[] = []): string =>
  serviceTypes.includes('ATTRACTION')
    ? role === 'MENTOR'
      ? 'tutora'
      : 'estudiante'
    : role === 'MENTOR'
      ? 'mentora'
      : 'mentee';

/** `serviceTypes` are the process's: its roles are named as its screens name them. */
export const processNotificationTexts = {
  invited: (processName: string, role: 'MENTOR' | 'STUDENT', serviceTypes: readonly string[]) => ({
    title: `Tienes una invitación a ${processName}`,
    body: `Te invitamos a participar como ${participantRoleWord(role, serviceTypes)}. Confírmala desde tu inicio.`,
  }),
  invitationAccepted: (
    personName: string,
    processName: string,
    role: 'MENTOR' | 'STUDENT',
    serviceTypes: readonly string[],
  ) => ({
    title: `${personName} aceptó la invitación a ${processName}`,
    body: `Participará como ${participantRoleWord(role, serviceTypes)}.`,
  }),
  invitationRejected: (
    personName: string,
    processName: string,
    role: 'MENTOR' | 'STUDENT',
    serviceTypes: readonly string[],
  ) => ({
    title: `${personName} rechazó la invitación a ${processName}`,
    body: `La invitación era para participar como ${participantRoleWord(role, serviceTypes)}.`,
  }),
  started: (processName: string) => ({
    title: `Comenzó ${processName}`,
    body: 'Revisa tu inicio para ver los próximos pasos.',
  }),
} as const;

/**
 * A pair reaches its two members: when the process starts (pairs made in pre-kickoff become visible), when a pair is
 * added while it runs, or when the coordination swaps mentors between pairs.
 */
export const pairNotificationTypes = { published: 'PAIR_PUBLISHED', changed: 'PAIR_CHANGED' } as const;

export const pairNotificationTexts = {
  published: (processName: string, partnerName: string, partnerRole: 'MENTOR' | 'STUDENT') => ({
    title: `Tu pareja en ${processName} es ${partnerName}`,
    body: `Participa como ${participantRoleWord(partnerRole)}. Entra a tu proceso para ver sus datos y agendar las sesiones.`,
  }),
  changed: (processName: string, partnerName: string, partnerRole: 'MENTOR' | 'STUDENT') => ({
    title: `Tu nueva pareja en ${processName} es ${partnerName}`,
    body: `La coordinación cambió las duplas: ahora participas con ${partnerName}, como ${participantRoleWord(partnerRole)}.`,
  }),
} as const;

/** A session's date set or changed, told to the pair member who did not set it (both when the coordination did). */
export const sessionNotificationTypes = { scheduled: 'SESSION_SCHEDULED', rescheduled: 'SESSION_RESCHEDULED' } as const;

const COORDINATION = 'La coordinación';
const sessionOf = (sessionNumber: number, processName: string) =>
  `la ${sessionOrdinalName(sessionNumber).toLowerCase()} de ${processName}`;

export const sessionNotificationTexts = {
  /** `actorName` null: an admin set it. `when` is the date and time in Chile's time zone, already written out. */
  scheduled: (actorName: string | null, sessionNumber: number, processName: string, when: string) => ({
    title: `${actorName ?? COORDINATION} agendó ${sessionOf(sessionNumber, processName)}`,
    body: `Quedó para el ${when} (hora de Chile).`,
  }),
  rescheduled: (actorName: string | null, sessionNumber: number, processName: string, when: string) => ({
    title: `${actorName ?? COORDINATION} cambió la fecha de ${sessionOf(sessionNumber, processName)}`,
    body: `Ahora es el ${when} (hora de Chile).`,
  }),
} as const;

/** A completed inscription to a convocatoria, told to the convocatoria's responsible. */
export const convocatoryNotificationTypes = { inscription: 'CONVOCATORY_INSCRIPTION' } as const;

export const convocatoryNotificationTexts = {
  inscription: (applicantName: string, convocatoryName: string, role: 'MENTOR' | 'STUDENT') => ({
    title: `Nueva inscripción en ${convocatoryName}`,
    body: `${applicantName} se inscribió como ${participantRoleWord(role)}.`,
  }),
} as const;

export const notificationErrorTypes = { notFound: 'notification_not_found' } as const;
export const notificationErrorMessages: Record<string, string> = {
  [notificationErrorTypes.notFound]: 'Notificación no encontrada',
};

// ── Usage metrics (POST /api/metrics/app) ──────────────────────────────────────────────────────────────

export const appMetricRequestSchema = z.object({
  eventType: z.string({ error: 'Ingrese el tipo de evento' }).trim().min(1, 'Ingrese el tipo de evento').max(100),
  identifier: z.string({ error: 'Ingrese el identificador' }).trim().min(1, 'Ingrese el identificador').max(200),
});
export type AppMetricRequest = z.infer<typeof appMetricRequestSchema>;
