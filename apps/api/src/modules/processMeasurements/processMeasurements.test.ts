import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  MDI_RESENDS_MAX,
  processMeasurementMessages as m,
  processAreaMessages,
  processMessages,
  type InvitationStatus,
  type MdiSubType,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  mdiMeasurements,
  mdis,
  processes,
  processMeasurementSends,
  questionaryInvitations,
} from '../../db/schema';
import { createParticipant, createProcess, unique, type TestSession } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { getOrCreateSetting, newSecret } from '../../db/settings';
import { createAnswerTokens } from '../answers';
import { createProcessMeasurementsRepository } from './processMeasurements.repository';
import { createProcessMeasurementsService } from './processMeasurements.service';

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
let mdiId: string;

beforeAll(async () => {
  ({ admin, member, clientId, companyAdmin, otherCompanyAdmin } = await processAreaSessions(t.app, t.db));
  // Four measurements; the first without its own sub-type takes its position's (BASELINE).
  const [mdi] = await t.db
    .insert(mdis)
    .values({ name: `MDI ${unique()}` })
    .returning();
  mdiId = mdi!.id;
  await t.db.insert(mdiMeasurements).values([
    { mdiId, position: 0, name: 'Inicio', subType: null },
    { mdiId, position: 1, name: 'Cierre', subType: 'POST_PROCESS' },
    { mdiId, position: 2, name: 'Seis', subType: 'POST_PROCESS_SIX_MONTH' },
    { mdiId, position: 3, name: 'Doce', subType: 'POST_PROCESS_TWELVE_MONTH' },
  ]);
});

async function newProcess(status: ProcessStatus = 'KICKOFF', overrides: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, {
    name: `Taller ${unique()}`,
    status,
    serviceTypes: ['WORKSHOP'],
    clientId,
    mdiId,
    estimatedStartDate: isoDate(new Date()),
    estimatedEndDate: isoDate(new Date(Date.now() + 90 * DAY)),
    ...overrides,
  });
}

async function participant(
  processId: string,
  role: ParticipantRole,
  invitationStatus: InvitationStatus = 'APPROVED',
  removed = false,
) {
  return createParticipant(t.db, { processId, role, invitationStatus, removedAt: removed ? new Date() : null });
}

const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const send = (processId: string, entitySubType: MdiSubType, headers?: Record<string, string>) =>
  post(`/api/process/${processId}/mdi`, { entitySubType }, headers);
const resend = (processId: string, entitySubType: MdiSubType, headers?: Record<string, string>) =>
  post(`/api/process/${processId}/resend-mdi`, { entitySubType }, headers);
const list = (processId: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/process/${processId}/measurements`, headers });
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

async function invitations(processId: string) {
  return t.db
    .select()
    .from(questionaryInvitations)
    .where(and(eq(questionaryInvitations.processId, processId), eq(questionaryInvitations.entityType, 'MDI')));
}
async function mailsTo(emails: string[]) {
  if (!emails.length) return [];
  return t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
}
async function setStatus(processId: string, status: ProcessStatus) {
  await t.db.update(processes).set({ status }).where(eq(processes.id, processId));
}

describe('POST /api/process/{id}/mdi', () => {
  it('sends the baseline in pre-kickoff to every confirmed, not removed participant, in one go', async () => {
    const p = await newProcess();
    const mentor = await participant(p.id, 'MENTOR');
    const mentee = await participant(p.id, 'STUDENT');
    const pending = await participant(p.id, 'STUDENT', 'PENDING');
    const rejected = await participant(p.id, 'STUDENT', 'REJECTED');
    const removed = await participant(p.id, 'MENTOR', 'APPROVED', true);

    const res = await send(p.id, 'BASELINE');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.sent, subType: 'BASELINE', invitationsCreated: 2, mailsSent: 2 });

    const rows = await invitations(p.id);
    expect(rows.map((r) => [r.userId, r.userRole, r.entitySubType, r.status]).sort()).toEqual(
      [
        [mentor.id, 'MENTOR', 'BASELINE', 'SENT'],
        [mentee.id, 'STUDENT', 'BASELINE', 'SENT'],
      ].sort(),
    );
    const [baseline] = await t.db
      .select()
      .from(mdiMeasurements)
      .where(and(eq(mdiMeasurements.mdiId, mdiId), eq(mdiMeasurements.position, 0)));
    expect(rows.every((r) => r.mdiMeasurementId === baseline!.id)).toBe(true);

    const mails = await mailsTo([mentor.email, mentee.email, pending.email, rejected.email, removed.email]);
    expect(mails.map((x) => x.toAddress).sort()).toEqual([mentor.email, mentee.email].sort());
    expect(mails.every((x) => x.subject === m.mailSubject)).toBe(true);
    // Each person's mail links to their own invitation, answerable by the link's token without signing in.
    for (const mail of mails) {
      const own = rows.find((r) => r.userId === (mail.toAddress === mentor.email ? mentor.id : mentee.id))!;
      const link = new RegExp(`${t.config.publicUrl}/answer/${own.id}\\?usertoken=([\\w.-]+)`).exec(mail.textBody);
      expect(link).not.toBeNull();
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/questionary-invitations/${own.id}?usertoken=${link![1]}`,
      });
      expect(view.statusCode).toBe(200);
      expect(view.json().subTypeLabel).toBe('Línea base');
    }

    const [sendRow] = await t.db
      .select()
      .from(processMeasurementSends)
      .where(eq(processMeasurementSends.processId, p.id));
    expect(sendRow).toMatchObject({ subType: 'BASELINE', resendCount: 0 });
  });

  it('refuses to send the same measurement twice', async () => {
    const p = await newProcess();
    await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    const again = await send(p.id, 'BASELINE');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.alreadySent);
    expect(await invitations(p.id)).toHaveLength(1);
  });

  it('sends the measurements in order, later ones only once the process runs', async () => {
    const p = await newProcess();
    await participant(p.id, 'STUDENT');

    const early = await send(p.id, 'POST_PROCESS');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(m.outOfOrder);

    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    const inKickoff = await send(p.id, 'POST_PROCESS');
    expect(inKickoff.statusCode).toBe(409);
    expect(errorOf(inKickoff)).toBe(m.laterStatus);

    await setStatus(p.id, 'IN_PROGRESS');
    const skipping = await send(p.id, 'POST_PROCESS_SIX_MONTH');
    expect(skipping.statusCode).toBe(409);
    expect(errorOf(skipping)).toBe(m.outOfOrder);
    expect((await send(p.id, 'POST_PROCESS')).statusCode).toBe(201);

    await setStatus(p.id, 'FINALIZED');
    expect((await send(p.id, 'POST_PROCESS_SIX_MONTH')).statusCode).toBe(201);
    expect((await send(p.id, 'POST_PROCESS_TWELVE_MONTH')).statusCode).toBe(201);
    const subTypes = (await invitations(p.id)).map((r) => r.entitySubType).sort();
    expect(subTypes).toEqual(['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH']);
  });

  it.each([
    ['DRAFT', 409, m.baselineStatus],
    ['FINALIZED', 409, m.baselineStatus],
    ['IN_PROGRESS', 201, null],
  ] as const)('the baseline in %s answers %i', async (status, code, message) => {
    const p = await newProcess(status);
    const res = await send(p.id, 'BASELINE');
    expect(res.statusCode).toBe(code);
    if (message) expect(errorOf(res)).toBe(message);
  });

  it('refuses a process without MDI, a sub-type the MDI lacks, an unknown sub-type and a missing process', async () => {
    const withoutMdi = await newProcess('KICKOFF', { mdiId: null });
    const noMdi = await send(withoutMdi.id, 'BASELINE');
    expect(noMdi.statusCode).toBe(400);
    expect(errorOf(noMdi)).toBe(m.noMdi);

    const [short] = await t.db
      .insert(mdis)
      .values({ name: `Corto ${unique()}` })
      .returning();
    await t.db.insert(mdiMeasurements).values({ mdiId: short!.id, position: 0, name: 'Base' });
    const p = await newProcess('IN_PROGRESS', { mdiId: short!.id });
    const missing = await send(p.id, 'POST_PROCESS');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(m.notInMdi);

    const bad = await post(`/api/process/${p.id}/mdi`, { entitySubType: 'WHATEVER' });
    expect(bad.statusCode).toBe(400);
    const none = await send('00000000-0000-4000-8000-000000000000', 'BASELINE');
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toBe(processAreaMessages.notFound);
  });

  it('is for admins only', async () => {
    const p = await newProcess();
    expect((await send(p.id, 'BASELINE', member.headers)).statusCode).toBe(403);
    expect((await send(p.id, 'BASELINE', companyAdmin.headers)).statusCode).toBe(403);
    expect((await send(p.id, 'BASELINE', {})).statusCode).toBe(401);
    expect(await invitations(p.id)).toHaveLength(0);
  });

  it('lets a grouped process with an MDI start once its baseline was sent', async () => {
    const p = await newProcess('KICKOFF');
    await participant(p.id, 'STUDENT');
    const put = () => t.app.inject({ method: 'PUT', url: `/api/process/${p.id}/start`, headers: admin.headers });
    const refused = await put();
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(processMessages.baselineMustBeSent);
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    const started = await put();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ process: { status: 'IN_PROGRESS' } });
  });
});

describe('POST /api/process/{id}/resend-mdi', () => {
  it('mails who has not answered, invites newly confirmed participants, and counts up to 2 resends', async () => {
    const p = await newProcess();
    const answered = await participant(p.id, 'MENTOR');
    const waiting = await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    await t.db
      .update(questionaryInvitations)
      .set({ status: 'COMPLETED', completedAt: new Date() })
      .where(and(eq(questionaryInvitations.processId, p.id), eq(questionaryInvitations.userId, answered.id)));
    const late = await participant(p.id, 'STUDENT');

    const res = await resend(p.id, 'BASELINE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.resent, subType: 'BASELINE', invitationsCreated: 1, mailsSent: 2 });
    expect((await mailsTo([answered.email])).length).toBe(1);
    expect((await mailsTo([waiting.email])).length).toBe(2);
    expect((await mailsTo([late.email])).length).toBe(1);
    expect(await invitations(p.id)).toHaveLength(3);

    expect((await resend(p.id, 'BASELINE')).statusCode).toBe(200);
    const third = await resend(p.id, 'BASELINE');
    expect(third.statusCode).toBe(409);
    expect(errorOf(third)).toBe(m.resendsExhausted);
    const [row] = await t.db.select().from(processMeasurementSends).where(eq(processMeasurementSends.processId, p.id));
    expect(row!.resendCount).toBe(MDI_RESENDS_MAX);
  });

  it('refuses a measurement not sent yet', async () => {
    const p = await newProcess();
    const res = await resend(p.id, 'BASELINE');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.notSent);
  });

  it('refuses once 14 days have passed since the start (startDate, else the estimated start)', async () => {
    const p = await newProcess('KICKOFF', { estimatedStartDate: isoDate(new Date(Date.now() - 13 * DAY)) });
    await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    expect((await resend(p.id, 'BASELINE')).statusCode).toBe(200);

    await t.db
      .update(processes)
      .set({ estimatedStartDate: isoDate(new Date(Date.now() - 14 * DAY)) })
      .where(eq(processes.id, p.id));
    const late = await resend(p.id, 'BASELINE');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe(m.resendTimedOut);

    // The actual start wins over the estimate.
    await t.db
      .update(processes)
      .set({ startDate: new Date(Date.now() - 2 * DAY) })
      .where(eq(processes.id, p.id));
    expect((await resend(p.id, 'BASELINE')).statusCode).toBe(200);
    await t.db
      .update(processes)
      .set({ startDate: new Date(Date.now() - 20 * DAY) })
      .where(eq(processes.id, p.id));
    expect((await resend(p.id, 'BASELINE')).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const p = await newProcess();
    await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    expect((await resend(p.id, 'BASELINE', member.headers)).statusCode).toBe(403);
    expect((await resend(p.id, 'BASELINE', companyAdmin.headers)).statusCode).toBe(403);
  });
});

describe('state checks under the locks of the write', () => {
  /** The measurements service, with a repository whose `findProcess` lets an admin change the process right after. */
  async function serviceWhere(changeAfterRead: () => Promise<unknown>) {
    const secret = t.config.jwtSecret ?? (await getOrCreateSetting(t.db, 'jwt_secret', newSecret));
    return createProcessMeasurementsService({
      repository: changedAfterRead(createProcessMeasurementsRepository(t.db), 'findProcess', changeAfterRead),
      answerTokens: createAnswerTokens(secret),
      mailer: { send: async () => {}, retry: async () => false },
      config: t.config,
      log: t.app.log,
    });
  }
  const sendsOf = (processId: string) =>
    t.db.select().from(processMeasurementSends).where(eq(processMeasurementSends.processId, processId));

  it('the baseline is not sent when the process went back to draft after its first check', async () => {
    const p = await newProcess('KICKOFF');
    await participant(p.id, 'STUDENT');
    const backToDraft = () => setStatus(p.id, 'DRAFT');
    await expect((await serviceWhere(backToDraft)).send(p.id, 'BASELINE')).rejects.toMatchObject({
      statusCode: 409,
      message: m.baselineStatus,
    });
    expect(await invitations(p.id)).toEqual([]);
    expect(await sendsOf(p.id)).toEqual([]);
  });

  it('the baseline is not resent when the start moved past the time limit after its first check', async () => {
    const p = await newProcess('KICKOFF');
    await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    const startedLongAgo = () =>
      t.db
        .update(processes)
        .set({ startDate: new Date(Date.now() - 20 * DAY) })
        .where(eq(processes.id, p.id));
    await expect((await serviceWhere(startedLongAgo)).resend(p.id, 'BASELINE')).rejects.toMatchObject({
      statusCode: 409,
      message: m.resendTimedOut,
    });
    expect((await sendsOf(p.id)).map((row) => row.resendCount)).toEqual([0]);
  });
});

describe('GET /api/process/{id}/measurements', () => {
  it('lists the measurements in order with their send, answers and what can be done', async () => {
    const p = await newProcess();
    const a = await participant(p.id, 'MENTOR');
    await participant(p.id, 'STUDENT');
    const before = await list(p.id);
    expect(before.statusCode, before.body).toBe(200);
    const b = before.json();
    expect(b.mdi).toMatchObject({ mdiId });
    expect(b.measurements.map((x: { subType: string }) => x.subType)).toEqual([
      'BASELINE',
      'POST_PROCESS',
      'POST_PROCESS_SIX_MONTH',
      'POST_PROCESS_TWELVE_MONTH',
    ]);
    expect(b.measurements[0]).toMatchObject({
      label: 'Línea base',
      name: 'Inicio',
      sent: null,
      canSend: true,
      sendBlockedReason: null,
      canResend: false,
      resendBlockedReason: m.notSent,
    });
    expect(b.measurements[1]).toMatchObject({ canSend: false, sendBlockedReason: m.outOfOrder });

    await send(p.id, 'BASELINE');
    await t.db
      .update(questionaryInvitations)
      .set({ status: 'COMPLETED' })
      .where(and(eq(questionaryInvitations.processId, p.id), eq(questionaryInvitations.userId, a.id)));
    const after = (await list(p.id)).json();
    expect(after.measurements[0]).toMatchObject({
      sent: { resendCount: 0 },
      invitationsSent: 2,
      invitationsCompleted: 1,
      canSend: false,
      canResend: true,
      resendBlockedReason: null,
    });
    expect(after.measurements[1]).toMatchObject({ canSend: false, sendBlockedReason: m.laterStatus });
  });

  it('answers an empty list for a process without MDI', async () => {
    const p = await newProcess('DRAFT', { mdiId: null });
    const res = await list(p.id);
    expect(res.json()).toMatchObject({ mdi: null, measurements: [] });
  });

  it("lets a company admin read its client's processes only; members not at all", async () => {
    const p = await newProcess();
    expect((await list(p.id, companyAdmin.headers)).statusCode).toBe(200);
    expect((await list(p.id, otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await list(p.id, member.headers)).statusCode).toBe(403);
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /api/process/{id}/mdi/status', () => {
  const put = (processId: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/process/${processId}/mdi/status`, payload: payload as object, headers });

  it("lets an admin count a participant's measurement as answered and open it again", async () => {
    const p = await newProcess();
    const mentee = await participant(p.id, 'STUDENT');
    expect((await send(p.id, 'BASELINE')).statusCode).toBe(201);
    const completed = await put(p.id, { entitySubType: 'BASELINE', userId: mentee.id, status: 'COMPLETED' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().message).toBe('Medición marcada como respondida');
    const listed = (await list(p.id)).json().measurements.find((x: { subType: string }) => x.subType === 'BASELINE');
    expect(listed.invitationsCompleted).toBe(1);
    expect((await invitations(p.id))[0]!.status).toBe('COMPLETED');

    const reopened = await put(p.id, { entitySubType: 'BASELINE', userId: mentee.id, status: 'SENT' });
    expect(reopened.statusCode).toBe(200);
    expect((await invitations(p.id))[0]!.status).toBe('SENT');
  });

  it('answers 404 for someone without that measurement, and refuses non-admins before validating', async () => {
    const p = await newProcess();
    const mentee = await participant(p.id, 'STUDENT');
    const missing = await put(p.id, { entitySubType: 'BASELINE', userId: mentee.id, status: 'COMPLETED' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toBe('Esta participante no tiene esa medición en el proceso');
    expect((await put(p.id, {}, member.headers)).statusCode).toBe(403);
    expect((await put(p.id, {}, companyAdmin.headers)).statusCode).toBe(403);
    expect((await put(p.id, {}, {})).statusCode).toBe(401);
  });
});
