import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/database';
import { createServerDatabase } from './serverDatabase';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — when TEST_DATABASE_URL points at a real
 * PostgreSQL server — a new database on it that is dropped afterwards.
 */
export async function createTestDatabase({ poolMax = 5 }: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
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
