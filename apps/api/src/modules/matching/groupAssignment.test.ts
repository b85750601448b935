import { describe, expect, it } from 'vitest';
import { FORBIDDEN } from './affinity';
import { balancedGroupAssignment } from './groupAssignment';

const sizes = (groupOf: Int32Array, tutors: number) => {
  const out = new Array<number>(tutors).fill(0);
  for (const g of groupOf) out[g]!++;
  return out;
};

describe('balancedGroupAssignment', () => {
  it('keeps group sizes within one of each other even when every student prefers the same tutor', () => {
    const students = 7;
    const tutors = 3;
    const scores = new Float64Array(students * tutors);
    for (let s = 0; s < students; s++) scores.set([90, 10, 5], s * tutors);
    const groupOf = balancedGroupAssignment(scores, students, tutors);
    const counts = sizes(groupOf, tutors);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    // The favourite tutor is the one that takes the extra student.
    expect(counts[0]).toBe(3);
  });

  it('sends each student to the tutor that suits them best when the sizes allow it', () => {
    // Students 0, 1 suit tutor 1; students 2, 3 suit tutor 0.
    const scores = Float64Array.from([10, 80, 20, 70, 90, 15, 60, 30]);
    expect([...balancedGroupAssignment(scores, 4, 2)]).toEqual([1, 1, 0, 0]);
  });

  it('avoids a refused pairing when the sizes allow it, and still places everyone when they do not', () => {
    const avoid = Float64Array.from([FORBIDDEN, 10, 50, 10]);
    expect([...balancedGroupAssignment(avoid, 2, 2)]).toEqual([1, 0]);
    const unavoidable = Float64Array.from([FORBIDDEN, FORBIDDEN]);
    expect([...balancedGroupAssignment(unavoidable, 2, 1)]).toEqual([0, 0]);
  });

  it('never leaves a tutor empty while another has two more students (5 students, 4 tutors)', () => {
    const scores = new Float64Array(5 * 4);
    for (let s = 0; s < 5; s++) scores.set([100, 0, 0, 0], s * 4);
    const counts = sizes(balancedGroupAssignment(scores, 5, 4), 4);
    expect(counts.sort()).toEqual([1, 1, 1, 2]);
  });
});
