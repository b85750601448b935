import { processAreaMessages } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../plugins/storage';
import type { CampusDeletionGuard } from '../campus/campus.service';
import type { ClientDeletionGuard } from '../clients/clients.service';
import type { GuideUsageGuard } from '../guides/guides.service';
import type { Mailer } from '../mail/mailer';
import type { MdiDeletionGuard } from '../mdi/mdi.service';
import { createProcessesRepository } from './processes.repository';
import { processesRoutes } from './processes.routes';
import { createProcessesService } from './processes.service';

interface Deps {
  db: Database;
  storage: FileStorage;
  config: Config;
  mailer: Mailer;
}

/** The processes' routes wired to their service and repository (registered after the shared multipart plugin). */
export async function processesModule(app: FastifyInstance, { db, storage, config, mailer }: Deps) {
  const processesService = createProcessesService({
    repository: createProcessesRepository(db),
    storage,
    mailer,
    config,
    log: app.log,
  });
  await app.register(processesRoutes, { processesService });
}

/**
 * "Used by a process" checks for the areas a process names. The foreign keys restrict these deletions; the guards
 * turn them into a 409 with a clear message instead of a database error. Bundles and dynamic guides cannot be
 * deleted yet, so they need none.
 */
export function processUsageGuards({ db }: { db: Database }) {
  const repository = createProcessesRepository(db);
  const used = processAreaMessages.usedBy;
  const client: ClientDeletionGuard = async (id) =>
    (await repository.countUsing('clientId', id)) > 0 ? used.client : null;
  const guide: GuideUsageGuard = async (id) =>
    (await repository.countUsing('mentorshipId', id)) > 0 ? used.guide : null;
  const campus: CampusDeletionGuard = async (id) => ((await repository.countUsingCampus(id)) > 0 ? used.campus : null);
  const mdi: MdiDeletionGuard = async (id) => ((await repository.countUsing('mdiId', id)) > 0 ? used.mdi : null);
  return { client, guide, campus, mdi };
}
