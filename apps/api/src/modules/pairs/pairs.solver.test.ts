import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MatchingProfile } from '../matching';
import { createMatchingSolverPool } from '../../solvers';
import { solveCohort, solvePairs, WORKER_THRESHOLD_PAIRS, type CohortInput } from './pairs.solver';

// The app's solver pool, run from these TypeScript sources: the worker thread loads them through tsx.
const pool = createMatchingSolverPool({ threads: 1, maxQueued: 4, timeoutSeconds: 60 });
afterAll(() => pool.close());
const solveCohortInWorker = (input: CohortInput) => pool.run('pairs', input);

function profile(userId: string, role: MatchingProfile['role'], extra: Partial<MatchingProfile> = {}): MatchingProfile {
  return { userId, role, interests: [], adviceIds: [], attributeIds: [], ...extra };
}

describe('pairs solver', () => {
  // s1 fits m1 best, but only s1 can take m2: the optimum gives m2 to s1 and m1 to s2.
  const mentees = [profile('s1', 'MENTEE', { mainAdviceId: 'a' }), profile('s2', 'MENTEE', { mainAdviceId: 'b' })];
  const mentors = [
    profile('m1', 'MENTOR', { adviceIds: ['a', 'b'] }),
    profile('m2', 'MENTOR', { adviceIds: ['a'], company: 'X' }),
  ];

  it('gives the same optimal result in a worker thread as in place', async () => {
    const inPlace = solveCohort({ mentees, mentors });
    expect(inPlace.unassigned).toEqual([]);
    expect(inPlace.pairs.map((p) => [p.menteeIndex, p.mentorIndex])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(await solveCohortInWorker({ mentees, mentors })).toEqual(inPlace);
  });

  it('reports mentees left without an allowed mentor', async () => {
    const blocked = [profile('s1', 'MENTEE', { company: 'X' })];
    const result = await solveCohortInWorker({ mentees: blocked, mentors: [mentors[1]!] });
    expect(result).toEqual({ pairs: [], unassigned: [0] });
  });

  it('solves with the given weights, in a worker thread as in place', async () => {
    // By objectives s1 goes with m1 and s2 with m2; only s1 seeks quality q, which only m2 has.
    const seekers = [
      profile('s1', 'MENTEE', { mainAdviceId: 'a', attributeIds: ['q'] }),
      profile('s2', 'MENTEE', { mainAdviceId: 'b' }),
    ];
    const offering = [
      profile('m1', 'MENTOR', { adviceIds: ['a'] }),
      profile('m2', 'MENTOR', { adviceIds: ['b'], attributeIds: ['q'] }),
    ];
    const assigned = (result: { pairs: Array<{ menteeIndex: number; mentorIndex: number }> }) =>
      result.pairs.map((p) => [p.menteeIndex, p.mentorIndex]);
    expect(assigned(solveCohort({ mentees: seekers, mentors: offering }))).toEqual([
      [0, 0],
      [1, 1],
    ]);
    const weights = { interests: 0, objectives: 0, qualities: 100, businessArea: 0, level: 0, region: 0 };
    const inPlace = solveCohort({ mentees: seekers, mentors: offering, weights });
    expect(assigned(inPlace)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(inPlace.pairs.map((p) => p.affinity)).toEqual([100, 0]);
    expect(await solveCohortInWorker({ mentees: seekers, mentors: offering, weights })).toEqual(inPlace);
  });

  it('solves small cohorts in place and hands large ones off the request thread', async () => {
    const offThread = vi.fn(async () => ({ pairs: [], unassigned: [] }));
    expect(await solvePairs({ mentees, mentors }, offThread)).toEqual(solveCohort({ mentees, mentors }));
    expect(offThread).not.toHaveBeenCalled();

    const many = (role: MatchingProfile['role']) =>
      Array.from({ length: WORKER_THRESHOLD_PAIRS }, (_, i) => profile(`${role}${i}`, role));
    await solvePairs({ mentees: many('MENTEE'), mentors: many('MENTOR') }, offThread);
    expect(offThread).toHaveBeenCalledTimes(1);
  });
});
