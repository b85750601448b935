/** The MDI sends of a process (baseline in pre-kickoff, later ones in order): the area's public surface. */
export { createProcessMeasurementsRepository } from './processMeasurements.repository';
export { processMeasurementsRoutes } from './processMeasurements.routes';
export { createProcessMeasurementsService } from './processMeasurements.service';
export {
  MEASUREMENT_AUTO_SEND_CRON,
  MEASUREMENT_AUTO_SEND_JOB,
  measurementAutoSendJob,
} from './processMeasurements.jobs';
