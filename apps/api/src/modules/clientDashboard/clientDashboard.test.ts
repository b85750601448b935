import type { ClientDashboard, MdiSubType, ParticipantRole, QuestionaryInvitationStatus } from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessPositions,
  eventAttendances,
  mdiMeasurements,
  mdis,
  mentorships,
  mentorshipSessions,
  processEvents,
  processMeasurementSends,
  questionaryAnswers,
  questionaryResponses,
  questions,
  users,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import {
  addParticipant,
  createInvitation,
  createPair,
  createProcess,
  createQuestionary,
  createUser,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

/**
 * A small client whose every figure is worked out by hand below: four confirmed people in two processes (and a
 * pending and a removed one who do not count), two active pairs and a disabled one, events before and after now,
 * session feedbacks with ratings on two scales, and an MDI whose measurements sit on the traffic light's edges.
 * Another client has a process, people and answers of its own that must never leak into the first one's panel.
 */
let t: TestApp;
let admin: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let mentee: TestSession;
let clientId: string;
let otherClientId: string;
const tag = randomBytes(3).toString('hex');
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  ({ clientId, otherClientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, db));
  admin = await signIn(t.app, (await createUser(db, { roles: ['ADMIN'] })).email);

  const [level] = await db
    .insert(businessPositions)
    .values({ name: `Gerencia ${tag}` })
    .returning();
  const person = async (fields: Partial<typeof users.$inferInsert>) => {
    const user = await createUser(db);
    await db.update(users).set(fields).where(eq(users.id, user.id));
    return user;
  };
  const m1 = await person({
    gender: 'FEMALE',
    businessArea: 'Finanzas',
    businessPositionId: level!.id,
    mentorshipInfo: { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' },
  });
  const m2 = await person({ gender: 'MALE', mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' } });
  const s1 = await person({ gender: 'FEMALE', businessArea: 'Finanzas ' });
  const s2 = await person({ gender: 'FEMALE', businessArea: '  ' });
  const pendingStudent = await person({ gender: 'MALE' });
  const removedStudent = await person({ gender: 'MALE' });
  const [formerMentor, formerStudent] = [await person({ gender: 'OTHER' }), await person({ gender: 'OTHER' })];
  mentee = await signIn(t.app, s1.email);

  const [guide] = await db
    .insert(mentorships)
    .values({ name: `Pauta ${tag}` })
    .returning();
  await db.insert(mentorshipSessions).values([
    { mentorshipId: guide!.id, number: 1, title: 'Tema 1' },
    { mentorshipId: guide!.id, number: 2, title: 'Tema 2' },
  ]);
  // Another guide's sessions are not this one's.
  const [otherGuide] = await db
    .insert(mentorships)
    .values({ name: `Otra pauta ${tag}` })
    .returning();
  await db.insert(mentorshipSessions).values({ mentorshipId: otherGuide!.id, number: 1, title: 'Tema' });
  const [mdi, shortMdi] = await db
    .insert(mdis)
    .values([{ name: `MDI ${tag}` }, { name: `MDI corto ${tag}` }])
    .returning();
  await db.insert(mdiMeasurements).values([
    ...(['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH'] as const).map(
      (subType, position) => ({ mdiId: mdi!.id, position, name: subType, subType }),
    ),
    // Without their own sub-type: their positions make them the baseline and the post-process measurement.
    { mdiId: shortMdi!.id, position: 0, name: 'Inicio' },
    { mdiId: shortMdi!.id, position: 1, name: 'Cierre' },
  ]);
  const p1 = await createProcess(db, {
    name: `Mentoría ${tag}`,
    status: 'IN_PROGRESS',
    clientId,
    mentorshipId: guide!.id,
    mdiId: mdi!.id,
    createdAt: new Date(Date.now() - 2 * HOUR),
  });
  const p2 = await createProcess(db, { name: `Borrador ${tag}`, status: 'DRAFT', clientId, mdiId: shortMdi!.id });
  const foreign = await createProcess(db, {
    name: `Proceso ajeno ${tag}`,
    status: 'IN_PROGRESS',
    clientId: otherClientId,
    mentorshipId: guide!.id,
    mdiId: mdi!.id,
  });
  const take = (processId: string, userId: string, role: ParticipantRole, extra = {}) =>
    addParticipant(db, { processId, userId, role, ...extra });
  await take(p1.id, m1.id, 'MENTOR');
  await take(p1.id, m2.id, 'MENTOR');
  await take(p1.id, s1.id, 'STUDENT');
  await take(p1.id, s2.id, 'STUDENT');
  await take(p1.id, pendingStudent.id, 'STUDENT', { invitationStatus: 'PENDING' });
  await take(p1.id, removedStudent.id, 'STUDENT', { removedAt: new Date() });
  // The same mentor in a second process is still one person.
  await take(p2.id, m1.id, 'MENTOR');
  // The other client's people: a mentor and a mentee of theirs.
  await take(foreign.id, formerMentor.id, 'MENTOR');
  await take(foreign.id, formerStudent.id, 'STUDENT');

  // Progress: 3 done sessions among the guide's 2 of 2 active pairs → 3 / 4 = 75 %.
  await createPair(db, {
    processId: p1.id,
    mentorId: m1.id,
    studentId: s1.id,
    sessions: [{ status: 'COMPLETED' }, { status: 'REALIZED' }],
  });
  await createPair(db, {
    processId: p1.id,
    mentorId: m2.id,
    studentId: s2.id,
    // The third is beyond the guide's sessions: not counted.
    sessions: [{ status: 'COMPLETED' }, { status: 'PENDING_AND_SCHEDULED' }, { status: 'COMPLETED' }],
  });
  // A disabled pair's session is not counted either.
  await createPair(db, {
    processId: p1.id,
    mentorId: formerMentor.id,
    studentId: formerStudent.id,
    disabled: true,
    sessions: [{ status: 'COMPLETED' }],
  });
  await createPair(db, {
    processId: foreign.id,
    mentorId: formerMentor.id,
    studentId: formerStudent.id,
    sessions: [{ status: 'COMPLETED' }],
  });

  // Attendance: e1 (everyone, held) 2 of 4, e2 (mentees, held) 1 of 2, e4 (later, already marked) 1 of 4; e3 (later,
  // nobody) does not count → 4 / 10 = 40 %.
  const now = Date.now();
  const [e1, e2, , e4, foreignEvent] = await db
    .insert(processEvents)
    .values([
      { processId: p1.id, name: 'Kickoff', roles: [], eventDate: new Date(now - 48 * HOUR) },
      { processId: p1.id, name: 'Taller mentees', roles: ['STUDENT'], eventDate: new Date(now - 24 * HOUR) },
      { processId: p1.id, name: 'Cierre', roles: [], eventDate: new Date(now + 48 * HOUR) },
      { processId: p1.id, name: 'Encuentro', roles: [], eventDate: new Date(now + 24 * HOUR) },
      { processId: foreign.id, name: 'Ajeno', roles: [], eventDate: new Date(now - 24 * HOUR) },
    ])
    .returning();
  await db.insert(eventAttendances).values([
    { eventId: e1!.id, userId: m1.id },
    { eventId: e1!.id, userId: s1.id },
    { eventId: e1!.id, userId: removedStudent.id },
    { eventId: e2!.id, userId: s1.id },
    // A mentor at the mentees' event is not among its eligible people.
    { eventId: e2!.id, userId: m1.id },
    { eventId: e4!.id, userId: m2.id },
    { eventId: foreignEvent!.id, userId: formerMentor.id },
  ]);

  // Session feedback: a rating on 1..7, a number (not a rating) and a rating on its group's 0..10.
  const feedbackForm = await createQuestionary(db, {
    name: `Feedback ${tag}`,
    type: 'SESSION_FEEDBACK',
    targetUserRole: 'ANY',
    structure: [
      {
        id: 'g1',
        title: 'Evaluación',
        range: { start: 0, end: 10, labels: [] },
        questions: [
          {
            id: 'score',
            type: 'RATE',
            title: '¿Cómo evaluarías la sesión?',
            rangeInfo: { startValue: 1, endValue: 7, startText: 'Mala', endText: 'Excelente' },
          },
          { id: 'minutes', type: 'NUMERIC', title: '¿Cuántos minutos duró?' },
          { id: 'recommend', type: 'RATE', title: '¿La recomendarías?' },
        ],
      },
    ],
  });
  const answer = async (
    invitation: { processId: string; userId: string | null; role: ParticipantRole; entityType: string },
    subType: string,
    status: QuestionaryInvitationStatus,
    values: Record<string, unknown>,
    submitted = status === 'COMPLETED',
  ) => {
    const row = await createInvitation(db, {
      processId: invitation.processId,
      userId: invitation.userId,
      userRole: invitation.role,
      entityType: invitation.entityType,
      entitySubType: subType,
      questionaryId: invitation.entityType === 'SESSION_FEEDBACK' ? feedbackForm.id : null,
      status,
    });
    if (Object.keys(values).length === 0) return;
    const [response] = await db
      .insert(questionaryResponses)
      .values({ invitationId: row.id, userId: invitation.userId, submittedAt: submitted ? new Date() : null })
      .returning();
    await db.insert(questionaryAnswers).values(
      Object.entries(values).map(([questionId, value]) => ({
        responseId: response!.id,
        questionId,
        valueType: typeof value === 'number' ? 'NUMBER' : 'TEXT',
        value,
      })),
    );
  };
  const feedback = (processId: string, userId: string, role: ParticipantRole) => ({
    processId,
    userId,
    role,
    entityType: 'SESSION_FEEDBACK',
  });
  // Session 1: 2 of 4 answered (50 %); ratings 7 and 4 of 1..7, 10 and 5 of 0..10 → mean 6.5, shares 1, ½, 1, ½.
  await answer(feedback(p1.id, m1.id, 'MENTOR'), '1', 'COMPLETED', { score: 7, minutes: 60, recommend: 10 });
  await answer(feedback(p1.id, s1.id, 'STUDENT'), '1', 'COMPLETED', { score: 4, recommend: 5 });
  await answer(feedback(p1.id, m2.id, 'MENTOR'), '1', 'SENT', {});
  // A draft saved while answering is not an answer yet.
  await answer(feedback(p1.id, s2.id, 'STUDENT'), '1', 'SENT', { score: 1 }, false);
  // Session 2: the one answer gives the scale's lowest point.
  await answer(feedback(p1.id, m1.id, 'MENTOR'), '2', 'COMPLETED', { score: 1 });
  // The other client's session 1 and a session 3 of theirs.
  await answer(feedback(foreign.id, formerMentor.id, 'MENTOR'), '1', 'COMPLETED', { score: 1, recommend: 0 });
  await answer(feedback(foreign.id, formerStudent.id, 'STUDENT'), '3', 'SENT', {});

  // MDI: baseline 7 of 20 (35 %, red), post-process 9 of 25 (36 %, yellow), 6 months 49 of 100 (yellow), 12 months
  // 1 of 2 (50 %, green).
  const [leadership, communication, comment] = await db
    .insert(questions)
    .values([
      {
        question: `Liderazgo ${tag}`,
        type: 'RATE',
        alternatives: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      },
      { question: `Comunicación ${tag}`, type: 'RATE', alternatives: ['0', '1', '2', '3', '4', '5'] },
      { question: `Comentario ${tag}`, type: 'TEXT', alternatives: [] },
    ])
    .returning();
  const mdiOf = (processId: string, userId: string | null, role: ParticipantRole) => ({
    processId,
    userId,
    role,
    entityType: 'MDI',
  });
  const answered: Record<MdiSubType, Array<[ParticipantRole, Record<string, unknown>]>> = {
    BASELINE: [
      ['STUDENT', { [leadership!.id]: 4, [comment!.id]: 'Quiero crecer' }],
      ['STUDENT', { [leadership!.id]: 6 }],
      ['MENTOR', { [leadership!.id]: 8 }],
    ],
    POST_PROCESS: [
      ['STUDENT', { [leadership!.id]: 9, [communication!.id]: 3 }],
      ['STUDENT', { [leadership!.id]: 8 }],
    ],
    POST_PROCESS_SIX_MONTH: [],
    POST_PROCESS_TWELVE_MONTH: [],
  };
  const tallies: Record<MdiSubType, [completed: number, total: number]> = {
    BASELINE: [7, 20],
    POST_PROCESS: [9, 25],
    POST_PROCESS_SIX_MONTH: [49, 100],
    POST_PROCESS_TWELVE_MONTH: [1, 2],
  };
  for (const [subType, [completed, total]] of Object.entries(tallies) as Array<[MdiSubType, [number, number]]>) {
    const withAnswers = answered[subType];
    for (const [role, values] of withAnswers) {
      await answer(mdiOf(p1.id, null, role), subType, 'COMPLETED', values);
    }
    for (let i = 0; i < total - withAnswers.length; i++) {
      await createInvitation(db, {
        processId: p1.id,
        userId: null,
        userRole: 'STUDENT',
        entityType: 'MDI',
        entitySubType: subType,
        status: i < completed - withAnswers.length ? 'COMPLETED' : 'SENT',
      });
    }
  }
  // The other client's baseline answer does not count.
  await answer(mdiOf(foreign.id, formerStudent.id, 'STUDENT'), 'BASELINE', 'COMPLETED', { [leadership!.id]: 0 });
  await db.insert(processMeasurementSends).values({
    processId: p1.id,
    subType: 'BASELINE',
    firstSentAt: new Date('2026-01-06T12:00:00Z'),
  });
}, 60_000);
afterAll(async () => t?.close());

const get = (session: TestSession | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/client-dashboard${query}`, headers: session?.headers });

describe('GET /api/client-dashboard', () => {
  it("gives a company admin her client's figures, each one as worked out by hand", async () => {
    const res = await get(companyAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClientDashboard;
    expect(body.client.clientId).toBe(clientId);

    expect(body.staffing.people).toBe(4);
    expect(body.staffing.byRole).toEqual([
      { key: 'MENTOR', label: 'Mentoras', count: 2 },
      { key: 'STUDENT', label: 'Mentees', count: 2 },
    ]);
    expect(body.staffing.byGender).toEqual([
      { key: 'FEMALE', label: 'Femenino', count: 3 },
      { key: 'MALE', label: 'Masculino', count: 1 },
    ]);
    expect(body.staffing.byBusinessArea).toEqual([
      { key: 'Finanzas', label: 'Finanzas', count: 2 },
      { key: null, label: 'Sin información', count: 2 },
    ]);
    expect(body.staffing.byBusinessLevel).toEqual([
      { key: null, label: 'Sin información', count: 3 },
      { key: `Gerencia ${tag}`, label: `Gerencia ${tag}`, count: 1 },
    ]);
    expect(body.staffing.mentorTypes).toEqual([
      { key: 'EXTERNAL', label: 'Externa', count: 1 },
      { key: 'INTERNAL', label: 'Interna', count: 1 },
    ]);

    // Newest first: the draft was created after the mentoring process.
    expect(body.processes).toEqual([
      {
        processId: expect.any(String),
        name: `Borrador ${tag}`,
        status: 'DRAFT',
        statusLabel: 'Borrador',
        progress: null,
        activePairs: 0,
        sessionsPerPair: 0,
        sessionsDone: 0,
        attendance: null,
        heldEvents: 0,
      },
      {
        processId: expect.any(String),
        name: `Mentoría ${tag}`,
        status: 'IN_PROGRESS',
        statusLabel: 'En curso',
        progress: 75,
        activePairs: 2,
        sessionsPerPair: 2,
        sessionsDone: 3,
        attendance: 40,
        heldEvents: 3,
      },
    ]);

    expect(body.sessionFeedback).toEqual([
      { sessionNumber: 1, invited: 4, answered: 2, responseRate: 50, ratings: 4, meanRating: 6.5, satisfaction: 75 },
      { sessionNumber: 2, invited: 1, answered: 1, responseRate: 100, ratings: 1, meanRating: 1, satisfaction: 0 },
    ]);

    const [draftImpact, mentoringImpact] = body.impact;
    expect(mentoringImpact!.name).toBe(`Mentoría ${tag}`);
    expect(
      mentoringImpact!.measurements.map(({ label, total, completed, percentage, light, inMdi }) => ({
        label,
        total,
        completed,
        percentage,
        light,
        inMdi,
      })),
    ).toEqual([
      { label: 'Línea base', total: 20, completed: 7, percentage: 35, light: 'RED', inMdi: true },
      { label: 'Post proceso', total: 25, completed: 9, percentage: 36, light: 'YELLOW', inMdi: true },
      { label: '6 meses', total: 100, completed: 49, percentage: 49, light: 'YELLOW', inMdi: true },
      { label: '12 meses', total: 2, completed: 1, percentage: 50, light: 'GREEN', inMdi: true },
    ]);
    expect(mentoringImpact!.measurements[0]!.sentAt).toBe('2026-01-06T12:00:00.000Z');
    expect(mentoringImpact!.objectives).toEqual([
      {
        questionId: expect.any(String),
        question: `Comunicación ${tag}`,
        role: 'STUDENT',
        scaleMax: 5,
        baseline: null,
        baselineAnswers: 0,
        postProcess: 3,
        postProcessAnswers: 1,
      },
      {
        questionId: expect.any(String),
        question: `Liderazgo ${tag}`,
        role: 'STUDENT',
        scaleMax: 10,
        baseline: 5,
        baselineAnswers: 2,
        postProcess: 8.5,
        postProcessAnswers: 2,
      },
      {
        questionId: expect.any(String),
        question: `Liderazgo ${tag}`,
        role: 'MENTOR',
        scaleMax: 10,
        baseline: 8,
        baselineAnswers: 1,
        postProcess: null,
        postProcessAnswers: 0,
      },
    ]);
    // The short MDI has a baseline and a post-process measurement (by position) and nothing sent.
    expect(draftImpact!.measurements.map((m) => [m.inMdi, m.total, m.percentage, m.light])).toEqual([
      [true, 0, null, null],
      [true, 0, null, null],
      [false, 0, null, null],
      [false, 0, null, null],
    ]);
    expect(draftImpact!.objectives).toEqual([]);
    expect(res.body).not.toContain('Proceso ajeno');
  });

  it('gives an admin the same figures for the client she names, and the other company admin only hers', async () => {
    const mine = (await get(companyAdmin)).json();
    const asAdmin = await get(admin, `?clientId=${clientId}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(mine);

    const theirs = await get(otherCompanyAdmin);
    expect(theirs.statusCode).toBe(200);
    const body = theirs.json() as ClientDashboard;
    expect(body.client.clientId).toBe(otherClientId);
    expect(body.processes.map((p) => p.name)).toEqual([`Proceso ajeno ${tag}`]);
    expect(body.staffing.people).toBe(2);
    expect(body.processes[0]).toMatchObject({ progress: 50, sessionsDone: 1, attendance: 50 });
    expect(body.sessionFeedback).toEqual([
      { sessionNumber: 1, invited: 1, answered: 1, responseRate: 100, ratings: 2, meanRating: 0.5, satisfaction: 0 },
      { sessionNumber: 3, invited: 1, answered: 0, responseRate: 0, ratings: 0, meanRating: null, satisfaction: null },
    ]);
    expect(theirs.body).not.toContain(`Mentoría ${tag}`);
  });

  it("refuses another client's id to a company admin, asks admins for a client, and refuses the rest", async () => {
    expect((await get(companyAdmin, `?clientId=${clientId}`)).statusCode).toBe(200);
    const other = await get(companyAdmin, `?clientId=${otherClientId}`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Proceso ajeno');

    const missing = await get(admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Seleccione un cliente para ver su panel');
    const unknown = await get(admin, '?clientId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('El cliente no existe');

    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(mentee)).statusCode).toBe(403);
    const clientless = await signIn(t.app, (await createUser(t.db, { roles: ['COMPANY_ADMIN'] })).email);
    expect((await get(clientless)).statusCode).toBe(403);
  });
});
