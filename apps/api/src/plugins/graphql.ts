import type { AccessTokenClaims } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { unauthorized } from './errors';
import mqemitter, { type MQEmitter } from 'mqemitter';

/**
 * Live data (spec: "GraphQL over WebSocket for live data"): each area contributes its type definitions (extending
 * Query and Subscription) and resolvers; services publish events through `LiveEvents` without knowing GraphQL.
 * Subscriptions speak the graphql-ws protocol at /api/graphql and authenticate with the same bearer access token,
 * sent as `authorization` in the connection_init payload.
 */
export interface GraphqlArea {
  typeDefs: string;
  resolvers: IResolvers;
}

/** The GraphQL context of a query or a subscription: the caller's claims, never null (anonymous callers are refused). */
export interface LiveContext {
  auth: AccessTokenClaims;
}

export interface LiveEvents {
  publish(topic: string, payload: unknown): Promise<void>;
}

/**
 * The in-process emitter that carries events from services to subscriptions. One per app; with several instances a
 * shared emitter (e.g. mqemitter-redis) would take its place here.
 */
export function createLiveEvents(): { emitter: MQEmitter; live: LiveEvents } {
  const emitter = mqemitter();
  return {
    emitter,
    live: {
      publish: (topic, payload) =>
        new Promise((resolve, reject) => {
          emitter.emit({ topic, payload }, (error?: Error) => (error ? reject(error) : resolve()));
        }),
    },
  };
}

export const GRAPHQL_PATH = '/api/graphql';

const baseTypeDefs = /* GraphQL */ `
  type Query {
    "Whether the live-data endpoint answers (health check for clients)."
    live: Boolean!
  }
  type Subscription {
    "A no-op stream; it exists so that every area can extend Subscription."
    ping: Boolean
  }
`;

function bearerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const [scheme, token] = value.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

interface Options {
  emitter: MQEmitter;
  authenticate: (accessToken: string) => Promise<AccessTokenClaims | null>;
  areas: GraphqlArea[];
}

/**
 * Registers mercurius at /api/graphql. It must sit outside the scope that sets the zod compilers: the zod serializer
 * rejects mercurius's own JSON-schema routes.
 */
export async function registerGraphql(app: FastifyInstance, { emitter, authenticate, areas }: Options) {
  const resolvers: IResolvers = {
    Query: { live: () => true },
    Subscription: { ping: { subscribe: (_root, _args, { pubsub }) => pubsub.subscribe('ping') } },
  };
  for (const area of areas) {
    for (const [type, fields] of Object.entries(area.resolvers)) {
      resolvers[type] = { ...(resolvers[type] as object), ...(fields as object) };
    }
  }
  await app.register(mercurius, {
    path: GRAPHQL_PATH,
    schema: [baseTypeDefs, ...areas.map((a) => a.typeDefs)].join('\n'),
    resolvers,
    graphiql: false,
    // Queries over HTTP carry the access token the onRequest hook already checked.
    context: (request) => {
      if (!request.auth) throw unauthorized();
      return { auth: request.auth } satisfies LiveContext;
    },
    subscription: {
      emitter,
      keepAlive: 20_000,
      // Queries and mutations may travel on the same socket as subscriptions (one connection per page).
      fullWsTransport: true,
      onConnect: async ({ payload }: { payload?: Record<string, unknown> }) => {
        const token = bearerOf(payload?.authorization ?? payload?.Authorization);
        const auth = token ? await authenticate(token) : null;
        // A falsy answer refuses the connection; the object becomes the subscriptions' context.
        return auth ? ({ auth } satisfies LiveContext) : false;
      },
    },
  });
}
