import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export interface ProcessReader {
  userId: string;
  /** The access token's current role. */
  role: string;
}

/**
 * Who may read a process's back-office data (spec 001 §6): admins every process, a company admin only those of its
 * own client. One rule for every area that shows a process (participants, events, measurements, reports).
 */
export function createProcessReadAccess(db: Database) {
  return async function mayRead(reader: ProcessReader, processClientId: string): Promise<boolean> {
    if (reader.role === 'ADMIN') return true;
    if (reader.role !== 'COMPANY_ADMIN') return false;
    const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, reader.userId));
    return !!row?.clientId && row.clientId === processClientId;
  };
}
export type ProcessReadAccess = ReturnType<typeof createProcessReadAccess>;
