import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/database';
import { createServerDatabase } from './serverDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory, empty when the tests run on PostgreSQL. */
    migratedPgliteDump: string;
  }
}

/** The vitest run's migrated copy; none outside vitest (the benchmarks), where each database migrates itself. */
function migratedPgliteDump(): string {
  try {
    return inject('migratedPgliteDump');
  } catch {
    return '';
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — when TEST_DATABASE_URL points at a real
 * PostgreSQL server — a new database on it that is dropped afterwards.
 */
export async function createTestDatabase({ poolMax = 5 }: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The run's migrated copy (globalSetup.ts); `migrate` then finds every migration applied.
    const dump = migratedPgliteDump();
    const handle = await openPglite(undefined, dump ? { loadDataDir: new Blob([await readFile(dump)]) } : {});
    await handle.migrate();
    return handle;
  }
  const created = await createServerDatabase(serverUrl);
  const handle = openPostgres(created.url, poolMax);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}
