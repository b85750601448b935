/** A pair's tasks (live for the partner) and its session guide's document and PDF: the area's public surface. */
export { createPairTasksGraphqlArea } from './pairTasks.graphql';
export { createPairTasksRepository } from './pairTasks.repository';
export { pairTasksRoutes } from './pairTasks.routes';
export { createPairTasksService, type PairTasksService } from './pairTasks.service';
