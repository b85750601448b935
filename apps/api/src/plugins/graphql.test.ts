import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let wsUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/api/graphql`;
  const user = await createUser(t.db, { roles: ['ADMIN'] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  token = res.json().accessToken as string;
});
afterAll(async () => {
  await t.close();
});

/** Runs one operation over graphql-ws and resolves with its first result, or rejects with the connection's error. */
function firstResult(connectionParams: Record<string, unknown>, query: string) {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
  return new Promise<unknown>((resolve, reject) => {
    const stop = client.subscribe(
      { query },
      {
        next: (value) => {
          resolve(value);
          stop();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  }).finally(() => client.dispose());
}

describe('/api/graphql', () => {
  it('answers queries over HTTP to a signed-in caller only', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ live }' },
    });
    expect(signedIn.json()).toEqual({ data: { live: true } });

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ live }' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { type: 'unauthorized', message: 'Tu sesión expiró. Inicia sesión nuevamente' },
    });
  });

  it('accepts a WebSocket connection with the bearer token in connection_init and runs operations on it', async () => {
    await expect(firstResult({ authorization: `Bearer ${token}` }, '{ live }')).resolves.toEqual({
      data: { live: true },
    });
  });

  it('refuses a WebSocket connection without a valid token', async () => {
    await expect(firstResult({}, '{ live }')).rejects.toBeDefined();
    await expect(firstResult({ authorization: 'Bearer not-a-token' }, '{ live }')).rejects.toBeDefined();
  });
});
