import type { ConvocatoryStatus } from '@enlaza/contract';
import type { Database } from '../../src/db/database';
import { convocatories } from '../../src/db/schema';
import { createClient } from './clients';
import { setFields, unique } from './unique';

export type ConvocatoryRow = typeof convocatories.$inferSelect;

/** Closing enrolment (OPEN → SELECTING) stamps closeDate; a convocatory not closed yet has none. */
function closeDateOf(status: ConvocatoryStatus): Date | null {
  return status === 'SELECTING' || status === 'FINALIZED' ? new Date() : null;
}

/** A massive convocatory of a client (a new client unless `clientId` is given), in DRAFT unless told. */
export async function createConvocatory(
  db: Database,
  overrides: Partial<typeof convocatories.$inferInsert> = {},
): Promise<ConvocatoryRow> {
  const status = overrides.status ?? 'DRAFT';
  const clientId = overrides.clientId ?? (await createClient(db)).id;
  const [row] = await db
    .insert(convocatories)
    .values({
      name: `Convocatoria ${unique()}`,
      convocatoryType: 'MASSIVE',
      mentorType: 'INTERNAL',
      pairsNumber: 10,
      estimatedOpenDate: '2026-01-05',
      estimatedCloseDate: '2026-02-05',
      closeDate: closeDateOf(status),
      ...setFields(overrides),
      status,
      clientId,
    })
    .returning();
  return row!;
}
