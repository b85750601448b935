import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  answeringMessages as m,
  OTHER_OPTION_ID,
  type AnswerItem,
  type ParticipantRole,
  type QuestionGroup,
} from '@enlaza/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mdiMeasurements,
  mdis,
  processes,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
} from '../../db/schema';
import { getOrCreateSetting, newSecret } from '../../db/settings';
import {
  createInvitation,
  createParticipant,
  createProcess,
  createQuestionary,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createInvitationTokens } from '../processParticipants';
import { createAnswerTokens } from './answerTokens';
import { createAnswersRepository } from './answers.repository';
import { createAnswersService } from './answers.service';

let t: TestApp;
let admin: TestSession;
let clientId: string;
let answerTokens: ReturnType<typeof createAnswerTokens>;
let processTokens: ReturnType<typeof createInvitationTokens>;
let questionIds: { text: string; choice: string; grid: string; rate: string };
let measurementId: string;
let mdiId: string;

const unique = () => randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  ({ admin, clientId } = await processAreaSessions(t.app, t.db));
  const secret = t.config.jwtSecret ?? (await getOrCreateSetting(t.db, 'jwt_secret', newSecret));
  answerTokens = createAnswerTokens(secret);
  processTokens = createInvitationTokens(secret);
  // A measurement with one bank question of each type, the same for both roles.
  const rows = await t.db
    .insert(questions)
    .values([
      { question: '¿Qué esperas del programa?', type: 'TEXT' },
      { question: '¿Cómo te enteraste?', type: 'ALTERNATIVE', alternatives: ['Correo', 'Colegas'], other: true },
      {
        question: 'Evalúa tus habilidades',
        type: 'ALTERNATIVE_MULTIPLE',
        alternatives: ['Baja', 'Media', 'Alta'],
        alternativesMultiple: ['Liderazgo', 'Comunicación'],
      },
      {
        question: '¿Qué tan segura te sientes?',
        type: 'RATE',
        alternatives: ['0', '1', '2', '3', '4', '5'],
        rate: { left: 'Nada', right: 'Mucho' },
      },
    ])
    .returning();
  const [text, choice, grid, rate] = rows.map((r) => r.id) as [string, string, string, string];
  questionIds = { text, choice, grid, rate };
  const [mdi] = await t.db
    .insert(mdis)
    .values({ name: `MDI ${unique()}` })
    .returning();
  mdiId = mdi!.id;
  const [measurement] = await t.db
    .insert(mdiMeasurements)
    .values({
      mdiId,
      position: 0,
      name: 'Línea base',
      subType: 'BASELINE',
      mentorQuestionIds: [text, choice, grid, rate],
      studentQuestionIds: [text, choice, grid, rate],
    })
    .returning();
  measurementId = measurement!.id;
});
afterAll(async () => t.close());

async function newProcess(overrides: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, {
    name: `Programa ${unique()}`,
    status: 'KICKOFF',
    clientId,
    mdiId,
    estimatedStartDate: isoDate(new Date()),
    estimatedEndDate: isoDate(new Date(Date.now() + 90 * DAY)),
    ...overrides,
  });
}

/** A confirmed participant with a baseline invitation, signed in, and the link's token. */
async function invited(processId: string, role: ParticipantRole = 'STUDENT') {
  const user = await createParticipant(t.db, { processId, role });
  const invitation = await createInvitation(t.db, {
    processId,
    userId: user.id,
    userRole: role,
    entityType: 'MDI',
    entitySubType: 'BASELINE',
    mdiMeasurementId: measurementId,
  });
  const session = await signIn(t.app, user.email);
  const token = await answerTokens.sign({ userId: user.id, invitationId: invitation.id });
  return { user, invitation, session, token };
}

const view = (id: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/questionary-invitations/${id}${query}`, headers });
const answer = (id: string, answers: AnswerItem[], headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/questionary-invitations/answer/${id}${query}`,
    payload: { answers },
    headers,
  });
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

function completeMeasurement(): AnswerItem[] {
  return [
    { questionId: questionIds.text, value: 'Crecer como líder' },
    { questionId: questionIds.choice, value: '1' },
    { questionId: questionIds.grid, value: { '0': 2, '1': 3 } },
    { questionId: questionIds.rate, value: 4 },
  ];
}

async function storedAnswers(invitationId: string) {
  return t.db
    .select({
      questionId: questionaryAnswers.questionId,
      value: sql<unknown>`${questionaryAnswers.value}::text`.mapWith((text: string) => JSON.parse(text)),
      otherText: questionaryAnswers.otherText,
      valueType: questionaryAnswers.valueType,
    })
    .from(questionaryAnswers)
    .innerJoin(questionaryResponses, eq(questionaryResponses.id, questionaryAnswers.responseId))
    .where(eq(questionaryResponses.invitationId, invitationId));
}

describe('GET /api/questionary-invitations/{invitationId}', () => {
  it('shows a measurement as a questionnaire of its bank questions to the person with the mailed link', async () => {
    const p = await newProcess();
    const { invitation, token } = await invited(p.id);
    const res = await view(invitation.id, `?usertoken=${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'SENT', entityType: 'MDI', subTypeLabel: 'Línea base', processName: p.name });
    const shown = (body.questionary.questionGroups as QuestionGroup[]).flatMap((g) => g.questions);
    expect(shown.map((q) => [q.title, q.type])).toEqual([
      ['¿Qué esperas del programa?', 'TEXT'],
      ['¿Cómo te enteraste?', 'OPTIONS'],
      ['Evalúa tus habilidades', 'LIKERT-LIKE-GROUP'],
      ['¿Qué tan segura te sientes?', 'RATE'],
    ]);
    expect(shown[1]!.other).toBe(true);
    expect(shown[2]!.rangeInfo).toMatchObject({ startValue: 1, endValue: 3, labels: ['Baja', 'Media', 'Alta'] });
    expect(shown[3]!.rangeInfo).toMatchObject({ startValue: 0, endValue: 5, startText: 'Nada', endText: 'Mucho' });
  });

  it('takes the token in the user-token header, or the session of the invited person', async () => {
    const p = await newProcess();
    const { invitation, token, session } = await invited(p.id);
    expect((await view(invitation.id, '', { 'user-token': token })).statusCode).toBe(200);
    expect((await view(invitation.id, '', session.headers)).statusCode).toBe(200);
  });

  it('asks for the link or a sign-in (401) and refuses another person (403)', async () => {
    const p = await newProcess();
    const { invitation } = await invited(p.id);
    const other = await invited(p.id);
    const anonymous = await view(invitation.id);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toBe(m.signInRequired);
    const someoneElse = await view(invitation.id, '', other.session.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(errorOf(someoneElse)).toBe(m.notYours);
    // Another person's link does not open this invitation either.
    expect((await view(invitation.id, `?usertoken=${other.token}`)).statusCode).toBe(401);
    expect((await view(invitation.id, '?usertoken=no-es-un-token')).statusCode).toBe(401);
  });

  it("answers 'La invitación no existe' for an unknown invitation", async () => {
    const res = await view(randomUUID(), '', admin.headers);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe(m.notFound);
  });

  it('lets the baseline be answered on the 13th day after the start and not on the 14th (non-Emprende)', async () => {
    const thirteen = await newProcess({ startDate: new Date(Date.now() - 13 * DAY - 23 * 60 * 60 * 1000) });
    const fourteen = await newProcess({ startDate: new Date(Date.now() - 14 * DAY - 60 * 1000) });
    const open = await invited(thirteen.id);
    const late = await invited(fourteen.id);
    expect((await view(open.invitation.id, `?usertoken=${open.token}`)).statusCode).toBe(200);
    const refused = await view(late.invitation.id, `?usertoken=${late.token}`);
    expect(refused.statusCode).toBe(410);
    expect(errorOf(refused)).toBe(m.expired);
    const answered = await answer(late.invitation.id, completeMeasurement(), { 'user-token': late.token });
    expect(answered.statusCode).toBe(410);
  });

  it('never expires the baseline of an Emprende process', async () => {
    const p = await newProcess({ startDate: new Date(Date.now() - 60 * DAY), emprendeType: 'MAIN' });
    const { invitation, token } = await invited(p.id);
    expect((await view(invitation.id, `?usertoken=${token}`)).statusCode).toBe(200);
  });
});

describe('POST /api/questionary-invitations/answer/{invitationId}', () => {
  it('stores every answer with its type and closes the invitation; answering twice is refused', async () => {
    const p = await newProcess();
    const { invitation, token } = await invited(p.id);
    const res = await answer(invitation.id, completeMeasurement(), {}, `?usertoken=${token}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: m.sent, status: 'COMPLETED', subTypeLabel: 'Línea base' });
    const stored = await storedAnswers(invitation.id);
    expect(stored.map((a) => [a.questionId, a.valueType, a.value]).sort()).toEqual(
      [
        [questionIds.text, 'TEXT', 'Crecer como líder'],
        [questionIds.choice, 'OPTION', '1'],
        [questionIds.grid, 'LIKERT', { '0': 2, '1': 3 }],
        [questionIds.rate, 'NUMBER', 4],
      ].sort(),
    );
    const [row] = await t.db.select().from(questionaryInvitations).where(eq(questionaryInvitations.id, invitation.id));
    expect(row!.status).toBe('COMPLETED');

    const again = await answer(invitation.id, completeMeasurement(), {}, `?usertoken=${token}`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(m.alreadyAnswered);
    const reread = await view(invitation.id, `?usertoken=${token}`);
    expect(reread.statusCode).toBe(409);
    expect(errorOf(reread)).toBe(m.alreadyAnswered);
  });

  it('checks the answers with the form rules and says which question is wrong, keeping the invitation open', async () => {
    const p = await newProcess();
    const { invitation, session } = await invited(p.id);
    const cases: [AnswerItem[], string][] = [
      [
        completeMeasurement().filter((a) => a.questionId !== questionIds.text),
        `${questionIds.text}: Ingresa tu respuesta`,
      ],
      [
        completeMeasurement().map((a) => (a.questionId === questionIds.choice ? { ...a, value: '7' } : a)),
        `${questionIds.choice}: Selecciona una alternativa válida`,
      ],
      [
        completeMeasurement().map((a) => (a.questionId === questionIds.rate ? { ...a, value: 9 } : a)),
        `${questionIds.rate}: Selecciona un valor de la escala`,
      ],
      // Every likert row is required.
      [
        completeMeasurement().map((a) => (a.questionId === questionIds.grid ? { ...a, value: { '0': 2 } } : a)),
        `${questionIds.grid}: Selecciona una alternativa en cada fila`,
      ],
      // 'Otro' needs its text.
      [
        completeMeasurement().map((a) => (a.questionId === questionIds.choice ? { ...a, value: OTHER_OPTION_ID } : a)),
        `${questionIds.choice}: Ingresa tu respuesta`,
      ],
    ];
    for (const [answers, detail] of cases) {
      const res = await answer(invitation.id, answers, session.headers);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(m.invalidAnswers);
      expect(res.json().error.details).toContain(detail);
    }
    const [row] = await t.db.select().from(questionaryInvitations).where(eq(questionaryInvitations.id, invitation.id));
    expect(row!.status).toBe('SENT');
    expect(await storedAnswers(invitation.id)).toEqual([]);
  });

  it("keeps the text written next to 'Otro'", async () => {
    const p = await newProcess();
    const { invitation, session } = await invited(p.id);
    const answers = completeMeasurement().map((a) =>
      a.questionId === questionIds.choice ? { ...a, value: OTHER_OPTION_ID, otherAnswer: 'Por una amiga' } : a,
    );
    expect((await answer(invitation.id, answers, session.headers)).statusCode).toBe(201);
    const choice = (await storedAnswers(invitation.id)).find((a) => a.questionId === questionIds.choice);
    expect(choice).toMatchObject({ value: OTHER_OPTION_ID, otherText: 'Por una amiga' });
  });

  it("refuses another member's answer (403) and a caller without link or session (401)", async () => {
    const p = await newProcess();
    const { invitation } = await invited(p.id);
    const other = await invited(p.id, 'MENTOR');
    expect((await answer(invitation.id, completeMeasurement(), other.session.headers)).statusCode).toBe(403);
    expect((await answer(invitation.id, completeMeasurement())).statusCode).toBe(401);
    // Refused before the answers are even looked at.
    expect((await answer(invitation.id, [], other.session.headers)).statusCode).toBe(403);
  });
});

describe('conditions and open invitations', () => {
  const groups: QuestionGroup[] = [
    {
      id: 'g1',
      title: 'Sobre el taller',
      type: 'DEFAULT',
      minutes: 0,
      range: null,
      conditions: [],
      questions: [
        {
          id: 'asistio',
          type: 'OPTIONS',
          title: '¿Asististe al taller completo?',
          description: '',
          required: true,
          placeholder: '',
          displayTitle: true,
          options: [
            { id: 'si', value: 'Sí' },
            { id: 'no', value: 'No' },
          ],
          other: false,
          conditions: [],
        },
        {
          id: 'motivo',
          type: 'TEXT',
          title: '¿Por qué no?',
          description: '',
          required: true,
          placeholder: '',
          displayTitle: true,
          options: [],
          other: false,
          conditions: [{ questionId: 'asistio', value: 'no', conditionType: 'EQUAL' }],
        },
      ],
    },
  ];

  async function openInvitation() {
    const questionary = await createQuestionary(t.db, {
      name: `Feedback taller ${unique()}`,
      type: 'WORKSHOP_FEEDBACK',
      targetUserRole: 'ANY',
      structure: groups,
    });
    return createInvitation(t.db, {
      userRole: 'ANY',
      entityType: 'OPEN',
      entitySubType: 'Taller de liderazgo',
      questionaryId: questionary.id,
      status: 'OPEN',
    });
  }

  it('drops the answer of a question whose condition does not hold, and does not require it', async () => {
    const invitation = await openInvitation();
    const res = await answer(invitation.id, [
      { questionId: 'asistio', value: 'si' },
      { questionId: 'motivo', value: 'No debería guardarse' },
    ]);
    expect(res.statusCode).toBe(201);
    expect((await storedAnswers(invitation.id)).map((a) => a.questionId)).toEqual(['asistio']);
  });

  it('requires a conditional question once its condition holds', async () => {
    const invitation = await openInvitation();
    const res = await answer(invitation.id, [{ questionId: 'asistio', value: 'no' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(['motivo: Ingresa tu respuesta']);
  });

  it('accepts many anonymous answers to an open invitation and counts them', async () => {
    const invitation = await openInvitation();
    for (const value of ['si', 'no']) {
      const answers: AnswerItem[] = [{ questionId: 'asistio', value }];
      if (value === 'no') answers.push({ questionId: 'motivo', value: 'Llegué tarde' });
      const res = await answer(invitation.id, answers);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'OPEN', subTypeLabel: 'Taller de liderazgo' });
    }
    const shown = await view(invitation.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'OPEN', amountOfCompletedInvitations: 2, answers: [] });
  });
});

describe('PUT /api/answers (answers kept while answering)', () => {
  it('keeps the answers so far without closing the invitation, and gives them back to resume', async () => {
    const p = await newProcess();
    const { invitation, token } = await invited(p.id);
    const partial = [
      { questionId: questionIds.text, value: 'Primer borrador' },
      { questionId: 'no-existe', value: 'x' },
    ];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/answers',
      payload: { invitationId: invitation.id, answers: partial },
      headers: { 'user-token': token },
    });
    expect(saved.statusCode).toBe(200);
    const resumed = await view(invitation.id, `?usertoken=${token}`);
    expect(resumed.json().answers).toEqual([{ questionId: questionIds.text, value: 'Primer borrador' }]);
    expect(resumed.json().status).toBe('SENT');
    // Sending the whole questionnaire afterwards replaces the draft.
    expect((await answer(invitation.id, completeMeasurement(), { 'user-token': token })).statusCode).toBe(201);
    const text = (await storedAnswers(invitation.id)).find((a) => a.questionId === questionIds.text);
    expect(text!.value).toBe('Crecer como líder');
  });
});

describe('state checks under the locks of the write', () => {
  /** The answers service, with a repository whose `findInvitation` lets the person send the answers right after. */
  function serviceWhere(changeAfterRead: () => Promise<unknown>) {
    return createAnswersService({
      repository: changedAfterRead(createAnswersRepository(t.db), 'findInvitation', changeAfterRead),
      answerTokens,
      invitationTokens: processTokens,
      config: t.config,
    });
  }

  it('a draft is refused when the answers were sent after its first check, and the sent answers stay', async () => {
    const p = await newProcess();
    const { invitation, token } = await invited(p.id);
    const sent = async () => {
      const res = await answer(invitation.id, completeMeasurement(), { 'user-token': token });
      expect(res.statusCode).toBe(201);
    };
    const draft = [{ questionId: questionIds.text, value: 'Borrador tardío' }];
    const respondent = { auth: null, userToken: token };
    await expect(serviceWhere(sent).save(invitation.id, draft, respondent)).rejects.toMatchObject({
      statusCode: 409,
      message: m.alreadyAnswered,
    });
    const text = (await storedAnswers(invitation.id)).find((a) => a.questionId === questionIds.text);
    expect(text!.value).toBe('Crecer como líder');
    expect(await storedAnswers(invitation.id)).toHaveLength(completeMeasurement().length);
  });
});

describe("the member's own measurements and the older links", () => {
  it('lists my measurements of a process with their state (getUserMdi)', async () => {
    const p = await newProcess();
    const { invitation, session } = await invited(p.id);
    const res = await t.app.inject({ url: `/api/process/getUserMdi/${p.id}`, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ invitationId: invitation.id, label: 'Línea base', status: 'SENT', expired: false }),
    ]);
    expect((await t.app.inject({ url: `/api/process/getUserMdi/${p.id}` })).statusCode).toBe(401);
  });

  it('turns an older measurement link (process token) into the invitation and a link of today', async () => {
    const p = await newProcess();
    const { user, invitation } = await invited(p.id, 'MENTOR');
    const processToken = await processTokens.sign({ userId: user.id, processId: p.id });
    const url = (token: string) =>
      `/api/process/translateLegacyMdi?processId=${p.id}&measurementId=${measurementId}&userRole=MENTOR&usertoken=${token}`;
    const res = await t.app.inject({ url: url(processToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().invitationId).toBe(invitation.id);
    const reopened = await view(invitation.id, `?usertoken=${res.json().userToken}`);
    expect(reopened.statusCode).toBe(200);
    // The wrong role names no invitation of this person.
    const wrongRole = await t.app.inject({ url: url(processToken).replace('userRole=MENTOR', 'userRole=STUDENT') });
    expect(wrongRole.statusCode).toBe(404);
    expect((await t.app.inject({ url: url('no-es-un-token') })).statusCode).toBe(401);
  });

  it('gives an admin the answers of any invitation, and a member only their own', async () => {
    const p = await newProcess();
    const mine = await invited(p.id);
    const other = await invited(p.id);
    await answer(mine.invitation.id, completeMeasurement(), mine.session.headers);
    const byAdmin = await t.app.inject({
      url: `/api/answers/getByInvitation?invitationId=${mine.invitation.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().responses[0].answers).toHaveLength(4);
    const byOther = await t.app.inject({
      url: `/api/answers/getByInvitation?invitationId=${mine.invitation.id}`,
      headers: other.session.headers,
    });
    expect(byOther.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(questionaryInvitations)
      .where(and(eq(questionaryInvitations.processId, p.id), eq(questionaryInvitations.status, 'COMPLETED')));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/answers/getByProcess and GET /api/answers', () => {
  it("gives staff a process's sent answers, filtered by person and kind", async () => {
    const p = await newProcess();
    const mine = await invited(p.id);
    await invited(p.id);
    expect((await answer(mine.invitation.id, completeMeasurement(), mine.session.headers)).statusCode).toBe(201);
    const byProcess = await t.app.inject({
      url: `/api/answers/getByProcess?processId=${p.id}`,
      headers: admin.headers,
    });
    expect(byProcess.statusCode).toBe(200);
    expect(byProcess.json()).toEqual([
      expect.objectContaining({ invitationId: mine.invitation.id, userId: mine.user.id, subTypeLabel: 'Línea base' }),
    ]);
    const byUser = await t.app.inject({ url: `/api/answers?userId=${mine.user.id}&tag=MDI`, headers: admin.headers });
    expect(byUser.json()).toHaveLength(1);
    expect(byUser.json()[0].answers).toHaveLength(4);
    const otherKind = await t.app.inject({
      url: `/api/answers?userId=${mine.user.id}&tag=SESSION_FEEDBACK`,
      headers: admin.headers,
    });
    expect(otherKind.json()).toEqual([]);
    // A participant is not staff.
    const refused = await t.app.inject({
      url: `/api/answers/getByProcess?processId=${p.id}`,
      headers: mine.session.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
