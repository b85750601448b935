/** Processes (programmes) of client companies: the processes area's public surface. */
export { createProcessesRepository } from './processes.repository';
export { processesRoutes } from './processes.routes';
export { createProcessesService } from './processes.service';
export { sessionsPerPair, sessionsPerPairOfProcess } from './sessionsPerPair';
export { processUsageGuards } from './usageGuards';
