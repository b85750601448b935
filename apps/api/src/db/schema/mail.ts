import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
