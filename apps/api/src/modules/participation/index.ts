/** The participant's side (their processes, pairs, sessions, pending tasks): the participation area's surface. */
export { createParticipationRepository } from './participation.repository';
export { participationRoutes } from './participation.routes';
export { createParticipationService } from './participation.service';
