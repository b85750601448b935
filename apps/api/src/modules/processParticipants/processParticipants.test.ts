import {
  INVITATION_MAILS_MAX,
  participantErrorTypes,
  participantMessages,
  processMessages,
  validationMessages,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advices,
  applicantProfiles,
  attributes,
  convocatoryInscriptions,
  industries,
  mailOutbox,
  pairs,
  processes,
  processParticipants,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../../db/schema';
import { getOrCreateSetting, newSecret } from '../../db/settings';
import {
  addParticipant as insertParticipant,
  createClient,
  createConvocatory,
  createPair,
  createProcess,
  createUser,
  signIn as signInAs,
  TEST_PASSWORD,
} from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { completeProfile as completeProfileOf } from '../../../test/profiles';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { verifyPassword } from '../auth';
import { createUsersRepository } from '../users';
import { createInvitationTokens } from './invitationTokens';
import { createProcessParticipantsRepository } from './processParticipants.repository';
import { createProcessParticipantsService } from './processParticipants.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const signIn = (email: string) => signInAs(t.app, email);
type Session = Awaited<ReturnType<typeof signIn>>;

const unique = () => randomBytes(4).toString('hex');
let admin: Session;
let clientId: string;
let companyAdmin: Session;
let otherCompanyAdmin: Session;
let tokens: ReturnType<typeof createInvitationTokens>;

beforeAll(async () => {
  admin = await signIn((await createUser(t.db, { roles: ['ADMIN'] })).email);
  ({ clientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
  tokens = createInvitationTokens(t.config.jwtSecret ?? (await getOrCreateSetting(t.db, 'jwt_secret', newSecret)));
});

async function newProcess(status: ProcessStatus = 'DRAFT', overrides: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    estimatedStartDate: '2026-12-01',
    estimatedEndDate: '2027-03-01',
    ...overrides,
  });
}

async function mentor(mentorType: 'INTERNAL' | 'EXTERNAL' = 'INTERNAL', password: string | null = TEST_PASSWORD) {
  const user = await createUser(t.db, { password });
  await t.db
    .update(users)
    .set({ mentorshipInfo: { mentorType, mentorStatus: 'ACTIVE' }, cellphone: '+56911111111' })
    .where(eq(users.id, user.id));
  return user;
}

async function addParticipant(processId: string, userId: string, role: ParticipantRole, extra = {}) {
  await insertParticipant(t.db, { processId, userId, role, invitationStatus: 'PENDING', ...extra });
}

const completeProfile = (userId: string) => completeProfileOf(t.db, userId);

const put = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('adding participants by email', () => {
  it('adds a mentor as MENTOR and anyone else as STUDENT', async () => {
    const p = await newProcess();
    const m = await mentor();
    const s = await createUser(t.db);
    const r1 = await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: m.email.toUpperCase() });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().message).toBe(processMessages.participantAdded);
    expect((await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: s.email })).statusCode).toBe(200);
    const rows = await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.role]))).toEqual({ [m.id]: 'MENTOR', [s.id]: 'STUDENT' });
    expect(rows.every((r) => r.invitationStatus === 'PENDING')).toBe(true);
  });

  it('refuses unknown emails, people already in, removed mentors, other roles and closed processes', async () => {
    const p = await newProcess('KICKOFF');
    const m = await mentor();
    const unknown = await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: 'nadie@example.com' });
    expect(unknown.statusCode).toBe(404);
    // The same words as each unknown email of the bulk add (and as spec 001 §8 for an unknown user).
    expect(unknown.json().error.message).toBe('Usuario no encontrado');
    await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: m.email });
    const again = await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: m.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(processMessages.participantAlreadyIn);
    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(eq(processParticipants.processId, p.id));
    const removed = await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: m.email });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(processMessages.mentorRemovedForGood);

    const finalized = await newProcess('FINALIZED');
    const f = await put(`/api/process/${finalized.id}/add_user_to_process_by_email`, { email: m.email });
    expect(f.statusCode).toBe(409);
    expect(f.json().error.message).toBe(processMessages.notEditable);
    const running = await newProcess('IN_PROGRESS');
    const ip = await put(`/api/process/${running.id}/add_user_to_process_by_email`, { email: m.email });
    expect(ip.statusCode).toBe(409);
    expect(ip.json().error.message).toBe(participantMessages.participantsLocked);
    const asCompany = await put(
      `/api/process/${p.id}/add_user_to_process_by_email`,
      { email: m.email },
      companyAdmin.headers,
    );
    expect(asCompany.statusCode).toBe(403);
  });

  it('adds in bulk the emails it can and reports each refused one with its reason', async () => {
    const p = await newProcess();
    const mentee = await createUser(t.db);
    const newMentor = await mentor();
    const alreadyIn = await createUser(t.db);
    const removedMentor = await mentor();
    await addParticipant(p.id, alreadyIn.id, 'STUDENT');
    await addParticipant(p.id, removedMentor.id, 'MENTOR', { removedAt: new Date() });
    const res = await put(`/api/process/${p.id}/add_users_to_process_by_email`, {
      emails: [
        mentee.email,
        'fantasma@example.com',
        alreadyIn.email.toUpperCase(),
        newMentor.email,
        removedMentor.email,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: participantMessages.someParticipantsRefused,
      added: 2,
      addedParticipants: [
        { email: mentee.email, role: 'STUDENT' },
        { email: newMentor.email, role: 'MENTOR' },
      ],
      refused: [
        { email: 'fantasma@example.com', reason: 'USER_NOT_FOUND', message: 'Usuario no encontrado' },
        { email: alreadyIn.email, reason: 'ALREADY_IN_PROCESS', message: processMessages.participantAlreadyIn },
        { email: removedMentor.email, reason: 'REMOVED_FROM_PROCESS', message: processMessages.mentorRemovedForGood },
      ],
    });
    const rows = await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.role]))).toEqual({
      [mentee.id]: 'STUDENT',
      [newMentor.id]: 'MENTOR',
      [alreadyIn.id]: 'STUDENT',
      [removedMentor.id]: 'MENTOR',
    });

    const allAdded = await put(`/api/process/${p.id}/add_users_to_process_by_email`, {
      emails: [(await createUser(t.db)).email],
    });
    expect(allAdded.json()).toMatchObject({ message: processMessages.participantsAdded, added: 1, refused: [] });
  });

  it('answers a batch of unknown emails with nobody added and each one refused', async () => {
    const p = await newProcess('KICKOFF');
    const res = await put(`/api/process/${p.id}/add_users_to_process_by_email`, {
      emails: ['nadie@example.com', 'tampoco@example.com'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: participantMessages.noParticipantsAdded,
      added: 0,
      addedParticipants: [],
      refused: [
        { email: 'nadie@example.com', reason: 'USER_NOT_FOUND', message: 'Usuario no encontrado' },
        { email: 'tampoco@example.com', reason: 'USER_NOT_FOUND', message: 'Usuario no encontrado' },
      ],
    });
    expect(await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id))).toEqual([]);
  });

  it('adds in bulk only while the process takes participants, and only for admins', async () => {
    const someone = await createUser(t.db);
    const running = await newProcess('IN_PROGRESS');
    const locked = await put(`/api/process/${running.id}/add_users_to_process_by_email`, { emails: [someone.email] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(participantMessages.participantsLocked);
    const draft = await newProcess();
    const asCompany = await put(
      `/api/process/${draft.id}/add_users_to_process_by_email`,
      { emails: [someone.email] },
      companyAdmin.headers,
    );
    expect(asCompany.statusCode).toBe(403);
    const missing = await put(`/api/process/${randomUUID()}/add_users_to_process_by_email`, {
      emails: [someone.email],
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('listing participants', () => {
  it('pages, filters and counts per invitation status; company admins see their client only, masked', async () => {
    const p = await newProcess();
    const internal = await mentor('INTERNAL');
    const external = await mentor('EXTERNAL');
    const gone = await mentor('INTERNAL');
    const s = await createUser(t.db, { name: 'Zoe' });
    await addParticipant(p.id, internal.id, 'MENTOR', { invitationStatus: 'APPROVED' });
    await addParticipant(p.id, external.id, 'MENTOR');
    await addParticipant(p.id, gone.id, 'MENTOR', { removedAt: new Date() });
    await addParticipant(p.id, s.id, 'STUDENT', { invitationStatus: 'REJECTED' });

    const res = await t.app.inject({ url: `/api/process/${p.id}/participants?role=MENTOR`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalDocs).toBe(3);
    expect(body.counts).toEqual({ PENDING: 1, APPROVED: 1, REJECTED: 0 });
    expect(body.docs.find((d: { userId: string }) => d.userId === gone.id).removed).toBe(true);
    expect(body.docs.find((d: { userId: string }) => d.userId === external.id).data.email).toBe(external.email);

    const filtered = await t.app.inject({
      url: `/api/process/${p.id}/participants?invitationStatus=REJECTED&search=zo`,
      headers: admin.headers,
    });
    expect(filtered.json().docs.map((d: { userId: string }) => d.userId)).toEqual([s.id]);
    const paged = await t.app.inject({
      url: `/api/process/${p.id}/participants?limit=2&page=2`,
      headers: admin.headers,
    });
    expect(paged.json()).toMatchObject({ totalDocs: 4, page: 2, limit: 2 });
    expect(paged.json().docs).toHaveLength(2);

    const asCompany = await t.app.inject({
      url: `/api/process/${p.id}/participants?role=MENTOR`,
      headers: companyAdmin.headers,
    });
    expect(asCompany.statusCode).toBe(200);
    const ext = asCompany.json().docs.find((d: { userId: string }) => d.userId === external.id);
    expect(ext.data).toMatchObject({ email: '-', cellphone: '-' });
    const int = asCompany.json().docs.find((d: { userId: string }) => d.userId === internal.id);
    expect(int.data.email).toBe(internal.email);
    const foreign = await t.app.inject({
      url: `/api/process/${p.id}/participants`,
      headers: otherCompanyAdmin.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('removing participants', () => {
  it('marks a mentor removed for good and takes a mentee out', async () => {
    const p = await newProcess('KICKOFF');
    const m = await mentor();
    const s = await createUser(t.db);
    await addParticipant(p.id, m.id, 'MENTOR');
    await addParticipant(p.id, s.id, 'STUDENT');
    const del = (userId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/process/${p.id}/participants/${userId}`, headers: admin.headers });
    expect((await del(m.id)).statusCode).toBe(204);
    expect((await del(s.id)).statusCode).toBe(204);
    const rows = await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.removedAt).not.toBeNull();
    expect((await del(m.id)).statusCode).toBe(404);
    const again = await put(`/api/process/${p.id}/add_user_to_process_by_email`, { email: m.email });
    expect(again.json().error.message).toBe(processMessages.mentorRemovedForGood);

    const running = await newProcess('IN_PROGRESS');
    await addParticipant(running.id, s.id, 'STUDENT');
    const locked = await t.app.inject({
      method: 'DELETE',
      url: `/api/process/${running.id}/participants/${s.id}`,
      headers: admin.headers,
    });
    expect(locked.statusCode).toBe(409);
  });

  it('keeps someone in a pair until the pair is deleted', async () => {
    const p = await newProcess('KICKOFF');
    const m = await mentor();
    const s = await createUser(t.db);
    await addParticipant(p.id, m.id, 'MENTOR');
    await addParticipant(p.id, s.id, 'STUDENT');
    const pair = await createPair(t.db, { processId: p.id, studentId: s.id, mentorId: m.id });
    const del = (userId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/process/${p.id}/participants/${userId}`, headers: admin.headers });
    for (const userId of [s.id, m.id]) {
      const refused = await del(userId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(participantMessages.participantPaired);
    }
    await t.db.delete(pairs).where(eq(pairs.id, pair.id));
    expect((await del(s.id)).statusCode).toBe(204);
  });
});

describe('state checks under the locks of the write', () => {
  /** The participants service, with a repository whose `findProcess` lets another admin start the process right after. */
  function serviceWhereStartedAfterRead() {
    const repository = createProcessParticipantsRepository(t.db);
    return createProcessParticipantsService({
      repository: {
        ...repository,
        async findProcess(id: string) {
          const found = await repository.findProcess(id);
          await t.db.update(processes).set({ status: 'IN_PROGRESS' }).where(eq(processes.id, id));
          return found;
        },
      },
      usersRepository: createUsersRepository(t.db),
      invitationTokens: tokens,
      mailer: { send: async () => {}, retry: async () => false },
      notificationsService: { notify: async () => {} },
      config: t.config,
      log: t.app.log,
    });
  }
  const refused = { statusCode: 409, message: participantMessages.participantsLocked };
  const participantsOf = (processId: string) =>
    t.db.select().from(processParticipants).where(eq(processParticipants.processId, processId));

  it('adding is refused when the process started after its first check, and nobody is added', async () => {
    const [one, other] = [await createUser(t.db), await createUser(t.db)];
    const single = await newProcess('KICKOFF');
    await expect(serviceWhereStartedAfterRead().addByEmail(single.id, one.email)).rejects.toMatchObject(refused);
    expect(await participantsOf(single.id)).toEqual([]);
    const several = await newProcess('DRAFT');
    await expect(
      serviceWhereStartedAfterRead().addByEmails(several.id, [one.email, other.email]),
    ).rejects.toMatchObject(refused);
    expect(await participantsOf(several.id)).toEqual([]);
  });

  it('removing is refused when the process started after its first check, and the participant stays', async () => {
    const p = await newProcess('KICKOFF');
    const s = await createUser(t.db);
    await addParticipant(p.id, s.id, 'STUDENT');
    await expect(serviceWhereStartedAfterRead().remove(p.id, s.id)).rejects.toMatchObject(refused);
    expect(await participantsOf(p.id)).toMatchObject([{ userId: s.id, removedAt: null }]);
  });
});

describe('assigning a convocatory', () => {
  async function convocatory(status: string, client = clientId) {
    return createConvocatory(t.db, {
      status: status as 'SELECTING',
      mentorType: 'EXTERNAL',
      estimatedOpenDate: '2026-10-01',
      estimatedCloseDate: '2026-10-31',
      clientId: client,
    });
  }

  it('turns selected applicant profiles into accounts and adds everyone selected', async () => {
    const p = await newProcess();
    const c = await convocatory('SELECTING');
    const [industry] = await t.db.select().from(industries).limit(1);
    const [specialty] = await t.db.select().from(specialties).where(eq(specialties.industryId, industry!.id)).limit(1);
    const adviceRows = await t.db.select().from(advices).limit(3);
    const [attribute] = await t.db.select().from(attributes).limit(1);
    const email = `postulante-${unique()}@example.com`;
    const [profile] = await t.db
      .insert(applicantProfiles)
      .values({
        email,
        name: 'Ana',
        lastName: 'Pérez',
        cellphone: '+56900000000',
        country: 'Chile',
        region: 'Valparaíso',
        company: 'Acme',
        interests: [
          { industryId: industry!.id, specialtyId: specialty!.id, experienceYears: 1 },
          { industryId: industry!.id, specialtyId: '00000000-0000-4000-8000-000000000000', experienceYears: 1 },
        ],
        adviceIds: [...adviceRows.map((a) => a.id), '00000000-0000-4000-8000-000000000001'],
        mainAdviceId: adviceRows[0]!.id,
        attributeIds: [attribute!.id],
      })
      .returning();
    const holder = await createUser(t.db);
    const existing = await createUser(t.db);
    const [reusedProfile] = await t.db
      .insert(applicantProfiles)
      .values({ email: existing.email, name: 'Otra' })
      .returning();
    const [notSelected] = await t.db
      .insert(applicantProfiles)
      .values({ email: `no-${unique()}@example.com` })
      .returning();
    await t.db.insert(convocatoryInscriptions).values([
      { convocatoryId: c.id, inscriptionType: 'MENTOR', profileId: profile!.id, motivation: 'x', selected: true },
      { convocatoryId: c.id, inscriptionType: 'STUDENT', userId: holder.id, motivation: 'x', selected: true },
      {
        convocatoryId: c.id,
        inscriptionType: 'STUDENT',
        profileId: reusedProfile!.id,
        motivation: 'x',
        selected: true,
      },
      { convocatoryId: c.id, inscriptionType: 'STUDENT', profileId: notSelected!.id, motivation: 'x', selected: false },
    ]);

    const res = await put(`/api/process/${p.id}/convocatory/${c.id}`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: processMessages.convocatoryAssigned, added: 3 });

    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      name: 'Ana',
      lastName: 'Pérez',
      roles: ['USER'],
      passwordHash: null,
      region: 'Valparaíso',
      mainAdviceId: adviceRows[0]!.id,
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' },
    });
    expect(await t.db.select().from(userInterests).where(eq(userInterests.userId, created!.id))).toHaveLength(1);
    expect(await t.db.select().from(userAdvices).where(eq(userAdvices.userId, created!.id))).toHaveLength(3);
    expect(await t.db.select().from(userAttributes).where(eq(userAttributes.userId, created!.id))).toHaveLength(1);
    const profiles = await t.db
      .select()
      .from(applicantProfiles)
      .where(inArray(applicantProfiles.id, [profile!.id, reusedProfile!.id, notSelected!.id]));
    expect(Object.fromEntries(profiles.map((pr) => [pr.id, pr.userId]))).toEqual({
      [profile!.id]: created!.id,
      [reusedProfile!.id]: existing.id,
      [notSelected!.id]: null,
    });
    const rows = await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.role]))).toEqual({
      [created!.id]: 'MENTOR',
      [holder.id]: 'STUDENT',
      [existing.id]: 'STUDENT',
    });
    const [after] = await t.db.select().from(processes).where(eq(processes.id, p.id));
    expect(after!.convocatoryId).toBe(c.id);

    // Assigning again adds nobody twice.
    expect((await put(`/api/process/${p.id}/convocatory/${c.id}`, undefined)).json().added).toBe(0);
  });

  it("refuses another client's convocatory and one not yet in selection", async () => {
    const p = await newProcess();
    const other = await createClient(t.db, { name: `Ajeno ${unique()}`, rut: '1-9' });
    const foreign = await convocatory('SELECTING', other.id);
    const wrong = await put(`/api/process/${p.id}/convocatory/${foreign.id}`, undefined);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(participantMessages.convocatoryOfAnotherClient);
    const open = await convocatory('OPEN');
    const early = await put(`/api/process/${p.id}/convocatory/${open.id}`, undefined);
    expect(early.statusCode).toBe(409);
    expect(
      (await put(`/api/process/${p.id}/convocatory/${await convocatory('FINALIZED').then((x) => x.id)}`, undefined))
        .statusCode,
    ).toBe(200);
  });
});

describe('invitations', () => {
  it('mails pending people a working link, counts mails up to the limit and skips those who answered', async () => {
    const p = await newProcess('DRAFT', { isMentorup: false, serviceTypes: ['NETWORKING', 'MENTORING'] });
    const m = await mentor();
    const answered = await mentor();
    await addParticipant(p.id, m.id, 'MENTOR');
    await addParticipant(p.id, answered.id, 'MENTOR', { invitationStatus: 'APPROVED' });

    const res = await post(`/api/process/${p.id}/invite_mentors`, { mentorIds: [m.id, answered.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: processMessages.invitationsSent.MENTOR,
      invited: [m.id],
      alreadyAnswered: [answered.id],
      limitReached: [],
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.email));
    expect(mail!.subject).toBe(`Te invitamos a participar en ${p.name}`);
    const link = /(\S+\/process_invitation\/mentor\?\S+)/.exec(mail!.textBody)![1]!;
    const url = new URL(link);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(url.searchParams.get('processId')).toBe(p.id);
    expect(url.searchParams.get('service')).toBe('NETWORKING');
    const check = await t.app.inject({
      url: `/api/process/${p.id}/checkIfUserInvited?usertoken=${url.searchParams.get('usertoken')}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ isInvited: true, role: 'MENTOR', status: 'PENDING' });

    for (let i = 1; i < INVITATION_MAILS_MAX; i++) {
      expect((await post(`/api/process/${p.id}/invite_mentors`, { mentorIds: [m.id] })).json().invited).toEqual([m.id]);
    }
    const limited = await post(`/api/process/${p.id}/invite_mentors`, { mentorIds: [m.id] });
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toMatchObject({
      invited: [],
      limitReached: [m.id],
      message: processMessages.invitationLimit,
    });
    const [row] = await t.db
      .select()
      .from(processParticipants)
      .where(and(eq(processParticipants.processId, p.id), eq(processParticipants.userId, m.id)));
    expect(row!.invitationMailCount).toBe(INVITATION_MAILS_MAX);
    expect(row!.lastInvitedAt).not.toBeNull();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.email))).toHaveLength(
      INVITATION_MAILS_MAX,
    );

    const none = await post(`/api/process/${p.id}/invite_mentors`, { mentorIds: [answered.id] });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(processMessages.alreadyAnswered.MENTOR);
  });

  it('invites students under the second brand and refuses finalized processes', async () => {
    const p = await newProcess('KICKOFF', { isMentorup: true });
    const s = await createUser(t.db);
    await addParticipant(p.id, s.id, 'STUDENT');
    const res = await post(`/api/process/${p.id}/invite_students`, { studentIds: [s.id] });
    expect(res.json().message).toBe(processMessages.invitationsSent.STUDENT);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, s.email));
    expect(mail!.textBody).toContain('/process_invitation/student?usertoken=');
    expect(mail!.textBody).toContain('MentorUp');
    const f = await newProcess('FINALIZED');
    const refused = await post(`/api/process/${f.id}/invite_students`, { studentIds: [s.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(processMessages.notEditable);
  });
});

describe("the participant's answer", () => {
  async function invitedUser(role: ParticipantRole = 'STUDENT', password: string | null = null) {
    const p = await newProcess('KICKOFF');
    const user = role === 'MENTOR' ? await mentor('INTERNAL', password) : await createUser(t.db, { password });
    await addParticipant(p.id, user.id, role);
    const token = await tokens.sign({ userId: user.id, processId: p.id });
    return { p, user, token };
  }
  const accept = (processId: string, token: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/process/${processId}/accept_invitation?usertoken=${token}`,
      payload: payload as object,
    });

  it('asks to edit an incomplete profile and refuses to accept it', async () => {
    const { p, token } = await invitedUser();
    const check = await t.app.inject({
      url: `/api/process/${p.id}/checkIfUserInvited`,
      headers: { 'user-token': token },
    });
    expect(check.json()).toEqual({
      isInvited: true,
      role: 'STUDENT',
      status: 'PENDING',
      mustEditProfile: true,
      needsPassword: true,
    });
    const res = await accept(p.id, token, { password: 'nueva-clave-1', passwordConfirmation: 'nueva-clave-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(participantMessages.profileIncomplete);
  });

  it('sets the password, approves, and refuses to answer the approved invitation again', async () => {
    const { p, user, token } = await invitedUser();
    await completeProfile(user.id);
    const check = await t.app.inject({ url: `/api/process/${p.id}/checkIfUserInvited?usertoken=${token}` });
    expect(check.json().mustEditProfile).toBe(false);

    const noBody = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/accept_invitation?usertoken=${token}`,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.message).toBe(participantMessages.password);
    expect((await accept(p.id, token, { password: 'nueva-clave-1' })).json().error.message).toBe(
      participantMessages.passwordConfirmation,
    );
    const mismatch = await accept(p.id, token, { password: 'nueva-clave-1', passwordConfirmation: 'otra-clave-1' });
    expect(mismatch.json().error.message).toBe(validationMessages.passwordsDoNotMatch);
    const short = await accept(p.id, token, { password: 'corta', passwordConfirmation: 'corta' });
    expect(short.json().error.message).toBe(validationMessages.passwordMin);

    const ok = await accept(p.id, token, { password: 'nueva-clave-1', passwordConfirmation: 'nueva-clave-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(stored!.passwordHash, 'nueva-clave-1')).toBe(true);
    const [row] = await t.db
      .select()
      .from(processParticipants)
      .where(and(eq(processParticipants.processId, p.id), eq(processParticipants.userId, user.id)));
    expect(row!.invitationStatus).toBe('APPROVED');
    expect(row!.respondedAt).not.toBeNull();
    const again = await accept(p.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      type: participantErrorTypes.invitationAnswered,
      message: participantMessages.invitationAnswered,
    });
  });

  it('keeps an existing password and accepts a signed-in user without token', async () => {
    const { p, user } = await invitedUser('MENTOR', TEST_PASSWORD);
    await completeProfile(user.id);
    const session = await signIn(user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/accept_invitation`,
      headers: session.headers,
      payload: { password: 'ignorada-1234', passwordConfirmation: 'ignorada-1234' },
    });
    expect(res.json()).toEqual({ status: 'success' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(stored!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('rejects, and a rejected invitation cannot be accepted', async () => {
    const { p, user, token } = await invitedUser();
    await completeProfile(user.id);
    const rej = await t.app.inject({ method: 'PUT', url: `/api/process/${p.id}/reject_invitation?usertoken=${token}` });
    expect(rej.json()).toEqual({ status: 'rejected' });
    const res = await accept(p.id, token, { password: 'nueva-clave-1', passwordConfirmation: 'nueva-clave-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      type: participantErrorTypes.invitationAnswered,
      message: participantMessages.invitationAnswered,
    });
    const rejectedAgain = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/reject_invitation?usertoken=${token}`,
    });
    expect(rejectedAgain.statusCode).toBe(409);
  });

  it('keeps a paired participant of a process in progress in it when they try to reject', async () => {
    const p = await newProcess('IN_PROGRESS');
    const student = await createUser(t.db);
    const paired = await post(`/api/process/${p.id}/add_pairs_from_emails`, {
      pairs: [{ studentEmail: student.email, mentorEmail: (await mentor()).email }],
    });
    expect(paired.statusCode).toBe(201);
    const session = await signIn(student.email);

    const rej = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${p.id}/reject_invitation`,
      headers: session.headers,
    });
    expect(rej.statusCode).toBe(409);
    expect(rej.json().error).toEqual({
      type: participantErrorTypes.invitationAnswered,
      message: participantMessages.invitationAnswered,
    });
    const check = await t.app.inject({ url: `/api/process/${p.id}/checkIfUserInvited`, headers: session.headers });
    expect(check.json()).toMatchObject({ isInvited: true, status: 'APPROVED' });
  });

  it('refuses a removed participant the answer as an invitation no longer valid', async () => {
    const { p, token } = await invitedUser('STUDENT', TEST_PASSWORD);
    const [row] = await t.db.select().from(processParticipants).where(eq(processParticipants.processId, p.id));
    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(and(eq(processParticipants.processId, p.id), eq(processParticipants.userId, row!.userId)));
    const rej = await t.app.inject({ method: 'PUT', url: `/api/process/${p.id}/reject_invitation?usertoken=${token}` });
    expect(rej.statusCode).toBe(409);
    expect(rej.json().error.type).toBe(participantErrorTypes.invitationInvalid);
  });

  it("refuses another process's token, a forged one, and never takes it as an access token", async () => {
    const { p, token } = await invitedUser();
    const other = await invitedUser();
    expect((await accept(other.p.id, token)).statusCode).toBe(401);
    expect((await accept(p.id, `${token}x`)).statusCode).toBe(401);
    const forged = await createInvitationTokens('otro-secreto').sign({ userId: other.user.id, processId: p.id });
    expect((await accept(p.id, forged)).statusCode).toBe(401);
    const asBearer = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.statusCode).toBe(401);
    const noCaller = await t.app.inject({ url: `/api/process/${p.id}/checkIfUserInvited` });
    expect(noCaller.statusCode).toBe(401);
  });

  it('says not invited to someone outside the process and refuses finalized processes', async () => {
    const p = await newProcess('KICKOFF');
    const stranger = await createUser(t.db);
    const token = await tokens.sign({ userId: stranger.id, processId: p.id });
    const check = await t.app.inject({ url: `/api/process/${p.id}/checkIfUserInvited?usertoken=${token}` });
    expect(check.json()).toEqual({
      isInvited: false,
      role: null,
      status: null,
      mustEditProfile: false,
      needsPassword: false,
    });

    const f = await newProcess('FINALIZED');
    const s = await createUser(t.db);
    await addParticipant(f.id, s.id, 'STUDENT');
    const ft = await tokens.sign({ userId: s.id, processId: f.id });
    const res = await accept(f.id, ft);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(processMessages.notEditable);
  });
});
