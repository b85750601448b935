/**
 * The database a benchmark's API runs on: `pglite`, the embedded database in a fresh data folder (as production
 * keeps it on disk), removed by dispose(); or `postgres`, a new database on TEST_DATABASE_URL with the production
 * pool size, dropped when closed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config';
import { openPglite, type DatabaseHandle } from '../apps/api/src/db/database';
import { createTestDatabase } from '../apps/api/test/testDatabase';

export type BenchDatabaseKind = 'pglite' | 'postgres';

export async function openBenchDatabase(kind: string): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-api-'));
    const database = await openPglite(path.join(dir, 'db'));
    return { database, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('postgres needs TEST_DATABASE_URL');
  // A new database on that server (dropped when closed), with the production pool size.
  const database = await createTestDatabase({ poolMax: loadConfig({}).databasePoolMax });
  return { database, dispose: async () => undefined };
}
