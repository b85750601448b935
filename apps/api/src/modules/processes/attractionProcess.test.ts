import {
  attractionProcessMessages,
  processAreaMessages,
  processMessages,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attractionGroups,
  attractionGroupStudents,
  challenges,
  mdis,
  processMeasurementSends,
  processes,
  processParticipants,
} from '../../db/schema';
import {
  createCampus,
  createClient,
  createParticipant,
  createUser,
  signIn as signInAs,
  unique,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

const am = attractionProcessMessages;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const signIn = (email: string) => signInAs(t.app, email);
type Session = Awaited<ReturnType<typeof signIn>>;

let admin: Session;
let ownerId: string;
let clientId: string;
let challengeId: string;
beforeAll(async () => {
  const adminUser = await createUser(t.db, { roles: ['ADMIN'], name: 'Coordinadora' });
  ownerId = adminUser.id;
  admin = await signIn(adminUser.email);
  clientId = (await createClient(t.db)).id;
  const [challenge] = await t.db
    .insert(challenges)
    .values({ title: 'Desafío de innovación', messages: [{ title: 'Bienvenida', text: 'Preséntense al grupo.' }] })
    .returning();
  challengeId = challenge!.id;
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Atracción ${unique()}`,
  clientId,
  challengeId,
  estimatedStartDate: '2026-03-01',
  estimatedEndDate: '2026-05-01',
  ownerId,
  ...overrides,
});
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;
const post = (payload: unknown, session: Session = admin) =>
  t.app.inject({ method: 'POST', url: '/api/process/attraction', payload: payload as object, ...session });
const put = (url: string, payload: unknown = {}, session: Session = admin) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, ...session });

async function createAttraction(overrides: Record<string, unknown> = {}) {
  const res = await post(body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { processId: string; status: ProcessStatus };
}
async function addParticipant(processId: string, role: ParticipantRole, status: InvitationStatus) {
  return createParticipant(t.db, {
    processId,
    role,
    invitationStatus: status,
    user: { name: role === 'MENTOR' ? 'Tutor' : 'Estudiante' },
  });
}
const setStatus = (id: string, status: ProcessStatus) =>
  t.db.update(processes).set({ status }).where(eq(processes.id, id));

describe('POST /api/process/attraction', () => {
  it('creates a draft ATTRACTION process with its challenge', async () => {
    const campus = await createCampus(t.db, { role: 'STUDENT' });
    const res = await post(body({ name: 'Atracción 2026', fantasyName: ' Talento Joven ', campusId: campus.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Atracción 2026',
      // Its certificates say 'Participación Programa Talento Joven'.
      fantasyName: 'Talento Joven',
      status: 'DRAFT',
      serviceType: ['ATTRACTION'],
      owner: { userId: ownerId },
      campusIds: [campus.id],
      attraction: { challengeId, challengeTitle: 'Desafío de innovación' },
      completeness: { complete: false, missing: ['students', 'mentors'] },
    });
  });

  it.each([
    ['name', { name: '' }, am.name],
    ['client', { clientId: 'x' }, am.client],
    ['challenge', { challengeId: undefined }, am.challenge],
    ['start', { estimatedStartDate: '' }, am.startDate],
    ['end', { estimatedEndDate: undefined }, am.endDate],
    ['end before start', { estimatedEndDate: '2026-02-01' }, am.endBeforeStart],
    ['coordinator', { ownerId: 'nadie' }, am.owner],
  ])('answers 400 with the message of a bad %s', async (_, overrides, message) => {
    const res = await post(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(message);
  });

  it('answers 400 when the challenge, client or coordinator do not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [overrides, message] of [
      [{ challengeId: missing }, am.challenge],
      [{ clientId: missing }, am.client],
      [{ ownerId: missing }, am.owner],
    ] as const) {
      const res = await post(body(overrides));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
  });

  it('is for admins only', async () => {
    const user = await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId });
    const res = await post(body(), await signIn(user.email));
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/process/attraction/{id}', () => {
  it('replaces the general data and validates it', async () => {
    const { processId } = await createAttraction();
    const [other] = await t.db
      .insert(challenges)
      .values({ title: 'Otro desafío', messages: [{ title: 'Uno', text: 'Texto' }] })
      .returning();
    const ok = await put(`/api/process/attraction/${processId}`, body({ name: 'Renombrado', challengeId: other!.id }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Renombrado', attraction: { challengeTitle: 'Otro desafío' } });
    const bad = await put(`/api/process/attraction/${processId}`, body({ challengeId: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(am.challenge);
  });

  it('refuses a mentoring process and the general data once started', async () => {
    const { processId } = await createAttraction();
    await setStatus(processId, 'IN_PROGRESS');
    const res = await put(`/api/process/attraction/${processId}`, body());
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(processAreaMessages.generalNotEditable);
  });
});

describe('attraction lifecycle', () => {
  const kickoff = (id: string) => put(`/api/process/${id}/kickoff`);

  it('needs a confirmed tutor and student to move to pre-kickoff', async () => {
    const { processId } = await createAttraction();
    await addParticipant(processId, 'STUDENT', 'APPROVED');
    const res = await kickoff(processId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(am.kickoffNeedsPeople);
  });

  it('refuses pre-kickoff while someone is PENDING, then allows it', async () => {
    const { processId } = await createAttraction();
    await addParticipant(processId, 'MENTOR', 'APPROVED');
    await addParticipant(processId, 'STUDENT', 'APPROVED');
    const pending = await addParticipant(processId, 'STUDENT', 'PENDING');
    const refused = await kickoff(processId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(am.kickoffPending);
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'REJECTED' })
      .where(eq(processParticipants.userId, pending.id));
    const ok = await kickoff(processId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(processMessages.toKickoffConfirmed);
  });

  it('starts only with groups (and the baseline when there is an MDI); back to draft deletes the groups', async () => {
    const { processId } = await createAttraction();
    const tutor = await addParticipant(processId, 'MENTOR', 'APPROVED');
    const student = await addParticipant(processId, 'STUDENT', 'APPROVED');
    await setStatus(processId, 'KICKOFF');
    const noGroups = await put(`/api/process/${processId}/start`);
    expect(noGroups.statusCode).toBe(409);
    expect(errorOf(noGroups)).toBe(am.groupsMustExist);

    const [group] = await t.db.insert(attractionGroups).values({ processId, mentorId: tutor.id }).returning();
    await t.db.insert(attractionGroupStudents).values({ groupId: group!.id, processId, userId: student.id });
    const [mdi] = await t.db
      .insert(mdis)
      .values({ name: `MDI ${unique()}` })
      .returning();
    await t.db.update(processes).set({ mdiId: mdi!.id }).where(eq(processes.id, processId));
    const noBaseline = await put(`/api/process/${processId}/start`);
    expect(noBaseline.statusCode).toBe(409);
    expect(errorOf(noBaseline)).toBe(processMessages.baselineMustBeSent);

    const draft = await put(`/api/process/${processId}/draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await t.db.select().from(attractionGroups).where(eq(attractionGroups.processId, processId))).toEqual([]);

    await setStatus(processId, 'KICKOFF');
    const [again] = await t.db.insert(attractionGroups).values({ processId, mentorId: tutor.id }).returning();
    expect(again).toBeDefined();
    await t.db.insert(processMeasurementSends).values({ processId, subType: 'BASELINE' });
    const started = await put(`/api/process/${processId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().process.status).toBe('IN_PROGRESS');
    const finalized = await put(`/api/process/${processId}/finalize`);
    expect(finalized.statusCode).toBe(200);
  });

  it('lets the client company admin read it but not write', async () => {
    const { processId } = await createAttraction();
    await setStatus(processId, 'IN_PROGRESS');
    const user = await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId });
    const session = await signIn(user.email);
    const read = await t.app.inject({ method: 'GET', url: `/api/company-admins/me/process/${processId}`, ...session });
    expect(read.statusCode).toBe(200);
    expect(read.json().attraction).toEqual({ challengeId, challengeTitle: 'Desafío de innovación' });
    expect((await put(`/api/process/attraction/${processId}`, body(), session)).statusCode).toBe(403);
    expect((await put(`/api/process/${processId}/finalize`, {}, session)).statusCode).toBe(403);
  });
});
