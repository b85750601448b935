import type {
  ConvocatoryStatus,
  ConvocatoryType,
  EntrepreneurInfo,
  InscriptionType,
  MentorType,
} from '@enlaza/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { advices, businessPositions } from './metadata';
import type { Gender } from './users';
import { users } from './users';

/** A call for applicants (spec 002 §3 "Convocatory", §4.1 lifecycle). */
export const convocatories = pgTable(
  'convocatories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').$type<ConvocatoryStatus>().notNull().default('DRAFT'),
    convocatoryType: text('convocatory_type').$type<ConvocatoryType>().notNull(),
    mentorType: text('mentor_type').$type<MentorType>().notNull(),
    /** Pairs the programme aims for; null for EMPRENDE, which does not ask for it. */
    pairsNumber: integer('pairs_number'),
    /** YYYY-MM-DD. */
    estimatedOpenDate: date('estimated_open_date', { mode: 'string' }).notNull(),
    estimatedCloseDate: date('estimated_close_date', { mode: 'string' }).notNull(),
    /** When enrolment was actually closed (OPEN → SELECTING); cleared if it is opened again. */
    closeDate: timestamp('close_date', { withTimezone: true }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The client's company admin in charge; null only if that user was deleted afterwards. */
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    logoKey: text('logo_key'),
    socialMediaUrl: text('social_media_url'),
    /** Mentees enrol as 'Profesional en Entrenamiento (PIT)' (the enrolment page's subtitle). */
    isPit: boolean('is_pit').notNull().default(false),
    /** A partner company the applicants' data is shared with: the email step then asks for consent. */
    dataSharingPartner: text('data_sharing_partner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('convocatories_status_idx').on(t.status, t.estimatedOpenDate),
    index('convocatories_client_idx').on(t.clientId),
  ],
);

/**
 * An applicant who enrolled without an account (spec 002 §3 "profileId"): the same data the profile wizard asks
 * of users, kept apart from `users` until the person joins a process. Interests and choices are stored as the
 * wizard sends them (ids checked against the lists when written).
 */
export const applicantProfiles = pgTable('applicant_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  gender: text('gender').$type<Gender>(),
  /** YYYY-MM-DD. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  cellphone: text('cellphone'),
  country: text('country'),
  region: text('region'),
  biography: text('biography'),
  photoKey: text('photo_key'),
  interests: jsonb('interests')
    .$type<Array<{ industryId: string; specialtyId: string; experienceYears: number }>>()
    .notNull()
    .default([]),
  adviceIds: jsonb('advice_ids').$type<string[]>().notNull().default([]),
  mainAdviceId: uuid('main_advice_id').references(() => advices.id, { onDelete: 'set null' }),
  attributeIds: jsonb('attribute_ids').$type<string[]>().notNull().default([]),
  company: text('company'),
  businessPositionId: uuid('business_position_id').references(() => businessPositions.id, {
    onDelete: 'set null',
  }),
  /** The 'Cargo' field. */
  businessArea: text('business_area'),
  university: text('university'),
  career: text('career'),
  /** The Emprende step's answers; the business picture's storage key travels inside as businessPictureKey. */
  emprendeInfo: jsonb('emprende_info').$type<EntrepreneurInfo & { businessPictureKey?: string | null }>(),
  /** When the applicant accepted the terms and the privacy policy (the email step's checkbox). */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The account created for this applicant once they joined a process. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One person's application to one convocatory: an account holder (userId) or an applicant profile (profileId). */
export const convocatoryInscriptions = pgTable(
  'convocatory_inscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    convocatoryId: uuid('convocatory_id')
      .notNull()
      .references(() => convocatories.id, { onDelete: 'cascade' }),
    inscriptionType: text('inscription_type').$type<InscriptionType>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    motivation: text('motivation').notNull(),
    selected: boolean('selected').notNull().default(false),
    /** When the applicant agreed to share her data with the convocatory's partner, and with whom (null: not asked). */
    partnerConsentAt: timestamp('partner_consent_at', { withTimezone: true }),
    partnerConsentTo: text('partner_consent_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per person and convocatory, whatever the role (spec 000 §8 'already inscribed').
    uniqueIndex('convocatory_inscriptions_user_uq').on(t.convocatoryId, t.userId),
    uniqueIndex('convocatory_inscriptions_profile_uq').on(t.convocatoryId, t.profileId),
    index('convocatory_inscriptions_list_idx').on(t.convocatoryId, t.inscriptionType, t.createdAt),
    check('convocatory_inscriptions_one_applicant', sql`(${t.userId} is null) <> (${t.profileId} is null)`),
  ],
);
