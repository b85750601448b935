import { calendarMessages, formatWrittenMoment } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { calendarInvitation, eventUid } from '../../lib/calendar';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../plugins/mail';

/** What happened to the event, for this person: it is new to them, it changed, or it is off (for them). */
export type EventMailKind = 'created' | 'moved' | 'cancelled';

/**
 * Tells a participant of an event of their process, with its calendar invitation: REQUEST adds or moves the entry,
 * CANCEL removes it. Every version has the event's UID and a SEQUENCE that only grows.
 */
export function eventMail(input: {
  brand: Brand;
  /** The platform's address, whose host names the calendar entries. */
  publicUrl: string;
  kind: EventMailKind;
  to: string;
  name: string;
  processName: string;
  event: { id: string; name: string; eventDate: Date; calendarSequence: number };
  link: string;
}): MailMessage {
  const { brand, kind, to, name, processName, event, link } = input;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const when = `${formatWrittenMoment(event.eventDate)} (hora de Chile)`;
  const intro = {
    created: `Tienes un nuevo evento en ${processName}: «${event.name}», el ${when}.`,
    moved: `El evento «${event.name}» de ${processName} cambió: ahora es el ${when}.`,
    cancelled: `El evento «${event.name}» de ${processName}, del ${when}, fue cancelado.`,
  }[kind];
  const subject = {
    created: calendarMessages.eventCreatedSubject,
    moved: calendarMessages.eventMovedSubject,
    cancelled: calendarMessages.eventCancelledSubject,
  }[kind](event.name);
  const text = [
    greeting,
    '',
    intro,
    calendarMessages.invitationAttached,
    'Puedes revisar tus procesos en:',
    link,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)} ${escapeHtml(calendarMessages.invitationAttached)}</p>
<p><a href="${escapeHtml(link)}">Ver mis procesos</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  const calendar = calendarInvitation({
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    organizer: brand.mailFrom,
    attendee: { name, email: to },
    entry: {
      uid: eventUid(input.publicUrl, event.id),
      sequence: event.calendarSequence,
      start: event.eventDate,
      summary: `${event.name} · ${processName}`,
      description: `${intro}\n${link}`,
      url: link,
    },
  });
  return { from: brand.mailFrom, to, subject, text, html, calendar };
}
