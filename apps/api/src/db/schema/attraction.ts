import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges';
import { processes } from './processes';
import { users } from './users';

/**
 * A group of an attraction process (spec 001 §3 "Group"): one tutor (a mentor of the process) and the students they
 * lead. Each group talks in its own chat room (chat_rooms.group_id, kind GROUP), whose members follow the group's.
 */
export const attractionGroups = pgTable(
  'attraction_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The group's colour in the palette of spec 001 §9 (0-based, taken in creation order). */
    colorIndex: integer('color_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attraction_groups_mentor_uq').on(t.processId, t.mentorId)],
);

/** A student of a group; a student belongs to at most one group of a process. */
export const attractionGroupStudents = pgTable(
  'attraction_group_students',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => attractionGroups.id, { onDelete: 'cascade' }),
    /** The group's process, repeated so that the database keeps a student in one group per process. */
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    uniqueIndex('attraction_group_students_process_uq').on(t.processId, t.userId),
  ],
);

/**
 * A challenge message sent to an attraction process (spec 001 §3 "Challenge sent": title, text, date): it appears in
 * every group's chat and in the members' challenge list. The text is kept as sent, whatever the library does later.
 */
export const challengesSent = pgTable(
  'challenges_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenges_sent_process_idx').on(t.processId, t.sentAt)],
);
