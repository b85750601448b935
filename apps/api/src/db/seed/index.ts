import type { FileStorage } from '../../plugins/storage';
import type { Database } from '../database';
import { seedDemoAttraction } from './attraction';
import { seedDemoAttractionInProgress } from './attractionInProgress';
import { seedDemoBlog } from './blog';
import { seedDemoCertificates } from './certificates';
import { seedDemoConvocatories } from './convocatories';
import { seedDemoData } from './demo';
import { seedDemoEntrepreneurs } from './entrepreneurs';
import { seedDemoLibrary } from './library';
import { seedDemoProcesses } from './processes';
import { seedDemoProgrammeHistory } from './programmeHistory';

export { isEmpty } from './demo';
export { ensureReferenceData } from './referenceData';

/**
 * The whole demo, in the order its parts rely on each other (accounts, then the library and convocatorias the
 * processes use, then the answers and history of those processes): the start-up runs it on an empty database and
 * `npm run seed` on demand. What people make goes through the areas' services, so it is held to the same rules:
 * the admin's clients, accounts, library, challenges, convocatorias and blog, the imported people's own profiles and
 * businesses, the applicants' enrolments, the processes with their people, pairs, groups and transitions, the
 * sessions as their members schedule, hold and evaluate them, measurements and their answers, chats, tasks and the
 * blog's likes and comments; only times are then set as history (see the README's "Demo data"). With `storage`, the
 * entrepreneurs' logos are stored too. Answers the demo accounts this
 * run created.
 */
export async function seedDemo(db: Database, storage?: FileStorage): Promise<{ created: string[] }> {
  const { created } = await seedDemoData(db);
  await seedDemoEntrepreneurs(db, storage);
  await seedDemoLibrary(db, storage);
  await seedDemoConvocatories(db, undefined, storage);
  await seedDemoProcesses(db);
  await seedDemoAttraction(db);
  await seedDemoAttractionInProgress(db);
  await seedDemoProgrammeHistory(db);
  await seedDemoBlog(db, undefined, storage);
  await seedDemoCertificates(db);
  return { created };
}
