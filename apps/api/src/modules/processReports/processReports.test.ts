import {
  pairingErrorTypes,
  processProgress,
  processReportMessages,
  type ParticipantRole,
  type ProcessStatus,
  type QuestionaryInvitationStatus,
  type SessionStatus,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventAttendances,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processEvents,
  users,
} from '../../db/schema';
import {
  addParticipant,
  createInvitation,
  createPair,
  createProcess,
  createUser,
  signIn as signInAs,
} from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { pdfStreams, pdfText } from '../../../test/pdfText';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { summaryPdf } from './processReports.documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let companyAdmin: Session;
let otherCompanyAdmin: Session;
let mentee: Session;
let clientId: string;
let guideId: string;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { roles: ['ADMIN'], name: 'Coordinadora' });
  admin = await signInAs(t.app, adminUser.email);
  ({ clientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
  mentee = await signInAs(t.app, (await createUser(t.db, { roles: ['USER'] })).email);
  const [guide] = await t.db
    .insert(mentorships)
    .values({ name: `Pauta ${unique()}` })
    .returning();
  guideId = guide!.id;
  await t.db
    .insert(mentorshipSessions)
    .values([1, 2, 3, 4].map((number) => ({ mentorshipId: guideId, number, title: `Sesión ${number}` })));
});

async function newProcess(status: ProcessStatus = 'IN_PROGRESS', name = `Mentoría ${unique()}`) {
  return createProcess(t.db, {
    name,
    status,
    clientId,
    mentorshipId: guideId,
    estimatedStartDate: '2026-12-01',
    estimatedEndDate: '2027-03-01',
    startDate: new Date('2026-12-01T12:00:00Z'),
  });
}

async function person(name: string, role: ParticipantRole, mentorType: 'INTERNAL' | 'EXTERNAL' = 'INTERNAL') {
  const user = await createUser(t.db, { roles: ['USER'], name, password: null });
  await t.db
    .update(users)
    .set({
      cellphone: '+56911111111',
      company: 'Acme',
      businessArea: 'Ventas',
      ...(role === 'MENTOR' ? { mentorshipInfo: { mentorType, mentorStatus: 'ACTIVE' as const } } : {}),
    })
    .where(eq(users.id, user.id));
  return user;
}

/** A pair with its participants and the given statuses for sessions 1..n. */
async function pairIn(
  processId: string,
  names: { student: string; mentor: string },
  statuses: SessionStatus[],
  options: {
    mentorType?: 'INTERNAL' | 'EXTERNAL';
    disabled?: boolean;
    /** The guide's status per session (1..n); a session left out was never opened. */
    guides?: QuestionaryInvitationStatus[];
  } = {},
) {
  const student = await person(names.student, 'STUDENT');
  const mentor = await person(names.mentor, 'MENTOR', options.mentorType);
  await addParticipant(t.db, { processId, userId: student.id, role: 'STUDENT', invitationMailCount: 1 });
  await addParticipant(t.db, { processId, userId: mentor.id, role: 'MENTOR', invitationMailCount: 2 });
  const pair = await createPair(t.db, {
    processId,
    studentId: student.id,
    mentorId: mentor.id,
    affinity: 81.6,
    disabled: !!options.disabled,
    sessions: statuses.map((status) => ({
      status,
      scheduleDate: status === 'PENDING_NO_DATE' ? null : new Date('2026-12-10T13:30:00Z'),
      completedAt: status === 'COMPLETED' ? new Date('2026-12-10T15:00:00Z') : null,
    })),
  });
  for (const [i, guideStatus] of (options.guides ?? []).entries()) {
    const invitation = await createInvitation(t.db, {
      processId,
      pairId: pair.id,
      userRole: 'ANY',
      entityType: 'MENTORSHIP_GUIDE',
      entitySubType: String(i + 1),
      status: guideStatus,
    });
    await t.db
      .update(pairSessions)
      .set({ templateInvitationId: invitation.id })
      .where(and(eq(pairSessions.pairId, pair.id), eq(pairSessions.sessionNumber, i + 1)));
  }
  return { pair, student, mentor };
}

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}
const sheetRows = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

describe('GET /api/process/{id}/tracking', () => {
  it('computes progress over active pairs × guide sessions, pages 5 pairs and searches by name', async () => {
    const p = await newProcess();
    await pairIn(p.id, { student: 'Ana', mentor: 'Berta' }, ['COMPLETED', 'REALIZED', 'PENDING_AND_SCHEDULED'], {
      guides: ['COMPLETED', 'SENT'],
    });
    await pairIn(p.id, { student: 'Carla', mentor: 'Dora' }, ['COMPLETED']);
    // A disabled pair's sessions do not count (spec 001 §4).
    await pairIn(p.id, { student: 'Elena', mentor: 'Fabiola' }, ['COMPLETED', 'COMPLETED'], { disabled: true });
    for (let i = 0; i < 4; i += 1) await pairIn(p.id, { student: `Zoe${i}`, mentor: `Yara${i}` }, []);

    const res = await get(`/api/process/${p.id}/tracking`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sessionsPerPair).toBe(4);
    expect(body.activePairs).toBe(6);
    expect(body.completedSessions).toBe(3);
    expect(body.progress).toBe(Math.round((3 / 24) * 100));
    expect(body.progress).toBe(processProgress(3, 6, 4));
    expect(body.pairsBySessionsReached).toEqual([4, 1, 1, 0, 0]);
    expect(body.totalDocs).toBe(7);
    expect(body.limit).toBe(5);
    expect(body.pairs).toHaveLength(5);

    const ana = body.pairs.find((x: { student: { name: string } }) => x.student.name === 'Ana');
    expect(ana.affinity).toBe(82);
    expect(ana.sessionReached).toBe(2);
    // Which guides the pair finished: session 1's, while session 2's is open and the others were never opened.
    type Row = { status: string; enabled: boolean; guideStatus: string | null };
    expect(ana.sessions.map((s: Row) => [s.status, s.enabled, s.guideStatus])).toEqual([
      ['COMPLETED', true, 'COMPLETED'],
      ['REALIZED', true, 'SENT'],
      ['PENDING_AND_SCHEDULED', true, null],
      ['PENDING_NO_DATE', false, null],
    ]);

    const searched = (await get(`/api/process/${p.id}/tracking?search=dora`)).json();
    expect(searched.totalDocs).toBe(1);
    expect(searched.pairs[0].student.name).toBe('Carla');
    expect((await get(`/api/process/${p.id}/tracking?page=2`)).json().pairs).toHaveLength(2);
  });

  it("answers null progress ('No iniciado') without pairs", async () => {
    const p = await newProcess();
    const body = (await get(`/api/process/${p.id}/tracking`)).json();
    expect(body).toMatchObject({ progress: null, activePairs: 0, totalDocs: 0, pairs: [] });
  });

  it("lets the client's company admin read, with external mentors' email masked; refuses others", async () => {
    const p = await newProcess();
    const { mentor } = await pairIn(p.id, { student: 'Gala', mentor: 'Hilda' }, [], { mentorType: 'EXTERNAL' });
    expect((await get(`/api/process/${p.id}/tracking`)).json().pairs[0].mentor.email).toBe(mentor.email);
    const asCompany = await get(`/api/process/${p.id}/tracking`, companyAdmin.headers);
    expect(asCompany.statusCode).toBe(200);
    expect(asCompany.json().pairs[0].mentor.email).toBe('-');

    expect((await get(`/api/process/${p.id}/tracking`, otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await get(`/api/process/${p.id}/tracking`, mentee.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.id}/tracking` })).statusCode).toBe(401);
    const unknown = await get(`/api/process/00000000-0000-4000-8000-000000000000/tracking`);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/api/process/not-a-uuid/tracking`)).statusCode).toBe(404);
    expect((await get(`/api/process/${p.id}/tracking?limit=0`)).statusCode).toBe(400);
  });
});

describe('process downloads', () => {
  it('exports the participants in Mentoras and Mentees sheets, masked for company admins', async () => {
    const p = await newProcess('IN_PROGRESS', `Proceso Ñandú ${unique()}`);
    const { mentor } = await pairIn(p.id, { student: 'Irene', mentor: 'Julia' }, [], { mentorType: 'EXTERNAL' });
    const res = await get(`/api/process/${p.id}/participants/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Participantes-${p.name}.xlsx`)}`,
    );
    const workbook = await readWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Mentoras', 'Mentees']);
    const mentors = sheetRows(workbook.getWorksheet('Mentoras'));
    expect(mentors[0]).toEqual([
      'Nombre',
      'Apellido',
      'Email',
      'Teléfono',
      'Empresa',
      'Cargo',
      'Nivel',
      'Campus',
      'Estado invitación',
      'Correos enviados',
    ]);
    expect(mentors[1]).toEqual([
      'Julia',
      'Usuaria',
      mentor.email,
      '+56911111111',
      'Acme',
      'Ventas',
      '',
      '',
      'Confirmada',
      2,
    ]);
    expect(sheetRows(workbook.getWorksheet('Mentees'))[1]?.slice(0, 2)).toEqual(['Irene', 'Usuaria']);

    const asCompany = await get(`/api/process/${p.id}/participants/export`, companyAdmin.headers);
    expect(asCompany.statusCode).toBe(200);
    const masked = sheetRows((await readWorkbook(asCompany.rawPayload)).getWorksheet('Mentoras'));
    expect(masked[1]?.slice(2, 4)).toEqual(['-', '-']);
    expect((await get(`/api/process/${p.id}/participants/export`, otherCompanyAdmin.headers)).statusCode).toBe(403);
  });

  it('exports one row per pair and session with labels and Santiago times', async () => {
    const p = await newProcess();
    await pairIn(p.id, { student: 'Karen', mentor: 'Luisa' }, ['COMPLETED', 'PENDING_AND_SCHEDULED'], {
      guides: ['COMPLETED', 'SENT'],
    });
    const res = await get(`/api/process/${p.id}/sessions/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`Sesiones-${p.name}.xlsx`));
    const rows = sheetRows((await readWorkbook(res.rawPayload)).getWorksheet('Sesiones'));
    expect(rows[0]).toEqual([
      'Mentee',
      'Mentora',
      'Sesión',
      'Estado',
      'Fecha agendada',
      'Realizada el',
      'Pauta',
      'Dupla',
    ]);
    expect(rows).toHaveLength(5);
    // 13:30 UTC is 10:30 in Santiago in December (UTC-3).
    expect(rows[1]).toEqual([
      'Karen Usuaria',
      'Luisa Usuaria',
      'Primera sesión',
      'Realizada',
      '10/12/2026 10:30',
      '10/12/2026 12:00',
      'Pauta terminada',
      'Activa',
    ]);
    expect(rows[2]?.slice(2, 4)).toEqual(['Segunda sesión', 'Agendada']);
    expect(rows[2]?.[6]).toBe('Pauta en curso');
    expect(rows[4]?.slice(2, 5)).toEqual(['Cuarta sesión', 'Sin agendar', '']);
    expect(rows[4]?.[6]).toBe('Pauta sin abrir');
    expect((await get(`/api/process/${p.id}/sessions/export`, mentee.headers)).statusCode).toBe(403);
  });

  it('serves Resumen_proceso.pdf, a real PDF that names the process and its figures', async () => {
    const p = await newProcess('FINALIZED', `Resumen ${unique()}`);
    const { student } = await pairIn(p.id, { student: 'Marta', mentor: 'Nora' }, ['COMPLETED', 'COMPLETED']);
    const [event] = await t.db
      .insert(processEvents)
      .values({ processId: p.id, name: 'Kickoff general', roles: ['STUDENT'], eventDate: new Date() })
      .returning();
    await t.db.insert(eventAttendances).values({ eventId: event!.id, userId: student.id });

    const res = await get(`/api/process/${p.id}/summary.pdf`, companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Resumen_proceso.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdfStreams(res.rawPayload));
    expect(text).toContain(p.name);
    expect(text).toContain('Kickoff general');
    expect(text).toContain('Asistentes: 1');
    expect(text).toContain('50%');
    expect((await get(`/api/process/${p.id}/summary.pdf`, otherCompanyAdmin.headers)).statusCode).toBe(403);
  });

  it('renders the summary uncompressed when asked, with the not-started progress label', async () => {
    const pdf = await summaryPdf(
      {
        name: 'Proceso sin duplas',
        client: 'Acme',
        coordinator: '—',
        status: 'En curso',
        services: 'Mentoría',
        guide: '—',
        mdi: 'Proceso sin MDI',
        sessionFeedback: '—',
        estimatedStartDate: '2026-12-01',
        estimatedEndDate: '2027-03-01',
        startDate: null,
        endDate: null,
        mentors: 0,
        students: 0,
        activePairs: 0,
        sessionsPerPair: 0,
        progress: null,
        sessionsByStatus: [],
        events: [],
        generatedAt: new Date(),
      },
      { compress: false },
    );
    const raw = pdf.toString('latin1');
    expect(raw).not.toContain('FlateDecode');
    const text = pdfText(raw);
    expect(text).toContain('Proceso sin duplas');
    expect(text).toContain(processReportMessages.notStarted);
  });
});

describe('GET /api/process/{id}/pairs/export', () => {
  const header = [
    'Mentee',
    'Email mentee',
    'Mentora',
    'Email mentora',
    'Afinidad (%)',
    'Intereses (%)',
    'Objetivos (%)',
    'Cualidades (%)',
    'Área (%)',
    'Nivel (%)',
    'Región (%)',
    'Sesiones realizadas',
    'Estado',
  ];

  async function processWithPairs() {
    const p = await newProcess('IN_PROGRESS', `Duplas Ñandú ${unique()}`);
    const first = await pairIn(
      p.id,
      { student: 'Ana', mentor: 'Berta' },
      ['COMPLETED', 'REALIZED', 'PENDING_AND_SCHEDULED'],
      { mentorType: 'EXTERNAL' },
    );
    const breakdown = { interests: 50, objectives: 100, qualities: 0, businessArea: 100, level: 50, region: 75.5 };
    await t.db.update(pairs).set({ affinityBreakdown: breakdown }).where(eq(pairs.id, first.pair.id));
    // Listed after the active pair although its mentee sorts first.
    const disabled = await pairIn(p.id, { student: 'Aba', mentor: 'Clara' }, ['COMPLETED'], { disabled: true });
    return { p, first, disabled };
  }

  it('exports one row per pair, active first, with the affinity, its criteria, sessions done and state', async () => {
    const { p, first, disabled } = await processWithPairs();
    const res = await get(`/api/process/${p.id}/pairs/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Duplas-${p.name}.xlsx`)}`,
    );
    const workbook = await readWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Duplas']);
    const rows = sheetRows(workbook.getWorksheet('Duplas'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(header);
    expect(rows[1]).toEqual([
      'Ana Usuaria',
      first.student.email,
      'Berta Usuaria',
      first.mentor.email,
      81.6,
      50,
      100,
      0,
      100,
      50,
      75.5,
      '2/4',
      'Activa',
    ]);
    expect(rows[2]).toEqual([
      'Aba Usuaria',
      disabled.student.email,
      'Clara Usuaria',
      disabled.mentor.email,
      81.6,
      '',
      '',
      '',
      '',
      '',
      '',
      '1/4',
      'Desactivada',
    ]);
  });

  it("lets the client's company admin download it with an external mentor's email masked; refuses others", async () => {
    const { p, first, disabled } = await processWithPairs();
    const res = await get(`/api/process/${p.id}/pairs/export`, companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    const rows = sheetRows((await readWorkbook(res.rawPayload)).getWorksheet('Duplas'));
    expect(rows[1]?.slice(0, 4)).toEqual(['Ana Usuaria', first.student.email, 'Berta Usuaria', '-']);
    expect(rows[2]?.slice(0, 4)).toEqual([
      'Aba Usuaria',
      disabled.student.email,
      'Clara Usuaria',
      disabled.mentor.email,
    ]);
    expect((await get(`/api/process/${p.id}/pairs/export`, otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await get(`/api/process/${p.id}/pairs/export`, mentee.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/process/${p.id}/pairs/export` })).statusCode).toBe(401);
  });

  it('answers 404 with a message while the process has no pairs, and for an unknown process', async () => {
    const p = await newProcess('KICKOFF');
    const res = await get(`/api/process/${p.id}/pairs/export`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { type: pairingErrorTypes.notFound, message: processReportMessages.noPairs },
    });
    expect((await get('/api/process/00000000-0000-4000-8000-000000000000/pairs/export')).statusCode).toBe(404);
  });
});
