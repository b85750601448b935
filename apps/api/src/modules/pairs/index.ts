import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { createProcessReadAccess } from '../processes/processReadAccess';
import { createPairsRepository } from './pairs.repository';
import { pairsRoutes } from './pairs.routes';
import { createPairsService } from './pairs.service';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

/** The mentor–mentee pairs of a process: optimal creation, review and edits (issue 7). */
export async function pairsModule(app: FastifyInstance, { db }: Deps) {
  const service = createPairsService({ repository: createPairsRepository(db), mayRead: createProcessReadAccess(db) });
  await app.register(pairsRoutes, { service });
}
