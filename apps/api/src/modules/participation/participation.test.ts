import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  participationMessages as m,
  processMessages,
  type ParticipantRole,
  type ProcessStatus,
  type SessionStatus,
} from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventAttendances,
  mailOutbox,
  mentorships,
  mentorshipSessions,
  pairSessions,
  processes,
  processEvents,
  processParticipants,
  users,
} from '../../db/schema';
import { getOrCreateSetting, newSecret } from '../../db/settings';
import {
  addParticipant,
  createClient,
  createInvitation,
  createPair,
  createParticipant,
  createProcess,
  createUser,
  signIn as signInAs,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createInvitationTokens } from '../processParticipants';
import { createParticipationRepository } from './participation.repository';
import { createParticipationService } from './participation.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const signIn = (email: string) => signInAs(t.app, email);
type Session = Awaited<ReturnType<typeof signIn>>;
const unique = () => randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

let admin: Session;
let clientId: string;
let mentorshipId: string;
let tokens: ReturnType<typeof createInvitationTokens>;

beforeAll(async () => {
  admin = await signIn((await createUser(t.db, { roles: ['ADMIN'] })).email);
  clientId = (await createClient(t.db)).id;
  const [guide] = await t.db.insert(mentorships).values({ name: 'Pauta de prueba' }).returning();
  mentorshipId = guide!.id;
  await t.db
    .insert(mentorshipSessions)
    .values([1, 2, 3, 4].map((number) => ({ mentorshipId, number, title: `Tema ${number}` })));
  tokens = createInvitationTokens(t.config.jwtSecret ?? (await getOrCreateSetting(t.db, 'jwt_secret', newSecret)));
});

async function newProcess(
  status: ProcessStatus = 'IN_PROGRESS',
  overrides: Partial<typeof processes.$inferInsert> = {},
) {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    mentorshipId,
    // Started 20 days ago: the first session's window is open, a baseline sent then has expired.
    ...(status === 'IN_PROGRESS' || status === 'FINALIZED' ? { startDate: new Date(Date.now() - 20 * DAY) } : {}),
    sessionsDateRanges: [
      { sessionNumber: 2, start: '2026-02-01', end: '2026-02-28' },
      { sessionNumber: 3, start: '2026-03-01', end: '2026-03-31' },
    ],
    ...overrides,
  });
}

async function participant(processId: string, role: ParticipantRole, status: 'PENDING' | 'APPROVED' = 'APPROVED') {
  return createParticipant(t.db, {
    processId,
    role,
    invitationStatus: status,
    user: { name: role === 'MENTOR' ? 'Marta' : 'Pedro' },
  });
}

/** A process with a confirmed mentor and mentee paired, four sessions in the given states. */
async function pairedProcess(
  status: ProcessStatus = 'IN_PROGRESS',
  sessionStates: { status: SessionStatus; scheduleDate?: Date }[] = [
    { status: 'PENDING_NO_DATE' },
    { status: 'PENDING_NO_DATE' },
    { status: 'PENDING_NO_DATE' },
    { status: 'PENDING_NO_DATE' },
  ],
) {
  const process = await newProcess(status);
  const mentor = await participant(process.id, 'MENTOR');
  const student = await participant(process.id, 'STUDENT');
  const { sessions: _sessions, ...pair } = await createPair(t.db, {
    processId: process.id,
    mentorId: mentor.id,
    studentId: student.id,
    sessions: sessionStates.map((s) => ({ status: s.status, scheduleDate: s.scheduleDate ?? null })),
  });
  return {
    process,
    pair,
    mentor: { ...mentor, session: await signIn(mentor.email) },
    student: { ...student, session: await signIn(student.email) },
  };
}

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object | undefined });

/** A quarter-hour in the future, `days` from now. */
function quarterHour(days: number) {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCMinutes(30, 0, 0);
  return date.toISOString();
}

async function sessionRow(pairId: string, sessionNumber: number) {
  const [row] = await t.db
    .select()
    .from(pairSessions)
    .where(and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, sessionNumber)));
  return row!;
}

describe('GET /api/students/me/processes and /api/mentors/me/processes', () => {
  it('lists confirmed processes in progress first, then finalized by newest start, with the pair', async () => {
    const { process, pair, student, mentor } = await pairedProcess();
    const finalized = await newProcess('FINALIZED', { startDate: new Date(Date.now() - 200 * DAY) });
    await addParticipant(t.db, {
      processId: finalized.id,
      userId: student.id,
      role: 'STUDENT',
      invitationStatus: 'APPROVED',
    });
    const draft = await newProcess('DRAFT');
    await addParticipant(t.db, {
      processId: draft.id,
      userId: student.id,
      role: 'STUDENT',
      invitationStatus: 'APPROVED',
    });
    const pending = await newProcess('IN_PROGRESS');
    await addParticipant(t.db, {
      processId: pending.id,
      userId: student.id,
      role: 'STUDENT',
      invitationStatus: 'PENDING',
    });

    const res = await inject('GET', '/api/students/me/processes', student.session.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { processId: string }) => p.processId)).toEqual([process.id, finalized.id]);
    expect(list[0].mePair).toMatchObject({ pairId: pair.id, pairName: 'Marta Usuaria', mentorId: mentor.id });
    expect(list[0].mePair.sessionsStatus).toHaveLength(4);
    expect(list[0].mentorship).toEqual({ mentorshipId, mentorshipName: 'Pauta de prueba' });
    expect(list[1].mePair).toBeNull();

    const asMentor = await inject('GET', '/api/mentors/me/processes', student.session.headers);
    expect(asMentor.json()).toEqual([]);
    const mentorList = await inject('GET', '/api/mentors/me/processes', mentor.session.headers);
    expect(mentorList.json()[0].mePair.pairName).toBe('Pedro Usuaria');
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/students/me/processes' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/students/me/processes', admin.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/users/me/process/{pairId} and /api/process/pair/{pairId}', () => {
  it('gives the member view: role, partner, sessions with ranges and titles, events with attendance', async () => {
    const past = new Date(Date.now() - 2 * DAY);
    const { process, pair, student } = await pairedProcess('IN_PROGRESS', [
      { status: 'COMPLETED', scheduleDate: past },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);
    const [attended] = await t.db
      .insert(processEvents)
      .values({ processId: process.id, name: 'Kickoff', roles: [], eventDate: past })
      .returning();
    await t.db.insert(processEvents).values([
      { processId: process.id, name: 'Sólo mentoras', roles: ['MENTOR'], eventDate: past },
      { processId: process.id, name: 'Cierre', roles: ['STUDENT'], eventDate: new Date(Date.now() + 5 * DAY) },
      { processId: process.id, name: 'Faltó', roles: ['STUDENT'], eventDate: past },
    ]);
    await t.db.insert(eventAttendances).values({ eventId: attended!.id, userId: student.id });

    const res = await inject('GET', `/api/users/me/process/${pair.id}`, student.session.headers);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.myRole).toBe('STUDENT');
    expect(view.partner).toMatchObject({ name: 'Marta', lastName: 'Usuaria' });
    expect(view.certificate).toBeNull();
    expect(view.sessions.map((s: { enabled: boolean }) => s.enabled)).toEqual([true, true, false, false]);
    expect(view.sessions[1]).toMatchObject({ title: 'Tema 2', range: { start: '2026-02-01', end: '2026-02-28' } });
    expect(view.sessions[0].range.end).toBe('2026-02-01');
    expect(view.sessions[3].range).toBeNull();
    const states = Object.fromEntries(view.events.map((e: { name: string; state: string }) => [e.name, e.state]));
    expect(states).toEqual({
      Kickoff: 'ATTENDED',
      'Sólo mentoras': 'NOT_APPLICABLE',
      Cierre: 'NOT_APPLICABLE',
      Faltó: 'NOT_ATTENDED',
    });

    const pairRes = await inject('GET', `/api/process/pair/${pair.id}`, student.session.headers);
    expect(pairRes.statusCode).toBe(200);
    expect(pairRes.json()).toMatchObject({ pairId: pair.id, processId: process.id });
    expect(pairRes.json().sessions).toHaveLength(4);
  });

  it('is refused to anyone outside the pair, but open to admins', async () => {
    const { pair } = await pairedProcess();
    const outsider = await signIn((await createUser(t.db)).email);
    for (const url of [`/api/users/me/process/${pair.id}`, `/api/process/pair/${pair.id}`]) {
      const res = await inject('GET', url, outsider.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(m.notPairMember);
      expect((await inject('GET', url, admin.headers)).statusCode).toBe(200);
    }
    const missing = await inject('GET', `/api/users/me/process/${crypto.randomUUID()}`, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(m.pairNotFound);
  });
});

describe('PUT /api/process/{id}/schedule_session', () => {
  it('schedules an enabled session and mails the partner', async () => {
    const { process, pair, student, mentor } = await pairedProcess();
    const scheduleDate = quarterHour(3);
    const res = await inject('PUT', `/api/process/${process.id}/schedule_session`, student.session.headers, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions[0]).toMatchObject({ status: 'PENDING_AND_SCHEDULED', scheduleDate });
    const row = await sessionRow(pair.id, 1);
    expect(row.status).toBe('PENDING_AND_SCHEDULED');
    expect(row.scheduleDate?.toISOString()).toBe(scheduleDate);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mentor.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tu sesión fue agendada');
    expect(mails[0]!.textBody).toContain(`/home/process/${pair.id}/mentor`);
    // Rescheduling an already scheduled session is allowed.
    const again = await inject('PUT', `/api/process/${process.id}/schedule_session`, mentor.session.headers, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: quarterHour(4),
    });
    expect(again.statusCode).toBe(200);
  });

  it('takes a past date (the screen warns first), so a session held without a date can then be confirmed', async () => {
    const { process, pair, student } = await pairedProcess();
    const scheduleDate = quarterHour(-2);
    const res = await inject('PUT', `/api/process/${process.id}/schedule_session`, student.session.headers, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const held = await inject('PUT', '/api/process/complete_sessions', student.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 1 }],
    });
    expect(held.statusCode, held.body).toBe(200);
  });

  it('refuses minutes off the 15-minute step', async () => {
    const { process, pair, student } = await pairedProcess();
    const date = new Date(Date.now() + DAY);
    date.setUTCMinutes(10, 0, 0);
    const res = await inject('PUT', `/api/process/${process.id}/schedule_session`, student.session.headers, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: date.toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(m.minuteStep);
  });

  it('refuses a session not enabled yet, a done session, another pair and a stranger', async () => {
    const { process, pair, student } = await pairedProcess('IN_PROGRESS', [
      { status: 'COMPLETED', scheduleDate: new Date(Date.now() - DAY) },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);
    const body = (sessionNumber: number) => ({ pairId: pair.id, sessionNumber, scheduleDate: quarterHour(2) });
    const url = `/api/process/${process.id}/schedule_session`;

    const notEnabled = await inject('PUT', url, student.session.headers, body(3));
    expect(notEnabled.statusCode).toBe(409);
    expect(notEnabled.json().error.message).toBe('La sesión aún no está habilitada');

    const done = await inject('PUT', url, student.session.headers, body(1));
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(m.sessionAlreadyDone);

    expect((await inject('PUT', url, student.session.headers, body(2))).statusCode).toBe(200);

    const missing = await inject('PUT', url, student.session.headers, body(9));
    expect(missing.statusCode).toBe(404);

    const other = await pairedProcess();
    const wrongProcess = await inject(
      'PUT',
      `/api/process/${other.process.id}/schedule_session`,
      student.session.headers,
      body(2),
    );
    expect(wrongProcess.statusCode).toBe(404);
    const stranger = await inject('PUT', url, other.student.session.headers, body(2));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(m.notPairMember);

    expect((await inject('PUT', url, admin.headers, body(2))).statusCode).toBe(200);
  });

  it('is read-only once FINALIZED and refused before the process is in progress', async () => {
    const finalized = await pairedProcess('FINALIZED');
    const res = await inject(
      'PUT',
      `/api/process/${finalized.process.id}/schedule_session`,
      finalized.student.session.headers,
      {
        pairId: finalized.pair.id,
        sessionNumber: 1,
        scheduleDate: quarterHour(1),
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(processMessages.notEditable);

    const kickoff = await pairedProcess('KICKOFF');
    const early = await inject(
      'PUT',
      `/api/process/${kickoff.process.id}/schedule_session`,
      kickoff.student.session.headers,
      {
        pairId: kickoff.pair.id,
        sessionNumber: 1,
        scheduleDate: quarterHour(1),
      },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.processNotInProgress);
  });
});

describe('state checks under the locks of the write', () => {
  /** The participation service, with a repository whose `read` lets someone else change things right after it. */
  function serviceWhere(changeAfterRead: () => Promise<void>, read: 'findProcess' | 'sessionsOf') {
    return createParticipationService({
      repository: changedAfterRead(createParticipationRepository(t.db), read, changeAfterRead),
      authService: { signInByInvitation: async () => Promise.reject(new Error('not used')) },
      invitationTokens: tokens,
      mailer: { send: async () => {}, retry: async () => false },
      notificationsService: { notify: async () => {} },
      sessionFeedback: { inviteAfterSessions: async () => 0 },
      certificates: { findOfUserPair: async () => null },
      config: t.config,
    });
  }
  const scheduleFirst =
    (paired: Awaited<ReturnType<typeof pairedProcess>>, read: 'findProcess' | 'sessionsOf') =>
    (change: () => Promise<void>) =>
      serviceWhere(change, read).scheduleSession(
        paired.process.id,
        { pairId: paired.pair.id, sessionNumber: 1, scheduleDate: quarterHour(2) },
        { userId: paired.student.id, role: 'USER', roles: ['USER'], sid: 'test' },
      );

  it('scheduling is refused when the session was done after its first check, and it stays done', async () => {
    const heldOn = new Date(Date.now() - DAY);
    const paired = await pairedProcess('IN_PROGRESS', [
      { status: 'PENDING_AND_SCHEDULED', scheduleDate: heldOn },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);
    const markedDone = () =>
      t.db
        .update(pairSessions)
        .set({ status: 'REALIZED', completedAt: new Date() })
        .where(and(eq(pairSessions.pairId, paired.pair.id), eq(pairSessions.sessionNumber, 1)))
        .then(() => undefined);
    await expect(scheduleFirst(paired, 'sessionsOf')(markedDone)).rejects.toMatchObject({
      statusCode: 409,
      message: m.sessionAlreadyDone,
    });
    const row = await sessionRow(paired.pair.id, 1);
    expect(row.status).toBe('REALIZED');
    expect(row.scheduleDate).toEqual(heldOn);
  });

  it('scheduling is refused when the process was finalized after its first check', async () => {
    const paired = await pairedProcess();
    const finalized = () =>
      t.db
        .update(processes)
        .set({ status: 'FINALIZED' })
        .where(eq(processes.id, paired.process.id))
        .then(() => undefined);
    await expect(scheduleFirst(paired, 'findProcess')(finalized)).rejects.toMatchObject({
      statusCode: 409,
      message: processMessages.notEditable,
    });
    expect(await sessionRow(paired.pair.id, 1)).toMatchObject({ status: 'PENDING_NO_DATE', scheduleDate: null });
  });
});

describe('PUT /api/process/complete_sessions', () => {
  it('marks past scheduled sessions held, all or nothing', async () => {
    const past = new Date(Date.now() - DAY);
    const { pair, mentor } = await pairedProcess('IN_PROGRESS', [
      { status: 'PENDING_AND_SCHEDULED', scheduleDate: past },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);
    const second = await pairedProcess('IN_PROGRESS', [
      { status: 'PENDING_AND_SCHEDULED', scheduleDate: new Date(Date.now() + DAY) },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);

    const refused = await inject('PUT', '/api/process/complete_sessions', admin.headers, {
      sessionNumbersAndPairIds: [
        { pairId: pair.id, sessionNumber: 1 },
        { pairId: second.pair.id, sessionNumber: 1 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.sessionNotScheduled);
    expect((await sessionRow(pair.id, 1)).status).toBe('PENDING_AND_SCHEDULED');

    const stranger = await inject('PUT', '/api/process/complete_sessions', second.mentor.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 1 }],
    });
    expect(stranger.statusCode).toBe(403);

    const ok = await inject('PUT', '/api/process/complete_sessions', mentor.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 1 }],
    });
    expect(ok.statusCode).toBe(200);
    // This process has no session feedback: nobody has an evaluation to give, so the held session is 'Realizada'
    // at once (with a bundle it stays REALIZED until both evaluated it: feedback.test.ts).
    expect(ok.json().sessions).toEqual([
      { pairId: pair.id, sessionNumber: 1, status: 'COMPLETED', scheduleDate: past.toISOString() },
    ]);
    const row = await sessionRow(pair.id, 1);
    expect(row.status).toBe('COMPLETED');
    expect(row.completedAt).not.toBeNull();

    const twice = await inject('PUT', '/api/process/complete_sessions', mentor.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 1 }],
    });
    expect(twice.statusCode).toBe(409);

    const unscheduled = await inject('PUT', '/api/process/complete_sessions', mentor.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 2 }],
    });
    expect(unscheduled.statusCode).toBe(409);
    expect(unscheduled.json().error.message).toBe(m.sessionNotScheduled);
  });

  it('is refused once FINALIZED', async () => {
    const { pair, student } = await pairedProcess('FINALIZED', [
      { status: 'PENDING_AND_SCHEDULED', scheduleDate: new Date(Date.now() - DAY) },
    ]);
    const res = await inject('PUT', '/api/process/complete_sessions', student.session.headers, {
      sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(processMessages.notEditable);
  });

  it('validates the body', async () => {
    const res = await inject('PUT', '/api/process/complete_sessions', admin.headers, { sessionNumbersAndPairIds: [] });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/users/me/pending_tasks/ and /api/users/me/next_event', () => {
  it('lists enabled sessions without a date and pending MDIs, hiding an expired baseline', async () => {
    const { process, pair, student } = await pairedProcess('IN_PROGRESS', [
      { status: 'REALIZED', scheduleDate: new Date(Date.now() - DAY) },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
      { status: 'PENDING_NO_DATE' },
    ]);
    // The process started 20 days ago: its baseline has expired, a later measurement has not.
    const mdiOfStudent = { processId: process.id, userId: student.id, userRole: 'STUDENT', entityType: 'MDI' } as const;
    await createInvitation(t.db, { ...mdiOfStudent, entitySubType: 'BASELINE' });
    await createInvitation(t.db, { ...mdiOfStudent, entitySubType: 'POST_PROCESS' });
    await createInvitation(t.db, { ...mdiOfStudent, entitySubType: 'POST_PROCESS_SIX_MONTH', status: 'COMPLETED' });
    const fresh = await newProcess('IN_PROGRESS', { startDate: new Date(Date.now() - 2 * DAY) });
    await createInvitation(t.db, {
      processId: fresh.id,
      userId: student.id,
      userRole: 'STUDENT',
      entityType: 'MDI',
      entitySubType: 'BASELINE',
    });

    const res = await inject('GET', '/api/users/me/pending_tasks/', student.session.headers);
    expect(res.statusCode).toBe(200);
    const tasks = res.json();
    expect(tasks.notScheduledSessions).toEqual([
      { processId: process.id, processName: process.name, pairId: pair.id, sessionNumber: 2, role: 'STUDENT' },
    ]);
    expect(tasks.pendingFeedbacks).toEqual([]);
    expect(
      tasks.pendingMdis.map((p: { processId: string; entitySubType: string }) => [p.processId, p.entitySubType]),
    ).toEqual([
      [process.id, 'POST_PROCESS'],
      [fresh.id, 'BASELINE'],
    ]);

    // The most urgent of them: the measurement (it can expire), linking to its answering page.
    const next = await inject('GET', '/api/users/me/next_pending/', student.session.headers);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      kind: 'MDI',
      processId: process.id,
      text: `Responder la medición Post proceso de ${process.name}`,
      path: expect.stringMatching(/^\/answer\/[\w-]+$/),
    });

    const finalized = await pairedProcess('FINALIZED');
    const none = await inject('GET', '/api/users/me/pending_tasks/', finalized.student.session.headers);
    expect(none.json()).toEqual({ notScheduledSessions: [], pendingFeedbacks: [], pendingMdis: [] });
    expect((await inject('GET', '/api/users/me/next_pending/', finalized.student.session.headers)).json()).toBeNull();
  });

  it('names a session to schedule as the next pending task, leading to the process view of my side', async () => {
    const { process, pair, mentor } = await pairedProcess();
    const next = await inject('GET', '/api/users/me/next_pending/', mentor.session.headers);
    expect(next.json()).toEqual({
      kind: 'SCHEDULE_SESSION',
      key: `session-${pair.id}-1`,
      processId: process.id,
      text: `Agendar la primera sesión de ${process.name}`,
      path: `/home/process/${pair.id}/mentor`,
    });
  });
});

describe('GET /api/{students|mentors}/me/process/{id}', () => {
  it('answers one of my processes in that role, with my pair; 404 in the other role or for a stranger', async () => {
    const { process, pair, student, mentor } = await pairedProcess();
    const mine = await inject('GET', `/api/students/me/process/${process.id}`, student.session.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ processId: process.id, status: 'IN_PROGRESS', mePair: { pairId: pair.id } });
    const asMentor = await inject('GET', `/api/mentors/me/process/${process.id}`, mentor.session.headers);
    expect(asMentor.json().mePair.pairId).toBe(pair.id);

    expect((await inject('GET', `/api/mentors/me/process/${process.id}`, student.session.headers)).statusCode).toBe(
      404,
    );
    const stranger = await pairedProcess();
    const other = await inject('GET', `/api/students/me/process/${process.id}`, stranger.student.session.headers);
    expect(other.statusCode).toBe(404);
    expect((await inject('GET', '/api/students/me/process/abc', student.session.headers)).statusCode).toBe(404);
  });

  it('gives the next upcoming event for my role, or null', async () => {
    const { process, student, mentor } = await pairedProcess();
    expect((await inject('GET', '/api/users/me/next_event', student.session.headers)).json()).toBeNull();
    await t.db.insert(processEvents).values([
      { processId: process.id, name: 'Pasado', roles: [], eventDate: new Date(Date.now() - DAY) },
      { processId: process.id, name: 'Mentoras', roles: ['MENTOR'], eventDate: new Date(Date.now() + DAY) },
      { processId: process.id, name: 'Todos', roles: [], eventDate: new Date(Date.now() + 2 * DAY) },
    ]);
    const res = await inject('GET', '/api/users/me/next_event', student.session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Todos', processId: process.id, processName: process.name });
    expect((await inject('GET', '/api/users/me/next_event', mentor.session.headers)).json().name).toBe('Mentoras');
  });
});

describe('POST /api/process/{id}/invitation_session', () => {
  it('signs a pending invitee in with the tokens of a login', async () => {
    const process = await newProcess('DRAFT');
    const invitee = await participant(process.id, 'STUDENT', 'PENDING');
    const userToken = await tokens.sign({ userId: invitee.id, processId: process.id });
    const res = await inject('POST', `/api/process/${process.id}/invitation_session`, {}, { userToken });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(refreshToken).toEqual(expect.any(String));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id ?? me.json().userId).toBe(invitee.id);
  });

  it('refuses a bad token, another process, and an invitation already answered or removed', async () => {
    const process = await newProcess('DRAFT');
    const other = await newProcess('DRAFT');
    const invitee = await participant(process.id, 'STUDENT', 'PENDING');
    const url = `/api/process/${process.id}/invitation_session`;

    expect((await inject('POST', url, {}, { userToken: 'no-es-un-token' })).statusCode).toBe(401);
    const otherToken = await tokens.sign({ userId: invitee.id, processId: other.id });
    expect((await inject('POST', url, {}, { userToken: otherToken })).statusCode).toBe(401);

    const userToken = await tokens.sign({ userId: invitee.id, processId: process.id });
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'APPROVED' })
      .where(eq(processParticipants.userId, invitee.id));
    const answered = await inject('POST', url, {}, { userToken });
    expect(answered.statusCode).toBe(403);
    expect(answered.json().error.message).toBe(m.invitationSessionRefused);

    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'PENDING', removedAt: new Date() })
      .where(eq(processParticipants.userId, invitee.id));
    expect((await inject('POST', url, {}, { userToken })).statusCode).toBe(403);

    const stranger = await createUser(t.db);
    await t.db.update(users).set({ name: 'Nadie' }).where(eq(users.id, stranger.id));
    const strangerToken = await tokens.sign({ userId: stranger.id, processId: process.id });
    expect((await inject('POST', url, {}, { userToken: strangerToken })).statusCode).toBe(403);
  });
});
