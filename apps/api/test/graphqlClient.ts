import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestSession } from './factories';

/** A GraphQL answer as tests read it: the HTTP status, the data, and the first error's message and type. */
export interface GraphqlReply<T> {
  status: number;
  data: T | null;
  error: { message: string; type: string } | null;
}

/** Runs queries and mutations over HTTP on `app`, signed in as the given session. */
export function graphqlOverHttp(app: () => FastifyInstance) {
  return async function gql<T>(
    session: TestSession,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlReply<T>> {
    const res = await app().inject({
      method: 'POST',
      url: '/api/graphql',
      headers: session.headers,
      payload: { query, variables },
    });
    const body = res.json() as {
      data?: T | null;
      errors?: Array<{ message: string; extensions?: { type?: string } }>;
    };
    const first = body.errors?.[0];
    return {
      status: res.statusCode,
      data: body.data ?? null,
      error: first ? { message: first.message, type: first.extensions?.type ?? '' } : null,
    };
  };
}

/** A graphql-ws client of `session` on the app's socket (`wsUrl`: ws://…/api/graphql); it never reconnects. */
export function liveClient(wsUrl: string, session: TestSession): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: session.headers.authorization },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Subscribes and collects each event's first field; resolves once the server has accepted the subscription. */
export async function listen<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        const value = result.data ? Object.values(result.data)[0] : undefined;
        if (value) events.push(value);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  // Once a later query on the same socket is answered, the subscription hears what is published: the server listens
  // to its topic as the operation arrives (plugins/graphql.ts, guardOperations).
  await new Promise<void>((resolve, reject) =>
    client.subscribe({ query: '{ live }' }, { next: () => resolve(), error: reject, complete: () => undefined }),
  );
  return { events, errors, stop };
}

/** Waits until `check` holds, polling every 20 ms; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts `app` listening on a free local port and returns its live socket's address (ws://…/api/graphql). */
export async function listenForLiveSockets(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/api/graphql`;
}
