import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { ensureReferenceData } from '../src/db/seed/referenceData';
import { createTestDatabase } from './testDatabase';

/** The real app on a fresh database; `env` adds or overrides environment variables. */
export async function createTestApp(env: Record<string, string> = {}) {
  const {
    apps: [app],
    ...rest
  } = await createTestInstances(1, env);
  return { app: app!, ...rest };
}

/**
 * `count` instances of the real app sharing one fresh database and data folder, as several API processes behind a
 * load balancer; each builds its own connections (e.g. to REDIS_URL) and in-process state.
 */
export async function createTestInstances(count: number, env: Record<string, string> = {}) {
  const database: DatabaseHandle = await createTestDatabase();
  await ensureReferenceData(database.db);
  // Uploaded files go to a folder of this test file's own, removed on close.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    ...env,
  });
  const apps: App[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const app = await buildApp({ config, database });
      apps.push(app);
      await app.ready();
    }
  } catch (err) {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    apps,
    db: database.db,
    database,
    config,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
