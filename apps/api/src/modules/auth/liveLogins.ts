import { LRUCache } from 'lru-cache';

/**
 * Which logins were found live a moment ago. Every signed-in request asks whether its login still holds (sign-out,
 * a role swap, a password reset or a deleted account end it); the answer is kept for a few seconds, so that the
 * burst of requests a page makes asks the database once, not once each. Ending a login forgets it here at once and,
 * through the live events (Redis when it is configured), on every other instance; several instances without Redis
 * may accept an ended login's access token for at most `ttlMs` more.
 */
export interface LiveLogins {
  /** Whether the login was found live less than `ttlMs` ago. */
  knownLive(sessionId: string): boolean;
  /** A mark taken before asking the database; `remember` ignores an answer that a `forget` since then outdated. */
  mark(): number;
  remember(sessionId: string, userId: string, mark: number): void;
  forget(ended: EndedLogins): void;
}

/** The logins that just ended: some by id, or all of a user's. */
export interface EndedLogins {
  sessionIds?: string[];
  userId?: string;
}

/** The live events' topic on which instances tell each other of ended logins. */
export const ENDED_LOGINS_TOPIC = 'auth.loginsEnded';

/** Logins remembered at most; the least recently used go first. */
const MAX_REMEMBERED = 50_000;

export function createLiveLogins(ttlMs: number, now: () => number = performance.now.bind(performance)): LiveLogins {
  // sessionId → userId
  const remembered =
    ttlMs > 0
      ? new LRUCache<string, string>({ max: MAX_REMEMBERED, ttl: ttlMs, ttlResolution: 0, perf: { now } })
      : undefined;
  let forgets = 0;
  return {
    knownLive: (sessionId) => remembered?.has(sessionId) ?? false,
    mark: () => forgets,
    remember(sessionId, userId, mark) {
      if (mark === forgets) remembered?.set(sessionId, userId);
    },
    forget({ sessionIds = [], userId }) {
      forgets++;
      for (const id of sessionIds) remembered?.delete(id);
      if (userId && remembered)
        for (const [id, owner] of remembered.entries()) if (owner === userId) remembered.delete(id);
    },
  };
}
