import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JOBS_SCHEMA } from '../../plugins/jobs';
import { isValidFileKey, type FileStorage } from '../../plugins/storage';
import { migrationsFolder, type DatabaseHandle } from '../database';
import { DATABASE_FILE, FILES_FOLDER, unpackArchive, type BackupManifest } from './archive';
import { BackupError, InvalidBackupError } from './errors';
import { splitScript, type ScriptItem } from './sqlScript';

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Statements of the dump that were run. */
  statements: number;
  tables: number;
  rows: number;
  /** Files written from the backup, and files removed because the backup did not have them. */
  filesWritten: number;
  filesRemoved: number;
}

/** The schemas a restore empties besides those the dump creates: the app's tables, its migrations, its job queue. */
const APP_SCHEMAS = ['public', 'drizzle', JOBS_SCHEMA];

/**
 * Replaces the database's content and the stored files with those of a backup. The archive is checked whole
 * before anything changes; the dump then runs as one transaction, so a failure leaves the database as it was.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  storage: FileStorage,
  archiveFile: string,
): Promise<RestoreSummary> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'enlaza-restauracion-'));
  try {
    const manifest = await unpackArchive(archiveFile, folder);
    const filesFolder = path.join(folder, FILES_FOLDER);
    const keys = await filesIn(filesFolder);
    const badKey = keys.find((key) => !isValidFileKey(key));
    if (badKey !== undefined || keys.length !== manifest.files) {
      throw new InvalidBackupError(
        `${archiveFile} no es una copia de seguridad de Enlaza válida: ` +
          (badKey !== undefined
            ? `contiene un archivo con un nombre no admitido (${badKey}).`
            : `el manifiesto anuncia ${manifest.files} archivos y contiene ${keys.length}.`),
      );
    }
    const known = await knownMigrations();
    if (manifest.migrations > known) {
      throw new BackupError(
        `La copia es de una versión más reciente de Enlaza (${manifest.migrations} migraciones; esta versión ` +
          `conoce ${known}). Actualiza Enlaza antes de restaurarla.`,
      );
    }
    const dump = await readFile(path.join(folder, DATABASE_FILE), 'utf8');
    const settings = await settingNames(database);
    const { items, whole } = splitScript(dump);
    if (!whole) {
      throw new InvalidBackupError(
        `${archiveFile} no es una copia de seguridad de Enlaza válida: ${DATABASE_FILE} está dañado.`,
      );
    }
    const script = restoreScript(items, settings);

    try {
      // One simple query: PostgreSQL and PGlite run its statements as a single transaction.
      await database.executeSql(script.sql);
    } catch (err) {
      throw new BackupError(
        `La base de datos no admitió la copia y se ha quedado como estaba: ${(err as Error).message}`,
      );
    }

    const wanted = new Set(keys);
    let filesRemoved = 0;
    for (const key of await storage.list()) {
      if (wanted.has(key)) continue;
      await storage.delete(key);
      filesRemoved++;
    }
    for (const key of keys) {
      await storage.put(key, await readFile(path.join(filesFolder, ...key.split('/'))));
    }
    const { tables, rows } = await countRows(database);
    return { manifest, statements: script.statements, tables, rows, filesWritten: keys.length, filesRemoved };
  } finally {
    // Retried: an archive refused half-way may still be finishing a write into it.
    await rm(folder, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

/**
 * The dump made runnable through a driver: the app's schemas emptied first; psql's `\restrict` lines left out;
 * its settings made local to the transaction, and those this server does not know (a newer server's) left out;
 * the extensions' comments left out (only their owner may set them, and they say nothing of the data).
 */
export function restoreScript(items: ScriptItem[], settings: Set<string>): { sql: string; statements: number } {
  const statements: string[] = [];
  const dumpedSchemas: string[] = [];
  for (const item of items) {
    if (item.meta) {
      if (/^\\(?:un)?restrict\b/.test(item.text)) continue;
      throw new InvalidBackupError(`El volcado contiene una orden de psql no admitida: ${item.text}`);
    }
    const text = item.text;
    const set = /^SET\s+(?:SESSION\s+)?([A-Za-z_][\w.]*)\s*(?:=|\sTO\s)/i.exec(text);
    if (set) {
      if (settings.has(set[1]!.toLowerCase())) statements.push(text.replace(/^SET\s+(?:SESSION\s+)?/i, 'SET LOCAL '));
      continue;
    }
    const setConfig = /^SELECT\s+pg_catalog\.set_config\(([\s\S]*),\s*false\);$/i.exec(text);
    if (setConfig) {
      statements.push(`SELECT pg_catalog.set_config(${setConfig[1]}, true);`);
      continue;
    }
    if (/^COMMENT\s+ON\s+EXTENSION\s/i.test(text)) continue;
    const schema = /^CREATE\s+SCHEMA\s+([^\s;]+)\s*;$/i.exec(text);
    if (schema) dumpedSchemas.push(schema[1]!);
    statements.push(text);
  }
  const emptied = [...new Set([...APP_SCHEMAS, ...dumpedSchemas])];
  const preamble = [
    ...emptied.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`),
    ...(dumpedSchemas.includes('public') ? [] : ['CREATE SCHEMA public;']),
  ];
  return { sql: [...preamble, ...statements].join('\n'), statements: statements.length };
}

/** Keys of the files under `folder`, slash-separated. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function settingNames(database: DatabaseHandle): Promise<Set<string>> {
  const { rows } = await database.executeSql('select name from pg_settings');
  return new Set((rows as Array<{ name: string }>).map((row) => row.name.toLowerCase()));
}

/** Tables (partitions counted, their parents not) and their rows, outside the system's schemas. */
export async function countRows(database: DatabaseHandle): Promise<{ tables: number; rows: number }> {
  const { rows: tables } = await database.executeSql(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  let rows = 0;
  for (const { name } of tables as Array<{ name: string }>) {
    const { rows: counted } = await database.executeSql(`select count(*)::int as n from ${name}`);
    rows += Number((counted[0] as { n: number | string }).n);
  }
  return { tables: tables.length, rows };
}
