import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN } from './affinity';
import {
  type AssignmentResult,
  bruteForceAssignment,
  greedyAssignment,
  networkingMatches,
  optimalAssignment,
  possibleNumberOfMatches,
} from './assignment';

const F = FORBIDDEN;

/** A square score matrix, about a fifth of its cells forbidden. */
const squareScores = (maxSize: number) =>
  fc
    .integer({ min: 1, max: maxSize })
    .chain((n) =>
      fc
        .array(fc.integer({ min: -25, max: 100 }), { minLength: n * n, maxLength: n * n })
        .map((cells) => ({ n, scores: Float64Array.from(cells, (v) => (v < 0 ? F : v)) })),
    );

function expectMatching(result: AssignmentResult, scores: Float64Array, cols: number) {
  const rows = new Set(result.pairs.map((p) => p.menteeIndex));
  const mentors = new Set(result.pairs.map((p) => p.mentorIndex));
  expect(rows.size).toBe(result.pairs.length);
  expect(mentors.size).toBe(result.pairs.length);
  for (const pair of result.pairs) {
    expect(scores[pair.menteeIndex * cols + pair.mentorIndex]).toBe(pair.affinity);
    expect(pair.affinity).toBeGreaterThanOrEqual(0);
  }
  expect(result.total).toBeCloseTo(
    result.pairs.reduce((sum, p) => sum + p.affinity, 0),
    6,
  );
}

describe('optimalAssignment', () => {
  it('beats greedy where the best single pair is a trap (8 + 1 greedily, 7 + 7 optimally)', () => {
    const scores = Float64Array.of(8, 7, 7, 1);
    expect(greedyAssignment(scores, 2, 2).total).toBe(9);
    const ours = optimalAssignment(scores, 2, 2);
    expect(ours.total).toBe(14);
    expect(ours.pairs).toEqual([
      { menteeIndex: 0, mentorIndex: 1, affinity: 7 },
      { menteeIndex: 1, mentorIndex: 0, affinity: 7 },
    ]);
  });

  it('pairs everyone through allowed pairs when it can, where greedy leaves a mentee out', () => {
    const scores = Float64Array.of(F, 90, 10, 100);
    expect(greedyAssignment(scores, 2, 2).unassigned).toEqual([0]);
    const ours = optimalAssignment(scores, 2, 2);
    expect(ours.unassigned).toEqual([]);
    expect(ours.total).toBe(100);
  });

  it('reports a mentee whose only free mentors are forbidden as unassigned, never as a pair', () => {
    // Mentor 1 is refused to both (say, INACTIVE): one mentee cannot be paired.
    const ours = optimalAssignment(Float64Array.of(50, F, 60, F), 2, 2);
    expect(ours.pairs).toEqual([{ menteeIndex: 1, mentorIndex: 0, affinity: 60 }]);
    expect(ours.unassigned).toEqual([0]);
  });

  it('solves rectangular cohorts and empty ones', () => {
    const more = optimalAssignment(Float64Array.of(10, 50, 20, 60, 55, 0), 2, 3);
    expect(more.total).toBe(110);
    const fewer = optimalAssignment(Float64Array.of(10, 50, 20, 60, 55, 0), 3, 2);
    expect(fewer.pairs).toHaveLength(2);
    expect(fewer.unassigned).toHaveLength(1);
    expect(fewer.total).toBe(115);
    expect(optimalAssignment(new Float64Array(0), 0, 0)).toEqual({ pairs: [], total: 0, unassigned: [] });
  });

  it('is a perfect matching without forbidden pairs whenever one exists, and equals brute force (n ≤ 7)', () => {
    fc.assert(
      fc.property(squareScores(7), ({ n, scores }) => {
        const ours = optimalAssignment(scores, n, n);
        const brute = bruteForceAssignment(scores, n, n);
        expectMatching(ours, scores, n);
        expect(ours.unassigned.length).toBe(brute.unassigned.length);
        expect(ours.total).toBeCloseTo(brute.total, 6);
        if (brute.unassigned.length === 0) expect(ours.pairs).toHaveLength(n);
      }),
      { numRuns: 150 },
    );
  });

  it('pairs at least as many as greedy and, pairing as many, has a total at least as high', () => {
    fc.assert(
      fc.property(squareScores(20), ({ n, scores }) => {
        const ours = optimalAssignment(scores, n, n);
        const greedy = greedyAssignment(scores, n, n);
        expectMatching(ours, scores, n);
        expectMatching(greedy, scores, n);
        expect(ours.pairs.length).toBeGreaterThanOrEqual(greedy.pairs.length);
        if (ours.pairs.length === greedy.pairs.length) expect(ours.total).toBeGreaterThanOrEqual(greedy.total - 1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it('is never worse than greedy when nothing is forbidden', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 25 })
          .chain((n) =>
            fc
              .array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: n * n, maxLength: n * n })
              .map((cells) => ({ n, scores: Float64Array.from(cells) })),
          ),
        ({ n, scores }) => {
          const ours = optimalAssignment(scores, n, n);
          expect(ours.pairs).toHaveLength(n);
          expect(ours.total).toBeGreaterThanOrEqual(greedyAssignment(scores, n, n).total - 1e-9);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('possibleNumberOfMatches', () => {
  it('lists k ≤ n − 1 with k·n even', () => {
    expect(possibleNumberOfMatches(0)).toEqual([]);
    expect(possibleNumberOfMatches(1)).toEqual([]);
    expect(possibleNumberOfMatches(2)).toEqual([1]);
    expect(possibleNumberOfMatches(5)).toEqual([2, 4]);
    expect(possibleNumberOfMatches(6)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('networkingMatches', () => {
  /** Symmetric networking scores, FORBIDDEN on the diagonal. */
  const networkingScores = fc.integer({ min: 2, max: 11 }).chain((n) =>
    fc.array(fc.integer({ min: 0, max: 100 }), { minLength: n * n, maxLength: n * n }).map((cells) => {
      const scores = new Float64Array(n * n);
      for (let i = 0; i < n; i++) {
        scores[i * n + i] = F;
        for (let j = i + 1; j < n; j++) scores[i * n + j] = scores[j * n + i] = cells[i * n + j]!;
      }
      return { n, scores };
    }),
  );

  it('gives every mentee exactly k distinct partners, never themself, mutually, for every feasible k', () => {
    fc.assert(
      fc.property(networkingScores, ({ n, scores }) => {
        for (const k of possibleNumberOfMatches(n)) {
          const { partners, matches, total } = networkingMatches(scores, n, k);
          expect(matches).toHaveLength((n * k) / 2);
          partners.forEach((list, i) => {
            expect(list).toHaveLength(k);
            expect(new Set(list).size).toBe(k);
            expect(list).not.toContain(i);
            for (const j of list) expect(partners[j]).toContain(i);
          });
          expect(total).toBeCloseTo(
            matches.reduce((sum, m) => sum + m.affinity, 0),
            6,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('improves on the greedy start: 10 + 0 greedily, 9 + 9 after a swap', () => {
    // Mentees A, B, C, D: A–B 10, C–D 0, A–C 9, B–D 9, the rest 0.
    const n = 4;
    const scores = new Float64Array(n * n);
    const set = (i: number, j: number, v: number) => (scores[i * n + j] = scores[j * n + i] = v);
    for (let i = 0; i < n; i++) scores[i * n + i] = F;
    set(0, 1, 10);
    set(0, 2, 9);
    set(1, 3, 9);
    const result = networkingMatches(scores, n, 1);
    expect(result.total).toBe(18);
    expect(result.partners).toEqual([[2], [3], [0], [1]]);
  });

  it('matches everyone with everyone when k = n − 1, and refuses an infeasible k', () => {
    const n = 5;
    const scores = new Float64Array(n * n).fill(50);
    const { partners } = networkingMatches(scores, n, 4);
    partners.forEach((list, i) => expect(list).toEqual([0, 1, 2, 3, 4].filter((j) => j !== i)));
    expect(() => networkingMatches(scores, n, 3)).toThrow(RangeError);
    expect(() => networkingMatches(scores, n, 5)).toThrow(RangeError);
  });
});
