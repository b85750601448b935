import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

/** Sent to a person an admin created: the account has no password yet, the link lets them choose one. */
export function welcomeMail(input: {
  brand: Brand;
  user: { name: string; email: string };
  link: string;
  validDays: number;
}): MailMessage {
  const { brand, user, link, validDays } = input;
  const greeting = user.name ? `Hola ${user.name}:` : 'Hola:';
  const validity = `El enlace sirve una sola vez y vence en ${validDays} días. Si vence, pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de ingreso.`;
  const text = [
    greeting,
    '',
    `Te creamos una cuenta en ${brand.name} con el email ${user.email}.`,
    'Para ingresar, primero crea tu contraseña en este enlace:',
    link,
    '',
    validity,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Te creamos una cuenta en ${escapeHtml(brand.name)} con el email ${escapeHtml(user.email)}.</p>
<p><a href="${escapeHtml(link)}">Crear mi contraseña</a></p>
<p>${escapeHtml(validity)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to: user.email, subject: `Te damos la bienvenida a ${brand.name}`, text, html };
}
