import { loadConfig } from '../../config';
import { createConfiguredStorage } from '../../plugins/storage';
import { openConfiguredDatabase } from '../open';
import { ensureReferenceData, seedDemo } from './index';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const { created } = await seedDemo(database.db, createConfiguredStorage(config));
  console.log(created.length ? `Cuentas demo creadas: ${created.join(', ')}` : 'Las cuentas demo ya existían');
} finally {
  await database.close();
}
