/** Mentoring guides and their session documents: the guides area's public surface. */
export { createGuidesRepository } from './guides.repository';
export { guidesRoutes } from './guides.routes';
export { createGuidesService, type GuideUsageGuard } from './guides.service';
