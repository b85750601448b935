import type { ChallengeMessage } from '@enlaza/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A challenge of the library (spec 001 §3 "Challenge"): a title and the messages the coordinator can send to an
 * attraction process's groups, one at a time. A process that uses it keeps it from being deleted.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** At least one, each with a title and a text (the contract's challenge schema checks them). */
    messages: jsonb('messages').$type<ChallengeMessage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_created_idx').on(t.createdAt),
    check(
      'challenges_messages_ck',
      sql`jsonb_typeof(${t.messages}) = 'array' and jsonb_array_length(${t.messages}) between 1 and 50`,
    ),
  ],
);
