import type { Brand } from '../../lib/brands';
import { composeMail } from '../../lib/mails';
import { calendarInvitation, sessionUid } from '../../lib/calendar';
import type { MailMessage } from '../../plugins/mail';
import { calendarMessages, formatWrittenMoment, participationMessages, sessionOrdinalName } from '@enlaza/contract';

/** A session's date and time as members read it: written out, in Chile's time zone (mails and notifications). */
export const chileMoment = formatWrittenMoment;

/**
 * Tells a pair member the date of a session, with its calendar invitation: the partner learns that it was set, the
 * one who set it gets it for their own calendar. Every version of a session's invitation has the same UID, so a
 * new date moves the entry.
 */
export function sessionScheduledMail(input: {
  brand: Brand;
  /** The platform's address, whose host names the calendar entries. */
  publicUrl: string;
  to: string;
  name: string;
  partnerName: string;
  processName: string;
  pairId: string;
  sessionNumber: number;
  scheduleDate: Date;
  calendarSequence: number;
  link: string;
  /** The mail of the one who scheduled it. */
  byRecipient?: boolean;
}): MailMessage {
  const { brand, to, name, processName, sessionNumber, scheduleDate, link } = input;
  const when = chileMoment(scheduleDate);
  const ordinal = sessionOrdinalName(sessionNumber);
  const intro = input.byRecipient
    ? `Agendaste la ${ordinal.toLowerCase()} de ${processName} con ${input.partnerName} para el ${when} (hora de Chile).`
    : `La ${ordinal.toLowerCase()} de ${processName} quedó agendada para el ${when} (hora de Chile).`;
  const calendar = calendarInvitation({
    method: 'REQUEST',
    organizer: brand.mailFrom,
    attendee: { name, email: to },
    entry: {
      uid: sessionUid(input.publicUrl, input.pairId, sessionNumber),
      sequence: input.calendarSequence,
      start: scheduleDate,
      summary: `${calendarMessages.sessionSummary(ordinal, input.partnerName)} · ${processName}`,
      description: `${intro}\n${link}`,
      url: link,
    },
  });
  return composeMail({
    brand,
    to,
    subject: participationMessages.scheduled,
    name,
    intro: [intro, calendarMessages.invitationAttached],
    action: { lead: 'Puedes revisarla en tu proceso:', label: 'Ver mi proceso', url: link },
    calendar,
  });
}
