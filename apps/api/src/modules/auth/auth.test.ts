import { requestErrorMessages } from '@enlaza/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenSigner } from './accessTokens';
import { createAuthRepository } from './auth.repository';
import { hashToken } from '../../lib/crypto';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtpSink';
import { waitForOutbox } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let smtp: SmtpSink;
/** Known, so that a test can sign in a person without a password the way an identity provider would. */
const JWT_SECRET = 'auth-test-secret-that-is-long-enough-0123456789';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    JWT_SECRET,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, ...extra } });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh_tokens', payload: { refreshToken } });

describe('POST /api/auth', () => {
  it('signs in with email and password and returns a token pair whose access token carries the roles', async () => {
    const user = await createUser(t.db, { roles: ['ADMIN', 'COMPANY_ADMIN'] });
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD, { isMentorup: false });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ userId: user.id, role: 'ADMIN', roles: ['ADMIN', 'COMPANY_ADMIN'] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    const profile = await me(accessToken);
    expect(profile.json()).toMatchObject({ id: user.id, email: user.email, role: 'ADMIN' });
  });

  it('answers a wrong password and an unknown email identically: 401 auth_failed', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.email, 'otra-contraseña');
    const unknown = await login('no-existe@example.com', TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { type: 'auth_failed', message: 'Email o contraseña incorrectas' } });
    }
  });

  it('refuses a user without a password (invited, never set one)', async () => {
    const user = await createUser(t.db, { password: null });
    expect((await login(user.email, '')).statusCode).toBe(400);
    expect((await login(user.email, 'cualquier-cosa')).json().error.type).toBe('auth_failed');
  });

  it('stores passwords as argon2id with at least the OWASP minimum parameters', async () => {
    const user = await createUser(t.db);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) });
    const match = row!.passwordHash!.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it('answers missing fields and malformed bodies with 400 and a Spanish message, never 500', async () => {
    const empty = await login('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({ type: 'validation_error', message: 'Complete este campo' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(requestErrorMessages.invalidJson);
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 5, password: [] } });
    expect(wrongType.statusCode).toBe(400);
    expect(typeof wrongType.json().error.message).toBe('string');
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh answers 201 with a new pair and the used token stops working', async () => {
    const user = await createUser(t.db);
    const first = (await login(user.email, TEST_PASSWORD)).json();
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(201);
    const second = rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(201);
  });

  it('detect reuse: presenting a used token revokes every token of that login', async () => {
    const user = await createUser(t.db);
    const first = (await login(user.email, TEST_PASSWORD)).json();
    const second = (await refresh(first.refreshToken)).json();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.type).toBe('auth_invalid_refresh_token');
    // The legitimate-looking newer pair is gone too: both may be in an attacker's hands.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    // Other logins of the same user are untouched.
    const other = (await login(user.email, TEST_PASSWORD)).json();
    expect((await refresh(other.refreshToken)).statusCode).toBe(201);
  });

  it('refuse unknown and expired tokens', async () => {
    expect((await refresh('no-es-un-token')).statusCode).toBe(401);
    const user = await createUser(t.db);
    const pair = (await login(user.email, TEST_PASSWORD)).json();
    const { refreshTokens } = await import('../../db/schema');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refreshToken)));
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('only one of two concurrent uses of the same token succeeds', async () => {
    const user = await createUser(t.db);
    const pair = (await login(user.email, TEST_PASSWORD)).json();
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 401]);
  });
});

describe('POST /api/auth/swapUserRole/', () => {
  it('issues a new pair with the chosen role current and ends the previous login', async () => {
    const user = await createUser(t.db, { roles: ['ADMIN', 'COMPANY_ADMIN'] });
    const before = (await login(user.email, TEST_PASSWORD)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/swapUserRole/',
      headers: { authorization: `Bearer ${before.accessToken}` },
      payload: { role: 'COMPANY_ADMIN' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(decodeJwt(after.accessToken)).toMatchObject({ role: 'COMPANY_ADMIN', roles: ['ADMIN', 'COMPANY_ADMIN'] });
    expect((await me(after.accessToken)).json().role).toBe('COMPANY_ADMIN');
    expect((await me(before.accessToken)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    // The role survives a refresh.
    const refreshed = (await refresh(after.refreshToken)).json();
    expect(decodeJwt(refreshed.accessToken).role).toBe('COMPANY_ADMIN');
  });

  it('refuses a role the user does not hold with 403, and anonymous callers with 401', async () => {
    const user = await createUser(t.db, { roles: ['USER'] });
    const pair = (await login(user.email, TEST_PASSWORD)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/swapUserRole/',
      headers: { authorization: `Bearer ${pair.accessToken}` },
      payload: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ type: 'auth_role_not_held', message: 'No tienes ese rol' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/swapUserRole/', payload: { role: 'USER' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the login: its access and refresh tokens stop working at once', async () => {
    const user = await createUser(t.db);
    const pair = (await login(user.email, TEST_PASSWORD)).json();
    // Used just before: the login is known live, and must still end with the sign-out, not seconds later.
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${pair.accessToken}` },
      payload: { refreshToken: pair.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const recover = (email: string, isMentorup = false) =>
    t.app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email, isMentorup } });
  const reset = (
    token: string,
    password: string,
    passwordConfirmation = password,
    extra: { currentPassword?: string } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetPassword/',
      headers: { authorization: `Bearer ${token}` },
      payload: { password, passwordConfirmation, ...extra },
    });

  const linkToken = (text: string) => {
    const match = text.match(/(https?:\/\/\S+\/password-recovery\/new-password\?usertoken=([\w-]+))/);
    expect(match).not.toBeNull();
    return { link: match![1]!, token: match![2]! };
  };

  it('mails a single-use link of the right brand that sets a new password', async () => {
    const user = await createUser(t.db, { name: 'Fernanda' });
    const since = smtp.received.length;
    const res = await recover(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email, since);
    expect(mail.subject).toBe('Recupera tu contraseña de Enlaza');
    expect(mail.from).toContain('no-responder@enlaza.test');
    expect(mail.text).toContain('Hola Fernanda:');
    const { link, token } = linkToken(mail.text);
    expect(link.startsWith(`${t.config.publicUrl}/password-recovery/new-password?usertoken=`)).toBe(true);

    const newPassword = 'una-clave-nueva-2026';
    expect((await reset(token, newPassword)).statusCode).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset(token, 'otra-clave-distinta');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      type: 'auth_service_reset_password_auth_service_error',
      message: 'Error al actualizar contraseña, este link no es válido',
    });
  });

  it('uses the second brand name and address when isMentorup is set', async () => {
    const user = await createUser(t.db);
    const since = smtp.received.length;
    expect((await recover(user.email, true)).statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email, since);
    expect(mail.subject).toBe('Recupera tu contraseña de MentorUp');
    expect(linkToken(mail.text).link.startsWith('http://mentorup.localhost:3000/password-recovery/')).toBe(true);
  });

  it('keeps every mail in the outbox with its delivery status', async () => {
    const user = await createUser(t.db);
    await recover(user.email);
    const rows = await waitForOutbox(t.db, user.email, 'sent');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, subject: 'Recupera tu contraseña de Enlaza' });
  });

  it('answers unknown and malformed emails with the spec types', async () => {
    const unknown = await recover('nadie@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      type: 'auth_service_recover_password_service_error',
      message: 'No existe una administradora con ese email',
    });
    const malformed = await recover('no-es-un-mail');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({
      type: 'auth_api_recover_password_error',
      message: 'Ingrese un email válido',
    });
  });

  it('refuses expired links and invented tokens', async () => {
    const user = await createUser(t.db);
    const token = 'token-vencido-de-prueba';
    await createAuthRepository(t.db).insertPasswordResetToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await reset(token, 'clave-nueva-123')).json().error.type).toBe(
      'auth_service_reset_password_auth_service_error',
    );
    expect((await reset('inventado', 'clave-nueva-123')).statusCode).toBe(400);
    const noBearer = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetPassword/',
      payload: { password: 'clave-nueva-123', passwordConfirmation: 'clave-nueva-123' },
    });
    expect(noBearer.json().error.type).toBe('auth_service_reset_password_auth_service_error');
  });

  it('checks length and confirmation, and allows long passphrases', async () => {
    const user = await createUser(t.db);
    const pair = (await login(user.email, TEST_PASSWORD)).json();
    const short = await reset(pair.accessToken, 'corta');
    expect(short.json().error.message).toBe('La contraseña debe tener un mínimo de 8 carácteres');
    const mismatch = await reset(pair.accessToken, 'clave-larga-1', 'clave-larga-2');
    expect(mismatch.json().error.message).toBe('Las contraseñas no coinciden');
    const passphrase = 'una frase de contraseña muy larga con más de sesenta y cuatro caracteres!';
    expect(passphrase.length).toBeGreaterThan(64);
    const changed = await reset(pair.accessToken, passphrase, passphrase, { currentPassword: TEST_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await login(user.email, passphrase)).statusCode).toBe(200);
    // Changing the password ends the other logins, including the one that changed it.
    expect((await me(pair.accessToken)).statusCode).toBe(401);
  });
});

describe('changing the password signed in, and the life of a reset link', () => {
  const reset = (bearerToken: string, password: string, extra: { currentPassword?: string } = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetPassword/',
      headers: { authorization: `Bearer ${bearerToken}` },
      payload: { password, passwordConfirmation: password, ...extra },
    });
  const mailedLink = async (email: string) => {
    const since = smtp.received.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email } });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, since);
    return /usertoken=([\w-]+)/.exec(mail.text)![1]!;
  };
  const invalidLink = {
    type: 'auth_service_reset_password_auth_service_error',
    message: 'Error al actualizar contraseña, este link no es válido',
  };

  it('asks a signed-in user for the current password: missing or wrong changes nothing', async () => {
    const user = await createUser(t.db);
    const { accessToken } = (await login(user.email, TEST_PASSWORD)).json();

    const missing = await reset(accessToken, 'clave-nueva-2026');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      type: 'auth_current_password_required',
      message: 'Ingresa tu contraseña actual para cambiar tu email o tu contraseña',
    });
    const wrong = await reset(accessToken, 'clave-nueva-2026', { currentPassword: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      type: 'auth_current_password_wrong',
      message: 'La contraseña actual no es correcta',
    });
    expect((await login(user.email, 'clave-nueva-2026')).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(200);

    const right = await reset(accessToken, 'clave-nueva-2026', { currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await login(user.email, 'clave-nueva-2026')).statusCode).toBe(200);
  });

  it('stops guessing the current password after ten wrong tries', async () => {
    const user = await createUser(t.db);
    const { accessToken } = (await login(user.email, TEST_PASSWORD)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await reset(accessToken, 'clave-nueva-2026', { currentPassword: `intento-${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('lets an account without a password set its first one signed in, without a current one', async () => {
    const user = await createUser(t.db, { password: null });
    const repository = createAuthRepository(t.db);
    const session = await repository.createSession(user.id, 'default', 'google');
    const accessToken = await createAccessTokenSigner(JWT_SECRET, 900).sign({
      userId: user.id,
      role: 'USER',
      roles: ['USER'],
      sid: session.id,
    });
    expect((await reset(accessToken, 'primera-clave-2026')).statusCode).toBe(200);
    expect((await login(user.email, 'primera-clave-2026')).statusCode).toBe(200);
  });

  it('kills an unused link once a newer one is used', async () => {
    const user = await createUser(t.db);
    const first = await mailedLink(user.email);
    const second = await mailedLink(user.email);
    expect((await reset(second, 'clave-del-segundo-1')).statusCode).toBe(200);
    const old = await reset(first, 'clave-del-primero-1');
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toEqual(invalidLink);
    expect((await login(user.email, 'clave-del-segundo-1')).statusCode).toBe(200);
  });

  it('kills an unused link once the password changes signed in', async () => {
    const user = await createUser(t.db);
    const link = await mailedLink(user.email);
    const { accessToken } = (await login(user.email, TEST_PASSWORD)).json();
    expect((await reset(accessToken, 'clave-cambiada-1', { currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    const old = await reset(link, 'clave-del-enlace-1');
    expect(old.json().error).toEqual(invalidLink);
    expect((await login(user.email, 'clave-cambiada-1')).statusCode).toBe(200);
  });

  it('kills an unused link once a first password is set from the profile', async () => {
    const user = await createUser(t.db, { password: null });
    const link = 'enlace-de-bienvenida-sin-usar';
    await createAuthRepository(t.db).insertPasswordResetToken({
      userId: user.id,
      tokenHash: hashToken(link),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const admin = await createUser(t.db, { roles: ['ADMIN'] });
    const { accessToken } = (await login(admin.email, TEST_PASSWORD)).json();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/users/myProfile/${user.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password: 'primera-clave-1', passwordConfirmation: 'primera-clave-1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await reset(link, 'otra-clave-del-enlace')).json().error).toEqual(invalidLink);
    expect((await login(user.email, 'primera-clave-1')).statusCode).toBe(200);
  });
});

describe('mail delivery failure', () => {
  it('still answers the recovery and keeps the mail as failed in the outbox after its retries', async () => {
    const broken = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      MAIL_RETRY_LIMIT: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    try {
      const user = await createUser(broken.db);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/recoverPassword',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await waitForOutbox(broken.db, user.email, 'failed');
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      // The mail server's refusal, as the outbox shows it to admins.
      expect(row!.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
    } finally {
      await broken.close();
    }
  });
});

describe('rate limiting', () => {
  it('limits sign-in attempts per email and per client with 429 and a Spanish message', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '5' });
    try {
      const user = await createUser(limited.db);
      const attempt = (email: string, ip = '10.0.0.1') =>
        limited.app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, payload: { email, password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await attempt(user.email)).statusCode).toBe(401);
      const blocked = await attempt(user.email, '10.0.0.2');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({
        type: 'rate_limited',
        message: 'Demasiados intentos. Espera un momento e inténtalo nuevamente',
      });
      // Another email from the first client still gets through until that client's own limit.
      expect((await attempt('otra@example.com')).statusCode).toBe(401);
      expect((await attempt('otra2@example.com')).statusCode).toBe(401);
      expect((await attempt('otra3@example.com')).statusCode).toBe(429);
      // The recovery mail is limited per email too.
      const recover = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/recoverPassword',
          remoteAddress: '10.0.0.9',
          payload: { email: user.email },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await recover()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/users/me', () => {
  it('needs a valid access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const res = await me('a.b.c');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('unauthorized');
  });
});
