/**
 * The cohort solve behind create_pairs: score matrix, optimal assignment, and each chosen pair's affinity and
 * breakdown. Large cohorts run in a worker thread (matching/offThread) so the request thread keeps serving while
 * the O(n³) solve runs; small ones are solved in place, where a thread's start-up would cost more than the solve.
 */
import {
  buildPairScoreMatrix,
  optimalAssignment,
  runOffThread,
  scorePair,
  type MatchingProfile,
  type PairCriterion,
  type PairWeights,
} from '../matching';

/** Pairs from which create_pairs solves in a worker thread. */
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

/** Runs {@link solveCohort} in a worker thread. */
export function solveCohortInWorker(input: CohortInput): Promise<SolvedCohort> {
  return runOffThread({ moduleUrl: import.meta.url, exportName: 'solveCohort', input });
}

export function solvePairs(input: CohortInput): Promise<SolvedCohort> {
  const size = Math.max(input.mentees.length, input.mentors.length);
  return size >= WORKER_THRESHOLD_PAIRS ? solveCohortInWorker(input) : Promise.resolve(solveCohort(input));
}
