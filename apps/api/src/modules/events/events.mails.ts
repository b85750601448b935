import { calendarMessages, formatWrittenMoment } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import { calendarInvitation, eventUid } from '../../lib/calendar';
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
  return composeMail({
    brand,
    to,
    subject,
    name,
    intro: [intro, calendarMessages.invitationAttached],
    action: { lead: 'Puedes revisar tus procesos en:', label: 'Ver mis procesos', url: link },
    calendar,
  });
}
