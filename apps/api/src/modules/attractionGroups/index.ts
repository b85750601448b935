/** Groups of talent-attraction processes (creation, swaps, tutor and student changes, activity): the area's surface. */
export { createAttractionGroupsRepository } from './attractionGroups.repository';
export { attractionGroupsRoutes } from './attractionGroups.routes';
export { createAttractionGroupsService } from './attractionGroups.service';
export { solveGroups } from './attractionGroups.solver';
