import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  isGuideReopenable,
  guideAnsweringMessages,
  SESSION_NOTES_MAX_LENGTH,
  type LiveContentState,
  type QuestionGroup,
  type SessionGuide,
} from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedProcess } from '../../../test/chatFixtures';
import { addPairSessions, createQuestionary, createUser, signIn, type TestSession } from '../../../test/factories';
import { graphqlOverHttp, listen, listenForLiveSockets, liveClient, until } from '../../../test/graphqlClient';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createLiveEvents } from '../../plugins/graphql';
import { createAnswersRepository } from '../answers';
import { createSessionGuidesRepository } from './sessionGuides.repository';
import { createSessionGuidesService } from './sessionGuides.service';
import {
  advices,
  dynamicMentorshipItems,
  dynamicMentorships,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processes,
  questionaryInvitations,
} from '../../db/schema';

let t: TestApp;
let wsUrl: string;
let clientId: string;
let admin: TestSession;
let stranger: TestSession;
let companyAdmin: TestSession;
let otherCompanyAdmin: TestSession;
let templateId: string;
let baseQuestionaryId: string;
let adviceQuestionaryId: string;
let adviceId: string;

const groups = (title: string): QuestionGroup[] => [
  {
    id: 'g1',
    title,
    type: 'DEFAULT',
    minutes: 0,
    range: null,
    conditions: [],
    questions: [
      {
        id: 'acuerdos',
        type: 'TEXT',
        title: '¿Qué acordaron?',
        description: '',
        required: true,
        placeholder: '',
        displayTitle: true,
        options: [],
        other: false,
        conditions: [],
      },
    ],
  } as unknown as QuestionGroup,
];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  wsUrl = await listenForLiveSockets(t.app);
  ({ clientId, companyAdmin, otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  stranger = await signIn(t.app, (await createUser(t.db)).email);
  baseQuestionaryId = (await createQuestionary(t.db, { type: 'MENTORSHIP_GUIDE', structure: groups('Base') })).id;
  adviceQuestionaryId = (await createQuestionary(t.db, { type: 'MENTORSHIP_GUIDE', structure: groups('Objetivo') })).id;
  const [advice] = await t.db
    .insert(advices)
    .values({ name: `Liderazgo ${randomUUID()}` })
    .returning();
  adviceId = advice!.id;
  const [template] = await t.db.insert(dynamicMentorships).values({ name: 'Pauta de prueba', sessions: 3 }).returning();
  templateId = template!.id;
  // Sessions 1 and 2 have a guide (session 1 also for the advice); session 3 has none.
  await t.db.insert(dynamicMentorshipItems).values([
    { dynamicMentorshipId: templateId, sessionNumber: 1, objectiveId: 'BASE', questionaryId: baseQuestionaryId },
    { dynamicMentorshipId: templateId, sessionNumber: 2, objectiveId: 'BASE', questionaryId: baseQuestionaryId },
    {
      dynamicMentorshipId: templateId,
      sessionNumber: 1,
      objectiveId: adviceId,
      adviceId,
      questionaryId: adviceQuestionaryId,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A pair in a process that follows the guide template, with sessions 1 to 3. */
async function guidedPair(options: { objectiveId?: string; dates?: (Date | null)[] } = {}) {
  const fixture = await pairedProcess(t.app, t.db, clientId);
  await t.db.update(processes).set({ dynamicMentorshipId: templateId }).where(eq(processes.id, fixture.process.id));
  if (options.objectiveId) {
    await t.db.update(pairs).set({ objectiveId: options.objectiveId }).where(eq(pairs.id, fixture.pair.id));
  }
  const dates = options.dates ?? [null, null, null];
  await addPairSessions(
    t.db,
    fixture.pair.id,
    dates.map((scheduleDate) => ({ scheduleDate })),
  );
  return fixture;
}

const guideUrl = (pairId: string, session: number) => `/api/process/pair/${pairId}/session/${session}/guide`;
const notesUrl = (pairId: string, session: number) => `/api/process/pair/${pairId}/session/${session}/notes`;

async function openGuide(session: TestSession, pairId: string, sessionNumber = 1) {
  return t.app.inject({ method: 'POST', url: guideUrl(pairId, sessionNumber), headers: session.headers });
}

const FIELDS = 'liveContentId content version done editor { userId name }';
const QUERY = `query ($id: ID!) { liveContent(id: $id) { ${FIELDS} } }`;
const TAKE = `mutation ($id: ID!) { takeControlLiveContent(liveContentId: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $content: String!) { updateLiveContent(liveContentId: $id, content: $content) { ${FIELDS} } }`;
const FREE = `mutation ($id: ID!) { freeLiveContentControl(liveContentId: $id) { ${FIELDS} } }`;
const SUBSCRIBE = `subscription ($id: ID!) { liveContentUpdated(liveContentId: $id) { ${FIELDS} } }`;

const gql = graphqlOverHttp(() => t.app);
const socketFor = (session: TestSession) => liveClient(wsUrl, session);
const listenTo = (client: Client, id: string) => listen<LiveContentState>(client, SUBSCRIBE, { id });

const take = (s: TestSession, id: string) => gql<{ takeControlLiveContent: LiveContentState }>(s, TAKE, { id });
const update = (s: TestSession, id: string, content: unknown) =>
  gql<{ updateLiveContent: LiveContentState }>(s, UPDATE, { id, content: JSON.stringify(content) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('opening a session guide', () => {
  it('makes one guide per session, the same for both partners opening at once', async () => {
    const { pair, mentor, student } = await guidedPair();
    const [a, b] = await Promise.all([openGuide(mentor.session, pair.id), openGuide(student.session, pair.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const first = a.json() as SessionGuide;
    expect(b.json().invitationId).toBe(first.invitationId);
    expect(b.json().liveContentId).toBe(first.liveContentId);
    expect(first).toMatchObject({ status: 'SENT', done: false, editor: null, content: '{}', reopenable: false });
    expect(first.questionary.questionGroups[0]!.title).toBe('Base');
    const again = (await openGuide(student.session, pair.id)).json() as SessionGuide;
    expect(again.invitationId).toBe(first.invitationId);
    const rows = await t.db
      .select()
      .from(questionaryInvitations)
      .where(
        and(eq(questionaryInvitations.pairId, pair.id), eq(questionaryInvitations.entityType, 'MENTORSHIP_GUIDE')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, userRole: 'ANY', entitySubType: '1' });
    const [session] = await t.db
      .select()
      .from(pairSessions)
      .where(and(eq(pairSessions.pairId, pair.id), eq(pairSessions.sessionNumber, 1)));
    expect(session!.templateInvitationId).toBe(first.invitationId);
    // The pair's sessions link to their guide once opened.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/process/pair/${pair.id}`,
      headers: student.session.headers,
    });
    expect(detail.json().sessions.slice(0, 2)).toMatchObject([
      {
        sessionNumber: 1,
        templateInvitationId: first.invitationId,
        liveContentId: first.liveContentId,
        guideStatus: 'SENT',
      },
      { sessionNumber: 2, templateInvitationId: null, liveContentId: null, guideStatus: null },
    ]);
  });

  it("takes the questionary of the pair's objective, and says when a session has no guide", async () => {
    const { pair, mentor } = await guidedPair({ objectiveId: adviceId });
    expect(
      ((await openGuide(mentor.session, pair.id, 1)).json() as SessionGuide).questionary.questionGroups[0]!.title,
    ).toBe('Objetivo');
    // Session 2 has no questionary for the advice: the base one.
    expect(
      ((await openGuide(mentor.session, pair.id, 2)).json() as SessionGuide).questionary.questionGroups[0]!.title,
    ).toBe('Base');
    const none = await openGuide(mentor.session, pair.id, 3);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(guideAnsweringMessages.noGuide);
    expect((await openGuide(mentor.session, pair.id, 9)).statusCode).toBe(404);
  });

  it("takes the pauta of the guide's session when the process follows a guide instead of a template", async () => {
    const fixture = await pairedProcess(t.app, t.db, clientId);
    const [guide] = await t.db
      .insert(mentorships)
      .values({ name: `Guía ${randomUUID()}` })
      .returning();
    await t.db.insert(mentorshipSessions).values([
      { mentorshipId: guide!.id, number: 1, title: 'Metas', templateQuestionaryId: adviceQuestionaryId },
      { mentorshipId: guide!.id, number: 2, title: 'Avances', templateQuestionaryId: null },
    ]);
    await t.db.update(processes).set({ mentorshipId: guide!.id }).where(eq(processes.id, fixture.process.id));
    await addPairSessions(t.db, fixture.pair.id, [{ scheduleDate: null }, { scheduleDate: null }]);
    const opened = await openGuide(fixture.mentor.session, fixture.pair.id, 1);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as SessionGuide).questionary.questionGroups[0]!.title).toBe('Objetivo');
    // The partner opens the same guide.
    const partners = (await openGuide(fixture.student.session, fixture.pair.id, 1)).json() as SessionGuide;
    expect(partners.invitationId).toBe((opened.json() as SessionGuide).invitationId);
    // A session whose pauta the guide does not name has none.
    const none = await openGuide(fixture.mentor.session, fixture.pair.id, 2);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(guideAnsweringMessages.noGuide);
  });

  it('refuses admins, strangers and company admins; the answering page serves both partners and admins', async () => {
    const { pair, mentor, student } = await guidedPair();
    for (const session of [admin, stranger, companyAdmin, otherCompanyAdmin]) {
      expect((await openGuide(session, pair.id)).statusCode).toBe(403);
    }
    const guide = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const view = (session: TestSession) =>
      t.app.inject({
        method: 'GET',
        url: `/api/questionary-invitations/${guide.invitationId}`,
        headers: session.headers,
      });
    for (const session of [mentor.session, student.session, admin]) {
      const res = await view(session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ entityType: 'MENTORSHIP_GUIDE', subTypeLabel: 'Pauta sesión 1' });
    }
    expect((await view(stranger)).statusCode).toBe(403);
    expect((await view(companyAdmin)).statusCode).toBe(403);
    // The guide page loads the guide by its invitation: the partners and admins (reading).
    const byInvitation = (session: TestSession, id = guide.invitationId) =>
      t.app.inject({ method: 'GET', url: `/api/questionary-invitations/template/${id}`, headers: session.headers });
    for (const session of [mentor.session, student.session, admin]) {
      const res = await byInvitation(session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ liveContentId: guide.liveContentId, sessionNumber: 1, pairId: pair.id });
    }
    for (const session of [stranger, companyAdmin, otherCompanyAdmin]) {
      expect((await byInvitation(session)).statusCode).toBe(403);
    }
    expect((await byInvitation(mentor.session, randomUUID())).statusCode).toBe(404);
  });
});

describe('live content control', () => {
  it('grants the lease to one partner and refuses the other with the spec message', async () => {
    const { pair, mentor, student } = await guidedPair();
    const { liveContentId: id } = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const taken = await take(mentor.session, id);
    expect(taken.data?.takeControlLiveContent.editor).toEqual({ userId: mentor.id, name: 'Marta' });
    const refused = await take(student.session, id);
    expect(refused.error).toEqual({ message: guideAnsweringMessages.busy, type: 'live_content_busy' });
    // A non-holder's edit is refused the same way; the holder's is saved.
    expect((await update(student.session, id, { acuerdos: 'no' })).error?.message).toBe(guideAnsweringMessages.busy);
    const saved = await update(mentor.session, id, { acuerdos: 'Reunirse el martes' });
    expect(saved.data?.updateLiveContent).toMatchObject({ version: 1, done: false });
    expect(JSON.parse(saved.data!.updateLiveContent.content)).toEqual({ acuerdos: 'Reunirse el martes' });
    expect((await update(mentor.session, id, [1, 2])).error?.type).toBe('live_content_invalid');
    // The non-holder's free changes nothing; the holder's frees it for the partner.
    const notFreed = await gql<{ freeLiveContentControl: LiveContentState }>(student.session, FREE, { id });
    expect(notFreed.data?.freeLiveContentControl.editor?.userId).toBe(mentor.id);
    const freed = await gql<{ freeLiveContentControl: LiveContentState }>(mentor.session, FREE, { id });
    expect(freed.data?.freeLiveContentControl.editor).toBeNull();
    expect((await take(student.session, id)).data?.takeControlLiveContent.editor?.userId).toBe(student.id);
  });

  it('lets admins read but not edit; strangers and company admins get nothing', async () => {
    const { pair, mentor } = await guidedPair();
    const { liveContentId: id } = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const read = await gql<{ liveContent: LiveContentState }>(admin, QUERY, { id });
    expect(read.data?.liveContent).toMatchObject({ liveContentId: id, editor: null });
    expect((await take(admin, id)).error?.type).toBe('forbidden');
    expect((await update(admin, id, {})).error?.type).toBe('forbidden');
    for (const session of [stranger, companyAdmin, otherCompanyAdmin]) {
      const res = await gql<{ liveContent: LiveContentState }>(session, QUERY, { id });
      expect(res.data?.liveContent ?? null).toBeNull();
      expect(res.error?.type).toBe('forbidden');
      expect((await take(session, id)).error?.type).toBe('forbidden');
    }
    expect((await gql(mentor.session, QUERY, { id: randomUUID() })).error?.type).toBe('not_found');
  });

  it('frees the lease 1 s after the last edit: the partner takes it, and subscribers hear editor null', async () => {
    const { pair, mentor, student } = await guidedPair();
    const { liveContentId: id } = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const watcher = socketFor(admin);
    try {
      const heard = await listenTo(watcher, id);
      await take(mentor.session, id);
      await update(mentor.session, id, { acuerdos: 'a' });
      await sleep(500);
      // Still within the renewed lease.
      expect((await take(student.session, id)).error?.message).toBe(guideAnsweringMessages.busy);
      await until(() => heard.events.some((e) => e.editor === null), 'the release', 3000);
      expect(heard.events.map((e) => e.editor?.userId ?? null)).toEqual([mentor.id, mentor.id, null]);
      expect(heard.errors).toEqual([]);
      expect((await take(student.session, id)).data?.takeControlLiveContent.editor?.userId).toBe(student.id);
    } finally {
      await watcher.dispose();
    }
  });

  it("frees the lease when the holder's socket closes", async () => {
    const { pair, mentor, student } = await guidedPair();
    const { liveContentId: id } = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const partner = socketFor(student.session);
    const holder = socketFor(mentor.session);
    try {
      const heard = await listenTo(partner, id);
      const took = await new Promise<LiveContentState>((resolve, reject) =>
        holder.subscribe<{ takeControlLiveContent: LiveContentState }>(
          { query: TAKE, variables: { id } },
          { next: (r) => resolve(r.data!.takeControlLiveContent), error: reject, complete: () => undefined },
        ),
      );
      expect(took.editor?.userId).toBe(mentor.id);
      const closedAt = Date.now();
      await holder.dispose();
      await until(() => heard.events.some((e) => e.editor === null), 'the release on close', 3000);
      // Well before the lease would have run out on its own.
      expect(Date.now() - closedAt).toBeLessThan(800);
      expect((await take(student.session, id)).data?.takeControlLiveContent.editor?.userId).toBe(student.id);
    } finally {
      await partner.dispose();
    }
  });
});

describe('a guide that can no longer change', () => {
  it("is read-only once the pair is disabled or its process finalized, as the pair's tasks are", async () => {
    const disabled = await guidedPair();
    const guide = (await openGuide(disabled.mentor.session, disabled.pair.id)).json() as SessionGuide;
    await t.db.update(pairs).set({ disabled: true, disabledAt: new Date() }).where(eq(pairs.id, disabled.pair.id));
    expect((await take(disabled.mentor.session, guide.liveContentId)).error).toEqual({
      message: guideAnsweringMessages.pairDisabled,
      type: 'pair_disabled',
    });
    // Reading it still works.
    const read = await gql<{ liveContent: LiveContentState }>(disabled.student.session, QUERY, {
      id: guide.liveContentId,
    });
    expect(read.data?.liveContent.liveContentId).toBe(guide.liveContentId);

    const finalized = await guidedPair();
    const other = (await openGuide(finalized.student.session, finalized.pair.id)).json() as SessionGuide;
    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, finalized.process.id));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/template/${other.invitationId}`,
      headers: finalized.student.session.headers,
      payload: { answers: [{ questionId: 'acuerdos', value: 'Tarde' }] },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toEqual({
      message: 'Un proceso finalizado no se puede modificar',
      type: 'process_not_editable',
    });
    expect((await take(finalized.mentor.session, other.liveContentId)).error?.type).toBe('process_not_editable');
  });
});

describe('private notes', () => {
  it("are the author's only: the partner, admins and company admins never read them", async () => {
    const { pair, mentor, student } = await guidedPair();
    const put = (session: TestSession, content: string) =>
      t.app.inject({ method: 'PUT', url: notesUrl(pair.id, 1), headers: session.headers, payload: { content } });
    const get = (session: TestSession) =>
      t.app.inject({ method: 'GET', url: notesUrl(pair.id, 1), headers: session.headers });
    expect((await put(mentor.session, 'Preguntar por su equipo')).statusCode).toBe(200);
    expect((await get(mentor.session)).json()).toMatchObject({ content: 'Preguntar por su equipo' });
    expect((await get(student.session)).json()).toEqual({ content: '', updatedAt: null });
    await put(student.session, 'Mis notas');
    expect((await get(mentor.session)).json().content).toBe('Preguntar por su equipo');
    for (const session of [admin, companyAdmin, otherCompanyAdmin, stranger]) {
      expect((await get(session)).statusCode).toBe(403);
      expect((await put(session, 'x')).statusCode).toBe(403);
    }
    expect((await put(mentor.session, 'x'.repeat(SESSION_NOTES_MAX_LENGTH + 1))).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: notesUrl(pair.id, 7), headers: mentor.session.headers })).statusCode,
    ).toBe(404);
  });
});

describe('finishing and reopening a guide', () => {
  const submit = (session: TestSession, invitationId: string, answers: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/template/${invitationId}`,
      headers: session.headers,
      payload: { answers },
    });
  const reopen = (session: TestSession, invitationId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/template/${invitationId}/reopen`,
      headers: session.headers,
    });

  it('stores the shared answers, closes the live content, and reopens while the rules allow', async () => {
    const { pair, mentor, student } = await guidedPair();
    const guide = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    expect((await submit(mentor.session, guide.invitationId, [])).statusCode).toBe(400);
    expect((await submit(admin, guide.invitationId, [{ questionId: 'acuerdos', value: 'x' }])).statusCode).toBe(403);
    expect((await reopen(mentor.session, guide.invitationId)).statusCode).toBe(409);
    const sent = await submit(student.session, guide.invitationId, [
      { questionId: 'acuerdos', value: 'Leer dos libros' },
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: guideAnsweringMessages.sent, status: 'COMPLETED' });
    expect(
      (await submit(mentor.session, guide.invitationId, [{ questionId: 'acuerdos', value: 'y' }])).statusCode,
    ).toBe(409);
    const done = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    expect(done).toMatchObject({ status: 'COMPLETED', done: true, reopenable: true });
    expect(done.answers).toEqual([{ questionId: 'acuerdos', value: 'Leer dos libros' }]);
    expect((await take(mentor.session, guide.liveContentId)).error?.type).toBe('live_content_done');
    // The answering page shows a finished guide filled in.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/questionary-invitations/${guide.invitationId}`,
      headers: mentor.session.headers,
    });
    expect(view.json()).toMatchObject({
      status: 'COMPLETED',
      answers: [{ questionId: 'acuerdos', value: 'Leer dos libros' }],
    });
    // The old answering call does not take guides.
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/answer/${guide.invitationId}`,
      headers: mentor.session.headers,
      payload: { answers: [] },
    });
    expect(old.statusCode).toBe(409);

    const reopened = await reopen(student.session, guide.invitationId);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ message: guideAnsweringMessages.reopened, status: 'SENT' });
    const open = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    expect(open).toMatchObject({ status: 'SENT', done: false, answers: [] });
    expect((await take(mentor.session, guide.liveContentId)).error).toBeNull();
  });

  it('refuses to reopen a guide whose session is past and followed by an earlier-scheduled one', async () => {
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    // Session 1 was set after session 2's date: not reopenable.
    const { pair, mentor } = await guidedPair({ dates: [new Date(now - day), new Date(now - 2 * day), null] });
    const guide = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    await submit(mentor.session, guide.invitationId, [{ questionId: 'acuerdos', value: 'x' }]);
    expect(((await openGuide(mentor.session, pair.id)).json() as SessionGuide).reopenable).toBe(false);
    const refused = await reopen(mentor.session, guide.invitationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(guideAnsweringMessages.notReopenable);
  });
});

describe('state checks under the locks of the write', () => {
  /** The guides service, with a repository whose `read` lets someone else change things right after its first call. */
  function serviceWhere(changeAfterRead: () => Promise<unknown>, read: 'pair' | 'sessions') {
    return createSessionGuidesService({
      repository: changedAfterRead(createSessionGuidesRepository(t.db), read, changeAfterRead),
      answers: createAnswersRepository(t.db),
      live: createLiveEvents().live,
      log: t.app.log,
    });
  }
  const statusOf = async (invitationId: string) =>
    (await t.db.select().from(questionaryInvitations).where(eq(questionaryInvitations.id, invitationId)))[0]!.status;

  it('sending is refused when the process was finalized after its first check, and the guide stays open', async () => {
    const { process, pair, mentor } = await guidedPair();
    const guide = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const finalized = () => t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, process.id));
    const answers = [{ questionId: 'acuerdos', value: 'Tarde' }];
    const viewer = { userId: mentor.id, role: 'USER' as const };
    await expect(serviceWhere(finalized, 'pair').submit(guide.invitationId, answers, viewer)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Un proceso finalizado no se puede modificar',
    });
    expect(await statusOf(guide.invitationId)).toBe('SENT');
  });

  it('reopening is refused when a later session was set earlier after its first check, and the guide stays finished', async () => {
    const day = 24 * 3600 * 1000;
    const { pair, mentor } = await guidedPair({ dates: [new Date(Date.now() - day), null, null] });
    const guide = (await openGuide(mentor.session, pair.id)).json() as SessionGuide;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/questionary-invitations/template/${guide.invitationId}`,
      headers: mentor.session.headers,
      payload: { answers: [{ questionId: 'acuerdos', value: 'x' }] },
    });
    expect(sent.statusCode).toBe(200);
    const earlierNext = () =>
      t.db
        .update(pairSessions)
        .set({ scheduleDate: new Date(Date.now() - 2 * day) })
        .where(and(eq(pairSessions.pairId, pair.id), eq(pairSessions.sessionNumber, 2)));
    await expect(serviceWhere(earlierNext, 'sessions').reopen(guide.invitationId)).rejects.toMatchObject({
      statusCode: 409,
      message: guideAnsweringMessages.notReopenable,
    });
    expect(await statusOf(guide.invitationId)).toBe('COMPLETED');
  });
});

describe('reopen rules (002 §4.4) at each boundary', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const at = (offsetDays: number | null) =>
    offsetDays === null ? null : new Date(now.getTime() + offsetDays * 24 * 3600 * 1000);
  const sessions = (...offsets: (number | null)[]) =>
    offsets.map((o, i) => ({ sessionNumber: i + 1, scheduleDate: at(o) }));

  it('the latest session (no later one scheduled) is reopenable', () => {
    expect(isGuideReopenable(1, sessions(-5, null, null), now)).toBe(true);
    expect(isGuideReopenable(1, sessions(null, null, null), now)).toBe(true);
  });
  it("an earlier session: only when its date is before the next session's", () => {
    expect(isGuideReopenable(1, sessions(-5, -2, null), now)).toBe(true);
    expect(isGuideReopenable(1, sessions(-2, -2, null), now)).toBe(false);
    expect(isGuideReopenable(1, sessions(-1, -2, null), now)).toBe(false);
    expect(isGuideReopenable(1, sessions(null, -2, null), now)).toBe(false);
  });
  it('the final session: while its date is in the future or unset', () => {
    expect(isGuideReopenable(3, sessions(-9, -5, null), now)).toBe(true);
    expect(isGuideReopenable(3, sessions(-9, -5, 1), now)).toBe(true);
    expect(isGuideReopenable(3, sessions(-9, -5, 0), now)).toBe(false);
    expect(isGuideReopenable(3, sessions(-9, -5, -1), now)).toBe(false);
    expect(isGuideReopenable(4, sessions(-9, -5, -1), now)).toBe(false);
  });
});
