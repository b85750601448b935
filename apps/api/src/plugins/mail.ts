/** Mail delivery, shared by every area that writes to people: each mail is kept in the outbox, then sent over SMTP. */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Writes the mail to the outbox, then delivers it over SMTP when configured. Never throws for SMTP trouble. */
  send(message: MailMessage): Promise<OutboxMail>;
  close(): void;
}

function createMailOutboxRepository(db: Database) {
  return {
    async insert(mail: {
      fromAddress: string;
      toAddress: string;
      subject: string;
      textBody: string;
      htmlBody?: string;
    }) {
      const [row] = await db.insert(mailOutbox).values(mail).returning();
      return row!;
    },
    async markSent(id: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', error: null, sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    async findById(id: string) {
      return db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });
    },
  };
}

export function createMailer(db: Database, smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  const repository = createMailOutboxRepository(db);
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const row = await repository.insert({
        fromAddress: message.from,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      if (!transport) {
        log.info({ mailId: row.id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return row;
      }
      try {
        await transport.sendMail(message);
        await repository.markSent(row.id);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.error({ mailId: row.id, error }, 'mail delivery failed; kept in outbox');
        await repository.markFailed(row.id, error);
      }
      return (await repository.findById(row.id)) ?? row;
    },
    close() {
      transport?.close();
    },
  };
}
