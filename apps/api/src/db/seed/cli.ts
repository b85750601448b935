import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../open';
import { seedDemoData } from './demo';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { created } = await seedDemoData(database.db);
  console.log(created.length ? `Cuentas demo creadas: ${created.join(', ')}` : 'Las cuentas demo ya existían');
} finally {
  await database.close();
}
