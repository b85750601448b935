import type { FastifyInstance } from 'fastify';
import { createProcessReadAccess } from '../processes/processReadAccess';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { createUsersRepository } from '../users/users.repository';
import { createInvitationTokens } from './invitationTokens';
import { createProcessParticipantsRepository } from './processParticipants.repository';
import { processParticipantsRoutes } from './processParticipants.routes';
import { createProcessParticipantsService } from './processParticipants.service';

export { createInvitationTokens } from './invitationTokens';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  secret: string;
}

/** Participants of a process, their invitations and the participant's answer (issue 6). */
export async function processParticipantsModule(app: FastifyInstance, { db, config, mailer, secret }: Deps) {
  const service = createProcessParticipantsService({
    repository: createProcessParticipantsRepository(db),
    mayRead: createProcessReadAccess(db),
    usersRepository: createUsersRepository(db),
    invitationTokens: createInvitationTokens(secret),
    mailer,
    config,
    log: app.log,
  });
  await app.register(processParticipantsRoutes, { service });
}
