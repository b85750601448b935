import {
  errorTypes,
  networkingMatchMessages as m,
  processMessages,
  type InvitationStatus,
  type MatchesList,
  type NetworkingConfiguration,
  type PossibleNumberMatches,
  type ProcessStatus,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoomMembers, chatRooms, networkingMatches, processes, users } from '../../db/schema';
import { addParticipant, createProcess, createUser, type TestSession } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { chooseChatMatches } from './networking.service';
import { createMatchingSolverPool } from '../../solvers';
import { solveMatches, WORKER_THRESHOLD_MATCHES } from './networking.solver';
import type { StoredMatch } from './networking.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;

beforeAll(async () => {
  ({ admin, member, clientId, companyAdmin, otherCompanyAdmin } = await processAreaSessions(t.app, t.db));
});

const indifferent: NetworkingConfiguration = {
  businessAreaConfiguration: 'INDIFFERENT',
  businessPositionConfiguration: 'INDIFFERENT',
  interestTypeConfiguration: 'INDIFFERENT',
  regionConfiguration: 'INDIFFERENT',
  numberOfMatch: 1,
};

async function newProcess(
  status: ProcessStatus = 'KICKOFF',
  networking: NetworkingConfiguration | null = indifferent,
  serviceTypes: Array<'MENTORING' | 'NETWORKING'> = ['NETWORKING'],
) {
  return createProcess(t.db, {
    name: `Networking ${unique()}`,
    status,
    serviceTypes,
    clientId,
    networking,
    estimatedStartDate: isoDate(new Date()),
    estimatedEndDate: isoDate(new Date(Date.now() + 90 * DAY)),
  });
}

/** A mentee of the process; `region` in Chile when given. */
async function mentee(
  processId: string,
  { region, status = 'APPROVED', name }: { region?: string; status?: InvitationStatus; name?: string } = {},
) {
  const user = await createUser(t.db, { name: name ?? `Mentee${unique()}` });
  if (region) await t.db.update(users).set({ region, country: 'Chile' }).where(eq(users.id, user.id));
  await addParticipant(t.db, { processId, userId: user.id, role: 'STUDENT', invitationStatus: status });
  return user;
}

async function mentees(processId: string, n: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await mentee(processId));
  return out;
}

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const possible = (processId: string, headers = admin.headers) =>
  inject('GET', `/api/affinity-matrix/${processId}/possible-number-matches`, undefined, headers);
const generate = (processId: string, numberOfMatch: unknown, headers = admin.headers) =>
  inject('POST', `/api/process/${processId}/create_matches`, { numberOfMatch }, headers);
const enableChats = (processId: string, numberOfChatsToEnable: unknown, headers = admin.headers) =>
  inject('POST', `/api/process/${processId}/create_matches_chat_rooms`, { numberOfChatsToEnable }, headers);
const list = (processId: string, query = '', headers = admin.headers) =>
  inject('GET', `/api/process/${processId}/matches${query}`, undefined, headers);
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

const matchesOf = (processId: string) =>
  t.db.select().from(networkingMatches).where(eq(networkingMatches.processId, processId));

/** Each mentee's partners from the stored matches. */
function partnersOf(rows: Array<{ studentAId: string; studentBId: string }>) {
  const partners = new Map<string, string[]>();
  for (const { studentAId: a, studentBId: b } of rows) {
    partners.set(a, [...(partners.get(a) ?? []), b]);
    partners.set(b, [...(partners.get(b) ?? []), a]);
  }
  return partners;
}

describe('GET /api/affinity-matrix/{processId}/possible-number-matches', () => {
  it('offers only values every confirmed mentee can get: even ones for an odd number of mentees', async () => {
    const odd = await newProcess();
    await mentees(odd.id, 5);
    await mentee(odd.id, { status: 'REJECTED' });
    const res = await possible(odd.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual<PossibleNumberMatches>({
      menteesCount: 5,
      pendingMentees: 0,
      values: [2, 4],
      numberOfMatch: null,
      numberOfChatsEnabled: 0,
      chatValues: [],
    });

    const even = await newProcess();
    await mentees(even.id, 4);
    await mentee(even.id, { status: 'PENDING' });
    const body = (await possible(even.id)).json() as PossibleNumberMatches;
    expect(body.values).toEqual([1, 2, 3]);
    expect(body.pendingMentees).toBe(1);
  });

  it('is for admins only, and only for networking processes', async () => {
    const process = await newProcess();
    expect((await possible(process.id, companyAdmin.headers)).statusCode).toBe(403);
    expect((await possible(process.id, member.headers)).statusCode).toBe(403);
    const mentoring = await newProcess('KICKOFF', null, ['MENTORING']);
    const res = await possible(mentoring.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.onlyNetworking);
    expect((await possible('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/process/{id}/create_matches', () => {
  it('gives every mentee exactly k distinct partners, never themself, and records k', async () => {
    const process = await newProcess();
    const people = await mentees(process.id, 7);
    const res = await generate(process.id, 4);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: m.generated, matchesCount: 14, numberOfMatch: 4 });

    const rows = await matchesOf(process.id);
    expect(rows).toHaveLength(14);
    const partners = partnersOf(rows);
    for (const person of people) {
      const mine = partners.get(person.id)!;
      expect(mine).toHaveLength(4);
      expect(new Set(mine).size).toBe(4);
      expect(mine).not.toContain(person.id);
    }
    for (const row of rows) expect(row.studentAId < row.studentBId).toBe(true);
    const [stored] = await t.db.select().from(processes).where(eq(processes.id, process.id));
    expect(stored!.networking).toMatchObject({ numberOfMatch: 4, numberOfChatsEnabled: 0 });
  });

  it('follows the configuration: SIMILAR region pairs people of one region, DISTINCT crosses regions', async () => {
    for (const preference of ['SIMILAR', 'DISTINCT'] as const) {
      const process = await newProcess('KICKOFF', { ...indifferent, regionConfiguration: preference });
      const north = [
        await mentee(process.id, { region: 'Antofagasta' }),
        await mentee(process.id, { region: 'Antofagasta' }),
      ];
      const south = [
        await mentee(process.id, { region: 'Los Lagos' }),
        await mentee(process.id, { region: 'Los Lagos' }),
      ];
      expect((await generate(process.id, 1)).statusCode).toBe(201);
      const rows = await matchesOf(process.id);
      expect(rows).toHaveLength(2);
      const northIds = new Set(north.map((u) => u.id));
      for (const row of rows) {
        const sameRegion = northIds.has(row.studentAId) === northIds.has(row.studentBId);
        expect(sameRegion).toBe(preference === 'SIMILAR');
        // Same region 1; another region of the same country 0.5, so DISTINCT scores 1 − 0.5 across regions.
        const expected = preference === 'SIMILAR' ? 100 : 50;
        expect(row.affinity).toBe(expected);
        expect(row.affinityBreakdown).toEqual({ region: expected });
      }
      expect(south).toHaveLength(2);
    }
  });

  it('replaces the earlier matches when generated again', async () => {
    const process = await newProcess();
    await mentees(process.id, 4);
    expect((await generate(process.id, 3)).statusCode).toBe(201);
    expect(await matchesOf(process.id)).toHaveLength(6);
    expect((await generate(process.id, 1)).statusCode).toBe(201);
    expect(await matchesOf(process.id)).toHaveLength(2);
  });

  it('refuses an impossible number with the possible values, and an empty one', async () => {
    const process = await newProcess();
    await mentees(process.id, 5);
    const res = await generate(process.id, 3);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.invalidNumber(3, 5, [2, 4]));
    const empty = await generate(process.id, null);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe('Ingrese un número');
    expect(await matchesOf(process.id)).toHaveLength(0);
  });

  it('is refused while a mentee is pending, with fewer than two, outside pre-kickoff and for non-admins', async () => {
    const pending = await newProcess();
    await mentees(pending.id, 3);
    await mentee(pending.id, { status: 'PENDING' });
    let res = await generate(pending.id, 2);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.pendingMentees);

    const alone = await newProcess();
    await mentee(alone.id);
    res = await generate(alone.id, 1);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.notEnoughMentees);

    for (const status of ['DRAFT', 'IN_PROGRESS', 'FINALIZED'] as const) {
      const process = await newProcess(status);
      await mentees(process.id, 2);
      res = await generate(process.id, 1);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.generateOnlyKickoff);
    }

    const ok = await newProcess();
    await mentees(ok.id, 2);
    expect((await generate(ok.id, 1, companyAdmin.headers)).statusCode).toBe(403);
    expect((await generate(ok.id, 1, member.headers)).statusCode).toBe(403);
    expect(await matchesOf(ok.id)).toHaveLength(0);
  });
});

describe('GET /api/process/{id}/matches and its Excel', () => {
  it('lists the matches by affinity with search, stats and paging; company admins of the client read them', async () => {
    const process = await newProcess('KICKOFF', { ...indifferent, regionConfiguration: 'SIMILAR' });
    const ana = await mentee(process.id, { region: 'Biobío', name: `Anastasia${unique()}` });
    await mentee(process.id, { region: 'Biobío' });
    await mentee(process.id, { region: 'Maule' });
    await mentee(process.id, { region: 'Ñuble' });
    expect((await generate(process.id, 1)).statusCode).toBe(201);

    const res = await list(process.id, '?page=1&limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as MatchesList;
    expect(body.totalDocs).toBe(2);
    expect(body.docs).toHaveLength(1);
    expect(body.docs[0]!.affinity).toBe(100);
    // Biobío with Biobío 100; Maule with Ñuble, other regions of one country, 50.
    expect(body.stats).toEqual({ average: 75, min: 50, max: 100 });
    expect(body).toMatchObject({ numberOfMatch: 1, numberOfChatsEnabled: 0 });

    const searched = (await list(process.id, `?searchTerm=${ana.name.slice(0, 12)}`)).json() as MatchesList;
    expect(searched.totalDocs).toBe(1);
    expect([searched.docs[0]!.studentA.userId, searched.docs[0]!.studentB.userId]).toContain(ana.id);
    expect(((await list(process.id, '?searchTerm=nadie-se-llama-asi')).json() as MatchesList).totalDocs).toBe(0);

    expect((await list(process.id, '', companyAdmin.headers)).statusCode).toBe(200);
    expect((await list(process.id, '', otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await list(process.id, '', member.headers)).statusCode).toBe(403);
  });

  it('downloads Matchs-{name}.xlsx with both mentees, the counted criteria and the chat state', async () => {
    const process = await newProcess('KICKOFF', { ...indifferent, regionConfiguration: 'DISTINCT' });
    const empty = await inject('GET', `/api/process/${process.id}/matches/export`);
    expect(empty.statusCode).toBe(404);
    expect(errorOf(empty)).toBe(m.exportEmpty);
    const people = await mentees(process.id, 4);
    expect((await generate(process.id, 1)).statusCode).toBe(201);

    const res = await inject('GET', `/api/process/${process.id}/matches/export`, undefined, companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Matchs-${process.name}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Matchs')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Mentee 1',
      'Email mentee 1',
      'Mentee 2',
      'Email mentee 2',
      'Afinidad (%)',
      'Área (%)',
      'Nivel (%)',
      'Intereses (%)',
      'Región (%)',
      'Chat habilitado',
    ]);
    expect(sheet.rowCount).toBe(3);
    const emails = new Set(people.map((p) => p.email));
    const row = sheet.getRow(2).values as unknown[];
    expect(emails.has(row[2] as string)).toBe(true);
    expect(emails.has(row[4] as string)).toBe(true);
    // Region unknown on both sides is neutral (0.5): DISTINCT counts 1 − 0.5.
    expect(row[9]).toBe(50);
    expect(row[10]).toBe('No');
    expect(
      (await inject('GET', `/api/process/${process.id}/matches/export`, undefined, otherCompanyAdmin.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/process/{id}/create_matches_chat_rooms', () => {
  it('opens exactly k chats per mentee among their matches, irreversibly, keeping them when enabling more', async () => {
    const process = await newProcess();
    const people = await mentees(process.id, 6);
    expect((await generate(process.id, 4)).statusCode).toBe(201);
    expect(((await possible(process.id)).json() as PossibleNumberMatches).chatValues).toEqual([1, 2, 3, 4]);

    const res = await enableChats(process.id, 2, { ...admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.chatsEnabled, chatRoomsCreated: 6, numberOfChatsEnabled: 2 });

    const rows = await matchesOf(process.id);
    const open = rows.filter((r) => r.chatRoomId !== null);
    expect(open).toHaveLength(6);
    const partners = partnersOf(open);
    for (const person of people) expect(partners.get(person.id)).toHaveLength(2);
    const members = await t.db
      .select()
      .from(chatRoomMembers)
      .where(
        inArray(
          chatRoomMembers.chatRoomId,
          open.map((r) => r.chatRoomId!),
        ),
      );
    expect(members).toHaveLength(12);
    for (const row of open) {
      const inRoom = members.filter((x) => x.chatRoomId === row.chatRoomId).map((x) => x.userId);
      expect(inRoom.sort()).toEqual([row.studentAId, row.studentBId].sort());
    }

    const state = (await possible(process.id)).json() as PossibleNumberMatches;
    expect(state).toMatchObject({ numberOfMatch: 4, numberOfChatsEnabled: 2, chatValues: [3, 4] });
    const again = await enableChats(process.id, 2);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.chatsBelowEnabled(2));
    const regenerate = await generate(process.id, 4);
    expect(regenerate.statusCode).toBe(409);
    expect(errorOf(regenerate)).toBe(m.chatsLocked);

    const more = await enableChats(process.id, 4);
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ chatRoomsCreated: 6, numberOfChatsEnabled: 4 });
    const after = await matchesOf(process.id);
    expect(after.every((r) => r.chatRoomId !== null)).toBe(true);
    for (const row of open) expect(after.find((r) => r.id === row.id)!.chatRoomId).toBe(row.chatRoomId);
  });

  it('reads the matches per mentee from the stored matches, not from a configuration edited afterwards', async () => {
    const process = await newProcess();
    await mentees(process.id, 5);
    expect((await generate(process.id, 2)).statusCode).toBe(201);
    const edited = await inject('PUT', `/api/process/${process.id}`, {
      networking: { ...indifferent, numberOfMatch: 4, numberOfChatsEnabled: 4 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await possible(process.id)).json()).toMatchObject({
      numberOfMatch: 2,
      numberOfChatsEnabled: 0,
      chatValues: [2],
    });
    expect((await list(process.id)).json()).toMatchObject({ numberOfMatch: 2, numberOfChatsEnabled: 0 });
    const res = await enableChats(process.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect((await matchesOf(process.id)).every((r) => r.chatRoomId !== null)).toBe(true);
  });

  it('offers and accepts only even chat counts for an odd number of mentees', async () => {
    const process = await newProcess();
    await mentees(process.id, 5);
    expect((await generate(process.id, 4)).statusCode).toBe(201);
    expect(((await possible(process.id)).json() as PossibleNumberMatches).chatValues).toEqual([2, 4]);
    const odd = await enableChats(process.id, 3);
    expect(odd.statusCode).toBe(400);
    expect(errorOf(odd)).toBe(m.invalidChatNumber(3, [2, 4]));
    expect((await matchesOf(process.id)).some((r) => r.chatRoomId)).toBe(false);
  });

  it('needs matches, pre-kickoff or in progress, and an admin', async () => {
    const none = await newProcess();
    await mentees(none.id, 2);
    let res = await enableChats(none.id, 1);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.noMatches);

    const process = await newProcess();
    await mentees(process.id, 2);
    expect((await generate(process.id, 1)).statusCode).toBe(201);
    expect((await enableChats(process.id, 1, companyAdmin.headers)).statusCode).toBe(403);
    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, process.id));
    res = await enableChats(process.id, 1);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.chatsStatus);
    await t.db.update(processes).set({ status: 'IN_PROGRESS' }).where(eq(processes.id, process.id));
    expect((await enableChats(process.id, 1)).statusCode).toBe(200);
  });
});

describe('the process lifecycle with networking', () => {
  it('starts only once matches exist; back to draft deletes the matches and their chat rooms', async () => {
    const process = await newProcess();
    await mentees(process.id, 4);
    let res = await inject('PUT', `/api/process/${process.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(processMessages.matchesMustExist);

    expect((await generate(process.id, 2)).statusCode).toBe(201);
    expect((await enableChats(process.id, 2)).statusCode).toBe(200);
    res = await inject('PUT', `/api/process/${process.id}/draft`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await matchesOf(process.id)).toHaveLength(0);
    expect(await t.db.select().from(chatRooms).where(eq(chatRooms.processId, process.id))).toHaveLength(0);

    await t.db.update(processes).set({ status: 'KICKOFF' }).where(eq(processes.id, process.id));
    expect((await generate(process.id, 1)).statusCode).toBe(201);
    res = await inject('PUT', `/api/process/${process.id}/start`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('chooseChatMatches', () => {
  const match = (id: string, a: string, b: string, affinity: number, chatEnabled = false): StoredMatch => ({
    id,
    studentAId: a,
    studentBId: b,
    affinity,
    chatEnabled,
  });
  // A 4-cycle a–b–c–d–a plus the chords a–c and b–d: the complete graph on four mentees (3 matches each).
  const complete = [
    match('ab', 'a', 'b', 90),
    match('cd', 'c', 'd', 80),
    match('ac', 'a', 'c', 10),
    match('bd', 'b', 'd', 10),
    match('ad', 'a', 'd', 50),
    match('bc', 'b', 'c', 50),
  ];

  it('takes every match when all chats are wanted', () => {
    expect(chooseChatMatches(complete, 3, 3)?.sort()).toEqual(['ab', 'ac', 'ad', 'bc', 'bd', 'cd']);
  });

  it('picks the best perfect selection for one chat each', () => {
    expect(chooseChatMatches(complete, 3, 1)?.sort()).toEqual(['ab', 'cd']);
  });

  it('keeps the chats already open even when others score higher', () => {
    const withOpen = complete.map((x) => (x.id === 'ac' || x.id === 'bd' ? { ...x, chatEnabled: true } : x));
    expect(chooseChatMatches(withOpen, 3, 1)?.sort()).toEqual(['ac', 'bd']);
  });

  it('answers null when no exact selection keeps the open chats', () => {
    // a already has two open chats: one chat each cannot keep both.
    const twoOpen = complete.map((x) => (x.id === 'ab' || x.id === 'ac' ? { ...x, chatEnabled: true } : x));
    expect(chooseChatMatches(twoOpen, 3, 1)).toBeNull();
  });
});

describe('the matches solve off the request thread', () => {
  it('gives the same matches on a worker thread of the solver pool as in place', async () => {
    const mentees = Array.from({ length: 40 }, (_, i) => ({
      userId: `u${String(i).padStart(3, '0')}`,
      role: 'MENTEE' as const,
      region: ['Biobío', 'Maule', 'Ñuble'][i % 3]!,
      country: 'Chile',
      company: null,
      businessArea: ['Finanzas', 'Personas'][i % 2]!,
      businessPositionId: null,
      levelRank: null,
      mainAdviceId: null,
      interests: [],
      adviceIds: [],
      attributeIds: [],
      mentorStatus: null,
      mentorType: null,
    }));
    const input = {
      mentees,
      configuration: {
        ...indifferent,
        regionConfiguration: 'SIMILAR' as const,
        businessAreaConfiguration: 'DISTINCT' as const,
      },
      numberOfMatch: 3,
    };
    const inPlace = solveMatches(input);
    expect(inPlace).toHaveLength(60);
    const pool = createMatchingSolverPool({ threads: 1, maxQueued: 4, timeoutSeconds: 60 });
    try {
      expect(await pool.run('networkingMatches', input)).toEqual(inPlace);
    } finally {
      await pool.close();
    }
  });
});

describe('a large solve that runs past the time-out', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // So short that no solve handed to a worker thread finishes in time.
    slow = await createTestApp({ SOLVER_TIMEOUT_SECONDS: '0.001' });
  });
  afterAll(async () => slow.close());

  it('answers 503 with the Spanish message, never a 500, and writes no matches', async () => {
    const sessions = await processAreaSessions(slow.app, slow.db);
    const process = await createProcess(slow.db, {
      name: `Networking grande ${unique()}`,
      status: 'KICKOFF',
      serviceTypes: ['NETWORKING'],
      clientId: sessions.clientId,
      networking: indifferent,
      estimatedStartDate: isoDate(new Date()),
      estimatedEndDate: isoDate(new Date(Date.now() + 90 * DAY)),
    });
    // Every one of 46 mentees matched with every other: 1,035 matches, a solve that leaves the request thread.
    const size = 46;
    expect((size * (size - 1)) / 2).toBeGreaterThanOrEqual(WORKER_THRESHOLD_MATCHES);
    for (let i = 0; i < size; i++) {
      const user = await createUser(slow.db);
      await addParticipant(slow.db, { processId: process.id, userId: user.id, role: 'STUDENT' });
    }

    const res = await slow.app.inject({
      method: 'POST',
      url: `/api/process/${process.id}/create_matches`,
      headers: sessions.admin.headers,
      payload: { numberOfMatch: size - 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { type: errorTypes.solveTimedOut, message: m.solveTimedOut } });
    expect(await slow.db.select().from(networkingMatches).where(eq(networkingMatches.processId, process.id))).toEqual(
      [],
    );
  });
});
