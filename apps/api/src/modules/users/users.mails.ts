import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

const greetingOf = (name: string) => (name ? `Hola ${name}:` : 'Hola:');

/** The page that applies a confirmed email change (apps/web: the link's token goes to the API). */
export function emailChangeLink(brand: Brand, token: string): string {
  return `${brand.url}/confirm-email-change?token=${encodeURIComponent(token)}`;
}

/**
 * Sent to the old address of an account without a password (identity-provider sign-in only) that asked to change
 * its email: nothing changes until this link is opened.
 */
export function emailChangeConfirmationMail(input: {
  brand: Brand;
  user: { name: string; email: string };
  newEmail: string;
  link: string;
  validHours: number;
}): MailMessage {
  const { brand, user, newEmail, link, validHours } = input;
  const greeting = greetingOf(user.name);
  const intro = `Recibimos una solicitud para cambiar el email de tu cuenta de ${brand.name} de ${user.email} a ${newEmail}.`;
  const validity = `El enlace sirve una sola vez y vence en ${validHours} horas. Si no lo solicitaste, ignora este correo: tu email no cambiará.`;
  const text = [
    greeting,
    '',
    intro,
    'Para confirmar el cambio abre este enlace:',
    link,
    '',
    validity,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Confirmar el cambio de email</a></p>
<p>${escapeHtml(validity)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to: user.email, subject: `Confirma el cambio de email en ${brand.name}`, text, html };
}
