import { eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createServerDatabase } from '../../../test/serverDatabase';
import { createLocalFileStorage, newFileKey, type FileStorage } from '../../plugins/storage';
import { migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from '../database';
import { users } from '../schema';
import { ensureReferenceData } from '../seed/referenceData';
import { appliedMigrations, createBackup, InvalidBackupError, restoreBackup } from './index';

const serverUrl = process.env.TEST_DATABASE_URL;
const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'enlaza-backup-test-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const journalEntries = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Rows per table of the app's schemas. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const { rows: tables } = await database.executeSql(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables as Array<{ name: string }>) {
    const { rows } = await database.executeSql(`select count(*)::int as n from ${name}`);
    counts[name] = Number((rows[0] as { n: number }).n);
  }
  return counts;
}

async function bytesOf(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  return file ? (await buffer(file.stream)).toString() : null;
}

interface Before {
  archive: string;
  counts: Record<string, number>;
  userId: string;
  keptKey: string;
  deletedKey: string;
}

/** Real rows (awkward text included) and two stored files, then a backup of them. */
async function fillAndBackUp(database: DatabaseHandle, storage: FileStorage): Promise<Before> {
  await database.migrate();
  await ensureReferenceData(database.db);
  const user = await createUser(database.db, {
    name: "Ana 'la de Bilbao'\nSET search_path = nada;\n\\d users \\restrict x",
    lastName: 'Núñez; $$ -- no es un comentario',
    emprendeInfo: { nota: 'barra \\ invertida', lista: [1, 2] },
  });
  await createUser(database.db, { roles: ['ADMIN'] });
  const keptKey = newFileKey('avatars', '.jpg');
  const deletedKey = newFileKey('guides/2026', '.pdf');
  await storage.put(keptKey, Buffer.from('avatar original'));
  await storage.put(deletedKey, Buffer.from('guía original'));
  const counts = await rowCounts(database);
  const archive = path.join(tempFolder(), 'copia.tar.gz');
  const manifest = await createBackup(database, storage, archive);
  expect(manifest).toMatchObject({ format: 'enlaza-backup', database: database.kind, migrations: journalEntries });
  expect(manifest.files).toBe(2);
  return { archive, counts, userId: user.id, keptKey, deletedKey };
}

/** Changes after the backup: a row updated, one added, a file deleted, one added. */
async function changeEverything(database: DatabaseHandle, storage: FileStorage, before: Before): Promise<string> {
  await database.db.update(users).set({ name: 'Cambiada' }).where(eq(users.id, before.userId));
  await createUser(database.db, { email: 'despues@example.com' });
  await storage.delete(before.deletedKey);
  const addedKey = newFileKey('logos', '.png');
  await storage.put(addedKey, Buffer.from('añadido después'));
  return addedKey;
}

/** The state at backup time, exactly: the changes gone, everything before them there. */
async function expectStateOfBackup(
  database: DatabaseHandle,
  storage: FileStorage,
  before: Before,
  addedKey: string | null,
): Promise<void> {
  expect(await rowCounts(database)).toEqual(before.counts);
  const [user] = await database.db.select().from(users).where(eq(users.id, before.userId));
  expect(user?.name).toBe("Ana 'la de Bilbao'\nSET search_path = nada;\n\\d users \\restrict x");
  expect(user?.lastName).toBe('Núñez; $$ -- no es un comentario');
  expect(user?.emprendeInfo).toEqual({ nota: 'barra \\ invertida', lista: [1, 2] });
  expect(await database.db.select().from(users).where(eq(users.email, 'despues@example.com'))).toEqual([]);
  expect(await bytesOf(storage, before.keptKey)).toBe('avatar original');
  expect(await bytesOf(storage, before.deletedKey)).toBe('guía original');
  if (addedKey) expect(await storage.get(addedKey)).toBeNull();
  expect((await storage.list()).sort()).toEqual([before.keptKey, before.deletedKey].sort());
  // The migrations table came back whole, and migrating the restored database changes nothing.
  expect(await appliedMigrations(database)).toBe(journalEntries);
  await database.migrate();
  expect(await rowCounts(database)).toEqual(before.counts);
}

describe('backups of the embedded database', () => {
  it('restore the database and files as they were: later changes gone, everything before them there', async () => {
    const dataDir = tempFolder();
    const storage = createLocalFileStorage(path.join(dataDir, 'files'));
    let database = await openPglite(dataDir);
    let before: Before;
    try {
      before = await fillAndBackUp(database, storage);
      const addedKey = await changeEverything(database, storage, before);
      const summary = await restoreBackup(database, storage, before.archive);
      expect(summary).toMatchObject({ filesWritten: 2, filesRemoved: 1 });
      expect(summary.rows).toBeGreaterThanOrEqual(Object.values(before.counts).reduce((a, b) => a + b));
      await database.close();
      // Kept on disk: the app opens the restored data folder as it is.
      database = await openPglite(dataDir);
      await expectStateOfBackup(database, storage, before, addedKey);
    } finally {
      await database.close();
    }

    if (!serverUrl) return;
    // The same backup restores into PostgreSQL (a newer server's dump into an older one too).
    const created = await createServerDatabase(serverUrl, 'enlaza_backup');
    const server = openPostgres(created.url, 2);
    try {
      const serverStorage = createLocalFileStorage(path.join(tempFolder(), 'files'));
      await restoreBackup(server, serverStorage, before.archive);
      await expectStateOfBackup(server, serverStorage, before, null);
    } finally {
      await server.close();
      await created.drop();
    }
  }, 120_000);

  it('refuses a file that is not a whole backup, and changes nothing', async () => {
    const database = await openPglite();
    const storage = createLocalFileStorage(path.join(tempFolder(), 'files'));
    try {
      await database.executeSql(`create table marca (x text); insert into marca values ('antes')`);
      await storage.put('avatars/antes.jpg', Buffer.from('antes'));
      const archive = path.join(tempFolder(), 'buena.tar.gz');
      await createBackup(database, storage, archive);
      await database.executeSql(`update marca set x = 'ahora'`);
      await storage.put('avatars/ahora.jpg', Buffer.from('ahora'));

      const folder = tempFolder();
      const whole = await readFile(archive);
      const candidates = {
        'no-existe.tar.gz': null,
        'texto.tar.gz': Buffer.from('esto no es una copia'),
        'cortada.tar.gz': whole.subarray(0, Math.floor(whole.length / 2)),
        'otro.tar.gz': gzipSync(Buffer.alloc(1024)),
        // The dump cut short inside an otherwise good archive.
        'volcado-cortado.tar.gz': gzipSync(
          Buffer.from(
            gunzipSync(whole).toString('latin1').replace('-- PostgreSQL database dump complete', ''),
            'latin1',
          ),
        ),
      };
      for (const [name, bytes] of Object.entries(candidates)) {
        const file = path.join(folder, name);
        if (bytes) writeFileSync(file, bytes);
        await expect(restoreBackup(database, storage, file), name).rejects.toBeInstanceOf(InvalidBackupError);
      }
      expect((await database.executeSql('select x from marca')).rows).toEqual([{ x: 'ahora' }]);
      expect((await storage.list()).sort()).toEqual(['avatars/ahora.jpg', 'avatars/antes.jpg']);

      // The good one still restores.
      await restoreBackup(database, storage, archive);
      expect((await database.executeSql('select x from marca')).rows).toEqual([{ x: 'antes' }]);
      expect(await storage.list()).toEqual(['avatars/antes.jpg']);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!serverUrl)('backups of a PostgreSQL database', () => {
  it('restore the database and files as they were: later changes gone, everything before them there', async () => {
    const created = await createServerDatabase(serverUrl!, 'enlaza_backup');
    const database = openPostgres(created.url, 2);
    const storage = createLocalFileStorage(path.join(tempFolder(), 'files'));
    try {
      const before = await fillAndBackUp(database, storage);
      const addedKey = await changeEverything(database, storage, before);
      await restoreBackup(database, storage, before.archive);
      await expectStateOfBackup(database, storage, before, addedKey);
    } finally {
      await database.close();
      await created.drop();
    }
  }, 120_000);
});
