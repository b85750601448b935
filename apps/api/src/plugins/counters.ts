/**
 * Fixed-window counters that every API instance shares, so N instances behind a load balancer do not allow N times
 * the limit: in Redis when REDIS_URL is set, otherwise in PostgreSQL. On the embedded database (PGlite) there is
 * only ever one instance (its data folder is locked to one process), so they stay in that process's memory and a
 * hit costs no write. The per-client rate limits (@fastify/rate-limit) and the per-account window limiters
 * (lib/windowLimiter) count here.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

export interface CounterWindow {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends, in milliseconds since the epoch (this instance's clock). */
  resetAt: number;
}

export interface CounterStore {
  /** Counts one hit for `key`; a window of `windowMs` starts at the first hit after the previous one ended. */
  increment(key: string, windowMs: number): Promise<CounterWindow>;
}

/** Rows of ended windows are deleted on about one write in this many (any instance may do it). */
const SWEEP_ONE_WRITE_IN = 200;

export function createDatabaseCounterStore(db: Database, log: FastifyBaseLogger) {
  const t = rateLimitCounters;
  // Both CASEs read the row as it was before this hit: an ended window restarts at 1 with a new end.
  const windowEnded = sql`${t.windowEndsAt} <= now()`;

  async function sweepExpired(): Promise<void> {
    await db.delete(t).where(windowEnded);
  }

  return {
    async increment(key: string, windowMs: number): Promise<CounterWindow> {
      const windowEnd = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${windowEnded} then 1 else ${t.count} + 1 end`,
            windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({
          count: t.count,
          // Measured on the database's clock, so instances whose clocks differ agree on the window.
          msLeft: sql<number>`greatest(0, extract(epoch from ${t.windowEndsAt} - now()) * 1000)`.mapWith(Number),
        });
      if (Math.random() * SWEEP_ONE_WRITE_IN < 1) {
        sweepExpired().catch((err: Error) => log.warn({ err }, 'No se pudieron borrar contadores vencidos'));
      }
      return { count: row!.count, resetAt: Date.now() + Math.ceil(row!.msLeft) };
    },
    sweepExpired,
  };
}

/** Keys one process keeps at most (the least recently used go first); an ended window restarts at its next hit. */
const MAX_KEYS_IN_MEMORY = 200_000;

/** Counters of the one process that owns the embedded database. */
export function createMemoryCounterStore(maxKeys = MAX_KEYS_IN_MEMORY): CounterStore {
  const windows = new LRUCache<string, CounterWindow>({ max: maxKeys });
  return {
    async increment(key: string, windowMs: number): Promise<CounterWindow> {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        const started = { count: 1, resetAt: now + windowMs };
        windows.set(key, started);
        return { ...started };
      }
      current.count += 1;
      return { ...current };
    },
  };
}

/** INCR and, on the window's first hit, PEXPIRE, in one atomic script; a key left without expiry gets one. */
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type RedisWithCounters = Redis & { enlazaIncrementCounter(key: string, windowMs: number): Promise<[number, number]> };

export function createRedisCounterStore(redis: Redis, keyPrefix = 'enlaza:counter:'): CounterStore {
  const client = redis as RedisWithCounters;
  if (typeof client.enlazaIncrementCounter !== 'function') {
    redis.defineCommand('enlazaIncrementCounter', { numberOfKeys: 1, lua: incrementScript });
  }
  return {
    async increment(key, windowMs) {
      const [count, msLeft] = await client.enlazaIncrementCounter(keyPrefix + key, windowMs);
      return { count, resetAt: Date.now() + msLeft };
    },
  };
}

/**
 * @fastify/rate-limit's store contract (a constructor; `incr` with a callback; `child` per route) over a counter
 * store. Each route counts under its own keys, as the plugin's own stores do.
 */
export function counterRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = 'rate-limit:',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      counters.increment(this.keyPrefix + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands each route's merged options here, its route under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string | string[]; url: string } };
      return new CounterRateLimitStore(routeOptions, `${this.keyPrefix}${String(routeInfo.method)}${routeInfo.url}:`);
    }
  }
  return CounterRateLimitStore;
}

export interface SharedCounters {
  counters: CounterStore;
  /** The storage options for @fastify/rate-limit: its own Redis store, or the database one. */
  rateLimitStorage: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store'>;
}

/**
 * The counters every instance shares: in Redis when a connection is given, otherwise in the database; in memory
 * when the database is embedded in this one process (`embedded`).
 */
export function createSharedCounters({
  db,
  redis,
  embedded = false,
  log,
}: {
  db: Database;
  redis?: Redis;
  embedded?: boolean;
  log: FastifyBaseLogger;
}): SharedCounters {
  if (redis) {
    return { counters: createRedisCounterStore(redis), rateLimitStorage: { redis, nameSpace: 'enlaza:rate-limit:' } };
  }
  const counters = embedded ? createMemoryCounterStore() : createDatabaseCounterStore(db, log);
  return { counters, rateLimitStorage: { store: counterRateLimitStore(counters) } };
}
