import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

/** Sent to a person an admin created: the account has no password yet, the link lets them choose one. */
export function welcomeMail(input: {
  brand: Brand;
  user: { name: string; email: string };
  link: string;
  validDays: number;
}): MailMessage {
  const { brand, user, link, validDays } = input;
  const validity = `El enlace sirve una sola vez y vence en ${validDays} días. Si vence, pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de ingreso.`;
  return composeMail({
    brand,
    to: user.email,
    subject: `Te damos la bienvenida a ${brand.name}`,
    name: user.name,
    intro: [`Te creamos una cuenta en ${brand.name} con el email ${user.email}.`],
    action: {
      lead: 'Para ingresar, primero crea tu contraseña en este enlace:',
      label: 'Crear mi contraseña',
      url: link,
    },
    after: [validity],
  });
}
