import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_MAIL_FILE } from './environment';

interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** Attached parts as text: a calendar invitation's .ics among them. */
  attachments: Array<{ filename: string; contentType: string; text: string }>;
}

const readMails = (): Mail[] =>
  readFileSync(E2E_MAIL_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);

export const mailCount = () => readMails().length;

/**
 * The first mail to `address` after the first `since` mails, as received by the SMTP sink; with `subject`, the first
 * whose subject matches (mails are delivered in the background, so an earlier one may arrive after `since`).
 */
export async function waitForMail(address: string, since: number, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () =>
        (found = readMails()
          .slice(since)
          .find((m) => m.to.includes(address) && (!subject || subject.test(m.subject)))),
      { timeout: 10_000 },
    )
    .toBeDefined();
  return found!;
}
