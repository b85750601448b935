import {
  processMessages,
  processWizardMessages,
  type CampusRole,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCampuses, processParticipants } from '../../db/schema';
import {
  addParticipant,
  createCampus,
  createClient,
  createProcess,
  createUser,
  signIn as signInAs,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  adminHeaders = (await signInAs(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email)).headers;
  memberHeaders = (await signInAs(t.app, (await createUser(t.db)).email)).headers;
  clientId = (await createClient(t.db)).id;
});

async function newCampus(role: CampusRole) {
  return (await createCampus(t.db, { role })).id;
}

/** A process with a mentee campus, a mentor campus and one mentee and one mentor. */
async function setup(status: ProcessStatus = 'DRAFT') {
  const process = await createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    estimatedStartDate: '2026-12-01',
    estimatedEndDate: '2027-03-01',
  });
  const processId = process.id;
  const studentCampus = await newCampus('STUDENT');
  const mentorCampus = await newCampus('MENTOR');
  const sharedCampus = await newCampus('STUDENT_MENTOR');
  await t.db
    .insert(processCampuses)
    .values([studentCampus, mentorCampus, sharedCampus].map((campusId) => ({ processId, campusId })));
  const student = await createUser(t.db, { name: 'Mentee' });
  const mentor = await createUser(t.db, { name: 'Mentora' });
  const add = (userId: string, role: ParticipantRole) =>
    addParticipant(t.db, { processId, userId, role, invitationStatus: 'PENDING' });
  await add(student.id, 'STUDENT');
  await add(mentor.id, 'MENTOR');
  return { processId, studentCampus, mentorCampus, sharedCampus, studentId: student.id, mentorId: mentor.id };
}

const assign = (processId: string, payload: unknown, headers = adminHeaders) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/process/${processId}/campus/users`,
    payload: payload as object,
    headers,
  });

async function campusOf(processId: string, userId: string) {
  const [row] = await t.db
    .select({ campusId: processParticipants.campusId })
    .from(processParticipants)
    .where(and(eq(processParticipants.processId, processId), eq(processParticipants.userId, userId)));
  return row?.campusId ?? null;
}

describe('PUT /api/process/{id}/campus/users', () => {
  it('assigns mentors and mentees to campuses serving their role and answers the updated participants', async () => {
    const s = await setup();
    const res = await assign(s.processId, {
      mentorsAssignation: [{ userId: s.mentorId, campusId: s.mentorCampus }],
      studentsAssignation: [{ userId: s.studentId, campusId: s.sharedCampus }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(processWizardMessages.usersAssigned);
    expect(body.participants).toHaveLength(2);
    const byUser = new Map(
      (body.participants as Array<{ userId: string; campusId: string; role: string }>).map((p) => [p.userId, p]),
    );
    expect(byUser.get(s.mentorId)).toMatchObject({ role: 'MENTOR', campusId: s.mentorCampus });
    expect(byUser.get(s.studentId)).toMatchObject({ role: 'STUDENT', campusId: s.sharedCampus });
    expect(await campusOf(s.processId, s.mentorId)).toBe(s.mentorCampus);
    expect(await campusOf(s.processId, s.studentId)).toBe(s.sharedCampus);
  });

  it('accepts one audience alone and leaves the other participants as they were', async () => {
    const s = await setup('KICKOFF');
    const res = await assign(s.processId, {
      studentsAssignation: [{ userId: s.studentId, campusId: s.studentCampus }],
    });
    expect(res.statusCode).toBe(200);
    expect(await campusOf(s.processId, s.studentId)).toBe(s.studentCampus);
    expect(await campusOf(s.processId, s.mentorId)).toBeNull();
  });

  it('refuses a campus that does not serve the role, and writes nothing (all or nothing)', async () => {
    const s = await setup();
    const res = await assign(s.processId, {
      mentorsAssignation: [{ userId: s.mentorId, campusId: s.mentorCampus }],
      studentsAssignation: [{ userId: s.studentId, campusId: s.mentorCampus }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(processWizardMessages.assignmentCampusNotInProcess);
    expect(await campusOf(s.processId, s.mentorId)).toBeNull();
  });

  it('refuses a campus that is not one of the process', async () => {
    const s = await setup();
    const elsewhere = await newCampus('STUDENT');
    const res = await assign(s.processId, { studentsAssignation: [{ userId: s.studentId, campusId: elsewhere }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(processWizardMessages.assignmentCampusNotInProcess);
  });

  it('refuses a user who is not a participant of that role, or was removed', async () => {
    const s = await setup();
    const wrongRole = await assign(s.processId, {
      mentorsAssignation: [{ userId: s.studentId, campusId: s.mentorCampus }],
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().error.message).toBe(processWizardMessages.assignmentUserNotParticipant);

    const stranger = await createUser(t.db);
    const outsider = await assign(s.processId, {
      studentsAssignation: [{ userId: stranger.id, campusId: s.studentCampus }],
    });
    expect(outsider.statusCode).toBe(400);

    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(and(eq(processParticipants.processId, s.processId), eq(processParticipants.userId, s.mentorId)));
    const removed = await assign(s.processId, {
      mentorsAssignation: [{ userId: s.mentorId, campusId: s.mentorCampus }],
    });
    expect(removed.statusCode).toBe(400);
    expect(await campusOf(s.processId, s.mentorId)).toBeNull();
  });

  it('refuses the same person twice and an empty assignment', async () => {
    const s = await setup();
    const twice = await assign(s.processId, {
      studentsAssignation: [
        { userId: s.studentId, campusId: s.studentCampus },
        { userId: s.studentId, campusId: s.sharedCampus },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const empty = await assign(s.processId, { mentorsAssignation: [], studentsAssignation: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(processWizardMessages.assignmentEmpty);
  });

  it('refuses a finalized process with 409 and its message', async () => {
    const s = await setup('FINALIZED');
    const res = await assign(s.processId, {
      studentsAssignation: [{ userId: s.studentId, campusId: s.studentCampus }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(processMessages.notEditable);
    expect(await campusOf(s.processId, s.studentId)).toBeNull();
  });

  it('is for admins only, and answers 404 for an unknown process', async () => {
    const s = await setup();
    const payload = { studentsAssignation: [{ userId: s.studentId, campusId: s.studentCampus }] };
    expect((await assign(s.processId, payload, {})).statusCode).toBe(401);
    expect((await assign(s.processId, payload, memberHeaders)).statusCode).toBe(403);
    expect((await assign('00000000-0000-4000-8000-000000000000', payload)).statusCode).toBe(404);
    expect((await assign('no-es-un-id', payload)).statusCode).toBe(404);
  });
});
