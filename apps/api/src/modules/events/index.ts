/** Events of processes and their attendance: the events area's public surface. */
export { createEventsRepository } from './events.repository';
export { eventsRoutes } from './events.routes';
export { createEventsService } from './events.service';
