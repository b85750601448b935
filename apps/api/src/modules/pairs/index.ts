/** The mentor–mentee pairs of a process (optimal creation, review and edits): the pairs area's public surface. */
export { createPairAnnouncements, type PairAnnouncements } from './pairs.announcements';
export { createPairsRepository } from './pairs.repository';
export { pairsRoutes } from './pairs.routes';
export { createPairsService } from './pairs.service';
export { solveCohort } from './pairs.solver';
