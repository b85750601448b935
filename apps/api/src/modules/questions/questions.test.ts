import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

async function signIn(roles: ('ADMIN' | 'USER')[]) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().accessToken}` };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(['ADMIN']);
  member = await signIn(['USER']);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('question bank', () => {
  it('answers the messages of spec 002 §5.4', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'TEXT', question: '  ' }, 'Ingrese pregunta'],
      [{ type: 'ALTERNATIVE', question: 'Área', alternatives: [] }, 'Se debe ingresar una alternativa'],
      [
        { type: 'ALTERNATIVE', question: 'Área', alternatives: ['Ventas'] },
        'Como minimo, la pregunta debe tener dos alternativas',
      ],
      [
        { type: 'ALTERNATIVE_MULTIPLE', question: 'Evalúa', alternatives: ['Bajo', 'Alto'] },
        'Se deben rellenar columnas y filas',
      ],
      [{ type: 'RATE', question: 'Confianza', rate: { left: 'Nada', right: '' } }, 'Se deben rellenar los terminos'],
      [
        { type: 'RATE', question: 'Confianza', rate: { left: 'Nada', right: 'Mucho' }, scale: 11 },
        'La escala debe ser de 1 a 10',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/questions', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('creates questions of each type (201), keeping only the fields of the type', async () => {
    const alt = await call('POST', '/api/questions', {
      type: 'ALTERNATIVE',
      question: '¿Cuál es tu área?',
      alternatives: ['Ventas', 'Finanzas'],
      other: true,
      rate: { left: 'x', right: 'y' },
    });
    expect(alt.statusCode).toBe(201);
    expect(alt.json()).toMatchObject({
      type: 'ALTERNATIVE',
      alternatives: ['Ventas', 'Finanzas'],
      other: true,
      rate: null,
    });
    const rate = await call('POST', '/api/questions', {
      type: 'RATE',
      question: '¿Cuánta confianza tienes?',
      rate: { left: 'Nada', right: 'Mucha' },
      scale: 5,
      other: true,
    });
    expect(rate.statusCode).toBe(201);
    expect(rate.json()).toMatchObject({
      alternatives: ['0', '1', '2', '3', '4', '5'],
      other: false,
      rate: { left: 'Nada', right: 'Mucha' },
    });
    const grid = await call('POST', '/api/questions', {
      type: 'ALTERNATIVE_MULTIPLE',
      question: 'Evalúa tus habilidades',
      alternatives: ['Bajo', 'Alto'],
      alternativesMultiple: ['Liderazgo', 'Negociación'],
    });
    expect(grid.statusCode).toBe(201);
    const text = await call('POST', '/api/questions', { type: 'TEXT', question: 'Comentarios', alternatives: ['x'] });
    expect(text.json()).toMatchObject({ alternatives: [], alternativesMultiple: [] });
  });

  it('lists 10 per page, newest first, with search, and only for admins', async () => {
    for (let i = 0; i < 11; i++) {
      await call('POST', '/api/questions', { type: 'TEXT', question: `Pregunta número ${i}` });
      // A clock tick apart, so "newest" is defined: the embedded database's clock counts in milliseconds, and two
      // questions of the same instant are ordered by id.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = (await call('GET', '/api/questions?limit=10&page=1')).json();
    expect(first.docs).toHaveLength(10);
    expect(first.totalDocs).toBe(15);
    expect(first.docs[0].question).toBe('Pregunta número 10');
    const second = (await call('GET', '/api/questions?limit=10&page=2')).json();
    expect(second).toMatchObject({ page: 2, totalDocs: 15 });
    expect(second.docs).toHaveLength(5);
    const found = (await call('GET', `/api/questions?searchFilter=${encodeURIComponent('CONFIANZA')}`)).json();
    expect(found.docs.map((d: { question: string }) => d.question)).toEqual(['¿Cuánta confianza tienes?']);
    expect((await call('GET', '/api/questions', undefined, member)).statusCode).toBe(403);
    expect((await call('POST', '/api/questions', { type: 'TEXT', question: 'x' }, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/questions' })).statusCode).toBe(401);
  });
});
