import { index, jsonb, pgTable, real, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatRooms } from './chat';
import { processes } from './processes';
import { users } from './users';

/**
 * A networking match between two mentees of a process (spec 001 §3 "Networking configuration" matches, §4
 * "Matches"). Stored once per couple with studentAId < studentBId; chatRoomId set once an admin enabled its chat,
 * which is irreversible.
 */
export const networkingMatches = pgTable(
  'networking_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    studentAId: uuid('student_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentBId: uuid('student_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Percent 0–100 under the process's networking configuration. */
    affinity: real('affinity').notNull(),
    /** The counted criteria (businessArea, level, interests, region) as percents. */
    affinityBreakdown: jsonb('affinity_breakdown').$type<Record<string, number>>().notNull(),
    chatRoomId: uuid('chat_room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    chatEnabledAt: timestamp('chat_enabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('networking_matches_couple_uq').on(t.processId, t.studentAId, t.studentBId),
    index('networking_matches_b_idx').on(t.processId, t.studentBId),
  ],
);
