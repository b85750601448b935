import { INVITATION_MAILS_MAX, type InvitationStatus } from '@enlaza/contract';

export interface Invitable {
  userId: string;
  invitationStatus: InvitationStatus;
  invitationMailCount: number;
  removed: boolean;
}

export interface InvitationPlan<T extends Invitable> {
  /** Pending and under the mail limit: these get a mail. */
  toInvite: T[];
  /** Pending but with INVITATION_MAILS_MAX mails already: listed in the 'Has llegado al límite' drawer. */
  atLimit: T[];
  /** Already confirmed or declined (or removed): nothing to send. */
  alreadyAnswered: T[];
  /** None of the selected is pending: warn 'ya han respondido a la invitación' and send nothing. */
  noneAwaiting: boolean;
}

/** Spec 001 §5 "Resend invitations": what one click on 'Invitar' does with the selected people. */
export function planInvitations<T extends Invitable>(selected: readonly T[]): InvitationPlan<T> {
  const awaiting = selected.filter((p) => !p.removed && p.invitationStatus === 'PENDING');
  return {
    toInvite: awaiting.filter((p) => p.invitationMailCount < INVITATION_MAILS_MAX),
    atLimit: awaiting.filter((p) => p.invitationMailCount >= INVITATION_MAILS_MAX),
    alreadyAnswered: selected.filter((p) => p.removed || p.invitationStatus !== 'PENDING'),
    noneAwaiting: awaiting.length === 0,
  };
}

/** 'n/3', shown in red from the limit on. */
export const mailCountText = (count: number) => `${count}/${INVITATION_MAILS_MAX}`;
export const isAtMailLimit = (count: number) => count >= INVITATION_MAILS_MAX;
