import { errorTypes } from '@enlaza/contract';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSolverPool, type SolverPool, type SolverPoolSettings } from './solverPool';

/** The stand-in worker's solvers (test/standInSolverWorker.mjs). */
type StandIn = {
  hold: (input: { counters: SharedArrayBuffer; milliseconds: number }) => number;
  spin: (input: { milliseconds: number }) => string;
};
const workerFile = fileURLToPath(new URL('../../test/standInSolverWorker.mjs', import.meta.url));
const said = { timedOut: 'El cálculo de prueba tardó demasiado.', busy: 'Hay demasiados cálculos de prueba.' };

const pools: Array<SolverPool<StandIn>> = [];
function poolOf(settings: SolverPoolSettings) {
  const pool = createSolverPool<StandIn>(settings, { workerFile, messages: { hold: said, spin: said } });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** Counters the 'hold' solves share across threads: [running now, most at once]. */
const newCounters = () => new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);

describe('the solver pool', () => {
  it('never runs more solves at once than its threads, and does run that many', async () => {
    const pool = poolOf({ threads: 2, maxQueued: 10, timeoutSeconds: 30 });
    const counters = newCounters();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => pool.run('hold', { counters, milliseconds: 400 })),
    );
    expect(results).toHaveLength(6);
    const [running, most] = new Int32Array(counters);
    expect(running).toBe(0);
    expect(most).toBe(2);
  });

  it('refuses a solve with a Spanish 503 when its threads are busy and its queue is full', async () => {
    const pool = poolOf({ threads: 1, maxQueued: 1, timeoutSeconds: 30 });
    const counters = newCounters();
    const admitted = [
      pool.run('hold', { counters, milliseconds: 300 }),
      pool.run('hold', { counters, milliseconds: 300 }),
    ];
    await expect(pool.run('hold', { counters, milliseconds: 1 })).rejects.toMatchObject({
      statusCode: 503,
      type: errorTypes.solverBusy,
      message: said.busy,
    });
    expect(await Promise.all(admitted)).toEqual([1, 1]);
    // Once they are done there is room again.
    expect(await pool.run('hold', { counters, milliseconds: 1 })).toBe(1);
  });

  it('aborts a solve past its time-out with a Spanish 503 and frees its thread', async () => {
    const pool = poolOf({ threads: 1, maxQueued: 1, timeoutSeconds: 1 });
    const started = Date.now();
    await expect(pool.run('spin', { milliseconds: 20_000 })).rejects.toMatchObject({
      statusCode: 503,
      type: errorTypes.solveTimedOut,
      message: said.timedOut,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The only thread was still spinning: this solve finishes within its own second only if that thread was ended.
    expect(await pool.run('spin', { milliseconds: 10 })).toBe('spun');
  });
});
