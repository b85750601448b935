/**
 * The app's solver pool: create_pairs, create_matches and create_groups solve large cohorts on it (see solverPool). Created once
 * with the app and closed with it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attractionGroupMessages, networkingMatchMessages, pairingMessages } from '@enlaza/contract';
import { createSolverPool, type SolverPool, type SolverPoolSettings } from './solverPool';
import type { Solvers } from './solverWorker';

export type { SolverPoolSettings } from './solverPool';
export type MatchingSolverPool = SolverPool<Solvers>;

const here = fileURLToPath(import.meta.url);
/**
 * The worker's entry: from the build, the worker bundle beside the server bundle (dist/solverWorker.js); from
 * TypeScript sources, the bootstrap that registers tsx in the thread first.
 */
export const solverWorkerFile = path.join(
  path.dirname(here),
  path.extname(here) === '.ts' ? 'solverWorker.source.mjs' : 'solverWorker.js',
);

export function createMatchingSolverPool(settings: SolverPoolSettings): MatchingSolverPool {
  return createSolverPool<Solvers>(settings, {
    workerFile: solverWorkerFile,
    messages: {
      pairs: { timedOut: pairingMessages.solveTimedOut, busy: pairingMessages.solverBusy },
      networkingMatches: { timedOut: networkingMatchMessages.solveTimedOut, busy: networkingMatchMessages.solverBusy },
      attractionGroups: { timedOut: attractionGroupMessages.solveTimedOut, busy: attractionGroupMessages.solverBusy },
    },
  });
}
