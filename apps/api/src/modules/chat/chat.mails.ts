import { chatMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
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
  const body = from
    ? `${from} te escribió en el chat y tienes mensajes sin leer.`
    : 'Tienes mensajes sin leer en el chat.';
  return composeMail({
    brand,
    to,
    subject: chatMessages.unreadMailSubject,
    name,
    intro: [body],
    action: { lead: 'Léelos y responde aquí:', label: 'Ir al chat', url },
  });
}
