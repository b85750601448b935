import {
  MEASUREMENT_DETAIL_FILE_NAME,
  processMeasurementMessages,
  type MdiResponsesList,
  type MdiSubType,
  type MeasurementReport,
  type MeasurementResponses,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mdiMeasurements,
  mdis,
  processMeasurementSends,
  processParticipants,
  questionaryInvitations,
  questions,
  users,
} from '../../db/schema';
import {
  addParticipant,
  createClient,
  createInvitation,
  createProcess,
  createUser,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');

let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;
/** An MDI with all four measurements, and one with only the first two. */
let fullMdiId: string;
let shortMdiId: string;
const q: Record<'rate' | 'choice' | 'grid' | 'text', string> = { rate: '', choice: '', grid: '', text: '' };

beforeAll(async () => {
  ({ admin, member, clientId, companyAdmin, otherCompanyAdmin } = await processAreaSessions(t.app, t.db));
  const [rate, choice, grid, text] = await t.db
    .insert(questions)
    .values([
      {
        question: '¿Qué tan segura te sientes liderando?',
        type: 'RATE',
        alternatives: ['1', '2', '3', '4', '5', '6', '7'],
        rate: { left: 'Nada', right: 'Mucho' },
      },
      { question: '¿Cuál es tu objetivo?', type: 'ALTERNATIVE', alternatives: ['Crecer', 'Emprender'], other: true },
      {
        question: 'Nivel de acuerdo',
        type: 'ALTERNATIVE_MULTIPLE',
        alternatives: ['En desacuerdo', 'Neutral', 'De acuerdo'],
        alternativesMultiple: ['Conozco mis fortalezas', 'Sé negociar'],
      },
      { question: '¿Qué esperas aprender?', type: 'TEXT' },
    ])
    .returning();
  Object.assign(q, { rate: rate!.id, choice: choice!.id, grid: grid!.id, text: text!.id });
  const [full, short] = await t.db
    .insert(mdis)
    .values([{ name: `MDI completo ${unique()}` }, { name: `MDI corto ${unique()}` }])
    .returning();
  fullMdiId = full!.id;
  shortMdiId = short!.id;
  const measurement = (mdiId: string, position: number, subType: MdiSubType | null) => ({
    mdiId,
    position,
    name: `Medición ${position + 1}`,
    subType,
    mentorQuestionIds: [q.text, q.rate],
    studentQuestionIds: [q.rate, q.choice, q.grid],
  });
  await t.db.insert(mdiMeasurements).values([
    // The first without its own sub-type is the baseline by its position.
    measurement(fullMdiId, 0, null),
    measurement(fullMdiId, 1, 'POST_PROCESS'),
    measurement(fullMdiId, 2, 'POST_PROCESS_SIX_MONTH'),
    measurement(fullMdiId, 3, 'POST_PROCESS_TWELVE_MONTH'),
    measurement(shortMdiId, 0, 'BASELINE'),
    measurement(shortMdiId, 1, 'POST_PROCESS'),
  ]);
}, 60_000);

async function newClient() {
  return (await createClient(t.db)).id;
}

async function newProcess(
  overrides: { name?: string; clientId?: string; mdiId?: string | null; status?: ProcessStatus } = {},
) {
  return createProcess(t.db, {
    name: overrides.name,
    status: overrides.status ?? 'IN_PROGRESS',
    clientId: overrides.clientId ?? clientId,
    mdiId: overrides.mdiId === undefined ? fullMdiId : overrides.mdiId,
    estimatedStartDate: new Date().toISOString().slice(0, 10),
    estimatedEndDate: '2027-12-31',
  });
}

/** `n` confirmed participants of the process (one insert, no passwords: they never sign in). */
async function people(processId: string, n: number, role: ParticipantRole = 'STUDENT') {
  const tag = unique();
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `p${i}-${tag}@example.com`,
        name: `P${i}`,
        roles: ['USER' as const],
      })),
    )
    .returning({ id: users.id });
  await t.db
    .insert(processParticipants)
    .values(rows.map((r) => ({ processId, userId: r.id, role, invitationStatus: 'APPROVED' as const })));
  return rows.map((r) => r.id);
}

/** The measurement sent to each of `userIds`, the first `completed` of them having answered. */
async function sent(processId: string, subType: MdiSubType, userIds: string[], completed: number) {
  await t.db.insert(processMeasurementSends).values({ processId, subType });
  for (const [i, userId] of userIds.entries()) {
    await createInvitation(t.db, {
      processId,
      userId,
      userRole: 'STUDENT',
      entityType: 'MDI',
      entitySubType: subType,
      status: i < completed ? 'COMPLETED' : 'SENT',
    });
  }
}

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const errorType = (res: { json: () => unknown }) => (res.json() as { error: { type: string } }).error.type;

describe('GET /api/mdi/mdisResponses', () => {
  let ownClient: string;
  let edges: Awaited<ReturnType<typeof newProcess>>;
  let unsent: Awaited<ReturnType<typeof newProcess>>;

  beforeAll(async () => {
    ownClient = await newClient();
    edges = await newProcess({ name: `A bordes ${unique()}`, clientId: ownClient });
    const hundred = await people(edges.id, 100);
    await sent(edges.id, 'BASELINE', hundred, 35);
    await sent(edges.id, 'POST_PROCESS', hundred, 36);
    await sent(edges.id, 'POST_PROCESS_SIX_MONTH', hundred, 49);
    await sent(edges.id, 'POST_PROCESS_TWELVE_MONTH', hundred, 50);
    unsent = await newProcess({ name: `B sin envíos ${unique()}`, clientId: ownClient, mdiId: shortMdiId });
    await newProcess({ name: `C sin MDI ${unique()}`, clientId: ownClient, mdiId: null });
  });

  it('gives each process with an MDI the send date, figures and traffic light of its four measurements', async () => {
    const res = await get(`/api/mdi/mdisResponses?clientId=${ownClient}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json() as MdiResponsesList;
    // The process without an MDI is not a row.
    expect(list.totalDocs).toBe(2);
    expect(list.docs.map((d) => d.processId)).toEqual([edges.id, unsent.id]);
    const [row] = list.docs;
    expect(row!.client.clientId).toBe(ownClient);
    expect(row!.mdi.mdiId).toBe(fullMdiId);
    expect(
      row!.measurements.map(({ label, total, completed, percentage, light }) => ({
        label,
        total,
        completed,
        percentage,
        light,
      })),
    ).toEqual([
      { label: 'Línea base', total: 100, completed: 35, percentage: 35, light: 'RED' },
      { label: 'Post proceso', total: 100, completed: 36, percentage: 36, light: 'YELLOW' },
      { label: '6 meses', total: 100, completed: 49, percentage: 49, light: 'YELLOW' },
      { label: '12 meses', total: 100, completed: 50, percentage: 50, light: 'GREEN' },
    ]);
    for (const m of row!.measurements) expect(Date.now() - Date.parse(m.sentAt!)).toBeLessThan(60_000);
  });

  it('shows a process whose measurements were not sent without date, percentage or light', async () => {
    const list = (await get(`/api/mdi/mdisResponses?clientId=${ownClient}`, admin.headers)).json() as MdiResponsesList;
    const row = list.docs.find((d) => d.processId === unsent.id)!;
    expect(row.measurements).toEqual([
      expect.objectContaining({
        subType: 'BASELINE',
        inMdi: true,
        sentAt: null,
        total: 0,
        percentage: null,
        light: null,
      }),
      expect.objectContaining({ subType: 'POST_PROCESS', inMdi: true, sentAt: null, light: null }),
      // Its MDI has no 6- and 12-month measurements.
      expect.objectContaining({ subType: 'POST_PROCESS_SIX_MONTH', inMdi: false }),
      expect.objectContaining({ subType: 'POST_PROCESS_TWELVE_MONTH', inMdi: false }),
    ]);
  });

  it('filters by client, searches the process name and pages by 10 unless told', async () => {
    const other = await newProcess({ name: `Otro cliente ${unique()}` });
    const all = (await get(`/api/mdi/mdisResponses?limit=100`, admin.headers)).json() as MdiResponsesList;
    expect(all.docs.map((d) => d.processId)).toEqual(expect.arrayContaining([edges.id, unsent.id, other.id]));
    const own = (await get(`/api/mdi/mdisResponses?clientId=${ownClient}&limit=100`, admin.headers)).json();
    expect((own as MdiResponsesList).docs.map((d) => d.processId)).not.toContain(other.id);
    const searched = (await get(
      `/api/mdi/mdisResponses?searchFilter=${encodeURIComponent(other.name.toUpperCase())}`,
      admin.headers,
    ).then((r) => r.json())) as MdiResponsesList;
    expect(searched.docs.map((d) => d.processId)).toEqual([other.id]);
    const second = (await get(`/api/mdi/mdisResponses?clientId=${ownClient}&limit=1&page=2`, admin.headers).then((r) =>
      r.json(),
    )) as MdiResponsesList;
    expect(second).toMatchObject({ totalDocs: 2, page: 2, limit: 1 });
    expect(second.docs.map((d) => d.processId)).toEqual([unsent.id]);
    expect(((await get('/api/mdi/mdisResponses', admin.headers)).json() as MdiResponsesList).limit).toBe(10);
  });

  it('is for admins only: 401 anonymous, 403 members and company admins', async () => {
    expect((await get('/api/mdi/mdisResponses')).statusCode).toBe(401);
    expect((await get('/api/mdi/mdisResponses', member.headers)).statusCode).toBe(403);
    expect((await get(`/api/mdi/mdisResponses?clientId=${clientId}`, companyAdmin.headers)).statusCode).toBe(403);
  });
});

/**
 * A process whose baseline went out through the API to an external mentor and three mentees, the mentor and two
 * mentees answering it through the API as they would from the answering page; a fourth mentee confirmed afterwards.
 */
async function answeredBaseline() {
  const p = await newProcess({ status: 'KICKOFF' });
  const tag = unique();
  const mentor = await createUser(t.db, { name: 'Marta', email: `marta-${tag}@example.com` });
  await t.db
    .update(users)
    .set({
      lastName: 'Mentora',
      cellphone: '+56 911111111',
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' },
    })
    .where(eq(users.id, mentor.id));
  const answering = await createUser(t.db, { name: 'Ana', email: `ana-${tag}@example.com` });
  await t.db.update(users).set({ lastName: 'Pérez', cellphone: '+56 922222222' }).where(eq(users.id, answering.id));
  const pending = await createUser(t.db, { name: 'Beatriz', email: `bea-${tag}@example.com` });
  const choosing = await createUser(t.db, { name: 'Elena', email: `elena-${tag}@example.com` });
  const late = await createUser(t.db, { name: 'Carla', email: `carla-${tag}@example.com` });
  const removed = await createUser(t.db, { name: 'Dora', email: `dora-${tag}@example.com` });
  await addParticipant(t.db, { processId: p.id, userId: mentor.id, role: 'MENTOR' });
  for (const student of [answering, pending, choosing]) {
    await addParticipant(t.db, { processId: p.id, userId: student.id, role: 'STUDENT' });
  }
  const sentRes = await t.app.inject({
    method: 'POST',
    url: `/api/process/${p.id}/mdi`,
    headers: admin.headers,
    payload: { entitySubType: 'BASELINE' },
  });
  expect(sentRes.statusCode).toBe(201);
  await addParticipant(t.db, { processId: p.id, userId: late.id, role: 'STUDENT' });
  await addParticipant(t.db, { processId: p.id, userId: removed.id, role: 'STUDENT', removedAt: new Date() });
  const invitationOf = async (userId: string) => {
    const [row] = await t.db
      .select({ id: questionaryInvitations.id })
      .from(questionaryInvitations)
      .where(and(eq(questionaryInvitations.processId, p.id), eq(questionaryInvitations.userId, userId)));
    return row!.id;
  };
  const answer = async (email: string, invitationId: string, answers: unknown[]) => {
    const session = await signIn(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/answer/${invitationId}`,
      headers: session.headers,
      payload: { answers },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await answer(mentor.email, await invitationOf(mentor.id), [
    { questionId: q.text, value: 'Liderar mejor' },
    { questionId: q.rate, value: 6 },
  ]);
  await answer(answering.email, await invitationOf(answering.id), [
    { questionId: q.rate, value: 4 },
    { questionId: q.choice, value: '__other__', otherAnswer: 'Cambiar de país' },
    { questionId: q.grid, value: { '0': 3, '1': 1 } },
  ]);
  await answer(choosing.email, await invitationOf(choosing.id), [
    { questionId: q.rate, value: 7 },
    { questionId: q.choice, value: '1' },
    { questionId: q.grid, value: { '0': 2, '1': 2 } },
  ]);
  return { p, mentor, answering, pending, choosing, late, removed };
}

describe('GET /api/mdi/responses/{processId}?subtype=', () => {
  let world: Awaited<ReturnType<typeof answeredBaseline>>;
  beforeAll(async () => {
    world = await answeredBaseline();
  }, 60_000);
  const url = (processId: string, subtype = 'BASELINE') => `/api/mdi/responses/${processId}?subtype=${subtype}`;

  it('lists each participant with contact, role and Completado / Pendiente / No enviado, mentors first', async () => {
    const res = await get(url(world.p.id), admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MeasurementResponses;
    expect(body.summary).toMatchObject({ label: 'Línea base', total: 4, completed: 3, percentage: 75, light: 'GREEN' });
    expect(
      body.participants.map(({ name, lastName, email, cellphone, role, status }) => ({
        name,
        lastName,
        email,
        cellphone,
        role,
        status,
      })),
    ).toEqual([
      {
        name: 'Marta',
        lastName: 'Mentora',
        email: world.mentor.email,
        cellphone: '+56 911111111',
        role: 'MENTOR',
        status: 'COMPLETED',
      },
      {
        name: 'Ana',
        lastName: 'Pérez',
        email: world.answering.email,
        cellphone: '+56 922222222',
        role: 'STUDENT',
        status: 'COMPLETED',
      },
      {
        name: 'Beatriz',
        lastName: 'Usuaria',
        email: world.pending.email,
        cellphone: '',
        role: 'STUDENT',
        status: 'SENT',
      },
      // Confirmed after the send: no invitation. The removed participant is not listed.
      {
        name: 'Carla',
        lastName: 'Usuaria',
        email: world.late.email,
        cellphone: '',
        role: 'STUDENT',
        status: 'NOT_SEND',
      },
      {
        name: 'Elena',
        lastName: 'Usuaria',
        email: world.choosing.email,
        cellphone: '',
        role: 'STUDENT',
        status: 'COMPLETED',
      },
    ]);
  });

  it('lets the company admin of the process’s client read it, with an external mentor’s contact hidden', async () => {
    const res = await get(url(world.p.id), companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    const mentor = (res.json() as MeasurementResponses).participants.find((p) => p.role === 'MENTOR')!;
    expect(mentor).toMatchObject({ name: 'Marta', email: '-', cellphone: '-' });
  });

  it('refuses anonymous callers (401), members and other companies’ admins (403)', async () => {
    expect((await get(url(world.p.id))).statusCode).toBe(401);
    expect((await get(url(world.p.id), member.headers)).statusCode).toBe(403);
    expect((await get(url(world.p.id), otherCompanyAdmin.headers)).statusCode).toBe(403);
  });

  it('answers 400 for a measurement the MDI lacks or a process without MDI, 404 for an unknown process', async () => {
    const short = await newProcess({ mdiId: shortMdiId });
    const sixMonths = await get(url(short.id, 'POST_PROCESS_SIX_MONTH'), admin.headers);
    expect(sixMonths.statusCode).toBe(400);
    expect((sixMonths.json() as { error: { message: string } }).error.message).toBe(
      processMeasurementMessages.notInMdi,
    );
    const without = await newProcess({ mdiId: null });
    expect((await get(url(without.id), admin.headers)).statusCode).toBe(400);
    const unknown = await get(url('00000000-0000-4000-8000-000000000000'), admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(errorType(unknown)).toBe('process_not_found');
    expect((await get(`/api/mdi/responses/${world.p.id}?subtype=OTRO`, admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType}', () => {
  let world: Awaited<ReturnType<typeof answeredBaseline>>;
  beforeAll(async () => {
    world = await answeredBaseline();
  }, 60_000);

  it('gives both roles’ bank questions in order and each invitation with its status and answers', async () => {
    const res = await get(`/api/mdi/listAnsweredMeasurementReport/${world.p.id}/BASELINE`, admin.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json() as MeasurementReport;
    expect(report.measurementName).toBe('Medición 1');
    expect(report.mentorsQuestions.map((x) => x.questionId)).toEqual([q.text, q.rate]);
    expect(report.studentsQuestions.map((x) => x.questionId)).toEqual([q.rate, q.choice, q.grid]);
    expect(report.invitations.map((i) => [i.userId, i.user_role, i.status])).toEqual([
      [world.mentor.id, 'MENTOR', 'COMPLETED'],
      [world.answering.id, 'STUDENT', 'COMPLETED'],
      [world.pending.id, 'STUDENT', 'SENT'],
      [world.choosing.id, 'STUDENT', 'COMPLETED'],
    ]);
    const answered = report.invitations[1]!;
    expect(answered.Answers).toEqual(
      expect.arrayContaining([
        { questionId: q.rate, value: 4 },
        { questionId: q.choice, value: '__other__', otherAnswer: 'Cambiar de país' },
        { questionId: q.grid, value: { '0': 3, '1': 1 } },
      ]),
    );
    expect(report.invitations[2]!.Answers).toEqual([]);
    // An option is its index as text, as the answering page sent it.
    expect(report.invitations[3]!.Answers).toContainEqual({ questionId: q.choice, value: '1' });
  });

  it('is for the process’s staff: 401 anonymous, 403 members and other companies’ admins', async () => {
    const url = `/api/mdi/listAnsweredMeasurementReport/${world.p.id}/BASELINE`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, member.headers)).statusCode).toBe(403);
    expect((await get(url, otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await get(url, companyAdmin.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType}/export', () => {
  let world: Awaited<ReturnType<typeof answeredBaseline>>;
  beforeAll(async () => {
    world = await answeredBaseline();
  }, 60_000);

  async function readWorkbook(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook;
  }
  const rowsOf = (sheet: ExcelJS.Worksheet | undefined) =>
    (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

  it('downloads Detalle-medición.xlsx with the answers as text per role and every participant’s status', async () => {
    const res = await get(`/api/mdi/listAnsweredMeasurementReport/${world.p.id}/BASELINE/export`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(MEASUREMENT_DETAIL_FILE_NAME)}`,
    );
    const workbook = await readWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Mentores', 'Estudiantes', 'Participantes']);

    expect(rowsOf(workbook.getWorksheet('Mentores'))).toEqual([
      ['Nombre', 'Apellido', 'Correo', '¿Qué esperas aprender?', '¿Qué tan segura te sientes liderando?'],
      ['Marta', 'Mentora', world.mentor.email, 'Liderar mejor', '6'],
    ]);
    // Only who answered has a row; options and grid rows read as their text.
    expect(rowsOf(workbook.getWorksheet('Estudiantes'))).toEqual([
      [
        'Nombre',
        'Apellido',
        'Correo',
        '¿Qué tan segura te sientes liderando?',
        '¿Cuál es tu objetivo?',
        'Nivel de acuerdo',
      ],
      [
        'Ana',
        'Pérez',
        world.answering.email,
        '4',
        'Otro: Cambiar de país',
        'Conozco mis fortalezas: De acuerdo; Sé negociar: En desacuerdo',
      ],
      [
        'Elena',
        'Usuaria',
        world.choosing.email,
        '7',
        'Emprender',
        'Conozco mis fortalezas: Neutral; Sé negociar: Neutral',
      ],
    ]);
    const participants = rowsOf(workbook.getWorksheet('Participantes'));
    expect(participants[0]).toEqual(['Nombre', 'Apellido', 'Correo', 'Teléfono', 'Estado de respuesta', 'Rol']);
    expect(participants.slice(1)).toEqual([
      ['Marta', 'Mentora', world.mentor.email, '+56 911111111', 'Completado', 'Mentora'],
      ['Ana', 'Pérez', world.answering.email, '+56 922222222', 'Completado', 'Mentee'],
      ['Beatriz', 'Usuaria', world.pending.email, '', 'Pendiente', 'Mentee'],
      ['Carla', 'Usuaria', world.late.email, '', 'No enviado', 'Mentee'],
      ['Elena', 'Usuaria', world.choosing.email, '', 'Completado', 'Mentee'],
    ]);
  });

  it('hides an external mentor’s contact from a company admin, and refuses others', async () => {
    const url = `/api/mdi/listAnsweredMeasurementReport/${world.p.id}/BASELINE/export`;
    const res = await get(url, companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    const participants = rowsOf((await readWorkbook(res.rawPayload)).getWorksheet('Participantes'));
    expect(participants[1]).toEqual(['Marta', 'Mentora', '-', '-', 'Completado', 'Mentora']);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, member.headers)).statusCode).toBe(403);
    expect((await get(url, otherCompanyAdmin.headers)).statusCode).toBe(403);
  });
});
