/** Networking matches between the mentees of a process and their chat rooms: the networking area's surface. */
export { createNetworkingRepository } from './networking.repository';
export { networkingRoutes } from './networking.routes';
export { chooseChatMatches, createNetworkingService } from './networking.service';
export { solveMatches } from './networking.solver';
