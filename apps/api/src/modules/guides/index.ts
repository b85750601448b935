import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../plugins/storage';
import { createGuidesRepository } from './guides.repository';
import { guidesRoutes } from './guides.routes';
import { createGuidesService, type GuideDocumentAccessRule, type GuideUsageGuard } from './guides.service';

interface Deps {
  db: Database;
  storage: FileStorage;
  /** "Used by a process" checks that lock a guide; the processes area passes its own when it arrives. */
  usageGuards?: GuideUsageGuard[];
  /** Who besides admins may download a session document; the processes area adds its participants. */
  documentAccessRules?: GuideDocumentAccessRule[];
}

/** The mentoring guides' routes wired to their service and repository (registered after the shared multipart plugin). */
export async function guidesModule(app: FastifyInstance, { db, storage, usageGuards, documentAccessRules }: Deps) {
  const guidesService = createGuidesService({
    guidesRepository: createGuidesRepository(db),
    storage,
    log: app.log,
    usageGuards,
    documentAccessRules,
  });
  await app.register(guidesRoutes, { guidesService });
}
