import { attendanceMessages, eventMessages, type ParticipantRole, type ProcessStatus } from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendances, processEvents, processes, processParticipants } from '../../db/schema';
import { createParticipant, createProcess, createUser, TEST_PASSWORD, unique } from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    EVENT_ATTENDANCE_RATE_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => t.close());

async function signIn(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: TEST_PASSWORD } });
  const accessToken = res.json().accessToken as string;
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
type Session = Awaited<ReturnType<typeof signIn>>;

let admin: Session;
let clientId: string;
let companyAdmin: Session;
let otherCompanyAdmin: Session;
let member: Session;

beforeAll(async () => {
  admin = await signIn((await createUser(t.db, { roles: ['ADMIN'] })).email);
  member = await signIn((await createUser(t.db)).email);
  ({ clientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
});

async function newProcess(status: ProcessStatus = 'IN_PROGRESS') {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    estimatedStartDate: '2026-01-01',
    estimatedEndDate: '2027-12-01',
  });
}

async function participant(
  processId: string,
  role: ParticipantRole,
  extra: Partial<typeof processParticipants.$inferInsert> = { invitationStatus: 'APPROVED' },
) {
  return createParticipant(t.db, { processId, role, ...extra, user: { name: `P${unique()}` } });
}

/** Now, floored to a quarter hour: the same day in America/Santiago, and a valid event time. */
function nowQuarter() {
  const d = new Date();
  d.setUTCMinutes(d.getUTCMinutes() - (d.getUTCMinutes() % 15), 0, 0);
  return d;
}
const daysFrom = (d: Date, days: number) => new Date(d.getTime() + days * 24 * 3600_000);

async function createEvent(
  processId: string,
  body: { name?: string; roles?: ParticipantRole[]; eventDate?: string } = {},
  session: Session = admin,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: session.headers,
    payload: { processId, name: 'Kickoff', roles: [], eventDate: '2026-12-01T15:30:00.000Z', ...body },
  });
}

async function insertEvent(processId: string, eventDate: Date | null, roles: ParticipantRole[] = []) {
  const [row] = await t.db
    .insert(processEvents)
    .values({ processId, name: `Evento ${unique()}`, roles, eventDate })
    .returning();
  return row!;
}

describe('event administration', () => {
  it('creates, reads, edits and deletes an event with the spec messages', async () => {
    const process = await newProcess('DRAFT');
    const created = await createEvent(process.id, { roles: ['STUDENT', 'MENTOR'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Creado exitosamente');
    const event = created.json().event;
    expect(event).toMatchObject({
      processId: process.id,
      name: 'Kickoff',
      roles: ['MENTOR', 'STUDENT'],
      eventDate: '2026-12-01T15:30:00.000Z',
      attendeesCount: 0,
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}`, headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(event);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.eventId}`,
      headers: admin.headers,
      payload: { name: 'Cierre', roles: ['MENTOR'], eventDate: '2026-12-02T12:45:00-03:00' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Editado exitosamente');
    expect(edited.json().event).toMatchObject({
      name: 'Cierre',
      roles: ['MENTOR'],
      eventDate: '2026-12-02T15:45:00.000Z',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.eventId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}`, headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(eventMessages.notFound);
  });

  it('validates name, date and the 15-minute step', async () => {
    const process = await newProcess('KICKOFF');
    const noName = await createEvent(process.id, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Por favor poner el nombre del evento');
    const noDate = await createEvent(process.id, { eventDate: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.message).toContain('Selecciona una fecha');
    const offStep = await createEvent(process.id, { eventDate: '2026-12-01T15:10:00Z' });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().error.message).toContain(eventMessages.dateStep);
    const unknownProcess = await createEvent('00000000-0000-4000-8000-000000000000');
    expect(unknownProcess.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const process = await newProcess();
    expect((await createEvent(process.id, {}, companyAdmin)).statusCode).toBe(403);
    expect((await createEvent(process.id, {}, member)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { processId: process.id, name: 'x', eventDate: '2026-12-01T15:30:00Z' },
    });
    expect(anonymous.statusCode).toBe(401);
    const event = await insertEvent(process.id, new Date('2026-12-01T15:30:00Z'));
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/events/${event.id}`, headers: companyAdmin.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses changes to the events of a finalized process (409)', async () => {
    const process = await newProcess('FINALIZED');
    const create = await createEvent(process.id);
    expect(create.statusCode).toBe(409);
    expect(create.json().error.message).toBe(eventMessages.processFinalized);
    const event = await insertEvent(process.id, new Date('2026-12-01T15:30:00Z'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: admin.headers,
      payload: { name: 'x', roles: [], eventDate: '2026-12-01T15:30:00Z' },
    });
    expect(edit.statusCode).toBe(409);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(409);
    const read = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: admin.headers });
    expect(read.statusCode).toBe(200);
  });
});

describe('state checks under the locks of the write', () => {
  /** The events service, with a repository whose `findProcess` lets another admin finalize the process right after. */
  function serviceWhereFinalizedAfterRead() {
    const repository = createEventsRepository(t.db);
    return createEventsService({
      repository: {
        ...repository,
        async findProcess(id: string) {
          const found = await repository.findProcess(id);
          await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, id));
          return found;
        },
      },
      mailer: { send: async () => {}, retry: async () => false },
      config: t.config,
    });
  }
  const refused = { statusCode: 409, message: eventMessages.processFinalized };
  const input = { name: 'Cierre', roles: [] as ParticipantRole[], eventDate: '2026-12-02T15:45:00.000Z' };
  const eventsOf = (processId: string) =>
    t.db.select().from(processEvents).where(eq(processEvents.processId, processId));

  it('creating, editing and deleting are refused when the process was finalized after their first check', async () => {
    const created = await newProcess();
    await expect(serviceWhereFinalizedAfterRead().create(created.id, input)).rejects.toMatchObject(refused);
    expect(await eventsOf(created.id)).toEqual([]);

    const edited = await newProcess();
    const event = await insertEvent(edited.id, new Date('2026-12-01T15:30:00Z'));
    await expect(serviceWhereFinalizedAfterRead().update(event.id, input)).rejects.toMatchObject(refused);
    expect(await eventsOf(edited.id)).toEqual([event]);

    const deleted = await newProcess();
    const kept = await insertEvent(deleted.id, new Date('2026-12-01T15:30:00Z'));
    await expect(serviceWhereFinalizedAfterRead().delete(kept.id)).rejects.toMatchObject(refused);
    expect(await eventsOf(deleted.id)).toEqual([kept]);
  });
});

describe('GET /api/process/{id}/events', () => {
  it('lists by date with attendee counts for admins, own company admins and confirmed participants', async () => {
    const process = await newProcess();
    const late = await insertEvent(process.id, new Date('2026-12-10T15:00:00Z'));
    const early = await insertEvent(process.id, new Date('2026-11-10T15:00:00Z'));
    const undated = await insertEvent(process.id, null);
    const mentee = await participant(process.id, 'STUDENT');
    const pending = await participant(process.id, 'MENTOR', { invitationStatus: 'PENDING' });
    await t.db.insert(eventAttendances).values({ eventId: early.id, userId: mentee.id });

    const url = `/api/process/${process.id}/events`;
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((e: { eventId: string }) => e.eventId)).toEqual([early.id, late.id, undated.id]);
    expect(asAdmin.json()[0].attendeesCount).toBe(1);

    expect((await t.app.inject({ method: 'GET', url, headers: companyAdmin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: otherCompanyAdmin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asMentee = await t.app.inject({ method: 'GET', url, headers: (await signIn(mentee.email)).headers });
    expect(asMentee.statusCode).toBe(200);
    const asPending = await t.app.inject({ method: 'GET', url, headers: (await signIn(pending.email)).headers });
    expect(asPending.statusCode).toBe(403);
  });
});

describe('public attendance', () => {
  it('shows the event and its eligible confirmed participants', async () => {
    const process = await newProcess();
    const mentee = await participant(process.id, 'STUDENT');
    const mentorA = await participant(process.id, 'MENTOR');
    await participant(process.id, 'MENTOR', { invitationStatus: 'PENDING' });
    await participant(process.id, 'MENTOR', { invitationStatus: 'APPROVED', removedAt: new Date() });
    const forMentors = await insertEvent(process.id, nowQuarter(), ['MENTOR']);
    const page = await t.app.inject({ method: 'GET', url: `/api/events/${forMentors.id}/mark-attendance` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      processName: process.name,
      eventName: forMentors.name,
      roles: ['MENTOR'],
      isToday: true,
    });
    expect(page.json().participants).toEqual([
      { userId: mentorA.id, name: mentorA.name, lastName: 'Usuaria', photoUrl: null, role: 'MENTOR', attended: false },
    ]);

    const forAll = await insertEvent(process.id, daysFrom(nowQuarter(), 3));
    const allPage = await t.app.inject({ method: 'GET', url: `/api/events/${forAll.id}/mark-attendance` });
    expect(allPage.json().isToday).toBe(false);
    expect(
      allPage
        .json()
        .participants.map((p: { userId: string }) => p.userId)
        .sort(),
    ).toEqual([mentee.id, mentorA.id].sort());
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/events/00000000-0000-4000-8000-000000000000/mark-attendance',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('marks attendance on the day, once, only for eligible participants', async () => {
    const process = await newProcess();
    const mentee = await participant(process.id, 'STUDENT');
    const mentor = await participant(process.id, 'MENTOR');
    const pending = await participant(process.id, 'STUDENT', { invitationStatus: 'PENDING' });
    const outsider = await createUser(t.db);
    const today = await insertEvent(process.id, nowQuarter(), ['STUDENT']);
    const url = `/api/events/${today.id}/mark-attendance`;

    for (let i = 0; i < 2; i++) {
      const marked = await t.app.inject({ method: 'PUT', url, payload: { userId: mentee.id } });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ message: 'Gracias por confirmar tu asistencia' });
    }
    const rows = await t.db
      .select()
      .from(eventAttendances)
      .where(and(eq(eventAttendances.eventId, today.id), eq(eventAttendances.userId, mentee.id)));
    expect(rows).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.json().participants[0].attended).toBe(true);

    for (const userId of [mentor.id, pending.id, outsider.id]) {
      const refused = await t.app.inject({ method: 'PUT', url, payload: { userId } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(attendanceMessages.notEligible);
    }

    const tomorrow = await insertEvent(process.id, daysFrom(nowQuarter(), 1));
    const notToday = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${tomorrow.id}/mark-attendance`,
      payload: { userId: mentee.id },
    });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().error.message).toBe(
      'No se puede registrar asistencia para este evento. Asegúrate de que la fecha del evento sea hoy.',
    );
    const count = await t.app.inject({ method: 'GET', url: `/api/events/${today.id}`, headers: admin.headers });
    expect(count.json().attendeesCount).toBe(1);
  });

  it('uses the day in America/Santiago (fixed clock)', async () => {
    const process = await newProcess();
    const mentee = await participant(process.id, 'STUDENT');
    // 2026-06-10 22:30 in Santiago (UTC-4 in June) is 2026-06-11 02:30 UTC.
    const event = await insertEvent(process.id, new Date('2026-06-11T02:30:00Z'));
    const at = (iso: string) =>
      createEventsService({
        repository: createEventsRepository(t.db),
        mailer: { send: async () => {}, retry: async () => false },
        config: t.config,
        now: () => new Date(iso),
      });
    expect((await at('2026-06-10T13:00:00Z').attendancePage(event.id)).isToday).toBe(true);
    expect((await at('2026-06-11T13:00:00Z').attendancePage(event.id)).isToday).toBe(false);
    await expect(at('2026-06-11T05:00:00Z').markAttendance(event.id, mentee.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await at('2026-06-10T20:00:00Z').markAttendance(event.id, mentee.id)).toEqual({
      message: attendanceMessages.thanks,
    });
  });

  it('rate-limits the public attendance routes per client', async () => {
    const limited = await createTestApp({ EVENT_ATTENDANCE_RATE_LIMIT_PER_IP: '2' });
    try {
      const url = '/api/events/00000000-0000-4000-8000-000000000000/mark-attendance';
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const third = await limited.app.inject({ method: 'GET', url });
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/events/attendance/{userId}/{processId}', () => {
  it('gives each event a state and the rounded percentage', async () => {
    const process = await newProcess();
    const mentee = await participant(process.id, 'STUDENT');
    const past = (days: number, roles: ParticipantRole[] = []) =>
      insertEvent(process.id, daysFrom(new Date(), -days), roles);
    const e1 = await past(5);
    const e2 = await past(4);
    const e3 = await past(3);
    const mentorsOnly = await past(2, ['MENTOR']);
    const future = await insertEvent(process.id, daysFrom(new Date(), 5));
    await t.db.insert(eventAttendances).values([
      { eventId: e1.id, userId: mentee.id },
      { eventId: e3.id, userId: mentee.id },
    ]);
    const url = `/api/events/attendance/${mentee.id}/${process.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: (await signIn(mentee.email)).headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ userId: mentee.id, processId: process.id, role: 'STUDENT', percentage: 67 });
    expect(own.json().events.map((e: { eventId: string; state: string }) => [e.eventId, e.state])).toEqual([
      [e1.id, 'ATTENDED'],
      [e2.id, 'NOT_ATTENDED'],
      [e3.id, 'ATTENDED'],
      [mentorsOnly.id, 'NOT_APPLICABLE'],
      [future.id, 'NOT_APPLICABLE'],
    ]);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: companyAdmin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: otherCompanyAdmin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const outsider = await createUser(t.db);
    const notIn = await t.app.inject({
      method: 'GET',
      url: `/api/events/attendance/${outsider.id}/${process.id}`,
      headers: admin.headers,
    });
    expect(notIn.statusCode).toBe(404);
  });
});

describe('GET /api/process/{id}/attendance', () => {
  it('gives each begun event its percentage and each participant their states and percentage', async () => {
    const process = await newProcess();
    const menteeA = await participant(process.id, 'STUDENT');
    const menteeB = await participant(process.id, 'STUDENT');
    const mentor = await participant(process.id, 'MENTOR');
    await participant(process.id, 'MENTOR', { invitationStatus: 'PENDING' });
    const past = (days: number, roles: ParticipantRole[] = []) =>
      insertEvent(process.id, daysFrom(new Date(), -days), roles);
    const forAll = await past(3);
    const forMentees = await past(2, ['STUDENT']);
    const future = await insertEvent(process.id, daysFrom(new Date(), 5));
    await insertEvent(process.id, null);
    await t.db.insert(eventAttendances).values([
      { eventId: forAll.id, userId: menteeA.id },
      { eventId: forAll.id, userId: mentor.id },
      { eventId: forMentees.id, userId: menteeA.id },
    ]);

    const url = `/api/process/${process.id}/attendance`;
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.events.map((e: { eventId: string }) => e.eventId)).toEqual([forAll.id, forMentees.id]);
    expect(body.events[0]).toMatchObject({ attendeesCount: 2, eligibleCount: 3, percentage: 67 });
    expect(body.events[1]).toMatchObject({ attendeesCount: 1, eligibleCount: 2, percentage: 50 });
    expect(body.participants.totalDocs).toBe(3);
    const byId = new Map(body.participants.docs.map((p: { userId: string }) => [p.userId, p]));
    expect(byId.get(menteeA.id)).toMatchObject({
      role: 'STUDENT',
      percentage: 100,
      states: [
        { eventId: forAll.id, state: 'ATTENDED' },
        { eventId: forMentees.id, state: 'ATTENDED' },
      ],
    });
    expect(byId.get(menteeB.id)).toMatchObject({ percentage: 0 });
    expect(byId.get(mentor.id)).toMatchObject({
      role: 'MENTOR',
      percentage: 100,
      states: [
        { eventId: forAll.id, state: 'ATTENDED' },
        { eventId: forMentees.id, state: 'NOT_APPLICABLE' },
      ],
    });
    expect(body.events.some((e: { eventId: string }) => e.eventId === future.id)).toBe(false);

    const mentors = await t.app.inject({ method: 'GET', url: `${url}?role=MENTOR`, headers: admin.headers });
    expect(mentors.json().participants.docs.map((p: { userId: string }) => p.userId)).toEqual([mentor.id]);
    const secondPage = await t.app.inject({ method: 'GET', url: `${url}?page=2&limit=2`, headers: admin.headers });
    expect(secondPage.json().participants).toMatchObject({ totalDocs: 3, page: 2, limit: 2 });
    expect(secondPage.json().participants.docs).toHaveLength(1);
  });

  it('is for admins and the own client company admins only', async () => {
    const process = await newProcess();
    const mentee = await participant(process.id, 'STUDENT');
    const url = `/api/process/${process.id}/attendance`;
    expect((await t.app.inject({ method: 'GET', url, headers: companyAdmin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: otherCompanyAdmin.headers })).statusCode).toBe(403);
    const asMentee = await t.app.inject({ method: 'GET', url, headers: (await signIn(mentee.email)).headers });
    expect(asMentee.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/process/00000000-0000-4000-8000-000000000000/attendance',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const badRole = await t.app.inject({ method: 'GET', url: `${url}?role=ADMIN`, headers: admin.headers });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('GET /api/events/timeline', () => {
  it('gives admins the events nearest to now, upcoming or past, latest date first, with their process', async () => {
    const process = await newProcess();
    const day = (iso: string) => insertEvent(process.id, new Date(`${iso}T15:00:00Z`));
    // Far from every other suite's events: only these are near this clock.
    await day('2090-05-01');
    const [before, after, later] = [await day('2090-05-30'), await day('2090-06-03'), await day('2090-06-10')];
    await day('2091-01-01');
    const service = createEventsService({
      repository: createEventsRepository(t.db),
      mailer: { send: async () => {}, retry: async () => false },
      config: t.config,
      now: () => new Date('2090-06-01T15:00:00Z'),
    });
    const timeline = await service.timeline(3);
    expect(timeline.map((e) => e.eventId)).toEqual([later.id, after.id, before.id]);
    expect(timeline[0]).toEqual({
      eventId: later.id,
      name: later.name,
      eventDate: '2090-06-10T15:00:00.000Z',
      process: { processId: process.id, name: process.name, status: 'IN_PROGRESS', serviceType: ['MENTORING'] },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/events/timeline?limit=2', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/events/timeline', headers: companyAdmin.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/timeline' })).statusCode).toBe(401);
  });
});
