/**
 * Mail, shared by every area that writes to people. A request only writes its mails to the outbox, inside the
 * transaction of the change that caused them, and never talks to SMTP: a background job delivers each mail,
 * retries failures with backoff, and marks it sent, or failed for good after the last try.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailCalendarPart } from '../db/schema/mail';
import type { JobDefinition, JobQueue } from './jobs';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation (lib/calendar.ts) for the mail's session or event. */
  calendar?: MailCalendarPart;
}

export interface Mailer {
  /**
   * Writes the mails to the outbox and enqueues their delivery; with `tx`, inside that transaction, so the mails
   * exist exactly when the change that caused them does. Never waits for SMTP.
   */
  send(messages: MailMessage | readonly MailMessage[], tx?: Database): Promise<void>;
  /** Puts a failed mail back in the queue; false when there is no failed mail with that id. */
  retry(id: string): Promise<boolean>;
}

export interface MailDeliverySettings {
  smtpUrl: string | undefined;
  retryLimit: number;
  retryDelaySeconds: number;
  concurrency: number;
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';

interface DeliveryJob {
  mailId: string;
}

/** SMTP hands a message over in seconds; a try still running after this is counted failed. */
const DELIVERY_TIMEOUT_SECONDS = 120;

export function createMailer(
  db: Database,
  jobs: JobQueue,
  settings: MailDeliverySettings,
  log: FastifyBaseLogger,
): Mailer & { close(): void } {
  // No SMTP (the zero-configuration start): mails stay in the outbox, queued, where they can be read.
  // One pool of SMTP connections, as many as mails delivered at once, reused from one mail to the next.
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, pool: true, maxConnections: settings.concurrency })
    : null;

  async function deliver({ mailId }: DeliveryJob, { isLastTry }: { isLastTry: boolean }) {
    const mail = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, mailId) });
    // Sent already (a job that ran twice, or a mail retried both from the outbox and from the failed jobs).
    if (!mail || mail.status === 'sent' || !transport) return;
    try {
      await transport.sendMail({
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        // nodemailer's calendar option: a text/calendar alternative with the METHOD and the same file attached,
        // the shape Google Calendar and Outlook offer to add, move or remove.
        ...(mail.calendar
          ? {
              icalEvent: {
                method: mail.calendar.method,
                filename: mail.calendar.filename,
                content: mail.calendar.content,
              },
            }
          : {}),
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.warn({ mailId, error, isLastTry }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ status: isLastTry ? 'failed' : 'queued', error, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, mailId));
      throw err;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', error: null, sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, mailId));
  }

  const delivery: JobDefinition<DeliveryJob> = {
    name: MAIL_DELIVERY_JOB,
    policy: {
      retryLimit: settings.retryLimit,
      retryDelaySeconds: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: DELIVERY_TIMEOUT_SECONDS,
    },
    concurrency: settings.concurrency,
    pollingIntervalSeconds: 2,
    handle: (data, context) => deliver(data, context),
  };
  // Without SMTP nothing is ever enqueued: no workers polling for deliveries that cannot happen.
  if (transport) jobs.define(delivery);

  async function enqueue(ids: string[], tx: Database) {
    if (!transport) return;
    await jobs.enqueue<DeliveryJob>(
      MAIL_DELIVERY_JOB,
      ids.map((mailId) => ({ mailId })),
      tx,
    );
  }

  /** The messages into the outbox and their deliveries into the queue, inside `tx`. */
  async function writeToOutbox(list: readonly MailMessage[], tx: Database) {
    const rows = await tx
      .insert(mailOutbox)
      .values(
        list.map((m) => ({
          fromAddress: m.from,
          toAddress: m.to,
          subject: m.subject,
          textBody: m.text,
          htmlBody: m.html,
          calendar: m.calendar,
        })),
      )
      .returning({ id: mailOutbox.id });
    await enqueue(
      rows.map((r) => r.id),
      tx,
    );
  }

  return {
    async send(messages, tx) {
      const list: readonly MailMessage[] = Array.isArray(messages) ? messages : [messages as MailMessage];
      if (list.length === 0) return;
      if (tx) await writeToOutbox(list, tx);
      else await db.transaction((own) => writeToOutbox(list, own as unknown as Database));
      if (!transport) log.info({ count: list.length }, 'mail kept in outbox (no SMTP_URL)');
    },
    async retry(id) {
      return db.transaction(async (own) => {
        const tx = own as unknown as Database;
        const [row] = await tx
          .update(mailOutbox)
          .set({ status: 'queued', error: null })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
          .returning({ id: mailOutbox.id });
        if (!row) return false;
        await enqueue([row.id], tx);
        return true;
      });
    },
    close() {
      transport?.close();
    },
  };
}
