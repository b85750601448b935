/** Operations (mail outbox, failed background jobs): the operations area's public surface. */
export { createOperationsRepository } from './operations.repository';
export { mailPreviewRoutes, operationsRoutes } from './operations.routes';
export { createOperationsService, type OperationsService } from './operations.service';
