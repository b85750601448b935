import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advices } from './metadata';

/** A reusable question of the bank used by impact measurements (spec 002 §3 "Question (bank)"). */
export const questions = pgTable('questions', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  /** TEXT | ALTERNATIVE | ALTERNATIVE_MULTIPLE | RATE */
  type: text('type').notNull(),
  /** Alternatives (ALTERNATIVE, columns of ALTERNATIVE_MULTIPLE, the 0..N scale of RATE). */
  alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
  other: boolean('other').notNull().default(false),
  /** Row labels of ALTERNATIVE_MULTIPLE. */
  alternativesMultiple: jsonb('alternatives_multiple').$type<string[]>().notNull().default([]),
  rate: jsonb('rate').$type<{ left: string; right: string } | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A questionnaire (spec 002 §3 "Questionary"): its ordered question groups, questions, options and conditions are
 * one document, authored and versioned as a whole, kept in `structure`.
 */
export const questionaries = pgTable(
  'questionaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    overview: text('overview').notNull().default(''),
    /** MDI | SESSION_FEEDBACK | MENTORSHIP_GUIDE | WORKSHOP_FEEDBACK */
    type: text('type').notNull(),
    /** MENTOR | STUDENT | OTHER | ANY */
    targetUserRole: text('target_user_role').notNull(),
    structure: jsonb('structure').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionaries_type_idx').on(t.type)],
);

/** Impact measurement sets (MDI): each measurement names the bank questions asked to mentors and to mentees. */
export const mdis = pgTable('mdis', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mdiMeasurements = pgTable(
  'mdi_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mdiId: uuid('mdi_id')
      .notNull()
      .references(() => mdis.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** BASELINE | POST_PROCESS | POST_PROCESS_SIX_MONTH | POST_PROCESS_TWELVE_MONTH, by position when not set. */
    subType: text('sub_type'),
    autoSend: boolean('auto_send').notNull().default(false),
    mentorQuestionIds: jsonb('mentor_question_ids').$type<string[]>().notNull().default([]),
    studentQuestionIds: jsonb('student_question_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('mdi_measurements_mdi_idx').on(t.mdiId)],
);

/** A set of questionnaires sent together over a process: MDI measurements or session feedbacks. */
export const questionaryBundles = pgTable('questionary_bundles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** MDI | SESSION_FEEDBACK */
  entityType: text('entity_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionaryBundleItems = pgTable(
  'questionary_bundle_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => questionaryBundles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionaryId: uuid('questionary_id')
      .notNull()
      .references(() => questionaries.id, { onDelete: 'restrict' }),
    /** MENTOR | STUDENT */
    userRole: text('user_role').notNull(),
    /** The measurement sub-type (MDI) or the session number as text (session feedback). */
    entitySubType: text('entity_sub_type').notNull(),
    autoSend: boolean('auto_send').notNull().default(false),
  },
  (t) => [index('questionary_bundle_items_bundle_idx').on(t.bundleId)],
);

/** A session-guide template: per session, a questionnaire for the base objective and (when dynamic) per advice. */
export const dynamicMentorships = pgTable('dynamic_mentorships', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  sessions: integer('sessions').notNull(),
  /** 'Pauta no dinamica': one questionnaire per session, for the base objective only. */
  isDynamic: boolean('is_dynamic').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dynamicMentorshipItems = pgTable(
  'dynamic_mentorship_items',
  {
    dynamicMentorshipId: uuid('dynamic_mentorship_id')
      .notNull()
      .references(() => dynamicMentorships.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    /** 'BASE' or an advice id. */
    objectiveId: text('objective_id').notNull(),
    adviceId: uuid('advice_id').references(() => advices.id, { onDelete: 'restrict' }),
    questionaryId: uuid('questionary_id')
      .notNull()
      .references(() => questionaries.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.dynamicMentorshipId, t.sessionNumber, t.objectiveId] })],
);

/** Lookups used by open invitations (workshops feedback). */
export const coaches = pgTable('coaches', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workshops = pgTable('workshops', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
