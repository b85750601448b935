import {
  attractionGroupErrorTypes as types,
  attractionGroupMessages as m,
  groupFailure,
  type AttractionGroupsResponse,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advices,
  attractionGroups,
  attractionGroupStudents,
  chatMessages,
  chatRoomMembers,
  challengesSent,
  processes,
  userAdvices,
  users,
} from '../../db/schema';
import { addParticipant, createChatRoom, createProcess, createUser, type TestSession } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
let admin: TestSession;
let member: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;
let adviceA: string;
let adviceB: string;

beforeAll(async () => {
  ({ admin, member, clientId, companyAdmin, otherCompanyAdmin } = await processAreaSessions(t.app, t.db));
  const created = await t.db
    .insert(advices)
    .values(['A', 'B'].map((k) => ({ name: `Objetivo ${k} ${unique()}` })))
    .returning();
  [adviceA, adviceB] = created.map((a) => a.id) as [string, string];
});

async function newProcess(
  status: ProcessStatus = 'KICKOFF',
  serviceTypes: Array<'ATTRACTION' | 'MENTORING'> = ['ATTRACTION'],
) {
  return createProcess(t.db, {
    name: `Atracción ${unique()}`,
    status,
    serviceTypes,
    clientId,
    estimatedStartDate: '2026-01-01',
    estimatedEndDate: '2026-06-30',
  });
}

/** A participant with a distinct company (no hard constraint applies) and, optionally, objectives. */
async function join(
  processId: string,
  role: ParticipantRole,
  options: { status?: InvitationStatus; mainAdviceId?: string; adviceIds?: string[]; external?: boolean } = {},
) {
  const user = await createUser(t.db, { name: `Nombre${unique()}` });
  await t.db
    .update(users)
    .set({
      company: `Empresa ${unique()}`,
      mainAdviceId: options.mainAdviceId ?? null,
      mentorshipInfo:
        role === 'MENTOR' ? { mentorType: options.external ? 'EXTERNAL' : 'INTERNAL', mentorStatus: 'ACTIVE' } : null,
    })
    .where(eq(users.id, user.id));
  if (options.adviceIds?.length) {
    await t.db.insert(userAdvices).values(options.adviceIds.map((adviceId) => ({ userId: user.id, adviceId })));
  }
  await addParticipant(t.db, { processId, userId: user.id, role, invitationStatus: options.status ?? 'APPROVED' });
  return user;
}

async function cohort(processId: string, tutors: number, students: number) {
  const ts = [];
  for (let i = 0; i < tutors; i++) ts.push(await join(processId, 'MENTOR'));
  const ss = [];
  for (let i = 0; i < students; i++) ss.push(await join(processId, 'STUDENT'));
  return { tutors: ts, students: ss };
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const createGroups = (processId: string, body: unknown = {}, headers = admin.headers) =>
  inject('POST', `/api/process/${processId}/create_groups`, body, headers);
const listGroups = async (processId: string, headers = admin.headers) => {
  const res = await inject('GET', `/api/process/groups/${processId}`, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as AttractionGroupsResponse;
};
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { type: string; message: string } }).error;

async function withManualGroups(processId: string, groups: Array<{ mentorId: string; studentIds: string[] }>) {
  const res = await createGroups(processId, { groupsAssignation: groups });
  expect(res.statusCode).toBe(201);
  return (await listGroups(processId)).groups;
}

describe('create_groups', () => {
  it('creates the manual assignation in one go, colours in order, replacing earlier groups', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 2, 3);
    const first = await createGroups(process.id, {
      groupsAssignation: [
        { mentorId: tutors[0]!.id, studentIds: [students[0]!.id] },
        { mentorId: tutors[1]!.id, studentIds: [students[1]!.id, students[2]!.id] },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: m.created, groupsCount: 2 });
    const { groups } = await listGroups(process.id);
    expect(groups.map((g) => [g.colorIndex, g.mentorId, g.studentIds.length])).toEqual([
      [0, tutors[0]!.id, 1],
      [1, tutors[1]!.id, 2],
    ]);

    const again = await createGroups(process.id, {
      groupsAssignation: [{ mentorId: tutors[1]!.id, studentIds: students.map((s) => s.id) }],
    });
    expect(again.statusCode).toBe(201);
    const replaced = await listGroups(process.id);
    expect(replaced.groups).toHaveLength(1);
    expect(replaced.groups[0]).toMatchObject({ colorIndex: 0, mentorId: tutors[1]!.id });
    const stored = await t.db.select().from(attractionGroups).where(eq(attractionGroups.processId, process.id));
    expect(stored).toHaveLength(1);
  });

  it('is refused while any invitation is PENDING and outside pre-kickoff', async () => {
    const pending = await newProcess();
    const { tutors, students } = await cohort(pending.id, 1, 1);
    await join(pending.id, 'STUDENT', { status: 'PENDING' });
    const manual = { groupsAssignation: [{ mentorId: tutors[0]!.id, studentIds: [students[0]!.id] }] };
    for (const body of [{}, manual]) {
      const res = await createGroups(pending.id, body);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ type: types.pendingInvitations, message: m.pendingInvitations });
    }

    for (const status of ['DRAFT', 'IN_PROGRESS', 'FINALIZED'] as const) {
      const process = await newProcess(status);
      await cohort(process.id, 1, 1);
      const res = await createGroups(process.id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(m.onlyKickoff);
    }
    const mentoring = await newProcess('KICKOFF', ['MENTORING']);
    expect(errorOf(await createGroups(mentoring.id)).message).toBe(m.onlyAttraction);
  });

  it('refuses an assignation that leaves a student out, a group empty, or uses someone not confirmed', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 2, 2);
    const rejected = await join(process.id, 'MENTOR', { status: 'REJECTED' });
    const outsider = await createUser(t.db);
    const cases: Array<[Array<{ mentorId: string; studentIds: string[] }>, string]> = [
      [[{ mentorId: tutors[0]!.id, studentIds: [students[0]!.id] }], m.everyStudentInAGroup],
      [
        [
          { mentorId: tutors[0]!.id, studentIds: [students[0]!.id, students[1]!.id] },
          { mentorId: tutors[1]!.id, studentIds: [] },
        ],
        m.noEmptyGroups,
      ],
      [[{ mentorId: rejected.id, studentIds: students.map((s) => s.id) }], m.tutorNotApproved],
      [[{ mentorId: students[0]!.id, studentIds: [students[1]!.id] }], m.tutorNotApproved],
      [
        [
          { mentorId: tutors[0]!.id, studentIds: [students[0]!.id] },
          { mentorId: tutors[0]!.id, studentIds: [students[1]!.id] },
        ],
        m.tutorRepeated,
      ],
      [[{ mentorId: tutors[0]!.id, studentIds: [...students.map((s) => s.id), outsider.id] }], m.studentNotApproved],
      [
        [
          { mentorId: tutors[0]!.id, studentIds: [students[0]!.id, students[1]!.id] },
          { mentorId: tutors[1]!.id, studentIds: [students[1]!.id] },
        ],
        m.studentRepeated,
      ],
    ];
    for (const [groupsAssignation, message] of cases) {
      const res = await createGroups(process.id, { groupsAssignation });
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res)).toEqual({ type: types.invalidAssignation, message });
    }
    expect(await t.db.select().from(attractionGroups).where(eq(attractionGroups.processId, process.id))).toEqual([]);
  });

  it('forms balanced groups automatically, each student with the tutor that suits them', async () => {
    const process = await newProcess();
    const tutorA = await join(process.id, 'MENTOR', { adviceIds: [adviceA] });
    const tutorB = await join(process.id, 'MENTOR', { adviceIds: [adviceB] });
    const wantA = [];
    for (let i = 0; i < 3; i++) wantA.push(await join(process.id, 'STUDENT', { mainAdviceId: adviceA }));
    const wantB = await join(process.id, 'STUDENT', { mainAdviceId: adviceB });
    const neutral = await join(process.id, 'STUDENT');

    const res = await createGroups(process.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: m.created, groupsCount: 2 });
    const { groups } = await listGroups(process.id);
    const ofTutor = (id: string) => groups.find((g) => g.mentorId === id)!.studentIds;
    // Five students, two tutors: 3 and 2. Tutor A cannot take all three of hers and the neutral one too.
    expect(groups.map((g) => g.studentIds.length).sort()).toEqual([2, 3]);
    expect(ofTutor(tutorB.id)).toContain(wantB.id);
    const withA = wantA.filter((s) => ofTutor(tutorA.id).includes(s.id));
    // Three A-students, and tutor A has at most 3 places: all of them go to her when sizes allow, the neutral to B.
    expect(withA).toHaveLength(3);
    expect(ofTutor(tutorB.id)).toContain(neutral.id);
  });

  it('refuses without tutors or students', async () => {
    const process = await newProcess();
    await join(process.id, 'STUDENT');
    expect(errorOf(await createGroups(process.id)).message).toBe(m.noTutors);
  });
});

describe('swap_groups', () => {
  it('swaps two students of different groups, and refuses the selections the spec names', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 2, 4);
    const [g1, g2] = await withManualGroups(process.id, [
      { mentorId: tutors[0]!.id, studentIds: [students[0]!.id, students[1]!.id] },
      { mentorId: tutors[1]!.id, studentIds: [students[2]!.id, students[3]!.id] },
    ]);
    const swap = (body: unknown) => inject('POST', `/api/process/${process.id}/swap_groups`, body);

    const sameGroup = await swap({
      group1: { userId: students[0]!.id, groupId: g1!.groupId },
      group2: { userId: students[1]!.id, groupId: g1!.groupId },
    });
    expect(sameGroup.statusCode).toBe(400);
    expect(errorOf(sameGroup).message).toContain(m.onePerGroup);
    const sameStudent = await swap({
      group1: { userId: students[0]!.id, groupId: g1!.groupId },
      group2: { userId: students[0]!.id, groupId: g2!.groupId },
    });
    expect(sameStudent.statusCode).toBe(400);
    expect(errorOf(sameStudent).message).toContain(m.twoStudents);
    const wrongGroup = await swap({
      group1: { userId: students[0]!.id, groupId: g2!.groupId },
      group2: { userId: students[2]!.id, groupId: g1!.groupId },
    });
    expect(wrongGroup.statusCode).toBe(409);
    expect(errorOf(wrongGroup).message).toBe(m.studentNotInGroup);
    const foreignGroup = await swap({
      group1: { userId: students[0]!.id, groupId: g1!.groupId },
      group2: { userId: students[2]!.id, groupId: randomUUID() },
    });
    expect(foreignGroup.statusCode).toBe(404);

    const ok = await swap({
      group1: { userId: students[0]!.id, groupId: g1!.groupId },
      group2: { userId: students[2]!.id, groupId: g2!.groupId },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: m.swapped });
    const after = (await listGroups(process.id)).groups;
    expect(after[0]!.studentIds.sort()).toEqual([students[1]!.id, students[2]!.id].sort());
    expect(after[1]!.studentIds.sort()).toEqual([students[0]!.id, students[3]!.id].sort());

    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, process.id));
    const finalized = await swap({
      group1: { userId: students[1]!.id, groupId: g1!.groupId },
      group2: { userId: students[3]!.id, groupId: g2!.groupId },
    });
    expect(finalized.statusCode).toBe(409);
    expect(errorOf(finalized).message).toBe(m.notEditable);
  });
});

describe('swap_mentor and add_student', () => {
  it('hands a group to a confirmed tutor who leads no other group, and keeps its chat members in step', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 3, 2);
    const rejectedTutor = await join(process.id, 'MENTOR', { status: 'REJECTED' });
    const [g1] = await withManualGroups(process.id, [
      { mentorId: tutors[0]!.id, studentIds: [students[0]!.id] },
      { mentorId: tutors[1]!.id, studentIds: [students[1]!.id] },
    ]);
    await t.db.update(processes).set({ status: 'IN_PROGRESS' }).where(eq(processes.id, process.id));
    const room = await createChatRoom(t.db, {
      processId: process.id,
      kind: 'GROUP',
      groupId: g1!.groupId,
      members: [tutors[0]!.id, students[0]!.id],
    });

    const swapMentor = (body: unknown) => inject('PUT', `/api/process/attraction/${process.id}/swap_mentor`, body);
    const refusals: Array<[unknown, string]> = [
      [{ groupId: g1!.groupId, oldMentorId: tutors[1]!.id, newMentorId: tutors[2]!.id }, m.wrongOldTutor],
      [{ groupId: g1!.groupId, oldMentorId: tutors[0]!.id, newMentorId: tutors[0]!.id }, m.sameTutor],
      [{ groupId: g1!.groupId, oldMentorId: tutors[0]!.id, newMentorId: tutors[1]!.id }, m.tutorLeadsAnotherGroup],
      [{ groupId: g1!.groupId, oldMentorId: tutors[0]!.id, newMentorId: rejectedTutor.id }, m.tutorNotApproved],
      [{ groupId: g1!.groupId, oldMentorId: tutors[0]!.id, newMentorId: students[1]!.id }, m.tutorNotApproved],
    ];
    for (const [body, reason] of refusals) {
      const res = await swapMentor(body);
      expect(res.statusCode, reason).toBe(409);
      expect(errorOf(res).message).toBe(groupFailure(m.mentorSwapFailed, reason));
    }
    const missing = await swapMentor({ groupId: randomUUID(), oldMentorId: tutors[0]!.id, newMentorId: tutors[2]!.id });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(groupFailure(m.mentorSwapFailed, m.groupNotFound));

    const ok = await swapMentor({ groupId: g1!.groupId, oldMentorId: tutors[0]!.id, newMentorId: tutors[2]!.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: m.mentorSwapped });
    expect((await listGroups(process.id)).groups[0]!.mentorId).toBe(tutors[2]!.id);
    const members = await t.db.select().from(chatRoomMembers).where(eq(chatRoomMembers.chatRoomId, room.id));
    expect(members.map((r) => r.userId).sort()).toEqual([tutors[2]!.id, students[0]!.id].sort());
  });

  it('adds a confirmed student who is in no group, and refuses anyone else or a finalized process', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 2, 2);
    const [g1, g2] = await withManualGroups(process.id, [
      { mentorId: tutors[0]!.id, studentIds: [students[0]!.id] },
      { mentorId: tutors[1]!.id, studentIds: [students[1]!.id] },
    ]);
    const late = await join(process.id, 'STUDENT');
    const lateRejected = await join(process.id, 'STUDENT', { status: 'REJECTED' });
    await t.db.update(processes).set({ status: 'IN_PROGRESS' }).where(eq(processes.id, process.id));
    const add = (body: unknown) => inject('PUT', `/api/process/attraction/${process.id}/add_student`, body);

    const refusals: Array<[unknown, string]> = [
      [{ groupId: g1!.groupId, userId: students[1]!.id }, m.studentInAGroup],
      [{ groupId: g1!.groupId, userId: lateRejected.id }, m.studentNotApproved],
      [{ groupId: g1!.groupId, userId: tutors[1]!.id }, m.studentNotApproved],
    ];
    for (const [body, reason] of refusals) {
      const res = await add(body);
      expect(res.statusCode, reason).toBe(409);
      expect(errorOf(res).message).toBe(groupFailure(m.addStudentFailed, reason));
    }
    const ok = await add({ groupId: g2!.groupId, userId: late.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: m.studentAdded });
    const rows = await t.db.select().from(attractionGroupStudents).where(eq(attractionGroupStudents.userId, late.id));
    expect(rows).toMatchObject([{ groupId: g2!.groupId, processId: process.id }]);

    const another = await join(process.id, 'STUDENT');
    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, process.id));
    const finalized = await add({ groupId: g2!.groupId, userId: another.id });
    expect(finalized.statusCode).toBe(409);
    expect(errorOf(finalized).message).toBe(groupFailure(m.addStudentFailed, m.notEditable));
  });
});

describe('GET /process/groups/{id}: activity from the group chat', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');

  it('says INACTIVE, ACTIVE, PARTICIPATIVE and SUCCESSFUL at the 200-word edge, counting only TEXT by members', async () => {
    const process = await newProcess();
    const { tutors, students } = await cohort(process.id, 1, 2);
    const [group] = await withManualGroups(process.id, [
      { mentorId: tutors[0]!.id, studentIds: students.map((s) => s.id) },
    ]);
    const stranger = await createUser(t.db);
    const room = await createChatRoom(t.db, { processId: process.id, kind: 'GROUP', groupId: group!.groupId });
    const say = (
      sentById: string,
      text: string,
      kind: 'TEXT' | 'CHALLENGE' | 'ANNOUNCEMENT' = 'TEXT',
      createdAt?: Date,
    ) =>
      t.db
        .insert(chatMessages)
        .values({ chatRoomId: room.id, sentById, text, kind, ...(createdAt ? { createdAt } : {}) });
    const statusNow = async () => (await listGroups(process.id)).groups[0]!;

    await say(tutors[0]!.id, words(300), 'ANNOUNCEMENT');
    await say(tutors[0]!.id, words(300), 'CHALLENGE');
    await say(stranger.id, words(300));
    expect(await statusNow()).toMatchObject({ messages: 0, status: 'INACTIVE' });

    await say(students[0]!.id, words(150));
    expect(await statusNow()).toMatchObject({ messages: 1, status: 'ACTIVE' });
    await say(tutors[0]!.id, words(200));
    await say(students[1]!.id, `  ${words(199)}  `);
    expect(await statusNow()).toMatchObject({ messages: 3, status: 'PARTICIPATIVE' });
    await say(students[0]!.id, words(49));
    // Student 0: 150 + 49 = 199 words; student 1: 199.
    expect((await statusNow()).status).toBe('PARTICIPATIVE');
    await say(students[0]!.id, 'una');
    await say(students[1]!.id, 'otra');
    const done = await statusNow();
    expect(done).toMatchObject({
      messages: 6,
      status: 'SUCCESSFUL',
      challengeMessageCounter: { startDate: null, countMessages: 0, groupChallengeStatus: 'INACTIVE' },
    });

    // A challenge sent: the counter starts at its date, with only what was written afterwards.
    const sentAt = new Date(Date.now() + 60_000);
    await t.db.insert(challengesSent).values({ processId: process.id, title: 'Desafío', text: 'Texto', sentAt });
    await say(students[1]!.id, words(250), 'TEXT', new Date(sentAt.getTime() + 1000));
    const counted = await statusNow();
    expect(counted.challengeMessageCounter).toEqual({
      startDate: sentAt.toISOString(),
      countMessages: 1,
      groupChallengeStatus: 'ACTIVE',
    });
    expect(counted.messages).toBe(7);
  });

  it('lets the client company admin read (external tutor emails masked), not another client or a member', async () => {
    const process = await newProcess();
    const tutor = await join(process.id, 'MENTOR', { external: true });
    const student = await join(process.id, 'STUDENT');
    await withManualGroups(process.id, [{ mentorId: tutor.id, studentIds: [student.id] }]);

    const asCompany = await listGroups(process.id, companyAdmin.headers);
    expect(asCompany.groups[0]!.mentor.email).toBe('-');
    expect(asCompany.tutors[0]!.email).toBe('-');
    expect((await listGroups(process.id)).groups[0]!.mentor.email).toBe(tutor.email);
    const other = await inject('GET', `/api/process/groups/${process.id}`, undefined, otherCompanyAdmin.headers);
    expect(other.statusCode).toBe(403);
    const byMember = await inject('GET', `/api/process/groups/${process.id}`, undefined, member.headers);
    expect(byMember.statusCode).toBe(403);

    const exportRes = await inject('GET', `/api/process/groups/${process.id}/export`, undefined, companyAdmin.headers);
    expect(exportRes.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exportRes.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Grupos')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Tutor');
    expect(sheet.getRow(2).getCell(3).value).toBe('-');
    expect(sheet.getRow(2).getCell(8).value).toBe('Inactivo');
  });

  it('refuses every write to a company admin and to anonymous callers before validating the body', async () => {
    const process = await newProcess();
    const writes: Array<['POST' | 'PUT', string]> = [
      ['POST', `/api/process/${process.id}/create_groups`],
      ['POST', `/api/process/${process.id}/swap_groups`],
      ['PUT', `/api/process/attraction/${process.id}/swap_mentor`],
      ['PUT', `/api/process/attraction/${process.id}/add_student`],
    ];
    for (const [method, url] of writes) {
      const body = { nonsense: true };
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      expect((await inject(method, url, body, companyAdmin.headers)).statusCode).toBe(403);
      expect((await inject(method, url, body, member.headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/process/groups/${process.id}` })).statusCode).toBe(401);
  });
});
