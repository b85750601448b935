import type { InvitationStatus, ParticipantRole } from '@enlaza/contract';
import { createUsersRepository } from '../../modules/users';
import type { Database } from '../database';
import { DEMO_PASSWORD } from './demo';
import { asMember, seedServices } from './services';

/** Someone of the demo and how they answer the process's invitation ('PENDING': not yet). */
export interface DemoInvitee {
  email: string;
  answer: InvitationStatus;
}

const signedIn = (userId: string) => ({ auth: asMember(userId), userToken: undefined });

/**
 * A process's people as its admin brings them in, through the participants service: added by email (each in the
 * role their account has), invited (the invitations' mails are not written; each gets the notification), then each
 * answers as themselves; who has no password yet chooses one on the invitation page: the demo's. Answers each
 * person's id and role by email.
 */
export async function inviteDemoPeople(
  db: Database,
  processId: string,
  invitees: readonly DemoInvitee[],
): Promise<Map<string, { userId: string; role: ParticipantRole }>> {
  const { participants } = seedServices(db);
  const { refused, addedParticipants } = await participants.addByEmails(
    processId,
    invitees.map((p) => p.email),
  );
  if (refused.length) throw new Error(`The demo's participants were refused: ${JSON.stringify(refused)}`);
  const accounts = createUsersRepository(db);
  const ids = new Map<string, string>();
  for (const { email } of invitees) ids.set(email, (await accounts.findByEmail(email))!.id);
  const people = new Map(addedParticipants.map((p) => [p.email, { userId: ids.get(p.email)!, role: p.role }]));
  for (const role of ['MENTOR', 'STUDENT'] as const) {
    const invited = [...people.values()].filter((p) => p.role === role).map((p) => p.userId);
    if (invited.length) await participants.invite(processId, role, invited);
  }
  const firstPassword = { password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD };
  for (const invitee of invitees) {
    const { userId } = people.get(invitee.email)!;
    if (invitee.answer === 'APPROVED') await participants.accept(processId, signedIn(userId), firstPassword);
    if (invitee.answer === 'REJECTED') await participants.reject(processId, signedIn(userId));
  }
  return people;
}
