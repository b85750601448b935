import type { Brand } from '../../lib/brands';
import type { UserRow } from '../users/users.repository';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
