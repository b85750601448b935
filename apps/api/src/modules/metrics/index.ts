/** Platform metrics: the metrics area's public surface. */
export { createMetricsRepository } from './metrics.repository';
export { metricsRoutes } from './metrics.routes';
export { createMetricsService } from './metrics.service';
