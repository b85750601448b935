import type { AnswerItem } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { questionaryInvitations, questionaryResponses } from '../schema';
import { asMember, type SeedServices } from './services';

/**
 * Someone answers their invitation on the answering page, signed in as themselves, at `answeredAt` (the page's own
 * rules hold: what its form would refuse is refused); the invitation and the response are then dated that moment,
 * as history.
 */
export async function answerAsThemselves(
  services: SeedServices,
  db: Database,
  invitation: { id: string; userId: string },
  items: AnswerItem[],
  answeredAt: Date,
): Promise<void> {
  await services.answersAsOf(answeredAt).answer(invitation.id, items, { auth: asMember(invitation.userId) });
  await db
    .update(questionaryInvitations)
    .set({ completedAt: answeredAt, updatedAt: answeredAt })
    .where(eq(questionaryInvitations.id, invitation.id));
  await db
    .update(questionaryResponses)
    .set({ submittedAt: answeredAt, createdAt: answeredAt, updatedAt: answeredAt })
    .where(eq(questionaryResponses.invitationId, invitation.id));
}
