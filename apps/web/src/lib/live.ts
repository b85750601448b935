import { createClient, type Client } from 'graphql-ws';
import { useEffect, useRef } from 'react';
import { API_BASE } from './api';
import { tokenStore } from './auth/tokenStorage';

/**
 * Live data over GraphQL subscriptions (graphql-ws protocol at /api/graphql), one shared socket per tab, opened on
 * the first subscription and closed when the last one ends. The access token goes in the connection_init payload
 * and is read again on every reconnection, so a refreshed token is used after a drop.
 */
let client: Client | null = null;

function liveClient(): Client {
  if (!client) {
    const url = new URL(`${API_BASE}/graphql`, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({
      url: url.toString(),
      lazy: true,
      connectionParams: () => ({ authorization: `Bearer ${tokenStore.getAccessToken() ?? ''}` }),
      // Keep trying with growing pauses: a live list is a convenience, the page works without it.
      retryAttempts: Infinity,
      shouldRetry: () => true,
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
