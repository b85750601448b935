import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  convocatoryMessages,
  processActions,
  processAreaMessages,
  processMessages,
  processStatuses,
  nextProcessStatus,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessStatus,
} from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dynamicMentorships,
  mailOutbox,
  mdis,
  mentorships,
  pairs,
  processCampuses,
  processes,
  processParticipants,
  questionaryBundles,
} from '../../db/schema';
import {
  createCampus,
  createClient,
  createPair,
  createParticipant,
  createUser,
  signIn as signInAs,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createConfiguredStorage } from '../../plugins/storage';
import { createProcessesRepository } from './processes.repository';
import { createProcessesService } from './processes.service';

const m = processMessages;
const a = processAreaMessages;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const signIn = (email: string) => signInAs(t.app, email);
type Session = Awaited<ReturnType<typeof signIn>>;

// ── Factories ─────────────────────────────────────────────────────────────────────────────────────────

const unique = () => randomBytes(4).toString('hex');

async function newClient() {
  return createClient(t.db);
}
async function companyAdminOf(clientId: string) {
  const user = await createUser(t.db, { roles: ['COMPANY_ADMIN'], name: 'Carolina', clientId: clientId });
  return { user, session: await signIn(user.email) };
}
async function newGuide() {
  const [row] = await t.db
    .insert(mentorships)
    .values({ name: `Pauta ${unique()}` })
    .returning();
  return row!;
}
async function newMdi() {
  const [row] = await t.db
    .insert(mdis)
    .values({ name: `MDI ${unique()}` })
    .returning();
  return row!;
}
async function newBundle(entityType = 'SESSION_FEEDBACK') {
  const [row] = await t.db
    .insert(questionaryBundles)
    .values({ name: `Feedback ${unique()}`, entityType })
    .returning();
  return row!;
}
async function newCampus(role: string) {
  return createCampus(t.db, { role });
}

let admin: Session;
let member: Session;
let ownerId: string;
let client: Awaited<ReturnType<typeof newClient>>;
let guide: Awaited<ReturnType<typeof newGuide>>;
let mdi: Awaited<ReturnType<typeof newMdi>>;
let bundle: Awaited<ReturnType<typeof newBundle>>;
beforeAll(async () => {
  const adminUser = await createUser(t.db, { roles: ['ADMIN'], name: 'Coordinadora' });
  ownerId = adminUser.id;
  admin = await signIn(adminUser.email);
  member = await signIn((await createUser(t.db, { roles: ['USER'] })).email);
  client = await newClient();
  guide = await newGuide();
  mdi = await newMdi();
  bundle = await newBundle();
});

const general = (overrides: Record<string, unknown> = {}) => ({
  name: `Mentoría ${unique()}`,
  clientId: client.id,
  serviceTypes: ['MENTORING'],
  mentorshipId: guide.id,
  mdiId: mdi.id,
  sessionsFeedbackBundleId: bundle.id,
  estimatedStartDate: '2026-03-01',
  estimatedEndDate: '2026-06-01',
  ownerId,
  ...overrides,
});

async function createProcess(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/process', ...admin, payload: general(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { processId: string; name: string; status: ProcessStatus };
}
const setStatus = (id: string, status: ProcessStatus) =>
  t.db.update(processes).set({ status }).where(eq(processes.id, id));

async function addParticipant(processId: string, role: ParticipantRole, status: InvitationStatus, removed = false) {
  return createParticipant(t.db, {
    processId,
    role,
    invitationStatus: status,
    removedAt: removed ? new Date() : null,
    user: { name: role === 'MENTOR' ? 'Mentora' : 'Mentee' },
  });
}

const put = (url: string, payload: unknown, session: Session = admin) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, ...session });
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

// ── Create ────────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/process', () => {
  it('creates a draft process with its references and completeness', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/process',
      ...admin,
      payload: general({ name: 'Mi proceso' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Mi proceso',
      status: 'DRAFT',
      serviceType: ['MENTORING'],
      client: { clientId: client.id },
      owner: { userId: ownerId },
      mentorship: { id: guide.id, name: guide.name },
      mdi: { id: mdi.id },
      sessionsFeedbackBundle: { id: bundle.id },
      mentorsCount: 0,
      studentsCount: 0,
      campusIds: [],
      completeness: { complete: false, missing: ['students', 'mentors'] },
    });
  });

  it('accepts a multipart form with a PNG logo', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const boundary = '----enlaza';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(general())}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/process',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().logoUrl).toMatch(/^\/api\/files\/processes\/.+\.png$/);
  });

  it('refuses a logo that is not a JPG or PNG by its content', async () => {
    const boundary = '----enlaza';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(general())}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      `no soy una imagen\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/process',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(convocatoryMessages.logoType);
  });

  it.each([
    ['name', { name: '' }, m.name],
    ['client', { clientId: 'x' }, m.client],
    ['unknown client', { clientId: '00000000-0000-4000-8000-000000000000' }, m.client],
    ['service types', { serviceTypes: [] }, m.serviceTypes],
    ['guide', { mentorshipId: null }, m.guide],
    ['unknown guide', { mentorshipId: '00000000-0000-4000-8000-000000000000' }, m.guide],
    [
      'unknown dynamic guide',
      { mentorshipId: null, dynamicMentorshipId: '00000000-0000-4000-8000-000000000000' },
      m.guide,
    ],
    ['mdi', { mdiId: null }, m.mdi],
    ['unknown mdi', { mdiId: '00000000-0000-4000-8000-000000000000' }, m.mdi],
    ['session feedback', { sessionsFeedbackBundleId: null }, m.sessionFeedback],
    [
      'unknown session feedback',
      { sessionsFeedbackBundleId: '00000000-0000-4000-8000-000000000000' },
      m.sessionFeedback,
    ],
    ['start date', { estimatedStartDate: '' }, m.startDate],
    ['end date', { estimatedEndDate: '' }, m.endDate],
    ['end before start', { estimatedEndDate: '2026-01-01' }, m.endBeforeStart],
    ['owner', { ownerId: undefined }, m.owner],
    ['unknown owner', { ownerId: '00000000-0000-4000-8000-000000000000' }, m.owner],
    [
      'specialty',
      { emprendeType: 'SPECIALTY', emprendeMainProcessId: '00000000-0000-4000-8000-000000000000' },
      m.specialty,
    ],
    ['main process', { emprendeType: 'SPECIALTY', specialtyName: 'Finanzas' }, m.mainProcess],
    [
      'unknown main process',
      {
        emprendeType: 'SPECIALTY',
        specialtyName: 'Finanzas',
        emprendeMainProcessId: '00000000-0000-4000-8000-000000000000',
      },
      m.mainProcess,
    ],
  ])('refuses a missing or invalid %s', async (_field, overrides, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/process', ...admin, payload: general(overrides) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(message);
  });

  it('refuses a session feedback bundle of another kind, a non-admin owner and a main process that is not MAIN', async () => {
    const mdiBundle = await newBundle('MDI');
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/process',
      ...admin,
      payload: general({ sessionsFeedbackBundleId: mdiBundle.id }),
    });
    expect(errorOf(res)).toBe(m.sessionFeedback);
    const notAdmin = await createUser(t.db, { roles: ['USER'] });
    res = await t.app.inject({
      method: 'POST',
      url: '/api/process',
      ...admin,
      payload: general({ ownerId: notAdmin.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.owner);
    const plain = await createProcess();
    const specialty = { emprendeType: 'SPECIALTY', specialtyName: 'Finanzas', emprendeMainProcessId: plain.processId };
    res = await t.app.inject({ method: 'POST', url: '/api/process', ...admin, payload: general(specialty) });
    expect(errorOf(res)).toBe(m.mainProcess);
    const main = await createProcess({ emprendeType: 'MAIN' });
    const created = await createProcess({ ...specialty, emprendeMainProcessId: main.processId });
    expect(created).toMatchObject({ emprendeType: 'SPECIALTY', emprendeMainProcessId: main.processId });
  });

  it('accepts a dynamic guide and a process without MDI', async () => {
    const [dynamic] = await t.db.insert(dynamicMentorships).values({ name: 'Dinámica', sessions: 4 }).returning();
    const created = await createProcess({
      mentorshipId: null,
      dynamicMentorshipId: dynamic!.id,
      mdiId: null,
      withoutMdi: true,
    });
    expect(created).toMatchObject({ dynamicMentorship: { id: dynamic!.id }, mdi: null, mentorship: null });
  });

  it("refuses a name the client's processes already have, ignoring case and surrounding spaces", async () => {
    const ownClient = await newClient();
    const first = await createProcess({ clientId: ownClient.id, name: 'Programa Líderes 2026' });
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/process', ...admin, payload: general(payload) });
    const again = await post({ clientId: ownClient.id, name: '  programa LÍDERES 2026 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ type: 'process_duplicate_name', message: a.duplicateName });
    expect((await post({ clientId: client.id, name: 'Programa Líderes 2026' })).statusCode).toBe(201);

    // A double submission: two requests at once create one process.
    const both = await Promise.all([
      post({ clientId: ownClient.id, name: 'Programa Doble' }),
      post({ clientId: ownClient.id, name: 'Programa Doble' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(processes).where(eq(processes.clientId, ownClient.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['Programa Doble', 'Programa Líderes 2026']);

    // Editing: another process's name is refused; keeping its own is not.
    const second = rows.find((r) => r.name === 'Programa Doble')!;
    const rename = await put(`/api/process/${second.id}`, {
      general: general({ clientId: ownClient.id, name: 'PROGRAMA líderes 2026' }),
    });
    expect(rename.statusCode).toBe(409);
    expect(errorOf(rename)).toBe(a.duplicateName);
    const keep = await put(`/api/process/${first.processId}`, {
      general: general({ clientId: ownClient.id, name: 'Programa Líderes 2026', ungrouped: true }),
    });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  it('is for admins only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/process', ...member, payload: general() })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/process', payload: general() })).statusCode).toBe(401);
  });
});

// ── Lists and report ──────────────────────────────────────────────────────────────────────────────────

describe('lists and report', () => {
  let listClient: Awaited<ReturnType<typeof newClient>>;
  const ids: string[] = [];
  beforeAll(async () => {
    listClient = await newClient();
    for (let i = 0; i < 12; i++) {
      const p = await createProcess({ clientId: listClient.id, name: `Lista ${i.toString().padStart(2, '0')}` });
      ids.push(p.processId);
    }
    await setStatus(ids[0]!, 'KICKOFF');
    await setStatus(ids[1]!, 'IN_PROGRESS');
    await setStatus(ids[2]!, 'FINALIZED');
    await addParticipant(ids[3]!, 'MENTOR', 'APPROVED');
    await addParticipant(ids[3]!, 'STUDENT', 'PENDING');
    await addParticipant(ids[3]!, 'STUDENT', 'APPROVED');
    await addParticipant(ids[3]!, 'STUDENT', 'APPROVED', true);
  });

  it('pages by 10, newest update first, with participant counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/process?clientId=${listClient.id}`, ...admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalDocs: 12, page: 1, limit: 10 });
    expect(body.docs).toHaveLength(10);
    expect(body.docs[0].name).toBe('Lista 11');
    const withPeople = body.docs.find((d: { processId: string }) => d.processId === ids[3]);
    expect(withPeople).toMatchObject({ mentorsCount: 1, studentsCount: 2 });
    const page2 = await t.app.inject({ method: 'GET', url: `/api/process?clientId=${listClient.id}&page=2`, ...admin });
    expect(page2.json()).toMatchObject({ totalDocs: 12, page: 2 });
    expect(page2.json().docs).toHaveLength(2);
    // Past the last page: no process, and still how many there are.
    const page3 = await t.app.inject({ method: 'GET', url: `/api/process?clientId=${listClient.id}&page=3`, ...admin });
    expect(page3.json()).toMatchObject({ docs: [], totalDocs: 12, page: 3 });
  });

  it('filters by status and name', async () => {
    let res = await t.app.inject({
      method: 'GET',
      url: `/api/process?clientId=${listClient.id}&status=KICKOFF`,
      ...admin,
    });
    expect(res.json().docs.map((d: { processId: string }) => d.processId)).toEqual([ids[0]]);
    res = await t.app.inject({ method: 'GET', url: `/api/process?clientId=${listClient.id}&name=lista 0`, ...admin });
    expect(res.json().totalDocs).toBe(10);
    res = await t.app.inject({ method: 'GET', url: '/api/process?name=%25', ...admin });
    expect(res.json().totalDocs).toBe(0);
  });

  it('lists only Emprende main processes when asked (for a specialty)', async () => {
    await t.db.update(processes).set({ emprendeType: 'MAIN' }).where(eq(processes.id, ids[5]!));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/process?clientId=${listClient.id}&emprendeMainProcesses=true`,
      ...admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.map((d: { processId: string }) => d.processId)).toEqual([ids[5]]);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/process?clientId=${listClient.id}&emprendeMainProcesses=false`,
      ...admin,
    });
    expect(all.json().totalDocs).toBe(12);
  });

  it('gives the most recently updated for the admin home', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/process/list-partial?processStatus=DRAFT&limit=5',
      ...admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    const dates = res.json().map((d: { updatedAt: string }) => d.updatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts processes per status and distinct participants per role', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/process/progress-report?clientId=${listClient.id}`,
      ...admin,
    });
    expect(res.json()).toEqual({
      totalProcesses: 12,
      draftProcesses: 9,
      kickoffProcesses: 1,
      inProgressProcesses: 1,
      finalizedProcesses: 1,
      mentorsCount: 1,
      studentsCount: 2,
    });
  });

  it('is for admins only', async () => {
    for (const url of ['/api/process', '/api/process/list-partial', '/api/process/progress-report']) {
      expect((await t.app.inject({ method: 'GET', url, ...member })).statusCode).toBe(403);
    }
  });
});

// ── Detail and edits ──────────────────────────────────────────────────────────────────────────────────

describe('detail and edits', () => {
  it("shows a process to admins and its own client's company admins only", async () => {
    const p = await createProcess();
    const own = await companyAdminOf(client.id);
    const other = await companyAdminOf((await newClient()).id);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...own.session })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...other.session })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/process/nope', ...admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/process/nope', ...member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}` })).statusCode).toBe(401);
  });

  it('edits general data in DRAFT and KICKOFF only', async () => {
    const p = await createProcess();
    let res = await put(`/api/process/${p.processId}`, { general: general({ name: 'Renombrado' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renombrado');
    res = await put(`/api/process/${p.processId}`, {
      general: general({ mdiId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(errorOf(res)).toBe(m.mdi);
    await setStatus(p.processId, 'KICKOFF');
    expect((await put(`/api/process/${p.processId}`, { general: general() })).statusCode).toBe(200);
    await setStatus(p.processId, 'IN_PROGRESS');
    res = await put(`/api/process/${p.processId}`, { general: general() });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(a.generalNotEditable);
  });

  it('edits owner and end date in progress, end not before start', async () => {
    const p = await createProcess();
    await setStatus(p.processId, 'IN_PROGRESS');
    const other = await createUser(t.db, { roles: ['ADMIN'] });
    let res = await put(`/api/process/${p.processId}`, { ownerId: other.id, estimatedEndDate: '2026-07-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ owner: { userId: other.id }, estimatedEndDate: '2026-07-01' });
    res = await put(`/api/process/${p.processId}`, { estimatedEndDate: '2026-01-01' });
    expect(errorOf(res)).toBe(m.endBeforeStart);
    res = await put(`/api/process/${p.processId}`, { ownerId: (await createUser(t.db)).id });
    expect(errorOf(res)).toBe(m.owner);
  });

  it('keeps a networking configuration for networking processes before they start', async () => {
    const networking = {
      businessAreaConfiguration: 'DISTINCT',
      businessPositionConfiguration: 'SIMILAR',
      interestTypeConfiguration: 'INDIFFERENT',
      regionConfiguration: 'INDIFFERENT',
      numberOfMatch: 3,
    };
    const mentoring = await createProcess();
    let res = await put(`/api/process/${mentoring.processId}`, { networking });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(a.networkingNotOffered);
    const p = await createProcess({ serviceTypes: ['NETWORKING'], mentorshipId: null, sessionsFeedbackBundleId: null });
    expect(p).toMatchObject({ completeness: { missing: ['students', 'networking'] } });
    res = await put(`/api/process/${p.processId}`, { networking });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ networking, completeness: { missing: ['students'] } });
    await setStatus(p.processId, 'IN_PROGRESS');
    res = await put(`/api/process/${p.processId}`, { networking });
    expect(res.statusCode).toBe(409);
  });

  it('needs campuses that together serve mentees and mentors', async () => {
    const p = await createProcess();
    const students = await newCampus('STUDENT');
    const mentors = await newCampus('MENTOR');
    const both = await newCampus('STUDENT_MENTOR');
    const url = `/api/process/${p.processId}/campus`;
    let res = await put(url, { campusIds: [students.id] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(m.campus);
    expect(errorOf(await put(url, { campusIds: [] }))).toBe(m.campus);
    expect(errorOf(await put(url, { campusIds: ['00000000-0000-4000-8000-000000000000'] }))).toBe(a.campusNotFound);
    res = await put(url, { campusIds: [students.id, mentors.id] });
    expect(res.statusCode).toBe(200);
    expect([...res.json().campusIds].sort()).toEqual([students.id, mentors.id].sort());
    res = await put(url, { campusIds: [both.id] });
    expect(res.json().campusIds).toEqual([both.id]);
    await setStatus(p.processId, 'IN_PROGRESS');
    expect((await put(url, { campusIds: [both.id] })).statusCode).toBe(409);
  });

  it('sets the date ranges of sessions 2..n of a mentoring process', async () => {
    const p = await createProcess();
    const url = `/api/process/${p.processId}/updateSessionsDateRanges`;
    const sessionsDates = [
      { sessionNumber: 3, start: '2026-04-01', end: '2026-04-15' },
      { sessionNumber: 2, start: '2026-03-15', end: '2026-03-30' },
    ];
    let res = await put(url, { sessionsDates });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: a.sessionsUpdated });
    const detail = await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...admin });
    expect(detail.json().sessionsDateRanges.map((s: { sessionNumber: number }) => s.sessionNumber)).toEqual([2, 3]);
    res = await put(url, { sessionsDates: [{ sessionNumber: 3, start: '2026-04-01', end: '2026-04-15' }] });
    expect(errorOf(res)).toBe(a.sessionNumbers);
    res = await put(url, { sessionsDates: [{ sessionNumber: 2, start: '2026-04-01', end: '2026-03-15' }] });
    expect(errorOf(res)).toBe(a.sessionEndBeforeStart);
    const workshop = await createProcess({
      serviceTypes: ['WORKSHOP'],
      mentorshipId: null,
      sessionsFeedbackBundleId: null,
    });
    res = await put(`/api/process/${workshop.processId}/updateSessionsDateRanges`, { sessionsDates });
    expect(errorOf(res)).toBe(a.sessionsOnlyMentoring);
    await setStatus(p.processId, 'IN_PROGRESS');
    expect((await put(url, { sessionsDates })).statusCode).toBe(200);
  });

  it('deletes drafts only', async () => {
    const p = await createProcess();
    await setStatus(p.processId, 'KICKOFF');
    let res = await t.app.inject({ method: 'DELETE', url: `/api/process/${p.processId}`, ...admin });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.deleteNotAllowed);
    await setStatus(p.processId, 'DRAFT');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/process/${p.processId}`, ...member })).statusCode).toBe(
      403,
    );
    res = await t.app.inject({ method: 'DELETE', url: `/api/process/${p.processId}`, ...admin });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...admin })).statusCode).toBe(404);
  });

  it('keeps a finalized process read-only', async () => {
    const p = await createProcess();
    const campus = await newCampus('STUDENT_MENTOR');
    await setStatus(p.processId, 'FINALIZED');
    const writes = [
      put(`/api/process/${p.processId}`, { general: general() }),
      put(`/api/process/${p.processId}`, { ownerId }),
      put(`/api/process/${p.processId}`, { estimatedEndDate: '2026-08-01' }),
      put(`/api/process/${p.processId}/campus`, { campusIds: [campus.id] }),
      put(`/api/process/${p.processId}/updateSessionsDateRanges`, { sessionsDates: [] }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.notEditable);
    }
    const res = await t.app.inject({ method: 'DELETE', url: `/api/process/${p.processId}`, ...admin });
    expect(res.statusCode).toBe(409);
    for (const action of ['kickoff', 'draft', 'start', 'finalize']) {
      expect((await put(`/api/process/${p.processId}/${action}`, {})).statusCode).toBe(409);
    }
  });
});

// ── Lifecycle ─────────────────────────────────────────────────────────────────────────────────────────

/** A process whose transitions are not held back by any requirement: ungrouped, workshop only, no MDI. */
const unhindered = {
  serviceTypes: ['WORKSHOP'],
  mentorshipId: null,
  sessionsFeedbackBundleId: null,
  mdiId: null,
  withoutMdi: true,
  ungrouped: true,
};

describe('lifecycle', () => {
  const cases = processStatuses.flatMap((from) => processActions.map((action) => [from, action] as const));
  it.each(cases)('from %s, %s', async (from, action) => {
    const p = await createProcess(unhindered);
    await addParticipant(p.processId, 'STUDENT', 'APPROVED');
    await setStatus(p.processId, from);
    const res = await put(`/api/process/${p.processId}/${action}`, {});
    const to = nextProcessStatus(from, action);
    const [row] = await t.db.select().from(processes).where(eq(processes.id, p.processId));
    if (to) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().process.status).toBe(to);
      expect(row!.status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe(m.transitionNotAllowed(from, action));
      expect(row!.status).toBe(from);
    }
  });

  it('refuses an unknown action and non-admins', async () => {
    const p = await createProcess(unhindered);
    // A path that names no action names nothing: 404, like a missing process.
    expect((await put(`/api/process/${p.processId}/launch`, {})).statusCode).toBe(404);
    expect((await put(`/api/process/${p.processId}/kickoff`, {}, member)).statusCode).toBe(403);
  });

  it('moves to pre-kickoff only when complete', async () => {
    const p = await createProcess();
    const res = await put(`/api/process/${p.processId}/kickoff`, {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(a.incomplete(['mentees', 'mentores/as']));
  });

  it('moves a grouped mentoring process to pre-kickoff once every mentor and mentee confirmed, in equal numbers', async () => {
    const p = await createProcess();
    const url = `/api/process/${p.processId}/kickoff`;
    const pendingMentor = await addParticipant(p.processId, 'MENTOR', 'PENDING');
    await addParticipant(p.processId, 'STUDENT', 'APPROVED');
    await addParticipant(p.processId, 'STUDENT', 'PENDING');
    let res = await put(url, {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(m.mentorsMustConfirm);
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'APPROVED' })
      .where(eq(processParticipants.userId, pendingMentor.id));
    expect(errorOf(await put(url, {}))).toBe(m.countsMustMatch);
    await addParticipant(p.processId, 'MENTOR', 'APPROVED');
    // A removed mentor does not count.
    await addParticipant(p.processId, 'MENTOR', 'PENDING', true);
    expect(errorOf(await put(url, {}))).toBe(m.menteesMustConfirm);
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'APPROVED' })
      .where(eq(processParticipants.processId, p.processId));
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'REJECTED' })
      .where(eq(processParticipants.processId, p.processId));
    // Rejected people still take part in the counts until removed.
    expect(errorOf(await put(url, {}))).toBe(m.mentorsMustConfirm);
    await t.db
      .update(processParticipants)
      .set({ invitationStatus: 'APPROVED' })
      .where(eq(processParticipants.processId, p.processId));
    res = await put(url, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.toKickoffConfirmed, process: { status: 'KICKOFF' } });
  });

  it('lets an ungrouped mentoring process skip the confirmation checks', async () => {
    const p = await createProcess({ ungrouped: true });
    await addParticipant(p.processId, 'MENTOR', 'PENDING');
    await addParticipant(p.processId, 'STUDENT', 'PENDING');
    await addParticipant(p.processId, 'STUDENT', 'PENDING');
    const res = await put(`/api/process/${p.processId}/kickoff`, {});
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a grouped mentoring process needs pairs', {}, m.pairsMustExist],
    [
      'a networking process needs matches',
      { serviceTypes: ['NETWORKING'], mentorshipId: null, sessionsFeedbackBundleId: null, ungrouped: true },
      m.matchesMustExist,
    ],
    [
      'a grouped process with an MDI needs the baseline',
      { serviceTypes: ['WORKSHOP'], mentorshipId: null, sessionsFeedbackBundleId: null },
      m.baselineMustBeSent,
    ],
  ])('refuses to start: %s', async (_case, overrides, message) => {
    const p = await createProcess(overrides);
    await setStatus(p.processId, 'KICKOFF');
    const res = await put(`/api/process/${p.processId}/start`, {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(message);
  });

  it('names the confirmed mentees left without a pair and starts only once the admin confirms', async () => {
    const p = await createProcess({ mdiId: null, withoutMdi: true });
    const person = async (name: string, role: ParticipantRole, status: InvitationStatus = 'APPROVED') => {
      return createParticipant(t.db, { processId: p.processId, role, invitationStatus: status, user: { name } });
    };
    const paired = await person('Ana', 'STUDENT');
    const mentor = await person('Marta', 'MENTOR');
    await person('Zoe', 'STUDENT');
    await person('Beatriz', 'STUDENT');
    await person('Marcela', 'MENTOR');
    // Someone who never confirmed is not in the process yet, so she is not named.
    await person('Pendiente', 'STUDENT', 'PENDING');
    await createPair(t.db, { processId: p.processId, studentId: paired.id, mentorId: mentor.id });
    await setStatus(p.processId, 'KICKOFF');

    const refused = await put(`/api/process/${p.processId}/start`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      type: 'process_start_unpaired',
      message:
        'Quedan 2 mentees sin dupla: Beatriz Usuaria, Zoe Usuaria. Para iniciar el proceso de todos modos, confírmalo.',
      details: ['Beatriz Usuaria', 'Zoe Usuaria'],
    });
    expect((await t.db.select().from(processes).where(eq(processes.id, p.processId)))[0]!.status).toBe('KICKOFF');

    const confirmed = await put(`/api/process/${p.processId}/start?confirmUnpaired=true`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: m.started, process: { status: 'IN_PROGRESS' } });
  });

  it('starts an ungrouped process and tells the company admins and the confirmed participants', async () => {
    const startClient = await newClient();
    const companyAdmin = await companyAdminOf(startClient.id);
    const p = await createProcess({
      clientId: startClient.id,
      ungrouped: true,
      isMentorup: true,
      name: 'Programa Sol',
    });
    const mentor = await addParticipant(p.processId, 'MENTOR', 'APPROVED');
    const mentee = await addParticipant(p.processId, 'STUDENT', 'APPROVED');
    const pending = await addParticipant(p.processId, 'STUDENT', 'PENDING');
    const removed = await addParticipant(p.processId, 'STUDENT', 'APPROVED', true);
    await setStatus(p.processId, 'KICKOFF');
    const res = await put(`/api/process/${p.processId}/start`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.started, process: { status: 'IN_PROGRESS' } });
    expect(res.json().process.startDate).not.toBeNull();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.toAddress, [
          companyAdmin.user.email,
          mentor.email,
          mentee.email,
          pending.email,
          removed.email,
        ]),
      );
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [companyAdmin.user.email, mentor.email, mentee.email].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Comienza el programa Programa Sol');
      expect(mail.fromAddress).toBe(t.config.secondBrandMailFrom);
    }
  });

  it("keeps the programme's fantasy name, which its certificates print", async () => {
    const p = await createProcess({ ...unhindered, fantasyName: '  Mujeres que Lideran ' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/process/${p.processId}`, ...admin });
    expect(detail.json().fantasyName).toBe('Mujeres que Lideran');
    const unnamed = await createProcess({ ...unhindered, fantasyName: '' });
    const without = await t.app.inject({ method: 'GET', url: `/api/process/${unnamed.processId}`, ...admin });
    expect(without.json().fantasyName).toBeNull();
  });

  it('finalizes an ongoing process and records its end', async () => {
    const p = await createProcess(unhindered);
    await setStatus(p.processId, 'IN_PROGRESS');
    const res = await put(`/api/process/${p.processId}/finalize`, {});
    expect(res.json()).toMatchObject({ message: m.finalized, process: { status: 'FINALIZED' } });
    expect(res.json().process.endDate).not.toBeNull();
  });

  it('turns a pre-kickoff process back into a draft', async () => {
    const p = await createProcess();
    await setStatus(p.processId, 'KICKOFF');
    const res = await put(`/api/process/${p.processId}/draft`, {});
    expect(res.json()).toMatchObject({ message: m.toDraft, process: { status: 'DRAFT' } });
  });
});

describe('state checks under the locks of the write', () => {
  /** The processes service, with a repository whose `read` lets someone else change the process right after it. */
  function serviceWhere(changeAfterRead: () => Promise<unknown>, read: 'participantTally' | 'unpairedMenteeNames') {
    return createProcessesService({
      repository: changedAfterRead(createProcessesRepository(t.db), read, changeAfterRead),
      storage: createConfiguredStorage(t.config),
      mailer: { send: async () => {}, retry: async () => false },
      notificationsService: { notify: async () => {} },
      pairAnnouncements: { published: async () => {} },
      certificates: { issueOnFinalization: async () => 0 },
      config: t.config,
      log: t.app.log,
    });
  }
  const statusOf = async (id: string) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!.status;

  it('starting is refused when the pairs were deleted after its first check, and the process stays in pre-kickoff', async () => {
    const p = await createProcess({ mdiId: null, withoutMdi: true });
    const mentee = await addParticipant(p.processId, 'STUDENT', 'APPROVED');
    const mentor = await addParticipant(p.processId, 'MENTOR', 'APPROVED');
    await createPair(t.db, { processId: p.processId, studentId: mentee.id, mentorId: mentor.id });
    await setStatus(p.processId, 'KICKOFF');
    const pairsDeleted = () => t.db.delete(pairs).where(eq(pairs.processId, p.processId));
    await expect(
      serviceWhere(pairsDeleted, 'unpairedMenteeNames').transition(p.processId, 'start'),
    ).rejects.toMatchObject({ statusCode: 409, message: m.pairsMustExist });
    expect(await statusOf(p.processId)).toBe('KICKOFF');
  });

  it('pre-kickoff is refused when an invitation became pending after its first check, and the process stays a draft', async () => {
    const p = await createProcess();
    await addParticipant(p.processId, 'MENTOR', 'APPROVED');
    await addParticipant(p.processId, 'STUDENT', 'APPROVED');
    const mentorInvited = () => addParticipant(p.processId, 'MENTOR', 'PENDING');
    await expect(
      serviceWhere(mentorInvited, 'participantTally').transition(p.processId, 'kickoff'),
    ).rejects.toMatchObject({ statusCode: 409, message: m.mentorsMustConfirm });
    expect(await statusOf(p.processId)).toBe('DRAFT');
  });
});

// ── Company admins ────────────────────────────────────────────────────────────────────────────────────

describe('company admins', () => {
  it("see their own client's ongoing and finalized processes only", async () => {
    const ownClient = await newClient();
    const own = await companyAdminOf(ownClient.id);
    const ongoing = await createProcess({ clientId: ownClient.id });
    const done = await createProcess({ clientId: ownClient.id });
    const draft = await createProcess({ clientId: ownClient.id });
    const foreign = await createProcess();
    await setStatus(ongoing.processId, 'IN_PROGRESS');
    await setStatus(done.processId, 'FINALIZED');
    await setStatus(foreign.processId, 'IN_PROGRESS');
    const res = await t.app.inject({ method: 'GET', url: '/api/company-admins/me/processes', ...own.session });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ inProgressCount: 1, finalizedCount: 1 });
    expect(body.inProgress.map((p: { processId: string }) => p.processId)).toEqual([ongoing.processId]);
    expect(body.finalized.map((p: { processId: string }) => p.processId)).toEqual([done.processId]);

    const detail = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/company-admins/me/process/${id}`, ...own.session });
    expect((await detail(ongoing.processId)).statusCode).toBe(200);
    expect((await detail(draft.processId)).statusCode).toBe(200);
    expect((await detail(foreign.processId)).statusCode).toBe(403);
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/company-admins/me/processes', ...admin })).statusCode).toBe(
      403,
    );
  });
});

// ── Guards ────────────────────────────────────────────────────────────────────────────────────────────

describe('"used by a process" guards', () => {
  it('refuse deleting a client, guide, campus or MDI a process uses', async () => {
    const usedClient = await newClient();
    const usedGuide = await newGuide();
    const usedMdi = await newMdi();
    const usedCampus = await newCampus('STUDENT_MENTOR');
    const p = await createProcess({ clientId: usedClient.id, mentorshipId: usedGuide.id, mdiId: usedMdi.id });
    await t.db.insert(processCampuses).values({ processId: p.processId, campusId: usedCampus.id });
    const del = (url: string) => t.app.inject({ method: 'DELETE', url, ...admin });
    const cases = [
      [`/api/clients/${usedClient.id}`, a.usedBy.client],
      [`/api/mentorships/${usedGuide.id}`, a.usedBy.guide],
      [`/api/campus/${usedCampus.id}`, a.usedBy.campus],
      [`/api/mdi/${usedMdi.id}`, a.usedBy.mdi],
    ] as const;
    for (const [url, message] of cases) {
      const res = await del(url);
      expect(res.statusCode, url).toBe(409);
      expect(errorOf(res)).toBe(message);
    }
    // A guide in use is locked from editing as well.
    const edit = await put(`/api/mentorships/${usedGuide.id}`, {
      name: 'Otra pauta',
      mentorshipTypeIds: ['tag'],
      sessions: [{ title: 'Sesión 1', templateQuestionaryId: 'plantilla' }],
    });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toBe(a.usedBy.guide);
    // Once the draft is gone, each can be deleted.
    expect((await del(`/api/process/${p.processId}`)).statusCode).toBe(204);
    for (const [url] of cases) expect((await del(url)).statusCode, url).toBe(204);
  });
});
