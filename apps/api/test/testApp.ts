import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { ensureReferenceData } from '../src/db/seed/referenceData';
import { createTestDatabase } from './testDatabase';

/** The real app on a fresh database; `env` adds or overrides environment variables. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database: DatabaseHandle = await createTestDatabase();
  await ensureReferenceData(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
