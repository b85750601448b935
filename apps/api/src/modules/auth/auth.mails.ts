import type { Brand } from '../../lib/brands';
import type { UserRow } from '../users';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

export function passwordResetLink(brand: Brand, token: string): string {
  return `${brand.url}/password-recovery/new-password?usertoken=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: {
  brand: Brand;
  user: UserRow;
  token: string;
  ttlMinutes: number;
}): MailMessage {
  const { brand, user, token, ttlMinutes } = input;
  const link = passwordResetLink(brand, token);
  const greeting = user.name ? `Hola ${user.name}:` : 'Hola:';
  const validity = ttlMinutes >= 60 && ttlMinutes % 60 === 0 ? `${ttlMinutes / 60} hora(s)` : `${ttlMinutes} minutos`;
  const text = [
    greeting,
    '',
    `Recibimos una solicitud para recuperar tu contraseña de ${brand.name}.`,
    'Para crear una nueva contraseña abre este enlace:',
    link,
    '',
    `El enlace sirve una sola vez y vence en ${validity}. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.`,
    '',
    `El equipo de ${brand.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recibimos una solicitud para recuperar tu contraseña de ${escapeHtml(brand.name)}.</p>
<p><a href="${escapeHtml(link)}">Crear una nueva contraseña</a></p>
<p>El enlace sirve una sola vez y vence en ${escapeHtml(validity)}. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to: user.email, subject: `Recupera tu contraseña de ${brand.name}`, text, html };
}

/** Tells the old address that the account's email changed, so that a change its owner did not make is noticed. */
export function emailChangedMail(input: {
  brand: Brand;
  user: { name: string };
  oldEmail: string;
  newEmail: string;
}): MailMessage {
  const { brand, user, oldEmail, newEmail } = input;
  const greeting = user.name ? `Hola ${user.name}:` : 'Hola:';
  const changed = `El email de tu cuenta de ${brand.name} cambió de ${oldEmail} a ${newEmail}. Desde ahora ingresas y recibes los correos con el nuevo email.`;
  const help = `Si no hiciste este cambio, escríbenos de inmediato a ${brand.supportEmail}.`;
  const text = [greeting, '', changed, '', help, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(changed)}</p>
<p>${escapeHtml(help)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to: oldEmail, subject: `El email de tu cuenta de ${brand.name} cambió`, text, html };
}
