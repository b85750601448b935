import {
  errorMessages,
  errorTypes,
  graphqlMessages,
  requestErrorMessages,
  type AccessTokenClaims,
} from '@enlaza/contract';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  GraphQLError,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { decodeJwt } from 'jose';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { EventEmitter } from 'node:events';
import mqemitter, { type MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { access, type AccessChecker, type AccessPolicy } from '../modules/access';
import { AppError, badRequest, errorBody, unauthorized } from './errors';
import { containsNulCharacter } from './requestGuards';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each GraphQL operation's access policy, by `Type.field`. */
    graphqlAccess: Readonly<Record<string, AccessPolicy>>;
  }
}

/**
 * Live data (spec: "GraphQL over WebSocket for live data"): each area contributes its type definitions (extending
 * Query and Subscription) and resolvers; services publish events through `LiveEvents` without knowing GraphQL.
 * Subscriptions speak the graphql-ws protocol at /api/graphql and authenticate with the same bearer access token,
 * sent as `authorization` in the connection_init payload.
 */
export interface GraphqlArea {
  typeDefs: string;
  resolvers: IResolvers;
  /**
   * The access policy of each operation the area adds, by `Type.field` (e.g. `Query.convocatory`), checked before its
   * resolver or subscription starts, with the operation's arguments as the policy's parameters. An operation without
   * one stops the server from starting.
   */
  access: Record<string, AccessPolicy>;
}

/** The GraphQL context of a query or a subscription: the caller's claims, never null (anonymous callers are refused). */
export interface LiveContext {
  auth: AccessTokenClaims;
}

export interface LiveEvents {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Hears every event of a topic, on this instance and (through Redis) the others. */
  subscribe(topic: string, listener: (payload: unknown) => void): void;
}

/**
 * The emitter that carries events from services to subscriptions, one per app: in process by default; with
 * `redisUrl`, through Redis publish/subscribe, so an event published on one instance reaches the subscribers of
 * every instance.
 */
export function createLiveEvents(
  options: { redis?: { pubConn: Redis; subConn: Redis }; log?: FastifyBaseLogger } = {},
): { emitter: MQEmitter; live: LiveEvents; close(): Promise<void> } {
  // Redis needs two connections: one that only listens (a subscribed connection can run nothing else), one to send.
  const emitter: MQEmitter = options.redis
    ? (mqemitterRedis({ ...options.redis }) as unknown as MQEmitter)
    : mqemitter();
  if (options.redis) {
    // Redis going away must not bring the instance down: the connections retry, and the error is logged.
    (emitter as unknown as { state: EventEmitter }).state.on('error', (error: Error) =>
      options.log?.error({ error: error.message }, 'eventos en vivo: error de Redis'),
    );
  }
  return {
    emitter,
    live: {
      publish: (topic, payload) =>
        new Promise((resolve, reject) => {
          emitter.emit({ topic, payload }, (error?: Error) => (error ? reject(error) : resolve()));
        }),
      subscribe: (topic, listener) =>
        emitter.on(topic, (message, done) => {
          listener((message as unknown as { payload: unknown }).payload);
          done();
        }),
    },
    close: () => new Promise<void>((resolve) => emitter.close(() => resolve())),
  };
}

export const GRAPHQL_PATH = '/api/graphql';

/**
 * What one operation may ask for: every screen needs far less (the deepest selection today is 2 levels, and no
 * client uses aliases), while one request cannot be made to do the work of thousands.
 */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15 } as const;

/**
 * The WebSocket close code for a connection whose sign-in is missing, expired or revoked. graphql-ws clients retry
 * after 4403 (they give up for good after 4401), so the web app reconnects with its renewed token after an expiry.
 */
export const SIGN_IN_ENDED_CLOSE_CODE = 4403;

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

/**
 * The Mutation root, declared without fields when an area extends it (GraphQL refuses a Mutation type with no fields
 * at all, so it exists only when some area adds one).
 */
function mutationRoot(areas: readonly GraphqlArea[]): string {
  return areas.some((area) => /extend\s+type\s+Mutation\b/.test(area.typeDefs)) ? 'type Mutation' : '';
}

function bearerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const [scheme, token] = value.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

// ── Errors: GraphQL's `errors` array, each with a Spanish message and the catalogue's type in extensions ──────────

const catalogueTypes = new Set<string>(Object.values(errorTypes));
const statusOfType: Record<string, number> = {
  [errorTypes.validation]: 400,
  [errorTypes.unauthorized]: 401,
  [errorTypes.forbidden]: 403,
  [errorTypes.notFound]: 404,
  [errorTypes.rateLimited]: 429,
  [errorTypes.internal]: 500,
};

/** An error this module raises: the catalogue's Spanish message for `type` (or `message`), the type in extensions. */
function liveError(type: string, message = errorMessages[type] ?? errorMessages[errorTypes.internal]!) {
  return new GraphQLError(message, { extensions: { type } });
}

interface PlatformError {
  formatted: GraphQLFormattedError;
  status: number;
}

/** The error as sent (where it happened in the document, and nothing else), and the HTTP status it stands for. */
function platformError(error: GraphQLError, type: string, message: string, status = statusOfType[type] ?? 400) {
  const formatted: GraphQLFormattedError = {
    message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { type },
  };
  return { formatted, status } satisfies PlatformError;
}

/**
 * The type this code or an area gave the error: `extensions.type`, or a catalogue type as the `code` of mercurius's
 * ErrorWithProps. Codes of other origins (mercurius's MER_ERR_…) are not types.
 */
function declaredType(error: Pick<GraphQLFormattedError, 'extensions'>): string | null {
  const { type, code } = error.extensions ?? {};
  if (typeof type === 'string' && type) return type;
  return typeof code === 'string' && catalogueTypes.has(code) ? code : null;
}

/**
 * The platform's form of any error mercurius reports: typed errors keep their Spanish message; GraphQL's own syntax,
 * validation and variable errors (English, and about the document) become one Spanish validation message with their
 * locations; anything else is an internal failure that is logged and answered with the catalogue's bare message.
 */
function toPlatformErrors(error: GraphQLError, log: FastifyBaseLogger): PlatformError[] {
  const original = error.originalError as (Error & { errors?: unknown; statusCode?: unknown }) | undefined;
  // Mercurius reports a document's syntax and validation errors as one error that lists them.
  if (Array.isArray(original?.errors)) {
    const status = clientErrorStatus(original) ?? 400;
    return original.errors.map((inner: unknown) => {
      const located = inner instanceof GraphQLError ? inner : new GraphQLError(String(inner));
      const type = declaredType(located);
      return type
        ? platformError(located, type, located.message)
        : platformError(located, errorTypes.validation, graphqlMessages.invalidOperation, status);
    });
  }
  if (original instanceof AppError) return [platformError(error, original.type, original.message, original.statusCode)];
  const type = declaredType(error);
  if (type) return [platformError(error, type, error.message)];
  if (!original || original instanceof GraphQLError) {
    return [platformError(error, errorTypes.validation, graphqlMessages.invalidOperation)];
  }
  // A malformed request that mercurius or Fastify refused (bad JSON, wrong method or content type).
  const status = clientErrorStatus(original);
  if (status) return [platformError(error, errorTypes.validation, graphqlMessages.invalidOperation, status)];
  log.error({ err: original }, 'graphql operation failed');
  return [platformError(error, errorTypes.internal, errorMessages[errorTypes.internal]!)];
}

function clientErrorStatus(error: { statusCode?: unknown }): number | null {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Mercurius's errorFormatter: field errors keep the data (200); a refused operation answers its error's status. */
function formatErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: MercuriusContext,
): { statusCode: number; response: FormattedExecutionResult } {
  const log = (context.reply as MercuriusContext['reply'] | undefined)?.log ?? context.app.log;
  const errors = execution.errors.flatMap((error) => toPlatformErrors(error, log));
  const response: FormattedExecutionResult = {
    // A request refused before execution has no data entry at all (GraphQL spec, "Response").
    ...('data' in execution ? { data: execution.data } : {}),
    errors: errors.map((e) => e.formatted),
  };
  return { statusCode: execution.data ? 200 : (errors[0]?.status ?? 400), response };
}

/** The same typing for errors thrown where mercurius's formatter never sees them (see typeErrorFrames). */
function typedError(thrown: unknown, log: FastifyBaseLogger): GraphQLError {
  const error =
    thrown instanceof GraphQLError
      ? thrown
      : new GraphQLError(thrown instanceof Error ? thrown.message : String(thrown), {
          originalError: thrown instanceof Error ? thrown : undefined,
        });
  const [first] = toPlatformErrors(error, log);
  return new GraphQLError(first!.formatted.message, { extensions: first!.formatted.extensions });
}

/**
 * Mercurius sends some errors on the socket itself, without its errorFormatter: a subscription's syntax error, a
 * query refused before execution, a malformed protocol message (whose text would be a JavaScript TypeError). Every
 * graphql-ws `error` frame leaves this socket in the platform's form: errors this module typed keep their message and
 * type; any other is the generic Spanish validation message.
 */
const typedSockets = new WeakSet<WebSocket>();
function typeErrorFrames(socket: WebSocket) {
  if (typedSockets.has(socket)) return;
  typedSockets.add(socket);
  const send = socket.send.bind(socket);
  socket.send = ((data: unknown, ...rest: unknown[]) =>
    (send as (...args: unknown[]) => void)(
      typeof data === 'string' ? typedErrorFrame(data) : data,
      ...rest,
    )) as typeof socket.send;
}
function typedErrorFrame(frame: string): string {
  if (!frame.includes('"error"')) return frame;
  let message: { type?: unknown; payload?: unknown };
  try {
    message = JSON.parse(frame) as typeof message;
  } catch {
    return frame;
  }
  if (message.type !== 'error' || !Array.isArray(message.payload)) return frame;
  const payload = (message.payload as GraphQLFormattedError[]).map((error): GraphQLFormattedError => {
    const type = declaredType(error);
    return {
      message: type ? error.message : graphqlMessages.invalidOperation,
      ...(error.locations ? { locations: error.locations } : {}),
      ...(type && error.path ? { path: error.path } : {}),
      extensions: { type: type ?? errorTypes.validation },
    };
  });
  return JSON.stringify({ ...message, payload });
}

// ── Limits and introspection ────────────────────────────────────────────────────────────────────────────────────

/** Depth and alias caps, reported as ordinary validation errors (the rules' own "Syntax Error: …" text is English). */
const limitRules: ValidationRule[] = [
  maxDepthRule({
    n: GRAPHQL_LIMITS.maxDepth,
    propagateOnRejection: false,
    onReject: [
      (context) =>
        context?.reportError(liveError(errorTypes.validation, graphqlMessages.tooDeep(GRAPHQL_LIMITS.maxDepth))),
    ],
  }),
  maxAliasesRule({
    n: GRAPHQL_LIMITS.maxAliases,
    // `__typename` aliases count too: each one is still a field to resolve.
    allowList: [],
    propagateOnRejection: false,
    onReject: [
      (context) =>
        context?.reportError(
          liveError(errorTypes.validation, graphqlMessages.tooManyAliases(GRAPHQL_LIMITS.maxAliases)),
        ),
    ],
  }),
];

/**
 * Schema introspection (`__schema`, `__type`) is for admins only, in every environment: the schema maps every live
 * operation, which members have no use for, while admins (and developers signed in as one) keep their tools. The
 * same rule everywhere keeps development, tests and production alike. `__typename` stays open to everyone.
 */
const adminOnlyIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(liveError(errorTypes.forbidden));
    }
  },
});

function rulesForCaller(auth: AccessTokenClaims): ValidationRule[] {
  return auth.role === 'ADMIN' ? [] : [adminOnlyIntrospection];
}

function throwFirst(errors: readonly GraphQLError[]) {
  const [first] = errors;
  if (!first) return;
  throw declaredType(first) ? first : liveError(errorTypes.validation, graphqlMessages.invalidOperation);
}

// ── The sign-in behind a WebSocket ──────────────────────────────────────────────────────────────────────────────

type Authenticate = (accessToken: string) => Promise<AccessTokenClaims | null>;

/** Node timers hold at most ~24.8 days; a longer token lifetime is re-checked when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The access token a socket signed in with. It is authenticated again (signature, expiry, and its session, which
 * logout, a role swap or a password reset revoke) before every operation and before every subscription event, and
 * the socket is closed the moment the token expires. Either way the client is told with SIGN_IN_ENDED_CLOSE_CODE.
 */
class LiveSession {
  private checking: Promise<boolean> | null = null;
  private ended = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly accessToken: string,
    private readonly authenticate: Authenticate,
  ) {
    const { exp } = decodeJwt(accessToken);
    if (typeof exp === 'number') this.closeAt(exp * 1000);
    socket.once('close', () => clearTimeout(this.expiryTimer));
  }

  /** Runs `listener` once when the socket closes (at once if it already has). */
  onClose(listener: () => void) {
    if (this.socket.readyState >= this.socket.CLOSING) listener();
    else this.socket.once('close', listener);
  }

  /** Whether the sign-in still holds; when not, the socket is closed. Concurrent checks share one look-up. */
  verify(): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    this.checking ??= this.authenticate(this.accessToken)
      .then((claims) => {
        if (!claims) this.end();
        return claims !== null;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private closeAt(expiresAtMs: number) {
    const delay = Math.min(Math.max(expiresAtMs - Date.now(), 0) + 50, MAX_TIMER_MS);
    this.expiryTimer = setTimeout(() => {
      void this.verify().then((valid) => valid && this.closeAt(expiresAtMs));
    }, delay);
    this.expiryTimer.unref();
  }

  private end() {
    this.ended = true;
    clearTimeout(this.expiryTimer);
    closeForSignIn(this.socket);
  }
}

function closeForSignIn(socket: WebSocket) {
  socket.close(SIGN_IN_ENDED_CLOSE_CODE, errorMessages[errorTypes.unauthorized]);
}

/** The context of an operation that arrived on a WebSocket (HTTP operations have no liveSession). */
interface SocketContext extends LiveContext {
  liveSession?: LiveSession;
}

/** The WebSocket an operation arrived on, as areas see it: one `key` per socket, and its close. */
export interface LiveSocket {
  key: object;
  /** Runs `listener` once when the socket closes (a holder's closed laptop frees what it held). */
  onClose(listener: () => void): void;
}

/** The operation's WebSocket; null for an operation over HTTP, which has no socket to watch. */
export function liveSocketOf(context: unknown): LiveSocket | null {
  const session = (context as SocketContext | undefined)?.liveSession;
  return session ? { key: session, onClose: (listener) => session.onClose(listener) } : null;
}

/**
 * What mercurius binds `this` to when it calls onConnect: the connection (lib/subscription-connection.js), the only
 * place that sees both the connection_init payload and the socket. The token-expiry test fails if that changes.
 */
interface MercuriusConnection {
  socket: WebSocket;
}

/** Ends a subscription's listening (mercurius's event queue is an async iterator). */
const stopListening = (events: unknown) => (events as AsyncIterator<unknown> | undefined)?.return?.();

/**
 * Puts each operation's access policy in front of its resolver (queries, mutations) or in front of what its
 * subscription delivers, as the REST routes have theirs before validation. Throws at start-up for an operation that declares none.
 */
function guardOperations(resolvers: IResolvers, policies: Record<string, AccessPolicy>, checkAccess: AccessChecker) {
  for (const type of ['Query', 'Mutation', 'Subscription'] as const) {
    const fields = resolvers[type] as Record<string, unknown> | undefined;
    for (const [field, resolver] of Object.entries(fields ?? {})) {
      const name = `${type}.${field}`;
      const policy = policies[name];
      if (!policy) throw new Error(`${name}: la operación GraphQL no declara su política de acceso`);
      const guard = async (context: unknown, args: unknown) => {
        await checkAccess(policy, { auth: (context as LiveContext).auth ?? null, params: args ?? {} });
        // As on the REST routes: text PostgreSQL cannot store is refused before any resolver sees it.
        if (containsNulCharacter(args)) throw badRequest(errorTypes.validation, requestErrorMessages.nulCharacter);
      };
      if (typeof resolver === 'function') {
        fields![field] = async (root: unknown, args: unknown, context: unknown, info: unknown) => {
          await guard(context, args);
          return resolver(root, args, context, info);
        };
      } else {
        const { subscribe } = resolver as { subscribe?: (...args: unknown[]) => unknown };
        if (!subscribe) continue;
        fields![field] = {
          ...(resolver as object),
          subscribe: async (root: unknown, args: unknown, context: unknown, info: unknown) => {
            // The topic is listened to as the operation arrives, while its access check runs: the client's next
            // operation on the socket (a catch-up read) can be answered before a slow check ends, and what is
            // published after that answer must reach this subscription. What it hears waits in its queue and is
            // delivered only once the check passed; a refused one stops listening.
            const listening = Promise.resolve().then(() => subscribe(root, args, context, info));
            try {
              await guard(context, args);
            } catch (error) {
              void listening.then(stopListening, () => undefined);
              throw error;
            }
            return listening;
          },
        };
      }
    }
  }
}

interface Options {
  emitter: MQEmitter;
  authenticate: Authenticate;
  areas: GraphqlArea[];
  /** The REST routes' access checker: GraphQL operations use the same policies. */
  checkAccess: AccessChecker;
  /** The web app's origins (config.webOrigins); WebSocket handshakes from any other web page are refused. */
  webOrigins: readonly string[];
}

/**
 * Registers mercurius at /api/graphql. It must sit outside the scope that sets the zod compilers: the zod serializer
 * rejects mercurius's own JSON-schema routes.
 */
export async function registerGraphql(
  app: FastifyInstance,
  { emitter, authenticate, areas, webOrigins, checkAccess }: Options,
) {
  const resolvers: IResolvers = {
    Query: { live: () => true },
    Subscription: { ping: { subscribe: (_root, _args, { pubsub }) => pubsub.subscribe('ping') } },
  };
  const policies: Record<string, AccessPolicy> = {
    'Query.live': access.signedIn,
    'Subscription.ping': access.signedIn,
  };
  for (const area of areas) {
    for (const [type, fields] of Object.entries(area.resolvers)) {
      resolvers[type] = { ...(resolvers[type] as object), ...(fields as object) };
    }
    Object.assign(policies, area.access);
  }
  guardOperations(resolvers, policies, checkAccess);
  // Published for the authorization matrix, which calls every operation as every kind of caller.
  app.decorate('graphqlAccess', policies);
  // An error thrown when a subscription starts goes to the socket without the errorFormatter: type it here.
  const subscriptions = resolvers.Subscription as Record<string, { subscribe?: (...args: unknown[]) => unknown }>;
  for (const [name, field] of Object.entries(subscriptions)) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    subscriptions[name] = {
      ...field,
      subscribe: async (...args: unknown[]) => {
        try {
          return await subscribe(...args);
        } catch (error) {
          throw typedError(error, app.log);
        }
      },
    };
  }

  await app.register(mercurius, {
    path: GRAPHQL_PATH,
    schema: [baseTypeDefs, mutationRoot(areas), ...areas.map((a) => a.typeDefs)].join('\n'),
    resolvers,
    graphiql: false,
    // Mercurius runs these with GraphQL's own rules on queries and mutations (cached per document).
    validationRules: limitRules,
    errorFormatter: formatErrors,
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
      // Browsers always send Origin with a WebSocket handshake, so a page of another site is refused here before
      // anything else. Clients that are not browsers (scripts, native apps, these tests) send none: they cannot be
      // steered by another site against a signed-in user, and they still need a valid access token to connect.
      verifyClient: ({ origin }, next) => {
        if (!origin || webOrigins.includes(origin)) return next(true);
        const body = JSON.stringify(errorBody(errorTypes.forbidden, errorMessages[errorTypes.forbidden]!));
        next(false, 403, body, { 'Content-Type': 'application/json; charset=utf-8' });
      },
      onConnect: async function (this: MercuriusConnection, { payload }: { payload?: Record<string, unknown> }) {
        const { socket } = this;
        typeErrorFrames(socket);
        const accessToken = bearerOf(payload?.authorization ?? payload?.Authorization);
        const auth = accessToken ? await authenticate(accessToken) : null;
        if (!accessToken || !auth) {
          closeForSignIn(socket);
          return false;
        }
        // The object becomes the context of the socket's operations.
        return { auth, liveSession: new LiveSession(socket, accessToken, authenticate) } satisfies SocketContext;
      },
    },
  });

  app.graphql.addHook('preExecution', async (schema, document, context) => {
    const { auth, liveSession } = context as unknown as SocketContext;
    if (liveSession && !(await liveSession.verify())) throw liveError(errorTypes.unauthorized);
    const rules = rulesForCaller(auth);
    if (rules.length > 0) throwFirst(validate(schema, document, rules));
  });
  // Mercurius neither validates a subscription's document nor checks it against validationRules: do both here.
  app.graphql.addHook('preSubscriptionExecution', async (schema: GraphQLSchema, document: DocumentNode, context) => {
    const { auth, liveSession } = context as unknown as SocketContext;
    if (liveSession && !(await liveSession.verify())) throw liveError(errorTypes.unauthorized);
    throwFirst(validate(schema, document, [...specifiedRules, ...limitRules, ...rulesForCaller(auth)]));
  });
  // Before each event is sent: a sign-in that has ended closes the socket here, and a closing socket sends nothing.
  app.graphql.addHook('onSubscriptionResolution', async (_execution, context) => {
    await (context as unknown as SocketContext).liveSession?.verify();
  });
}
