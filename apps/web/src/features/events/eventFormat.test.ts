import { attendanceSummary, eventAttendancePercentage, isAttendanceEvent } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dates';
import {
  formatEventDate,
  fromPickerValue,
  isEventToday,
  markAttendanceUrl,
  matchesParticipantSearch,
  qrFileName,
  roleFilterOf,
  rolesLabelOf,
  roundToQuarterHour,
  sessionDateRows,
  toPickerValue,
  toSessionsDates,
} from './eventFormat';

const mentoring = { serviceType: ['MENTORING' as const] };
const attraction = { serviceType: ['ATTRACTION' as const] };

describe('event roles label (spec 001 §9)', () => {
  it("reads 'Mentees' and 'Mentores/as' joined with ' y ', mentees first", () => {
    expect(rolesLabelOf(['MENTOR', 'STUDENT'], mentoring)).toBe('Mentees y Mentores/as');
    expect(rolesLabelOf(['STUDENT'], mentoring)).toBe('Mentees');
    expect(rolesLabelOf(['MENTOR'], mentoring)).toBe('Mentores/as');
  });

  it("reads 'Sin especificar' without roles and the attraction labels for attraction processes", () => {
    expect(rolesLabelOf([], mentoring)).toBe('Sin especificar');
    expect(rolesLabelOf(['STUDENT', 'MENTOR'], attraction)).toBe('Estudiantes y Tutores/as');
  });
});

describe('15-minute steps', () => {
  it('rounds to the nearest quarter hour and drops seconds', () => {
    const at = (hm: string) => roundToQuarterHour(dayjs(`2026-12-01T${hm}`)).format('HH:mm:ss');
    expect(at('10:07:00')).toBe('10:00:00');
    expect(at('10:08:00')).toBe('10:15:00');
    expect(at('10:30:59')).toBe('10:30:00');
    expect(at('10:53:00')).toBe('11:00:00');
    expect(roundToQuarterHour(dayjs('2026-12-01T23:55')).format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 00:00');
  });

  it('reads the picked wall-clock time as Chile time, and shows an event in Chile time', () => {
    // December: Santiago is UTC-3.
    expect(fromPickerValue(dayjs('2026-12-01T12:40'))).toBe('2026-12-01T15:45:00.000Z');
    expect(toPickerValue('2026-12-01T15:45:00.000Z')!.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 12:45');
    expect(toPickerValue(null)).toBeNull();
    expect(formatEventDate('2026-06-11T02:30:00.000Z')).toBe('10/06/2026 22:30');
    expect(formatEventDate(null)).toBe('Sin fecha');
  });

  it('tells whether an event is today in Santiago', () => {
    const now = new Date('2026-06-10T20:00:00Z');
    expect(isEventToday('2026-06-11T02:30:00Z', now)).toBe(true);
    expect(isEventToday('2026-06-11T13:00:00Z', now)).toBe(false);
    expect(isEventToday(null, now)).toBe(false);
  });
});

describe('attendance percentages (spec 001 §9)', () => {
  it('per event: attendees over eligible participants × 100, rounded', () => {
    expect(eventAttendancePercentage(2, 3)).toBe(67);
    expect(eventAttendancePercentage(1, 8)).toBe(13);
    expect(eventAttendancePercentage(0, 0)).toBe(0);
    expect(eventAttendancePercentage(5, 5)).toBe(100);
  });

  it('per participant: attended over past applicable events, rounded', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const { states, percentage } = attendanceSummary(
      [
        { eventId: 'a', roles: [], eventDate: '2026-06-01T12:00:00Z', attended: true },
        { eventId: 'b', roles: ['STUDENT'], eventDate: '2026-06-02T12:00:00Z', attended: false },
        { eventId: 'c', roles: ['MENTOR'], eventDate: '2026-06-03T12:00:00Z', attended: false },
        { eventId: 'd', roles: [], eventDate: '2026-06-04T12:00:00Z', attended: true },
        { eventId: 'e', roles: [], eventDate: '2026-07-01T12:00:00Z', attended: false },
      ],
      'STUDENT',
      now,
    );
    expect(states.map((s) => s.state)).toEqual([
      'ATTENDED',
      'NOT_ATTENDED',
      'NOT_APPLICABLE',
      'ATTENDED',
      'NOT_APPLICABLE',
    ]);
    expect(percentage).toBe(67);
  });

  it('lists an event in the table once it has begun or has attendees', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(isAttendanceEvent('2026-06-10T12:00:00Z', 0, now)).toBe(true);
    expect(isAttendanceEvent('2026-06-10T12:15:00Z', 0, now)).toBe(false);
    expect(isAttendanceEvent('2026-06-10T12:15:00Z', 1, now)).toBe(true);
    expect(isAttendanceEvent(null, 0, now)).toBe(false);
  });

  it('asks for both roles, one, or none', () => {
    expect(roleFilterOf(['STUDENT', 'MENTOR'])).toBe('ALL');
    expect(roleFilterOf(['MENTOR'])).toBe('MENTOR');
    expect(roleFilterOf([])).toBeNull();
  });
});

describe('session dates', () => {
  it('offers sessions 2..n with the ranges the process has', () => {
    const rows = sessionDateRows(4, [{ sessionNumber: 3, start: '2026-03-01', end: '2026-03-15' }]);
    expect(rows.map((r) => r.sessionNumber)).toEqual([2, 3, 4]);
    expect(rows[0]!.start).toBeNull();
    expect(rows[1]!.start!.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(sessionDateRows(1, [])).toEqual([]);
    expect(toSessionsDates([{ sessionNumber: 2, start: dayjs('2026-02-01'), end: dayjs('2026-02-14') }])).toEqual([
      { sessionNumber: 2, start: '2026-02-01', end: '2026-02-14' },
    ]);
  });
});

describe('attendance page helpers', () => {
  it('finds a participant by any words of the name, ignoring case and accents', () => {
    expect(matchesParticipantSearch('jose per', 'José Pérez')).toBe(true);
    expect(matchesParticipantSearch('  ', 'José Pérez')).toBe(true);
    expect(matchesParticipantSearch('ana', 'José Pérez')).toBe(false);
  });

  it('builds the QR target and the PNG file name', () => {
    expect(markAttendanceUrl('https://enlaza.cl', 'e1')).toBe('https://enlaza.cl/mark-attendance/e1');
    expect(qrFileName('Charla de cierre: ¡Éxito!')).toBe('qr-asistencia-charla-de-cierre-exito.png');
    expect(qrFileName('***')).toBe('qr-asistencia.png');
  });
});
