import {
  EVENT_MINUTE_STEP,
  eventRolesLabel,
  type ParticipantRole,
  type ProcessDetail,
  type SessionDateRange,
  appDayOf,
  formatTimestamp,
} from '@enlaza/contract';
import type { Dayjs } from 'dayjs';
import { APP_TIME_ZONE, dayjs } from '../../lib/dates';

/** Spec 001 §9: event date and time, 24-hour, in Chile's time zone. */
export const EVENT_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** 'DD/MM/YYYY HH:mm' in America/Santiago; 'Sin fecha' when the event has none. */
export function formatEventDate(iso: string | null): string {
  return iso ? formatTimestamp(iso) : 'Sin fecha';
}

/** Roles of an event as the spec words them: 'Mentees y Mentores/as', or 'Sin especificar' for none. */
export function rolesLabelOf(roles: readonly ParticipantRole[], process: Pick<ProcessDetail, 'serviceType'>): string {
  return eventRolesLabel(roles, isAttractionProcess(process));
}

export const isAttractionProcess = (process: Pick<ProcessDetail, 'serviceType'>) =>
  process.serviceType.includes('ATTRACTION');

/** The label of one role in this kind of process ('Mentees' / 'Mentores/as', or 'Estudiantes' / 'Tutores/as'). */
export const roleLabelOf = (role: ParticipantRole, process: Pick<ProcessDetail, 'serviceType'>) =>
  rolesLabelOf([role], process);

/** Rounds a time to the nearest 15-minute step, dropping seconds (spec 001 §9). */
export function roundToQuarterHour(value: Dayjs): Dayjs {
  const base = value.second(0).millisecond(0);
  const rounded = Math.round(base.minute() / EVENT_MINUTE_STEP) * EVENT_MINUTE_STEP;
  return base.minute(0).add(rounded, 'minute');
}

/**
 * The date pickers show and return the time as read on a clock in Santiago, whatever the browser's zone: the
 * picker gets a local value with Santiago's wall-clock fields, and a picked value is read back as Santiago time.
 */
export function toPickerValue(iso: string | null): Dayjs | null {
  return iso ? dayjs(dayjs(iso).tz(APP_TIME_ZONE).format(WALL_CLOCK)) : null;
}

/** The picked wall-clock time, in 15-minute steps, as Santiago time in ISO form. */
export function fromPickerValue(value: Dayjs): string {
  return dayjs.tz(roundToQuarterHour(value).format(WALL_CLOCK), APP_TIME_ZONE).toISOString();
}

/** Whether the event is today in America/Santiago. */
export function isEventToday(iso: string | null, now: Date = new Date()): boolean {
  if (!iso) return false;
  return appDayOf(iso) === appDayOf(now);
}

export interface SessionDatesRow {
  sessionNumber: number;
  start: Dayjs | null;
  end: Dayjs | null;
}

/** Sessions 2..n of the guide, each with the range the process already has for it (spec 001 §4 "Session status"). */
export function sessionDateRows(sessionsCount: number, ranges: readonly SessionDateRange[]): SessionDatesRow[] {
  const rows: SessionDatesRow[] = [];
  for (let sessionNumber = 2; sessionNumber <= sessionsCount; sessionNumber++) {
    const range = ranges.find((r) => r.sessionNumber === sessionNumber);
    rows.push({
      sessionNumber,
      start: range ? dayjs(range.start) : null,
      end: range ? dayjs(range.end) : null,
    });
  }
  return rows;
}

/** The body of PUT /api/process/{id}/updateSessionsDateRanges: dates as YYYY-MM-DD. */
export function toSessionsDates(rows: readonly { sessionNumber: number; start: Dayjs; end: Dayjs }[]) {
  return rows.map((row) => ({
    sessionNumber: row.sessionNumber,
    start: row.start.format('YYYY-MM-DD'),
    end: row.end.format('YYYY-MM-DD'),
  }));
}

/** Which participants the attendance table asks for: both roles, one, or none (then nothing is asked). */
export function roleFilterOf(checked: readonly ParticipantRole[]): ParticipantRole | 'ALL' | null {
  if (checked.length === 0) return null;
  if (checked.length === 1) return checked[0]!;
  return 'ALL';
}

/** Spec 001 §9 and 002 §9: the attendance QR is 1024 px. */
export const ATTENDANCE_QR_SIZE = 1024;

/** The public page the QR leads to. */
export const markAttendanceUrl = (origin: string, eventId: string) =>
  `${origin}/mark-attendance/${encodeURIComponent(eventId)}`;

/** A file name from the event's name: 'qr-asistencia-charla-de-cierre.png'. */
export function qrFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `qr-asistencia${slug ? `-${slug}` : ''}.png`;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether every word typed appears in the name, ignoring case and accents ('jose per' finds 'José Pérez'). */
export function matchesParticipantSearch(input: string, fullName: string): boolean {
  const name = folded(fullName);
  return folded(input)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}
