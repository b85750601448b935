/**
 * The solve behind automatic create_groups: affinity matrix and balanced optimal assignment. Its matrix grows with the
 * square of the students, so large cohorts are handed to the app's solver pool (worker threads) and the request
 * thread keeps serving; small ones are solved in place, where the hand-over would cost more than the solve.
 */
import { balancedGroupAssignment, buildPairScoreMatrix, type MatchingProfile } from '../matching';

/** Students from which create_groups solves off the request thread. */
export const GROUPS_WORKER_THRESHOLD = 300;

export interface GroupsInput {
  students: MatchingProfile[];
  tutors: MatchingProfile[];
}

/** For each student, the index of the tutor whose group they join. */
export function solveGroups({ students, tutors }: GroupsInput): number[] {
  const scores = buildPairScoreMatrix(students, tutors);
  return Array.from(balancedGroupAssignment(scores, students.length, tutors.length));
}

/** {@link solveGroups} run off the request thread (the app's solver pool, bounded in threads, queue and time). */
export type SolveGroupsOffThread = (input: GroupsInput) => Promise<number[]>;

export function solveGroupsFor(input: GroupsInput, solveOffThread: SolveGroupsOffThread): Promise<number[]> {
  return input.students.length >= GROUPS_WORKER_THRESHOLD ? solveOffThread(input) : Promise.resolve(solveGroups(input));
}
