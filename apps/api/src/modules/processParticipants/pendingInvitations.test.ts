import {
  participantErrorTypes,
  processNotificationTypes,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, processes, processParticipants, users } from '../../db/schema';
import { addParticipant, createProcess, createUser, signIn, type TestSession } from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { completeProfile } from '../../../test/profiles';
import { createTestApp, type TestApp } from '../../../test/testApp';

/**
 * An invited member learns of the invitation in the app (not only by mail): GET /api/users/me/invitations lists it
 * with a link to the invitation page that works, and the bell tells the invitee, then the coordinator of the answer.
 */

let t: TestApp;
let clientId: string;
let companyAdmin: TestSession;
let coordinator: { id: string; session: TestSession };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  ({ clientId, companyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
  const owner = await createUser(t.db, { roles: ['ADMIN'], name: 'Andrea' });
  await t.db.update(users).set({ lastName: 'Coordinadora' }).where(eq(users.id, owner.id));
  coordinator = { id: owner.id, session: await signIn(t.app, owner.email) };
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');

async function newProcess(status: ProcessStatus = 'DRAFT', overrides: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    ownerId: coordinator.id,
    estimatedStartDate: '2026-12-01',
    estimatedEndDate: '2027-03-01',
    ...overrides,
  });
}

/** A member with a complete profile and a password, signed in. */
async function member(role: ParticipantRole = 'STUDENT') {
  const user = await createUser(t.db, { name: 'Camila' });
  await t.db
    .update(users)
    .set({
      lastName: 'Mentee',
      mentorshipInfo: role === 'MENTOR' ? { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' } : null,
    })
    .where(eq(users.id, user.id));
  await completeProfile(t.db, user.id);
  return { user, session: await signIn(t.app, user.email) };
}

/** Adds the person to the process and has the coordinator send the invitation, as the process page does. */
async function invite(processId: string, userId: string, role: ParticipantRole = 'STUDENT') {
  await addParticipant(t.db, { processId, userId, role, invitationStatus: 'PENDING' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/process/${processId}/${role === 'MENTOR' ? 'invite_mentors' : 'invite_students'}`,
    payload: role === 'MENTOR' ? { mentorIds: [userId] } : { studentIds: [userId] },
    ...coordinator.session,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().invited).toEqual([userId]);
}

const myInvitations = (session: TestSession) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/invitations', ...session });

async function notificationsOf(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

describe('GET /api/users/me/invitations', () => {
  it('lists the invitation sent to me with process, role, coordinator and a confirmation path', async () => {
    const p = await newProcess('DRAFT', { serviceTypes: ['NETWORKING', 'MENTORING'] });
    const { user, session } = await member('MENTOR');
    await invite(p.id, user.id, 'MENTOR');

    const res = await myInvitations(session);
    expect(res.statusCode).toBe(200);
    const [invitation, ...rest] = res.json();
    expect(rest).toEqual([]);
    expect(invitation).toMatchObject({
      processId: p.id,
      processName: p.name,
      role: 'MENTOR',
      coordinatorName: 'Andrea Coordinadora',
      service: 'NETWORKING',
    });
    const url = new URL(invitation.confirmationPath, 'http://enlaza.test');
    expect(url.pathname).toBe('/process_invitation/mentor');
    expect(url.searchParams.get('processId')).toBe(p.id);
    expect(url.searchParams.get('service')).toBe('NETWORKING');
    expect(url.searchParams.get('usertoken')).toBeTruthy();
  });

  it('opens the confirmation: the page checks the token, accepts with it, and the invitation leaves the list', async () => {
    const p = await newProcess('KICKOFF');
    const { user, session } = await member();
    await invite(p.id, user.id);
    const [invitation] = (await myInvitations(session)).json();
    const token = new URL(invitation.confirmationPath, 'http://enlaza.test').searchParams.get('usertoken')!;

    // The invitation page calls with the token in the user-token header and no session.
    const check = await t.app.inject({
      url: `/api/process/${p.id}/checkIfUserInvited?service=MENTORING`,
      headers: { 'user-token': token },
    });
    expect(check.json()).toEqual({
      isInvited: true,
      role: 'STUDENT',
      status: 'PENDING',
      mustEditProfile: false,
      needsPassword: false,
    });
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/accept_invitation`,
      headers: { 'user-token': token },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'success' });
    const [row] = await t.db
      .select()
      .from(processParticipants)
      .where(and(eq(processParticipants.processId, p.id), eq(processParticipants.userId, user.id)));
    expect(row!.invitationStatus).toBe('APPROVED');
    expect((await myInvitations(session)).json()).toEqual([]);
  });

  it('leaves out what is not an invitation to answer: not sent, answered, removed, closed processes, others', async () => {
    const { user, session } = await member();
    const other = await member();
    const wanted = await newProcess('DRAFT');
    await invite(wanted.id, user.id);

    // Added but never invited: the coordinator has not sent anything yet.
    const notSent = await newProcess('DRAFT');
    await addParticipant(t.db, {
      processId: notSent.id,
      userId: user.id,
      role: 'STUDENT',
      invitationStatus: 'PENDING',
    });
    // Answered, removed, or in a process no longer gathering its people.
    for (const extra of [{ invitationStatus: 'APPROVED' as const }, { invitationStatus: 'REJECTED' as const }]) {
      const p = await newProcess('DRAFT');
      await addParticipant(t.db, {
        processId: p.id,
        userId: user.id,
        role: 'STUDENT',
        invitationMailCount: 1,
        ...extra,
      });
    }
    const removed = await newProcess('KICKOFF');
    await addParticipant(t.db, {
      processId: removed.id,
      userId: user.id,
      role: 'STUDENT',
      invitationStatus: 'PENDING',
      invitationMailCount: 1,
      removedAt: new Date(),
    });
    for (const status of ['IN_PROGRESS', 'FINALIZED'] as const) {
      const p = await newProcess(status);
      await addParticipant(t.db, {
        processId: p.id,
        userId: user.id,
        role: 'STUDENT',
        invitationStatus: 'PENDING',
        invitationMailCount: 1,
      });
    }
    // Someone else's invitation.
    const theirs = await newProcess('DRAFT');
    await invite(theirs.id, other.user.id);

    expect((await myInvitations(session)).json().map((i: { processId: string }) => i.processId)).toEqual([wanted.id]);
    expect((await myInvitations(other.session)).json().map((i: { processId: string }) => i.processId)).toEqual([
      theirs.id,
    ]);
  });

  it('names no coordinator when the process has none', async () => {
    const p = await newProcess('DRAFT', { ownerId: null });
    const { user, session } = await member();
    await invite(p.id, user.id);
    expect((await myInvitations(session)).json()).toMatchObject([{ processId: p.id, coordinatorName: null }]);
  });

  it('is for programme members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/invitations' })).statusCode).toBe(401);
    expect((await myInvitations(coordinator.session)).statusCode).toBe(403);
    expect((await myInvitations(companyAdmin)).statusCode).toBe(403);
  });
});

describe('notifications of an invitation', () => {
  it('tells the invitee in the bell when invited, leading to the home page', async () => {
    const p = await newProcess('DRAFT');
    const { user } = await member('MENTOR');
    await invite(p.id, user.id, 'MENTOR');
    const [notification, ...rest] = await notificationsOf(user.id);
    expect(rest).toEqual([]);
    expect(notification).toMatchObject({
      type: processNotificationTypes.invited,
      title: `Tienes una invitación a ${p.name}`,
      body: 'Te invitamos a participar como mentora. Confírmala desde tu inicio.',
      entityId: p.id,
      entityType: 'PROCESS',
      link: '/home',
      seenAt: null,
    });
  });

  it('tells nobody when nobody was invited (already answered)', async () => {
    const p = await newProcess('DRAFT');
    const { user } = await member();
    await addParticipant(t.db, { processId: p.id, userId: user.id, role: 'STUDENT', invitationStatus: 'APPROVED' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/process/${p.id}/invite_students`,
      payload: { studentIds: [user.id] },
      ...coordinator.session,
    });
    expect(res.statusCode).toBe(409);
    expect(await notificationsOf(user.id)).toEqual([]);
  });

  it("tells the coordinator of an acceptance and of a rejection, leading to the process's page", async () => {
    const p = await newProcess('KICKOFF');
    const accepting = await member();
    const rejecting = await member('MENTOR');
    await invite(p.id, accepting.user.id);
    await invite(p.id, rejecting.user.id, 'MENTOR');
    const before = (await notificationsOf(coordinator.id)).length;

    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/accept_invitation`,
      payload: {},
      ...accepting.session,
    });
    expect(accepted.json()).toEqual({ status: 'success' });
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/reject_invitation`,
      ...rejecting.session,
    });
    expect(rejected.json()).toEqual({ status: 'rejected' });

    const mine = (await notificationsOf(coordinator.id)).filter((n) => n.entityId === p.id);
    expect(mine).toHaveLength(2);
    expect(await notificationsOf(coordinator.id)).toHaveLength(before + 2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: processNotificationTypes.invitationAccepted,
          title: `Camila Mentee aceptó la invitación a ${p.name}`,
          body: 'Participará como mentee.',
          link: `/admin/processes/kickoff/${p.id}`,
        }),
        expect.objectContaining({
          type: processNotificationTypes.invitationRejected,
          title: `Camila Mentee rechazó la invitación a ${p.name}`,
          body: 'La invitación era para participar como mentora.',
          link: `/admin/processes/kickoff/${p.id}`,
        }),
      ]),
    );
    // The invitees are told nothing more than their invitation.
    expect((await notificationsOf(accepting.user.id)).map((n) => n.type)).toEqual([processNotificationTypes.invited]);
  });

  it('names the roles as a talent-attraction process does: tutora and estudiante, in the bell and the mail', async () => {
    const p = await newProcess('KICKOFF', { name: `Atracción ${unique()}`, serviceTypes: ['ATTRACTION'] });
    const tutor = await member('MENTOR');
    const student = await member();
    await invite(p.id, tutor.user.id, 'MENTOR');
    await invite(p.id, student.user.id);
    const [told] = await notificationsOf(tutor.user.id);
    expect(told!.body).toBe('Te invitamos a participar como tutora. Confírmala desde tu inicio.');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, tutor.user.email));
    expect(mail!.textBody).toContain(`Te invitamos a participar en ${p.name} como tutora.`);

    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/accept_invitation`,
      payload: {},
      ...student.session,
    });
    expect(accepted.statusCode).toBe(200);
    const [news] = (await notificationsOf(coordinator.id)).filter((n) => n.entityId === p.id);
    expect(news!.body).toBe('Participará como estudiante.');
  });

  it('tells nothing when the answer is refused, and answers without a coordinator too', async () => {
    const p = await newProcess('DRAFT');
    const { user, session } = await member();
    await invite(p.id, user.id);
    const accept = () =>
      t.app.inject({ method: 'PUT', url: `/api/process/${p.id}/accept_invitation`, payload: {}, ...session });
    expect((await accept()).statusCode).toBe(200);
    const after = (await notificationsOf(coordinator.id)).length;
    const again = await accept();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.type).toBe(participantErrorTypes.invitationAnswered);
    expect(await notificationsOf(coordinator.id)).toHaveLength(after);

    const ownerless = await newProcess('DRAFT', { ownerId: null });
    await invite(ownerless.id, user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${ownerless.id}/reject_invitation`,
      ...session,
    });
    expect(res.json()).toEqual({ status: 'rejected' });
    expect(await notificationsOf(coordinator.id)).toHaveLength(after);
  });
});
