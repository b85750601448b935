import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { DatabaseHandle } from '../database';
import { BackupError } from './errors';
import { splitScript } from './sqlScript';

const run = promisify(execFile);

/**
 * pg_dump's options for a script that restores anywhere: no owners or grants (another server's roles), and rows
 * as INSERT statements rather than COPY blocks, which only psql can feed.
 */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'];

/**
 * The whole database as a plain pg_dump script. The embedded database is dumped by pg_dump built for it (no tools
 * needed); a PostgreSQL server by the system's pg_dump, one at least as new as the server.
 */
export async function dumpDatabase(database: DatabaseHandle, outputFile: string): Promise<void> {
  const source = database.dumpSource;
  if (source.kind === 'pglite') {
    const file = await pgDump({ pg: source.client, args: DUMP_OPTIONS });
    // pg_dump leaves its read-only snapshot open and its settings made, as a process that exits would: the
    // embedded instance lives on, so both are undone.
    await source.client.exec('rollback; reset all');
    const script = await file.text();
    // That build of pg_dump drops its `\restrict` lines afterwards by pattern, which would also cut a line of text
    // starting so: a script left unbalanced by it is refused here rather than found out at restore time.
    if (!splitScript(script).whole) {
      throw new BackupError(
        'El volcado de la base de datos integrada ha salido dañado (algún texto guardado contiene una línea que ' +
          'empieza por \\restrict); no se ha creado la copia.',
      );
    }
    await writeFile(outputFile, script);
    return;
  }
  const serverMajor = await serverMajorVersion(database);
  const pgDumpPath = await findPgDump(serverMajor);
  // The password goes through the environment, not the command line that other users can see.
  const url = new URL(source.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  await run(pgDumpPath, [...DUMP_OPTIONS, `--file=${outputFile}`, `--dbname=${url.href}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    encoding: 'utf8',
  }).catch((err: { stderr?: string; message: string }) => {
    throw new BackupError(`pg_dump no pudo hacer la copia: ${(err.stderr || err.message).trim()}`);
  });
}

async function serverMajorVersion(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql('show server_version_num');
  return Math.floor(Number((rows[0] as { server_version_num: string }).server_version_num) / 10000);
}

/** pg_dump on the PATH or in the usual Debian/Ubuntu folders, the oldest one at least as new as the server. */
export async function findPgDump(serverMajor: number): Promise<string> {
  const candidates = ['pg_dump'];
  const debianRoot = '/usr/lib/postgresql';
  for (const version of await readdir(debianRoot).catch(() => [])) {
    candidates.push(path.join(debianRoot, version, 'bin', 'pg_dump'));
  }
  const found: Array<{ path: string; major: number }> = [];
  for (const candidate of candidates) {
    const major = await pgDumpMajorVersion(candidate);
    if (major !== null) found.push({ path: candidate, major });
  }
  const usable = found.filter((tool) => tool.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0].path;
  throw new BackupError(
    found.length
      ? `El servidor es PostgreSQL ${serverMajor} y el pg_dump instalado es más antiguo ` +
          `(${found.map((tool) => tool.major).join(', ')}). Instala las herramientas cliente de PostgreSQL ` +
          `${serverMajor} o posterior (en Debian/Ubuntu, el paquete postgresql-client-${serverMajor}).`
      : 'No se encuentra pg_dump: para copiar una base de datos PostgreSQL hacen falta sus herramientas cliente. ' +
          'Instálalas (en Debian/Ubuntu, el paquete postgresql-client) y vuelve a intentarlo.',
  );
}

async function pgDumpMajorVersion(command: string): Promise<number | null> {
  try {
    const { stdout } = await run(command, ['--version'], { encoding: 'utf8' });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
