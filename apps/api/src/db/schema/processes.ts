import type {
  EmprendeProcessType,
  InvitationStatus,
  NetworkingConfiguration,
  PairWeights,
  ParticipantRole,
  ProcessServiceType,
  ProcessStatus,
  SessionDateRange,
} from '@enlaza/contract';
import {
  boolean,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { campuses } from './campus';
import { challenges } from './challenges';
import { clients } from './clients';
import { convocatories } from './convocatories';
import { mentorships } from './guides';
import { dynamicMentorships, mdis, questionaryBundles } from './questionnaires';
import { users } from './users';

/** A mentoring / networking programme run for a client (spec 001 §3 "Process", §4 "Process status"). */
export const processes = pgTable(
  'processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The programme's name on its certificates ('Participación Programa {fantasyName}'); null: 'de Mentoría'. */
    fantasyName: text('fantasy_name'),
    status: text('status').$type<ProcessStatus>().notNull().default('DRAFT'),
    serviceTypes: text('service_types').array().$type<ProcessServiceType[]>().notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The coordinator (an admin); null only if that account was deleted afterwards. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD. */
    estimatedStartDate: date('estimated_start_date', { mode: 'string' }).notNull(),
    estimatedEndDate: date('estimated_end_date', { mode: 'string' }).notNull(),
    /** When the process actually started (KICKOFF → IN_PROGRESS) and ended (→ FINALIZED). */
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The mentoring guide (pauta), or a dynamic guide template; at most one of the two. */
    mentorshipId: uuid('mentorship_id').references(() => mentorships.id, { onDelete: 'restrict' }),
    dynamicMentorshipId: uuid('dynamic_mentorship_id').references(() => dynamicMentorships.id, {
      onDelete: 'restrict',
    }),
    /** The impact measurement; null when the process is 'Proceso sin MDI'. */
    mdiId: uuid('mdi_id').references(() => mdis.id, { onDelete: 'restrict' }),
    sessionsFeedbackBundleId: uuid('sessions_feedback_bundle_id').references(() => questionaryBundles.id, {
      onDelete: 'restrict',
    }),
    /** Participants are added first and paired later (spec 002 §4.5 "Ungrouped process"). */
    ungrouped: boolean('ungrouped').notNull().default(false),
    emprendeType: text('emprende_type').$type<EmprendeProcessType>(),
    specialtyName: text('specialty_name'),
    emprendeMainProcessId: uuid('emprende_main_process_id').references((): AnyPgColumn => processes.id, {
      onDelete: 'set null',
    }),
    /** Run under the second brand: its mails and pages carry that brand. */
    isMentorup: boolean('is_mentorup').notNull().default(false),
    /** The convocatory whose selected applicants joined this process (wizard step 3). */
    convocatoryId: uuid('convocatory_id').references(() => convocatories.id, { onDelete: 'set null' }),
    logoKey: text('logo_key'),
    /** Date ranges of sessions 2..n (the first session starts with the process). */
    sessionsDateRanges: jsonb('sessions_date_ranges').$type<SessionDateRange[]>().notNull().default([]),
    networking: jsonb('networking').$type<NetworkingConfiguration>(),
    /** An attraction process's challenge (spec 001 §3 process.attraction.challengeId); a used one is kept. */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'restrict' }),
    /** The affinity weights create_pairs uses (issue 7); null means the defaults. */
    pairWeights: jsonb('pair_weights').$type<PairWeights>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processes_status_idx').on(t.status, t.updatedAt), index('processes_client_idx').on(t.clientId)],
);

/** The campuses a process offers (wizard step 2). */
export const processCampuses = pgTable(
  'process_campuses',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    campusId: uuid('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.processId, t.campusId] })],
);

/** A mentor or mentee invited to a process, with the state of their invitation (spec 001 §4 "Invitation status"). */
export const processParticipants = pgTable(
  'process_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ParticipantRole>().notNull(),
    invitationStatus: text('invitation_status').$type<InvitationStatus>().notNull().default('PENDING'),
    /** Invitation mails sent so far; at most 3 (spec 001 §4). */
    invitationMailCount: integer('invitation_mail_count').notNull().default(0),
    lastInvitedAt: timestamp('last_invited_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The campus this participant was assigned to (wizard step 4). */
    campusId: uuid('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    /** A removed mentor stays listed as removed and cannot be added again (spec 001 §4). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('process_participants_user_uq').on(t.processId, t.userId),
    index('process_participants_list_idx').on(t.processId, t.role, t.invitationStatus),
    index('process_participants_user_idx').on(t.userId),
  ],
);

/** An event of a process (spec 001 §3 "Event"): who it is for and when. */
export const processEvents = pgTable(
  'process_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    roles: text('roles').array().$type<ParticipantRole[]>().notNull().default([]),
    eventDate: timestamp('event_date', { withTimezone: true }),
    /** The iCalendar SEQUENCE of the event's invitations: raised with every change, in the same transaction. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_events_process_idx').on(t.processId, t.eventDate)],
);

/** A participant's attendance at an event, registered through the QR page. */
export const eventAttendances = pgTable(
  'event_attendances',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => processEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
