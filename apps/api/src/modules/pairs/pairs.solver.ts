/**
 * The cohort solve behind create_pairs: score matrix, optimal assignment, and each chosen pair's affinity and
 * breakdown. Large cohorts are handed to the app's solver pool (worker threads) so the request thread keeps serving
 * while the O(n³) solve runs; small ones are solved in place, where the hand-over would cost more than the solve.
 */
import {
  buildPairScoreMatrix,
  optimalAssignment,
  scorePair,
  type MatchingProfile,
  type PairCriterion,
  type PairWeights,
} from '../matching';

/** Pairs from which create_pairs solves off the request thread. */
export const WORKER_THRESHOLD_PAIRS = 1500;

export interface SolvedPair {
  menteeIndex: number;
  mentorIndex: number;
  affinity: number;
  breakdown: Record<PairCriterion, number>;
}

export interface SolvedCohort {
  pairs: SolvedPair[];
  /** Mentees no allowed mentor is left for (see optimalAssignment). */
  unassigned: number[];
}

export interface CohortInput {
  mentees: MatchingProfile[];
  mentors: MatchingProfile[];
  /** The process's criterion weights (relative; see resolvePairWeights); the defaults when absent. */
  weights?: Partial<PairWeights>;
}

export function solveCohort({ mentees, mentors, weights }: CohortInput): SolvedCohort {
  const scores = buildPairScoreMatrix(mentees, mentors, weights);
  const assignment = optimalAssignment(scores, mentees.length, mentors.length);
  return {
    pairs: assignment.pairs.map(({ menteeIndex, mentorIndex }) => {
      const { affinity, breakdown } = scorePair(mentees[menteeIndex]!, mentors[mentorIndex]!, weights);
      return { menteeIndex, mentorIndex, affinity, breakdown };
    }),
    unassigned: assignment.unassigned,
  };
}

/** {@link solveCohort} run off the request thread (the app's solver pool, bounded in threads, queue and time). */
export type SolveCohortOffThread = (input: CohortInput) => Promise<SolvedCohort>;

export function solvePairs(input: CohortInput, solveOffThread: SolveCohortOffThread): Promise<SolvedCohort> {
  const size = Math.max(input.mentees.length, input.mentors.length);
  return size >= WORKER_THRESHOLD_PAIRS ? solveOffThread(input) : Promise.resolve(solveCohort(input));
}
