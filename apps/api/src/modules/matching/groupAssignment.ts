/**
 * Students into tutors' groups of balanced sizes (attraction groups, spec 001 §4), maximising the total affinity.
 *
 * Solved as one assignment problem with the same solver as pairs (munkres): each tutor offers `base` required slots
 * and, when the students do not divide evenly, one optional slot. Filler rows that may only take optional slots make
 * the matrix square, so every required slot is taken by a student and group sizes differ by at most one, while the
 * solver chooses which tutors get the extra student and who goes where.
 */
import { munkres } from 'munkres';
import { FORBIDDEN } from './affinity';
import { rowViews } from './assignment';

const MAX_SCORE = 100;

/**
 * For each student (row of `scores`, an n×k row-major matrix of affinities with {@link FORBIDDEN} where a hard
 * constraint refuses the pairing), the index of the tutor whose group they join. Every student is placed: a group is
 * not a one-to-one pair, so a refused pairing is only avoided when the sizes allow it.
 */
export function balancedGroupAssignment(scores: Float64Array, students: number, tutors: number): Int32Array {
  const groupOf = new Int32Array(students).fill(-1);
  if (students === 0 || tutors === 0) return groupOf;
  const base = Math.floor(students / tutors);
  const extra = students % tutors;
  const slotsPerTutor = base + (extra > 0 ? 1 : 0);
  const size = tutors * slotsPerTutor;
  // A refused pairing costs more than any assignment without one; a filler on a required slot more than anything.
  const refused = MAX_SCORE * (students + 1);
  const fillerOnRequired = refused * (students + 1);
  const cost = new Float64Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let t = 0; t < tutors; t++) {
      for (let s = 0; s < slotsPerTutor; s++) {
        const column = t * slotsPerTutor + s;
        const optional = s === base;
        let value: number;
        if (r >= students) value = optional ? 0 : fillerOnRequired;
        else {
          const score = scores[r * tutors + t]!;
          value = score === FORBIDDEN || score < 0 ? refused : MAX_SCORE - score;
        }
        cost[r * size + column] = value;
      }
    }
  }
  for (const [r, c] of munkres(rowViews(cost, size, size))) {
    if (r < students) groupOf[r] = Math.floor(c / slotsPerTutor);
  }
  return groupOf;
}
