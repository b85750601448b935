import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMetrics } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { METRICS_RATE_LIMIT_PER_MINUTE } from './metrics.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/metrics/app', payload, headers, remoteAddress });

describe('POST /api/metrics/app', () => {
  it('stores the event with the signed-in user and answers 201', async () => {
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const res = await post(
      { eventType: 'sign_in', identifier: 'password' },
      { authorization: `Bearer ${login.json().accessToken as string}` },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(appMetrics).where(eq(appMetrics.userId, user.id));
    expect(row).toMatchObject({ eventType: 'sign_in', identifier: 'password' });
  });

  it('stores an anonymous event without a user', async () => {
    expect((await post({ eventType: 'page_view', identifier: '/login' })).statusCode).toBe(201);
    const [row] = await t.db.select().from(appMetrics).orderBy(desc(appMetrics.createdAt)).limit(1);
    expect(row).toMatchObject({ eventType: 'page_view', identifier: '/login', userId: null });
  });

  it.each([
    [{ eventType: '', identifier: 'x' }, 'Ingrese el tipo de evento'],
    [{ identifier: 'x' }, 'Ingrese el tipo de evento'],
    [{ eventType: 'x', identifier: '   ' }, 'Ingrese el identificador'],
  ])('refuses %o with 400 "%s"', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ type: 'validation_error', message });
  });

  it('refuses oversized values', async () => {
    expect((await post({ eventType: 'x'.repeat(101), identifier: 'x' })).statusCode).toBe(400);
    expect((await post({ eventType: 'x', identifier: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('limits each client so the table cannot be flooded', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= METRICS_RATE_LIMIT_PER_MINUTE; i++) {
      statuses.push((await post({ eventType: 'flood', identifier: String(i) }, {}, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, METRICS_RATE_LIMIT_PER_MINUTE).every((s) => s === 201)).toBe(true);
    const limited = await post({ eventType: 'flood', identifier: 'más' }, {}, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.type).toBe('rate_limited');
    // Another client is not affected.
    expect((await post({ eventType: 'ok', identifier: 'x' }, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});
