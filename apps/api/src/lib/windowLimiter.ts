/**
 * A fixed-window counter per key (e.g. per email). @fastify/rate-limit runs a single limiter per request, which
 * is spent on the per-client limit; this one adds the per-account limit on top.
 */
export function createWindowLimiter({
  max,
  windowMs,
  maxKeys = 50_000,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one hit for `key`; false when the key is over its limit for the current window. */
    hit(key: string, now = Date.now()): boolean {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
}
