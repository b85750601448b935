import { processAreaMessages } from '@enlaza/contract';
import type { CampusDeletionGuard } from '../campus';
import type { ClientDeletionGuard } from '../clients';
import type { GuideUsageGuard } from '../guides';
import type { MdiDeletionGuard } from '../mdi';
import type { ProcessesRepository } from './processes.repository';

/**
 * "Used by a process" checks for the areas a process names. The foreign keys restrict these deletions; the guards
 * turn them into a 409 with a clear message instead of a database error. Bundles and dynamic guides cannot be
 * deleted yet, so they need none.
 */
export function processUsageGuards(repository: Pick<ProcessesRepository, 'countUsing' | 'countUsingCampus'>) {
  const used = processAreaMessages.usedBy;
  const client: ClientDeletionGuard = async (id) =>
    (await repository.countUsing('clientId', id)) > 0 ? used.client : null;
  const guide: GuideUsageGuard = async (id) =>
    (await repository.countUsing('mentorshipId', id)) > 0 ? used.guide : null;
  const campus: CampusDeletionGuard = async (id) => ((await repository.countUsingCampus(id)) > 0 ? used.campus : null);
  const mdi: MdiDeletionGuard = async (id) => ((await repository.countUsing('mdiId', id)) > 0 ? used.mdi : null);
  return { client, guide, campus, mdi };
}
