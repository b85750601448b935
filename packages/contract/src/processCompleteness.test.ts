import { describe, expect, it } from 'vitest';
import { processCompleteness, type ProcessCompletenessInput } from './processes';

const networking = {
  businessAreaConfiguration: 'DISTINCT',
  businessPositionConfiguration: 'SIMILAR',
  interestTypeConfiguration: 'INDIFFERENT',
  regionConfiguration: 'INDIFFERENT',
  numberOfMatch: 3,
} as const;

const base: ProcessCompletenessInput = {
  name: 'Mentoría 2026',
  clientId: 'c1',
  estimatedStartDate: '2026-01-01',
  estimatedEndDate: '2026-04-01',
  serviceTypes: ['MENTORING'],
  mentorshipId: 'g1',
  studentsCount: 1,
  mentorsCount: 1,
};

describe('processCompleteness (spec 001 §5 "Process complete check")', () => {
  it('accepts a complete mentoring process', () => {
    expect(processCompleteness(base)).toEqual({ complete: true, missing: [] });
  });

  it('lists every missing basic field', () => {
    const result = processCompleteness({
      ...base,
      name: ' ',
      clientId: null,
      estimatedStartDate: '',
      estimatedEndDate: null,
      studentsCount: 0,
    });
    expect(result).toEqual({ complete: false, missing: ['name', 'client', 'startDate', 'endDate', 'students'] });
  });

  it('asks for a mentor only when a mentoring process has a guide', () => {
    expect(processCompleteness({ ...base, mentorsCount: 0 }).missing).toEqual(['mentors']);
    expect(
      processCompleteness({ ...base, dynamicMentorshipId: 'd1', mentorshipId: null, mentorsCount: 0 }).missing,
    ).toEqual(['mentors']);
    expect(processCompleteness({ ...base, mentorshipId: null, mentorsCount: 0 }).complete).toBe(true);
    expect(processCompleteness({ ...base, serviceTypes: ['WORKSHOP'], mentorsCount: 0 }).complete).toBe(true);
  });

  it('asks networking processes for their configuration', () => {
    const input = { ...base, serviceTypes: ['NETWORKING'] as const };
    expect(processCompleteness({ ...input, networking: null }).missing).toEqual(['networking']);
    expect(processCompleteness({ ...input, networking }).complete).toBe(true);
  });
});
