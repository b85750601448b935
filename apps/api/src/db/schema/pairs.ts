import type { MdiSubType, ParticipantRole, SessionStatus } from '@enlaza/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advices } from './metadata';
import { mdiMeasurements, questionaries } from './questionnaires';
import { processes } from './processes';
import { users } from './users';

/**
 * A mentor–mentee pair of a process (spec 001 §3 "Pair"). Each person is in at most one pair per process; a disabled
 * pair is kept (its history counts) but both people have left the process.
 */
export const pairs = pgTable(
  'pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Affinity as a percent (0–100); null for pairs added by hand before it was computed. */
    affinity: real('affinity'),
    /** Per-criterion breakdown of the affinity (the matching engine's explanation). */
    affinityBreakdown: jsonb('affinity_breakdown').$type<Record<string, number>>(),
    /** The mentee's main objective (advice) this pair works on; drives dynamic guides. */
    objectiveId: uuid('objective_id').references(() => advices.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pairs_student_uq').on(t.processId, t.studentId),
    uniqueIndex('pairs_mentor_uq').on(t.processId, t.mentorId),
    index('pairs_mentor_idx').on(t.mentorId),
    index('pairs_student_idx').on(t.studentId),
  ],
);

/** One session of a pair (spec 002 §3 "Session", §4.5): numbered from 1 to the guide's session count. */
export const pairSessions = pgTable(
  'pair_sessions',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    status: text('status').$type<SessionStatus>().notNull().default('PENDING_NO_DATE'),
    scheduleDate: timestamp('schedule_date', { withTimezone: true }),
    /** When a member confirmed 'Sesión Realizada?'. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.sessionNumber] })],
);

/** Each measurement of a process's MDI that has been sent (spec 001 §4 "Measurement (MDI) sends"). */
export const processMeasurementSends = pgTable(
  'process_measurement_sends',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    subType: text('sub_type').$type<MdiSubType>().notNull(),
    /** 0 after the first send; at most 2 resends. */
    resendCount: integer('resend_count').notNull().default(0),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.subType] })],
);

/**
 * A questionnaire sent to one person (spec 002 §3 "Questionary invitation"): an MDI measurement, or a session's
 * feedback. SENT until answered (COMPLETED).
 */
export const questionaryInvitations = pgTable(
  'questionary_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id').references(() => processes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userRole: text('user_role').$type<ParticipantRole>().notNull(),
    /** MDI | SESSION_FEEDBACK */
    entityType: text('entity_type').notNull(),
    /** The measurement sub-type (MDI) or the session number as text (session feedback). */
    entitySubType: text('entity_sub_type').notNull(),
    mdiMeasurementId: uuid('mdi_measurement_id').references(() => mdiMeasurements.id, { onDelete: 'set null' }),
    questionaryId: uuid('questionary_id').references(() => questionaries.id, { onDelete: 'set null' }),
    pairId: uuid('pair_id').references(() => pairs.id, { onDelete: 'cascade' }),
    /** SENT | COMPLETED */
    status: text('status').notNull().default('SENT'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questionary_invitations_user_idx').on(t.userId, t.status),
    index('questionary_invitations_process_idx').on(t.processId, t.entityType, t.entitySubType),
  ],
);
