/** The challenge library of talent-attraction processes: the area's door. */
export { createChallengesRepository } from './challenges.repository';
export { challengesRoutes } from './challenges.routes';
export { createChallengesService, type ChallengesService } from './challenges.service';
