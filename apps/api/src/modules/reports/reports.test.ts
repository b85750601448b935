import { reportMessages, type MdiFeedbackReport, type ReportTexts, type WorkshopReport } from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coaches,
  processes,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
  workshops,
} from '../../db/schema';
import {
  createInvitation,
  createProcess,
  createQuestionary,
  createUser,
  type TestSession,
} from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;
let otherClientId: string;
let ownProcessId: string;
const bank = { rate: '', choice: '', text: '', grid: '' };
const tag = randomBytes(3).toString('hex');

type Value = string | number | string[] | Record<string, number>;

/** An invitation, answered (COMPLETED with its answers) or only sent. */
async function invitation(values: {
  processId?: string;
  userId?: string | null;
  role: 'MENTOR' | 'STUDENT';
  entityType: 'MDI' | 'SESSION_FEEDBACK' | 'OPEN';
  subType: string;
  questionaryId?: string;
  answers?: Array<{ questionId: string; valueType: string; value: Value; otherText?: string }>;
  workshop?: { workshopId: string; workshopType: string; methodology: string; coachId: string; clientId: string };
  respondents?: number;
}) {
  const answered = values.answers !== undefined;
  const row = await createInvitation(t.db, {
    processId: values.processId ?? null,
    userId: values.userId === undefined ? (await createUser(t.db)).id : values.userId,
    userRole: values.role,
    entityType: values.entityType,
    entitySubType: values.subType,
    questionaryId: values.questionaryId ?? null,
    status: values.entityType === 'OPEN' ? 'OPEN' : answered ? 'COMPLETED' : 'SENT',
    ...values.workshop,
  });
  if (!answered) return row;
  const [response] = await t.db
    .insert(questionaryResponses)
    .values({ invitationId: row!.id, submittedAt: new Date('2026-04-10T15:00:00Z') })
    .returning();
  await t.db.insert(questionaryAnswers).values(
    values.answers!.map((a) => ({
      responseId: response!.id,
      questionId: a.questionId,
      valueType: a.valueType,
      value: a.value,
      otherText: a.otherText ?? null,
    })),
  );
  return row!;
}

const rate = (value: number) => ({ questionId: bank.rate, valueType: 'NUMBER', value });
/** A grid answer: each row's column, from 1 (rows 0 Liderazgo and 1 Comunicación). */
const grid = (leading: number, speaking: number) => ({
  questionId: bank.grid,
  valueType: 'LIKERT',
  value: { '0': leading, '1': speaking },
});

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  let ownClient: string;
  ({
    admin,
    member,
    companyAdmin,
    otherCompanyAdmin,
    clientId: ownClient,
    otherClientId,
  } = await processAreaSessions(t.app, t.db));
  clientId = ownClient;
  const [rateQuestion, choiceQuestion, textQuestion, gridQuestion] = await t.db
    .insert(questions)
    .values([
      { question: `Seguridad al liderar ${tag}`, type: 'RATE', alternatives: ['1', '2', '3', '4', '5'] },
      { question: `Objetivo ${tag}`, type: 'ALTERNATIVE', alternatives: ['Crecer', 'Emprender'], other: true },
      { question: `Qué esperas ${tag}`, type: 'TEXT' },
      {
        question: `Nivel ${tag}`,
        type: 'ALTERNATIVE_MULTIPLE',
        alternatives: ['Baja', 'Media', 'Alta'],
        alternativesMultiple: ['Liderazgo', 'Comunicación'],
      },
    ])
    .returning();
  Object.assign(bank, {
    rate: rateQuestion!.id,
    choice: choiceQuestion!.id,
    text: textQuestion!.id,
    grid: gridQuestion!.id,
  });

  const own = await createProcess(t.db, {
    name: `Mentoría propia ${tag}`,
    status: 'FINALIZED',
    clientId,
    estimatedStartDate: '2026-03-02',
    estimatedEndDate: '2026-06-02',
    startDate: new Date('2026-03-02T12:00:00Z'),
  });
  const other = await createProcess(t.db, {
    name: `Networking ajeno ${tag}`,
    status: 'IN_PROGRESS',
    serviceTypes: ['NETWORKING'],
    clientId: otherClientId,
    isMentorup: true,
    estimatedStartDate: '2026-06-01',
    estimatedEndDate: '2026-09-01',
  });
  ownProcessId = own.id;

  // Baseline: three of four mentees answer, the mentor does not. Post process: three of four answer.
  const students = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db, { clientId })));
  const [s1, s2, s3, s4] = students.map((s) => s.id);
  const mdi = { processId: own.id, role: 'STUDENT' as const, entityType: 'MDI' as const };
  await invitation({
    ...mdi,
    userId: s1,
    subType: 'BASELINE',
    answers: [
      rate(2),
      grid(1, 2),
      { questionId: bank.choice, valueType: 'OPTION', value: '0' },
      { questionId: bank.text, valueType: 'TEXT', value: 'Quiero aprender a negociar mejor' },
    ],
  });
  await invitation({
    ...mdi,
    userId: s2,
    subType: 'BASELINE',
    answers: [rate(3), grid(2, 2), { questionId: bank.choice, valueType: 'OPTION', value: '1' }],
  });
  await invitation({
    ...mdi,
    userId: s3,
    subType: 'BASELINE',
    answers: [rate(4), { questionId: bank.choice, valueType: 'OPTION', value: '__other__', otherText: 'Cambiar' }],
  });
  await invitation({ ...mdi, userId: s4, subType: 'BASELINE' });
  await invitation({ ...mdi, role: 'MENTOR', subType: 'BASELINE' });
  await invitation({ ...mdi, userId: s1, subType: 'POST_PROCESS', answers: [rate(4), grid(3, 2)] });
  await invitation({ ...mdi, userId: s2, subType: 'POST_PROCESS', answers: [rate(3), grid(2, 3)] });
  await invitation({ ...mdi, userId: s3, subType: 'POST_PROCESS', answers: [rate(5)] });
  await invitation({ ...mdi, userId: s4, subType: 'POST_PROCESS' });
  // Another client's process: never in her company admin's figures nor in a report filtered to the first client.
  await invitation({
    processId: other.id,
    role: 'STUDENT',
    entityType: 'MDI',
    subType: 'BASELINE',
    answers: [rate(1), { questionId: bank.text, valueType: 'TEXT', value: 'Respuesta ajena a negociar' }],
  });

  // Session 1's feedback: two ratings (5 and 3 of 1..5) of three invitations.
  const feedbackQuestionary = await createQuestionary(t.db, {
    name: `Feedback ${tag}`,
    type: 'SESSION_FEEDBACK',
    targetUserRole: 'STUDENT',
    structure: [
      {
        id: 'g1',
        title: 'Sesión',
        type: 'DEFAULT',
        minutes: 0,
        range: null,
        conditions: [],
        questions: [
          {
            id: 'satisfaccion',
            type: 'RATE',
            title: '¿Cómo evalúas la sesión?',
            description: '',
            required: true,
            placeholder: '',
            displayTitle: true,
            options: [],
            other: false,
            rangeInfo: { startValue: 1, endValue: 5, startText: 'Mala', endText: 'Excelente' },
            conditions: [],
          },
          {
            id: 'comentario',
            type: 'TEXT',
            title: 'Comentarios',
            description: '',
            required: false,
            placeholder: '',
            displayTitle: true,
            options: [],
            other: false,
            rangeInfo: null,
            conditions: [],
          },
        ],
      },
    ],
  });
  const feedback = {
    processId: own.id,
    role: 'STUDENT' as const,
    entityType: 'SESSION_FEEDBACK' as const,
    subType: '1',
    questionaryId: feedbackQuestionary.id,
  };
  await invitation({
    ...feedback,
    userId: s1,
    answers: [
      { questionId: 'satisfaccion', valueType: 'NUMBER', value: 5 },
      { questionId: 'comentario', valueType: 'TEXT', value: 'Muy útil la conversación' },
    ],
  });
  await invitation({
    ...feedback,
    userId: s2,
    answers: [{ questionId: 'satisfaccion', valueType: 'NUMBER', value: 3 }],
  });
  await invitation({ ...feedback, userId: s3 });
}, 60_000);
afterAll(async () => t.close());

async function get<T>(session: TestSession | undefined, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: session?.headers });
  return { status: res.statusCode, body: res.json() as T };
}

describe('GET /api/reports/mdi-feedback', () => {
  it('counts the response rates per measurement and role, with the traffic light', async () => {
    const { status, body } = await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?clientId=${clientId}`);
    expect(status).toBe(200);
    expect(body.processes).toBe(1);
    const baseline = body.measurements.find((m) => m.subType === 'BASELINE')!;
    // 3 of 5 invitations (four mentees and the mentor): 60 %, green from 50 %.
    expect(baseline).toMatchObject({ label: 'Línea base', total: 5, completed: 3, percentage: 60, light: 'GREEN' });
    expect(baseline.students).toMatchObject({ total: 4, completed: 3, percentage: 75 });
    expect(baseline.mentors).toMatchObject({ total: 1, completed: 0, percentage: 0, light: 'RED' });
    expect(body.measurements.find((m) => m.subType === 'POST_PROCESS')).toMatchObject({ total: 4, completed: 3 });
    expect(body.measurements.map((m) => m.subType)).toEqual(['BASELINE', 'POST_PROCESS']);
  });

  it('gives each rating and choice question its distribution per measurement', async () => {
    const { body } = await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?clientId=${clientId}`);
    const rating = body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`)!;
    expect(rating).toMatchObject({ role: 'STUDENT', kind: 'RATING', choices: ['1', '2', '3', '4', '5'] });
    expect(rating.byMeasurement).toEqual([
      { subType: 'BASELINE', label: 'Línea base', answers: 3, counts: [0, 1, 1, 1, 0], mean: 3 },
      { subType: 'POST_PROCESS', label: 'Post proceso', answers: 3, counts: [0, 0, 1, 1, 1], mean: 4 },
    ]);
    const choice = body.questions.find((q) => q.title === `Objetivo ${tag}`)!;
    expect(choice).toMatchObject({ kind: 'CHOICE', choices: ['Crecer', 'Emprender', 'Otro'] });
    expect(choice.byMeasurement[0]).toMatchObject({ answers: 3, counts: [1, 1, 1], mean: null });
    expect(choice.changes).toEqual([]);
    // What is written is listed apart, not charted.
    expect(body.questions.some((q) => q.title === `Qué esperas ${tag}`)).toBe(false);
  });

  it('measures the change from the baseline on the people who answered both, with a 95 % interval', async () => {
    const { body } = await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?clientId=${clientId}`);
    const [change] = body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`)!.changes;
    // Changes +2, 0, +1: mean 1, sd 1, t(0.975, 2) = 4.3027 → 1 ± 4.3027 / √3 = 1 ± 2.48.
    expect(change).toMatchObject({ subType: 'POST_PROCESS', label: 'Post proceso', people: 3, meanChange: 1 });
    expect(change!.improvedShare).toBe(67);
    expect(change!.low).toBeCloseTo(-1.48, 2);
    expect(change!.high).toBeCloseTo(3.48, 2);
    expect(change!.sentence).toBe(
      'Entre la línea base y post proceso, la respuesta de las 3 mentees que contestaron ambas subió 1,0 puntos en ' +
        'promedio; 67 % mejoró. Con 95 % de confianza el cambio está entre -1,5 y 3,5, así que aún podría deberse al azar.',
    );
  });

  it('charts each row of a grid as a rating of its columns, with its own change', async () => {
    const { body } = await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?clientId=${clientId}`);
    const leading = body.questions.find((q) => q.title === `Nivel ${tag}: Liderazgo`)!;
    expect(leading).toMatchObject({ kind: 'RATING', choices: ['Baja', 'Media', 'Alta'] });
    expect(leading.byMeasurement.map(({ answers, counts, mean }) => ({ answers, counts, mean }))).toEqual([
      { answers: 2, counts: [1, 1, 0], mean: 1.5 },
      { answers: 2, counts: [0, 1, 1], mean: 2.5 },
    ]);
    // Liderazgo: 1 → 3 and 2 → 2; Comunicación: 2 → 2 and 2 → 3.
    expect(leading.changes[0]).toMatchObject({ people: 2, meanChange: 1, improvedShare: 50 });
    const speaking = body.questions.find((q) => q.title === `Nivel ${tag}: Comunicación`)!;
    expect(speaking.changes[0]).toMatchObject({ people: 2, meanChange: 0.5, improvedShare: 50 });
  });

  it('summarises session feedback per session: response rate, satisfaction and each question', async () => {
    const { body } = await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?clientId=${clientId}`);
    expect(body.sessions).toHaveLength(1);
    const [session] = body.sessions;
    // Ratings 5 and 3 on 1..5: (100 % + 50 %) / 2 = 75 %.
    expect(session).toMatchObject({
      session: 1,
      label: 'Sesión 1',
      total: 3,
      completed: 2,
      percentage: 67,
      satisfaction: 75,
    });
    expect(session!.questions).toEqual([
      expect.objectContaining({ title: '¿Cómo evalúas la sesión?', counts: [0, 0, 1, 0, 1], mean: 4, answers: 2 }),
    ]);
  });

  it('filters by period, service type, brand and process', async () => {
    const only = async (query: string) =>
      (await get<MdiFeedbackReport>(admin, `/api/reports/mdi-feedback?${query}`)).body;
    const mine = `Seguridad al liderar ${tag}`;
    const baselineAnswers = (report: MdiFeedbackReport) =>
      report.questions.find((q) => q.title === mine)?.byMeasurement.find((m) => m.subType === 'BASELINE')?.answers ?? 0;
    expect(baselineAnswers(await only(`processId=${ownProcessId}`))).toBe(3);
    expect(baselineAnswers(await only(`clientId=${otherClientId}`))).toBe(1);
    expect(baselineAnswers(await only(`clientId=${clientId}&from=2026-03-02&to=2026-03-02`))).toBe(3);
    expect(baselineAnswers(await only(`clientId=${clientId}&from=2026-03-03`))).toBe(0);
    expect(baselineAnswers(await only(`clientId=${otherClientId}&serviceType=MENTORING`))).toBe(0);
    expect(baselineAnswers(await only(`clientId=${otherClientId}&brand=mentorup`))).toBe(1);
    expect(baselineAnswers(await only(`clientId=${clientId}&brand=mentorup`))).toBe(0);
  });

  it("locks a company admin to her own client's figures", async () => {
    const { status, body } = await get<MdiFeedbackReport>(companyAdmin, '/api/reports/mdi-feedback');
    expect(status).toBe(200);
    const rating = body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`)!;
    // The other client's mentee answered 1: it is not counted.
    expect(rating.byMeasurement[0]).toMatchObject({ answers: 3, counts: [0, 1, 1, 1, 0] });
    const others = await get<MdiFeedbackReport>(otherCompanyAdmin, '/api/reports/mdi-feedback');
    expect(
      others.body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`)!.byMeasurement[0],
    ).toMatchObject({
      answers: 1,
      counts: [1, 0, 0, 0, 0],
    });
    expect((await get(companyAdmin, `/api/reports/mdi-feedback?clientId=${otherClientId}`)).status).toBe(403);
    expect((await get(companyAdmin, `/api/reports/mdi-feedback?clientId=${clientId}`)).status).toBe(200);
  });

  it('refuses callers without the right before reading the filters, and bad filters in Spanish', async () => {
    expect((await get(undefined, '/api/reports/mdi-feedback?from=nope')).status).toBe(401);
    expect((await get(member, '/api/reports/mdi-feedback?from=nope')).status).toBe(403);
    const bad = await get<{ error: { message: string } }>(
      admin,
      '/api/reports/mdi-feedback?from=2026-05-01&to=2026-04-01',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain(reportMessages.periodOrder);
  });
});

describe('GET /api/reports/mdi-feedback/texts', () => {
  it('lists written answers, searchable without accents, only of the allowed client', async () => {
    const found = await get<ReportTexts>(
      admin,
      `/api/reports/mdi-feedback/texts?source=MDI&search=NEGOCIAR&clientId=${clientId}`,
    );
    expect(found.body.totalDocs).toBe(1);
    expect(found.body.docs[0]).toMatchObject({
      answer: 'Quiero aprender a negociar mejor',
      question: `Qué esperas ${tag}`,
      label: 'Línea base',
      role: 'STUDENT',
      processName: `Mentoría propia ${tag}`,
    });
    const all = await get<ReportTexts>(admin, '/api/reports/mdi-feedback/texts?source=MDI&search=negociar');
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(2);
    const hers = await get<ReportTexts>(companyAdmin, '/api/reports/mdi-feedback/texts?source=MDI&search=negociar');
    expect(hers.body.docs.map((d) => d.answer)).toEqual(['Quiero aprender a negociar mejor']);
    const sessions = await get<ReportTexts>(companyAdmin, '/api/reports/mdi-feedback/texts?search=util');
    expect(sessions.body.docs).toEqual([
      expect.objectContaining({ answer: 'Muy útil la conversación', label: 'Sesión 1', question: 'Comentarios' }),
    ]);
  });
});

describe('report downloads', () => {
  async function workbookOf(session: TestSession, url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  it('downloads the whole MDI-Feedback report in Excel, or one chart', async () => {
    const workbook = await workbookOf(companyAdmin, '/api/reports/mdi-feedback/export.xlsx');
    const rates = workbook.getWorksheet('Tasas de respuesta')!;
    expect(rates.getRow(3).values).toEqual([undefined, 'Línea base', 5, 3, '60 %', 'Verde', '3/4', '0/1']);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Feedback sesiones', 'Preguntas de sesiones']),
    );
    const { body } = await get<MdiFeedbackReport>(companyAdmin, '/api/reports/mdi-feedback');
    const rating = body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`)!;
    const one = await workbookOf(
      companyAdmin,
      `/api/reports/mdi-feedback/export.xlsx?chart=${encodeURIComponent(rating.key)}`,
    );
    expect(one.worksheets).toHaveLength(1);
    const sheet = one.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(`Seguridad al liderar ${tag} (Mentees)`);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Línea base', 3, 3, 0, 1, 1, 1, 0]);
  });

  it('downloads the whole report as a PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/mdi-feedback/export.pdf',
      headers: companyAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/reports/workshops', () => {
  let workshopA: string;
  beforeAll(async () => {
    const [a, b] = await t.db
      .insert(workshops)
      .values([{ name: `Taller A ${tag}` }, { name: `Taller B ${tag}` }])
      .returning();
    workshopA = a!.id;
    const [coach] = await t.db
      .insert(coaches)
      .values({ name: 'Carla', lastName: `Coach ${tag}`, email: `coach-${tag}@example.com` })
      .returning();
    const survey = await createQuestionary(t.db, {
      name: `Encuesta taller ${tag}`,
      type: 'WORKSHOP_FEEDBACK',
      targetUserRole: 'ANY',
      structure: [
        {
          id: 'g',
          title: 'Taller',
          type: 'DEFAULT',
          minutes: 0,
          range: null,
          conditions: [],
          questions: [
            {
              id: 'nota',
              type: 'RATE',
              title: '¿Qué nota le pones al taller?',
              description: '',
              required: true,
              placeholder: '',
              displayTitle: true,
              options: [],
              other: false,
              rangeInfo: { startValue: 1, endValue: 5, startText: '', endText: '' },
              conditions: [],
            },
          ],
        },
      ],
    });
    const open = async (
      workshopId: string,
      workshopType: string,
      methodology: string,
      client: string,
      notes: number[],
    ) => {
      const row = await invitation({
        userId: null,
        role: 'STUDENT',
        entityType: 'OPEN',
        subType: `Encuesta taller ${tag}`,
        questionaryId: survey.id,
        workshop: { workshopId, workshopType, methodology, coachId: coach!.id, clientId: client },
      });
      for (const note of notes) {
        const [response] = await t.db
          .insert(questionaryResponses)
          .values({ invitationId: row.id, submittedAt: new Date('2026-05-05T15:00:00Z') })
          .returning();
        await t.db
          .insert(questionaryAnswers)
          .values({ responseId: response!.id, questionId: 'nota', valueType: 'NUMBER', value: note });
      }
    };
    await open(a!.id, 'PROCESS', 'ON_SITE', clientId, [4, 5]);
    await open(b!.id, 'INDEPENDENT', 'REMOTE', otherClientId, [2]);
  });

  it('groups the answers by workshop, with each question per group and in total', async () => {
    const { status, body } = await get<WorkshopReport>(admin, `/api/reports/workshops?from=2026-05-01&to=2026-05-31`);
    expect(status).toBe(200);
    const mine = body.groups.filter((g) => g.label.endsWith(tag));
    expect(mine).toEqual([
      { key: workshopA, label: `Taller A ${tag}`, surveys: 1, responses: 2 },
      { key: expect.any(String), label: `Taller B ${tag}`, surveys: 1, responses: 1 },
    ]);
    const note = body.questions.find((q) => q.survey === `Encuesta taller ${tag}`)!;
    expect(note).toMatchObject({ kind: 'RATING', answers: 3, counts: [0, 1, 0, 1, 1], mean: 3.67 });
    expect(note.byGroup.find((g) => g.key === workshopA)).toMatchObject({ answers: 2, mean: 4.5 });
  });

  it('groups by methodology with its Spanish names, and keeps a company admin to her client', async () => {
    const byMethod = await get<WorkshopReport>(
      admin,
      `/api/reports/workshops?groupBy=methodology&clientId=${clientId}`,
    );
    expect(byMethod.body.groups).toEqual([{ key: 'ON_SITE', label: 'Presencial', surveys: 1, responses: 2 }]);
    const hers = await get<WorkshopReport>(companyAdmin, '/api/reports/workshops?groupBy=workshopType');
    expect(hers.body.groups).toEqual([{ key: 'PROCESS', label: 'Proceso', surveys: 1, responses: 2 }]);
    const outside = await get<WorkshopReport>(admin, '/api/reports/workshops?from=2026-06-01');
    expect(outside.body.groups.filter((g) => g.label.endsWith(tag))).toEqual([
      { key: workshopA, label: `Taller A ${tag}`, surveys: 1, responses: 0 },
      expect.objectContaining({ label: `Taller B ${tag}`, responses: 0 }),
    ]);
  });

  it('downloads the workshops report in Excel and PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/workshops/export.xlsx?groupBy=methodology',
      headers: companyAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Respuestas por grupo')!.getRow(3).values).toEqual([undefined, 'Presencial', 1, 2]);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/reports/workshops/export.pdf', headers: admin.headers });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('counts kept per process', () => {
  it('follow every later answer, change and removal, and two reports at once count each answer once', async () => {
    const clientUrl = `/api/reports/mdi-feedback?clientId=${otherClientId}`;
    const clientBefore = (await get<MdiFeedbackReport>(admin, clientUrl)).body;
    const process = await createProcess(t.db, {
      name: `Mentoría en curso ${tag}`,
      status: 'IN_PROGRESS',
      clientId: otherClientId,
      estimatedStartDate: '2026-05-04',
      estimatedEndDate: '2026-08-04',
    });
    const url = `/api/reports/mdi-feedback?processId=${process.id}`;
    const rating = async () =>
      (await get<MdiFeedbackReport>(admin, url)).body.questions.find((q) => q.title === `Seguridad al liderar ${tag}`);
    const student = (await createUser(t.db, { clientId: otherClientId })).id;
    const mdi = { processId: process.id, userId: student, role: 'STUDENT' as const, entityType: 'MDI' as const };

    await invitation({ ...mdi, subType: 'BASELINE', answers: [rate(2)] });
    expect((await rating())!.byMeasurement).toEqual([
      { subType: 'BASELINE', label: 'Línea base', answers: 1, counts: [0, 1, 0, 0, 0], mean: 2 },
    ]);

    // Answered after the report was read: the next one has it, and the change from the baseline.
    const post = await invitation({ ...mdi, subType: 'POST_PROCESS', answers: [rate(5)] });
    const [first, second] = await Promise.all([rating(), rating()]);
    for (const read of [first, second]) {
      expect(read!.byMeasurement[1]).toMatchObject({ subType: 'POST_PROCESS', answers: 1, counts: [0, 0, 0, 0, 1] });
      expect(read!.changes).toEqual([expect.objectContaining({ people: 1, meanChange: 3, improvedShare: 100 })]);
    }

    const [response] = await t.db
      .select()
      .from(questionaryResponses)
      .where(eq(questionaryResponses.invitationId, post.id));
    await t.db.update(questionaryAnswers).set({ value: 1 }).where(eq(questionaryAnswers.responseId, response!.id));
    const changed = await rating();
    expect(changed!.byMeasurement[1]).toMatchObject({ counts: [1, 0, 0, 0, 0], mean: 1 });
    expect(changed!.changes).toEqual([expect.objectContaining({ people: 1, meanChange: -1, improvedShare: 0 })]);

    await t.db.delete(questionaryInvitations).where(eq(questionaryInvitations.id, post.id));
    const removed = await rating();
    expect(removed!.byMeasurement.map((m) => m.subType)).toEqual(['BASELINE']);
    expect(removed!.changes).toEqual([]);

    // While the process lives its answer is in its client's report; deleted, it takes its counts with it.
    const clientWith = (await get<MdiFeedbackReport>(admin, clientUrl)).body;
    expect(clientWith.questions).not.toEqual(clientBefore.questions);
    await t.db.delete(processes).where(eq(processes.id, process.id));
    const clientAfter = await get<MdiFeedbackReport>(admin, clientUrl);
    expect(clientAfter.status).toBe(200);
    expect(clientAfter.body.questions).toEqual(clientBefore.questions);
  });
});
