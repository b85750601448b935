import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { UserRow } from '../users';
import type { MailMessage } from '../../plugins/mail';

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
  const validity = ttlMinutes >= 60 && ttlMinutes % 60 === 0 ? `${ttlMinutes / 60} hora(s)` : `${ttlMinutes} minutos`;
  return composeMail({
    brand,
    to: user.email,
    subject: `Recupera tu contraseña de ${brand.name}`,
    name: user.name,
    intro: [`Recibimos una solicitud para recuperar tu contraseña de ${brand.name}.`],
    action: {
      lead: 'Para crear una nueva contraseña abre este enlace:',
      label: 'Crear una nueva contraseña',
      url: link,
    },
    after: [
      `El enlace sirve una sola vez y vence en ${validity}. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.`,
    ],
  });
}

/** Tells the old address that the account's email changed, so that a change its owner did not make is noticed. */
export function emailChangedMail(input: {
  brand: Brand;
  user: { name: string };
  oldEmail: string;
  newEmail: string;
}): MailMessage {
  const { brand, user, oldEmail, newEmail } = input;
  const changed = `El email de tu cuenta de ${brand.name} cambió de ${oldEmail} a ${newEmail}. Desde ahora ingresas y recibes los correos con el nuevo email.`;
  const help = `Si no hiciste este cambio, escríbenos de inmediato a ${brand.supportEmail}.`;
  return composeMail({
    brand,
    to: oldEmail,
    subject: `El email de tu cuenta de ${brand.name} cambió`,
    name: user.name,
    intro: [changed],
    after: [help],
  });
}
