import { eq } from 'drizzle-orm';
import { createCertificateIssuer, createCertificatesRepository } from '../../modules/certificates';
import type { Database } from '../database';
import { processes } from '../schema';

/**
 * The certificates of the demo's finalized processes, issued as finalizing them issues them (the certificates
 * area's issuer): the demo mentee and mentor have theirs to open, download and share. Issuing again adds none.
 */
export async function seedDemoCertificates(db: Database): Promise<void> {
  const issuer = createCertificateIssuer({ repository: createCertificatesRepository(db) });
  const finalized = await db.select({ id: processes.id }).from(processes).where(eq(processes.status, 'FINALIZED'));
  for (const { id } of finalized) {
    await db.transaction(async (tx) => void (await issuer.issueOnFinalization(id, tx)));
  }
}
