import {
  networkingCriteria,
  type MemberNetworking,
  type NetworkingConfiguration,
  type ProcessStatus,
} from '@enlaza/contract';
import { and, eq, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPositions, networkingMatches, processParticipants, users } from '../../db/schema';
import { addParticipant, createProcess, createUser, signIn, type TestSession } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: TestSession;
let companyAdmin: TestSession;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  ({ admin, companyAdmin, clientId } = await processAreaSessions(t.app, t.db));
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
const URL = '/api/users/me/networking/matches';

/** Different areas are sought, the same region; level and interests do not count. */
const configuration: NetworkingConfiguration = {
  businessAreaConfiguration: 'DISTINCT',
  businessPositionConfiguration: 'INDIFFERENT',
  interestTypeConfiguration: 'INDIFFERENT',
  regionConfiguration: 'SIMILAR',
  numberOfMatch: 1,
};

async function newProcess(
  status: ProcessStatus = 'KICKOFF',
  serviceTypes: Array<'MENTORING' | 'NETWORKING'> = ['NETWORKING'],
) {
  return createProcess(t.db, {
    name: `Networking ${unique()}`,
    status,
    serviceTypes,
    clientId,
    networking: configuration,
    estimatedStartDate: '2026-03-01',
    estimatedEndDate: '2026-06-01',
  });
}

/** A confirmed mentee of the process who can sign in, with an area and a region of Chile. */
async function mentee(processId: string, profile: { name: string; area: string; region: string }) {
  const user = await createUser(t.db, { name: profile.name });
  await t.db
    .update(users)
    .set({ businessArea: profile.area, region: profile.region, country: 'Chile', biography: `Soy ${profile.name}` })
    .where(eq(users.id, user.id));
  await addParticipant(t.db, { processId, userId: user.id, role: 'STUDENT' });
  return user;
}

const get = (headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

/** Four mentees, one match each, generated and (optionally) with their chats enabled through the admin API. */
async function cohort() {
  const process = await newProcess();
  const ana = await mentee(process.id, { name: 'Ana', area: 'Finanzas', region: 'Región de Valparaíso' });
  const bea = await mentee(process.id, { name: 'Bea', area: 'Salud', region: 'Región de Valparaíso' });
  const cata = await mentee(process.id, { name: 'Cata', area: 'Minería', region: 'Región del Biobío' });
  const dani = await mentee(process.id, { name: 'Dani', area: 'Energía', region: 'Región del Biobío' });
  const generated = await asAdmin('POST', `/api/process/${process.id}/create_matches`, { numberOfMatch: 1 });
  expect(generated.statusCode, generated.body).toBe(201);
  return { process, ana, bea, cata, dani };
}

describe('GET /api/users/me/networking/matches', () => {
  it('answers 401 signed out and 403 to admins and company admins, who see matches in the back office', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(admin.headers)).statusCode).toBe(403);
    expect((await get(companyAdmin.headers)).statusCode).toBe(403);
  });

  it('gives a member of no networking process an empty list', async () => {
    const loner = await createUser(t.db);
    const mentoringOnly = await newProcess('IN_PROGRESS', ['MENTORING']);
    await addParticipant(t.db, { processId: mentoringOnly.id, userId: loner.id, role: 'STUDENT' });
    const res = await get((await signIn(t.app, loner.email)).headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("shows the member only her own match, explained per criterion, with the other mentee's public card", async () => {
    const { process, ana, bea, cata, dani } = await cohort();
    const [position] = await t.db
      .insert(businessPositions)
      .values({ name: `Nivel ${unique()}` })
      .returning();
    await t.db
      .update(users)
      .set({ businessPositionId: position!.id, company: 'Salud Sur' })
      .where(eq(users.id, bea.id));

    const res = await get((await signIn(t.app, ana.email)).headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MemberNetworking;
    expect(body).toHaveLength(1);
    const [mine] = body;
    expect(mine).toMatchObject({ processId: process.id, name: process.name, status: 'KICKOFF' });
    expect(mine!.matches).toHaveLength(1);
    const [match] = mine!.matches;

    // Same region, different area: the engine puts Ana with Bea (both criteria fully met).
    const [stored] = await t.db
      .select()
      .from(networkingMatches)
      .where(
        and(
          eq(networkingMatches.processId, process.id),
          or(eq(networkingMatches.studentAId, ana.id), eq(networkingMatches.studentBId, ana.id)),
        ),
      );
    expect(match!.matchId).toBe(stored!.id);
    expect(match!.affinity).toBe(stored!.affinity);
    expect(match!.affinity).toBe(100);
    expect(match!.partner).toEqual({
      id: bea.id,
      name: 'Bea',
      lastName: 'Usuaria',
      photoUrl: null,
      biography: 'Soy Bea',
      interests: [],
      contactInfo: { country: 'Chile', region: 'Región de Valparaíso' },
      professionalInfo: {
        company: 'Salud Sur',
        businessArea: 'Salud',
        businessPosition: { businessPosition: position!.name },
      },
    });
    expect(match!.breakdown.map((c) => c.criterion)).toEqual([...networkingCriteria]);
    expect(match!.breakdown).toEqual([
      { criterion: 'businessArea', label: 'Área', preference: 'DISTINCT', preferenceLabel: 'Distintos', value: 100 },
      { criterion: 'level', label: 'Nivel', preference: 'INDIFFERENT', preferenceLabel: 'Indiferente', value: null },
      {
        criterion: 'interests',
        label: 'Intereses',
        preference: 'INDIFFERENT',
        preferenceLabel: 'Indiferente',
        value: null,
      },
      { criterion: 'region', label: 'Región', preference: 'SIMILAR', preferenceLabel: 'Similares', value: 100 },
    ]);
    expect(match).toMatchObject({ chatEnabled: false, chatRoomId: null, partnerLeftProcess: false });

    // Nothing of the other couple reaches Ana (and the reverse for Cata).
    const others = await t.db
      .select({ id: networkingMatches.id })
      .from(networkingMatches)
      .where(eq(networkingMatches.processId, process.id));
    expect(others).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(cata.id);
    expect(JSON.stringify(body)).not.toContain(dani.id);
    const cataView = (await get((await signIn(t.app, cata.email)).headers)).json() as MemberNetworking;
    expect(cataView[0]!.matches.map((m) => m.partner.id)).toEqual([dani.id]);
    expect(JSON.stringify(cataView)).not.toContain(ana.id);
  });

  it('gives the chat room once an admin enables the chats, and says when the partner left the process', async () => {
    const { process, ana, bea } = await cohort();
    const enabled = await asAdmin('POST', `/api/process/${process.id}/create_matches_chat_rooms`, {
      numberOfChatsToEnable: 1,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const headers = (await signIn(t.app, ana.email)).headers;
    const [match] = ((await get(headers)).json() as MemberNetworking)[0]!.matches;
    const [stored] = await t.db.select().from(networkingMatches).where(eq(networkingMatches.id, match!.matchId));
    expect(stored!.chatRoomId).not.toBeNull();
    expect(match).toMatchObject({ chatEnabled: true, chatRoomId: stored!.chatRoomId });

    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(and(eq(processParticipants.processId, process.id), eq(processParticipants.userId, bea.id)));
    const [after] = ((await get(headers)).json() as MemberNetworking)[0]!.matches;
    expect(after).toMatchObject({ partnerLeftProcess: true, partner: { id: bea.id } });
  });

  it('lists the networking processes she takes part in, before and after matching, not drafts nor those she left', async () => {
    const member = await createUser(t.db);
    const join = async (processId: string, extra: Partial<typeof processParticipants.$inferInsert> = {}) =>
      addParticipant(t.db, { processId, userId: member.id, role: 'STUDENT', ...extra });
    const finalized = await newProcess('FINALIZED');
    const kickoff = await newProcess('KICKOFF');
    const inProgress = await newProcess('IN_PROGRESS');
    const draft = await newProcess('DRAFT');
    const left = await newProcess('IN_PROGRESS');
    const pending = await newProcess('KICKOFF');
    const asMentor = await newProcess('IN_PROGRESS');
    await join(finalized.id);
    await join(kickoff.id);
    await join(inProgress.id);
    await join(draft.id);
    await join(left.id, { removedAt: new Date() });
    await join(pending.id, { invitationStatus: 'PENDING' });
    await join(asMentor.id, { role: 'MENTOR' });

    const body = (await get((await signIn(t.app, member.email)).headers)).json() as MemberNetworking;
    expect(body.map((p) => p.processId)).toEqual([inProgress.id, kickoff.id, finalized.id]);
    for (const process of body) expect(process.matches).toEqual([]);
  });
});
