/** Questionnaire bundles: the bundles area's public surface. */
export { createBundlesRepository } from './bundles.repository';
export { bundlesRoutes } from './bundles.routes';
export { createBundlesService } from './bundles.service';
