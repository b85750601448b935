import { toAnswerItems } from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { pairs, pairSessions, processes, questionaryInvitations } from '../schema';
import { seedServices } from './services';
import { demoAnswers } from './sessionFeedback';

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
  const guides = seedServices(db).sessionGuides;
  for (const [k, session] of closed.entries()) {
    const guide = await guides.open(session.pairId, session.sessionNumber);
    const answers = demoAnswers(guide.questionary.questionGroups, 'MENTOR', k);
    await guides.submit(guide.invitationId, toAnswerItems(answers, {}), { userId: session.mentorId, role: 'USER' });
  }
}
