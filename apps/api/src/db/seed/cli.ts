import { loadConfig } from '../../config';
import { createConfiguredStorage } from '../../plugins/storage';
import { openConfiguredDatabase } from '../open';
import { seedDemoAttraction } from './attraction';
import { seedDemoBlog } from './blog';
import { seedDemoCertificates } from './certificates';
import { seedDemoConvocatories } from './convocatories';
import { seedDemoAttractionInProgress } from './attractionInProgress';
import { seedDemoProcesses } from './processes';
import { seedDemoData } from './demo';
import { seedDemoEntrepreneurs } from './entrepreneurs';
import { seedDemoLibrary } from './library';
import { seedDemoMeasurementResponses } from './measurementResponses';
import { seedDemoProgrammeHistory } from './programmeHistory';
import { ensureReferenceData } from './referenceData';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const { created } = await seedDemoData(database.db);
  await seedDemoEntrepreneurs(database.db, createConfiguredStorage(config));
  await seedDemoLibrary(database.db);
  await seedDemoConvocatories(database.db);
  await seedDemoProcesses(database.db);
  await seedDemoAttraction(database.db);
  await seedDemoAttractionInProgress(database.db);
  await seedDemoMeasurementResponses(database.db);
  await seedDemoProgrammeHistory(database.db);
  await seedDemoBlog(database.db);
  await seedDemoCertificates(database.db);
  console.log(created.length ? `Cuentas demo creadas: ${created.join(', ')}` : 'Las cuentas demo ya existían');
} finally {
  await database.close();
}
