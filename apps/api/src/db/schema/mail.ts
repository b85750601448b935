import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A calendar invitation carried by a mail: the iCalendar text and the METHOD it was written for. */
export interface MailCalendarPart {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/** Every mail is written here first, so nothing is lost when SMTP is down or not configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Sent as the mail's text/calendar alternative and .ics attachment, so calendars add, move or remove it. */
    calendar: jsonb('calendar').$type<MailCalendarPart>(),
    /** queued: waiting for delivery (or no SMTP configured); sent; failed: its last try failed, see error. */
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // The admins' outbox: newest first, optionally of one status.
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
