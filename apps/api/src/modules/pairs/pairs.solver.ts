/**
 * The cohort solve behind create_pairs: score matrix, optimal assignment, and each chosen pair's affinity and
 * breakdown. Large cohorts run in a worker thread (pairs.solverWorker) so the request thread keeps serving while
 * the O(n³) solve runs; small ones are solved in place, where a thread's start-up would cost more than the solve.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildPairScoreMatrix, scorePair, type MatchingProfile, type PairCriterion } from '../matching/affinity';
import { optimalAssignment } from '../matching/assignment';

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
}

export function solveCohort({ mentees, mentors }: CohortInput): SolvedCohort {
  const scores = buildPairScoreMatrix(mentees, mentors);
  const assignment = optimalAssignment(scores, mentees.length, mentors.length);
  return {
    pairs: assignment.pairs.map(({ menteeIndex, mentorIndex }) => {
      const { affinity, breakdown } = scorePair(mentees[menteeIndex]!, mentors[mentorIndex]!);
      return { menteeIndex, mentorIndex, affinity, breakdown };
    }),
    unassigned: assignment.unassigned,
  };
}

const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);

/**
 * Where the worker starts. From compiled JavaScript, the worker file itself. From TypeScript sources (tsx, vitest),
 * a small bootstrap that registers tsx's loader in the worker first: loader flags are not inherited by workers on
 * Node 20.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const workerFile = pathToFileURL(path.join(path.dirname(here), `pairs.solverWorker${extension}`));
  if (extension !== '.ts') return { entry: workerFile, eval: false };
  // require.resolve gives the CommonJS build of tsx/esm/api; its ES module build sits beside it.
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `(async () => {
    const { register } = await import(${JSON.stringify(tsxApi)});
    register();
    await import(${JSON.stringify(workerFile.href)});
  })();`;
  return { entry: bootstrap, eval: true };
}

/** Runs {@link solveCohort} in a new worker thread. */
export function solveCohortInWorker(input: CohortInput): Promise<SolvedCohort> {
  const { entry, eval: isEval } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: input, eval: isEval });
    worker.once('message', (result: SolvedCohort) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`pairs solver worker exited with code ${code}`));
    });
  });
}

export function solvePairs(input: CohortInput): Promise<SolvedCohort> {
  const size = Math.max(input.mentees.length, input.mentors.length);
  return size >= WORKER_THRESHOLD_PAIRS ? solveCohortInWorker(input) : Promise.resolve(solveCohort(input));
}
