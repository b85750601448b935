import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { InvalidBackupError } from './errors';

/** The names inside a backup archive. */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.sql';
export const FILES_FOLDER = 'files';

export const BACKUP_FORMAT = 'enlaza-backup';
export const BACKUP_FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** Which kind of database was copied; a backup restores into either. */
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the copied database. */
  migrations: z.number().int().nonnegative(),
  /** Stored files in `files/`. */
  files: z.number().int().nonnegative(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Packs a folder holding the manifest, the dump and `files/` into one gzip-compressed tar archive. */
export async function packArchive(folder: string, archiveFile: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(archiveFile)), { recursive: true });
  await tar.create({ gzip: true, file: archiveFile, cwd: folder, portable: true }, [
    MANIFEST_FILE,
    DATABASE_FILE,
    FILES_FOLDER,
  ]);
}

/**
 * Unpacks a backup archive into `folder` and checks it is whole: its manifest, a complete pg_dump script and as
 * many files as the manifest counts. Anything else is an InvalidBackupError.
 */
export async function unpackArchive(archiveFile: string, folder: string): Promise<BackupManifest> {
  const invalid = (reason: string) =>
    new InvalidBackupError(`${archiveFile} no es una copia de seguridad de Enlaza válida: ${reason}.`);
  const info = await stat(archiveFile).catch(() => null);
  if (!info?.isFile()) throw new InvalidBackupError(`No existe el archivo ${archiveFile}.`);
  try {
    // Only plain files and folders; tar itself refuses absolute paths and '..'.
    await tar.extract({
      file: archiveFile,
      cwd: folder,
      strict: true,
      filter: (_entryPath, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw invalid(`no se puede leer como archivo .tar.gz (${(err as Error).message})`);
  }
  const manifestText = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  if (manifestText === null) throw invalid(`le falta ${MANIFEST_FILE}`);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw invalid(`su ${MANIFEST_FILE} no es el de una copia de este formato`);
  }
  const script = await readFile(path.join(folder, DATABASE_FILE), 'utf8').catch(() => null);
  if (script === null) throw invalid(`le falta ${DATABASE_FILE}`);
  // pg_dump ends every script with this line: without it the dump was cut short.
  if (!script.includes('-- PostgreSQL database dump') || !script.includes('-- PostgreSQL database dump complete')) {
    throw invalid(`${DATABASE_FILE} no es un volcado completo de pg_dump`);
  }
  return manifest;
}
