import { enrolmentMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

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
  const intro = `Alguien comenzó una inscripción a ${convocatoryName} con este email.`;
  const signIn = hasAccount
    ? `Si lo prefieres, inicia sesión en ${brand.name} y vuelve a la página de inscripción: seguirás directo a tu motivación.`
    : null;
  const validity = `El enlace vence en ${validDays} días. Si no intentaste inscribirte, ignora este correo: nadie verá tus datos ni se inscribirá en tu nombre sin este enlace.`;
  return composeMail({
    brand,
    to,
    subject: `Continúa tu inscripción a ${convocatoryName}`,
    name,
    intro: [intro],
    action: { lead: 'Para continuar tu inscripción abre este enlace:', label: 'Continuar mi inscripción', url: link },
    after: signIn ? [signIn, validity] : [validity],
  });
}

/** Sent after a successful inscription, with the words of the result page (spec 002 §2.1). */
export function inscriptionReceivedMail(input: {
  brand: Brand;
  to: string;
  name: string;
  convocatoryName: string;
}): MailMessage {
  const { brand, to, name, convocatoryName } = input;
  return composeMail({
    brand,
    to,
    subject: `Recibimos tu inscripción a ${convocatoryName}`,
    name,
    intro: [`Recibimos tu inscripción a ${convocatoryName}.`, `${enrolmentMessages.resultThanks}.`],
  });
}
