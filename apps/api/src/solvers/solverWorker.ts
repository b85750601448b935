/**
 * The solver pool's worker thread: the CPU-heavy solves by name, each taken from its area's public surface. The
 * build makes it a second entry point beside the server (dist/solverWorker.js).
 */
import { solveGroups } from '../modules/attractionGroups';
import { solveMatches } from '../modules/networking';
import { solveCohort } from '../modules/pairs';
import type { SolverTask } from './solverPool';

export const solvers = {
  pairs: solveCohort,
  networkingMatches: solveMatches,
  attractionGroups: solveGroups,
};
export type Solvers = typeof solvers;

export default function solve({ solver, input }: SolverTask<Solvers>) {
  return (solvers[solver] as (input: unknown) => unknown)(input);
}
