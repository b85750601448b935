import type { FileStorage } from '../plugins/storage';
import type { DatabaseHandle } from './database';
import { seedDemoAttraction } from './seed/attraction';
import { seedDemoBlog } from './seed/blog';
import { seedDemoCertificates } from './seed/certificates';
import { seedDemoConvocatories } from './seed/convocatories';
import { isEmpty, seedDemoData } from './seed/demo';
import { seedDemoEntrepreneurs } from './seed/entrepreneurs';
import { seedDemoLibrary } from './seed/library';
import { seedDemoMeasurementResponses } from './seed/measurementResponses';
import { seedDemoProgrammeHistory } from './seed/programmeHistory';
import { seedDemoAttractionInProgress } from './seed/attractionInProgress';
import { seedDemoProcesses } from './seed/processes';
import { ensureReferenceData } from './seed/referenceData';

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
      await seedDemoData(database.db);
      await seedDemoEntrepreneurs(database.db, options.storage);
      await seedDemoLibrary(database.db);
      await seedDemoConvocatories(database.db);
      await seedDemoProcesses(database.db);
      await seedDemoAttraction(database.db);
      await seedDemoAttractionInProgress(database.db);
      await seedDemoMeasurementResponses(database.db);
      await seedDemoProgrammeHistory(database.db);
      await seedDemoBlog(database.db);
      await seedDemoCertificates(database.db);
    }
  });
}
