import type { AccessTokenClaims } from '@enlaza/contract';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../plugins/errors';
import { addParticipant, createClient, createPair, createProcess, createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/testDatabase';
import type { DatabaseHandle } from '../../db/database';
import { access, createAccessChecker, createAccessRepository, enforceAccessPolicies, type AccessPolicy } from './index';

let database: DatabaseHandle;
let check: ReturnType<typeof createAccessChecker>;
const world = {} as Record<
  | 'clientId'
  | 'processId'
  | 'pairId'
  | 'menteeId'
  | 'mentorId'
  | 'strangerId'
  | 'removedId'
  | 'companyAdminId'
  | 'otherAdminId',
  string
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  check = createAccessChecker(createAccessRepository(db));
  const client = await createClient(db);
  const other = await createClient(db, { rut: '76123456-1' });
  const process = await createProcess(db, { status: 'IN_PROGRESS', clientId: client.id });
  const mentee = await createUser(db, { password: null });
  const mentor = await createUser(db, { password: null });
  const stranger = await createUser(db, { password: null });
  const removed = await createUser(db, { password: null });
  await addParticipant(db, { processId: process.id, userId: mentee.id, role: 'STUDENT' });
  await addParticipant(db, { processId: process.id, userId: mentor.id, role: 'MENTOR' });
  await addParticipant(db, {
    processId: process.id,
    userId: stranger.id,
    role: 'STUDENT',
    invitationStatus: 'PENDING',
  });
  await addParticipant(db, { processId: process.id, userId: removed.id, role: 'MENTOR', removedAt: new Date() });
  const pair = await createPair(db, { processId: process.id, studentId: mentee.id, mentorId: mentor.id });
  const companyAdmin = await createUser(db, { roles: ['COMPANY_ADMIN'], clientId: client.id, password: null });
  const otherAdmin = await createUser(db, { roles: ['COMPANY_ADMIN'], clientId: other.id, password: null });
  Object.assign(world, {
    clientId: client.id,
    processId: process.id,
    pairId: pair.id,
    menteeId: mentee.id,
    mentorId: mentor.id,
    strangerId: stranger.id,
    removedId: removed.id,
    companyAdminId: companyAdmin.id,
    otherAdminId: otherAdmin.id,
  });
});
afterAll(async () => database?.close());

const claims = (userId: string, role: AccessTokenClaims['role'] = 'USER'): AccessTokenClaims => ({
  userId,
  role,
  roles: [role],
  sid: randomUUID(),
});
const admin = () => claims(randomUUID(), 'ADMIN');

/** The status a policy answers for a caller and parameters: 200 when it lets them through. */
async function outcome(policy: AccessPolicy, auth: AccessTokenClaims | null, params: object = {}, query: object = {}) {
  try {
    await check(policy, { auth, params, query });
    return 200;
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
}

describe('access policies', () => {
  it('processStaff: admins and the company admin of the process client; 404 for others when there is no such process', async () => {
    const policy = access.processStaff('id');
    const own = { id: world.processId };
    expect(await outcome(policy, null, own)).toBe(401);
    expect(await outcome(policy, admin(), own)).toBe(200);
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), own)).toBe(200);
    expect(await outcome(policy, claims(world.otherAdminId, 'COMPANY_ADMIN'), own)).toBe(403);
    expect(await outcome(policy, claims(world.menteeId), own)).toBe(403);
    // A company admin who acts as a member does not read their client's processes as staff.
    expect(await outcome(policy, claims(world.companyAdminId, 'USER'), own)).toBe(403);
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), { id: randomUUID() })).toBe(404);
    // A malformed id never reaches the database; admins get through to the route's own validation.
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), { id: "x' or 1=1" })).toBe(404);
    expect(await outcome(policy, admin(), { id: 'abc' })).toBe(200);
  });

  it('processParticipant: confirmed participants, not pending or removed ones', async () => {
    const policy = access.processParticipant('id');
    const own = { id: world.processId };
    expect(await outcome(policy, claims(world.menteeId), own)).toBe(200);
    expect(await outcome(policy, claims(world.strangerId), own)).toBe(403);
    expect(await outcome(policy, claims(world.removedId), own)).toBe(403);
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), own)).toBe(200);
  });

  it('processClientAdmin: only the company admin of the process client, not admins', async () => {
    const policy = access.processClientAdmin('id');
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), { id: world.processId })).toBe(200);
    expect(await outcome(policy, admin(), { id: world.processId })).toBe(403);
  });

  it('pairMember: the two people of the pair and admins', async () => {
    const policy = access.pairMember('pairId');
    const own = { pairId: world.pairId };
    expect(await outcome(policy, claims(world.menteeId), own)).toBe(200);
    expect(await outcome(policy, claims(world.mentorId), own)).toBe(200);
    expect(await outcome(policy, claims(world.strangerId), own)).toBe(403);
    expect(await outcome(policy, claims(world.strangerId), { pairId: randomUUID() })).toBe(404);
  });

  it('self and clientStaff', async () => {
    expect(await outcome(access.self('userId'), claims(world.menteeId), { userId: world.menteeId })).toBe(200);
    expect(await outcome(access.self('userId'), claims(world.mentorId), { userId: world.menteeId })).toBe(403);
    const clientStaff = access.clientStaff('id');
    expect(await outcome(clientStaff, claims(world.companyAdminId, 'COMPANY_ADMIN'), { id: world.clientId })).toBe(200);
    expect(await outcome(clientStaff, claims(world.otherAdminId, 'COMPANY_ADMIN'), { id: world.clientId })).toBe(403);
  });

  it('privateProfile: the person, their active partner, their client company admin; profileViewer is public without the id', async () => {
    const policy = access.privateProfile('userId');
    const mentee = { userId: world.menteeId };
    expect(await outcome(policy, claims(world.mentorId), mentee)).toBe(200);
    expect(await outcome(policy, claims(world.strangerId), mentee)).toBe(403);
    expect(await outcome(policy, claims(world.companyAdminId, 'COMPANY_ADMIN'), mentee)).toBe(200);
    expect(await outcome(policy, claims(world.otherAdminId, 'COMPANY_ADMIN'), mentee)).toBe(403);
    expect(await outcome(access.profileViewer('userId'), null)).toBe(200);
    expect(await outcome(access.profileViewer('userId'), null, {}, mentee)).toBe(401);
    expect(await outcome(access.profileViewer('userId'), claims(world.mentorId), {}, mentee)).toBe(200);
  });

  it('invitee: a signed-in caller or one carrying an invitation token (the service verifies it)', async () => {
    expect(await outcome(access.invitee, null)).toBe(401);
    expect(await outcome(access.invitee, null, {}, { usertoken: 'token-del-correo' })).toBe(200);
    expect(await outcome(access.invitee, claims(world.strangerId))).toBe(200);
  });
});

describe('policies on routes', () => {
  async function appWith(register: (app: ReturnType<typeof bareApp>) => void) {
    const app = bareApp();
    register(app);
    await app.ready();
    return app;
  }
  function bareApp() {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('auth', null);
    enforceAccessPolicies(app, check);
    return app;
  }

  it('a route without a policy stops the server from starting', async () => {
    await expect(appWith((app) => app.get('/sin-politica', async () => 'ok'))).rejects.toThrow(
      /GET \/sin-politica: la ruta no declara su política de acceso/,
    );
  });

  it('refuses before the body is validated and documents the policy', async () => {
    const app = await appWith((app) =>
      app.post(
        '/solo-admin',
        { config: { access: access.admin }, schema: { body: z.object({ name: z.string() }) } },
        async () => 'ok',
      ),
    );
    const res = await app.inject({ method: 'POST', url: '/solo-admin', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('unauthorized');
    // Not even a malformed body tells an anonymous caller anything but 401.
    const malformed = await app.inject({
      method: 'POST',
      url: '/solo-admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(401);
    await app.close();
  });
});
