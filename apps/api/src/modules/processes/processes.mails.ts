import { processAreaMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

/** Sent when a process starts, to its client's company admins and its confirmed mentors and mentees. */
export function processStartedMail(input: {
  brand: Brand;
  to: string;
  name: string;
  processName: string;
}): MailMessage {
  const { brand, to, name, processName } = input;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const started = `El programa ${processName} comenzó hoy.`;
  const next = `Ingresa a ${brand.name} para ver los próximos pasos:`;
  const text = [greeting, '', started, next, brand.url, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(started)}</p>
<p>${escapeHtml(next)} <a href="${escapeHtml(brand.url)}">${escapeHtml(brand.url)}</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: processAreaMessages.startMailSubject(processName), text, html };
}
