import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** What a backup dumps: the embedded instance itself, or the server's connection URL (for pg_dump). */
  dumpSource: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  migrate(): Promise<void>;
  /**
   * Runs SQL text as written (with `$n` parameters, or several statements when there are none) on the driver
   * itself: for libraries that bring their own SQL, such as the job queue.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<boolean>;
  /**
   * Runs `work` while holding the database's start-up lock: instances starting together on one PostgreSQL server
   * migrate and seed one after the other, never at once. (PGlite has a single process by construction.)
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The PostgreSQL advisory-lock key of start-up work (any constant; this one reads 'enlaza' in ASCII). */
const STARTUP_LOCK_KEY = 0x656e6c617a61;

// Beside this module: src/db/migrations, or in the build the copy beside the server bundle (dist/migrations).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export { DataDirInUseError } from './dataDirLock';

/** A node-postgres pool on a real server. */
export function openPostgres(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // The statements the app prepares by name (the reads on nearly every page) are planned once per connection and
    // the plan kept. Left to itself PostgreSQL re-plans a statement whose parameters it thinks may change the best plan
    // (a list filtered by `status = any($1)`): planning its seven-table join cost ten times the query itself. Unnamed
    // statements are planned each time whatever this says.
    //
    // The reports aggregate a hundred thousand answers at a time: with the default 4 MB the planner sorts them on disk
    // instead of hashing them in memory (three times slower), and its just-in-time compilation of such a query costs
    // more than it saves (half a second); the app's other queries are small and never needed either.
    onConnect: async (client) => {
      await client.query("set plan_cache_mode = force_generic_plan; set work_mem = '32MB'; set jit = off");
    },
  });
  // An idle connection can be cut by the server (restart, admin command): the pool replaces it on the next
  // query; without a listener the 'error' event would bring the whole process down.
  pool.on('error', (err) => console.error(`conexión a PostgreSQL perdida: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    dumpSource: { kind: 'postgres', url },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
    ping: () => ping(db),
    async exclusively(work) {
      // A session-level lock on a connection of its own, held while `work` runs on the pool's other connections.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * An embedded PGlite database under `dataDir`, or in memory without one (tests). `loadDataDir` starts the in-memory database from a dump of
 * another one's data directory (`dumpDataDir`): the test suites start each file from one migrated copy.
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  // pg_trgm: the written answers' search index (migration 0019).
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dataDir ? new PGlite(path.join(dataDir, 'pgdata'), options) : new PGlite(options);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  let startupTurn: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    dumpSource: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async executeSql(text, values = []) {
      // PGlite prepares parameterised statements, which hold one statement only.
      if (values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
    ping: () => ping(db),
    // One process owns the data directory; within it, start-up work (migrations, queue set-up) runs one at a time.
    exclusively: <T>(work: () => Promise<T>) => {
      const run = startupTurn.then(work);
      startupTurn = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
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
