import { z } from 'zod';
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

const asRole = (role: 'MENTOR' | 'STUDENT') => (role === 'MENTOR' ? 'mentora' : 'mentee');

export const processNotificationTexts = {
  invited: (processName: string, role: 'MENTOR' | 'STUDENT') => ({
    title: `Tienes una invitación a ${processName}`,
    body: `Te invitamos a participar como ${asRole(role)}. Confírmala desde tu inicio.`,
  }),
  invitationAccepted: (personName: string, processName: string, role: 'MENTOR' | 'STUDENT') => ({
    title: `${personName} aceptó la invitación a ${processName}`,
    body: `Participará como ${asRole(role)}.`,
  }),
  invitationRejected: (personName: string, processName: string, role: 'MENTOR' | 'STUDENT') => ({
    title: `${personName} rechazó la invitación a ${processName}`,
    body: `La invitación era para participar como ${asRole(role)}.`,
  }),
  started: (processName: string) => ({
    title: `Comenzó ${processName}`,
    body: 'Revisa tu inicio para ver los próximos pasos.',
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
