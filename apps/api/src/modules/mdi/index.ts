/** MDI measurement instruments: the mdi area's public surface. */
export { createMdiRepository } from './mdi.repository';
export { mdiRoutes } from './mdi.routes';
export { createMdiService, type MdiDeletionGuard } from './mdi.service';
