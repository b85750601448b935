import type { ParticipantRole } from '@enlaza/contract';
import type { Brand } from '../../lib/brands';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/html';

/** The invitation to confirm one's participation in a process (spec 001 §4 "Invitation status"). */
export function processInvitationMail(input: {
  brand: Brand;
  to: string;
  name: string;
  role: ParticipantRole;
  processName: string;
  link: string;
  validDays: number;
}): MailMessage {
  const { brand, to, name, role, processName, link, validDays } = input;
  const greeting = name ? `Hola ${name}:` : 'Hola:';
  const roleText = role === 'MENTOR' ? 'mentora' : 'mentee';
  const intro = `Te invitamos a participar en ${processName} como ${roleText}.`;
  const action = 'Para confirmar tu participación abre este enlace:';
  const validity = `El enlace vence en ${validDays} días.`;
  const text = [greeting, '', intro, action, link, '', validity, '', `El equipo de ${brand.name}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Confirmar mi participación</a></p>
<p>${escapeHtml(validity)}</p>
<p>El equipo de ${escapeHtml(brand.name)}</p>`;
  return { from: brand.mailFrom, to, subject: `Te invitamos a participar en ${processName}`, text, html };
}
