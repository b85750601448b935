import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../../plugins/storage';

interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Signs purpose-bound tokens (see plugins/signedTokens). */
  secret: string;
}

/** The participant's side: their processes, pairs, sessions and pending tasks. */
export async function participationModule(_app: FastifyInstance, _deps: Deps) {}
