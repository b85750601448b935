import { pgTable, text } from 'drizzle-orm/pg-core';

/** Instance-wide values generated once and shared by every API instance (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
