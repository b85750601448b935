import type { InvitationCounts } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { breakdownRows, canDelete, canSwap, createPairsBlockReason, formatAffinity, weightShares } from './pairsRules';

const counts = (APPROVED: number, PENDING = 0, REJECTED = 0): InvitationCounts => ({ APPROVED, PENDING, REJECTED });

describe('createPairsBlockReason', () => {
  it('blocks while anyone is pending, naming how many', () => {
    expect(createPairsBlockReason(counts(2, 1), counts(2))).toContain('1 pendiente)');
    expect(createPairsBlockReason(counts(2), counts(1, 2))).toContain('2 pendientes)');
  });

  it('blocks when the confirmed counts differ, or nobody is confirmed', () => {
    expect(createPairsBlockReason(counts(3), counts(2, 0, 1))).toBe(
      'Debe haber la misma cantidad de mentees que de mentores/as (mentees confirmadas: 3, mentoras confirmadas: 2).',
    );
    expect(createPairsBlockReason(counts(0, 0, 2), counts(0))).toContain('no tiene participantes confirmadas');
  });

  it('allows equal confirmed counts with nobody pending; rejections do not count', () => {
    expect(createPairsBlockReason(counts(2, 0, 3), counts(2))).toBeNull();
  });
});

describe('selection rules', () => {
  it('swap needs exactly two pairs, delete exactly one', () => {
    expect([0, 1, 2, 3].map((n) => canSwap(Array.from({ length: n }, String)))).toEqual([false, false, true, false]);
    expect([0, 1, 2].map((n) => canDelete(Array.from({ length: n }, String)))).toEqual([false, true, false]);
  });
});

describe('breakdownRows', () => {
  it('labels the criteria in Spanish, in order, as rounded percents', () => {
    const rows = breakdownRows({
      region: 100,
      interests: 66.7,
      level: 50,
      objectives: 12.4,
      businessArea: 0,
      qualities: 80,
    });
    expect(rows.map((r) => r.label)).toEqual(['Intereses', 'Objetivos', 'Cualidades', 'Área', 'Nivel', 'Región']);
    expect(rows.map((r) => r.percent)).toEqual([67, 12, 80, 0, 50, 100]);
  });

  it('keeps an unknown criterion under its own key and has nothing without a breakdown', () => {
    expect(breakdownRows({ custom: 10 })).toEqual([{ key: 'custom', label: 'custom', percent: 10 }]);
    expect(breakdownRows(null)).toEqual([]);
  });

  it('formats an affinity as a rounded percent', () => {
    expect(formatAffinity(72.45)).toBe('72%');
    expect(formatAffinity(null)).toBe('-');
  });
});

describe('weightShares', () => {
  it('divides each weight by their sum, one decimal', () => {
    expect(weightShares({ interests: 1, objectives: 1, qualities: 1, businessArea: 0, level: 0, region: 0 })).toEqual({
      interests: 33.3,
      objectives: 33.3,
      qualities: 33.3,
      businessArea: 0,
      level: 0,
      region: 0,
    });
  });

  it('has no shares while a weight is missing or all are zero', () => {
    expect(weightShares({ interests: 10 })).toBeNull();
    expect(
      weightShares({ interests: 0, objectives: 0, qualities: 0, businessArea: 0, level: 0, region: 0 }),
    ).toBeNull();
  });
});
