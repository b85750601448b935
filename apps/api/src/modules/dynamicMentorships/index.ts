/** Dynamic mentorship guides: the dynamicMentorships area's public surface. */
export { createDynamicMentorshipsRepository } from './dynamicMentorships.repository';
export { dynamicMentorshipsRoutes } from './dynamicMentorships.routes';
export { createDynamicMentorshipsService } from './dynamicMentorships.service';
