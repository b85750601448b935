import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/database';

/**
 * Migrates one embedded database for the whole run and dumps its data directory: each test file's database starts
 * from that copy instead of creating a cluster and running every migration again.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedPgliteDump', '');
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'enlaza-test-db-'));
  const file = path.join(folder, 'migrated.tar');
  const handle = await openPglite();
  try {
    await handle.migrate();
    const client = handle.dumpSource.kind === 'pglite' ? handle.dumpSource.client : undefined;
    if (!client) throw new Error('PGlite expected');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedPgliteDump', file);
  return () => rm(folder, { recursive: true, force: true });
}
