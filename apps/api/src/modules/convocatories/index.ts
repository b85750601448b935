import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { GraphqlArea, LiveEvents } from '../../plugins/graphql';
import type { FileStorage } from '../../plugins/storage';
import type { ClientDeletionGuard } from '../clients/clients.service';
import { createConvocatoriesGraphqlArea } from './convocatories.graphql';
import { createConvocatoriesRepository } from './convocatories.repository';
import { convocatoriesRoutes } from './convocatories.routes';
import { createConvocatoriesService } from './convocatories.service';
import type { EnrolmentTokens } from './enrolmentTokens';

export { publishInscriptionEvent } from './convocatories.service';

interface Deps {
  db: Database;
  storage: FileStorage;
  config: Config;
  live: LiveEvents;
  enrolmentTokens: EnrolmentTokens;
}

/** The admin's convocatory routes wired to their service and repository (registered after the shared multipart plugin). */
export async function convocatoriesModule(app: FastifyInstance, { db, storage, config, live, enrolmentTokens }: Deps) {
  const convocatoriesService = createConvocatoriesService({
    repository: createConvocatoriesRepository(db),
    storage,
    live,
    enrolmentTokens,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(convocatoriesRoutes, { convocatoriesService });
}

/** The GraphQL part (counts query and the inscriptions subscription), added to the app's graphqlAreas. */
export function convocatoriesGraphqlArea({ db }: { db: Database }): GraphqlArea {
  return createConvocatoriesGraphqlArea({ repository: createConvocatoriesRepository(db) });
}

export const CLIENT_HAS_CONVOCATORIES = 'El cliente tiene convocatorias asociadas';

/** A client with convocatories cannot be deleted (the convocatories keep it: the foreign key restricts). */
export function clientConvocatoriesGuard({ db }: { db: Database }): ClientDeletionGuard {
  const repository = createConvocatoriesRepository(db);
  return async (clientId) => ((await repository.countOfClient(clientId)) > 0 ? CLIENT_HAS_CONVOCATORIES : null);
}
