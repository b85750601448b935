import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

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
  const intro = `Recibimos una solicitud para cambiar el email de tu cuenta de ${brand.name} de ${user.email} a ${newEmail}.`;
  const validity = `El enlace sirve una sola vez y vence en ${validHours} horas. Si no lo solicitaste, ignora este correo: tu email no cambiará.`;
  return composeMail({
    brand,
    to: user.email,
    subject: `Confirma el cambio de email en ${brand.name}`,
    name: user.name,
    intro: [intro],
    action: { lead: 'Para confirmar el cambio abre este enlace:', label: 'Confirmar el cambio de email', url: link },
    after: [validity],
  });
}
