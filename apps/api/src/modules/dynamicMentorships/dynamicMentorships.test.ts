import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, dynamicMentorshipItems, dynamicMentorships } from '../../db/schema';
import { createQuestionary, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: Record<string, string>;
let mentee: Record<string, string>;
let adviceIds: string[];
let guideA: string;
let guideB: string;
let feedback: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  const headersFor = async (roles: ('ADMIN' | 'USER')[]) => {
    const user = await createUser(t.db, { roles });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return { authorization: `Bearer ${res.json().accessToken as string}` };
  };
  admin = await headersFor(['ADMIN']);
  mentee = await headersFor(['USER']);
  adviceIds = (await t.db.select({ id: advices.id }).from(advices)).map((row) => row.id);
  // Questionaries belong to another area: their rows are made directly here.
  guideA = (await createQuestionary(t.db, { name: 'Guía sesión A', type: 'MENTORSHIP_GUIDE' })).id;
  guideB = (await createQuestionary(t.db, { name: 'Guía sesión B', type: 'MENTORSHIP_GUIDE' })).id;
  feedback = (await createQuestionary(t.db, { name: 'Feedback', targetUserRole: 'MENTOR' })).id;
});
afterAll(async () => {
  await t.close();
});

/** Every session × objective answered with `questionaryId` (BASE only when not dynamic). */
function fullMap(sessions: number, isDynamic: boolean, questionaryId = guideA) {
  const objectives = ['BASE', ...(isDynamic ? adviceIds : [])];
  return Object.fromEntries(
    Array.from({ length: sessions }, (_, i) => [
      String(i + 1),
      Object.fromEntries(objectives.map((objective) => [objective, questionaryId])),
    ]),
  );
}

const post = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/dynamic-mentorship', headers, payload: payload as object });

describe('POST /api/dynamic-mentorship', () => {
  it('needs the default advices to test objectives', () => {
    expect(adviceIds.length).toBeGreaterThan(1);
  });

  it('creates a dynamic template (201): a guide per session for BASE and every advice', async () => {
    const questionaryMap = fullMap(3, true);
    questionaryMap['2']!.BASE = guideB;
    const res = await post({ name: 'Pauta dinámica', isDynamic: true, sessions: 3, questionaries: questionaryMap });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Pauta dinámica',
      sessions: 3,
      isDynamic: true,
      questionaries: questionaryMap,
    });
    const items = await t.db
      .select()
      .from(dynamicMentorshipItems)
      .where(eq(dynamicMentorshipItems.dynamicMentorshipId, res.json().dynamicMentorshipId));
    expect(items).toHaveLength(3 * (1 + adviceIds.length));
  });

  it('creates a non-dynamic template with the base objective only; sessions default to 3', async () => {
    const res = await post({ name: 'Pauta fija', isDynamic: false, questionaries: fullMap(3, false) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sessions: 3, isDynamic: false });
    expect(Object.keys(res.json().questionaries['1'])).toEqual(['BASE']);
  });

  it.each([
    [
      'no name',
      () => ({ name: ' ', isDynamic: false, sessions: 1, questionaries: fullMap(1, false) }),
      'Por favor ingrese un nombre',
    ],
    [
      'zero sessions',
      () => ({ name: 'X', isDynamic: false, sessions: 0, questionaries: {} }),
      'Debe tener como mínimo una sesión',
    ],
    [
      'a session without its guide',
      () => ({ name: 'X', isDynamic: false, sessions: 2, questionaries: fullMap(1, false) }),
      'Por favor seleccione un cuestionario',
    ],
    [
      'a dynamic template missing an advice',
      () => {
        const questionaryMap = fullMap(1, true);
        delete questionaryMap['1']![adviceIds[0]!];
        return { name: 'X', isDynamic: true, sessions: 1, questionaries: questionaryMap };
      },
      'Por favor seleccione un cuestionario',
    ],
    [
      'advices in a non-dynamic template',
      () => ({ name: 'X', isDynamic: false, sessions: 1, questionaries: fullMap(1, true) }),
      'Hay un cuestionario para una sesión u objetivo que la pauta no tiene',
    ],
    [
      'a session beyond the count',
      () => ({ name: 'X', isDynamic: false, sessions: 1, questionaries: fullMap(2, false) }),
      'Hay un cuestionario para una sesión u objetivo que la pauta no tiene',
    ],
  ] as const)('refuses %s (400) with its message', async (_case, payload, message) => {
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a questionary that is not a mentorship guide (400) and stores nothing', async () => {
    const before = (await t.db.select().from(dynamicMentorships)).length;
    const res = await post({ name: 'X', isDynamic: false, sessions: 1, questionaries: fullMap(1, false, feedback) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('dynamic_mentorship_invalid_questionary');
    expect(await t.db.select().from(dynamicMentorships)).toHaveLength(before);
  });

  it('is for admins only', async () => {
    expect((await post({ name: 'X', isDynamic: false, questionaries: fullMap(3, false) }, mentee)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/dynamic-mentorship', () => {
  it('lists newest first and reads one with objective and questionary names', async () => {
    const questionaryMap = fullMap(2, true);
    questionaryMap['2']!.BASE = guideB;
    const created = (
      await post({ name: 'Pauta para leer', isDynamic: true, sessions: 2, questionaries: questionaryMap })
    ).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/dynamic-mentorship', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().docs[0]).toMatchObject({ name: 'Pauta para leer', sessions: 2 });
    expect(list.json()).toMatchObject({ page: 1, limit: 10 });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/dynamic-mentorship/${created.dynamicMentorshipId}`,
      headers: admin,
    });
    expect(detail.statusCode).toBe(200);
    const items = detail.json().items as { sessionNumber: number; objectiveName: string; questionaryName: string }[];
    expect(items).toHaveLength(2 * (1 + adviceIds.length));
    expect(items[0]).toMatchObject({ sessionNumber: 1, objectiveName: 'Base', questionaryName: 'Guía sesión A' });
    expect(items.find((i) => i.sessionNumber === 2 && i.objectiveName === 'Base')?.questionaryName).toBe(
      'Guía sesión B',
    );
  });

  it('finds the guide of a session for an objective, the base one by default or for an objective without its own', async () => {
    const questionaryMap = fullMap(2, true);
    questionaryMap['2']![adviceIds[0]!] = guideB;
    const dynamicId = (
      await post({ name: 'Con guía propia', isDynamic: true, sessions: 2, questionaries: questionaryMap })
    ).json().dynamicMentorshipId;
    const staticId = (
      await post({ name: 'Sin objetivos', isDynamic: false, sessions: 2, questionaries: fullMap(2, false, guideB) })
    ).json().dynamicMentorshipId;
    const lookup = (id: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/dynamic-mentorship/${id}/questionary?${query}`, headers: admin });

    expect((await lookup(dynamicId, 'sessionNumber=2')).json()).toEqual({ questionaryId: guideA });
    expect((await lookup(dynamicId, `sessionNumber=2&adviceId=${adviceIds[0]}`)).json()).toEqual({
      questionaryId: guideB,
    });
    expect((await lookup(staticId, `sessionNumber=1&adviceId=${adviceIds[0]}`)).json()).toEqual({
      questionaryId: guideB,
    });
    expect((await lookup(staticId, 'sessionNumber=3')).statusCode).toBe(404);
    expect((await lookup(staticId, 'sessionNumber=abc')).statusCode).toBe(400);
    expect((await lookup('7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e', 'sessionNumber=1')).statusCode).toBe(404);
  });
});
