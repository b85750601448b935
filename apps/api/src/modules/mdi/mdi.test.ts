import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicMentorships, mdiMeasurements, mdis, questionaryBundles, questions } from '../../db/schema';
import { DEMO_MDI_NAME, seedDemoMeasurements } from '../../db/seed/library/measurements';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createMdiRepository } from './mdi.repository';
import { createMdiService } from './mdi.service';

let t: TestApp;
let admin: Record<string, string>;
let mentor: Record<string, string>;
let bank: string[];

async function headersFor(roles: ('ADMIN' | 'USER')[]) {
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
  mentor = await headersFor(['USER']);
  // The question bank belongs to another area: its rows are made directly here.
  const rows = await t.db
    .insert(questions)
    .values([
      {
        question: '¿Cuánta confianza tienes en tu liderazgo?',
        type: 'RATE',
        alternatives: ['0', '1', '2', '3', '4', '5'],
      },
      { question: '¿Qué esperas del programa?', type: 'TEXT' },
      { question: '¿Con qué frecuencia se reunieron?', type: 'ALTERNATIVE', alternatives: ['Semanal', 'Mensual'] },
    ])
    .returning();
  bank = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const measurement = (overrides: Record<string, unknown> = {}) => ({
  measurementName: 'Línea base',
  autoSend: false,
  mentorQuestions: [bank[0]],
  studentQuestions: [bank[1], bank[2]],
  ...overrides,
});
const validMdi = (overrides: Record<string, unknown> = {}) => ({
  name: 'Medición Programa Mentoras',
  measurements: [measurement(), measurement({ measurementName: 'Cierre', autoSend: true })],
  ...overrides,
});

const post = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/mdi', headers, payload: payload as object });
const errorMessage = (res: { json: () => { error: { message: string } } }) => res.json().error.message;

describe('POST /api/mdi', () => {
  it('creates an MDI (201) with its measurements in order, sub-types by position unless given', async () => {
    const res = await post(
      validMdi({
        measurements: [
          measurement(),
          measurement({ measurementName: 'Cierre', autoSend: true }),
          measurement({ measurementName: 'Al año', subType: 'POST_PROCESS_TWELVE_MONTH' }),
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Medición Programa Mentoras',
      measurements: [
        { measurementName: 'Línea base', subType: 'BASELINE', autoSend: false, mentorQuestions: [bank[0]] },
        { measurementName: 'Cierre', subType: 'POST_PROCESS', autoSend: true, studentQuestions: [bank[1], bank[2]] },
        { measurementName: 'Al año', subType: 'POST_PROCESS_TWELVE_MONTH' },
      ],
    });
    const stored = await t.db.select().from(mdiMeasurements).where(eq(mdiMeasurements.mdiId, body.mdiId));
    expect(stored).toHaveLength(3);
  });

  it.each([
    ['no name', () => validMdi({ name: '  ' }), 'Ingrese nombre de la medición de impacto'],
    ['no measurement', () => validMdi({ measurements: [] }), 'Debe ingresar como una medición'],
    [
      'a measurement without mentor questions',
      () => validMdi({ measurements: [measurement({ mentorQuestions: [] })] }),
      'Debe ingresar como minimo una pregunta por rol a cada medición',
    ],
    [
      'a measurement without student questions',
      () => validMdi({ measurements: [measurement({ studentQuestions: undefined })] }),
      'Debe ingresar como minimo una pregunta por rol a cada medición',
    ],
    [
      'a measurement without name',
      () => validMdi({ measurements: [measurement({ measurementName: '' })] }),
      'Ingrese nombre de la medición',
    ],
  ] as const)('refuses %s (400) with the form message', async (_case, payload, message) => {
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe(message);
  });

  it('refuses questions that are not in the bank (400) and stores nothing', async () => {
    const before = (await t.db.select().from(mdis)).length;
    const res = await post(
      validMdi({ measurements: [measurement({ mentorQuestions: ['7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e'] })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      type: 'mdi_unknown_question',
      message: 'Una de las preguntas elegidas ya no existe en el banco de preguntas',
    });
    expect(await t.db.select().from(mdis)).toHaveLength(before);
  });

  it('is for admins only', async () => {
    expect((await post(validMdi(), mentor)).statusCode).toBe(403);
    expect((await post(validMdi(), {})).statusCode).toBe(401);
  });
});

describe('GET /api/mdi', () => {
  it('pages 10 at a time in name order and searches by name', async () => {
    for (let i = 0; i < 11; i++) {
      expect((await post(validMdi({ name: `Buscable ${String(i).padStart(2, '0')}` }))).statusCode).toBe(201);
    }
    const first = await t.app.inject({ method: 'GET', url: '/api/mdi?searchFilter=buscable', headers: admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalDocs: 11, page: 1, limit: 10 });
    expect(first.json().docs).toHaveLength(10);
    expect(first.json().docs[0].name).toBe('Buscable 00');
    const second = await t.app.inject({ method: 'GET', url: '/api/mdi?searchFilter=buscable&page=2', headers: admin });
    expect(second.json().docs.map((d: { name: string }) => d.name)).toEqual(['Buscable 10']);
    const all = await t.app.inject({ method: 'GET', url: '/api/mdi?pagination=false', headers: admin });
    expect(all.json().docs.length).toBeGreaterThanOrEqual(12);
  });
});

describe('GET, PUT and DELETE /api/mdi/:id', () => {
  it('reads, replaces the measurements and deletes (204)', async () => {
    const created = (await post(validMdi({ name: 'Para editar' }))).json();
    const read = await t.app.inject({ method: 'GET', url: `/api/mdi/${created.mdiId}`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().measurements).toHaveLength(2);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/mdi/${created.mdiId}`,
      headers: admin,
      payload: {
        name: 'Editada',
        measurements: [measurement({ measurementName: 'Única', mentorQuestions: [bank[2]] })],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Editada',
      measurements: [{ measurementName: 'Única', mentorQuestions: [bank[2]], subType: 'BASELINE' }],
    });
    const stored = await t.db.select().from(mdiMeasurements).where(eq(mdiMeasurements.mdiId, created.mdiId));
    expect(stored.map((m) => m.name)).toEqual(['Única']);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/mdi/${created.mdiId}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(mdiMeasurements).where(eq(mdiMeasurements.mdiId, created.mdiId))).toHaveLength(0);
    const gone = await t.app.inject({ method: 'GET', url: `/api/mdi/${created.mdiId}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Medición de impacto no encontrada');
  });

  it('previews each measurement with its bank questions in the chosen order', async () => {
    const created = (await post(validMdi({ name: 'Para ver' }))).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/mdi/${created.mdiId}/preview`, headers: admin });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().measurements;
    expect(first.mentorQuestions).toEqual([
      expect.objectContaining({
        questionId: bank[0],
        question: '¿Cuánta confianza tienes en tu liderazgo?',
        type: 'RATE',
      }),
    ]);
    expect(first.studentQuestions.map((q: { question: string }) => q.question)).toEqual([
      '¿Qué esperas del programa?',
      '¿Con qué frecuencia se reunieron?',
    ]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/mdi/nada/preview', headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the old measurements when an edit is refused', async () => {
    const created = (await post(validMdi({ name: 'Sin cambios' }))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/mdi/${created.mdiId}`,
      headers: admin,
      payload: validMdi({
        measurements: [measurement({ studentQuestions: ['7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e'] })],
      }),
    });
    expect(put.statusCode).toBe(400);
    const stored = await t.db.select().from(mdiMeasurements).where(eq(mdiMeasurements.mdiId, created.mdiId));
    expect(stored).toHaveLength(2);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['no-es-un-id', '7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e']) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/mdi/${id}`, headers: admin })).statusCode).toBe(404);
      const put = await t.app.inject({ method: 'PUT', url: `/api/mdi/${id}`, headers: admin, payload: validMdi() });
      expect(put.statusCode).toBe(404);
    }
  });

  it('refuses (409) to delete an MDI a deletion guard reports as used by a process', async () => {
    const created = (await post(validMdi({ name: 'Usada por un proceso' }))).json();
    const service = createMdiService({
      mdiRepository: createMdiRepository(t.db),
      deletionGuards: [async (id) => (id === created.mdiId ? 'La usa el proceso Mentoras 2026' : null)],
    });
    await expect(service.delete(created.mdiId)).rejects.toMatchObject({
      statusCode: 409,
      type: 'mdi_service_delete_mdi_in_use_error',
      message: 'La usa el proceso Mentoras 2026',
    });
    expect(await t.db.select().from(mdis).where(eq(mdis.id, created.mdiId))).toHaveLength(1);
  });
});

describe('seedDemoMeasurements', () => {
  it('adds the demo MDI, both bundles and a guide template that the API serves, once', async () => {
    // This file's database already has MDIs: the library fills a fresh one.
    const fresh = await createTestApp();
    try {
      await seedDemoMeasurements(fresh.db);
      await seedDemoMeasurements(fresh.db);
      const [mdi] = await fresh.db.select().from(mdis);
      expect(mdi?.name).toBe(DEMO_MDI_NAME);
      expect(await fresh.db.select().from(mdis)).toHaveLength(1);
      const measurements = await fresh.db.select().from(mdiMeasurements).where(eq(mdiMeasurements.mdiId, mdi!.id));
      expect(measurements.map((m) => m.subType).sort()).toEqual(['BASELINE', 'POST_PROCESS']);
      expect(measurements.every((m) => m.mentorQuestionIds.length > 0 && m.studentQuestionIds.length > 0)).toBe(true);
      const bundles = await fresh.db.select().from(questionaryBundles);
      expect(bundles.map((b) => b.entityType).sort()).toEqual(['MDI', 'SESSION_FEEDBACK']);
      expect(await fresh.db.select().from(dynamicMentorships)).toHaveLength(1);

      const headers = await (async () => {
        const user = await createUser(fresh.db, { roles: ['ADMIN'] });
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        return { authorization: `Bearer ${res.json().accessToken as string}` };
      })();
      const preview = await fresh.app.inject({ method: 'GET', url: `/api/mdi/${mdi!.id}/preview`, headers });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().measurements[0].mentorQuestions.length).toBeGreaterThan(0);
      const feedback = await fresh.app.inject({
        method: 'GET',
        url: '/api/questionary-bundle/?entityType=SESSION_FEEDBACK',
        headers,
      });
      expect(feedback.json().docs[0]).toMatchObject({ sessions: 3 });
      const templates = await fresh.app.inject({ method: 'GET', url: '/api/dynamic-mentorship', headers });
      expect(templates.json().docs[0]).toMatchObject({ sessions: 3, isDynamic: true });
    } finally {
      await fresh.close();
    }
  });
});
