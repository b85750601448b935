import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { waitForOutbox } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/testApp';

/** A mail written straight to the outbox, in the state a test needs. */
async function outboxRow(t: TestApp, values: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(mailOutbox)
    .values({
      fromAddress: 'Enlaza <no-responder@enlaza.test>',
      toAddress: `directa-${randomBytes(4).toString('hex')}@example.com`,
      subject: 'Un correo de prueba',
      textBody: 'Hola',
      ...values,
    })
    .returning();
  return row!;
}

describe('outbox and failed jobs, with a mail server that refuses every connection', () => {
  let t: TestApp;
  let admin: TestSession;
  let member: TestSession;
  const stamp = randomBytes(4).toString('hex');
  /** Three recipients whose recovery mails failed for good, oldest first. */
  const addresses = [1, 2, 3].map((n) => `fallo-${stamp}-${n}@example.com`);
  const outbox = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/outbox?${query}`, headers: admin.headers });
  const failedJobs = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/jobs/failed?${query}`, headers: admin.headers });

  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_RETRY_LIMIT: '0',
      MAIL_RETRY_DELAY_SECONDS: '1',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
    const adminUser = await createUser(t.db, { roles: ['ADMIN'] });
    admin = await signIn(t.app, adminUser.email);
    member = await signIn(t.app, (await createUser(t.db)).email);
  }, 60_000);
  afterAll(async () => t?.close());

  // The other cases read the mails this one leaves behind.
  it('keeps a mail the server refused as failed, after its only try', async () => {
    for (const email of addresses) {
      await createUser(t.db, { email });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email } });
      expect(res.statusCode).toBe(200);
      const [row] = await waitForOutbox(t.db, email, 'failed');
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row!.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
    }
  }, 60_000);

  it('answers only admins: 401 without a session, 403 for anyone else', async () => {
    const id = randomUUID();
    const calls = [
      { method: 'GET', url: '/api/admin/outbox' },
      { method: 'GET', url: `/api/admin/outbox/${id}` },
      { method: 'POST', url: `/api/admin/outbox/${id}/retry` },
      { method: 'GET', url: '/api/admin/jobs/failed' },
      { method: 'POST', url: `/api/admin/jobs/${id}/retry` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: member.headers })).statusCode, call.url).toBe(403);
    }
  });

  it('lists the failed mails newest first, with their error, the counts per status and the mail server', async () => {
    const res = await outbox(`search=${stamp}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalDocs: 3,
      page: 1,
      limit: 10,
      counts: { queued: 0, sent: 0, failed: 3 },
      smtpConfigured: true,
    });
    expect(body.docs.map((mail: { toAddress: string }) => mail.toAddress)).toEqual([...addresses].reverse());
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, addresses[2]!));
    expect(body.docs[0]).toEqual({
      id: stored!.id,
      toAddress: addresses[2],
      subject: stored!.subject,
      status: 'failed',
      attempts: 1,
      error: stored!.error,
      createdAt: stored!.createdAt.toISOString(),
      sentAt: null,
    });
    expect(stored!.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
  });

  it('filters by status and by a case-insensitive search of the address or the subject, wildcards taken literally', async () => {
    const addressesOf = async (query: string) =>
      (await outbox(query)).json().docs.map((mail: { toAddress: string }) => mail.toAddress) as string[];
    expect(await addressesOf(`status=failed&search=${stamp}`)).toHaveLength(3);
    const sent = (await outbox(`status=sent&search=${stamp}`)).json();
    expect(sent).toMatchObject({ docs: [], totalDocs: 0, counts: { failed: 3 } });
    expect(await addressesOf(`search=${encodeURIComponent(addresses[1]!.toUpperCase())}`)).toEqual([addresses[1]]);
    const bySubject = (await outbox(`search=${encodeURIComponent('CONTRASEÑA DE ENLAZA')}&limit=100`)).json();
    expect(bySubject.docs.map((mail: { toAddress: string }) => mail.toAddress)).toEqual(
      expect.arrayContaining(addresses),
    );
    expect(await addressesOf('search=%25')).toEqual([]);
    expect(await addressesOf(`search=fallo_${stamp}`)).toEqual([]);
    expect((await outbox('status=perdido')).statusCode).toBe(400);
  });

  it('pages the list, at most 100 a page', async () => {
    const first = (await outbox(`search=${stamp}&limit=2`)).json();
    const second = (await outbox(`search=${stamp}&limit=2&page=2`)).json();
    expect(first.docs.map((mail: { toAddress: string }) => mail.toAddress)).toEqual([addresses[2], addresses[1]]);
    expect(second).toMatchObject({ totalDocs: 3, page: 2, limit: 2, docs: [{ toAddress: addresses[0] }] });
    expect((await outbox('limit=101')).statusCode).toBe(400);
  });

  it('shows one mail with its text; 404 for an unknown one and for a malformed id alike', async () => {
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, addresses[0]!));
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${stored!.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: stored!.id, status: 'failed', fromAddress: stored!.fromAddress });
    // The recovery link shows where it goes, never its single-use token.
    const token = /usertoken=([^\s&]+)/.exec(stored!.textBody)![1]!;
    expect(res.json().textBody).toContain('/password-recovery/new-password?…');
    expect(res.json().textBody).not.toContain(token);
    expect(res.json().textBody).toBe(stored!.textBody.replace(`?usertoken=${token}`, '?…'));
    if (stored!.htmlBody) expect(res.json().htmlBody).not.toContain(token);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${randomUUID()}`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Correo no encontrado');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/no-es-un-id',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe('Correo no encontrado');
  });

  it('puts a failed mail back in the queue, where it is tried again; refuses the others', async () => {
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, addresses[0]!));
    const retry = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: admin.headers });
    const res = await retry(stored!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'El correo volvió a la cola de envío' });
    // Delivered again (and refused again by this server): one more attempt, failed for good once more.
    await expect
      .poll(
        async () => {
          const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored!.id));
          return { status: row!.status, attempts: row!.attempts };
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual({ status: 'failed', attempts: 2 });

    const sent = await outboxRow(t, { status: 'sent', sentAt: new Date(), attempts: 1 });
    const notFailed = await retry(sent.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error.message).toBe('Solo se pueden reintentar correos fallidos');
    const [unchanged] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(unchanged!.status).toBe('sent');
    const missing = await retry(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Correo no encontrado');
    const malformed = await retry('no-es-un-id');
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([404, 'Correo no encontrado']);
  });

  it('lists the failed delivery jobs with their label and error, and runs one again', async () => {
    let jobs: Array<{ id: string; name: string; label: string; error: string | null; retryCount: number }> = [];
    // With no retries, each attempt at a mail that failed is one failed job; a job is marked failed just after its mail.
    const [failedAttempts] = await t.db
      .select({ attempts: sql<number>`coalesce(sum(${mailOutbox.attempts}), 0)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'));
    const attempts = failedAttempts!.attempts;
    expect(attempts).toBeGreaterThanOrEqual(3);
    await expect
      .poll(
        async () => {
          const body = (await failedJobs('limit=100')).json();
          jobs = body.docs;
          return body.totalDocs;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(attempts);
    for (const job of jobs) {
      expect(job).toMatchObject({ name: 'mail-delivery', label: 'Envío de correo', retryCount: 0 });
      expect(job.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
    }
    const onePage = (await failedJobs('limit=1&page=2')).json();
    expect(onePage).toMatchObject({ page: 2, limit: 1, totalDocs: jobs.length, docs: [{ id: jobs[1]!.id }] });

    const retry = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: admin.headers });
    const res = await retry(jobs[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'La tarea volvió a la cola' });
    // Run again, it tries its mail once more (refused again by this server).
    await expect
      .poll(
        async () => {
          const [total] = await t.db
            .select({ attempts: sql<number>`coalesce(sum(${mailOutbox.attempts}), 0)::int` })
            .from(mailOutbox)
            .where(eq(mailOutbox.status, 'failed'));
          return total!.attempts;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(attempts + 1);
    const missing = await retry(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Tarea fallida no encontrada');
    const malformed = await retry('no-es-un-id');
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([404, 'Tarea fallida no encontrada']);
  });
});

describe('outbox without a mail server', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  }, 60_000);
  afterAll(async () => t?.close());

  it('says so, keeps the mails queued, and a retried failure stays queued', async () => {
    const user = await createUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: user.email } });
    const [queued] = await waitForOutbox(t.db, user.email, 'queued');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(list.json()).toMatchObject({
      smtpConfigured: false,
      counts: { queued: 1, sent: 0, failed: 0 },
      docs: [{ id: queued!.id, status: 'queued', attempts: 0, error: null }],
    });
    // Undelivered, the mail reaches its person only through this page: its recovery link is shown whole.
    const readable = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${queued!.id}`,
      headers: admin.headers,
    });
    expect(readable.json().textBody).toBe(queued!.textBody);
    expect(readable.json().textBody).toMatch(/password-recovery\/new-password\?usertoken=[\w-]+/);
    const retry = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: admin.headers });
    expect((await retry(queued!.id)).statusCode).toBe(409);

    // A mail that failed while a server was configured goes back to the queue, and waits there.
    const failed = await outboxRow(t, { status: 'failed', attempts: 3, error: 'Connection timeout' });
    expect((await retry(failed.id)).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${failed.id}`, headers: admin.headers });
    expect(detail.json()).toMatchObject({ status: 'queued', error: null, attempts: 3, textBody: 'Hola' });
    const jobs = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: admin.headers });
    expect(jobs.json()).toEqual({ docs: [], totalDocs: 0, page: 1, limit: 10 });
  });
});
