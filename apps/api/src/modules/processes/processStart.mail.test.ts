import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, processes } from '../../db/schema';
import { createCrowdedProcess } from '../../../test/crowdedProcess';
import { createUser, signIn } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtpSink';
import { createTestApp, type TestApp } from '../../../test/testApp';

/**
 * Starting a process mails every participant; the answer must not wait for SMTP, however slow it is. The SMTP
 * server here holds every message until the test lets it go: the start answers while not one mail has been
 * delivered, and the mails go out afterwards, each once.
 */
describe('starting a 1,000-person process with SMTP stalled', () => {
  let t: TestApp;
  let release: () => void;
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink(undefined, () => stalled);
    t = await createTestApp({ SMTP_URL: sink.url, MAIL_DELIVERY_CONCURRENCY: '5' });
  });
  afterAll(async () => {
    release();
    await t.close();
    await sink.close();
  });

  it('answers at once with every mail in the outbox, then delivers them all', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
    const { processId, emails } = await createCrowdedProcess(t.db, 1_000);

    const started = Date.now();
    const res = await t.app.inject({ method: 'PUT', url: `/api/process/${processId}/start`, payload: {}, ...admin });
    const elapsed = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().process.status).toBe('IN_PROGRESS');
    // Answered while SMTP had not taken a single message.
    expect(sink.received).toHaveLength(0);
    // Generous for a loaded 2-core machine; the benchmark prints the real figure.
    expect(elapsed).toBeLessThan(10_000);
    const [queued] = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.toAddress, emails[0]!.replace(/-0@.*/, '-%')));
    expect(queued!.n).toBe(1_000);
    const [row] = await t.db.select({ status: processes.status }).from(processes).where(eq(processes.id, processId));
    expect(row!.status).toBe('IN_PROGRESS');

    release();
    await expect.poll(() => sink.received.length, { timeout: 120_000, interval: 250 }).toBeGreaterThanOrEqual(1_000);
    const delivered = sink.received.flatMap((mail) => mail.to);
    expect(new Set(delivered).size).toBe(1_000);
    expect(delivered.sort()).toEqual([...emails].sort());
  }, 180_000);
});
