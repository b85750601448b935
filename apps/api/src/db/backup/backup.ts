import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../plugins/storage';
import type { DatabaseHandle } from '../database';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  packArchive,
  type BackupManifest,
} from './archive';
import { dumpDatabase } from './dump';

/**
 * Writes a backup of the database and every stored file to `archiveFile` (.tar.gz): `database.sql`, a plain
 * pg_dump script; `files/<key>`, the stored files; `manifest.json`, what the archive holds.
 */
export async function createBackup(
  database: DatabaseHandle,
  storage: FileStorage,
  archiveFile: string,
): Promise<BackupManifest> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'enlaza-copia-'));
  try {
    await dumpDatabase(database, path.join(folder, DATABASE_FILE));
    const keys = await storage.list();
    const filesFolder = path.join(folder, FILES_FOLDER);
    await mkdir(filesFolder, { recursive: true });
    let files = 0;
    for (const key of keys) {
      const file = await storage.get(key);
      // Deleted since it was listed.
      if (!file) continue;
      const target = path.join(filesFolder, ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(file.stream, createWriteStream(target));
      files++;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migrations: await appliedMigrations(database),
      files,
    };
    await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(folder, archiveFile);
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

/** Migrations recorded in the database (none before the first start). */
export async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const { rows: found } = await database.executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(found[0] as { present: boolean }).present) return 0;
  const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number((rows[0] as { n: number | string }).n);
}
