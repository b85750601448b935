import type { FileStorage } from '../plugins/storage';
import type { DatabaseHandle } from './database';
import { ensureReferenceData, isEmpty, seedDemo } from './seed';

/**
 * What every instance does before it serves: migrations, the reference data, and the demo data on an empty
 * database. Under the start-up lock, so instances starting together on one server do it one at a time (the second
 * finds the work done). With `storage`, the demo data comes with its pictures (the entrepreneurs' logos).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seedDemoData: boolean; storage?: FileStorage },
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    await ensureReferenceData(database.db);
    if (options.seedDemoData && (await isEmpty(database.db))) {
      await seedDemo(database.db, options.storage);
    }
  });
}
