import { describe, expect, it } from 'vitest';
import {
  appDayOf,
  formatClock,
  formatDate,
  formatTimestamp,
  formatWrittenMoment,
  shiftDay,
  todayInAppTimeZone,
} from './dates';
import { appInstant } from './zonedTime';

describe('dates in Chile', () => {
  it('reads a day and an hour in Chile as the right instant, winter (UTC-4) and summer (UTC-3) alike', () => {
    expect(appInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(appInstant('2026-10-01', '10:00').toISOString()).toBe('2026-10-01T13:00:00.000Z');
    // The night the clocks go forward (2026-09-06 00:00 → 01:00): a morning hour of that day is already summer time.
    expect(appInstant('2026-09-06', '09:30').toISOString()).toBe('2026-09-06T12:30:00.000Z');
    expect(appInstant('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it("names the day by Chile's clock, not the machine's", () => {
    // 02:30 UTC on 2 July is still 1 July, 22:30, in Chile.
    expect(appDayOf(new Date('2026-07-02T02:30:00Z'))).toBe('2026-07-01');
    expect(todayInAppTimeZone(new Date('2026-07-02T04:30:00Z'))).toBe('2026-07-02');
  });

  it('moves a calendar day by whole days across a clock change and a month end', () => {
    expect(shiftDay('2026-09-05', 1)).toBe('2026-09-06');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-30', 5)).toBe('2027-01-04');
  });

  it('writes time-stamps as DD/MM/YYYY HH:mm in Chile, and nothing for no date', () => {
    expect(formatTimestamp(new Date('2026-10-01T13:05:00Z'))).toBe('01/10/2026 10:05');
    expect(formatTimestamp(null)).toBe('');
    expect(formatClock('2026-10-01T13:05:00Z')).toBe('10:05');
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    // 01:30 UTC on 10 March is still the 9th in Chile.
    expect(formatDate('2026-03-10T01:30:00Z')).toBe('09/03/2026');
    expect(formatDate(undefined)).toBe('');
    expect(formatWrittenMoment(new Date('2030-05-14T14:30:00Z'))).toMatch(/^martes, 14 de mayo de 2030, 10:30/);
  });
});
