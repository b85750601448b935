import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../../plugins/storage';
import { createAccessTokenSigner } from '../auth/accessTokens';
import { createAuthRepository } from '../auth/auth.repository';
import { createAuthService } from '../auth/auth.service';
import { createInvitationTokens } from '../processParticipants/invitationTokens';
import { createUsersRepository } from '../users/users.repository';
import { createParticipationRepository } from './participation.repository';
import { participationRoutes } from './participation.routes';
import { createParticipationService } from './participation.service';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Signs purpose-bound tokens (see plugins/signedTokens). */
  secret: string;
}

/** The participant's side: their processes, pairs, sessions and pending tasks. */
export async function participationModule(app: FastifyInstance, { db, config, mailer, secret }: Deps) {
  // The same auth service as the login (same secret, same sessions table): an invitee's session is a real one.
  const authService = createAuthService({
    config,
    authRepository: createAuthRepository(db),
    usersRepository: createUsersRepository(db),
    signer: createAccessTokenSigner(secret, config.accessTokenTtlSeconds),
    mailer,
  });
  const service = createParticipationService({
    repository: createParticipationRepository(db),
    authService,
    invitationTokens: createInvitationTokens(secret),
    mailer,
    config,
  });
  await app.register(participationRoutes, { service });
}
