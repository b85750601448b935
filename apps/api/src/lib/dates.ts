/** The platform's time zone: dates in files and mails are read as in Chile (spec 002 §9). */
export const APP_TIME_ZONE = 'America/Santiago';

const timestampFormat = new Intl.DateTimeFormat('es-CL', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in the platform's time zone (spec 001 §9, 002 §9); '' for no date. */
export function formatTimestamp(date: Date | null | undefined): string {
  if (!date) return '';
  const parts = Object.fromEntries(timestampFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
