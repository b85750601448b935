import { chatMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../plugins/mail';

/** Tells a member who has been away that messages wait for them in a chat (at most one per room and day). */
export function unreadMessagesMail(input: {
  brand: Brand;
  to: string;
  name: string;
  /** Who wrote: the other people of the room. */
  from: string;
  /** The chat page, relative to the brand's address. */
  link: string;
}): MailMessage {
  const { brand, to, name, from, link } = input;
  const url = `${brand.url}${link}`;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const body = from
    ? `${from} te escribió en el chat y tienes mensajes sin leer.`
    : 'Tienes mensajes sin leer en el chat.';
  const next = 'Léelos y responde aquí:';
  const text = [greeting, '', body, next, url, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(next)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: chatMessages.unreadMailSubject, text, html };
}
