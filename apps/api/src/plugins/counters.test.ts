import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { redisTestsEnabled, startRedisServer, type RedisServer } from '../../test/redisServer';
import { createTestDatabase } from '../../test/testDatabase';
import { createTestInstances } from '../../test/testApp';
import type { DatabaseHandle } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import {
  createDatabaseCounterStore,
  createMemoryCounterStore,
  createSharedCounters,
  type CounterStore,
} from './counters';
import { closeRedis, openRedis } from './redis';

const rateLimitedError = {
  type: 'rate_limited',
  message: 'Demasiados intentos. Espera un momento e inténtalo nuevamente',
};
const quietLog = () =>
  ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedCounters = async (database: DatabaseHandle) => (await database.db.select().from(rateLimitCounters)).length;

/**
 * Two instances of the app behind one load balancer: the per-client and the per-email sign-in limits are counted
 * once for both, so spreading requests over the instances does not multiply them.
 */
function sharedLimitsAcrossInstances(env: () => Record<string, string>, countersInDatabase: boolean) {
  let instances: Awaited<ReturnType<typeof createTestInstances>>;
  beforeAll(async () => {
    instances = await createTestInstances(2, { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '3', ...env() });
  });
  afterAll(async () => instances?.close());

  const signIn = (instance: number, email: string, ip: string) =>
    instances.apps[instance % 2]!.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: ip,
      payload: { email, password: 'incorrecta' },
    });

  it('refuses a client with 429 once its sign-ins on both instances together reach the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(i, `persona${i}@example.com`, '10.1.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await signIn(3, 'persona3@example.com', '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual(rateLimitedError);
    expect((await signIn(0, 'persona4@example.com', '10.1.0.1')).statusCode).toBe(429);
    // The limit is the client's: another address still reaches the sign-in.
    expect((await signIn(0, 'persona5@example.com', '10.1.0.2')).statusCode).toBe(401);
  });

  it('refuses an email with 429 once its sign-ins on both instances together reach the limit', async () => {
    const user = await createUser(instances.db);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(i, user.email, `10.2.0.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await signIn(3, user.email.toUpperCase(), '10.2.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual(rateLimitedError);
    expect((await signIn(0, 'otra-persona@example.com', '10.2.0.4')).statusCode).toBe(401);
  });

  it(`keeps the counters ${countersInDatabase ? 'in the database' : 'out of the database'}`, async () => {
    expect((await storedCounters(instances.database)) > 0).toBe(countersInDatabase);
  });
}

/** What every counter store promises: fixed windows that restart once ended, atomic increments. */
function counterStoreContract(store: () => CounterStore) {
  it('counts hits in a window and restarts the count once the window has ended', async () => {
    const first = await store().increment('contract:window', 400);
    const second = await store().increment('contract:window', 400);
    expect([first.count, second.count]).toEqual([1, 2]);
    // One fixed window: the second hit does not push its end further.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(100);
    expect(first.resetAt - Date.now()).toBeLessThanOrEqual(400);
    await sleep(first.resetAt - Date.now() + 100);
    const afterWindow = await store().increment('contract:window', 400);
    expect(afterWindow.count).toBe(1);
    expect(afterWindow.resetAt).toBeGreaterThan(first.resetAt + 50);
  });

  it('counts each key on its own', async () => {
    await store().increment('contract:a', 60_000);
    await store().increment('contract:a', 60_000);
    expect((await store().increment('contract:b', 60_000)).count).toBe(1);
    expect((await store().increment('contract:a', 60_000)).count).toBe(3);
  });

  it('gives concurrent hits distinct counts (the increment is atomic)', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => store().increment('contract:race', 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}

/** @fastify/rate-limit on the shared storage: per route, 429 past the limit, open again in the next window. */
function rateLimitPluginOnSharedStorage(storage: () => ReturnType<typeof createSharedCounters>['rateLimitStorage']) {
  it('limits each route in fixed windows and lets the client in again once the window ends', async () => {
    const app = Fastify();
    await app.register(fastifyRateLimit, { global: false, ...storage() });
    const limited = { config: { rateLimit: { max: 2, timeWindow: 500 } } };
    app.get('/uno', limited, async () => 'ok');
    app.get('/dos', limited, async () => 'ok');
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.3.0.1' });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await get('/uno')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await get('/uno');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(1);
      // Another route has its own count.
      expect((await get('/dos')).statusCode).toBe(200);
      await sleep(600);
      expect((await get('/uno')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
}

describe('shared counters in the database', () => {
  let database: DatabaseHandle;
  let store: ReturnType<typeof createDatabaseCounterStore>;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = createDatabaseCounterStore(database.db, quietLog());
  });
  afterAll(async () => database?.close());

  counterStoreContract(() => store);
  rateLimitPluginOnSharedStorage(() => createSharedCounters({ db: database.db, log: quietLog() }).rateLimitStorage);

  it('deletes the rows of ended windows when swept, and only those', async () => {
    await store.increment('sweep:ended', 50);
    await store.increment('sweep:running', 60_000);
    await sleep(100);
    await store.sweepExpired();
    const keys = await database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'sweep:%'`);
    expect(keys).toEqual([{ key: 'sweep:running' }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits across two instances sharing PostgreSQL', () => {
  sharedLimitsAcrossInstances(() => ({}), true);
});

describe('counters of the one process on the embedded database', () => {
  const store = createMemoryCounterStore();
  counterStoreContract(() => store);
  rateLimitPluginOnSharedStorage(
    () => createSharedCounters({ db: undefined as never, embedded: true, log: quietLog() }).rateLimitStorage,
  );

  it('forgets the least recently used keys first when it holds as many as it may', async () => {
    const small = createMemoryCounterStore(2);
    await small.increment('a', 60_000);
    await small.increment('a', 60_000);
    await small.increment('b', 60_000);
    await small.increment('a', 60_000);
    await small.increment('c', 60_000);
    expect((await small.increment('a', 60_000)).count).toBe(4);
    expect((await small.increment('b', 60_000)).count).toBe(1);
  });

  describe.skipIf(!!process.env.TEST_DATABASE_URL)('the app on PGlite', () => {
    let instances: Awaited<ReturnType<typeof createTestInstances>>;
    beforeAll(async () => {
      instances = await createTestInstances(1, { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '100' });
    });
    afterAll(async () => instances?.close());

    it('limits sign-ins with 429 without writing a counter to the database', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await instances.apps[0]!.inject({
          method: 'POST',
          url: '/api/auth',
          remoteAddress: '10.4.0.1',
          payload: { email: `persona${i}@example.com`, password: 'incorrecta' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await storedCounters(instances.database)).toBe(0);
    });
  });
});

describe.skipIf(!redisTestsEnabled)('shared counters in Redis (REDIS_URL)', () => {
  let server: RedisServer;
  let redis: Redis;
  let database: DatabaseHandle;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await openRedis(server.url, quietLog());
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (redis) await closeRedis(redis);
    await database?.close();
    await server?.stop();
  });

  counterStoreContract(() => createSharedCounters({ db: database.db, redis, log: quietLog() }).counters);
  rateLimitPluginOnSharedStorage(
    () => createSharedCounters({ db: database.db, redis, log: quietLog() }).rateLimitStorage,
  );

  describe('two instances', () => {
    sharedLimitsAcrossInstances(() => ({ REDIS_URL: server.url }), false);
  });

  it('refuses to start on a REDIS_URL where no server answers, naming the variable', async () => {
    const stopped = await startRedisServer();
    await stopped.stop();
    await expect(openRedis(stopped.url, quietLog())).rejects.toThrow(/REDIS_URL/);
  });

  it('logs a lost connection once, while it retries, instead of ending the process', async () => {
    const own = await startRedisServer();
    const log = quietLog();
    const client = await openRedis(own.url, log);
    try {
      await own.stop();
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 5_000 });
      await sleep(500);
      expect(log.error).toHaveBeenCalledTimes(1);
    } finally {
      await closeRedis(client);
    }
  });
});
