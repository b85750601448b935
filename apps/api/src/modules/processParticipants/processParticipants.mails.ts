import { participantRoleWord, type ParticipantRole } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

/** The invitation to confirm one's participation in a process (spec 001 §4 "Invitation status"). */
export function processInvitationMail(input: {
  brand: Brand;
  to: string;
  name: string;
  role: ParticipantRole;
  /** The process's: its roles are named as its screens name them. */
  serviceTypes: readonly string[];
  processName: string;
  link: string;
  validDays: number;
}): MailMessage {
  const { brand, to, name, role, serviceTypes, processName, link, validDays } = input;
  const roleText = participantRoleWord(role, serviceTypes);
  const intro = `Te invitamos a participar en ${processName} como ${roleText}.`;
  return composeMail({
    brand,
    to,
    subject: `Te invitamos a participar en ${processName}`,
    name,
    intro: [intro],
    action: {
      lead: 'Para confirmar tu participación abre este enlace:',
      label: 'Confirmar mi participación',
      url: link,
    },
    after: [`El enlace vence en ${validDays} días.`],
  });
}
