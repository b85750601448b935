import { answerPath } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

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
  const link = `${brand.url}${answerPath(invitationId, userToken)}`;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const next = 'Respóndela aquí:';
  const text = [greeting, '', body, next, link, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(next)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject, text, html };
}
