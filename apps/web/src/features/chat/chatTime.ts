import { chatMessages } from '@enlaza/contract';
import { dayjs } from '../../lib/dates';

/** A message's time, HH:mm in Santiago de Chile (spec 002 §2.8, §9). */
export const chatTime = (iso: string) => dayjs(iso).tz().format('HH:mm');

/** The Santiago day a message belongs to (the day separators group by it). */
export const chatDayKey = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD');

/** A day separator's label: 'Hoy', 'Ayer', or the date (DD MMMM, with the year when it is not this one). */
export function chatDayLabel(iso: string, now: Date = new Date()): string {
  // The time zone plugin's instances do not keep the global locale: the month names are asked in Spanish here.
  const day = dayjs(iso).tz().locale('es').startOf('day');
  const today = dayjs(now).tz().startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo === 0) return chatMessages.today;
  if (daysAgo === 1) return chatMessages.yesterday;
  return day.format(day.year() === today.year() ? 'DD MMMM' : 'DD MMMM YYYY');
}
