import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  defaultPairWeights,
  pairingErrorTypes,
  pairingMessages as m,
  pairWeightsMessages,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessStatus,
  type SessionStatus,
} from '@enlaza/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advices,
  attributes,
  dynamicMentorships,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processes,
  processParticipants,
  userAdvices,
  userAttributes,
  users,
} from '../../db/schema';
import { addParticipant, createProcess, createUser, unique, type TestSession } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createNotificationsRepository, createNotificationsService } from '../notifications';
import { createPairAnnouncements } from './pairs.announcements';
import { createPairsRepository } from './pairs.repository';
import { createPairsService } from './pairs.service';
import { solveCohort } from './pairs.solver';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;
let guideId: string;
/** Objectives A, B, C and quality Q of the optimality cohort. */
let adviceA: string;
let adviceB: string;
let adviceC: string;
let qualityQ: string;
const SESSIONS = 4;

beforeAll(async () => {
  ({ admin, member, clientId, companyAdmin, otherCompanyAdmin } = await processAreaSessions(t.app, t.db));
  const [guide] = await t.db
    .insert(dynamicMentorships)
    .values({ name: `Pauta ${unique()}`, sessions: SESSIONS })
    .returning();
  guideId = guide!.id;
  const created = await t.db
    .insert(advices)
    .values(['A', 'B', 'C'].map((k) => ({ name: `Objetivo ${k} ${unique()}` })))
    .returning();
  [adviceA, adviceB, adviceC] = created.map((a) => a.id) as [string, string, string];
  const [quality] = await t.db
    .insert(attributes)
    .values({ name: `Cualidad ${unique()}` })
    .returning();
  qualityQ = quality!.id;
});

async function newProcess(status: ProcessStatus = 'KICKOFF', overrides: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    dynamicMentorshipId: guideId,
    estimatedStartDate: isoDate(new Date()),
    estimatedEndDate: isoDate(new Date(Date.now() + 90 * DAY)),
    ...overrides,
  });
}

interface ProfileSpec {
  company?: string;
  mainAdviceId?: string;
  adviceIds?: string[];
  attributeIds?: string[];
  external?: boolean;
  inactive?: boolean;
  name?: string;
}

/** A user with the given profile (no interests, no region, area or level: those criteria stay neutral). */
async function person(role: ParticipantRole, spec: ProfileSpec = {}) {
  const user = await createUser(t.db, { name: spec.name ?? `Nombre${unique()}` });
  await t.db
    .update(users)
    .set({
      company: spec.company ?? `Empresa ${unique()}`,
      mainAdviceId: spec.mainAdviceId ?? null,
      mentorshipInfo:
        role === 'MENTOR'
          ? { mentorType: spec.external ? 'EXTERNAL' : 'INTERNAL', mentorStatus: spec.inactive ? 'INACTIVE' : 'ACTIVE' }
          : null,
    })
    .where(eq(users.id, user.id));
  if (spec.adviceIds?.length) {
    await t.db.insert(userAdvices).values(spec.adviceIds.map((adviceId) => ({ userId: user.id, adviceId })));
  }
  if (spec.attributeIds?.length) {
    await t.db
      .insert(userAttributes)
      .values(spec.attributeIds.map((attributeId) => ({ userId: user.id, attributeId })));
  }
  return user;
}

async function join(
  processId: string,
  role: ParticipantRole,
  spec: ProfileSpec = {},
  invitationStatus: InvitationStatus = 'APPROVED',
) {
  const user = await person(role, spec);
  await addParticipant(t.db, { processId, userId: user.id, role, invitationStatus });
  return user;
}

/** A process with `n` mentees and `n` mentors, all approved and all allowed with each other. */
async function cohort(n: number, status: ProcessStatus = 'KICKOFF', specs: { mentor?: ProfileSpec } = {}) {
  const process = await newProcess();
  const mentees = [];
  const mentors = [];
  for (let i = 0; i < n; i++) mentees.push(await join(process.id, 'STUDENT'));
  for (let i = 0; i < n; i++) mentors.push(await join(process.id, 'MENTOR', specs.mentor));
  expect((await post(`/api/process/${process.id}/create_pairs`, {})).statusCode).toBe(201);
  if (status !== 'KICKOFF') await t.db.update(processes).set({ status }).where(eq(processes.id, process.id));
  const rows = await pairsOf(process.id);
  return { process, mentees, mentors, pairs: rows };
}

const pairsOf = (processId: string) =>
  t.db.select().from(pairs).where(eq(pairs.processId, processId)).orderBy(asc(pairs.createdAt), asc(pairs.id));

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  inject('POST', url, payload, headers);
const createPairs = (processId: string, headers: Record<string, string> = admin.headers) =>
  post(`/api/process/${processId}/create_pairs`, {}, headers);
const list = (processId: string, query = '', headers = admin.headers) =>
  inject('GET', `/api/process/pairs/${processId}${query}`, undefined, headers);
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('POST /api/process/{id}/create_pairs', () => {
  it('solves the whole cohort optimally where a greedy choice would lose, and writes pairs with their sessions', async () => {
    // Neutral criteria (area, level, region) give every pair 15 points; objectives are worth 30, qualities 15.
    //          m1 (A, B, Q)  m2 (A)  m3 (C)
    //   s1 (A, Q)    60        45      15
    //   s2 (B)       45        15      15
    //   s3 (C)       15        15      45
    // Greedy takes s1–m1 (60) first and leaves s2–m2 (15): 120 in all. The optimum is s1–m2, s2–m1, s3–m3: 135.
    const process = await newProcess();
    const s1 = await join(process.id, 'STUDENT', { mainAdviceId: adviceA, attributeIds: [qualityQ] });
    const s2 = await join(process.id, 'STUDENT', { mainAdviceId: adviceB });
    const s3 = await join(process.id, 'STUDENT', { mainAdviceId: adviceC });
    const m1 = await join(process.id, 'MENTOR', { adviceIds: [adviceA, adviceB], attributeIds: [qualityQ] });
    const m2 = await join(process.id, 'MENTOR', { adviceIds: [adviceA] });
    const m3 = await join(process.id, 'MENTOR', { adviceIds: [adviceC] });

    const res = await createPairs(process.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: m.created, pairsCount: 3, averageAffinity: 45 });

    const written = await pairsOf(process.id);
    const mentorOf = new Map(written.map((p) => [p.studentId, p.mentorId]));
    expect(mentorOf.get(s1.id)).toBe(m2.id);
    expect(mentorOf.get(s2.id)).toBe(m1.id);
    expect(mentorOf.get(s3.id)).toBe(m3.id);
    for (const pair of written) {
      expect(pair.affinity).toBe(45);
      expect(pair.affinityBreakdown).toMatchObject({ objectives: 100, businessArea: 50, level: 50, region: 50 });
      expect(pair.disabled).toBe(false);
    }
    expect(written.find((p) => p.studentId === s1.id)!.objectiveId).toBe(adviceA);
    const sessions = await t.db
      .select()
      .from(pairSessions)
      .where(
        inArray(
          pairSessions.pairId,
          written.map((p) => p.id),
        ),
      );
    expect(sessions).toHaveLength(3 * SESSIONS);
    expect(new Set(sessions.map((s) => s.status))).toEqual(new Set(['PENDING_NO_DATE']));
    expect(new Set(sessions.map((s) => s.sessionNumber))).toEqual(new Set([1, 2, 3, 4]));

    // Once created, creating again is refused until they are deleted or the process goes back to draft.
    const again = await createPairs(process.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.alreadyCreated);
  });

  it('creates the pairs once when two requests race', async () => {
    const process = await newProcess();
    for (let i = 0; i < 3; i++) {
      await join(process.id, 'STUDENT');
      await join(process.id, 'MENTOR');
    }
    const results = await Promise.all([createPairs(process.id), createPairs(process.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(errorOf(results.find((r) => r.statusCode === 409)!)).toBe(m.alreadyCreated);
    expect(await pairsOf(process.id)).toHaveLength(3);
  });

  it("takes the session count from the process's guide", async () => {
    const [guide] = await t.db
      .insert(mentorships)
      .values({ name: `Guía ${unique()}` })
      .returning();
    await t.db
      .insert(mentorshipSessions)
      .values([1, 2, 3].map((number) => ({ mentorshipId: guide!.id, number, title: `Sesión ${number}` })));
    const process = await newProcess('KICKOFF', { mentorshipId: guide!.id, dynamicMentorshipId: null });
    await join(process.id, 'STUDENT');
    await join(process.id, 'MENTOR');
    expect((await createPairs(process.id)).statusCode).toBe(201);
    const [pair] = await pairsOf(process.id);
    const sessions = await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, pair!.id));
    expect(sessions.map((s) => s.sessionNumber).sort()).toEqual([1, 2, 3]);
  });

  it('ignores removed and rejected participants', async () => {
    const process = await newProcess();
    await join(process.id, 'STUDENT');
    await join(process.id, 'MENTOR');
    await join(process.id, 'MENTOR', {}, 'REJECTED');
    const removed = await join(process.id, 'STUDENT');
    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(eq(processParticipants.userId, removed.id));
    const res = await createPairs(process.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().pairsCount).toBe(1);
  });

  it('is for admins only', async () => {
    const process = await newProcess();
    await join(process.id, 'STUDENT');
    await join(process.id, 'MENTOR');
    expect((await createPairs(process.id, companyAdmin.headers)).statusCode).toBe(403);
    expect((await createPairs(process.id, member.headers)).statusCode).toBe(403);
    expect((await createPairs(process.id, {})).statusCode).toBe(401);
    expect(await pairsOf(process.id)).toHaveLength(0);
  });

  it('is refused outside pre-kickoff, outside mentoring and for an ungrouped process', async () => {
    for (const status of ['DRAFT', 'IN_PROGRESS', 'FINALIZED'] as const) {
      const process = await newProcess(status);
      await join(process.id, 'STUDENT');
      await join(process.id, 'MENTOR');
      const res = await createPairs(process.id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.createOnlyKickoff);
    }
    for (const overrides of [{ serviceTypes: ['WORKSHOP' as const] }, { ungrouped: true }]) {
      const process = await newProcess('KICKOFF', overrides);
      await join(process.id, 'STUDENT');
      await join(process.id, 'MENTOR');
      const res = await createPairs(process.id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.onlyMentoring);
    }
    expect((await createPairs('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is refused while an invitation is pending, when the counts differ, and without participants', async () => {
    const pending = await newProcess();
    await join(pending.id, 'STUDENT');
    await join(pending.id, 'MENTOR');
    await join(pending.id, 'MENTOR', {}, 'PENDING');
    let res = await createPairs(pending.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.pendingInvitations);

    const uneven = await newProcess();
    await join(uneven.id, 'STUDENT');
    await join(uneven.id, 'STUDENT');
    await join(uneven.id, 'MENTOR');
    res = await createPairs(uneven.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.countsDiffer);

    res = await createPairs((await newProcess()).id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.noParticipants);
  });

  it('writes nothing and names who cannot be paired and why when the hard constraints leave someone out', async () => {
    // Both mentees work at the only active mentor's company; the other mentor is inactive.
    const process = await newProcess();
    const s1 = await join(process.id, 'STUDENT', { company: 'Banco Andino', name: 'Ana' });
    await join(process.id, 'STUDENT', { company: 'Banco Andino', name: 'Berta' });
    await join(process.id, 'MENTOR', { company: 'banco  andino' });
    await join(process.id, 'MENTOR', { inactive: true });
    const res = await createPairs(process.id);
    expect(res.statusCode).toBe(409);
    const message = errorOf(res);
    expect(message).toContain('No es posible formar duplas');
    expect(message).toContain('misma empresa');
    expect(message).toContain('inactivo');
    expect(message).toMatch(new RegExp(`${s1.email}|Berta`));
    expect(await pairsOf(process.id)).toHaveLength(0);
    expect(message).not.toContain(m.allowedMentorsTaken);

    // Both mentees may only take the second mentor: one of them is left out because the other needs that mentor.
    const contested = await newProcess();
    await join(contested.id, 'STUDENT', { company: 'Viña Central' });
    await join(contested.id, 'STUDENT', { company: 'Viña Central' });
    await join(contested.id, 'MENTOR', { company: 'Viña Central' });
    await join(contested.id, 'MENTOR');
    const refused = await createPairs(contested.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toContain(m.allowedMentorsTaken);
    expect(await pairsOf(contested.id)).toHaveLength(0);
  });
});

describe('GET /api/process/pairs/{id}', () => {
  it('lists pairs with affinity, breakdown, sessions reached and stats; searches; paginates', async () => {
    const { process, pairs: written, mentors } = await cohort(3);
    await t.db
      .update(pairSessions)
      .set({ status: 'REALIZED' satisfies SessionStatus })
      .where(and(eq(pairSessions.pairId, written[0]!.id), inArray(pairSessions.sessionNumber, [1, 2])));

    const res = await list(process.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalDocs).toBe(3);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(10);
    expect(body.docs).toHaveLength(3);
    const first = body.docs.find((d: { pairId: string }) => d.pairId === written[0]!.id);
    expect(first.sessionsReached).toBe(2);
    expect(first.affinity).toBe(written[0]!.affinity);
    expect(first.affinityBreakdown).toEqual(written[0]!.affinityBreakdown);
    expect(first.student.userId).toBe(written[0]!.studentId);
    expect(body.stats).toEqual({ average: 15, min: 15, max: 15 });

    const mentor = mentors[1]!;
    const found = await list(process.id, `?searchTerm=${encodeURIComponent(mentor.email.toUpperCase())}`);
    expect(found.json().docs.map((d: { mentor: { userId: string } }) => d.mentor.userId)).toEqual([mentor.id]);
    expect(found.json().totalDocs).toBe(1);

    const none = await list(process.id, '?searchTerm=nadie-se-llama-asi');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ docs: [], totalDocs: 0 });

    const page2 = await list(process.id, '?page=2&limit=2');
    expect(page2.json().docs).toHaveLength(1);
    expect(page2.json().totalDocs).toBe(3);
  });

  it("shows its own client's pairs to a company admin with an external mentor's email masked", async () => {
    const { process, mentors } = await cohort(1, 'KICKOFF', { mentor: { external: true } });
    const asAdmin = await list(process.id);
    expect(asAdmin.json().docs[0].mentor.email).toBe(mentors[0]!.email);
    const asCompanyAdmin = await list(process.id, '', companyAdmin.headers);
    expect(asCompanyAdmin.statusCode).toBe(200);
    expect(asCompanyAdmin.json().docs[0].mentor.email).toBe('-');
    expect(asCompanyAdmin.json().docs[0].student.email).not.toBe('-');
    expect((await list(process.id, '', otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await list(process.id, '', member.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/process/{id}/swap_pairs', () => {
  const swap = (processId: string, pairId1: string, pairId2: string, headers = admin.headers) =>
    post(`/api/process/${processId}/swap_pairs`, { pairId1, pairId2 }, headers);

  it('exchanges the mentors of two pairs and rescores both', async () => {
    const process = await newProcess();
    const s1 = await join(process.id, 'STUDENT', { mainAdviceId: adviceA });
    await join(process.id, 'STUDENT', { mainAdviceId: adviceB });
    const m1 = await join(process.id, 'MENTOR', { adviceIds: [adviceA] });
    await join(process.id, 'MENTOR', { adviceIds: [adviceB] });
    expect((await createPairs(process.id)).statusCode).toBe(201);
    const before = await pairsOf(process.id);
    expect(before.every((p) => p.affinity === 45)).toBe(true);
    const [a, b] = before as [(typeof before)[0], (typeof before)[0]];

    expect((await swap(process.id, a.id, b.id, companyAdmin.headers)).statusCode).toBe(403);
    const res = await swap(process.id, a.id, b.id);
    expect(res.statusCode).toBe(200);
    const after = new Map((await pairsOf(process.id)).map((p) => [p.id, p]));
    expect(after.get(a.id)!.mentorId).toBe(b.mentorId);
    expect(after.get(b.id)!.mentorId).toBe(a.mentorId);
    expect(after.get(a.id)!.affinity).toBe(15);
    expect(after.get(b.id)!.affinity).toBe(15);
    expect(after.get(a.id)!.affinityBreakdown).toMatchObject({ objectives: 0 });
    // s1 still has one pair, now with the other mentor.
    const s1Pair = [...after.values()].find((p) => p.studentId === s1.id)!;
    expect(s1Pair.mentorId).not.toBe(m1.id);
  });

  it('refuses the same pair twice, a pair of another process and a disabled pair', async () => {
    const { process, pairs: mine } = await cohort(2);
    const { pairs: theirs } = await cohort(1);
    let res = await swap(process.id, mine[0]!.id, mine[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.samePair);
    res = await swap(process.id, mine[0]!.id, theirs[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.notInProcess);
    await t.db.update(pairs).set({ disabled: true }).where(eq(pairs.id, mine[1]!.id));
    res = await swap(process.id, mine[0]!.id, mine[1]!.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.pairDisabled);
  });

  it('refuses a swap that breaks a hard constraint, and writes nothing', async () => {
    const process = await newProcess();
    await join(process.id, 'STUDENT', { company: 'Minera Sur' });
    await join(process.id, 'STUDENT');
    await join(process.id, 'MENTOR', { company: 'Minera Sur' });
    await join(process.id, 'MENTOR');
    expect((await createPairs(process.id)).statusCode).toBe(201);
    const before = await pairsOf(process.id);
    const res = await swap(process.id, before[0]!.id, before[1]!.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toContain('misma empresa');
    expect(await pairsOf(process.id)).toEqual(before);
  });

  it('in progress, only while neither pair has a session done; never in draft or finalized', async () => {
    const { process, pairs: written } = await cohort(2, 'IN_PROGRESS');
    expect((await swap(process.id, written[0]!.id, written[1]!.id)).statusCode).toBe(200);
    await t.db
      .update(pairSessions)
      .set({ status: 'COMPLETED' })
      .where(and(eq(pairSessions.pairId, written[1]!.id), eq(pairSessions.sessionNumber, 1)));
    const res = await swap(process.id, written[0]!.id, written[1]!.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.sessionsDone);

    for (const status of ['DRAFT', 'FINALIZED'] as const) {
      const other = await cohort(2, status);
      const refused = await swap(other.process.id, other.pairs[0]!.id, other.pairs[1]!.id);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toBe(m.editStatus);
    }
  });
});

describe('state checks under the locks of the write', () => {
  /** The pairs service, with a repository whose `read` lets another admin change the process right after it. */
  function serviceWhere(changeAfterRead: () => Promise<void>, read: 'findProcess' | 'profilesOf' = 'findProcess') {
    const repository = createPairsRepository(t.db);
    return createPairsService({
      repository: changedAfterRead(repository, read, changeAfterRead),
      solveOffThread: async (input) => solveCohort(input),
      announcements: createPairAnnouncements({
        repository,
        notificationsService: createNotificationsService({
          notificationsRepository: createNotificationsRepository(t.db),
        }),
      }),
    });
  }
  const finalize = (processId: string) => () =>
    t.db
      .update(processes)
      .set({ status: 'FINALIZED' })
      .where(eq(processes.id, processId))
      .then(() => undefined);

  it('swap, delete and disable are refused when the process was finalized after their first check', async () => {
    const swapped = await cohort(2);
    const before = await pairsOf(swapped.process.id);
    await expect(
      serviceWhere(finalize(swapped.process.id), 'profilesOf').swap(
        swapped.process.id,
        swapped.pairs[0]!.id,
        swapped.pairs[1]!.id,
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: m.editStatus });
    expect(await pairsOf(swapped.process.id)).toEqual(before);

    const deleted = await cohort(1);
    await expect(serviceWhere(finalize(deleted.process.id)).remove(deleted.pairs[0]!.id)).rejects.toMatchObject({
      statusCode: 409,
      message: m.editStatus,
    });
    expect(await pairsOf(deleted.process.id)).toHaveLength(1);

    const disabled = await cohort(1, 'IN_PROGRESS');
    await expect(serviceWhere(finalize(disabled.process.id)).disable(disabled.pairs[0]!.id)).rejects.toMatchObject({
      statusCode: 409,
      message: m.disableStatus,
    });
    expect((await pairsOf(disabled.process.id))[0]!.disabled).toBe(false);
  });

  it('a swap is refused when a session of either pair was done after its first check', async () => {
    const { process, pairs: written } = await cohort(2, 'IN_PROGRESS');
    const before = await pairsOf(process.id);
    const sessionDone = () =>
      t.db
        .update(pairSessions)
        .set({ status: 'COMPLETED' })
        .where(and(eq(pairSessions.pairId, written[0]!.id), eq(pairSessions.sessionNumber, 1)))
        .then(() => undefined);
    await expect(
      serviceWhere(sessionDone, 'profilesOf').swap(process.id, written[0]!.id, written[1]!.id),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: m.sessionsDone,
    });
    expect(await pairsOf(process.id)).toEqual(before);
  });
});

describe('DELETE /api/process/pair/{pairId}', () => {
  const remove = (pairId: string, headers = admin.headers) =>
    inject('DELETE', `/api/process/pair/${pairId}`, undefined, headers);

  it('deletes one pair and its sessions in pre-kickoff and in progress', async () => {
    for (const status of ['KICKOFF', 'IN_PROGRESS'] as const) {
      const { process, pairs: written } = await cohort(2, status);
      expect((await remove(written[0]!.id, companyAdmin.headers)).statusCode).toBe(403);
      expect((await remove(written[0]!.id, member.headers)).statusCode).toBe(403);
      const res = await remove(written[0]!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: m.deleted });
      expect((await pairsOf(process.id)).map((p) => p.id)).toEqual([written[1]!.id]);
      expect(await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, written[0]!.id))).toHaveLength(0);
    }
  });

  it('is refused in a finalized process, for a disabled pair and for an unknown pair', async () => {
    const finalized = await cohort(1, 'FINALIZED');
    expect((await remove(finalized.pairs[0]!.id)).statusCode).toBe(409);
    const running = await cohort(1, 'IN_PROGRESS');
    await t.db.update(pairs).set({ disabled: true }).where(eq(pairs.id, running.pairs[0]!.id));
    const res = await remove(running.pairs[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.pairDisabled);
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/process/pair/disable/{pairId}', () => {
  const disable = (pairId: string, headers = admin.headers) => post(`/api/process/pair/disable/${pairId}`, {}, headers);

  it('disables a pair of a process in progress, once, and both people leave the process', async () => {
    const { process, pairs: written } = await cohort(2, 'IN_PROGRESS');
    const pair = written[0]!;
    expect((await disable(pair.id, companyAdmin.headers)).statusCode).toBe(403);
    const res = await disable(pair.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.disabled });
    const [stored] = await t.db.select().from(pairs).where(eq(pairs.id, pair.id));
    expect(stored!.disabled).toBe(true);
    expect(stored!.disabledAt).toBeInstanceOf(Date);
    const participants = await t.db
      .select()
      .from(processParticipants)
      .where(eq(processParticipants.processId, process.id));
    const removed = participants.filter((p) => p.removedAt !== null).map((p) => p.userId);
    expect(removed.sort()).toEqual([pair.studentId, pair.mentorId].sort());

    const again = await disable(pair.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.alreadyDisabled);
    // The stats leave the disabled pair out; the list still shows it.
    expect((await list(process.id)).json().docs.find((d: { pairId: string }) => d.pairId === pair.id).disabled).toBe(
      true,
    );
  });

  it('is refused before the process starts', async () => {
    const { pairs: written } = await cohort(1);
    const res = await disable(written[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.disableStatus);
  });
});

describe('POST /api/process/{id}/add_pairs_from_emails and PUT /api/process/{id}/pair', () => {
  const addBatch = (
    processId: string,
    batch: Array<{ studentEmail: string; mentorEmail: string }>,
    headers = admin.headers,
  ) => post(`/api/process/${processId}/add_pairs_from_emails`, { pairs: batch }, headers);

  it('adds pairs of existing users, who become approved participants, with affinity and sessions', async () => {
    const process = await newProcess('IN_PROGRESS');
    const s1 = await person('STUDENT', { mainAdviceId: adviceA });
    const m1 = await person('MENTOR', { adviceIds: [adviceA] });
    const s2 = await person('STUDENT');
    const m2 = await person('MENTOR');
    // s2 was already an approved participant: kept as is.
    await addParticipant(t.db, { processId: process.id, userId: s2.id, role: 'STUDENT' });
    const res = await addBatch(process.id, [
      { studentEmail: s1.email.toUpperCase(), mentorEmail: m1.email },
      { studentEmail: s2.email, mentorEmail: m2.email },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(m.pairsAdded);
    const written = await pairsOf(process.id);
    expect(written).toHaveLength(2);
    expect(written.find((p) => p.studentId === s1.id)).toMatchObject({ mentorId: m1.id, affinity: 45 });
    const participants = await t.db
      .select()
      .from(processParticipants)
      .where(eq(processParticipants.processId, process.id));
    expect(participants).toHaveLength(4);
    expect(participants.every((p) => p.invitationStatus === 'APPROVED')).toBe(true);
    expect(participants.find((p) => p.userId === m1.id)!.role).toBe('MENTOR');
    const sessions = await t.db
      .select()
      .from(pairSessions)
      .where(
        inArray(
          pairSessions.pairId,
          written.map((p) => p.id),
        ),
      );
    expect(sessions).toHaveLength(2 * SESSIONS);

    // Either of them is now in an active pair.
    const s3 = await person('STUDENT');
    const again = await addBatch(process.id, [{ studentEmail: s3.email, mentorEmail: m1.email }]);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.alreadyPaired(m1.email));
  });

  it('writes nothing when one email of the batch names nobody', async () => {
    const process = await newProcess();
    const s1 = await person('STUDENT');
    const m1 = await person('MENTOR');
    const s2 = await person('STUDENT');
    const res = await addBatch(process.id, [
      { studentEmail: s1.email, mentorEmail: m1.email },
      { studentEmail: s2.email, mentorEmail: 'nadie@example.com' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(`${m.userNotFound}: nadie@example.com`);
    expect(await pairsOf(process.id)).toHaveLength(0);
    expect(
      await t.db.select().from(processParticipants).where(eq(processParticipants.processId, process.id)),
    ).toHaveLength(0);
  });

  it('refuses a pair that breaks a hard constraint, a repeated email, someone in the other role and bad states', async () => {
    const process = await newProcess();
    const s1 = await person('STUDENT', { company: 'Retail Norte' });
    const m1 = await person('MENTOR', { company: 'Retail Norte' });
    let res = await addBatch(process.id, [{ studentEmail: s1.email, mentorEmail: m1.email }]);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toContain('misma empresa');

    const m2 = await person('MENTOR');
    res = await addBatch(process.id, [
      { studentEmail: s1.email, mentorEmail: m2.email },
      { studentEmail: m2.email, mentorEmail: m1.email },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.duplicatedInBatch(m2.email));

    const mentorHere = await join(process.id, 'MENTOR');
    res = await addBatch(process.id, [{ studentEmail: mentorHere.email, mentorEmail: m2.email }]);
    expect(res.statusCode).toBe(409);
    expect(await pairsOf(process.id)).toHaveLength(0);

    for (const status of ['DRAFT', 'FINALIZED'] as const) {
      const closed = await newProcess(status);
      res = await addBatch(closed.id, [{ studentEmail: s1.email, mentorEmail: m2.email }]);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.editStatus);
    }
    res = await addBatch(process.id, [{ studentEmail: s1.email, mentorEmail: m2.email }], companyAdmin.headers);
    expect(res.statusCode).toBe(403);
  });

  it('PUT /pair adds one pair', async () => {
    const process = await newProcess();
    const s1 = await person('STUDENT');
    const m1 = await person('MENTOR');
    const res = await inject('PUT', `/api/process/${process.id}/pair`, {
      studentEmail: s1.email,
      mentorEmail: m1.email,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(m.pairCreated);
    expect(res.json().pairIds).toHaveLength(1);
    const bad = await inject('PUT', `/api/process/${process.id}/pair`, {
      studentEmail: 'no-es-mail',
      mentorEmail: m1.email,
    });
    expect(bad.statusCode).toBe(400);
    const memberPut = await inject(
      'PUT',
      `/api/process/${process.id}/pair`,
      { studentEmail: s1.email, mentorEmail: m1.email },
      member.headers,
    );
    expect(memberPut.statusCode).toBe(403);
  });
});

describe('GET and PUT /api/process/{id}/pair-weights', () => {
  const onlyQualities = { interests: 0, objectives: 0, qualities: 100, businessArea: 0, level: 0, region: 0 };
  const weightsUrl = (processId: string) => `/api/process/${processId}/pair-weights`;
  const getWeights = (processId: string, headers: Record<string, string> = admin.headers) =>
    inject('GET', weightsUrl(processId), undefined, headers);
  const putWeights = (processId: string, weights: unknown, headers: Record<string, string> = admin.headers) =>
    inject('PUT', weightsUrl(processId), weights, headers);

  /**
   * By objectives s1 fits m1 and s2 fits m2 (45 each with the defaults; the crossed pairs score 30 and 15). Only s1
   * seeks quality Q, and only m2 has it: by qualities alone the optimum is s1–m2 (100) and s2–m1 (0).
   */
  async function qualitiesCohort(status: ProcessStatus = 'KICKOFF') {
    const process = await newProcess(status);
    const s1 = await join(process.id, 'STUDENT', { mainAdviceId: adviceA, attributeIds: [qualityQ] });
    const s2 = await join(process.id, 'STUDENT', { mainAdviceId: adviceB });
    const m1 = await join(process.id, 'MENTOR', { adviceIds: [adviceA] });
    const m2 = await join(process.id, 'MENTOR', { adviceIds: [adviceB], attributeIds: [qualityQ] });
    return { process, s1, s2, m1, m2 };
  }
  const byStudent = async (processId: string) => new Map((await pairsOf(processId)).map((p) => [p.studentId, p]));

  it('answers the defaults for a process that never changed them', async () => {
    const process = await newProcess('DRAFT');
    const res = await getWeights(process.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      weights: defaultPairWeights,
      defaults: defaultPairWeights,
      isDefault: true,
      editable: true,
      lockedBecause: null,
    });
  });

  it('saves the weights, answers them on GET, and back to the defaults on writing the defaults', async () => {
    const process = await newProcess('DRAFT');
    const saved = await putWeights(process.id, onlyQualities);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      weights: onlyQualities,
      defaults: defaultPairWeights,
      isDefault: false,
      editable: true,
      lockedBecause: null,
    });
    expect((await getWeights(process.id)).json()).toMatchObject({ weights: onlyQualities, isDefault: false });
    const [stored] = await t.db.select().from(processes).where(eq(processes.id, process.id));
    expect(stored!.pairWeights).toEqual(onlyQualities);

    const restored = await putWeights(process.id, { ...defaultPairWeights });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ weights: defaultPairWeights, isDefault: true });
    expect((await getWeights(process.id)).json()).toMatchObject({ weights: defaultPairWeights, isDefault: true });
  });

  it('create_pairs solves with the stored weights, and the stored affinity is that criterion alone', async () => {
    const withDefaults = await qualitiesCohort();
    expect((await createPairs(withDefaults.process.id)).statusCode).toBe(201);
    const byDefault = await byStudent(withDefaults.process.id);
    expect(byDefault.get(withDefaults.s1.id)).toMatchObject({ mentorId: withDefaults.m1.id, affinity: 45 });
    expect(byDefault.get(withDefaults.s2.id)).toMatchObject({ mentorId: withDefaults.m2.id, affinity: 45 });

    const { process, s1, s2, m1, m2 } = await qualitiesCohort();
    expect((await putWeights(process.id, onlyQualities)).statusCode).toBe(200);
    const res = await createPairs(process.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pairsCount: 2, averageAffinity: 50 });
    const written = await byStudent(process.id);
    expect(written.get(s1.id)).toMatchObject({ mentorId: m2.id, affinity: 100 });
    expect(written.get(s2.id)).toMatchObject({ mentorId: m1.id, affinity: 0 });
    for (const pair of written.values()) expect(pair.affinity).toBe(pair.affinityBreakdown!.qualities);
    // The breakdown still shows every criterion's similarity, whatever its weight.
    expect(written.get(s1.id)!.affinityBreakdown).toMatchObject({ objectives: 0, qualities: 100, region: 50 });

    // Once the pairs exist the weights are frozen, and the refusal says so, still in pre-kickoff.
    const refused = await putWeights(process.id, { ...defaultPairWeights });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { type: pairingErrorTypes.invalidState, message: pairWeightsMessages.locked.pairsExist },
    });
    expect(refused.json().error.message).toMatch(/ya tiene duplas/);
    expect((await getWeights(process.id)).json()).toMatchObject({
      weights: onlyQualities,
      editable: false,
      lockedBecause: 'pairsExist',
    });
  });

  it('swap_pairs rescores with the stored weights', async () => {
    const { process, s1, s2, m1, m2 } = await qualitiesCohort();
    expect((await putWeights(process.id, onlyQualities)).statusCode).toBe(200);
    expect((await createPairs(process.id)).statusCode).toBe(201);
    const [a, b] = await pairsOf(process.id);
    const res = await post(`/api/process/${process.id}/swap_pairs`, { pairId1: a!.id, pairId2: b!.id });
    expect(res.statusCode).toBe(200);
    const swapped = await byStudent(process.id);
    // With the defaults both swapped pairs would score 45 (shared objectives); by qualities alone they are 0.
    expect(swapped.get(s1.id)).toMatchObject({ mentorId: m1.id, affinity: 0 });
    expect(swapped.get(s2.id)).toMatchObject({ mentorId: m2.id, affinity: 0 });
  });

  it('add_pairs_from_emails and PUT /pair score with the stored weights', async () => {
    const { process, s1, s2, m1, m2 } = await qualitiesCohort();
    expect((await putWeights(process.id, onlyQualities)).statusCode).toBe(200);
    const added = await post(`/api/process/${process.id}/add_pairs_from_emails`, {
      pairs: [{ studentEmail: s1.email, mentorEmail: m2.email }],
    });
    expect(added.statusCode).toBe(201);
    const single = await inject('PUT', `/api/process/${process.id}/pair`, {
      studentEmail: s2.email,
      mentorEmail: m1.email,
    });
    expect(single.statusCode).toBe(201);
    const written = await byStudent(process.id);
    // The defaults would give 30 (quality only) and 15 (neutral criteria only).
    expect(written.get(s1.id)!.affinity).toBe(100);
    expect(written.get(s2.id)!.affinity).toBe(0);
  });

  it('refuses a change outside draft and pre-kickoff, outside mentoring, and for an unknown process', async () => {
    for (const status of ['IN_PROGRESS', 'FINALIZED'] as const) {
      const process = await newProcess(status);
      expect((await getWeights(process.id)).json()).toMatchObject({ editable: false, lockedBecause: 'processStatus' });
      const res = await putWeights(process.id, onlyQualities);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(pairWeightsMessages.locked.processStatus);
    }
    const workshop = await newProcess('KICKOFF', { serviceTypes: ['WORKSHOP'] });
    expect((await getWeights(workshop.id)).json()).toMatchObject({ editable: false, lockedBecause: 'notMentoring' });
    const refused = await putWeights(workshop.id, onlyQualities);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(pairWeightsMessages.locked.notMentoring);
    const [stored] = await t.db.select().from(processes).where(eq(processes.id, workshop.id));
    expect(stored!.pairWeights).toBeNull();

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getWeights(unknown)).statusCode).toBe(404);
    expect((await putWeights(unknown, onlyQualities)).statusCode).toBe(404);
  });

  it('validates the body with the Spanish messages', async () => {
    const process = await newProcess('DRAFT');
    const zeros = { interests: 0, objectives: 0, qualities: 0, businessArea: 0, level: 0, region: 0 };
    let res = await putWeights(process.id, zeros);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Al menos un criterio debe tener peso mayor a 0');
    res = await putWeights(process.id, { ...onlyQualities, qualities: 101 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('El peso máximo es 100');
    res = await putWeights(process.id, { ...onlyQualities, level: 2.5 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Ingrese un número entero');
    const { region: _region, ...missing } = onlyQualities;
    expect((await putWeights(process.id, missing)).statusCode).toBe(400);
    expect((await getWeights(process.id)).json().isDefault).toBe(true);
  });

  it('is for admins only', async () => {
    const process = await newProcess('DRAFT');
    for (const headers of [companyAdmin.headers, member.headers]) {
      expect((await getWeights(process.id, headers)).statusCode).toBe(403);
      expect((await putWeights(process.id, onlyQualities, headers)).statusCode).toBe(403);
    }
    expect((await getWeights(process.id, {})).statusCode).toBe(401);
    expect((await getWeights(process.id)).json().isDefault).toBe(true);
  });

  it('writes no pairs scored with weights that another request replaced meanwhile', async () => {
    // Another admin saves new weights after this request read the process and before it writes the pairs.
    const repository = createPairsRepository(t.db);
    let processId = '';
    const changeWeightsFirst =
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const result = await read(...args);
        await t.db.update(processes).set({ pairWeights: onlyQualities }).where(eq(processes.id, processId));
        return result;
      };
    const service = createPairsService({
      repository: {
        ...repository,
        approvedProfiles: changeWeightsFirst(repository.approvedProfiles),
        profilesOf: changeWeightsFirst(repository.profilesOf),
      },
      solveOffThread: async (input) => solveCohort(input),
      announcements: createPairAnnouncements({
        repository,
        notificationsService: createNotificationsService({
          notificationsRepository: createNotificationsRepository(t.db),
        }),
      }),
    });
    const cohort = await qualitiesCohort();
    processId = cohort.process.id;
    await expect(service.createPairs(processId)).rejects.toMatchObject({
      statusCode: 409,
      message: m.createFailed,
    });
    expect(await pairsOf(cohort.process.id)).toHaveLength(0);

    const other = await qualitiesCohort();
    processId = other.process.id;
    await expect(
      service.addFromEmails(other.process.id, [{ studentEmail: other.s1.email, mentorEmail: other.m2.email }]),
    ).rejects.toMatchObject({ statusCode: 409, message: m.createFailed });
    expect(await pairsOf(other.process.id)).toHaveLength(0);
  });

  it('never leaves pairs scored with other weights than the stored ones when a change races create_pairs', async () => {
    const { process } = await qualitiesCohort();
    const [saved, created] = await Promise.all([putWeights(process.id, onlyQualities), createPairs(process.id)]);
    const written = await pairsOf(process.id);
    const [stored] = await t.db.select().from(processes).where(eq(processes.id, process.id));
    if (saved.statusCode === 409) {
      // The pairs came first: scored with the defaults, which stay.
      expect(errorOf(saved)).toBe(pairWeightsMessages.locked.pairsExist);
      expect(stored!.pairWeights).toBeNull();
      expect(written.map((p) => p.affinity)).toEqual([45, 45]);
    } else {
      expect(saved.statusCode).toBe(200);
      expect(stored!.pairWeights).toEqual(onlyQualities);
      // Either create_pairs saw the new weights, or it was refused rather than write stale affinities.
      if (created.statusCode === 201) {
        expect(written.map((p) => p.affinity).sort()).toEqual([0, 100]);
      } else {
        expect(created.statusCode).toBe(409);
        expect(written).toHaveLength(0);
      }
    }
  });
});
