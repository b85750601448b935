import type { FileStorage } from '../../../plugins/storage';
import type { Database } from '../../database';
import { seedDemoCampus } from './campus';
import { seedDemoGuides } from './guides';
import { seedDemoMeasurements } from './measurements';
import { seedDemoOpenInvitations } from './openInvitations';
import { seedDemoQuestionnaires } from './questionnaires';

/**
 * The demo content library: questionnaires first (guides, measurements and bundles point at them), then the rest,
 * each through its area's service. Each part only fills tables that are still empty, so running it again changes
 * nothing. The demo ships no files, so `storage` stores nothing today.
 */
export async function seedDemoLibrary(db: Database, storage?: FileStorage): Promise<void> {
  await seedDemoQuestionnaires(db);
  await seedDemoGuides(db, storage);
  await seedDemoMeasurements(db);
  await seedDemoCampus(db, undefined, storage);
  await seedDemoOpenInvitations(db);
}
