import type { ProcessStatus } from '@enlaza/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pairSessions, users } from '../../db/schema';
import {
  addParticipant,
  createClient,
  createPair,
  createProcess,
  createUser,
  signIn,
  unique,
  type TestSession,
} from '../../../test/factories';
import { readCalendar } from '../../../test/ical';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: TestSession;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  clientId = (await createClient(t.db)).id;
});
afterAll(async () => t.close());

const host = () => new URL(t.config.publicUrl).hostname;

async function newProcess(status: ProcessStatus = 'IN_PROGRESS') {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    estimatedStartDate: '2030-05-01',
    estimatedEndDate: '2030-08-01',
    startDate: new Date('2030-05-01T12:00:00Z'),
  });
}

/** A running process whose mentor Marta and mentee Pedro are paired, with two sessions to schedule. */
async function runningPair(status: ProcessStatus = 'IN_PROGRESS') {
  const process = await newProcess(status);
  const mentor = await createUser(t.db, { name: 'Marta', lastName: 'Rojas' });
  const mentee = await createUser(t.db, { name: 'Pedro', lastName: 'Soto' });
  await addParticipant(t.db, { processId: process.id, userId: mentor.id, role: 'MENTOR' });
  await addParticipant(t.db, { processId: process.id, userId: mentee.id, role: 'STUDENT' });
  const { sessions: _sessions, ...pair } = await createPair(t.db, {
    processId: process.id,
    mentorId: mentor.id,
    studentId: mentee.id,
    sessions: 2,
  });
  return {
    process,
    pair,
    mentor: { ...mentor, session: await signIn(t.app, mentor.email) },
    mentee: { ...mentee, session: await signIn(t.app, mentee.email) },
  };
}

const schedule = (
  processId: string,
  who: TestSession,
  body: { pairId: string; sessionNumber: number; scheduleDate: string },
) => t.app.inject({ method: 'PUT', url: `/api/process/${processId}/schedule_session`, payload: body, ...who });

/** The outbox mails to `address` about calendars, oldest first. */
const calendarMailsTo = async (address: string) =>
  (
    await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.createdAt))
  ).filter((m) => m.calendar !== null);

describe('session invitations', () => {
  it('sends both members a REQUEST in Chile time; a new date keeps the UID and raises the SEQUENCE', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    // 14:30 UTC in May is 10:30 in Santiago (UTC-4 then).
    const first = { pairId: pair.id, sessionNumber: 1, scheduleDate: '2030-05-14T14:30:00.000Z' };
    expect((await schedule(process.id, mentee.session, first)).statusCode).toBe(200);

    const [toMentor] = await calendarMailsTo(mentor.email);
    const [toMentee] = await calendarMailsTo(mentee.email);
    expect(toMentor?.subject).toBe('Tu sesión fue agendada');
    // The one who scheduled it gets it for her own calendar too.
    expect(toMentee?.textBody).toContain('Agendaste la primera sesión');
    expect(toMentor!.calendar).toMatchObject({ method: 'REQUEST', filename: 'invitacion.ics' });
    const sent = readCalendar(toMentor!.calendar!.content);
    expect(sent.method).toBe('REQUEST');
    expect(sent.timezones).toEqual(['America/Santiago']);
    expect(sent.events).toHaveLength(1);
    const [event] = sent.events;
    expect(event).toMatchObject({
      uid: `session-${pair.id}-1@${host()}`,
      sequence: 0,
      status: 'CONFIRMED',
      startTzid: 'America/Santiago',
      summary: `Primera sesión con Pedro Soto · ${process.name}`,
    });
    expect(event!.start.toISOString()).toBe('2030-05-14T14:30:00.000Z');
    expect(event!.end.toISOString()).toBe('2030-05-14T15:30:00.000Z');
    expect(event!.organizer).toBe(`mailto:${/<(.+)>/.exec(t.config.mailFrom)?.[1] ?? t.config.mailFrom}`);
    expect(event!.attendees.map((a) => a.toLowerCase())).toEqual([`mailto:${mentor.email}`]);
    // The file says the local hour, not the UTC one.
    expect(toMentor!.calendar!.content).toContain('DTSTART;TZID=America/Santiago:20300514T103000');

    const moved = await schedule(process.id, mentor.session, { ...first, scheduleDate: '2030-05-21T20:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await schedule(process.id, mentor.session, { ...first, scheduleDate: '2030-05-22T20:00:00.000Z' });
    expect(again.statusCode, again.body).toBe(200);
    const versions = (await calendarMailsTo(mentee.email)).map((m) => readCalendar(m.calendar!.content).events[0]!);
    expect(versions.map((v) => v.uid)).toEqual(Array(3).fill(`session-${pair.id}-1@${host()}`));
    expect(versions.map((v) => v.sequence)).toEqual([0, 1, 2]);
    expect(versions[2]!.start.toISOString()).toBe('2030-05-22T20:00:00.000Z');
    const [stored] = await t.db
      .select()
      .from(pairSessions)
      .where(and(eq(pairSessions.pairId, pair.id), eq(pairSessions.sessionNumber, 1)));
    expect(stored!.calendarSequence).toBe(2);
  });

  it('gives each session of the pair its own UID', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    await t.db.update(pairSessions).set({ status: 'COMPLETED' }).where(eq(pairSessions.pairId, pair.id));
    await t.db
      .update(pairSessions)
      .set({ status: 'PENDING_NO_DATE' })
      .where(and(eq(pairSessions.pairId, pair.id), eq(pairSessions.sessionNumber, 2)));
    const res = await schedule(process.id, mentor.session, {
      pairId: pair.id,
      sessionNumber: 2,
      scheduleDate: '2030-06-04T15:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await calendarMailsTo(mentee.email);
    expect(readCalendar(mail!.calendar!.content).events[0]!.uid).toBe(`session-${pair.id}-2@${host()}`);
  });

  it('sends nothing when the process is not in progress (the date is refused)', async () => {
    const { process, pair, mentor, mentee } = await runningPair('FINALIZED');
    const res = await schedule(process.id, mentee.session, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    expect(res.statusCode).toBe(409);
    expect(await calendarMailsTo(mentor.email)).toEqual([]);
  });
});

describe('event invitations', () => {
  async function processWithPeople(status: ProcessStatus = 'IN_PROGRESS') {
    const process = await newProcess(status);
    const mentor = await createUser(t.db, { name: 'Ana' });
    const mentee = await createUser(t.db, { name: 'Beto' });
    const pending = await createUser(t.db, { name: 'Carla' });
    await addParticipant(t.db, { processId: process.id, userId: mentor.id, role: 'MENTOR' });
    await addParticipant(t.db, { processId: process.id, userId: mentee.id, role: 'STUDENT' });
    // Not confirmed: not told.
    await addParticipant(t.db, {
      processId: process.id,
      userId: pending.id,
      role: 'STUDENT',
      invitationStatus: 'PENDING',
    });
    return { process, mentor, mentee, pending };
  }

  const createEvent = (processId: string, body: { name: string; roles: string[]; eventDate: string }) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: { ...body, processId }, ...admin });

  it('invites the event roles, moves it with the same UID and a higher SEQUENCE, and cancels it on delete', async () => {
    const { process, mentor, mentee, pending } = await processWithPeople();
    const created = await createEvent(process.id, {
      name: 'Charla de cierre',
      roles: ['STUDENT'],
      eventDate: '2030-07-01T22:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().event.eventId as string;
    const uid = `event-${eventId}@${host()}`;

    expect(await calendarMailsTo(mentor.email)).toEqual([]);
    expect(await calendarMailsTo(pending.email)).toEqual([]);
    const [invited] = await calendarMailsTo(mentee.email);
    expect(invited!.subject).toBe('Nuevo evento: Charla de cierre');
    const first = readCalendar(invited!.calendar!.content);
    expect(first.method).toBe('REQUEST');
    // 22:00 UTC on 1 July is 18:00 in Santiago (UTC-4 in winter).
    expect(invited!.calendar!.content).toContain('DTSTART;TZID=America/Santiago:20300701T180000');
    expect(first.events[0]).toMatchObject({ uid, sequence: 0, summary: `Charla de cierre · ${process.name}` });
    expect(first.events[0]!.start.toISOString()).toBe('2030-07-01T22:00:00.000Z');

    // Moved, and opened to mentors: the mentee is told of the change, the mentor of a new event.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { name: 'Charla de cierre', roles: ['STUDENT', 'MENTOR'], eventDate: '2030-07-02T22:00:00.000Z' },
      ...admin,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [, change] = await calendarMailsTo(mentee.email);
    expect(change!.subject).toBe('Evento actualizado: Charla de cierre');
    expect(readCalendar(change!.calendar!.content).events[0]).toMatchObject({ uid, sequence: 1 });
    const [toMentor] = await calendarMailsTo(mentor.email);
    expect(toMentor!.subject).toBe('Nuevo evento: Charla de cierre');
    expect(readCalendar(toMentor!.calendar!.content).events[0]!.start.toISOString()).toBe('2030-07-02T22:00:00.000Z');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}`, ...admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const person of [mentee, mentor]) {
      const last = (await calendarMailsTo(person.email)).at(-1)!;
      expect(last.subject).toBe('Evento cancelado: Charla de cierre');
      expect(last.calendar).toMatchObject({ method: 'CANCEL', filename: 'cancelacion.ics' });
      const cancelled = readCalendar(last.calendar!.content);
      expect(cancelled.method).toBe('CANCEL');
      expect(cancelled.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
    }
  });

  it('cancels it for the role taken off the event', async () => {
    const { process, mentor, mentee } = await processWithPeople('KICKOFF');
    const created = await createEvent(process.id, { name: 'Taller', roles: [], eventDate: '2030-07-01T15:00:00.000Z' });
    const eventId = created.json().event.eventId as string;
    expect(await calendarMailsTo(mentor.email)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { name: 'Taller', roles: ['STUDENT'], eventDate: '2030-07-01T15:00:00.000Z' },
      ...admin,
    });
    const [, cancelled] = await calendarMailsTo(mentor.email);
    expect(readCalendar(cancelled!.calendar!.content)).toMatchObject({
      method: 'CANCEL',
      events: [{ uid: `event-${eventId}@${host()}`, sequence: 1, status: 'CANCELLED' }],
    });
    // Same date and name: nothing new to tell the mentee.
    expect(await calendarMailsTo(mentee.email)).toHaveLength(1);
  });

  it('tells nobody while the process is a draft', async () => {
    const { process, mentor, mentee } = await processWithPeople('DRAFT');
    const created = await createEvent(process.id, { name: 'Inicio', roles: [], eventDate: '2030-07-01T15:00:00.000Z' });
    expect(created.statusCode).toBe(201);
    expect([...(await calendarMailsTo(mentor.email)), ...(await calendarMailsTo(mentee.email))]).toEqual([]);
  });
});

describe('private calendar feed', () => {
  const feedOf = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('lists the member’s own sessions and events; a new link ends the old one, revoking ends it', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    await schedule(process.id, mentee.session, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { processId: process.id, name: 'Bienvenida', roles: ['STUDENT'], eventDate: '2030-05-20T23:00:00.000Z' },
      ...admin,
    });
    const eventId = created.json().event.eventId as string;
    // Someone else's pair in another process: never in her feed.
    const other = await runningPair();
    await schedule(other.process.id, other.mentee.session, {
      pairId: other.pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-15T14:30:00.000Z',
    });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me/calendar-feed', ...mentee.session })).json(),
    ).toEqual({ active: false, createdAt: null });
    const made = await t.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', ...mentee.session });
    expect(made.statusCode, made.body).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me/calendar-feed', ...mentee.session })).json(),
    ).toMatchObject({ active: true });

    const feed = await feedOf(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readCalendar(feed.body);
    expect(calendar.method).toBeNull();
    expect(calendar.events.map((e) => e.uid).sort()).toEqual(
      [`session-${pair.id}-1@${host()}`, `event-${eventId}@${host()}`].sort(),
    );
    expect(calendar.events.find((e) => e.uid.startsWith('session-'))!.start.toISOString()).toBe(
      '2030-05-14T14:30:00.000Z',
    );

    // The mentor's feed has the session but not the mentees' event.
    const mentorFeed = await t.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', ...mentor.session });
    const mentorEntries = readCalendar((await feedOf(mentorFeed.json().url)).body).events.map((e) => e.uid);
    expect(mentorEntries).toEqual([`session-${pair.id}-1@${host()}`]);

    // Only the hash is kept.
    const [row] = await t.db.select().from(users).where(eq(users.id, mentee.id));
    expect(row!.calendarFeedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(row!.calendarFeedTokenHash);

    const rotated = await t.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', ...mentee.session });
    expect((await feedOf(url)).statusCode).toBe(404);
    expect((await feedOf(rotated.json().url)).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/users/me/calendar-feed', ...mentee.session });
    expect(revoked.json()).toEqual({ message: 'Enlace revocado' });
    const gone = await feedOf(rotated.json().url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ type: 'calendar_feed_not_found', message: 'El calendario no existe' });
  });

  it('answers 404 for a token nobody has, and the link is for programme members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${'x'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', ...admin })).statusCode).toBe(403);
  });
});

describe('the outbox view', () => {
  it('shows the calendar part of a mail', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    await schedule(process.id, mentee.session, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    const [mail] = await t.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, mentor.email));
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${mail!.id}`, ...admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calendar).toMatchObject({ method: 'REQUEST', filename: 'invitacion.ics' });
    expect(res.json().calendar.content).toContain('BEGIN:VCALENDAR');
  });
});
