/** Liveness and readiness: the health area's public surface. */
export { healthRoutes } from './health.routes';
