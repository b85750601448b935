import type { MdiSubType, ParticipantRole, QuestionaryInvitationStatus, SessionStatus } from '@enlaza/contract';
import { sql } from 'drizzle-orm';
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
import { clients } from './clients';
import { coaches, mdiMeasurements, questionaries, workshops } from './questionnaires';
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
    /**
     * The session's guide (spec 002 §3 "Session" templateInvitationId): an invitation of type MENTORSHIP_GUIDE that
     * both members answer together; made when the guide is first opened.
     */
    templateInvitationId: uuid('template_invitation_id').references(() => questionaryInvitations.id, {
      onDelete: 'set null',
    }),
    /**
     * The iCalendar SEQUENCE of the session's invitation: raised with every date change, in the same transaction,
     * so calendars replace the event they hold (same UID) instead of keeping the old date.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
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
 * A questionnaire to answer (spec 002 §3 "Questionary invitation", §4.3): an MDI measurement sent to one participant,
 * a session's feedback sent to one member of a pair, or an open invitation (status OPEN, no user) that anyone with
 * its link answers as many times as people answer it. SENT until answered (COMPLETED).
 */
export const questionaryInvitations = pgTable(
  'questionary_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id').references(() => processes.id, { onDelete: 'cascade' }),
    /** The person invited; null for an open invitation. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** MENTOR | STUDENT; for an open invitation also OTHER | ANY (who is expected to answer). */
    userRole: text('user_role').$type<ParticipantRole | 'OTHER' | 'ANY'>().notNull(),
    /** MDI | SESSION_FEEDBACK | OPEN */
    entityType: text('entity_type').notNull(),
    /** The measurement sub-type (MDI), the session number as text (session feedback) or the survey's name (open). */
    entitySubType: text('entity_sub_type').notNull(),
    mdiMeasurementId: uuid('mdi_measurement_id').references(() => mdiMeasurements.id, { onDelete: 'set null' }),
    questionaryId: uuid('questionary_id').references(() => questionaries.id, { onDelete: 'set null' }),
    pairId: uuid('pair_id').references(() => pairs.id, { onDelete: 'cascade' }),
    /** OPEN | SENT | COMPLETED */
    status: text('status').$type<QuestionaryInvitationStatus>().notNull().default('SENT'),
    /** Open invitations of a workshop: the event they measure (spec 002 §5.5). */
    eventType: text('event_type'),
    workshopId: uuid('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    /** PROCESS | INDEPENDENT */
    workshopType: text('workshop_type'),
    /** ON_SITE | REMOTE | HYBRID */
    methodology: text('methodology'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    coachId: uuid('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questionary_invitations_user_idx').on(t.userId, t.status),
    index('questionary_invitations_process_idx').on(t.processId, t.entityType, t.entitySubType),
    index('questionary_invitations_pair_idx').on(t.pairId),
    index('questionary_invitations_open_idx').on(t.entityType, t.createdAt),
  ],
);

/**
 * One person's answers to an invitation: exactly one for a personal invitation (saved while answering, final once
 * the invitation is COMPLETED), one per respondent for an open invitation.
 */
export const questionaryResponses = pgTable(
  'questionary_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => questionaryInvitations.id, { onDelete: 'cascade' }),
    /** Who answered, when signed in (always the invited person for a personal invitation). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionary_responses_invitation_idx').on(t.invitationId)],
);

/** One answer: the value as its type stores it (text, option id(s), number, likert row → point) and the 'other' text. */
export const questionaryAnswers = pgTable(
  'questionary_answers',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => questionaryResponses.id, { onDelete: 'cascade' }),
    /** The question's id within the questionary (a bank question's id for MDI measurements). */
    questionId: text('question_id').notNull(),
    /** TEXT | OPTION | OPTIONS | NUMBER | LIKERT */
    valueType: text('value_type').notNull(),
    value: jsonb('value').notNull(),
    /** The text written next to 'Otro', when that alternative is chosen. */
    otherText: text('other_text'),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.questionId] }),
    // The reports keep answers by type and JSON kind (`jsonb_typeof(value) = 'number'`): this index gives the planner
    // the statistics of that expression, without which it counts on a few hundred rows where there are a hundred
    // thousand and joins them one by one.
    index('questionary_answers_value_kind_idx').on(t.valueType, sql`jsonb_typeof(${t.value})`),
  ],
);
