import type { FastifyInstance } from 'fastify';
import { createProcessReadAccess } from '../processes/processReadAccess';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../../plugins/storage';
import { createProcessMeasurementsRepository } from './processMeasurements.repository';
import { processMeasurementsRoutes } from './processMeasurements.routes';
import { createProcessMeasurementsService } from './processMeasurements.service';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Signs purpose-bound tokens (see plugins/signedTokens). */
  secret: string;
}

/** The MDI sends of a process (baseline in pre-kickoff, later ones in order). */
export async function processMeasurementsModule(app: FastifyInstance, { db, config, mailer }: Deps) {
  const processMeasurementsService = createProcessMeasurementsService({
    repository: createProcessMeasurementsRepository(db),
    mayRead: createProcessReadAccess(db),
    mailer,
    config,
    log: app.log,
  });
  await app.register(processMeasurementsRoutes, { processMeasurementsService });
}
