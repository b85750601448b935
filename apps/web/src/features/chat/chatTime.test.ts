import { describe, expect, it } from 'vitest';
import { chatDayKey, chatDayLabel, chatTime } from './chatTime';

describe('chat times (America/Santiago)', () => {
  it('shows the hour of Santiago, not of the machine or UTC', () => {
    // 02:30 UTC on 26 November is 23:30 of the 25th in Santiago (UTC−3 in summer).
    expect(chatTime('2026-11-26T02:30:00Z')).toBe('23:30');
    expect(chatDayKey('2026-11-26T02:30:00Z')).toBe('2026-11-25');
  });

  it("labels days 'Hoy', 'Ayer', then by date, with the year only for another year", () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(chatDayLabel('2026-11-26T12:00:00Z', now)).toBe('Hoy');
    expect(chatDayLabel('2026-11-26T02:30:00Z', now)).toBe('Ayer');
    expect(chatDayLabel('2026-11-20T15:00:00Z', now)).toBe('20 noviembre');
    expect(chatDayLabel('2025-12-31T15:00:00Z', now)).toBe('31 diciembre 2025');
  });
});
