/**
 * API cost per request (`npm run bench:api`, about two minutes per database): for the health check, the signed-in
 * user's profile (/api/users/me), two paginated admin lists (mentors, processes in progress) and a process's detail,
 * autocannon with 50 connections against the real API and, right after, against its bare twin (bench/apiServers.ts:
 * a Fastify server calling the same services, so the same queries, with no authentication, access policies,
 * validation, serialiser or logging). It prints requests per second and the 50th and 99th percentile latencies of
 * both, and the ratio app / twin, next to the goals: the app costs at most twice its twin (ratio ≥ 0.50) everywhere,
 * and its 99th percentile stays under 50 ms on PostgreSQL. Runs on the embedded PGlite, then on PostgreSQL when
 * TEST_DATABASE_URL is set. `BENCH_SECONDS` sets each measurement's length (default 5); the load generator shares
 * the machine with the server, so run it on a quiet one.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServers } from './apiServers';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOALS = { ratio: 0.5, p99PostgresMs: 50 };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, accessToken: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function startServers(kind: 'pglite' | 'postgres') {
  const child = fork(path.join(here, 'apiServers.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    // The app's request log goes to stdout, as in production; here nobody reads it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const servers = await new Promise<BenchServers>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServers));
    child.once('exit', (code) => reject(new Error(`the bench servers stopped (exit ${code})`)));
  });
  return {
    servers,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

const pad = (value: string, width: number) => value.padStart(width);
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const { servers, stop } = await startServers(kind);
  const paths: Array<[label: string, path: string]> = [
    ['health', '/api/health'],
    ['users/me', '/api/users/me'],
    ['mentors page 1', '/api/mentors?page=1'],
    ['processes in progress', '/api/process?status=IN_PROGRESS&page=1'],
    ['process detail', `/api/process/${servers.processId}`],
  ];
  console.log(
    `\n${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(
    `${'request'.padEnd(22)}${pad('app req/s', 11)}${pad('twin req/s', 12)}${pad('ratio', 7)}` +
      `${pad('app p50', 9)}${pad('app p99', 9)}${pad('twin p50', 10)}${pad('twin p99', 10)}  goals`,
  );
  let met = true;
  try {
    for (const [label, requestPath] of paths) {
      // A short warm-up of both first (compiled code paths, the database's caches), then the measured runs.
      await measure(servers.appUrl + requestPath, servers.accessToken, 1);
      await measure(servers.twinUrl + requestPath, servers.accessToken, 1);
      const app = await measure(servers.appUrl + requestPath, servers.accessToken, SECONDS);
      const twin = await measure(servers.twinUrl + requestPath, servers.accessToken, SECONDS);
      const ratio = app.requestsPerSecond / twin.requestsPerSecond;
      const misses: string[] = [];
      if (ratio < GOALS.ratio) misses.push(`ratio < ${GOALS.ratio}`);
      if (kind === 'postgres' && app.p99 >= GOALS.p99PostgresMs) misses.push(`p99 ≥ ${GOALS.p99PostgresMs} ms`);
      if (app.errors > 0 || twin.errors > 0) misses.push(`errors: app ${app.errors}, twin ${twin.errors}`);
      if (misses.length) met = false;
      console.log(
        `${label.padEnd(22)}${pad(app.requestsPerSecond.toFixed(0), 11)}${pad(twin.requestsPerSecond.toFixed(0), 12)}` +
          `${pad(ratio.toFixed(2), 7)}${pad(ms(app.p50), 9)}${pad(ms(app.p99), 9)}${pad(ms(twin.p50), 10)}` +
          `${pad(ms(twin.p99), 10)}  ${misses.length ? `✗ ${misses.join('; ')}` : '✓'}`,
      );
    }
  } finally {
    await stop();
  }
  return met;
}

async function main() {
  let met = await benchDatabase('pglite');
  if (process.env.TEST_DATABASE_URL) met = (await benchDatabase('postgres')) && met;
  else console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
  console.log(met ? '\nEvery goal met.' : '\nSome goals are not met (✗ above).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
