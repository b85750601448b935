import { enrolmentMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const greetingOf = (name: string | null | undefined) => (name ? `Hola ${name}:` : 'Hola:');

/**
 * Sent when someone starts an enrolment with the email of an unfinished applicant profile: only the owner of that
 * inbox gets the link that lets them see and complete what was entered.
 */
export function resumeLinkMail(input: {
  brand: Brand;
  to: string;
  name: string;
  convocatoryName: string;
  link: string;
  validDays: number;
}): MailMessage {
  const { brand, to, name, convocatoryName, link, validDays } = input;
  const greeting = greetingOf(name);
  const intro = `Comenzaste tu inscripción a ${convocatoryName} y quedaron datos por completar.`;
  const validity = `El enlace vence en ${validDays} días. Si no intentaste inscribirte, ignora este correo: nadie verá tus datos sin este enlace.`;
  const text = [
    greeting,
    '',
    intro,
    'Para continuar donde quedaste abre este enlace:',
    link,
    '',
    validity,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Continuar mi inscripción</a></p>
<p>${escapeHtml(validity)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: `Continúa tu inscripción a ${convocatoryName}`, text, html };
}

/** Sent after a successful inscription, with the words of the result page (spec 002 §2.1). */
export function inscriptionReceivedMail(input: {
  brand: Brand;
  to: string;
  name: string;
  convocatoryName: string;
}): MailMessage {
  const { brand, to, name, convocatoryName } = input;
  const greeting = greetingOf(name);
  const received = `Recibimos tu inscripción a ${convocatoryName}.`;
  const next = `${enrolmentMessages.resultThanks}.`;
  const text = [greeting, '', received, next, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(received)}</p>
<p>${escapeHtml(next)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: `Recibimos tu inscripción a ${convocatoryName}`, text, html };
}
