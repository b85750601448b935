import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { participationMessages, sessionOrdinalName } from '@enlaza/contract';
import { escapeHtml } from '../../lib/html';

const dateFormat = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** A session's date and time as members read it: written out, in Chile's time zone (mails and notifications). */
export const chileMoment = (date: Date) => dateFormat.format(date);

/** Tells a pair member that their partner set the date of a session. */
export function sessionScheduledMail(input: {
  brand: Brand;
  to: string;
  name: string;
  processName: string;
  sessionNumber: number;
  scheduleDate: Date;
  link: string;
}): MailMessage {
  const { brand, to, name, processName, sessionNumber, scheduleDate, link } = input;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const when = chileMoment(scheduleDate);
  const intro = `La ${sessionOrdinalName(sessionNumber).toLowerCase()} de ${processName} quedó agendada para el ${when} (hora de Chile).`;
  const action = 'Puedes revisarla en tu proceso:';
  const text = [greeting, '', intro, action, link, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Ver mi proceso</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: participationMessages.scheduled, text, html };
}
