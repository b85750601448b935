import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { questionaries } from './questionnaires';

/** Tags of mentoring guides (GET /api/mentorships/metadata/mentorship_types). */
export const mentorshipTypes = pgTable('mentorship_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

/** A mentoring guide ("pauta", spec 001 §3 "Mentorship guide"). */
export const mentorships = pgTable('mentorships', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mentorshipTags = pgTable(
  'mentorship_tags',
  {
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    mentorshipTypeId: uuid('mentorship_type_id')
      .notNull()
      .references(() => mentorshipTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.mentorshipId, t.mentorshipTypeId] })],
);

export const mentorshipSessions = pgTable(
  'mentorship_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    templateQuestionaryId: uuid('template_questionary_id').references(() => questionaries.id, {
      onDelete: 'restrict',
    }),
    /** Each audience gets a stored document (storage key and original name) or a link. */
    mentorDocumentKey: text('mentor_document_key'),
    mentorDocumentName: text('mentor_document_name'),
    mentorLink: text('mentor_link'),
    studentDocumentKey: text('student_document_key'),
    studentDocumentName: text('student_document_name'),
    studentLink: text('student_link'),
  },
  (t) => [index('mentorship_sessions_mentorship_idx').on(t.mentorshipId)],
);
