/**
 * A throw-away PostgreSQL server for benchmarks when TEST_DATABASE_URL is not given: initdb in a temporary folder,
 * started with pg_ctl on a free loopback port, stopped and removed by stop(). PostgreSQL refuses to run as root, so
 * as root it runs as the `postgres` user (as .ci/run does).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/test/redisServer';
import { cpuSecondsOfTree } from './processCpu';

export interface PostgresServer {
  /** postgres://enlaza@127.0.0.1:<port>/postgres */
  url: string;
  /** CPU seconds the server (postmaster and backends) has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl: on PATH, or Debian's newest /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return path.dirname(onPath.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(debian, versions.at(-1)!, 'bin') : null;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql): set TEST_DATABASE_URL instead');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-pg-'));
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root needs a postgres user');
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
  };
  const data = path.join(dir, 'data');
  const stop = async () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped: only the folder is left to remove.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'enlaza']);
    const port = await freePort();
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
    // postmaster.pid starts with the postmaster's process id.
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://enlaza@127.0.0.1:${port}/postgres`, cpuSeconds: () => cpuSecondsOfTree(pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
