import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

const SECRET = 'clave-de-insercion-de-metabase-'.repeat(2);
const SITE = 'https://tableros.example.org';

describe('POST /api/auth/metabaseCredentials/ with Metabase configured', () => {
  let t: TestApp;
  let admin: TestSession;
  let companyAdmin: TestSession;
  let clientId: string;
  let otherClientId: string;

  beforeAll(async () => {
    t = await createTestApp({
      METABASE_SITE_URL: `${SITE}/`,
      METABASE_SECRET_KEY: SECRET,
      METABASE_REPORTS_DASHBOARD: '12',
      METABASE_WORKSHOPS_DASHBOARD: '34',
    });
    ({ clientId, otherClientId, companyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
    admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  }, 60_000);
  afterAll(async () => t?.close());

  const ask = (session: TestSession | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/metabaseCredentials/', headers: session?.headers, payload });
  const claimsOf = async (token: string) =>
    (await jwtVerify(token, new TextEncoder().encode(SECRET), { algorithms: ['HS256'] })).payload;

  it("signs Metabase's embedding token for an admin: the dashboard, her locked parameters, 10 minutes", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await ask(admin, { dashboard: 'reports', lockedParameters: { client_id: clientId, anio: 2026 } });
    expect(res.statusCode).toBe(200);
    const { token, url, expiresAt } = res.json();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = await claimsOf(token);
    expect(claims.resource).toEqual({ dashboard: 12 });
    expect(claims.params).toEqual({ client_id: clientId, anio: 2026 });
    expect(claims.exp! - before).toBeGreaterThanOrEqual(600);
    expect(claims.exp! - before).toBeLessThanOrEqual(602);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp! * 1000);
    expect(url).toBe(`${SITE}/embed/dashboard/${token}#bordered=true&titled=true`);

    const byId = await ask(admin, { dashboard: 34 });
    expect(byId.statusCode).toBe(200);
    expect(await claimsOf(byId.json().token)).toMatchObject({ resource: { dashboard: 34 }, params: {} });
  });

  it("locks a company admin's dashboard to her own client, whatever she sends", async () => {
    const res = await ask(companyAdmin, {
      dashboard: 'workshops',
      lockedParameters: { client_id: otherClientId, taller: 'Liderazgo' },
    });
    expect(res.statusCode).toBe(200);
    const claims = await claimsOf(res.json().token);
    expect(claims.resource).toEqual({ dashboard: 34 });
    expect(claims.params).toEqual({ client_id: clientId, taller: 'Liderazgo' });
  });

  it('refuses a dashboard that is not configured, a token signed with another key, and callers without the right', async () => {
    const unknown = await ask(admin, { dashboard: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('El tablero pedido no está configurado');
    const token = (await ask(admin, { dashboard: 'reports' })).json().token as string;
    await expect(
      jwtVerify(token, new TextEncoder().encode('otra-clave-cualquiera-de-32-chars!')),
    ).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);

    expect((await ask(undefined, { dashboard: 'reports' })).statusCode).toBe(401);
    const member = await signIn(t.app, (await createUser(t.db)).email);
    expect((await ask(member, { dashboard: 'reports' })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/metabaseCredentials/ without Metabase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers 404 with a Spanish message, and the web app is told there is no dashboard', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/metabaseCredentials/',
      headers: admin.headers,
      payload: { dashboard: 'reports' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      type: 'metabase_not_configured',
      message: 'El tablero externo no está configurado',
    });
  });

  it('will not start with the site and no secret, nor with a dashboard that is not a number', () => {
    expect(() => loadConfig({ METABASE_SITE_URL: SITE })).toThrow(/METABASE_SECRET_KEY: falta/);
    expect(() => loadConfig({ METABASE_SITE_URL: 'ftp://tableros.example.org', METABASE_SECRET_KEY: SECRET })).toThrow(
      /METABASE_SITE_URL debe comenzar con https:\/\/ o http:\/\//,
    );
    expect(() => loadConfig({ METABASE_REPORTS_DASHBOARD: 'ventas' })).toThrow(/METABASE_REPORTS_DASHBOARD/);
    expect(loadConfig({}).metabase).toBeNull();
  });
});
