import { toAnswerItems } from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Database } from '../database';
import { createAnswersRepository } from '../../modules/answers';
import { createSessionGuidesRepository, createSessionGuidesService } from '../../modules/sessionGuides';
import { pairs, pairSessions, processes, questionaryInvitations } from '../schema';
import { demoAnswers } from './sessionFeedback';

/** Nobody listens while the demo is seeded: the guides' live events go nowhere. */
const noLiveEvents = { publish: async () => undefined, subscribe: () => undefined };

/**
 * The demo's session guides: each closed session (COMPLETED) of the pairs of processes in progress has its guide
 * answered and finished by the pair, through the same calls the guide page uses, so the admin's 'Seguimiento' shows
 * finished guides and the guide page a finished one. Idempotent: does nothing once any guide exists.
 */
export async function seedDemoSessionGuides(db: Database): Promise<void> {
  if ((await db.$count(questionaryInvitations, eq(questionaryInvitations.entityType, 'MENTORSHIP_GUIDE'))) > 0) return;
  const closed = await db
    .select({ pairId: pairs.id, mentorId: pairs.mentorId, sessionNumber: pairSessions.sessionNumber })
    .from(pairSessions)
    .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
    .innerJoin(processes, eq(processes.id, pairs.processId))
    .where(and(eq(pairSessions.status, 'COMPLETED'), eq(processes.status, 'IN_PROGRESS'), eq(pairs.disabled, false)))
    .orderBy(asc(pairs.createdAt), asc(pairSessions.sessionNumber));
  const guides = createSessionGuidesService({
    repository: createSessionGuidesRepository(db),
    answers: createAnswersRepository(db),
    live: noLiveEvents,
    // The service logs only the release of control by timers and sockets, which the seed never starts.
    log: pino({ enabled: false }),
  });
  for (const [k, session] of closed.entries()) {
    const guide = await guides.open(session.pairId, session.sessionNumber);
    const answers = demoAnswers(guide.questionary.questionGroups, 'MENTOR', k);
    await guides.submit(guide.invitationId, toAnswerItems(answers, {}), { userId: session.mentorId, role: 'USER' });
  }
}
