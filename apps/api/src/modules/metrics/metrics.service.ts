import type { AppMetricRequest } from '@enlaza/contract';
import type { MetricsRepository } from './metrics.repository';

export function createMetricsService({ metricsRepository }: { metricsRepository: MetricsRepository }) {
  return {
    /** Stores one usage event, with the user when signed in. */
    record: (userId: string | null, event: AppMetricRequest) => metricsRepository.insert({ userId, ...event }),
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
