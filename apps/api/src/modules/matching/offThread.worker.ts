/** Worker-thread entry of {@link runOffThread}: imports the job's module, calls the function, posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import type { OffThreadJob } from './offThread';

const job = workerData as OffThreadJob<unknown>;
const solve = ((await import(job.moduleUrl)) as Record<string, (input: unknown) => unknown>)[job.exportName]!;
parentPort!.postMessage(await solve(job.input));
