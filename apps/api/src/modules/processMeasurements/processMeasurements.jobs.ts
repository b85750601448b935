import type { JobDefinition } from '../../plugins/jobs';
import type { ProcessMeasurementsService } from './processMeasurements.service';

export const MEASUREMENT_AUTO_SEND_JOB = 'measurement-auto-send';
/** Every 10 minutes (UTC): a measurement due today goes out within minutes of the day starting. */
export const MEASUREMENT_AUTO_SEND_CRON = '*/10 * * * *';

/**
 * The scheduled job behind 'Envío automático': one run per tick across every instance (the queue hands each tick's
 * job to one worker), and each measurement is sent once (the send record is unique per process and sub-type).
 */
export function measurementAutoSendJob(service: ProcessMeasurementsService): JobDefinition<object> {
  return {
    name: MEASUREMENT_AUTO_SEND_JOB,
    // A failed run is not retried: the next tick, ten minutes later, looks again.
    policy: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 15 * 60 },
    concurrency: 1,
    pollingIntervalSeconds: 30,
    async handle() {
      await service.sendDue();
    },
  };
}
