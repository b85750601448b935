/** Worker-thread entry of the cohort solve (see pairs.solver). */
import { parentPort, workerData } from 'node:worker_threads';
import { solveCohort, type CohortInput } from './pairs.solver';

parentPort!.postMessage(solveCohort(workerData as CohortInput));
