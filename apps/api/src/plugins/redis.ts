/**
 * Connections to the Redis server named by REDIS_URL, shared by every API instance: the counters behind the rate
 * limits (plugins/counters) and, for live events, a publishing and a subscribing connection of their own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A silent server is given up on after a few seconds instead of the default ten, and a command waits for at most
 * two reconnections, so a request fails (and is logged) while Redis is down instead of hanging.
 */
export const redisConnectionOptions = { connectTimeout: 5_000, maxRetriesPerRequest: 2 } satisfies RedisOptions;

export class RedisUnavailableError extends Error {}

/**
 * Opens one connection and waits until it is ready, so a wrong REDIS_URL stops start-up with a message naming it.
 * Once open, a lost connection is retried for ever; each outage is logged once, never thrown (an unhandled
 * 'error' event would end the process).
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  { purpose = 'contadores', ...options }: RedisOptions & { purpose?: string } = {},
): Promise<Redis> {
  const client = new Redis(url, { ...redisConnectionOptions, ...options, lazyConnect: true });
  let lastError: Error | undefined;
  let outageLogged = false;
  client.on('error', (err: Error) => {
    lastError = err;
    if (outageLogged) return;
    outageLogged = true;
    log.error({ err }, `Redis (${purpose}): ${err.message}`);
  });
  client.on('ready', () => {
    if (outageLogged) log.info(`Redis (${purpose}): conexión restablecida`);
    outageLogged = false;
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const reason = (lastError ?? (err as Error)).message;
    throw new RedisUnavailableError(`No se pudo conectar a Redis (REDIS_URL): ${reason}`);
  }
  return client;
}

/** Sends QUIT (pending replies still arrive), or drops the connection when it is down (nothing to wait for). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
