import { pairNotificationTexts, pairNotificationTypes } from '@enlaza/contract';
import type { Database } from '../../db/database';
import type { NotificationContent, NotificationsService } from '../notifications';
import type { PairsRepository } from './pairs.repository';

type AnnouncedPair = Awaited<ReturnType<PairsRepository['pairsToAnnounce']>>[number];
type Kind = keyof typeof pairNotificationTypes;

const nameOf = (p: { name: string; lastName: string; email: string }) => `${p.name} ${p.lastName}`.trim() || p.email;

/** Each member of each pair learns who their partner is, with a link to the pair's page in their own role. */
function notificationsOf(pair: AnnouncedPair, kind: Kind): Array<{ userId: string; content: NotificationContent }> {
  const about = (partner: AnnouncedPair['mentor'], partnerRole: 'MENTOR' | 'STUDENT', as: 'mentor' | 'student') => ({
    type: pairNotificationTypes[kind],
    ...pairNotificationTexts[kind](pair.processName, nameOf(partner), partnerRole),
    entityId: pair.pairId,
    entityType: 'PAIR',
    link: `/home/process/${pair.pairId}/${as}`,
  });
  return [
    { userId: pair.student.userId, content: about(pair.mentor, 'MENTOR', 'student') },
    { userId: pair.mentor.userId, content: about(pair.student, 'STUDENT', 'mentor') },
  ];
}

/**
 * Telling pair members about their pairs, inside the transaction that makes the pairs visible to them: the process
 * starting (spec 001 §4: pairs are reviewed in pre-kickoff and published with the start), a pair added while the
 * process runs, or mentors swapped between running pairs.
 */
export function createPairAnnouncements({
  repository,
  notificationsService,
}: {
  repository: Pick<PairsRepository, 'pairsToAnnounce'>;
  notificationsService: Pick<NotificationsService, 'notifyEach'>;
}) {
  return {
    /**
     * The process's active pairs (only `pairIds` when given) are now visible to their members. A member already told
     * about a pair is not told again, so announcing twice is harmless.
     */
    async published(processId: string, pairIds: readonly string[] | undefined, tx: Database): Promise<void> {
      const announced = await repository.pairsToAnnounce(processId, pairIds, tx);
      await notificationsService.notifyEach(
        announced.flatMap((pair) => notificationsOf(pair, 'published')),
        { once: true },
        tx,
      );
    },

    /** These running pairs have a new partner each (a swap): each event is told as it happens. */
    async changed(processId: string, pairIds: readonly string[], tx: Database): Promise<void> {
      const announced = await repository.pairsToAnnounce(processId, pairIds, tx);
      await notificationsService.notifyEach(
        announced.flatMap((pair) => notificationsOf(pair, 'changed')),
        {},
        tx,
      );
    },
  };
}
export type PairAnnouncements = ReturnType<typeof createPairAnnouncements>;
