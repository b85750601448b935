import { tokenPairSchema } from '@enlaza/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from '../auth/tokenStorage';
import { ApiError } from './apiError';
import { createApiClient } from './client';

interface RecordedCall {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: `handle` answers each request; every call is recorded. */
function fakeFetch(handle: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handle(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(handle: (call: RecordedCall) => Response | Promise<Response>, pathname = '/admin/clients') {
  const tokens = createTokenStore(localStorage);
  const server = fakeFetch(handle);
  const redirect = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    fetch: server.fetch,
    tokens,
    currentLocation: () => ({ pathname, search: '?page=2', hash: '#top' }),
    redirect,
  });
  return { client, tokens, calls: server.calls, redirect };
}

const refreshCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/auth/refresh_tokens');

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
});

describe('api client', () => {
  it('sends the stored access token and parses the answer', async () => {
    const { client, calls } = setup(() => json(200, { message: 'hola' }));
    await expect(client.request('/users/me', {}, { parse: (data) => data })).resolves.toEqual({ message: 'hola' });
    expect(calls[0]).toMatchObject({ url: '/api/users/me', method: 'GET', authorization: 'Bearer old-access' });
  });

  it('on 401 refreshes once, stores both new tokens and repeats the request with the new access token', async () => {
    const { client, calls, tokens } = setup((call) => {
      if (call.url === '/api/auth/refresh_tokens')
        return json(201, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      return call.authorization === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: { message: 'x', type: 'unauthorized' } });
    });

    await expect(client.request('/processes', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/processes', 'Bearer old-access'],
      ['/api/auth/refresh_tokens', null],
      ['/api/processes', 'Bearer new-access'],
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(calls[2]?.body).toEqual({ a: 1 });
    expect(tokens.getAccessToken()).toBe('new-access');
    expect(tokens.getRefreshToken()).toBe('new-refresh');
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, calls } = setup(async (call) => {
      if (call.url === '/api/auth/refresh_tokens') {
        await refreshAnswered;
        return json(201, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return call.authorization === 'Bearer new-access' ? json(200, { url: call.url }) : json(401, {});
    });

    const requests = Promise.all([client.request('/a'), client.request('/b'), client.request('/c')]);
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    releaseRefresh();

    await expect(requests).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('does not refresh again for a 401 that arrives after another request already refreshed', async () => {
    let answerSlowRequest: (response: Response) => void = () => undefined;
    const { client, calls } = setup((call) => {
      if (call.url === '/api/auth/refresh_tokens')
        return json(201, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      if (call.authorization === 'Bearer new-access') return json(200, { url: call.url });
      if (call.url === '/api/slow') return new Promise<Response>((resolve) => (answerSlowRequest = resolve));
      return json(401, {});
    });

    const slow = client.request('/slow');
    await expect(client.request('/fast')).resolves.toEqual({ url: '/api/fast' });
    answerSlowRequest(json(401, {}));

    await expect(slow).resolves.toEqual({ url: '/api/slow' });
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it.each([
    ['the refresh token is refused', () => json(401, { error: { message: 'no', type: 'auth_invalid_refresh_token' } })],
    ['the refresh answers 200 instead of 201', () => json(200, { accessToken: 'a', refreshToken: 'r' })],
    ['the refresh answer has no tokens', () => json(201, {})],
  ])('when %s: clears all storage and goes to the login with next', async (_case, refreshAnswer) => {
    localStorage.setItem('other_key', 'kept?');
    const { client, redirect } = setup((call) =>
      call.url === '/api/auth/refresh_tokens' ? refreshAnswer() : json(401, {}),
    );

    const failure = client.request('/users/me').catch((error: unknown) => error);

    await expect(failure).resolves.toBeInstanceOf(ApiError);
    await expect(failure).resolves.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/admin/clients?page=2#top')}`);
  });

  it('leaves the page without letting the screen react to the cleared tokens first', async () => {
    const { client, tokens } = setup(() => json(401, {}));
    const listener = vi.fn();
    tokens.subscribe(listener);
    await expect(client.request('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });

  describe('restoreSession (stored tokens the app cannot read)', () => {
    it('refreshes and stores the new tokens', async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'x.y.z');
      const { client, tokens } = setup(() => json(201, { accessToken: 'new-access', refreshToken: 'new-refresh' }));
      await expect(client.restoreSession()).resolves.toBe(true);
      expect(tokens.getAccessToken()).toBe('new-access');
    });

    it('ends the session when the refresh fails', async () => {
      const { client, redirect } = setup(() => json(401, {}));
      await expect(client.restoreSession()).resolves.toBe(false);
      expect(localStorage.length).toBe(0);
      expect(redirect).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/admin/clients?page=2#top')}`);
    });
  });

  it('does not try to refresh without a refresh token', async () => {
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    const { client, calls, redirect } = setup(() => json(401, {}));
    await expect(client.request('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('stays on the login page when the session is lost there, and tells the screen', async () => {
    const { client, redirect, tokens } = setup(() => json(401, {}), '/login');
    const listener = vi.fn();
    tokens.subscribe(listener);
    await expect(client.request('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(redirect).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalled();
  });

  it('refreshes only once per request: a second 401 passes through', async () => {
    const { client, calls, redirect } = setup((call) =>
      call.url === '/api/auth/refresh_tokens'
        ? json(201, { accessToken: 'new-access', refreshToken: 'new-refresh' })
        : json(401, { error: { message: 'Sin acceso', type: 'unauthorized' } }),
    );
    await expect(client.request('/users/me')).rejects.toMatchObject({ status: 401, message: 'Sin acceso' });
    expect(calls).toHaveLength(3);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never refreshes for calls that do not use the session (a failed sign-in is a 401 too)', async () => {
    const { client, calls, redirect } = setup(() =>
      json(401, { error: { message: 'Email o contraseña incorrectas', type: 'auth_failed' } }),
    );
    await expect(client.request('/auth', { method: 'POST', body: {}, auth: 'none' })).rejects.toMatchObject({
      status: 401,
      type: 'auth_failed',
      message: 'Email o contraseña incorrectas',
    });
    await expect(
      client.request('/auth/resetPassword/', { method: 'PUT', auth: { bearer: 'mail-token' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.map((call) => call.authorization)).toEqual([null, 'Bearer mail-token']);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('old-access');
  });

  describe('other errors pass through with a Spanish message', () => {
    it('uses the server message', async () => {
      const { client } = setup(() =>
        json(404, {
          error: {
            message: 'No existe una administradora con ese email',
            type: 'auth_service_recover_password_service_error',
          },
        }),
      );
      await expect(client.request('/auth/recoverPassword', { method: 'POST', auth: 'none' })).rejects.toMatchObject({
        status: 404,
        message: 'No existe una administradora con ese email',
      });
    });

    it("uses the contract's message for the type when the server sends none", async () => {
      const { client } = setup(() =>
        json(400, { error: { message: '', type: 'auth_service_reset_password_auth_service_error' } }),
      );
      await expect(client.request('/x')).rejects.toMatchObject({
        message: 'Error al actualizar contraseña, este link no es válido',
      });
    });

    it("says 'Error' for anything else", async () => {
      const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      await expect(client.request('/x')).rejects.toMatchObject({ status: 502, message: 'Error' });
    });

    it('says so when the server cannot be reached', async () => {
      const { client } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(client.request('/x')).rejects.toMatchObject({
        status: null,
        message: 'Error al conectar con el servidor',
      });
    });

    it('rejects a status the call does not accept', async () => {
      const { client } = setup(() => new Response(null, { status: 204 }));
      await expect(client.request('/auth', { expectStatus: [200] })).rejects.toMatchObject({
        status: 204,
        message: 'Error',
      });
    });

    it('rejects an answer of the wrong shape', async () => {
      const { client } = setup(() => json(200, { token: 'x' }));
      await expect(client.request('/auth', {}, tokenPairSchema)).rejects.toMatchObject({ message: 'Error' });
    });
  });
});
