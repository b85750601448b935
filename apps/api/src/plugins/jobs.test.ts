import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../../test/testDatabase';
import { createJobQueue, type JobQueue } from './jobs';

const log = pino({ level: 'silent' });

describe('job queue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('starts on instances starting together, and runs each job once among them', async () => {
    const ran: number[] = [];
    const instance = (): JobQueue => {
      const jobs = createJobQueue(database, log);
      for (const name of ['uno', 'dos']) {
        jobs.define<{ n: number }>({
          name: `prueba-${name}`,
          policy: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
          concurrency: 2,
          pollingIntervalSeconds: 1,
          handle: async ({ n }) => {
            ran.push(n);
          },
        });
      }
      jobs.schedule('prueba-dos', '0 3 * * *');
      return jobs;
    };
    const queues = [instance(), instance(), instance()];
    try {
      // On one new database: they create the same queues and schedule at the same moment.
      await Promise.all(queues.map((queue) => queue.start()));
      await queues[0]!.enqueue(
        'prueba-uno',
        Array.from({ length: 20 }, (_, n) => ({ n })),
      );
      await expect.poll(() => ran.length, { timeout: 15_000 }).toBe(20);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('writes nothing once stopped: a job still running past the grace period is left to expire and run again', async () => {
    let jobRunning!: () => void;
    const running = new Promise<void>((resolve) => (jobRunning = resolve));
    let cutShort!: (reason: Error) => void;
    const stillRunning = new Promise<never>((_, reject) => (cutShort = reject));
    const queries: string[] = [];
    const watched: DatabaseHandle = {
      ...database,
      executeSql: (text, values) => {
        queries.push(text);
        return database.executeSql(text, values);
      },
    };
    const jobs = createJobQueue(watched, log);
    jobs.define<{ n: number }>({
      name: 'prueba-larga',
      policy: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
      concurrency: 1,
      pollingIntervalSeconds: 1,
      handle: async () => {
        jobRunning();
        await stillRunning;
      },
    });
    await jobs.start();
    await jobs.enqueue('prueba-larga', [{ n: 1 }]);
    await running;
    // The stop waits its grace period for the job, then gives up on it (the server closes the database next).
    await jobs.stop();
    const afterStop = queries.length;
    cutShort(new Error('cortado al detenerse'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queries.slice(afterStop)).toEqual([]);
  }, 20_000);
});
