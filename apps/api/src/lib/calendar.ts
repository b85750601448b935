/**
 * Calendar files (RFC 5545) for the sessions and events people are told about by mail, and for their private feed.
 * Times are written in Chile's time zone with its VTIMEZONE, so a calendar shows the hour the mail says wherever it
 * runs; the UID of a session or an event never changes and its SEQUENCE grows with every change, which is what lets
 * Google Calendar and Outlook move or remove the entry they already hold instead of adding another.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { APP_TIME_ZONE, inAppTimeZone } from '@enlaza/contract';
import type { MailCalendarPart } from '../db/schema/mail';

export const CALENDAR_TIME_ZONE = APP_TIME_ZONE;

/** Neither the spec nor the rows give a length: sessions and events are booked for an hour. */
export const CALENDAR_ENTRY_MINUTES = 60;

export interface CalendarEntry {
  uid: string;
  sequence: number;
  start: Date;
  summary: string;
  description: string;
  /** Where the entry is managed on the platform. */
  url?: string;
}

export interface CalendarPerson {
  name: string;
  email: string;
}

/** A session's UID: one per pair and session number, whatever its date. */
export const sessionUid = (publicUrl: string, pairId: string, sessionNumber: number) =>
  `session-${pairId}-${sessionNumber}@${new URL(publicUrl).hostname}`;

/** An event's UID. */
export const eventUid = (publicUrl: string, eventId: string) => `event-${eventId}@${new URL(publicUrl).hostname}`;

/** "Enlaza <no-responder@enlaza.cl>" → its name and address (a bare address has the address as its name). */
export function parseMailbox(mailbox: string): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox);
  if (!match) return { name: mailbox.trim(), email: mailbox.trim() };
  return { name: match[1]!.trim() || match[2]!.trim(), email: match[2]!.trim() };
}

function calendar(method: ICalCalendarMethod | null, name?: string): ICalCalendar {
  return ical({
    prodId: { company: 'Enlaza', product: 'Calendario', language: 'ES' },
    ...(method ? { method } : {}),
    ...(name ? { name } : {}),
    timezone: { name: CALENDAR_TIME_ZONE, generator: getVtimezoneComponent },
  });
}

/** The instant as a date-time in Chile, so the file says 10:00 with TZID=America/Santiago rather than 13:00Z. */
const inChile = (date: Date) => inAppTimeZone(date);

function addEntry(cal: ICalCalendar, entry: CalendarEntry, extra: { cancelled?: boolean; stamp: Date }) {
  return cal.createEvent({
    id: entry.uid,
    sequence: entry.sequence,
    stamp: extra.stamp,
    start: inChile(entry.start),
    end: inChile(new Date(entry.start.getTime() + CALENDAR_ENTRY_MINUTES * 60_000)),
    timezone: CALENDAR_TIME_ZONE,
    summary: entry.summary,
    description: entry.description,
    ...(entry.url ? { url: entry.url } : {}),
    ...(extra.cancelled ? { status: ICalEventStatus.CANCELLED } : { status: ICalEventStatus.CONFIRMED }),
  });
}

/**
 * The invitation one person receives: METHOD:REQUEST to add or move the entry, METHOD:CANCEL (STATUS:CANCELLED) to
 * remove it. The organizer is the brand's sender; the person is the one attendee.
 */
export function calendarInvitation(input: {
  method: MailCalendarPart['method'];
  entry: CalendarEntry;
  organizer: string;
  attendee: CalendarPerson;
  now?: Date;
}): MailCalendarPart {
  const { method, entry, attendee } = input;
  const cal = calendar(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const organizer = parseMailbox(input.organizer);
  const event = addEntry(cal, entry, { cancelled: method === 'CANCEL', stamp: input.now ?? new Date() });
  event.organizer({ name: organizer.name, email: organizer.email });
  event.createAttendee({
    name: attendee.name || attendee.email,
    email: attendee.email,
    role: ICalAttendeeRole.REQ,
    rsvp: false,
  });
  return {
    method,
    filename: method === 'CANCEL' ? 'cancelacion.ics' : 'invitacion.ics',
    content: cal.toString(),
  };
}

/** A subscribed calendar: every entry as it stands now, no METHOD (RFC 5545 publishing, not scheduling). */
export function calendarFeed(name: string, entries: readonly CalendarEntry[], now = new Date()): string {
  const cal = calendar(null, name);
  for (const entry of entries) addEntry(cal, entry, { stamp: now });
  return cal.toString();
}
