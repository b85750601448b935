/** Who answered each impact measurement (the MDI panel, a measurement's participants, its answers and Excel). */
export { createMdiResponsesRepository } from './mdiResponses.repository';
export { mdiResponsesRoutes } from './mdiResponses.routes';
export { createMdiResponsesService } from './mdiResponses.service';
