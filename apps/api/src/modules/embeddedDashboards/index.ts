/** Dashboards embedded from Metabase: the embeddedDashboards area's public surface. */
export { embeddedDashboardsRoutes } from './embeddedDashboards.routes';
export { createEmbeddedDashboardsService } from './embeddedDashboards.service';
