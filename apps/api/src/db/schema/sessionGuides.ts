import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pairs } from './pairs';
import { users } from './users';

/**
 * The shared part of a session guide that a pair edits live (spec 002 §3 "Live content", §4.4): one of the two holds
 * control at a time. Control is a lease: `editorId` holds it until `leaseExpiresAt` (renewed by each edit), so a
 * closed laptop never locks the partner out. `version` grows with each saved edit.
 */
export const liveContents = pgTable(
  'live_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    /** GUIDE_ANSWERS: the shared answers of a session's guide (entityId: its invitation). */
    entityType: text('entity_type').$type<'GUIDE_ANSWERS'>().notNull(),
    entityId: uuid('entity_id').notNull(),
    content: jsonb('content').notNull().default({}),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    done: boolean('done').notNull().default(false),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_contents_entity_uq').on(t.entityType, t.entityId),
    index('live_contents_pair_idx').on(t.pairId),
  ],
);

/**
 * A task a pair agreed on (spec 002 §3 "Task", §5.7): a counter (NUMBER, up to `maxValue` ≥ 1) or a checklist item
 * (CHECKBOX, value 0 or 1). Completed when the value reaches `maxValue` (1 for a checkbox). Type and maximum are
 * fixed once created.
 */
export const pairTasks = pgTable(
  'pair_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    /** The session whose guide it was agreed in (null: added outside a guide). */
    sessionNumber: integer('session_number'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date').notNull(),
    type: text('type').$type<'NUMBER' | 'CHECKBOX'>().notNull(),
    maxValue: integer('max_value').notNull(),
    value: integer('value').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pair_tasks_pair_idx').on(t.pairId, t.createdAt),
    check('pair_tasks_type', sql`${t.type} in ('NUMBER', 'CHECKBOX')`),
    check('pair_tasks_max_value', sql`${t.maxValue} >= 1 and (${t.type} = 'NUMBER' or ${t.maxValue} = 1)`),
    check('pair_tasks_value', sql`${t.value} between 0 and ${t.maxValue}`),
  ],
);

/**
 * One person's private notes on a session of their pair (spec 002 §3 "Pair" studentNotesId / mentorNotesId):
 * 'Tu dupla no tendrá acceso a estas notas'. Read and written only by their author.
 */
export const pairSessionNotes = pgTable(
  'pair_session_notes',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.sessionNumber, t.userId] })],
);
