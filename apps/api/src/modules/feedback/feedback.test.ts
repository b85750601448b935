import {
  participationMessages,
  questionGroupSchema,
  sessionFeedbackMessages as m,
  type FeedbackReport,
  type ParticipantRole,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  mentorships,
  mentorshipSessions,
  pairSessions,
  processes,
  questionaryBundleItems,
  questionaryBundles,
  questionaryInvitations,
} from '../../db/schema';
import {
  createInvitation,
  createPair,
  createParticipant,
  createProcess,
  createQuestionary,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const unique = () => randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

let admin: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let clientId: string;
let mentorshipId: string;
/** The session-feedback questionaries by role, and a bundle naming them for sessions 1 to 3. */
const questionaryOf: Record<ParticipantRole, string> = { MENTOR: '', STUDENT: '' };
let bundleId: string;

/** A session feedback with each kind of question the dashboard shows. */
const feedbackStructure = (who: string) =>
  questionGroupSchema.array().parse([
    {
      id: 'g1',
      title: 'La sesión',
      questions: [
        {
          id: 'held',
          type: 'OPTIONS',
          title: '¿Se realizó la sesión?',
          required: true,
          options: [
            { id: 'held-yes', value: 'Sí' },
            { id: 'held-no', value: 'No' },
          ],
        },
        {
          id: 'score',
          type: 'RATE',
          title: `Evalúa la sesión con tu ${who}`,
          required: true,
          rangeInfo: { startValue: 1, endValue: 7, startText: 'Muy mala', endText: 'Excelente' },
        },
        {
          id: 'topics',
          type: 'MULTIPLE_CHOICE',
          title: '¿Qué temas trabajaron?',
          required: true,
          options: [
            { id: 't-goals', value: 'Objetivos profesionales' },
            { id: 't-lead', value: 'Liderazgo' },
            { id: 't-neg', value: 'Negociación' },
          ],
        },
        { id: 'minutes', type: 'NUMERIC', title: '¿Cuántos minutos duró?', required: true },
        { id: 'highlight', type: 'TEXT', title: '¿Qué fue lo más valioso?', required: false },
      ],
    },
  ]);

beforeAll(async () => {
  ({ admin, companyAdmin, otherCompanyAdmin, clientId } = await processAreaSessions(t.app, t.db));
  const [guide] = await t.db
    .insert(mentorships)
    .values({ name: `Pauta ${unique()}` })
    .returning();
  mentorshipId = guide!.id;
  await t.db
    .insert(mentorshipSessions)
    .values([1, 2, 3].map((number) => ({ mentorshipId, number, title: `Tema ${number}` })));
  for (const [role, who] of [
    ['MENTOR', 'mentee'],
    ['STUDENT', 'mentora'],
  ] as const) {
    const row = await createQuestionary(t.db, {
      name: `Feedback de sesión ${role === 'MENTOR' ? 'mentoras' : 'mentees'}`,
      type: 'SESSION_FEEDBACK',
      targetUserRole: role,
      structure: feedbackStructure(who),
    });
    questionaryOf[role] = row.id;
  }
  bundleId = await newBundle(
    [1, 2, 3].flatMap((n) => [
      { role: 'MENTOR' as const, session: n },
      { role: 'STUDENT' as const, session: n },
    ]),
  );
});

async function newBundle(items: { role: ParticipantRole; session: number }[]) {
  const [bundle] = await t.db
    .insert(questionaryBundles)
    .values({ name: `Feedback ${unique()}`, entityType: 'SESSION_FEEDBACK' })
    .returning();
  await t.db.insert(questionaryBundleItems).values(
    items.map((item, position) => ({
      bundleId: bundle!.id,
      position,
      questionaryId: questionaryOf[item.role],
      userRole: item.role,
      entitySubType: String(item.session),
    })),
  );
  return bundle!.id;
}

interface Member {
  id: string;
  email: string;
  session: TestSession;
}

/** A process in progress (this suite's bundle unless told) with a pair whose first session was held yesterday. */
async function pairedProcess(overrides: Partial<typeof processes.$inferInsert> = {}) {
  const process = await createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status: 'IN_PROGRESS',
    clientId,
    mentorshipId,
    sessionsFeedbackBundleId: bundleId,
    startDate: new Date(Date.now() - 20 * DAY),
    ...overrides,
  });
  const pair = await addPair(process.id);
  return { process, ...pair };
}

async function addPair(processId: string) {
  const person = async (role: ParticipantRole): Promise<Member> => {
    const user = await createParticipant(t.db, {
      processId,
      role,
      user: { name: role === 'MENTOR' ? 'Marta' : 'Pedro' },
    });
    return { id: user.id, email: user.email, session: await signIn(t.app, user.email) };
  };
  const mentor = await person('MENTOR');
  const student = await person('STUDENT');
  const { sessions: _sessions, ...pair } = await createPair(t.db, {
    processId,
    mentorId: mentor.id,
    studentId: student.id,
    // The first session was held yesterday; the others wait for it.
    sessions: [{ status: 'PENDING_AND_SCHEDULED', scheduleDate: new Date(Date.now() - DAY) }, {}, {}],
  });
  return { pair, mentor, student };
}

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object | undefined });

const completeFirst = (pairId: string, who: Member) =>
  inject('PUT', '/api/process/complete_sessions', who.session.headers, {
    sessionNumbersAndPairIds: [{ pairId, sessionNumber: 1 }],
  });

const feedbackInvitations = (pairId: string) =>
  t.db
    .select()
    .from(questionaryInvitations)
    .where(and(eq(questionaryInvitations.pairId, pairId), eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK')));

const firstSessionStatus = async (pairId: string) =>
  (
    await t.db
      .select({ status: pairSessions.status })
      .from(pairSessions)
      .where(and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, 1)))
  )[0]?.status;

const mailsTo = (...emails: string[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));

const answers = (score: number, topics: string[], minutes: number, highlight?: string) => ({
  answers: [
    { questionId: 'held', value: 'held-yes' },
    { questionId: 'score', value: score },
    { questionId: 'topics', value: topics },
    { questionId: 'minutes', value: minutes },
    ...(highlight ? [{ questionId: 'highlight', value: highlight }] : []),
  ],
});

/** The member answers their feedback of session 1 signed in, as the answering page does. */
async function answerFirst(pairId: string, who: Member, body: ReturnType<typeof answers>) {
  const [invitation] = (await feedbackInvitations(pairId)).filter((i) => i.userId === who.id);
  const res = await inject('POST', `/api/questionary-invitations/answer/${invitation!.id}`, who.session.headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return invitation!.id;
}

describe("marking a session done ('Sesión Realizada?') invites both members to evaluate it", () => {
  it('creates exactly one invitation and one mail per member, each mail with its own working link', async () => {
    const { process, pair, mentor, student } = await pairedProcess();
    const res = await completeFirst(pair.id, mentor);
    expect(res.statusCode, res.body).toBe(200);

    const invitations = await feedbackInvitations(pair.id);
    expect(invitations).toHaveLength(2);
    for (const [member, role] of [
      [mentor, 'MENTOR'],
      [student, 'STUDENT'],
    ] as const) {
      const own = invitations.find((i) => i.userId === member.id)!;
      expect(own).toMatchObject({
        processId: process.id,
        userRole: role,
        entitySubType: '1',
        questionaryId: questionaryOf[role],
        status: 'SENT',
      });
      const mails = await mailsTo(member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(m.mailSubject);
      expect(mails[0]!.textBody).toContain(m.mailBody(1, process.name));
      const link = new RegExp(`${t.config.publicUrl}/answer/${own.id}\\?usertoken=([\\w.-]+)`).exec(mails[0]!.textBody);
      expect(link).not.toBeNull();
      // The link's token opens this person's invitation without signing in, and not the partner's.
      const opened = await inject('GET', `/api/questionary-invitations/${own.id}?usertoken=${link![1]}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ entityType: 'SESSION_FEEDBACK', subTypeLabel: 'Sesión 1' });
      const partner = invitations.find((i) => i.id !== own.id)!;
      expect((await inject('GET', `/api/questionary-invitations/${partner.id}?usertoken=${link![1]}`)).statusCode).toBe(
        401,
      );
    }
  });

  it("links to the process's brand", async () => {
    const { pair, mentor, student } = await pairedProcess({ isMentorup: true });
    expect((await completeFirst(pair.id, student)).statusCode).toBe(200);
    const [mail] = await mailsTo(mentor.email);
    expect(mail!.textBody).toContain(`${t.config.secondBrandUrl}/answer/`);
    expect(mail!.fromAddress).toBe(t.config.secondBrandMailFrom);
  });

  it('invites nobody without a bundle, and only the roles the bundle names for that session', async () => {
    const without = await pairedProcess({ sessionsFeedbackBundleId: null });
    expect((await completeFirst(without.pair.id, without.mentor)).statusCode).toBe(200);
    expect(await feedbackInvitations(without.pair.id)).toEqual([]);
    expect(await mailsTo(without.mentor.email, without.student.email)).toEqual([]);
    // With no evaluation to give, the session closes as held ('Realizada').
    expect(await firstSessionStatus(without.pair.id)).toBe('COMPLETED');

    const mentorsOnly = await pairedProcess({
      sessionsFeedbackBundleId: await newBundle([
        { role: 'MENTOR', session: 1 },
        { role: 'STUDENT', session: 2 },
      ]),
    });
    expect((await completeFirst(mentorsOnly.pair.id, mentorsOnly.student)).statusCode).toBe(200);
    const invited = await feedbackInvitations(mentorsOnly.pair.id);
    expect(invited.map((i) => i.userRole)).toEqual(['MENTOR']);
    expect(await mailsTo(mentorsOnly.student.email)).toEqual([]);
    expect(await firstSessionStatus(mentorsOnly.pair.id)).toBe('REALIZED');

    // A bundle that evaluates other sessions only: this one closes as held.
    const otherSessions = await pairedProcess({
      sessionsFeedbackBundleId: await newBundle([{ role: 'STUDENT', session: 2 }]),
    });
    expect((await completeFirst(otherSessions.pair.id, otherSessions.mentor)).statusCode).toBe(200);
    expect(await feedbackInvitations(otherSessions.pair.id)).toEqual([]);
    expect(await firstSessionStatus(otherSessions.pair.id)).toBe('COMPLETED');
  });

  it('never invites twice for the same pair, session and role', async () => {
    const { process, pair, mentor, student } = await pairedProcess();
    // The mentor already had this session's invitation (sent before): only the mentee gets one.
    await createInvitation(t.db, {
      processId: process.id,
      pairId: pair.id,
      userId: mentor.id,
      userRole: 'MENTOR',
      entityType: 'SESSION_FEEDBACK',
      entitySubType: '1',
      questionaryId: questionaryOf.MENTOR,
    });
    // Both members confirm at once: one marks it, the other is told it was already done.
    const results = await Promise.all([completeFirst(pair.id, mentor), completeFirst(pair.id, student)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      participationMessages.sessionAlreadyDone,
    );
    const invitations = await feedbackInvitations(pair.id);
    expect(invitations.map((i) => i.userRole).sort()).toEqual(['MENTOR', 'STUDENT']);
    expect(await mailsTo(mentor.email)).toEqual([]);
    expect(await mailsTo(student.email)).toHaveLength(1);
    expect((await completeFirst(pair.id, mentor)).statusCode).toBe(409);
    expect(await feedbackInvitations(pair.id)).toHaveLength(2);
  });
});

describe("the member's pending tasks and process view", () => {
  it("lists the pending feedback, then shows the session 'Realizada' and answered for that member only", async () => {
    const { process, pair, mentor, student } = await pairedProcess();
    await completeFirst(pair.id, mentor);
    const [studentInvitation] = (await feedbackInvitations(pair.id)).filter((i) => i.userId === student.id);

    const pending = await inject('GET', '/api/users/me/pending_tasks/', student.session.headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().pendingFeedbacks).toEqual([
      {
        invitationId: studentInvitation!.id,
        processId: process.id,
        processName: process.name,
        pairId: pair.id,
        sessionNumber: 1,
      },
    ]);
    const before = (await inject('GET', `/api/users/me/process/${pair.id}`, student.session.headers)).json();
    expect(before.sessions[0]).toMatchObject({
      status: 'REALIZED',
      feedback: { invitationId: studentInvitation!.id, answered: false },
    });
    expect(before.sessions[1].feedback).toBeNull();

    await answerFirst(pair.id, student, answers(6, ['t-lead'], 60));

    const mine = (await inject('GET', `/api/users/me/process/${pair.id}`, student.session.headers)).json();
    expect(mine.sessions[0]).toMatchObject({
      status: 'COMPLETED',
      feedback: { invitationId: studentInvitation!.id, answered: true },
    });
    const theirs = (await inject('GET', `/api/users/me/process/${pair.id}`, mentor.session.headers)).json();
    expect(theirs.sessions[0]).toMatchObject({ status: 'REALIZED', feedback: { answered: false } });
    // The stored session stays as held while the mentor has not evaluated it: 'Realizada' is each member's own view.
    const [row] = await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, pair.id));
    expect(row!.status).toBe('REALIZED');

    expect(
      (await inject('GET', '/api/users/me/pending_tasks/', student.session.headers)).json().pendingFeedbacks,
    ).toEqual([]);
    expect(
      (await inject('GET', '/api/users/me/pending_tasks/', mentor.session.headers)).json().pendingFeedbacks,
    ).toHaveLength(1);

    // Once both have evaluated it, the session itself is 'Realizada', for the admin too.
    await answerFirst(pair.id, mentor, answers(7, ['t-goals'], 45));
    const [closed] = await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, pair.id));
    expect(closed!.status).toBe('COMPLETED');
    expect(
      (await inject('GET', `/api/users/me/process/${pair.id}`, mentor.session.headers)).json().sessions[0],
    ).toMatchObject({
      status: 'COMPLETED',
      feedback: { answered: true },
    });
  });

  it('closes a session once the only member its bundle invites has evaluated it', async () => {
    const { pair, mentor } = await pairedProcess({
      sessionsFeedbackBundleId: await newBundle([{ role: 'MENTOR', session: 1 }]),
    });
    await completeFirst(pair.id, mentor);
    await answerFirst(pair.id, mentor, answers(5, ['t-neg'], 30));
    const [row] = await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, pair.id));
    expect(row!.status).toBe('COMPLETED');
  });

  it('leaves out the feedbacks of a finalized process', async () => {
    const { process, pair, mentor } = await pairedProcess();
    await completeFirst(pair.id, mentor);
    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, process.id));
    expect(
      (await inject('GET', '/api/users/me/pending_tasks/', mentor.session.headers)).json().pendingFeedbacks,
    ).toEqual([]);
  });
});

describe('the dashboard, the answers and the Excel', () => {
  let world: Awaited<ReturnType<typeof pairedProcess>> & { second: Awaited<ReturnType<typeof addPair>> };
  beforeAll(async () => {
    const first = await pairedProcess();
    const second = await addPair(first.process.id);
    world = { ...first, second };
    await completeFirst(first.pair.id, first.mentor);
    await completeFirst(second.pair.id, second.student);
    await answerFirst(first.pair.id, first.student, answers(6, ['t-lead', 't-neg'], 60, 'Practicar la negociación'));
    await answerFirst(second.pair.id, second.student, answers(3, ['t-lead'], 45));
    await answerFirst(first.pair.id, first.mentor, answers(7, ['t-goals'], 60, 'Mucha confianza'));
  });

  const reportUrl = () => `/api/feedback/listAnsweredFeedbacksReport?processId=${world.process.id}`;

  it('gives per session and role the sent and answered counts and each question figures', async () => {
    const res = await inject('GET', reportUrl(), admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as FeedbackReport;
    expect(report).toMatchObject({ processName: world.process.name, sessionsCount: 3, hasBundle: true });
    expect(report).toMatchObject({ sent: 4, answered: 3 });
    expect(report.sessions.map((s) => s.sessionNumber)).toEqual([1, 2, 3]);
    const [mentors, mentees] = report.sessions[0]!.roles;
    expect(mentors).toMatchObject({ role: 'MENTOR', sent: 2, answered: 1 });
    expect(mentees).toMatchObject({ role: 'STUDENT', sent: 2, answered: 2 });
    expect(report.sessions[1]!.roles.map((r) => [r.sent, r.answered, r.questions.length])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);

    const question = (id: string) => mentees!.questions.find((q) => q.questionId === id)!;
    const score = question('score');
    expect(score).toMatchObject({ type: 'RATE', answersCount: 2, average: 4.5 });
    if (score.type !== 'RATE') throw new Error('RATE expected');
    expect(score.distribution.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(score.distribution.filter((d) => d.count > 0)).toEqual([
      { value: 3, label: '3', count: 1 },
      { value: 6, label: '6', count: 1 },
    ]);
    expect(question('minutes')).toMatchObject({
      type: 'NUMERIC',
      average: 52.5,
      distribution: [
        { value: 45, label: '45', count: 1 },
        { value: 60, label: '60', count: 1 },
      ],
    });
    expect(question('topics')).toMatchObject({
      type: 'MULTIPLE_CHOICE',
      options: [
        { optionId: 't-goals', text: 'Objetivos profesionales', count: 0 },
        { optionId: 't-lead', text: 'Liderazgo', count: 2 },
        { optionId: 't-neg', text: 'Negociación', count: 1 },
      ],
    });
    expect(question('held')).toMatchObject({
      type: 'OPTIONS',
      options: [
        { text: 'Sí', count: 2 },
        { text: 'No', count: 0 },
      ],
    });
    expect(question('highlight')).toMatchObject({ type: 'TEXT', answers: ['Practicar la negociación'] });
    expect(mentors!.questions.find((q) => q.questionId === 'score')).toMatchObject({ average: 7 });
  });

  it("is for the process's staff: the company admin of its client yes, members and other companies no", async () => {
    expect((await inject('GET', reportUrl(), companyAdmin.headers)).statusCode).toBe(200);
    expect((await inject('GET', reportUrl())).statusCode).toBe(401);
    expect((await inject('GET', reportUrl(), otherCompanyAdmin.headers)).statusCode).toBe(403);
    expect((await inject('GET', reportUrl(), world.student.session.headers)).statusCode).toBe(403);
    // Refused before the query is even read.
    expect((await inject('GET', '/api/feedback/listAnsweredFeedbacksReport?processId=x')).statusCode).toBe(401);
    expect(
      (await inject('GET', '/api/feedback/listAnsweredFeedbacksReport?processId=x', world.mentor.session.headers))
        .statusCode,
    ).toBe(403);
    const missing = await inject(
      'GET',
      `/api/feedback/listAnsweredFeedbacksReport?processId=${randomUUID()}`,
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("gives admins both members' answered feedbacks of a pair, with the options' text; each member only theirs", async () => {
    const url = `/api/feedback/getAllAnsweredFeedbacks?pairId=${world.pair.id}`;
    const own = await inject('GET', url, world.mentor.session.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().answers.map((a: { userRole: string }) => a.userRole)).toEqual(['MENTOR']);
    const res = await inject('GET', url, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pairId).toBe(world.pair.id);
    expect(body.answers.map((a: { userRole: string }) => a.userRole).sort()).toEqual(['MENTOR', 'STUDENT']);
    const mentee = body.answers.find((a: { userRole: string }) => a.userRole === 'STUDENT');
    expect(mentee).toMatchObject({
      sessionNumber: 1,
      processName: world.process.name,
      respondentName: 'Pedro Usuaria',
    });
    expect(mentee.answers.map((a: { questionId: string; text: string }) => [a.questionId, a.text])).toEqual([
      ['held', 'Sí'],
      ['score', '6'],
      ['topics', 'Liderazgo, Negociación'],
      ['minutes', '60'],
      ['highlight', 'Practicar la negociación'],
    ]);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, world.second.student.session.headers)).statusCode).toBe(403);
    expect((await inject('GET', url, companyAdmin.headers)).statusCode).toBe(403);
  });

  it("gives a person's own answered feedbacks to them and to admins", async () => {
    const url = `/api/users/feedback/${world.second.student.id}`;
    const res = await inject('GET', url, world.second.student.session.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().feedbacks).toHaveLength(1);
    expect(res.json().feedbacks[0]).toMatchObject({ pairId: world.second.pair.id, userRole: 'STUDENT' });
    expect((await inject('GET', url, admin.headers)).json().feedbacks).toHaveLength(1);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, world.student.session.headers)).statusCode).toBe(403);
    expect((await inject('GET', `/api/users/feedback/${randomUUID()}`, admin.headers)).statusCode).toBe(404);
  });

  it('downloads the Excel for admins only: a sheet per role, a row per answered feedback', async () => {
    const url = `/api/process/${world.process.id}/feedback/export`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, companyAdmin.headers)).statusCode).toBe(403);
    expect((await inject('GET', url, world.mentor.session.headers)).statusCode).toBe(403);
    const res = await inject('GET', url, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`Feedback-${world.process.name}.xlsx`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const sheet = workbook.getWorksheet(name)!;
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    const mentees = rows('Mentees');
    expect(mentees[0]).toEqual([
      'Sesión',
      'Mentee',
      'Email mentee',
      'Mentora',
      'Email mentora',
      'Fecha de respuesta',
      '¿Se realizó la sesión?',
      'Evalúa la sesión con tu mentora',
      '¿Qué temas trabajaron?',
      '¿Cuántos minutos duró?',
      '¿Qué fue lo más valioso?',
    ]);
    expect(mentees).toHaveLength(3);
    const first = mentees.find((r) => r[2] === world.student.email)!;
    expect(first.slice(0, 5)).toEqual([1, 'Pedro Usuaria', world.student.email, 'Marta Usuaria', world.mentor.email]);
    expect(first[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(first.slice(6)).toEqual(['Sí', 6, 'Liderazgo, Negociación', 60, 'Practicar la negociación']);
    const mentors = rows('Mentoras');
    expect(mentors).toHaveLength(2);
    expect(mentors[1]!.slice(6)).toEqual(['Sí', 7, 'Objetivos profesionales', 60, 'Mucha confianza']);
    expect((await inject('GET', `/api/process/${randomUUID()}/feedback/export`, admin.headers)).statusCode).toBe(404);
  });
});
