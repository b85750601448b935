import { createClient, type Client } from 'graphql-ws';
import { genericErrorMessage } from '@enlaza/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api, API_BASE, ApiError } from './api';
import { tokenStore } from './auth/tokenStorage';
import { decodeJwtClaims } from './auth/jwtClaims';

/**
 * Live data over GraphQL subscriptions (graphql-ws protocol at /api/graphql), one shared socket per tab, opened on
 * the first subscription and closed when the last one ends. The access token goes in the connection_init payload
 * and is read again on every reconnection, so a refreshed token is used after a drop.
 */
let client: Client | null = null;

/** Renewed this long before it expires, so that the token is still valid when the server checks it. */
const RENEW_BEFORE_EXPIRY_MS = 10_000;

/**
 * The access token for connection_init. The server closes the socket when the token expires or the sign-in ends
 * (the client then reconnects), and refuses an expired token: an expired one is renewed first, as a REST call
 * renews it after a 401.
 */
export async function liveAccessToken(): Promise<string> {
  const token = tokenStore.getAccessToken();
  if (token && !expiresSoon(token)) return token;
  if (tokenStore.getRefreshToken()) await api.restoreSession();
  return tokenStore.getAccessToken() ?? '';
}

function expiresSoon(token: string): boolean {
  try {
    const { exp } = decodeJwtClaims(token);
    return typeof exp !== 'number' || exp * 1000 - RENEW_BEFORE_EXPIRY_MS <= Date.now();
  } catch {
    return true;
  }
}

/**
 * The live socket's state: 'idle' while no screen listens, 'connected', or 'failed' after it dropped or could not
 * open (it keeps retrying). `connections` counts successful openings: a screen that sees it grow reconnected and asks
 * the server for what it missed.
 */
export interface LiveStatus {
  state: 'idle' | 'connecting' | 'connected' | 'failed';
  connections: number;
}
let status: LiveStatus = { state: 'idle', connections: 0 };
const statusListeners = new Set<() => void>();
function setStatus(next: Partial<LiveStatus>) {
  status = { ...status, ...next };
  statusListeners.forEach((listener) => listener());
}

/** Follows the live socket's state (see LiveStatus). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => status,
    () => status,
  );
}

/** The close code graphql-ws uses when it closes an unused lazy socket on purpose. */
const NORMAL_CLOSURE = 1000;

function liveClient(): Client {
  if (!client) {
    const url = new URL(`${API_BASE}/graphql`, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({
      url: url.toString(),
      lazy: true,
      connectionParams: async () => ({ authorization: `Bearer ${await liveAccessToken()}` }),
      // Keep trying with growing pauses: a live list is a convenience, the page works without it.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: {
        connecting: () => setStatus({ state: status.state === 'failed' ? 'failed' : 'connecting' }),
        connected: () => setStatus({ state: 'connected', connections: status.connections + 1 }),
        closed: (event) => {
          const code = (event as { code?: number } | undefined)?.code;
          setStatus({ state: code === NORMAL_CLOSURE ? 'idle' : 'failed' });
        },
        error: () => setStatus({ state: 'failed' }),
      },
    });
  }
  return client;
}

/**
 * Calls `onEvent` with each event of a subscription while the component is mounted (and `enabled`). The query must
 * select exactly one subscription field; its value is what `onEvent` receives.
 */
export function useLiveSubscription<T>(
  query: string,
  variables: Record<string, unknown>,
  onEvent: (event: T) => void,
  enabled = true,
) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = JSON.stringify(variables);

  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = liveClient().subscribe<Record<string, T>>(
      { query, variables: JSON.parse(key) as Record<string, unknown> },
      {
        next: (result) => {
          const value = result.data ? Object.values(result.data)[0] : undefined;
          if (value !== undefined) handler.current(value);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return unsubscribe;
  }, [query, key, enabled]);
}

type GraphqlError = { message?: string; extensions?: { type?: string } };

interface GraphqlBody<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

/** Statuses whose body is a GraphQL answer with its errors (401 goes through the session's renewal instead). */
const GRAPHQL_ANSWER_STATUSES = [200, 400, 403, 404, 409, 429] as const;

/** The ApiError a failed operation answers with: its first error's Spanish message and type. */
function operationError(errors: readonly GraphqlError[] | undefined): ApiError {
  const first = errors?.[0];
  return new ApiError(first?.message || genericErrorMessage, null, first?.extensions?.type ?? null);
}

/**
 * A query or mutation over HTTP (POST /api/graphql) with the session's token, renewed on 401 as every REST call is.
 * Throws an ApiError with the first error's Spanish message and type.
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = (await api.request('/graphql', {
    method: 'POST',
    body: { query, variables },
    expectStatus: GRAPHQL_ANSWER_STATUSES,
  })) as GraphqlBody<T>;
  if (response?.errors?.length || !response?.data) throw operationError(response?.errors);
  return response.data;
}

/**
 * A query or mutation sent over the live socket rather than HTTP. The server ties what the operation does to that
 * socket: control of a live content taken this way is freed as soon as the tab closes or the connection drops.
 * Resolves with the operation's data; throws an ApiError with the first error's Spanish message and type.
 */
export function liveOperation<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const fail = (errors: unknown) => {
      if (settled) return;
      settled = true;
      // The socket reports a list of errors, a single one, or (on close) something that is neither.
      const list = Array.isArray(errors) ? errors : errors && typeof errors === 'object' ? [errors] : [];
      reject(operationError(list as GraphqlError[]));
    };
    liveClient().subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors?.length || !result.data) return fail(result.errors);
          if (settled) return;
          settled = true;
          resolve(result.data as T);
        },
        error: fail,
        complete: () => fail(undefined),
      },
    );
  });
}
