/**
 * A bounded pool of worker threads for CPU-heavy solves, so the instance keeps answering other requests while a
 * large cohort is scored and solved. At most `threads` solves run at once, at most `maxQueued` more wait for a
 * thread, and a solve still unfinished after `timeoutSeconds` (its wait included) is aborted, its thread ended. A
 * solve the pool cannot take or finish answers 503 with the solver's Spanish message, never a 500.
 */
import { errorTypes } from '@enlaza/contract';
import { Piscina } from 'piscina';
import { AppError } from '../plugins/errors';

export interface SolverPoolSettings {
  /** Solves that run at once, each on its own thread. */
  threads: number;
  /** Solves that may wait for a free thread; one more is refused. */
  maxQueued: number;
  /** The longest a request waits for its solve, queue included; then the solve is aborted. */
  timeoutSeconds: number;
}

/** The worker's solvers by name; each takes a structured-clonable input and returns a structured-clonable result. */
export type SolverFunctions = Record<string, (input: never) => unknown>;

/** What the worker thread receives for one solve. */
export interface SolverTask<S extends SolverFunctions> {
  solver: keyof S & string;
  input: unknown;
}

/** What a person is told when their solve cannot be done now. */
export interface SolverMessages {
  timedOut: string;
  busy: string;
}

export interface SolverPool<S extends SolverFunctions> {
  run<N extends keyof S & string>(solver: N, input: Parameters<S[N]>[0]): Promise<Awaited<ReturnType<S[N]>>>;
  /** Ends every thread; solves still running or waiting are rejected. */
  close(): Promise<void>;
}

/** An idle thread is kept this long for the next solve, then ended (its start-up costs a few hundred ms). */
const IDLE_THREAD_MS = 30_000;

export function createSolverPool<S extends SolverFunctions>(
  settings: SolverPoolSettings,
  { workerFile, messages }: { workerFile: string; messages: Record<keyof S & string, SolverMessages> },
): SolverPool<S> {
  const piscina = new Piscina<SolverTask<S>, unknown>({
    filename: workerFile,
    // Threads start with the first large solve, not with the app: most instances never need one.
    minThreads: 0,
    maxThreads: settings.threads,
    idleTimeout: IDLE_THREAD_MS,
    // An idle thread waits on its event loop instead of blocking in Atomics.wait, so the garbage of its last solve
    // (score matrices of hundreds of MB) can be collected while it waits.
    atomics: 'disabled',
  });
  // Counted here rather than by piscina's maxQueue, which does not bound tasks that carry an abort signal.
  let admitted = 0;

  return {
    async run<N extends keyof S & string>(solver: N, input: Parameters<S[N]>[0]): Promise<Awaited<ReturnType<S[N]>>> {
      if (admitted >= settings.threads + settings.maxQueued) {
        throw new AppError(errorTypes.solverBusy, 503, messages[solver].busy);
      }
      admitted++;
      const signal = AbortSignal.timeout(settings.timeoutSeconds * 1000);
      try {
        return (await piscina.run({ solver, input }, { signal })) as Awaited<ReturnType<S[N]>>;
      } catch (error) {
        if (signal.aborted) throw new AppError(errorTypes.solveTimedOut, 503, messages[solver].timedOut);
        throw error;
      } finally {
        admitted--;
      }
    },
    close: () => piscina.destroy(),
  };
}
