import type { FastifyInstance } from 'fastify';
import { createProcessReadAccess } from '../processes/processReadAccess';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../../plugins/storage';
import { createProcessReportsRepository } from './processReports.repository';
import { processReportsRoutes } from './processReports.routes';
import { createProcessReportsService } from './processReports.service';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Signs purpose-bound tokens (see plugins/signedTokens). */
  secret: string;
}

/** A process's downloads: participants, sessions and pairs workbooks, the summary PDF; and its tracking of pairs. */
export async function processReportsModule(app: FastifyInstance, { db }: Deps) {
  const processReportsService = createProcessReportsService({
    repository: createProcessReportsRepository(db),
    mayRead: createProcessReadAccess(db),
  });
  await app.register(processReportsRoutes, { processReportsService });
}
