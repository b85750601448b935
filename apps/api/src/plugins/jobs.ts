/**
 * Background jobs: work that can wait (mail delivery, scheduled measurement sends) is a row in a queue that lives in
 * the database, on PostgreSQL and PGlite alike (pg-boss). Each job runs once across every instance on the same
 * database (rows are claimed with SKIP LOCKED), survives restarts, retries with backoff, and keeps its failure.
 * A job can be enqueued inside the transaction of the change that caused it, so it exists exactly when the change
 * does.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import { pageOffset } from '../db/pagination';

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'jobs';

export interface JobRetryPolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each following one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A try still running after this long is failed (and retried). */
  expireInSeconds: number;
}

export interface JobContext {
  id: string;
  /** Tries made before this one. */
  retryCount: number;
  /** Whether a failure now is final (no retry left). */
  isLastTry: boolean;
}

export interface JobDefinition<T> {
  name: string;
  policy: JobRetryPolicy;
  /** How many jobs of this kind one instance runs at once. */
  concurrency: number;
  /** How often an idle worker looks for new jobs (other instances' jobs; this instance's wake it at once). */
  pollingIntervalSeconds: number;
  handle(data: T, context: JobContext): Promise<void>;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  retryCount: number;
  createdOn: string;
  completedOn: string | null;
}

export interface JobQueue {
  /** Registers a kind of job; call before start. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Runs a job of `name` on a cron schedule (UTC), once per tick across instances; call before start. */
  schedule(name: string, cron: string): void;
  /**
   * Enqueues jobs; with `tx`, inside that transaction (they exist only if it commits). Workers of this instance
   * are woken once the jobs can be seen; other instances pick them up on their next poll.
   */
  enqueue<T extends object>(name: string, items: readonly T[], tx?: Database): Promise<void>;
  /** Jobs that failed for good, newest first. */
  failed(page: number, limit: number): Promise<{ rows: FailedJob[]; total: number }>;
  /** Puts a failed job back in its queue; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's database port, over a drizzle connection or transaction. */
function executorOf(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await db.execute(withParameters(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** `text` with `$n` placeholders as a drizzle query carrying `values` as parameters. */
function withParameters(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  pieces.forEach((piece, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

export function createJobQueue(database: DatabaseHandle, log: FastifyBaseLogger): JobQueue {
  // Once stopped, the queue writes nothing more: a job still running past the stop's grace period would otherwise
  // record its end on a database already closed (an unhandled rejection). Its statement is left waiting for good;
  // the job's row stays active, and it is tried again when it expires.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => (stopped ? new Promise(() => {}) : database.executeSql(text, values)),
    },
    schema: JOBS_SCHEMA,
    // Completed jobs leave the queue after a day; failed ones stay a month where an admin can see and retry them.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'cola de trabajos: error'));
  const definitions = new Map<string, JobDefinition<object>>();
  const schedules: Array<{ name: string; cron: string }> = [];
  const workerIds = new Map<string, string[]>();
  let started = false;

  function wake(name: string) {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  async function startWorkers(definition: JobDefinition<object>) {
    const ids: string[] = [];
    for (let i = 0; i < definition.concurrency; i += 1) {
      // The worker's id, known once `work` answers (before it can have run a job).
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(
        definition.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: definition.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            await definition.handle(job.data, {
              id: job.id,
              retryCount: job.retryCount,
              isLastTry: job.retryCount >= job.retryLimit,
            });
          } finally {
            // A worker that found a job looks for the next one at once instead of waiting for its polling interval:
            // a thousand queued mails drain at SMTP's pace, not at one per interval.
            if (worker.id) boss.notifyWorker(worker.id);
          }
        },
      );
      ids.push(worker.id);
    }
    workerIds.set(definition.name, ids);
  }

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after start`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    schedule(name, cron) {
      if (started) throw new Error(`schedule ${name} added after start`);
      schedules.push({ name, cron });
    },
    async enqueue(name, items, tx) {
      if (items.length === 0) return;
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      await boss.insert(
        items.map((data) => ({ name, data })),
        tx ? { db: executorOf(tx) } : {},
      );
      // Inside a transaction the rows are not visible until it commits: the wake-up waits for the caller's turn
      // to end (a commit follows the last statement at once); the poll is the safety net either way.
      if (tx) setTimeout(() => wake(name), 50);
      else wake(name);
    },
    async failed(page, limit) {
      const offset = pageOffset({ page, limit });
      const { rows } = await database.executeSql(
        `select id, name, data, output, retry_count, created_on, completed_on, count(*) over () as total
           from ${JOBS_SCHEMA}.job where state = 'failed'
          order by completed_on desc nulls last, created_on desc limit $1 offset $2`,
        [limit, offset],
      );
      const typed = rows as Array<{
        id: string;
        name: string;
        data: unknown;
        output: { message?: string } | null;
        retry_count: number;
        created_on: Date;
        completed_on: Date | null;
        total: string | number;
      }>;
      return {
        total: typed.length > 0 ? Number(typed[0]!.total) : 0,
        rows: typed.map((r) => ({
          id: r.id,
          name: r.name,
          data: r.data,
          error: r.output?.message ?? null,
          retryCount: r.retry_count,
          createdOn: new Date(r.created_on).toISOString(),
          completedOn: r.completed_on ? new Date(r.completed_on).toISOString() : null,
        })),
      };
    },
    async retry(id) {
      const { rows } = await database.executeSql(
        `select name from ${JOBS_SCHEMA}.job where id = $1 and state = 'failed'`,
        [id],
      );
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) return false;
      await boss.retry(name, id);
      wake(name);
      return true;
    },
    async start() {
      if (started) return;
      started = true;
      stopped = false;
      // Queues and schedules are created under the start-up lock: instances starting together on one server would
      // otherwise create the same queue at once and deadlock.
      await database.exclusively(async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = definition.policy;
          const options = {
            name: definition.name,
            retryLimit,
            retryDelay: retryDelaySeconds,
            retryBackoff,
            expireInSeconds,
          };
          if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
          else await boss.createQueue(definition.name, options);
        }
        for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      });
      for (const definition of definitions.values()) await startWorkers(definition);
    },
    async stop() {
      if (!started) return;
      started = false;
      // Running jobs get a few seconds to finish; anything cut short is retried by whichever instance is up.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
      stopped = true;
    },
  };
}
