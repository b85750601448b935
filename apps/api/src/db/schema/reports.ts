import { bigserial, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { processes } from './processes';

/**
 * The MDI-Feedback report's counts kept per process, so a report over every client adds up a few tens of thousands
 * of counted rows instead of reading every answer (reports module, `refreshStaleRollups`). The answers stay the one
 * source: these rows are derived from them, and recomputed for a process whenever it is marked stale.
 *
 * Per process: each measurement's (kind MDI) or session's (kind SESSION_FEEDBACK, sub the session number) answers
 * counted per role, question, likert row and point or choice; point null counts the people who answered the question.
 */
export const reportAnswerCounts = pgTable(
  'report_answer_counts',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sub: text('sub').notNull(),
    role: text('role').notNull(),
    /** The questionary's id, or 'bank' for a measurement asked from the question bank. */
    source: text('source').notNull(),
    questionId: text('question_id').notNull(),
    rowKey: text('row_key'),
    point: text('point'),
    n: integer('n').notNull(),
  },
  (t) => [index('report_answer_counts_process_idx').on(t.processId)],
);

/**
 * Per process, rating question (and likert row), role and later measurement: the people who answered it in the
 * baseline and in that measurement, the sum of their changes and of the changes' squares (mean and spread add up
 * across processes from these), and how many went up.
 */
export const reportRatingChanges = pgTable(
  'report_rating_changes',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    role: text('role').notNull(),
    source: text('source').notNull(),
    questionId: text('question_id').notNull(),
    rowKey: text('row_key'),
    n: integer('n').notNull(),
    sumChange: numeric('sum_change').notNull(),
    sumSquares: numeric('sum_squares').notNull(),
    improved: integer('improved').notNull(),
  },
  (t) => [index('report_rating_changes_process_idx').on(t.processId)],
);

/**
 * Processes whose answers changed since their counts were computed. Database triggers on invitations, responses and
 * answers (migration 0018) mark them, so every way of writing answers (the app, the seed, an import) keeps the
 * reports right. Each mark takes a new version: a recount removes only the version it read, so answers saved while
 * it ran leave the process marked for the next one.
 */
export const reportStaleProcesses = pgTable('report_stale_processes', {
  processId: uuid('process_id')
    .primaryKey()
    .references(() => processes.id, { onDelete: 'cascade' }),
  version: bigserial('version', { mode: 'number' }).notNull(),
});
