import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { followProviderRedirects, startOidcProvider, type TestOidcProvider } from '../../../test/oidcProvider';
import { createTestApp, type TestApp } from '../../../test/testApp';

const WEB = 'http://localhost:3000';
const SECOND = 'http://mentorup.localhost:3000';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'enlaza-test',
    clientSecret: 'secreto-de-prueba',
    redirectUris: [`${WEB}/api/auth/google/callback`, `${SECOND}/api/auth/google/callback`],
  });
  t = await createTestApp({
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: 'enlaza-test',
    GOOGLE_CLIENT_SECRET: 'secreto-de-prueba',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** What the pop-up's last page hands to its opener: the message and the only origin allowed to receive it. */
function popupResult(html: string) {
  const json = html.match(/<script type="application\/json" id="enlaza-auth-result">(.*?)<\/script>/s)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as { message: Record<string, string>; targetOrigin: string | null };
}

/** Runs the whole pop-up journey: our start page → provider → our callback page. */
async function signInThroughPopup(webOrigin: string) {
  const host = new URL(webOrigin).host;
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/google?origin=${encodeURIComponent(webOrigin)}`,
    headers: { host },
  });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(provider.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${webOrigin}/api/auth/google/callback`);
  const cookie = start.cookies.find((c) => c.name === 'enlaza_oidc')!;
  expect(cookie.httpOnly).toBe(true);

  const back = new URL(await followProviderRedirects(authorizationUrl.href, `${webOrigin}/api/auth/google/callback`));
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { host },
    cookies: { enlaza_oidc: cookie.value },
  });
  expect(callback.statusCode).toBe(200);
  expect(callback.headers['content-type']).toContain('text/html');
  return popupResult(callback.body);
}

describe('sign-in with an OpenID Connect provider', () => {
  it('signs in an existing user with a verified email and posts the token pair to the web origin only', async () => {
    const user = await createUser(t.db, { email: 'oidc.usuaria@example.com', roles: ['USER'] });
    provider.signInAs({ email: 'OIDC.Usuaria@example.com', emailVerified: true });
    const result = await signInThroughPopup(WEB);
    expect(result.targetOrigin).toBe(WEB);
    expect(result.message).toMatchObject({ source: 'enlaza-auth', status: 'success' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${result.message.accessToken}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, role: 'USER' });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_tokens',
      payload: { refreshToken: result.message.refreshToken },
    });
    expect(refreshed.statusCode).toBe(201);
  });

  it('works from the second brand host and answers to that origin', async () => {
    await createUser(t.db, { email: 'marca.dos@example.com' });
    provider.signInAs({ email: 'marca.dos@example.com', emailVerified: true });
    const result = await signInThroughPopup(SECOND);
    expect(result.targetOrigin).toBe(SECOND);
    expect(result.message.status).toBe('success');
  });

  it('refuses someone without an account, and an unverified email, with a Spanish message', async () => {
    provider.signInAs({ email: 'desconocida@example.com', emailVerified: true });
    const unknown = await signInThroughPopup(WEB);
    expect(unknown.message).toEqual({
      source: 'enlaza-auth',
      status: 'error',
      message:
        'No encontramos una cuenta con ese email. Ingresa con tu email y contraseña o contacta a tu coordinadora',
    });
    await createUser(t.db, { email: 'sin.verificar@example.com' });
    provider.signInAs({ email: 'sin.verificar@example.com', emailVerified: false });
    expect((await signInThroughPopup(WEB)).message.status).toBe('error');
  });

  it('never hands tokens to an origin that is not ours', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google?origin=${encodeURIComponent('https://evil.example')}`,
      headers: { host: 'evil.example' },
    });
    expect(start.statusCode).toBe(200);
    expect(popupResult(start.body).targetOrigin).toBeNull();
  });

  it('rejects a callback without the state cookie it started with', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=xyz',
      headers: { host: 'localhost:3000' },
    });
    const result = popupResult(res.body);
    expect(result.targetOrigin).toBeNull();
    expect(result.message.status).toBe('error');
  });

  it('explains that a provider without configuration is not available', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/microsoft?origin=${encodeURIComponent(WEB)}`,
      headers: { host: 'localhost:3000' },
    });
    expect(popupResult(res.body)).toEqual({
      targetOrigin: WEB,
      message: { source: 'enlaza-auth', status: 'error', message: 'Este método de ingreso no está disponible' },
    });
  });
});
