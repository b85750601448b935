import { enrolmentMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

const greetingOf = (name: string | null | undefined) => (name ? `Hola ${name}:` : 'Hola:');

/**
 * Sent when someone starts an enrolment with the email of an existing person (an account, or an applicant profile)
 * without proving it is theirs: only the owner of that inbox gets the link that lets them go on.
 */
export function continueLinkMail(input: {
  brand: Brand;
  to: string;
  name: string;
  convocatoryName: string;
  link: string;
  validDays: number;
  /** An account holder may also sign in instead of using the link. */
  hasAccount: boolean;
}): MailMessage {
  const { brand, to, name, convocatoryName, link, validDays, hasAccount } = input;
  const greeting = greetingOf(name);
  const intro = `Alguien comenzó una inscripción a ${convocatoryName} con este email.`;
  const signIn = hasAccount
    ? `Si lo prefieres, inicia sesión en ${brand.name} y vuelve a la página de inscripción: seguirás directo a tu motivación.`
    : null;
  const validity = `El enlace vence en ${validDays} días. Si no intentaste inscribirte, ignora este correo: nadie verá tus datos ni se inscribirá en tu nombre sin este enlace.`;
  const text = [
    greeting,
    '',
    intro,
    'Para continuar tu inscripción abre este enlace:',
    link,
    ...(signIn ? ['', signIn] : []),
    '',
    validity,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Continuar mi inscripción</a></p>
${signIn ? `<p>${escapeHtml(signIn)}</p>\n` : ''}<p>${escapeHtml(validity)}</p>
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
