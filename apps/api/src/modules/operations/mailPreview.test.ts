import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailOutbox } from '../../db/schema';
import { createUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

/** Asks for a password recovery and answers the mail it wrote to the outbox (in the request's transaction). */
async function recoveryMail(t: TestApp) {
  const user = await createUser(t.db, { email: `recupera-${randomBytes(4).toString('hex')}@example.com` });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: user.email } });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
  return { user, row: row! };
}

describe("'Correos enviados' on a demo start with no mail server", () => {
  let t: TestApp;
  beforeAll(async () => {
    // What `npm start` is with no configuration: demo data on, no SMTP_URL, MAIL_PREVIEW left to its default.
    t = await createTestApp({ SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => t?.close());

  it('lists the outbox to anyone, signed in or not, and shows a mail whole, so its link can be followed', async () => {
    const { user, row } = await recoveryMail(t);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/mail-preview?search=${encodeURIComponent(user.email)}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ smtpConfigured: false, totalDocs: 1 });
    expect(list.json().docs[0]).toMatchObject({
      id: row.id,
      toAddress: user.email,
      subject: row.subject,
      status: 'queued',
      createdAt: row.createdAt.toISOString(),
    });

    const member = await signIn(t.app, (await createUser(t.db)).email);
    const asMember = await t.app.inject({ method: 'GET', url: '/api/mail-preview', headers: member.headers });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().docs.map((m: { id: string }) => m.id)).toContain(row.id);

    const mail = await t.app.inject({ method: 'GET', url: `/api/mail-preview/${row.id}` });
    expect(mail.statusCode).toBe(200);
    expect(mail.json().textBody).toBe(row.textBody);
    const token = /usertoken=([^\s&"]+)/.exec(mail.json().textBody as string)?.[1];
    expect(token).toBeTruthy();

    // The newcomer follows the link: the recovery works with what the page showed.
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetPassword/',
      headers: { authorization: `Bearer ${decodeURIComponent(token!)}` },
      payload: { password: 'Nueva-clave-segura-9', passwordConfirmation: 'Nueva-clave-segura-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(t.app, user.email, 'Nueva-clave-segura-9');
  });

  it('is read-only: a mail cannot be retried through it', async () => {
    const { row } = await recoveryMail(t);
    const retry = await t.app.inject({ method: 'POST', url: `/api/mail-preview/${row.id}/retry` });
    expect(retry.statusCode).toBe(404);
  });

  it('answers 404 for an unknown mail and for a malformed id alike', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/mail-preview/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Correo no encontrado');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/mail-preview/abc' });
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([404, 'Correo no encontrado']);
  });
});

describe("'Correos enviados' where mail is delivered", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A demo start, but with a mail server: under MAIL_PREVIEW=auto the outbox is not public.
    t = await createTestApp({ SEED_DEMO_DATA: 'true', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_LIMIT: '0' });
  });
  afterAll(async () => t?.close());

  it('does not exist for anyone, admins included (who keep /admin/outbox)', async () => {
    const { row } = await recoveryMail(t);
    const admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
    for (const headers of [undefined, admin.headers]) {
      for (const url of ['/api/mail-preview', `/api/mail-preview/${row.id}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.type).toBe('not_found');
        expect(res.body).not.toContain(row.toAddress);
      }
    }
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(outbox.statusCode).toBe(200);
  });
});

describe('when the mail preview is on (MAIL_PREVIEW)', () => {
  const preview = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env }).mailPreview;

  it('by default, only with no SMTP_URL on a development or demo start', () => {
    expect(preview({ SEED_DEMO_DATA: 'true' })).toBe(true);
    expect(preview({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' })).toBe(true);
    expect(preview({ SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(preview({ SEED_DEMO_DATA: 'true', SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
    expect(preview({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
  });

  it('as the operator says with on or off, and refuses any other value by name', () => {
    expect(preview({ SEED_DEMO_DATA: 'true', MAIL_PREVIEW: 'off' })).toBe(false);
    expect(preview({ SEED_DEMO_DATA: 'false', MAIL_PREVIEW: 'on' })).toBe(true);
    expect(() => preview({ MAIL_PREVIEW: 'si' })).toThrow(/MAIL_PREVIEW/);
  });
});
