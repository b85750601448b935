import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface CampusAudienceInfo {
  description: string;
  /** Duration in sessions ("jornadas"), at least 1. */
  duration: number;
}

/** A campus of lessons (spec 001 §3 "Campus"). */
export const campuses = pgTable('campuses', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** STUDENT | MENTOR | STUDENT_MENTOR | INTERNAL_EXTERNAL_MENTOR */
  role: text('role').notNull(),
  /** ENABLED | DISABLED */
  status: text('status').notNull().default('ENABLED'),
  studentCampusInfo: jsonb('student_campus_info').$type<CampusAudienceInfo | null>(),
  mentorCampusInfo: jsonb('mentor_campus_info').$type<CampusAudienceInfo | null>(),
  illustrationKey: text('illustration_key'),
  /** ADMIN, COMPANY_ADMIN, STUDENT, EXTERNAL_MENTOR, INTERNAL_MENTOR */
  rolesWithAccess: jsonb('roles_with_access').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People given access to a campus by email. */
export const campusUsers = pgTable(
  'campus_users',
  {
    campusId: uuid('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.userId] })],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campusId: uuid('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    /** STUDENT | MENTOR: which audience's track of the campus the lesson belongs to. */
    audience: text('audience').notNull(),
    lessonNumber: integer('lesson_number').notNull(),
    title: text('title').notNull(),
    /** YYYY-MM-DD; members see the lesson once this date has passed. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** ENABLED | DISABLED */
    status: text('status').notNull().default('ENABLED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_campus_idx').on(t.campusId)],
);

export const lessonContents = pgTable(
  'lesson_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    contentNumber: integer('content_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** VIDEO | PDF | PPT | IMAGE */
    contentType: text('content_type').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    videoId: text('video_id'),
  },
  (t) => [index('lesson_contents_lesson_idx').on(t.lessonId)],
);
