import type { ParticipantRole } from '@enlaza/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pairs } from './pairs';
import { processes } from './processes';
import { users } from './users';

/**
 * A participation certificate (spec 002 §2.10, §3 "Certificate"): what it says is written when it is issued, so a
 * later change of name, programme or client does not change a certificate already given (its signed credential says
 * the same). The id is a random UUID (v4): it is the certificate's public address and cannot be guessed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    /** The mentoring pair the person took part in; null for attraction, networking and by-hand certificates. */
    pairId: uuid('pair_id').references(() => pairs.id, { onDelete: 'set null' }),
    role: text('role').$type<ParticipantRole>().notNull(),
    personName: text('person_name').notNull(),
    /** The programme's name as printed: 'Participación Programa {programName}'. */
    programName: text('program_name').notNull(),
    clientName: text('client_name').notNull(),
    issuedYear: integer('issued_year').notNull(),
    /** 1–12. */
    issuedMonth: integer('issued_month').notNull(),
    /** The brand the process ran under (lib/brands BrandId: 'default' or 'second'). */
    brand: text('brand').$type<'default' | 'second'>().notNull(),
    /** Issued by hand: the admin who did (null if that account is gone) and the reason (null: on finalization). */
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issueReason: text('issue_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: uuid('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One automatic certificate (no reason: not issued by hand) per person and process: finalizing again never
    // issues a second one. The reason, unlike the issuing admin, stays when that admin's account is deleted.
    uniqueIndex('certificates_automatic_uq')
      .on(t.userId, t.processId)
      .where(sql`${t.issueReason} is null`),
    index('certificates_user_idx').on(t.userId, t.createdAt),
    index('certificates_process_idx').on(t.processId, t.createdAt),
  ],
);
