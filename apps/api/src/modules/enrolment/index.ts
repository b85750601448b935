import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { LiveEvents } from '../../plugins/graphql';
import type { FileStorage } from '../../plugins/storage';
import type { EnrolmentTokens } from '../convocatories/enrolmentTokens';
import type { Mailer } from '../mail/mailer';
import { createUsersRepository } from '../users/users.repository';
import { createUsersService } from '../users/users.service';
import { createEnrolmentRepository } from './enrolment.repository';
import { enrolmentRoutes } from './enrolment.routes';
import { createEnrolmentService } from './enrolment.service';

interface Deps {
  db: Database;
  storage: FileStorage;
  config: Config;
  mailer: Mailer;
  live: LiveEvents;
  enrolmentTokens: EnrolmentTokens;
}

/**
 * The public convocatory enrolment and the member's business data, wired to their service and repository
 * (registered after the shared multipart plugin).
 */
export async function enrolmentModule(
  app: FastifyInstance,
  { db, storage, config, mailer, live, enrolmentTokens }: Deps,
) {
  const usersRepository = createUsersRepository(db);
  const enrolmentService = createEnrolmentService({
    config,
    repository: createEnrolmentRepository(db),
    choiceLookups: usersRepository,
    usersService: createUsersService({ usersRepository, storage, log: app.log }),
    storage,
    mailer,
    live,
    enrolmentTokens,
    log: app.log,
  });
  await app.register(enrolmentRoutes, { config, enrolmentService });
}
