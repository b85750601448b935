import { DEFAULT_COUNTRY, type Role } from '@enlaza/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { advices, attributes, businessPositions, industries, specialties } from './metadata';

export type Gender = 'MALE' | 'FEMALE' | 'OTHER' | 'NOT_SPECIFIED';
export type MentorType = 'INTERNAL' | 'EXTERNAL';
export type MentorStatus = 'ACTIVE' | 'WARNING' | 'INACTIVE';
export type TutorialStatus = 'PENDING' | 'SKIPPED' | 'COMPLETED';

/** Present means the user is a mentor (spec 000 §1). */
export interface MentorshipInfo {
  mentorType: MentorType;
  mentorStatus: MentorStatus;
  offeredMentorshipsIds?: string[];
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Roles held, the first being the one a new login starts with. */
    roles: text('roles').array().$type<Role[]>().notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    mentorshipInfo: jsonb('mentorship_info').$type<MentorshipInfo>(),
    emprendeInfo: jsonb('emprende_info').$type<Record<string, unknown>>(),
    gender: text('gender').$type<Gender>(),
    /** Storage key of the avatar (served under /api/files/...), null when none. */
    photoKey: text('photo_key'),
    biography: text('biography'),
    /** When the member was last seen on a live connection (chat): who is away gets unread messages by mail. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** YYYY-MM-DD. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    cellphone: text('cellphone'),
    /** The profile forms' default country is the account's until the person picks another (spec 000 §5). */
    country: text('country').default(DEFAULT_COUNTRY),
    region: text('region'),
    company: text('company'),
    businessPositionId: uuid('business_position_id').references(() => businessPositions.id, {
      onDelete: 'set null',
    }),
    /** The 'Cargo' field: the person's role or area in the company. */
    businessArea: text('business_area'),
    university: text('university'),
    career: text('career'),
    mainAdviceId: uuid('main_advice_id').references(() => advices.id, { onDelete: 'set null' }),
    isForeign: boolean('is_foreign').notNull().default(false),
    isLegacy: boolean('is_legacy').notNull().default(false),
    /** Registered through the second brand. */
    isMentorup: boolean('is_mentorup').notNull().default(false),
    completedTutorials: jsonb('completed_tutorials')
      .$type<Array<{ tutorialName: string; status: TutorialStatus }>>()
      .notNull()
      .default([]),
    /**
     * SHA-256 of the token in the member's private calendar feed URL (null when she has none): the URL is shown
     * once, when made, and a copy of the database cannot read anyone's calendar.
     */
    calendarFeedTokenHash: text('calendar_feed_token_hash').unique(),
    calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_client_idx').on(t.clientId)],
);

/** Interest areas: industry, specialty and years of experience (0–4), in the order the user gave them. */
export const userInterests = pgTable(
  'user_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: uuid('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'restrict' }),
    specialtyId: uuid('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'restrict' }),
    experienceYears: smallint('experience_years').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('user_interests_user_idx').on(t.userId)],
);

export const userAttributes = pgTable(
  'user_attributes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.attributeId] })],
);

export const userAdvices = pgTable(
  'user_advices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adviceId: uuid('advice_id')
      .notNull()
      .references(() => advices.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adviceId] })],
);
