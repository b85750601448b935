/** Campuses and their lessons: the campus area's public surface. */
export { createCampusRepository } from './campus.repository';
export { campusRoutes } from './campus.routes';
export { createCampusService, type CampusDeletionGuard } from './campus.service';
