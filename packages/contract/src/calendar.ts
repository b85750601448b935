import { z } from 'zod';

// ── Calendar invitations and the member's private calendar feed (issue: calendar invitations) ────────────────

export const calendarMessages = {
  // The profile's card.
  cardTitle: 'Calendario',
  cardIntro:
    'Suscríbete desde Google Calendar, Outlook o el calendario de tu teléfono a un enlace privado con todas tus ' +
    'sesiones y eventos: se mantiene al día solo.',
  cardPrivate: 'Quien tenga el enlace puede ver tus sesiones y eventos: no lo compartas.',
  cardActive: (createdAt: string) =>
    `Tienes un enlace activo desde el ${createdAt}. Por seguridad solo se muestra al crearlo: si lo perdiste, crea ` +
    'uno nuevo (el anterior deja de funcionar).',
  cardNone: 'Aún no tienes un enlace de calendario.',
  create: 'Crear enlace',
  rotate: 'Crear nuevo enlace',
  rotateConfirm: 'El enlace actual dejará de funcionar. ¿Crear uno nuevo?',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  created: 'Enlace de calendario creado',
  revoke: 'Revocar enlace',
  revokeConfirm: '¿Revocar el enlace? Los calendarios suscritos dejarán de recibir tus sesiones y eventos.',
  revoked: 'Enlace revocado',
  loadFailed: 'Error al cargar el enlace de calendario',
  saveFailed: 'Error al crear el enlace de calendario',
  revokeFailed: 'Error al revocar el enlace de calendario',
  feedNotFound: 'El calendario no existe',
  // Mails and calendar entries.
  feedName: (brandName: string) => `Mis sesiones y eventos · ${brandName}`,
  sessionSummary: (ordinalName: string, partnerName: string) => `${ordinalName} con ${partnerName}`,
  eventCreatedSubject: (eventName: string) => `Nuevo evento: ${eventName}`,
  eventMovedSubject: (eventName: string) => `Evento actualizado: ${eventName}`,
  eventCancelledSubject: (eventName: string) => `Evento cancelado: ${eventName}`,
  invitationAttached: 'Adjuntamos la invitación para tu calendario.',
  // The outbox's mail view.
  outboxLabel: 'Calendario',
  outboxMethod: { REQUEST: 'Invitación', CANCEL: 'Cancelación' } as Record<'REQUEST' | 'CANCEL', string>,
} as const;

export const calendarErrorTypes = { feedNotFound: 'calendar_feed_not_found' } as const;

/** GET /api/users/me/calendar-feed: whether the member has a feed (its URL is only shown when made). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/users/me/calendar-feed: the new private URL (any previous one stops working). */
export const calendarFeedCreatedSchema = z.object({
  message: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(200) });
