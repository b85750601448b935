import { describe, expect, it } from 'vitest';
import {
  attendanceSummary,
  createEventRequestSchema,
  eventMessages,
  eventRolesLabel,
  updateEventRequestSchema,
} from './events';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('eventRolesLabel', () => {
  it('names mentoring roles', () => {
    expect(eventRolesLabel(['STUDENT'], false)).toBe('Mentees');
    expect(eventRolesLabel(['MENTOR'], false)).toBe('Mentores/as');
    expect(eventRolesLabel(['MENTOR', 'STUDENT'], false)).toBe('Mentees y Mentores/as');
  });
  it('names attraction roles', () => {
    expect(eventRolesLabel(['STUDENT'], true)).toBe('Estudiantes');
    expect(eventRolesLabel(['STUDENT', 'MENTOR'], true)).toBe('Estudiantes y Tutores/as');
  });
  it('says "Sin especificar" when empty', () => {
    expect(eventRolesLabel([], false)).toBe('Sin especificar');
    expect(eventRolesLabel([], true)).toBe('Sin especificar');
  });
});

describe('event schemas', () => {
  const valid = { name: 'Kickoff', roles: ['MENTOR'], eventDate: '2026-12-01T15:30:00.000Z' };

  it('accepts a valid event and drops duplicate roles', () => {
    const parsed = updateEventRequestSchema.parse({ ...valid, roles: ['STUDENT', 'MENTOR', 'STUDENT'] });
    expect(parsed.roles).toEqual(['MENTOR', 'STUDENT']);
    expect(updateEventRequestSchema.parse({ name: 'x', eventDate: valid.eventDate }).roles).toEqual([]);
  });
  it('requires a name', () => {
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, name: '  ' }))).toBe(eventMessages.name);
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, name: undefined }))).toBe(eventMessages.name);
  });
  it('requires a date in 15-minute steps', () => {
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, eventDate: undefined }))).toBe(
      eventMessages.date,
    );
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, eventDate: '' }))).toBe(eventMessages.date);
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, eventDate: 'mañana' }))).toBe(
      eventMessages.date,
    );
    expect(firstMessage(updateEventRequestSchema.safeParse({ ...valid, eventDate: '2026-12-01T15:20:00Z' }))).toBe(
      eventMessages.dateStep,
    );
    expect(updateEventRequestSchema.safeParse({ ...valid, eventDate: '2026-12-01T12:45:00-03:00' }).success).toBe(true);
  });
  it('rejects unknown roles and needs a process on creation', () => {
    expect(updateEventRequestSchema.safeParse({ ...valid, roles: ['ADMIN'] }).success).toBe(false);
    expect(createEventRequestSchema.safeParse(valid).success).toBe(false);
  });
});

describe('attendanceSummary', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const ev = (
    eventId: string,
    eventDate: string | null,
    attended = false,
    roles: Array<'MENTOR' | 'STUDENT'> = [],
  ) => ({
    eventId,
    eventDate,
    attended,
    roles,
  });

  it('states attended, not attended and not applicable (future, undated or role excluded)', () => {
    const { states, percentage } = attendanceSummary(
      [
        ev('a', '2026-06-01T12:00:00Z', true),
        ev('b', '2026-06-02T12:00:00Z'),
        ev('c', '2026-06-03T12:00:00Z', false, ['MENTOR']),
        ev('d', '2026-06-20T12:00:00Z'),
        ev('e', null),
        ev('f', '2026-06-04T12:00:00Z', false, ['STUDENT']),
      ],
      'STUDENT',
      now,
    );
    expect(states.map((s) => s.state)).toEqual([
      'ATTENDED',
      'NOT_ATTENDED',
      'NOT_APPLICABLE',
      'NOT_APPLICABLE',
      'NOT_APPLICABLE',
      'NOT_ATTENDED',
    ]);
    expect(percentage).toBe(33);
  });
  it('rounds and is 0 without applicable past events', () => {
    const two = [ev('a', '2026-06-01T12:00:00Z', true), ev('b', '2026-06-02T12:00:00Z', true)];
    expect(attendanceSummary([...two, ev('c', '2026-06-03T12:00:00Z')], 'MENTOR', now).percentage).toBe(67);
    expect(attendanceSummary(two, 'MENTOR', now).percentage).toBe(100);
    expect(attendanceSummary([ev('d', '2026-07-01T12:00:00Z')], 'MENTOR', now).percentage).toBe(0);
    expect(attendanceSummary([], 'MENTOR', now).percentage).toBe(0);
  });
});
