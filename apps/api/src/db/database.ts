import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export { DataDirInUseError } from './dataDirLock';

/** A node-postgres pool on a real server. */
export function openPostgres(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle connection can be cut by the server (restart, admin command): the pool replaces it on the next
  // query; without a listener the 'error' event would bring the whole process down.
  pool.on('error', (err) => console.error(`conexión a PostgreSQL perdida: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** An embedded PGlite database; `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  const client = dataDir ? new PGlite(path.join(dataDir, 'pgdata')) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await releaseLock?.();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
