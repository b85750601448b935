import { answerPath } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

/**
 * Invites a person to answer a questionnaire (a measurement, a session's feedback) at its own link, which opens the
 * answering page signed in or not (`/answer/{invitationId}?usertoken=...`).
 */
export function answerInvitationMail(input: {
  brand: Brand;
  to: string;
  name: string;
  subject: string;
  /** One sentence saying what to answer and for which programme. */
  body: string;
  invitationId: string;
  userToken: string;
}): MailMessage {
  const { brand, to, name, subject, body, invitationId, userToken } = input;
  const url = `${brand.url}${answerPath(invitationId, userToken)}`;
  return composeMail({
    brand,
    to,
    subject,
    name,
    intro: [body],
    action: { lead: 'Respóndela aquí:', label: 'Responder', url },
  });
}
