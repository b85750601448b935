/** Reports on the programmes' answers (MDI-Feedback and workshops): the reports area's public surface. */
export { createReportsRepository } from './reports.repository';
export { reportsRoutes } from './reports.routes';
export { createReportsService } from './reports.service';
