import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client company (spec 001 §3 "Client"). */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Chilean RUT without dots, e.g. 76123456-7; null when not given. */
  rut: text('rut'),
  businessName: text('business_name'),
  address: text('address'),
  city: text('city'),
  websiteUrl: text('website_url'),
  linkedinUrl: text('linkedin_url'),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  contactBusinessPosition: text('contact_business_position'),
  contactBusinessArea: text('contact_business_area'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
