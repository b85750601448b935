/** A process's downloads and its tracking of pairs: the processReports area's public surface. */
export { createProcessReportsRepository } from './processReports.repository';
export { processReportsRoutes } from './processReports.routes';
export { createProcessReportsService } from './processReports.service';
