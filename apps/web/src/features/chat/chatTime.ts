import { appDayOf, chatMessages, formatClock } from '@enlaza/contract';

const monthFormat = new Intl.DateTimeFormat('es-CL', { timeZone: 'UTC', month: 'long' });

/** A message's time, HH:mm in Santiago de Chile (spec 002 §2.8, §9). */
export const chatTime = (iso: string) => formatClock(iso);

/** The Santiago day a message belongs to, YYYY-MM-DD (the day separators group by it). */
export const chatDayKey = (iso: string | Date) => appDayOf(iso);

/** A day separator's label: 'Hoy', 'Ayer', or the date (DD MMMM, with the year when it is not this one). */
export function chatDayLabel(iso: string, now: Date = new Date()): string {
  const [year, month, day] = chatDayKey(iso).split('-').map(Number) as [number, number, number];
  const [thisYear, thisMonth, today] = chatDayKey(now).split('-').map(Number) as [number, number, number];
  const daysAgo = Math.round((Date.UTC(thisYear, thisMonth - 1, today) - Date.UTC(year, month - 1, day)) / 86_400_000);
  if (daysAgo === 0) return chatMessages.today;
  if (daysAgo === 1) return chatMessages.yesterday;
  const monthName = monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
  const date = `${String(day).padStart(2, '0')} ${monthName}`;
  return year === thisYear ? date : `${date} ${year}`;
}
