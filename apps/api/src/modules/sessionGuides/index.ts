/** Session guides a pair answers together, live (spec 002 §2.6, §4.4): the area's door. */
export { createSessionGuidesGraphqlArea } from './sessionGuides.graphql';
export { createSessionGuidesRepository } from './sessionGuides.repository';
export { sessionGuidesRoutes } from './sessionGuides.routes';
export { createSessionGuidesService, type SessionGuidesService } from './sessionGuides.service';
