/** Client companies: the clients area's public surface. */
export { createClientsRepository } from './clients.repository';
export { clientsRoutes } from './clients.routes';
export { createClientsService, type ClientDeletionGuard } from './clients.service';
