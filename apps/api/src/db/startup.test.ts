import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import { prepareDatabase } from './startup';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two instances of the app starting at the same moment on one new PostgreSQL database. */
describe.skipIf(!serverUrl)('start-up on PostgreSQL', () => {
  it('lets two instances starting together migrate and seed one after the other', async () => {
    const name = `enlaza_startup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const first = openPostgres(url.href, 4);
    const second = openPostgres(url.href, 4);
    try {
      // Without the lock both would create the same tables at once and one would fail.
      await Promise.all([
        prepareDatabase(first, { seedDemoData: true }),
        prepareDatabase(second, { seedDemoData: true }),
      ]);
      const count = async (query: string) => ((await first.executeSql(query)).rows[0] as { n: number }).n;
      expect(await count(`select count(*)::int as n from users where email = 'admin@enlaza.test'`)).toBe(1);
      // Each migration recorded once.
      expect(await count('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(
        await count('select count(distinct hash)::int as n from drizzle.__drizzle_migrations'),
      );

      // A statement prepared by name keeps one plan, made for any value of its parameters (PostgreSQL would
      // otherwise plan it again with the values of each of its first executions).
      const plan = await first.db.transaction(async (tx) => {
        await tx.execute(sql`prepare processes_in(text[]) as select id from processes where status = any($1)`);
        const rows = await tx.execute(sql`explain execute processes_in('{IN_PROGRESS}')`);
        await tx.execute(sql`deallocate processes_in`);
        return (rows as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      expect(plan).toContain('$1');
      expect(plan).not.toContain('IN_PROGRESS');
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
