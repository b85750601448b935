import { processAreaMessages } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import type { MailMessage } from '../../plugins/mail';

/** Sent when a process starts, to its client's company admins and its confirmed mentors and mentees. */
export function processStartedMail(input: {
  brand: Brand;
  to: string;
  name: string;
  processName: string;
}): MailMessage {
  const { brand, to, name, processName } = input;
  return composeMail({
    brand,
    to,
    subject: processAreaMessages.startMailSubject(processName),
    name,
    intro: [`El programa ${processName} comenzó hoy.`],
    action: {
      lead: `Ingresa a ${brand.name} para ver los próximos pasos:`,
      label: `Ingresar a ${brand.name}`,
      url: brand.url,
    },
  });
}
