import { processMeasurementMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tells a participant that a measurement of their process awaits an answer; the link opens their home. */
export function measurementPendingMail(input: {
  brand: Brand;
  to: string;
  name: string;
  processName: string;
  measurementLabel: string;
}): MailMessage {
  const { brand, to, name, processName, measurementLabel } = input;
  const link = `${brand.url}/home`;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const body = `Tienes una nueva medición pendiente (${measurementLabel}) del programa ${processName}.`;
  const next = 'Ingresa para responderla:';
  const text = [greeting, '', body, next, link, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(next)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: processMeasurementMessages.mailSubject, text, html };
}
