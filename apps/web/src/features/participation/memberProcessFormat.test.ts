import { isWithinSessionRange, sessionRangeOf } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import {
  dayOutsideRange,
  processTimeProgress,
  quarterHours,
  santiagoInstant,
  sessionDisplayStatus,
} from './memberProcessFormat';

const process = { startDate: null, estimatedStartDate: '2026-01-01', estimatedEndDate: '2026-01-31', ungrouped: false };

describe('processTimeProgress', () => {
  it('is the elapsed share of the time between start and end, from 0 to 100', () => {
    expect(processTimeProgress(process, new Date('2025-12-01T12:00:00Z'))).toBe(0);
    expect(processTimeProgress(process, new Date('2026-01-16T15:00:00Z'))).toBe(50);
    expect(processTimeProgress(process, new Date('2026-06-01T12:00:00Z'))).toBe(100);
  });

  it('counts one month per session for an ungrouped process', () => {
    const ungrouped = { ...process, ungrouped: true };
    // Two sessions: two months from January 1st, so mid-January is about a quarter.
    const percent = processTimeProgress(ungrouped, new Date('2026-01-16T15:00:00Z'), 2);
    expect(percent).toBeGreaterThan(20);
    expect(percent).toBeLessThan(30);
  });
});

describe('session ranges', () => {
  const ranges = [
    { sessionNumber: 2, start: '2026-02-01', end: '2026-02-28' },
    { sessionNumber: 3, start: '2026-03-01', end: '2026-03-31' },
  ];

  it('runs the first session from the process start to the start of the second one', () => {
    expect(sessionRangeOf(1, '2026-01-05', ranges)).toEqual({ start: '2026-01-05', end: '2026-02-01' });
    expect(sessionRangeOf(3, '2026-01-05', ranges)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(sessionRangeOf(4, '2026-01-05', ranges)).toBeNull();
  });

  it('checks a date by its day in America/Santiago, both ends included', () => {
    const range = { start: '2026-02-01', end: '2026-02-28' };
    // 23:30 in Santiago on February 28th is already March 1st in UTC.
    expect(isWithinSessionRange(new Date(santiagoInstant('2026-02-28', '23:30')), range)).toBe(true);
    expect(isWithinSessionRange(new Date(santiagoInstant('2026-02-01', '00:00')), range)).toBe(true);
    expect(isWithinSessionRange(new Date(santiagoInstant('2026-03-01', '00:15')), range)).toBe(false);
    expect(isWithinSessionRange(new Date(santiagoInstant('2026-01-31', '23:45')), range)).toBe(false);
    expect(isWithinSessionRange(new Date(), null)).toBe(true);
  });
});

describe('sessions', () => {
  it('shows a session not enabled yet as DISABLED, a done one as its status', () => {
    expect(sessionDisplayStatus({ status: 'PENDING_NO_DATE', enabled: false })).toBe('DISABLED');
    expect(sessionDisplayStatus({ status: 'PENDING_NO_DATE', enabled: true })).toBe('PENDING_NO_DATE');
    expect(sessionDisplayStatus({ status: 'COMPLETED', enabled: true })).toBe('COMPLETED');
  });

  it('offers the day in 15-minute steps', () => {
    expect(quarterHours).toHaveLength(96);
    expect(quarterHours.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarterHours.at(-1)).toBe('23:45');
    expect(santiagoInstant('2026-07-01', '10:15')).toBe('2026-07-01T14:15:00.000Z');
  });
});

describe('dayOutsideRange', () => {
  it('greys out the days before and after a session period, its ends included in it', () => {
    const range = { start: '2026-03-10', end: '2026-03-20' };
    expect(dayOutsideRange('2026-03-09', range)).toBe(true);
    expect(dayOutsideRange('2026-03-10', range)).toBe(false);
    expect(dayOutsideRange('2026-03-20', range)).toBe(false);
    expect(dayOutsideRange('2026-03-21', range)).toBe(true);
    expect(dayOutsideRange('2020-01-01', null)).toBe(false);
  });
});
