/**
 * The platform's time zone (spec 000 §9): every day, hour and time-stamp people read, in screens, mails, files and
 * calendars, is Chile's, wherever the code runs. Reading an instant in Chile goes through the platform's own Intl
 * (no library: the public pages that only check a date of birth load nothing more); turning Chile's wall clock into
 * an instant, daylight saving included, goes through dayjs in `zonedTime.ts`.
 */
export const APP_TIME_ZONE = 'America/Santiago';

type Instant = Date | string | number;

const clockInChile = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The year, month, day, hour and minute an instant shows on a clock in Chile, zero-padded. */
function inChile(instant: Instant) {
  const parts = Object.fromEntries(
    clockInChile.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  return parts;
}

/** The day (YYYY-MM-DD) an instant falls on in Chile. */
export function appDayOf(instant: Instant): string {
  const { year, month, day } = inChile(instant);
  return `${year}-${month}-${day}`;
}

/** Today's date (YYYY-MM-DD) in the platform's time zone, wherever the code runs. */
export function todayInAppTimeZone(now: Date = new Date()): string {
  return appDayOf(now);
}

/** YYYY-MM-DD plus `days` (negative: earlier), as a calendar day, whatever the zone's clock changes. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** HH:mm in Chile. */
export function formatClock(instant: Instant): string {
  const { hour, minute } = inChile(instant);
  return `${hour}:${minute}`;
}

/** DD/MM/YYYY HH:mm in Chile (spec 001 §9, 002 §9); '' for no date. */
export function formatTimestamp(instant: Instant | null | undefined): string {
  if (instant == null || instant === '') return '';
  const { year, month, day, hour, minute } = inChile(instant);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** DD/MM/YYYY: a calendar day (YYYY-MM-DD) as written, or the day of an instant in Chile; '' for no date. */
export function formatDate(value: Instant | null | undefined): string {
  if (value == null || value === '') return '';
  const [year, month, day] = (typeof value === 'string' && CALENDAR_DAY.test(value) ? value : appDayOf(value)).split(
    '-',
  );
  return `${day}/${month}/${year}`;
}

const writtenOut = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** A date and time written out as people read it in a mail: 'martes, 14 de mayo de 2030, 10:30', in Chile. */
export const formatWrittenMoment = (date: Date): string => writtenOut.format(date);

const shortMoment = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A short date and time, 'dd-mm-yy HH:mm' as es-CL writes it, in Chile (a chat's script). */
export const formatShortMoment = (date: Date): string => shortMoment.format(date);
