import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionaryBundleItems, questionaryBundles } from '../../db/schema';
import { createQuestionary, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: Record<string, string>;
let companyAdmin: Record<string, string>;
const q: Record<string, string> = {};

async function headersFor(roles: ('ADMIN' | 'COMPANY_ADMIN')[]) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await headersFor(['ADMIN']);
  companyAdmin = await headersFor(['COMPANY_ADMIN']);
  // Questionaries belong to another area: their rows are made directly here.
  for (const questionary of [
    { name: 'MDI mentoras', type: 'MDI', targetUserRole: 'MENTOR' },
    { name: 'MDI mentees', type: 'MDI', targetUserRole: 'STUDENT' },
    { name: 'Feedback mentoras', type: 'SESSION_FEEDBACK', targetUserRole: 'MENTOR' },
    { name: 'Feedback mentees', type: 'SESSION_FEEDBACK', targetUserRole: 'STUDENT' },
    { name: 'Feedback para todas', type: 'SESSION_FEEDBACK', targetUserRole: 'ANY' },
  ] as const) {
    q[questionary.name] = (await createQuestionary(t.db, questionary)).id;
  }
});
afterAll(async () => {
  await t.close();
});

const slot = (mentorId: string, studentId: string, autoSend = false) => [
  { questionaryId: mentorId, user_role: 'MENTOR', autoSend },
  { questionaryId: studentId, user_role: 'STUDENT', autoSend },
];
const mdiSlots = (count: number) =>
  Array.from({ length: count }, () => slot(q['MDI mentoras']!, q['MDI mentees']!)).flat();
const feedbackSlots = (count: number) =>
  Array.from({ length: count }, () => slot(q['Feedback mentoras']!, q['Feedback mentees']!)).flat();

const post = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/questionary-bundle', headers, payload: payload as object });

describe('POST /api/questionary-bundle', () => {
  it('creates a session-feedback bundle (201): session numbers as sub-types, sessions = questionaries / 2', async () => {
    const res = await post({
      name: 'Feedback 3 sesiones',
      entityType: 'SESSION_FEEDBACK',
      questionaries: feedbackSlots(3),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Feedback 3 sesiones', entityType: 'SESSION_FEEDBACK', sessions: 3 });
    expect(body.questionaries.map((i: { entitySubType: string }) => i.entitySubType)).toEqual([
      '1',
      '1',
      '2',
      '2',
      '3',
      '3',
    ]);
    expect(body.questionaries[0]).toMatchObject({
      name: 'Feedback mentoras',
      type: 'SESSION_FEEDBACK',
      user_role: 'MENTOR',
    });
    const items = await t.db
      .select()
      .from(questionaryBundleItems)
      .where(eq(questionaryBundleItems.bundleId, body.questionaryBundleId));
    expect(items).toHaveLength(6);
  });

  it('creates an MDI bundle with the measurement sub-types and automatic send from the fifth slot', async () => {
    const questionaryList = [...mdiSlots(4), ...slot(q['MDI mentoras']!, q['MDI mentees']!, true)];
    const res = await post({ name: 'MDI cinco mediciones', entityType: 'MDI', questionaries: questionaryList });
    expect(res.statusCode).toBe(201);
    const items = res.json().questionaries as { entitySubType: string; autoSend: boolean }[];
    expect(items.filter((_, i) => i % 2 === 0).map((i) => i.entitySubType)).toEqual([
      'BASELINE',
      'POST_PROCESS',
      'POST_PROCESS_SIX_MONTH',
      'POST_PROCESS_TWELVE_MONTH',
      'MEASUREMENT_5',
    ]);
    expect(items.map((i) => i.autoSend)).toEqual([false, false, false, false, false, false, false, false, true, true]);
  });

  it('accepts a questionary meant for any role in either seat', async () => {
    const res = await post({
      name: 'Feedback común',
      entityType: 'SESSION_FEEDBACK',
      questionaries: slot(q['Feedback para todas']!, q['Feedback para todas']!),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no name', () => ({ name: '', entityType: 'MDI', questionaries: mdiSlots(4) }), 'Por favor ingrese un nombre'],
    [
      'a slot without questionary',
      () => ({
        name: 'X',
        entityType: 'MDI',
        questionaries: [{ questionaryId: '', user_role: 'MENTOR' }, mdiSlots(1)[1]],
      }),
      'Por favor seleccione un cuestionario',
    ],
    ['no session', () => ({ name: 'X', entityType: 'MDI', questionaries: [] }), 'Debe tener como mínimo una sesión'],
    [
      'an odd number of questionaries',
      () => ({ name: 'X', entityType: 'MDI', questionaries: mdiSlots(2).slice(0, 3) }),
      'Cada sesión o medición necesita un cuestionario para mentoras y uno para mentees',
    ],
    [
      'two mentor questionaries in one slot',
      () => ({
        name: 'X',
        entityType: 'MDI',
        questionaries: slot(q['MDI mentoras']!, q['MDI mentoras']!).map((i) => ({ ...i, user_role: 'MENTOR' })),
      }),
      'Cada sesión o medición necesita un cuestionario para mentoras y uno para mentees',
    ],
    [
      'automatic send before the fifth MDI slot',
      () => ({
        name: 'X',
        entityType: 'MDI',
        questionaries: [...mdiSlots(3), ...slot(q['MDI mentoras']!, q['MDI mentees']!, true)],
      }),
      'El envío automático solo se permite desde la quinta medición',
    ],
    [
      'automatic send in session feedback',
      () => ({
        name: 'X',
        entityType: 'SESSION_FEEDBACK',
        questionaries: [...feedbackSlots(4), ...slot(q['Feedback mentoras']!, q['Feedback mentees']!, true)],
      }),
      'El envío automático solo se permite desde la quinta medición',
    ],
    [
      'a sub-type that is not the slot’s',
      () => ({
        name: 'X',
        entityType: 'MDI',
        questionaries: mdiSlots(1).map((i) => ({ ...i, entitySubType: 'POST_PROCESS' })),
      }),
      'El tipo de envío no corresponde a su posición',
    ],
  ] as const)('refuses %s (400) with its message', async (_case, payload, message) => {
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses questionaries of another type, for the other role or unknown (400) and stores nothing', async () => {
    const before = (await t.db.select().from(questionaryBundles)).length;
    const cases = [
      { entityType: 'MDI', questionaries: feedbackSlots(1) },
      { entityType: 'SESSION_FEEDBACK', questionaries: mdiSlots(1) },
      { entityType: 'MDI', questionaries: slot(q['MDI mentees']!, q['MDI mentoras']!) },
      { entityType: 'MDI', questionaries: slot('7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e', q['MDI mentees']!) },
    ];
    for (const payload of cases) {
      const res = await post({ name: 'Inválido', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('questionary_bundle_invalid_questionary');
    }
    expect(await t.db.select().from(questionaryBundles)).toHaveLength(before);
  });

  it('is for admins only', async () => {
    const res = await post({ name: 'X', entityType: 'MDI', questionaries: mdiSlots(1) }, companyAdmin);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/questionary-bundle', () => {
  it('lists by type, newest first, 10 per page, and reads one with its questionaries', async () => {
    for (let i = 0; i < 11; i++) {
      await post({ name: `Lote ${i}`, entityType: 'MDI', questionaries: mdiSlots(4) });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/questionary-bundle/?entityType=MDI', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.docs).toHaveLength(10);
    expect(body.totalDocs).toBeGreaterThanOrEqual(12);
    expect(body.docs.every((b: { entityType: string }) => b.entityType === 'MDI')).toBe(true);
    expect(body.docs[0]).toMatchObject({ name: 'Lote 10', sessions: 4 });

    const feedback = await t.app.inject({
      method: 'GET',
      url: '/api/questionary-bundle/?entityType=SESSION_FEEDBACK',
      headers: admin,
    });
    expect(feedback.json().docs.every((b: { entityType: string }) => b.entityType === 'SESSION_FEEDBACK')).toBe(true);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/questionary-bundle/${body.docs[0].questionaryBundleId}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().questionaries[1]).toMatchObject({ name: 'MDI mentees', type: 'MDI', user_role: 'STUDENT' });
  });

  it('refuses a list without a valid type (400) and an unknown bundle (404)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/questionary-bundle/?entityType=OTRO', headers: admin });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/questionary-bundle/no-existe', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Grupo de cuestionarios no encontrado');
  });
});
