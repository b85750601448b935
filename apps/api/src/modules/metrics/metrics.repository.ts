import type { Database } from '../../db/database';
import { appMetrics } from '../../db/schema';

export function createMetricsRepository(db: Database) {
  return {
    async insert(values: { userId: string | null; eventType: string; identifier: string }) {
      await db.insert(appMetrics).values(values);
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
