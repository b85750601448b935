import type { Database } from '../../database';
import { seedDemoCampus } from './campus';
import { seedDemoGuides } from './guides';
import { seedDemoMeasurements } from './measurements';
import { seedDemoOpenInvitations } from './openInvitations';
import { seedDemoQuestionnaires } from './questionnaires';

/**
 * The demo content library: questionnaires first (guides, measurements and bundles point at them), then the rest.
 * Each part only fills tables that are still empty, so running it again changes nothing.
 */
export async function seedDemoLibrary(db: Database): Promise<void> {
  await seedDemoQuestionnaires(db);
  await seedDemoGuides(db);
  await seedDemoMeasurements(db);
  await seedDemoCampus(db);
  await seedDemoOpenInvitations(db);
}
