import { openInvitationMessages as m, OTHER_OPTION_ID, type OpenInvitationResponse } from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches, workshops } from '../../db/schema';
import { createInvitation, createProcess, createUser, signIn, type TestSession } from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
const ids = {} as {
  questionary: string;
  guide: string;
  workshop: string;
  coach: string;
  client: string;
  otherClient: string;
  process: string;
};

const workshopFeedback = {
  name: 'Feedback del taller',
  overview: 'Cuéntanos cómo te fue en el taller',
  type: 'WORKSHOP_FEEDBACK',
  target_user_role: 'ANY',
  questionGroups: [
    {
      id: 'g1',
      title: 'El taller',
      range: { start: 1, end: 3, labels: ['Poco', 'Algo', 'Mucho'] },
      questions: [
        { id: 'intro', type: 'MARKDOWN', title: 'Bienvenida', description: 'Gracias por venir' },
        {
          id: 'channel',
          type: 'OPTIONS',
          title: '¿Cómo supiste del taller?',
          required: true,
          other: true,
          options: [
            { id: 'ch-mail', value: 'Correo' },
            { id: 'ch-friend', value: 'Una colega' },
          ],
        },
        {
          id: 'topics',
          type: 'MULTIPLE_CHOICE',
          title: '¿Qué temas te sirvieron?',
          options: [
            { id: 't-neg', value: 'Negociación' },
            { id: 't-lead', value: 'Liderazgo' },
            { id: 't-net', value: 'Redes' },
          ],
        },
        {
          id: 'learned',
          type: 'LIKERT-LIKE-GROUP',
          title: '¿Cuánto aprendiste?',
          options: [
            { id: 'l-theory', value: 'Teoría' },
            { id: 'l-practice', value: 'Práctica' },
          ],
          rangeInfo: { startValue: 1, endValue: 3 },
        },
        {
          id: 'score',
          type: 'RATE',
          title: 'Evalúa el taller',
          required: true,
          rangeInfo: { startValue: 1, endValue: 7, startText: 'Malo', endText: 'Excelente' },
        },
        { id: 'comment', type: 'TEXT', title: 'Comentarios' },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  member = await signIn(t.app, (await createUser(t.db)).email);
  const clients = await clientsWithCompanyAdmins(t.app, t.db);
  companyAdmin = clients.companyAdmin;
  ids.client = clients.clientId;
  ids.otherClient = clients.otherClientId;

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/questionaries',
    headers: admin.headers,
    payload: workshopFeedback,
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.questionary = created.json().id;
  const guide = await t.app.inject({
    method: 'POST',
    url: '/api/questionaries',
    headers: admin.headers,
    payload: { ...workshopFeedback, name: 'Pauta', type: 'MENTORSHIP_GUIDE' },
  });
  ids.guide = guide.json().id;
  const [workshop] = await t.db.insert(workshops).values({ name: 'Negociación salarial' }).returning();
  const [coach] = await t.db
    .insert(coaches)
    .values({ name: 'Carolina', lastName: 'Fuentes', email: 'carolina@coaches.test' })
    .returning();
  const process = await createProcess(t.db, {
    name: 'Proceso del taller',
    status: 'IN_PROGRESS',
    clientId: ids.client,
  });
  Object.assign(ids, { workshop: workshop!.id, coach: coach!.id, process: process.id });
});
afterAll(async () => t?.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  questionaryId: ids.questionary,
  entitySubType: 'Taller de negociación — marzo',
  userRole: 'ANY',
  eventType: 'WORKSHOP',
  workshopId: ids.workshop,
  workshopType: 'PROCESS',
  methodology: 'HYBRID',
  clientId: ids.client,
  coachId: ids.coach,
  processId: ids.process,
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { body, session = admin }: { body?: unknown; session?: TestSession | null } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: session?.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function createOpen(overrides: Record<string, unknown> = {}): Promise<OpenInvitationResponse> {
  const res = await call('POST', '/api/questionary-invitations/open', { body: payload(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Someone without an account answering through the public link's call. */
const answerAnonymously = (invitationId: string, answers: unknown[]) =>
  call('POST', `/api/questionary-invitations/answer/${invitationId}`, { body: { answers }, session: null });

const fullAnswers = (overrides: Record<string, unknown> = {}) =>
  Object.entries({
    channel: 'ch-friend',
    topics: ['t-neg', 't-net'],
    learned: { 'l-theory': 3, 'l-practice': 1 },
    score: 6,
    comment: 'Muy práctico',
    ...overrides,
  })
    .filter(([, value]) => value !== undefined)
    .map(([questionId, value]) => ({ questionId, value }));

describe('who may manage open invitations', () => {
  it('refuses the anonymous (401) and members and company admins (403) before looking at the body', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['POST', '/api/questionary-invitations/open'],
      ['GET', '/api/questionary-invitations/open'],
      ['GET', `/api/questionary-invitations/open/${someId}`],
      ['PUT', `/api/questionary-invitations/open/${someId}`],
      ['POST', `/api/questionary-invitations/reopen/${someId}`],
      ['POST', `/api/questionary-invitations/close/${someId}`],
      ['GET', `/api/answers/open/${someId}`],
      ['GET', `/api/answers/open/${someId}/export`],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, url, { body, session: null })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, { body, session: member })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, { body, session: companyAdmin })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('creating an open invitation (spec 002 §5.5)', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/questionary-invitations/open', { body });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.message as string;
  };

  it('names the first missing field with its Spanish message', async () => {
    expect(await refusal(payload({ questionaryId: undefined }))).toBe(m.questionaryRequired);
    expect(await refusal(payload({ entitySubType: undefined }))).toBe(m.surveyNameRequired);
    expect(await refusal(payload({ entitySubType: '   ' }))).toBe(m.surveyNameRequired);
    expect(await refusal(payload({ userRole: undefined }))).toBe(m.roleRequired);
    expect(await refusal(payload({ workshopId: undefined }))).toBe(m.workshopRequired);
    expect(await refusal(payload({ workshopType: undefined }))).toBe(m.workshopTypeRequired);
    expect(await refusal(payload({ methodology: undefined }))).toBe(m.methodologyRequired);
    expect(await refusal(payload({ clientId: undefined }))).toBe(m.clientRequired);
    expect(await refusal(payload({ coachId: undefined }))).toBe(m.coachRequired);
    expect(await refusal(payload({ processId: undefined }))).toBe(m.processRequired);
    expect(await refusal({})).toBe(m.questionaryRequired);
    expect(await refusal(payload({ methodology: 'PRESENCIAL' }))).toBe(m.methodologyRequired);
  });

  it('asks for no process for an independent workshop, and drops one sent anyway', async () => {
    const { invitation, eventMetadata } = await createOpen({ workshopType: 'INDEPENDENT', processId: ids.process });
    expect(invitation.processId).toBeNull();
    expect(eventMetadata.process).toBeNull();
    expect(eventMetadata.workshopTypeLabel).toBe('Independiente');
    const withoutProcess = await createOpen({ workshopType: 'INDEPENDENT', processId: undefined });
    expect(withoutProcess.invitation.workshopType).toBe('INDEPENDENT');
  });

  it('refuses what does not exist or does not fit', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ questionaryId: unknown }, 404, 'Cuestionario no encontrado'],
      [{ workshopId: unknown }, 404, 'Taller no encontrado'],
      [{ clientId: unknown }, 404, 'Cliente no encontrado'],
      [{ coachId: unknown }, 404, 'Coach no encontrado'],
      [{ processId: unknown }, 404, 'Proceso no encontrado'],
      [{ clientId: ids.otherClient }, 400, 'El proceso no pertenece al cliente seleccionado'],
      [{ questionaryId: ids.guide }, 400, 'Las pautas de sesión no se pueden responder con una invitación abierta'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await call('POST', '/api/questionary-invitations/open', { body: payload(overrides) });
      expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
    }
  });

  it('stores an OPEN invitation with no person, and shows the names of what it measures', async () => {
    const created = await createOpen();
    expect(created.amountOfCompletedInvitations).toBe(0);
    expect(created.invitation).toMatchObject({
      status: 'OPEN',
      acceptsAnswers: true,
      questionaryName: 'Feedback del taller',
      entitySubType: 'Taller de negociación — marzo',
      userRole: 'ANY',
    });
    const res = await call('GET', `/api/questionary-invitations/open/${created.invitation.invitationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().eventMetadata).toMatchObject({
      eventTypeLabel: 'Taller',
      workshop: { id: ids.workshop, name: 'Negociación salarial' },
      workshopTypeLabel: 'Proceso',
      methodologyLabel: 'Híbrido',
      coach: { name: 'Carolina', lastName: 'Fuentes', email: 'carolina@coaches.test' },
      process: { id: ids.process, name: 'Proceso del taller' },
      createdBy: { name: 'Test', lastName: 'Usuaria' },
    });
    expect(res.json().eventMetadata.client.id).toBe(ids.client);
  });

  it('does not show a personal invitation as an open one', async () => {
    const personal = await createInvitation(t.db, { questionaryId: ids.questionary });
    const res = await call('GET', `/api/questionary-invitations/open/${personal!.id}`);
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'La invitación abierta no existe']);
  });
});

describe('following an open invitation', () => {
  it('counts each anonymous answer sent through the public link', async () => {
    const { invitation } = await createOpen();
    const view = await call('GET', `/api/questionary-invitations/${invitation.invitationId}`, { session: null });
    expect(view.statusCode).toBe(200);
    expect(view.json().subTypeLabel).toBe('Taller de negociación — marzo');
    for (let i = 0; i < 3; i++)
      expect((await answerAnonymously(invitation.invitationId, fullAnswers())).statusCode).toBe(201);
    const res = await call('GET', `/api/questionary-invitations/open/${invitation.invitationId}`);
    expect(res.json().amountOfCompletedInvitations).toBe(3);
  });

  it('lists the newest first, ten a page, searching the survey name', async () => {
    for (const name of ['Búsqueda alfa', 'Búsqueda beta']) await createOpen({ entitySubType: name });
    const list = await call('GET', '/api/questionary-invitations/open?searchFilter=b%C3%BAsqueda');
    expect(list.json().docs.map((d: { entitySubType: string }) => d.entitySubType)).toEqual([
      'Búsqueda beta',
      'Búsqueda alfa',
    ]);
    expect(list.json().totalDocs).toBe(2);
    const page = await call('GET', '/api/questionary-invitations/open?limit=1&page=2&searchFilter=alfa');
    expect(page.json()).toMatchObject({ docs: [], totalDocs: 1, page: 2 });
    const all = await call('GET', '/api/questionary-invitations/open');
    expect(all.json().docs.length).toBeLessThanOrEqual(10);
    expect(all.json().docs[0].entitySubType).toBe('Búsqueda beta');
  });

  it('edits the invitation and keeps the answers already sent', async () => {
    const { invitation } = await createOpen();
    await answerAnonymously(invitation.invitationId, fullAnswers());
    const res = await call('PUT', `/api/questionary-invitations/open/${invitation.invitationId}`, {
      body: payload({ entitySubType: 'Nuevo nombre', methodology: 'REMOTE', userRole: 'STUDENT' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invitation).toMatchObject({ entitySubType: 'Nuevo nombre', userRole: 'STUDENT' });
    expect(res.json().eventMetadata.methodologyLabel).toBe('Remoto');
    expect(res.json().amountOfCompletedInvitations).toBe(1);
    const refused = await call('PUT', `/api/questionary-invitations/open/${invitation.invitationId}`, {
      body: payload({ coachId: null }),
    });
    expect(refused.json().error.message).toBe(m.coachRequired);
  });

  it('stops taking answers once closed, and takes them again once reopened', async () => {
    const { invitation } = await createOpen();
    const closed = await call('POST', `/api/questionary-invitations/close/${invitation.invitationId}`);
    expect(closed.json().invitation.acceptsAnswers).toBe(false);
    const refused = await answerAnonymously(invitation.invitationId, fullAnswers());
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'Esta encuesta ya no recibe respuestas']);
    const reopened = await call('POST', `/api/questionary-invitations/reopen/${invitation.invitationId}`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().invitation).toMatchObject({ status: 'OPEN', acceptsAnswers: true });
    expect((await answerAnonymously(invitation.invitationId, fullAnswers())).statusCode).toBe(201);
  });

  it('keeps its questionary from being deleted', async () => {
    await createOpen();
    const res = await call('DELETE', `/api/questionaries/${ids.questionary}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/invitaci(ón|ones) abiertas?/);
  });
});

describe('exporting the answers', () => {
  let invitationId: string;
  beforeAll(async () => {
    ({
      invitation: { invitationId },
    } = await createOpen({ entitySubType: 'Taller: exportación' }));
    expect((await answerAnonymously(invitationId, fullAnswers())).statusCode).toBe(201);
    const withOther = fullAnswers({ channel: OTHER_OPTION_ID, topics: ['t-lead'], score: 3, comment: undefined });
    const sent = await answerAnonymously(
      invitationId,
      withOther.map((a) => (a.questionId === 'channel' ? { ...a, otherAnswer: 'Instagram' } : a)),
    );
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('gives the questions and each answer as a person reads it', async () => {
    const res = await call('GET', `/api/answers/open/${invitationId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toEqual([
      { id: 'channel', title: '¿Cómo supiste del taller?' },
      { id: 'topics', title: '¿Qué temas te sirvieron?' },
      { id: 'learned', title: '¿Cuánto aprendiste?' },
      { id: 'score', title: 'Evalúa el taller' },
      { id: 'comment', title: 'Comentarios' },
    ]);
    expect(body.answeredInvitations).toHaveLength(2);
    const texts = (i: number) =>
      Object.fromEntries(
        body.answeredInvitations[i].answers.map((a: { questionId: string; text: string }) => [a.questionId, a.text]),
      );
    expect(texts(0)).toEqual({
      channel: 'Una colega',
      topics: 'Negociación, Redes',
      learned: 'Teoría: Mucho; Práctica: Poco',
      score: '6',
      comment: 'Muy práctico',
    });
    expect(texts(1).channel).toBe('Otro: Instagram');
  });

  it('downloads a workbook: the question titles as headers, one row per person, options as their text', async () => {
    const res = await call('GET', `/api/answers/open/${invitationId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Respuestas-Taller-%20exportaci%C3%B3n.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Respuestas')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Fecha de respuesta',
      '¿Cómo supiste del taller?',
      '¿Qué temas te sirvieron?',
      '¿Cuánto aprendiste?',
      'Evalúa el taller',
      'Comentarios',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[1]!.slice(1)).toEqual([
      'Una colega',
      'Negociación, Redes',
      'Teoría: Mucho; Práctica: Poco',
      6,
      'Muy práctico',
    ]);
    expect(rows[2]!.slice(1, 5)).toEqual(['Otro: Instagram', 'Liderazgo', 'Teoría: Mucho; Práctica: Poco', 3]);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    const res = await call('GET', '/api/answers/open/00000000-0000-4000-8000-000000000002/export');
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'La invitación abierta no existe']);
  });
});
