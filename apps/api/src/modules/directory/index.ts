import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { createDirectoryRepository } from './directory.repository';
import { directoryRoutes } from './directory.routes';
import { createDirectoryService } from './directory.service';

interface Deps {
  config: Config;
  db: Database;
  authService: AuthService;
  mailer: Mailer;
}

/** The directory's routes wired to their service and repository (registered after the shared multipart plugin). */
export async function directoryModule(app: FastifyInstance, { config, db, authService, mailer }: Deps) {
  const directoryService = createDirectoryService({
    config,
    repository: createDirectoryRepository(db),
    authService,
    mailer,
  });
  await app.register(directoryRoutes, { directoryService });
}
