/**
 * Reports at scale (`npm run bench:reports`, about ten minutes for both databases on 2 cores): a migrated database
 * with the demo data and the bulk data of bench/reportsData.ts (50 clients, 500 processes, 20,000 participants, about
 * 200,000 answers of impact measurements, sessions' feedback and open workshop invitations, and the pairs, sessions
 * and events the company's panel reads), then each request of REPORTS through the real app (buildApp and app.inject,
 * signed in through POST /api/auth as the demo admin and the demo company admin, whose client is one of the 50) in
 * three scopes: all clients as an admin, one client as an admin (the demo company) and as that company's admin. Each
 * runs BENCH_REQUESTS sequential requests (default 30) after BENCH_WARMUP (default 3); printed: the 50th and 99th
 * percentiles (nearest rank: of 30 requests the 99th is the slowest) next to the goal, p99 < 1000 ms on PGlite and
 * < 300 ms on PostgreSQL, with the ratio p99 / goal (≤ 1 meets it); the SQL statements one request sends and the rows
 * they return (the median over the requests of the driver's query function counted while the request runs, the job
 * queue's polls left out), whose goal is a handful whatever the data's size: the reports aggregate in the database
 * instead of pulling rows into Node; and the size of the answer. Runs on the embedded PGlite (a fresh data folder),
 * then on PostgreSQL when TEST_DATABASE_URL is set (a new database on it, dropped at the end), and prints both side by
 * side; BENCH_ONLY=pglite|postgres runs one. The statistics are brought up to date (ANALYZE) after the bulk load, as
 * autovacuum would on PostgreSQL. Not a timed test: figures only, and they move with whatever else the machine is
 * doing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { DatabaseHandle } from '../apps/api/src/db/database';
import { clients } from '../apps/api/src/db/schema';
import { DEMO_CLIENT_NAME } from '../apps/api/src/db/seed/demo';
import { prepareDatabase } from '../apps/api/src/db/startup';
import { openBenchDatabase, type BenchDatabaseKind } from './benchDatabase';
import { seedReportsData } from './reportsData';

function setting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

const REQUESTS = setting('BENCH_REQUESTS', 30, 1);
const WARMUP = setting('BENCH_WARMUP', 3, 0);
const GOAL_P99_MS: Record<BenchDatabaseKind, number> = { pglite: 1000, postgres: 300 };
/** 'A handful': more statements than this for one report is a sign of work done row by row. */
const GOAL_STATEMENTS = 10;
const PASSWORD = 'Enlaza2026!';
const ADMIN = 'admin@enlaza.test';
/** The demo company admin, of the demo client: client 0 of the bench's 50. */
const COMPANY_ADMIN = 'empresa@enlaza.test';

interface Report {
  label: string;
  path: string;
  /** Admins must name the client: no figure for all clients. */
  needsClient?: boolean;
}

/** The requests measured; one whose route the app does not have (yet) is reported as skipped. */
const REPORTS: Report[] = [
  { label: 'MDI-Feedback', path: '/api/reports/mdi-feedback' },
  { label: 'written answers (MDI)', path: '/api/reports/mdi-feedback/texts?source=MDI' },
  {
    label: 'written answers, search',
    path: '/api/reports/mdi-feedback/texts?source=SESSION_FEEDBACK&search=util',
  },
  { label: 'MDI-Feedback .xlsx', path: '/api/reports/mdi-feedback/export.xlsx' },
  { label: 'MDI-Feedback .pdf', path: '/api/reports/mdi-feedback/export.pdf' },
  { label: 'workshops', path: '/api/reports/workshops' },
  { label: 'workshops by client', path: '/api/reports/workshops?groupBy=client' },
  { label: 'workshops .xlsx', path: '/api/reports/workshops/export.xlsx' },
  { label: 'workshops .pdf', path: '/api/reports/workshops/export.pdf' },
  // The company's panel ('Panel General Empresa'): an admin names the client.
  { label: 'client dashboard', path: '/api/client-dashboard', needsClient: true },
];

/**
 * Counts the statements sent through the database driver's query function, and the rows they return, while
 * `measure(work)` runs (one request at a time), leaving out the job queue's: it polls on its own through
 * `executeSql`, which is the only caller of that function.
 */
function statementCounter(database: DatabaseHandle) {
  let tally: { statements: number; rows: number } | null = null;
  let insideJobQueue = 0;
  const executeSql = database.executeSql;
  // The driver is called synchronously within executeSql, before its first await.
  database.executeSql = (text, values) => {
    insideJobQueue += 1;
    try {
      return executeSql.call(database, text, values);
    } finally {
      insideJobQueue -= 1;
    }
  };
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const name of database.kind === 'pglite' ? ['query', 'exec'] : ['query']) {
    const original = client[name] as (...args: unknown[]) => unknown;
    client[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      const counting = insideJobQueue === 0 ? tally : null;
      if (!counting) return result;
      counting.statements += 1;
      if (!(result instanceof Promise)) return result;
      return result.then((answer: unknown) => {
        // PGlite's exec answers one result per statement; query and node-postgres one result.
        for (const one of Array.isArray(answer) ? answer : [answer])
          counting.rows += (one as { rows?: unknown[] } | undefined)?.rows?.length ?? 0;
        return answer;
      });
    };
  }
  return async <T>(work: () => Promise<T>) => {
    const counting = { statements: 0, rows: 0 };
    tally = counting;
    try {
      return { result: await work(), ...counting };
    } finally {
      tally = null;
    }
  };
}

async function signIn(app: App, email: string): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

interface Measured {
  report: string;
  scope: string;
  p50: number;
  p99: number;
  statements: number;
  rows: number;
  kilobytes: number;
  skipped?: string;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const pad = (value: string, width: number) => value.padStart(width);

async function benchDatabase(kind: BenchDatabaseKind): Promise<Measured[]> {
  const { database, dispose } = await openBenchDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-files-'));
  let app: App | undefined;
  try {
    const title = kind === 'pglite' ? 'PGlite (embedded, data folder)' : 'PostgreSQL (TEST_DATABASE_URL)';
    console.log(`\n${title}`);
    let started = performance.now();
    await prepareDatabase(database, { seedDemoData: true });
    console.log(`  migrated with the demo data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const counts = await seedReportsData(database);
    console.log(
      `  bulk data in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        Object.entries(counts)
          .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
          .join(', '),
    );

    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SMTP_URL: '', MAIL_PREVIEW: 'off' });
    app = await buildApp({ config, database });
    await app.ready();
    const measure = statementCounter(database);
    const [demo] = await database.db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
    const admin = await signIn(app, ADMIN);
    const companyAdmin = await signIn(app, COMPANY_ADMIN);
    const scopes = [
      { label: 'all clients (admin)', headers: admin, clientId: undefined },
      { label: 'one client (admin)', headers: admin, clientId: demo!.id },
      { label: 'company admin', headers: companyAdmin, clientId: undefined },
    ];
    const goal = GOAL_P99_MS[kind];
    console.log(
      `  ${REQUESTS} sequential requests each after ${WARMUP} warm-up; ` +
        `goal p99 < ${goal} ms, ≤ ${GOAL_STATEMENTS} statements`,
    );
    console.log(
      `  ${'request'.padEnd(26)}${'scope'.padEnd(21)}${pad('p50', 8)}${pad('p99', 8)}${pad('p99/goal', 10)}` +
        `${pad('statements', 12)}${pad('rows', 7)}${pad('KB', 7)}`,
    );
    const results: Measured[] = [];
    for (const report of REPORTS) {
      const routeUrl = report.path.split('?')[0]!;
      for (const scope of scopes) {
        const base = { report: report.label, scope: scope.label, p50: 0, p99: 0, statements: 0, rows: 0, kilobytes: 0 };
        let skipped: string | undefined;
        if (!app.hasRoute({ method: 'GET', url: routeUrl })) skipped = 'no such route on this branch';
        else if (report.needsClient && scope.label === 'all clients (admin)') skipped = 'an admin names the client';
        if (skipped) {
          results.push({ ...base, skipped });
          console.log(`  ${report.label.padEnd(26)}${scope.label.padEnd(21)}  skipped: ${skipped}`);
          continue;
        }
        const url = scope.clientId
          ? `${report.path}${report.path.includes('?') ? '&' : '?'}clientId=${scope.clientId}`
          : report.path;
        const times: number[] = [];
        const statementCounts: number[] = [];
        const rowCounts: number[] = [];
        let bytes = 0;
        for (let i = 0; i < WARMUP + REQUESTS; i++) {
          const requestStarted = performance.now();
          const counted = await measure(() => app!.inject({ method: 'GET', url, headers: scope.headers }));
          const elapsed = performance.now() - requestStarted;
          if (counted.result.statusCode !== 200)
            throw new Error(`${url}: ${counted.result.statusCode} ${counted.result.body.slice(0, 300)}`);
          if (i < WARMUP) continue;
          times.push(elapsed);
          statementCounts.push(counted.statements);
          rowCounts.push(counted.rows);
          bytes = counted.result.rawPayload.length;
        }
        // The typical request's statements: now and then one more checks that the login still holds, and a job that
        // happens to run meanwhile adds its own.
        const statements = median(statementCounts);
        const rows = median(rowCounts);
        times.sort((a, b) => a - b);
        const measured = {
          ...base,
          p50: percentile(times, 0.5),
          p99: percentile(times, 0.99),
          statements,
          rows,
          kilobytes: bytes / 1024,
        };
        results.push(measured);
        const misses = [measured.p99 >= goal ? 'p99' : '', statements > GOAL_STATEMENTS ? 'statements' : '']
          .filter(Boolean)
          .join(', ');
        console.log(
          `  ${report.label.padEnd(26)}${scope.label.padEnd(21)}${pad(measured.p50.toFixed(0), 8)}` +
            `${pad(measured.p99.toFixed(0), 8)}${pad((measured.p99 / goal).toFixed(2), 10)}` +
            `${pad(String(statements), 12)}` +
            `${pad(String(rows), 7)}${pad(measured.kilobytes.toFixed(0), 7)}  ${misses ? `✗ ${misses}` : '✓'}`,
        );
      }
    }
    return results;
  } finally {
    await app?.close();
    await database.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function sideBySide(pglite: Measured[], postgres: Measured[]) {
  console.log('\nSide by side (ms; ratio = p99 / goal, ≤ 1 meets it; statements per request PGlite / PostgreSQL)');
  console.log(
    `${'request'.padEnd(26)}${'scope'.padEnd(21)}${pad('PGlite p50/p99', 16)}${pad('ratio', 7)}` +
      `${pad('PostgreSQL p50/p99', 20)}${pad('ratio', 7)}${pad('statements', 12)}`,
  );
  pglite.forEach((embedded, i) => {
    const server = postgres[i]!;
    const start = `${embedded.report.padEnd(26)}${embedded.scope.padEnd(21)}`;
    if (embedded.skipped || server.skipped) {
      console.log(`${start}  skipped: ${embedded.skipped ?? server.skipped}`);
      return;
    }
    const figures = (m: Measured) => `${m.p50.toFixed(0)} / ${m.p99.toFixed(0)}`;
    console.log(
      `${start}${pad(figures(embedded), 16)}${pad((embedded.p99 / GOAL_P99_MS.pglite).toFixed(2), 7)}` +
        `${pad(figures(server), 20)}${pad((server.p99 / GOAL_P99_MS.postgres).toFixed(2), 7)}` +
        `${pad(`${embedded.statements} / ${server.statements}`, 12)}`,
    );
  });
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const pglite = only === 'postgres' ? null : await benchDatabase('pglite');
  const postgres = process.env.TEST_DATABASE_URL && only !== 'pglite' ? await benchDatabase('postgres') : null;
  if (!process.env.TEST_DATABASE_URL) console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
  if (pglite && postgres) sideBySide(pglite, postgres);
  const all = [...(pglite ?? []), ...(postgres ?? [])];
  const missed = [
    ...(pglite ?? []).filter((m) => !m.skipped && m.p99 >= GOAL_P99_MS.pglite),
    ...(postgres ?? []).filter((m) => !m.skipped && m.p99 >= GOAL_P99_MS.postgres),
    ...all.filter((m) => !m.skipped && m.statements > GOAL_STATEMENTS),
  ];
  console.log(missed.length ? '\nSome goals are not met (✗ above).' : '\nEvery goal met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
