import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createProcessReadAccess } from '../processes/processReadAccess';
import { createNetworkingRepository } from './networking.repository';
import { networkingRoutes } from './networking.routes';
import { createNetworkingService } from './networking.service';

/** Networking matches between the mentees of a process and their chat rooms (issue 7). */
export async function networkingModule(app: FastifyInstance, { db }: { db: Database }) {
  const service = createNetworkingService({
    repository: createNetworkingRepository(db),
    mayRead: createProcessReadAccess(db),
  });
  await app.register(networkingRoutes, { service });
}
