import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../plugins/storage';
import { createCampusRepository } from './campus.repository';
import { campusRoutes } from './campus.routes';
import { createCampusService, type CampusDeletionGuard } from './campus.service';

interface Deps {
  db: Database;
  storage: FileStorage;
  /** "Used by a process" checks that refuse a deletion; the processes area passes its own when it arrives. */
  deletionGuards?: CampusDeletionGuard[];
  /** Today (YYYY-MM-DD) for lesson availability; tests may fix it. */
  today?: () => string;
}

/** Campus and lesson routes wired to their service and repository (registered after the shared multipart plugin). */
export async function campusModule(app: FastifyInstance, { db, storage, deletionGuards, today }: Deps) {
  const campusService = createCampusService({
    campusRepository: createCampusRepository(db),
    storage,
    log: app.log,
    deletionGuards,
    today,
  });
  await app.register(campusRoutes, { campusService });
}
