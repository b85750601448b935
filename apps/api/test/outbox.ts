import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { mailOutbox } from '../src/db/schema';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox rows to `address` once every one of them has reached `status` (mail is delivered by a job). */
export async function waitForOutbox(
  db: Database,
  address: string,
  status: OutboxRow['status'],
  timeoutMs = 15_000,
): Promise<OutboxRow[]> {
  let rows: OutboxRow[] = [];
  await expect
    .poll(
      async () => {
        rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
        return rows.length > 0 && rows.every((row) => row.status === status);
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .toBe(true);
  return rows;
}
