import {
  isSessionDone,
  processStartDay,
  timeProgressPercent,
  type MemberSession,
  type SessionDisplayStatus,
  type SessionRange,
  appInstant,
  formatDate,
  formatTimestamp,
} from '@enlaza/contract';
import { APP_TIME_ZONE, dayjs } from '../../lib/dates';

/** The process dates a progress bar needs (a member process card or the process view). */
export interface ProcessTimes {
  startDate: string | null;
  estimatedStartDate: string;
  estimatedEndDate: string;
  ungrouped: boolean;
}

/**
 * Spec 002 §2.7: percent of elapsed time between start and end, capped at 100. For ungrouped processes the duration
 * is one month per session.
 */
export function processTimeProgress(process: ProcessTimes, now: Date, sessionsCount = 0): number {
  const start = dayjs.tz(processStartDay(process), APP_TIME_ZONE);
  const end =
    process.ungrouped && sessionsCount > 0
      ? start.add(sessionsCount, 'month')
      : dayjs.tz(process.estimatedEndDate, APP_TIME_ZONE).endOf('day');
  return timeProgressPercent(start.toDate(), end.toDate(), now);
}

/** What a session shows: its status, or 'No habilitada' while it is not enabled. */
export function sessionDisplayStatus(session: Pick<MemberSession, 'status' | 'enabled'>): SessionDisplayStatus {
  return session.enabled || isSessionDone(session.status) ? session.status : 'DISABLED';
}

/** The 15-minute times of a day, 'HH:mm'. */
export const quarterHours: string[] = Array.from({ length: 96 }, (_, i) => {
  const hours = String(Math.floor(i / 4)).padStart(2, '0');
  const minutes = String((i % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** A day (YYYY-MM-DD) and a time ('HH:mm') in America/Santiago, as an ISO instant. */
export function santiagoInstant(day: string, time: string): string {
  return appInstant(day, time).toISOString();
}

/** 'DD/MM/YYYY HH:mm' in America/Santiago. */
export const formatDateTime = formatTimestamp;
/** 'DD/MM/YYYY' of a YYYY-MM-DD day, or of an instant in America/Santiago. */
export const formatDay = formatDate;

export const formatRange = (range: SessionRange) => `${formatDay(range.start)} - ${formatDay(range.end)}`;

/** Whether a calendar day (YYYY-MM-DD) lies outside a session's period (ends inclusive); never without one. */
export const dayOutsideRange = (day: string, range: SessionRange | null) =>
  !!range && (day < range.start || day > range.end);
