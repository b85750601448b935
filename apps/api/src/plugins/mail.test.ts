import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { mailOutbox } from '../db/schema';
import { startSmtpSink } from '../../test/smtpSink';
import { createTestDatabase } from '../../test/testDatabase';
import { waitForOutbox } from '../../test/outbox';
import { createJobQueue, JOBS_SCHEMA } from './jobs';
import { calendarInvitation } from '../lib/calendar';
import { createMailer, MAIL_DELIVERY_JOB, type MailMessage } from './mail';

const log = pino({ level: 'silent' });
const mail = (to: string, subject = 'Hola'): MailMessage => ({
  from: 'Enlaza <no-responder@enlaza.test>',
  to,
  subject,
  text: `Para ${to}`,
});

/** A mail queue and its delivery, as one instance of the app builds them. */
async function startInstance(database: DatabaseHandle, smtpUrl: string | undefined, retryLimit = 3) {
  const jobs = createJobQueue(database, log);
  const mailer = createMailer(database.db, jobs, { smtpUrl, retryLimit, retryDelaySeconds: 1, concurrency: 3 }, log);
  await jobs.start();
  return {
    jobs,
    mailer,
    async stop() {
      await jobs.stop();
      mailer.close();
    },
  };
}

async function deliveryJobs(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1`, [
    MAIL_DELIVERY_JOB,
  ]);
  return (rows[0] as { n: number }).n;
}

/** An SMTP server that refuses the first `refusals` messages it is handed, then accepts (and counts) the rest. */
async function startFlakySmtp(refusals: number) {
  let refused = 0;
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (refused < refusals) {
          refused += 1;
          const error = new Error('Servicio no disponible, intente más tarde') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        accepted.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail outbox and its delivery job', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes the mails to the outbox, and a job delivers each one and marks it sent', async () => {
    const sink = await startSmtpSink();
    const instance = await startInstance(database, sink.url);
    try {
      await instance.mailer.send([mail('uno@enlaza.test', 'Primero'), mail('dos@enlaza.test', 'Segundo')]);
      expect((await sink.waitFor('uno@enlaza.test')).subject).toBe('Primero');
      expect((await sink.waitFor('dos@enlaza.test')).subject).toBe('Segundo');
      const [row] = await waitForOutbox(database.db, 'dos@enlaza.test', 'sent');
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await instance.stop();
      await sink.close();
    }
  });

  it('delivers a calendar invitation as the text/calendar alternative and an .ics attachment (nodemailer icalEvent)', async () => {
    const sink = await startSmtpSink();
    const instance = await startInstance(database, sink.url);
    const content = calendarInvitation({
      method: 'REQUEST',
      organizer: 'Enlaza <no-responder@enlaza.test>',
      attendee: { name: 'Ana', email: 'agenda@enlaza.test' },
      entry: {
        uid: 'session-x-1@enlaza.test',
        sequence: 3,
        start: new Date('2030-05-14T14:30:00Z'),
        summary: 'Primera sesión',
        description: '',
      },
    });
    try {
      await instance.mailer.send({ ...mail('agenda@enlaza.test', 'Tu sesión fue agendada'), calendar: content });
      const received = await sink.waitFor('agenda@enlaza.test');
      const ics = received.attachments.find((a) => a.contentType === 'application/ics');
      expect(ics?.filename).toBe('invitacion.ics');
      expect(ics?.text).toBe(content.content);
      const alternative = received.attachments.find((a) => a.contentType === 'text/calendar');
      expect(alternative?.text).toContain('METHOD:REQUEST');
      const [row] = await waitForOutbox(database.db, 'agenda@enlaza.test', 'sent');
      expect(row!.calendar).toEqual(content);
    } finally {
      await instance.stop();
      await sink.close();
    }
  });

  it('writes nothing, mail or job, when the transaction that sent it rolls back', async () => {
    const sink = await startSmtpSink();
    const instance = await startInstance(database, sink.url);
    try {
      const jobsBefore = await deliveryJobs(database);
      await expect(
        database.db.transaction(async (tx) => {
          await instance.mailer.send(mail('deshecho@enlaza.test'), tx as never);
          throw new Error('el cambio falló');
        }),
      ).rejects.toThrow('el cambio falló');
      const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'deshecho@enlaza.test'));
      expect(rows).toEqual([]);
      expect(await deliveryJobs(database)).toBe(jobsBefore);
    } finally {
      await instance.stop();
      await sink.close();
    }
  });

  it('retries a refused mail with backoff until the server takes it', async () => {
    const smtp = await startFlakySmtp(1);
    const instance = await startInstance(database, smtp.url);
    try {
      await instance.mailer.send(mail('reintento@enlaza.test'));
      const [row] = await waitForOutbox(database.db, 'reintento@enlaza.test', 'sent');
      expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(smtp.accepted).toEqual(['reintento@enlaza.test']);
    } finally {
      await instance.stop();
      await smtp.close();
    }
  });

  it('marks a mail failed for good after its last try, lists the failed job, and an admin retry queues it again', async () => {
    const smtp = await startFlakySmtp(100);
    const instance = await startInstance(database, smtp.url, 1);
    try {
      await instance.mailer.send(mail('nunca@enlaza.test'));
      const [row] = await waitForOutbox(database.db, 'nunca@enlaza.test', 'failed');
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row!.error).toContain('Servicio no disponible');
      await expect
        .poll(async () => (await instance.jobs.failed(1, 50)).rows.map((j) => j.data), { timeout: 10_000 })
        .toContainEqual({ mailId: row!.id });

      expect(await instance.mailer.retry(row!.id)).toBe(true);
      const [again] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(again).toMatchObject({ status: 'queued', error: null });
      // Only a failed mail can be retried.
      expect(await instance.mailer.retry(row!.id)).toBe(false);
      await waitForOutbox(database.db, 'nunca@enlaza.test', 'failed');
    } finally {
      await instance.stop();
      await smtp.close();
    }
  });

  it('delivers each mail once when two instances share the queue', async () => {
    const sink = await startSmtpSink();
    const first = await startInstance(database, sink.url);
    const second = await startInstance(database, sink.url);
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `una-vez-${i}@enlaza.test`);
      await first.mailer.send(addresses.slice(0, 15).map((to) => mail(to)));
      await second.mailer.send(addresses.slice(15).map((to) => mail(to)));
      for (const address of addresses) await sink.waitFor(address, 0, 15_000);
      // Give a duplicate delivery time to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const received = sink.received.flatMap((m) => m.to).filter((to) => to.startsWith('una-vez-'));
      expect(received.sort()).toEqual([...addresses].sort());
      const { rows } = await database.executeSql(
        `select count(*) filter (where status = 'sent')::int as sent, max(attempts)::int as attempts
           from mail_outbox where to_address like $1`,
        ['una-vez-%'],
      );
      const [counts] = rows as Array<{ sent: number; attempts: number }>;
      expect(counts).toEqual({ sent: 30, attempts: 1 });
    } finally {
      await first.stop();
      await second.stop();
      await sink.close();
    }
  });

  it('keeps mails queued in the outbox, with no delivery job, when no SMTP server is configured', async () => {
    const instance = await startInstance(database, undefined);
    try {
      const jobsBefore = await deliveryJobs(database);
      await instance.mailer.send(mail('sin-smtp@enlaza.test'));
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'sin-smtp@enlaza.test'));
      expect(row).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await deliveryJobs(database)).toBe(jobsBefore);
    } finally {
      await instance.stop();
    }
  });
});
