import type { CounterStore } from '../plugins/counters';

/**
 * A fixed-window limit per key (e.g. per email), counted in the store every instance shares. @fastify/rate-limit
 * runs a single limiter per request, which is spent on the per-client limit; this one adds per-account limits.
 */
export function createWindowLimiter(
  counters: CounterStore,
  { name, max, windowMs }: { name: string; max: number; windowMs: number },
) {
  return {
    /** Counts one hit for `key`; false when the key is over its limit for the current window. */
    async hit(key: string): Promise<boolean> {
      const { count } = await counters.increment(`${name}:${key}`, windowMs);
      return count <= max;
    },
  };
}
export type WindowLimiter = ReturnType<typeof createWindowLimiter>;
