import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MatchingProfile } from '../matching';
import { createMatchingSolverPool } from '../../solvers';
import { GROUPS_WORKER_THRESHOLD, solveGroups, solveGroupsFor, type GroupsInput } from './attractionGroups.solver';

// The app's solver pool, run from these TypeScript sources: the worker thread loads them through tsx.
const pool = createMatchingSolverPool({ threads: 1, maxQueued: 4, timeoutSeconds: 60 });
afterAll(() => pool.close());

function profile(userId: string, role: MatchingProfile['role'], extra: Partial<MatchingProfile> = {}): MatchingProfile {
  return { userId, role, interests: [], adviceIds: [], attributeIds: [], ...extra };
}

describe('groups solver', () => {
  // Two students suit tutor t2, one suits t1: the groups are 2 and 1, each student with their tutor.
  const input: GroupsInput = {
    students: [
      profile('s1', 'MENTEE', { mainAdviceId: 'b' }),
      profile('s2', 'MENTEE', { mainAdviceId: 'a' }),
      profile('s3', 'MENTEE', { mainAdviceId: 'b' }),
    ],
    tutors: [profile('t1', 'MENTOR', { adviceIds: ['a'] }), profile('t2', 'MENTOR', { adviceIds: ['b'] })],
  };

  it('gives the same groups in place and on the solver pool', async () => {
    expect(solveGroups(input)).toEqual([1, 0, 1]);
    expect(await pool.run('attractionGroups', input)).toEqual([1, 0, 1]);
  });

  it('solves small cohorts in place and large ones off the request thread', async () => {
    const offThread = vi.fn(async (i: GroupsInput) => solveGroups(i));
    expect(await solveGroupsFor(input, offThread)).toEqual([1, 0, 1]);
    expect(offThread).not.toHaveBeenCalled();
    const students = Array.from({ length: GROUPS_WORKER_THRESHOLD }, (_, i) => profile(`s${i}`, 'MENTEE'));
    const handed = vi.fn(async () => [] as number[]);
    await solveGroupsFor({ students, tutors: input.tutors }, handed);
    expect(handed).toHaveBeenCalledTimes(1);
  });
});
