import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AccessRepository } from './access.repository';
import type { AccessPolicy, AccessSubject } from './policies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access policy (modules/access); every API route must declare one. */
    access?: AccessPolicy;
  }
}

/** What the OpenAPI document says of a route's policy (`x-access`), read by the authorization matrix. */
export interface AccessDocumentation {
  policy: string;
  resources: Record<string, string>;
  anonymous: boolean;
  description: string;
}

/** Checks a policy for a caller; shared by the REST hook and the GraphQL resolvers. */
export function createAccessChecker(facts: AccessRepository) {
  return (policy: AccessPolicy, subject: AccessSubject) => policy.check(subject, facts);
}
export type AccessChecker = ReturnType<typeof createAccessChecker>;

const guardMark = Symbol('accessGuard');

/**
 * Makes every route registered in this scope declare its policy and checks it on `onRequest`, before the body is
 * read or anything is validated: a caller without the right gets 401/403 (or 404) and never learns about the body.
 * A route without a policy stops the server from starting.
 */
export function enforceAccessPolicies(scope: FastifyInstance, check: AccessChecker) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    if (!policy) throw new Error(`${methods} ${route.url}: la ruta no declara su política de acceso (config.access)`);
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema['x-access'] = {
      policy: policy.name,
      resources: policy.resources,
      anonymous: policy.anonymous,
      description: policy.description,
    } satisfies AccessDocumentation;
    if (!policy.anonymous && !schema.security) schema.security = [{ bearerAuth: [] }];
    // Readers of /api/docs see who may call the operation first.
    const description = typeof schema.description === 'string' ? schema.description : '';
    if (!description.startsWith('Acceso:')) {
      schema.description = `Acceso: ${policy.description}${description ? `\n\n${description}` : ''}`;
    }

    const existing = route.onRequest ? [route.onRequest].flat() : [];
    // Fastify copies a GET route's options into its HEAD route: add the guard once.
    if (existing.some((hook) => (hook as unknown as Record<symbol, boolean>)[guardMark])) return;
    const guard: onRequestAsyncHookHandler = async (request) =>
      check(policy, { auth: request.auth, params: request.params, query: request.query, headers: request.headers });
    Object.assign(guard, { [guardMark]: true });
    route.onRequest = [...existing, guard] as RouteOptions['onRequest'];
  });
}
