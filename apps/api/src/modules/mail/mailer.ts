import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/database';
import { createMailRepository, type OutboxMail } from './mail.repository';

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

export function createMailer(db: Database, smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  const repository = createMailRepository(db);
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
