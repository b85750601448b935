// `npm run backup [ARCHIVO]` and `npm run restore ARCHIVO`: a copy of the configured database and stored files,
// and its restoration.
import path from 'node:path';
import { loadConfig } from '../../config';
import { createConfiguredStorage } from '../../plugins/storage';
import { DataDirInUseError } from '../database';
import { openConfiguredDatabase } from '../open';
import { BackupError, createBackup, restoreBackup } from './index';

const [command, file] = process.argv.slice(2);

function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (command !== 'backup' && command !== 'restore') throw new BackupError('Uso: cli.ts backup|restore [ARCHIVO]');
  if (command === 'restore' && !file) {
    throw new BackupError('Indica la copia que quieres restaurar: npm run restore -- ARCHIVO.tar.gz');
  }
  const database = await openConfiguredDatabase(config).catch((err: unknown) => {
    if (err instanceof DataDirInUseError) {
      throw new BackupError(
        `Enlaza está en marcha con la base de datos integrada de ${path.resolve(config.dataDir)}: ` +
          `detén la aplicación antes de ${command === 'backup' ? 'hacer la copia' : 'restaurar'} y vuelve a intentarlo.`,
      );
    }
    throw err;
  });
  const storage = createConfiguredStorage(config);
  const where = database.kind === 'pglite' ? `integrada (${path.resolve(config.dataDir)})` : 'PostgreSQL';
  try {
    if (command === 'backup') {
      const archive = path.resolve(
        file ?? path.join(config.dataDir, 'backups', `enlaza-${timestamp(new Date())}.tar.gz`),
      );
      const manifest = await createBackup(database, storage, archive);
      console.log(
        `Copia de seguridad creada en ${archive}: base de datos ${where} con ${manifest.migrations} migraciones ` +
          `y ${manifest.files} archivos (${storage.location}).`,
      );
    } else {
      const summary = await restoreBackup(database, storage, path.resolve(file!));
      console.log(
        `Copia del ${summary.manifest.createdAt} restaurada en la base de datos ${where}: ` +
          `${summary.statements} sentencias ejecutadas, ${summary.tables} tablas con ${summary.rows} filas; ` +
          `${summary.filesWritten} archivos escritos y ${summary.filesRemoved} eliminados (${storage.location}). ` +
          'Si la copia es de una versión anterior, las migraciones pendientes se aplicarán al arrancar Enlaza.',
      );
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
