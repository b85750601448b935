import type { Role } from '@enlaza/contract';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** Roles held, the first being the one a new login starts with. */
  roles: text('roles').array().$type<Role[]>().notNull(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
  /** Present means the user is a mentor (spec 000 §1). */
  mentorshipInfo: jsonb('mentorship_info').$type<Record<string, unknown>>(),
  emprendeInfo: jsonb('emprende_info').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
