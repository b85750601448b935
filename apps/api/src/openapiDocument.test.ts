import { INSCRIPTION_TOKEN_HEADER } from '@enlaza/contract';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AccessDocumentation } from './modules/access';
import { GRAPHQL_PATH } from './plugins/graphql';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * The OpenAPI document (/api/docs/json) against the routes the app really registers: every route the app serves is
 * described, as it is served, and the document describes nothing the app does not serve. The routes are collected by
 * an `onRoute` hook of this file's own, added to the Fastify instance as it is created, before any plugin or route.
 */

// Test files may share a worker and its loaded modules (the api project does not isolate them): start this file's
// app modules afresh, so they take Fastify through the mock below rather than from an earlier file's import.
vi.hoisted(() => vi.resetModules());

const registered: RouteOptions[] = [];
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options?: FastifyServerOptions) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof original.default;
  return { ...original, default: withRouteLog };
});

interface DocumentedParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
}
interface DocumentedOperation {
  summary?: string;
  parameters?: DocumentedParameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  'x-access'?: AccessDocumentation;
}
interface OpenApiDocument {
  info: { description: string };
  paths: Record<string, Record<string, DocumentedOperation>>;
}

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  // With the mail preview on, its routes are served, and so must be described.
  t = await createTestApp({ MAIL_PREVIEW: 'on' });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => t?.close());

/** Fastify's `/process/:id/files/*` as OpenAPI writes it: `/process/{id}/files/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');
const pathParamsOf = (url: string) => [...openApiPath(url).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
/** The keys of a zod object schema (query string, headers, body); null for any other schema. */
const keysOf = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : null);
/** The keys a zod object schema needs: those that do not accept a missing value (no optional, no default). */
const requiredKeysOf = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key)
    .sort();
const sorted = (names: string[]) => [...names].sort();
const is2xx = (status: string) => /^2(\d\d|XX)$/i.test(status);

/** Where the documentation itself is served (Swagger UI and the document): its pages are not operations. */
const DOCS_PATH = '/api/docs';

/**
 * The routes the API serves as REST operations: not the HEAD twin Fastify adds to each GET, not the pages of the
 * documentation itself, and not GraphQL, which the document's description presents instead. Any other route hidden
 * from the document counts, and must be the trailing-slash twin of a documented one (`/mentorships/`).
 */
function apiRoutes() {
  const routes: Array<{ method: string; url: string; route: RouteOptions }> = [];
  for (const route of registered) {
    if (route.url.startsWith(GRAPHQL_PATH)) continue;
    if (route.url === DOCS_PATH || route.url.startsWith(`${DOCS_PATH}/`)) continue;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, route });
  }
  return routes;
}

describe('the OpenAPI document', () => {
  it('collects the routes the app serves', () => {
    // The hook saw the app's routes (a few hundred), among them ones outside /api, and the documentation's own.
    expect(apiRoutes().length).toBeGreaterThan(250);
    expect(apiRoutes().map((r) => `${r.method} ${r.url}`)).toContain('GET /.well-known/jwks.json');
    expect(registered.map((r) => r.url)).toContain(`${DOCS_PATH}/json`);
  });

  it('describes every route the app serves under its method, with a summary and its path parameters', () => {
    const wrong: string[] = [];
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      const what = `${method} ${url}`;
      if ((route.schema as { hide?: boolean } | undefined)?.hide) {
        const twin = document.paths[openApiPath(url.replace(/\/$/, ''))]?.[method.toLowerCase()];
        if (!url.endsWith('/') || !twin) wrong.push(`${what}: hidden, and not the alias of a documented route`);
        continue;
      }
      if (!operation) {
        wrong.push(`${what}: not in the document`);
        continue;
      }
      if (!operation.summary?.trim()) wrong.push(`${what}: no summary`);
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const documented = sorted(pathParams.map((p) => p.name));
      if (JSON.stringify(documented) !== JSON.stringify(sorted(pathParamsOf(url)))) {
        wrong.push(`${what}: path parameters ${documented.join(',') || '(none)'}`);
      }
      if (pathParams.some((p) => p.required !== true)) wrong.push(`${what}: a path parameter is not required`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes the query string, the headers and the body (its fields, and which are required) each route validates', () => {
    const wrong: string[] = [];
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) continue; // reported by the test above
      const what = `${method} ${url}`;
      const schema = route.schema ?? {};
      const documentedIn = (place: DocumentedParameter['in']) =>
        sorted((operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name));
      for (const [place, declared] of [
        ['query', keysOf(schema.querystring) ?? []],
        ['header', keysOf(schema.headers) ?? []],
      ] as const) {
        if (JSON.stringify(documentedIn(place)) !== JSON.stringify(declared)) {
          wrong.push(`${what}: ${place} ${documentedIn(place).join(',')} instead of ${declared.join(',')}`);
        }
      }
      if (schema.body === undefined) {
        if (operation.requestBody) wrong.push(`${what}: a body the route does not read`);
        continue;
      }
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      if (!bodySchema) {
        wrong.push(`${what}: no requestBody`);
        continue;
      }
      if (!(schema.body instanceof z.ZodObject)) continue;
      const declared = keysOf(schema.body)!;
      const documented = sorted(Object.keys(bodySchema.properties ?? {}));
      if (JSON.stringify(documented) !== JSON.stringify(declared)) {
        wrong.push(`${what}: body ${documented.join(',')} instead of ${declared.join(',')}`);
      }
      const required = requiredKeysOf(schema.body);
      const documentedRequired = sorted(bodySchema.required ?? []);
      if (JSON.stringify(documentedRequired) !== JSON.stringify(required)) {
        wrong.push(`${what}: required ${documentedRequired.join(',')} instead of ${required.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("documents each route's success answer and the statuses it declares", () => {
    const wrong: string[] = [];
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) continue;
      const what = `${method} ${url}`;
      const declared = sorted(Object.keys((route.schema?.response as object | undefined) ?? {}));
      if (!declared.some(is2xx)) wrong.push(`${what}: the route declares no 2xx answer`);
      const documented = sorted(Object.keys(operation.responses ?? {}));
      if (JSON.stringify(documented) !== JSON.stringify(declared)) {
        wrong.push(`${what}: responses ${documented.join(',')} instead of ${declared.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states the access policy each route enforces, and the sign-in where the policy requires one', () => {
    const wrong: string[] = [];
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) continue;
      const what = `${method} ${url}`;
      const policy = route.config?.access;
      if (operation['x-access']?.policy !== policy?.name) {
        wrong.push(`${what}: x-access ${operation['x-access']?.policy} instead of ${policy?.name}`);
      }
      // Where no anonymous caller passes, the sign-in is required: bearer, with no empty (optional) alternative.
      const requiresSignIn = JSON.stringify(operation.security) === JSON.stringify([{ bearerAuth: [] }]);
      if (policy && !policy.anonymous && !requiresSignIn) {
        wrong.push(`${what}: security ${JSON.stringify(operation.security)} on a signed-in route`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("tells applicants' clients where their inscription token goes: the header the applicant policy reads", () => {
    const applicantOperations = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation['x-access']?.policy === 'applicant');
    expect(applicantOperations.length).toBeGreaterThan(0);
    for (const operation of applicantOperations) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: INSCRIPTION_TOKEN_HEADER }),
      );
    }
  });

  it('describes no operation the app does not serve', () => {
    const served = new Set(apiRoutes().map(({ method, url }) => `${method} ${openApiPath(url)}`));
    const unserved: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const operation = `${method.toUpperCase()} ${path}`;
        // Fastify's own router answers for the operation, not just this file's list.
        const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
        if (!served.has(operation) || !t.app.hasRoute({ method: method.toUpperCase() as 'GET', url })) {
          unserved.push(operation);
        }
      }
    }
    expect(unserved).toEqual([]);
  });

  it('points to GraphQL, which it does not describe operation by operation', () => {
    expect(document.info.description).toContain(GRAPHQL_PATH);
    expect(Object.keys(document.paths).filter((path) => path.startsWith(GRAPHQL_PATH))).toEqual([]);
  });
});
