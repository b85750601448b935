import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached parts, as text (a calendar invitation's .ics among them). */
  attachments: Array<{ filename: string; contentType: string; text: string }>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed; `onMail` also hears of each one. With
 * `holdUntil`, each message is answered (and kept) only once that promise settles: a stalled SMTP server.
 */
export async function startSmtpSink(onMail?: (mail: ReceivedMail) => void, holdUntil?: () => Promise<void>) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await holdUntil?.();
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const parsed: ReceivedMail = {
            from: mail.from?.text ?? '',
            to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              text: a.content.toString('utf8'),
            })),
          };
          received.push(parsed);
          onMail?.(parsed);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `address` received after `since` mails, waiting up to `timeoutMs`. */
    async waitFor(address: string, since = 0, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(since).find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
