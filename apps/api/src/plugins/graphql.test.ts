import { accessTokenClaimsSchema, errorMessages, graphqlMessages, type Role } from '@enlaza/contract';
import fastify from 'fastify';
import { getIntrospectionQuery } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { access, createAccessChecker, createAccessRepository } from '../modules/access';
import { createAccessTokenSigner } from '../modules/auth';
import {
  createLiveEvents,
  GRAPHQL_LIMITS,
  registerGraphql,
  SIGN_IN_ENDED_CLOSE_CODE,
  type GraphqlArea,
} from './graphql';
import { listenForLiveSockets } from '../../test/graphqlClient';

const JWT_SECRET = 'graphql-test-secret-for-signing-tokens-0123456789';
const SIGN_IN_ENDED = { code: SIGN_IN_ENDED_CLOSE_CODE, reason: errorMessages.unauthorized };
const FORBIDDEN = errorMessages.forbidden!;

let t: TestApp;
let wsUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000', JWT_SECRET });
  wsUrl = await listenForLiveSockets(t.app);
  token = (await signInAs(['ADMIN'])).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function signInAs(roles: Role[]) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const { accessToken, refreshToken } = res.json() as { accessToken: string; refreshToken: string };
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}

function logOut(session: Awaited<ReturnType<typeof signInAs>>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: session.headers,
    payload: { refreshToken: session.refreshToken },
  });
}

function queryOverHttp(headers: Record<string, string>, query: string) {
  return t.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: { query } });
}

/** A WebSocket class that sends this Origin header, as a browser on that page would. */
function fromOrigin(origin: string) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { origin });
    }
  };
}

/** Runs one operation over graphql-ws and resolves with its first result, or rejects with the connection's error. */
function firstResult(connectionParams: Record<string, unknown>, query: string, webSocketImpl: unknown = WebSocket) {
  const client = createClient({ url: wsUrl, webSocketImpl, connectionParams, retryAttempts: 0, lazy: true });
  return new Promise<unknown>((resolve, reject) => {
    const stop = client.subscribe(
      { query },
      {
        next: (value) => {
          resolve(value);
          stop();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  }).finally(() => client.dispose());
}

/** The first error a subscription gets (the graphql-ws `error` payload, or the close event). */
function firstFailure(client: Client, query: string) {
  return new Promise<unknown>((resolve) => {
    client.subscribe({ query }, { next: () => undefined, error: resolve, complete: () => undefined });
  });
}

/** One socket kept open from the start, with how often it connected and how it closed. */
function openSocket(accessToken: string) {
  const state = { connections: 0, closed: null as { code: number; reason: string } | null };
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: {
      connected: () => void state.connections++,
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        state.closed = { code, reason };
      },
    },
  });
  return { client, state };
}

function execute(client: Client, query: string) {
  return new Promise<unknown>((resolve, reject) => {
    client.subscribe({ query }, { next: resolve, error: reject, complete: () => undefined });
  });
}

/** Collects a subscription's events; `flowing` resolves once one arrived, publishing `probe` until then. */
function collect(client: Client, query: string, probe: () => void) {
  const events: unknown[] = [];
  const stop = client.subscribe({ query }, { next: (e) => events.push(e), error: () => undefined, complete: () => {} });
  const flowing = until(() => events.length > 0, probe);
  return { events, stop, flowing };
}

async function until<T>(check: () => T | null | undefined | false, act?: () => unknown, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    act?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function publishPing() {
  t.app.graphql.pubsub.publish({ topic: 'ping', payload: { ping: true } });
}

describe('/api/graphql', () => {
  it('answers queries over HTTP to a signed-in caller only', async () => {
    const signedIn = await queryOverHttp({ authorization: `Bearer ${token}` }, '{ live }');
    expect(signedIn.json()).toEqual({ data: { live: true } });

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ live }' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { type: 'unauthorized', message: 'Tu sesión expiró. Inicia sesión nuevamente' },
    });
  });

  it('accepts a WebSocket connection with the bearer token in connection_init and runs operations on it', async () => {
    await expect(firstResult({ authorization: `Bearer ${token}` }, '{ live }')).resolves.toEqual({
      data: { live: true },
    });
  });

  it('refuses a WebSocket connection without a valid token', async () => {
    await expect(firstResult({}, '{ live }')).rejects.toMatchObject(SIGN_IN_ENDED);
    await expect(firstResult({ authorization: 'Bearer not-a-token' }, '{ live }')).rejects.toMatchObject(SIGN_IN_ENDED);
  });
});

describe('a WebSocket whose sign-in ended', () => {
  it('gets no more events after logout: the next one closes the socket instead', async () => {
    const session = await signInAs(['ADMIN']);
    const { client, state } = openSocket(session.accessToken);
    try {
      const pings = collect(client, 'subscription { ping }', publishPing);
      await pings.flowing;
      // Let the probes already published arrive before the sign-in ends.
      await pause(100);
      expect((await logOut(session)).statusCode).toBe(204);
      const delivered = pings.events.length;

      publishPing();
      await until(() => state.closed);
      expect(state.closed).toEqual(SIGN_IN_ENDED);
      await pause(100);
      expect(pings.events).toHaveLength(delivered);
    } finally {
      await client.dispose();
    }
  });

  it.each([
    ['a query', '{ live }'],
    ['a subscription', 'subscription { ping }'],
  ])('has %s refused on the same socket after logout, and the socket closed', async (_name, operation) => {
    const session = await signInAs(['ADMIN']);
    const { client, state } = openSocket(session.accessToken);
    try {
      await expect(execute(client, '{ live }')).resolves.toEqual({ data: { live: true } });
      await logOut(session);

      await expect(execute(client, operation)).rejects.toMatchObject(SIGN_IN_ENDED);
      expect(state.connections).toBe(1);
    } finally {
      await client.dispose();
    }
  });

  it('is closed when its access token expires, without any operation or event', async () => {
    const session = await signInAs(['ADMIN']);
    // The same sign-in (session), with an access token that lives 2 seconds.
    const claims = accessTokenClaimsSchema.parse(decodeJwt(session.accessToken));
    const shortLived = await createAccessTokenSigner(JWT_SECRET, 2).sign(claims);
    const { client, state } = openSocket(shortLived);
    try {
      await expect(execute(client, '{ live }')).resolves.toEqual({ data: { live: true } });
      expect(state.closed).toBeNull();

      await until(() => state.closed, undefined, 5000);
      expect(state.closed).toEqual(SIGN_IN_ENDED);
      expect(state.connections).toBe(1);
    } finally {
      await client.dispose();
    }
  });
});

describe('WebSocket origin', () => {
  it('refuses a handshake from a page of another site', async () => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { origin: 'https://otro-sitio.example' });
    const response = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      socket.on('open', () => reject(new Error('the handshake was accepted')));
      socket.on('error', () => undefined);
      socket.on('unexpected-response', (_request, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: { type: 'forbidden', message: FORBIDDEN } });
  });

  it("accepts the web app's origins (both brands)", async () => {
    for (const url of [t.config.publicUrl, t.config.secondBrandUrl]) {
      const origin = new URL(url).origin;
      await expect(firstResult({ authorization: `Bearer ${token}` }, '{ live }', fromOrigin(origin))).resolves.toEqual({
        data: { live: true },
      });
    }
  });
});

describe('GraphQL errors', () => {
  it('answers a syntax or validation error over HTTP in Spanish, typed, without GraphQL’s English text', async () => {
    for (const query of ['{ live', '{ nope }', 'query ($id: ID!) { convocatory(id: $id) { convocatoryId } }']) {
      const res = await queryOverHttp({ authorization: `Bearer ${token}` }, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            message: graphqlMessages.invalidOperation,
            ...(res.json().errors[0].locations ? { locations: expect.any(Array) } : {}),
            extensions: { type: 'validation_error' },
          },
        ],
      });
    }
  });

  it('types a refused field with the catalogue type and keeps the data', async () => {
    const mentee = await signInAs(['USER']);
    const res = await queryOverHttp(mentee.headers, `{ convocatory(id: "${randomUUID()}") { convocatoryId } }`);
    expect(res.json()).toEqual({
      data: { convocatory: null },
      errors: [
        {
          message: FORBIDDEN,
          locations: [{ line: 1, column: 3 }],
          path: ['convocatory'],
          extensions: { type: 'forbidden' },
        },
      ],
    });
  });

  it('types the errors a WebSocket gets: a refused subscription, a syntax error, a malformed message', async () => {
    const mentee = await signInAs(['USER']);
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${mentee.accessToken}` },
      retryAttempts: 0,
    });
    try {
      const refused = firstFailure(
        client,
        `subscription { convocatoryInscriptions(convocatoryId: "${randomUUID()}") { kind } }`,
      );
      expect(await refused).toEqual([
        expect.objectContaining({ message: FORBIDDEN, extensions: { type: 'forbidden' } }),
      ]);
      expect(await firstFailure(client, 'subscription { ping')).toEqual([
        expect.objectContaining({
          message: graphqlMessages.invalidOperation,
          extensions: { type: 'validation_error' },
        }),
      ]);
    } finally {
      await client.dispose();
    }

    // A subscribe message without its payload: mercurius's own failure is a JavaScript TypeError.
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const frames: { type: string; payload?: unknown }[] = [];
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await until(() => frames.some((f) => f.type === 'connection_ack'));
    socket.send(JSON.stringify({ type: 'subscribe', id: '1' }));
    const error = await until(() => frames.find((f) => f.type === 'error'));
    socket.close();
    expect(error.payload).toEqual([
      { message: graphqlMessages.invalidOperation, extensions: { type: 'validation_error' } },
    ]);
  });

  it('refuses to start with an operation that declares no access policy, and checks the declared one', async () => {
    const area = (policies: GraphqlArea['access']): GraphqlArea => ({
      typeDefs: 'extend type Query { secret: Boolean }',
      access: policies,
      resolvers: { Query: { secret: () => true } },
    });
    const options = {
      emitter: createLiveEvents().emitter,
      authenticate: async () => null,
      webOrigins: [],
      checkAccess: createAccessChecker(createAccessRepository(t.db)),
    };
    await expect(registerGraphql(fastify(), { ...options, areas: [area({})] })).rejects.toThrow(
      'Query.secret: la operación GraphQL no declara su política de acceso',
    );
    const app = fastify();
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { userId: randomUUID(), role: 'USER', roles: ['USER'], sid: randomUUID() };
    });
    await registerGraphql(app, { ...options, areas: [area({ 'Query.secret': access.admin })] });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ secret }' } });
      expect(res.json().data).toEqual({ secret: null });
      expect(res.json().errors[0]).toMatchObject({
        message: errorMessages.forbidden,
        extensions: { type: 'forbidden' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers a failing resolver with the bare internal error, never its message', async () => {
    const app = fastify();
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { userId: randomUUID(), role: 'ADMIN', roles: ['ADMIN'], sid: randomUUID() };
    });
    await registerGraphql(app, {
      emitter: createLiveEvents().emitter,
      authenticate: async () => null,
      webOrigins: [],
      checkAccess: createAccessChecker(createAccessRepository(t.db)),
      areas: [
        {
          typeDefs: 'extend type Query { broken: Boolean }',
          access: { 'Query.broken': access.admin },
          resolvers: {
            Query: {
              broken: () => {
                throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=secret)');
              },
            },
          },
        },
      ],
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ broken }' } });
      expect(res.body).not.toContain('ECONNREFUSED');
      expect(res.json()).toEqual({
        data: { broken: null },
        errors: [
          {
            message: 'Error',
            locations: [{ line: 1, column: 3 }],
            path: ['broken'],
            extensions: { type: 'internal_error' },
          },
        ],
      });
    } finally {
      await app.close();
    }
  });
});

describe('what a caller can grow', () => {
  /** `live` inside `levels` nested inline fragments: a valid query `levels + 1` deep. */
  const nested = (levels: number) => `{ ${'... on Query { '.repeat(levels)}live${' }'.repeat(levels)} }`;
  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: live`).join(' ')} }`;

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels, in Spanish`, async () => {
    const mentee = await signInAs(['USER']);
    const deepest = await queryOverHttp(mentee.headers, nested(GRAPHQL_LIMITS.maxDepth - 1));
    expect(deepest.json()).toEqual({ data: { live: true } });

    const tooDeep = await queryOverHttp(mentee.headers, nested(GRAPHQL_LIMITS.maxDepth));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({
      errors: [{ message: graphqlMessages.tooDeep(GRAPHQL_LIMITS.maxDepth), extensions: { type: 'validation_error' } }],
    });
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases, in Spanish`, async () => {
    const mentee = await signInAs(['USER']);
    const most = await queryOverHttp(mentee.headers, aliased(GRAPHQL_LIMITS.maxAliases));
    expect(Object.keys(most.json().data)).toHaveLength(GRAPHQL_LIMITS.maxAliases);

    const tooMany = await queryOverHttp(mentee.headers, aliased(GRAPHQL_LIMITS.maxAliases + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      errors: [
        {
          message: graphqlMessages.tooManyAliases(GRAPHQL_LIMITS.maxAliases),
          extensions: { type: 'validation_error' },
        },
      ],
    });
  });

  it('applies the same caps to a subscription over the WebSocket', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `k${i}: kind`).join(' ');
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const failure = await firstFailure(
        client,
        `subscription { convocatoryInscriptions(convocatoryId: "${randomUUID()}") { ${fields} } }`,
      );
      expect(failure).toEqual([
        {
          message: graphqlMessages.tooManyAliases(GRAPHQL_LIMITS.maxAliases),
          extensions: { type: 'validation_error' },
        },
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('lets admins only introspect the schema; __typename stays open', async () => {
    const mentee = await signInAs(['USER']);
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }']) {
      const refused = await queryOverHttp(mentee.headers, query);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        errors: [{ message: FORBIDDEN, extensions: { type: 'forbidden' } }],
      });
    }
    expect((await queryOverHttp(mentee.headers, '{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });

    const admin = await queryOverHttp({ authorization: `Bearer ${token}` }, '{ __schema { queryType { name } } }');
    expect(admin.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    // The full query of GraphQL tools fits the caps.
    const tools = await queryOverHttp({ authorization: `Bearer ${token}` }, getIntrospectionQuery());
    expect(tools.json()).toEqual({
      data: { __schema: expect.objectContaining({ queryType: expect.objectContaining({ name: 'Query' }) }) },
    });
  });
});

describe('a subscription and the operations after it on its socket', () => {
  /** A subscription field that streams what is published on `topic`, as it is. */
  const onTopic = (topic: string) => ({
    subscribe: (_root: unknown, _args: unknown, context: { pubsub: { subscribe(topic: string): unknown } }) =>
      context.pubsub.subscribe(topic),
    resolve: (payload: string) => payload,
  });

  it('hears what is published once a later query on the socket is answered, even while its access check is slow', async () => {
    const app = fastify();
    app.decorateRequest('auth', null);
    const caller = { userId: randomUUID(), role: 'USER' as const, roles: ['USER' as const], sid: randomUUID() };
    app.addHook('onRequest', async (request) => {
      request.auth = caller;
    });
    const realCheck = createAccessChecker(createAccessRepository(t.db));
    // Its own policy object, so only this subscription's check is slowed (a loaded database).
    const slowPolicy = { ...access.signedIn };
    const live = createLiveEvents();
    await registerGraphql(app, {
      emitter: live.emitter,
      authenticate: async () => caller,
      webOrigins: [],
      checkAccess: async (policy, subject) => {
        if (policy === slowPolicy) await new Promise((resolve) => setTimeout(resolve, 400));
        return realCheck(policy, subject);
      },
      areas: [
        {
          typeDefs: 'extend type Subscription { news: String, secrets: String }',
          access: { 'Subscription.news': slowPolicy, 'Subscription.secrets': access.admin },
          resolvers: {
            Subscription: {
              news: onTopic('news'),
              secrets: onTopic('secrets'),
            },
          },
        },
      ],
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient({
      url: `${address.replace('http', 'ws')}/api/graphql`,
      webSocketImpl: WebSocket,
      // A signed token (its expiry closes the socket); this app's authenticate accepts it as `caller`.
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const heard: unknown[] = [];
      client.subscribe(
        { query: 'subscription { news }' },
        { next: (event) => heard.push(event), error: () => undefined, complete: () => undefined },
      );
      // The catch-up read is answered before the subscription's check has ended…
      expect(await execute(client, '{ live }')).toEqual({ data: { live: true } });
      // …and what is published right after it still reaches the subscriber, once the check passed.
      await live.live.publish('news', 'hola');
      await until(() => heard.length > 0);
      expect(heard).toEqual([{ data: { news: 'hola' } }]);

      // A refused subscription hears nothing, not even what was published while its check ran.
      const overheard: unknown[] = [];
      const refused = new Promise((resolve) =>
        client.subscribe(
          { query: 'subscription { secrets }' },
          { next: (event) => overheard.push(event), error: resolve, complete: () => undefined },
        ),
      );
      await live.live.publish('secrets', 'antes');
      expect(await refused).toEqual([expect.objectContaining({ message: FORBIDDEN })]);
      await live.live.publish('secrets', 'después');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(overheard).toEqual([]);
    } finally {
      await client.dispose();
      await app.close();
      await live.close();
    }
  });
});
