import { errorTypes } from '@enlaza/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The one rule for ids (contract `ids.ts`): on every route, a path id that is not a UUID names no resource, so the
 * answer is the one a missing resource gets — 404 in the `not_found` envelope, never a 400 for some routes and a 404
 * for others, and never a 500 from the database.
 */

interface PathParameter {
  in: string;
  name: string;
  schema: { format?: string; enum?: string[]; type?: string; minimum?: number };
}
interface Operation {
  method: string;
  path: string;
  params: PathParameter[];
}

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
});
afterAll(async () => t?.close());

function operationsWithPathIds(): Operation[] {
  const document = (
    t.app as unknown as { swagger(): { paths: Record<string, Record<string, { parameters?: PathParameter[] }>> } }
  ).swagger();
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (params.some((p) => p.schema.format === 'uuid')) list.push({ method: method.toUpperCase(), path, params });
    }
  }
  return list;
}

/** The operation's URL: ids get `id()`, any other parameter a value its schema accepts. */
function urlOf(operation: Operation, id: () => string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = operation.params.find((p) => p.name === name)?.schema;
    if (schema?.format === 'uuid') return id();
    if (schema?.enum) return schema.enum[0]!;
    if (schema?.type === 'integer' || schema?.type === 'number') return String(schema.minimum ?? 1);
    return 'x';
  });
}

const call = (operation: Operation, url: string) =>
  t.app.inject({
    method: operation.method as 'GET',
    url,
    headers: admin.headers,
    ...(['POST', 'PUT', 'PATCH'].includes(operation.method) ? { payload: {} } : {}),
  });

describe('a path id that is not an id', () => {
  it('is found on the routes the documentation lists', () => {
    // The sweep below must reach the areas' routes, not an empty list.
    expect(operationsWithPathIds().length).toBeGreaterThan(100);
  });

  it('answers 404 on every route that takes one, like an id that names nothing', async () => {
    const wrong: string[] = [];
    let swept = 0;
    for (const operation of operationsWithPathIds()) {
      // Routes an admin may not call (a member's own pages) answer 403 before reading the path: nothing to sweep.
      const missing = await call(operation, urlOf(operation, randomUUID));
      if (missing.statusCode === 401 || missing.statusCode === 403) continue;
      swept += 1;
      const malformed = await call(
        operation,
        urlOf(operation, () => 'no-es-un-id'),
      );
      const body = malformed.json() as { error?: { type?: string; message?: string } };
      if (malformed.statusCode !== 404 || body.error?.type !== errorTypes.notFound || !body.error.message) {
        wrong.push(`${operation.method} ${operation.path} → ${malformed.statusCode} ${malformed.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(swept).toBeGreaterThan(100);
  });

  it("says the resource's own words where the path names it", async () => {
    const lesson = await t.app.inject({ method: 'GET', url: '/api/lesson/no-es-un-id', headers: admin.headers });
    expect([lesson.statusCode, lesson.json().error.message]).toEqual([404, 'Lección no encontrada']);
    const coach = await t.app.inject({ method: 'GET', url: '/api/coaches/no-es-un-id', headers: admin.headers });
    expect([coach.statusCode, coach.json().error.message]).toEqual([404, 'Coach no encontrado']);
    const process = await t.app.inject({ method: 'GET', url: '/api/process/no-es-un-id', headers: admin.headers });
    expect([process.statusCode, process.json().error.message]).toEqual([404, 'El proceso no existe']);
  });
});
