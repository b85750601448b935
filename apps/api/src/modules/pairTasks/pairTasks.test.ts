import {
  pairTaskMessages,
  processMessages,
  questionGroupSchema,
  sessionGuideMessages,
  type PairTask,
  type PairTasksChange,
} from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, pairedProcess } from '../../../test/chatFixtures';
import {
  addPairSessions,
  createInvitation,
  createQuestionary,
  createUser,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { listen, listenForLiveSockets, liveClient, until } from '../../../test/graphqlClient';
import { pdfStreams, pdfText } from '../../../test/pdfText';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  advices,
  mentorships,
  mentorshipSessions,
  pairSessionNotes,
  pairs,
  processes,
  questionaryAnswers,
  questionaryResponses,
} from '../../db/schema';
import { createConfiguredStorage } from '../../plugins/storage';

let t: TestApp;
let wsUrl: string;
let clientId: string;
let admin: TestSession;
let stranger: TestSession;
let otherCompanyAdmin: TestSession;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  wsUrl = await listenForLiveSockets(t.app);
  clientId = await chatClient(t.db);
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  stranger = await signIn(t.app, (await createUser(t.db)).email);
  ({ otherCompanyAdmin } = await clientsWithCompanyAdmins(t.app, t.db));
});
afterAll(async () => {
  await t?.close();
});

const tasksUrl = (pairId: string) => `/api/process/pair/${pairId}/tasks`;
const taskUrl = (pairId: string, taskId?: string) =>
  taskId ? `/api/process/pair/${pairId}/task/${taskId}` : `/api/process/pair/${pairId}/task`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: TestSession | undefined,
  payload?: InjectOptions['payload'],
) {
  return t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });
}

const counter = { name: 'Leer tres artículos', dueDate: '2026-03-01', type: 'NUMBER', maxValue: 3 };
const checkbox = {
  name: 'Actualizar el CV',
  description: 'Con la nueva experiencia',
  dueDate: '2026-02-15',
  type: 'CHECKBOX',
};

async function addTask(pairId: string, session: TestSession, body: Record<string, unknown> = counter) {
  const res = await call('POST', taskUrl(pairId), session, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PairTask;
}

describe('pair tasks: POST, PUT, DELETE and GET /api/process/pair/{pairId}/...', () => {
  it('refuses each missing field with the message of spec 002 §5.7', async () => {
    const { pair, student } = await pairedProcess(t.app, t.db, clientId);
    const refused = async (body: Record<string, unknown>) => {
      const res = await call('POST', taskUrl(pair.id), student.session, body);
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await refused({ ...counter, name: '' })).toBe(pairTaskMessages.nameRequired);
    expect(await refused({ ...counter, name: '   ' })).toBe('Ingresa el nombre');
    const { name: _name, ...withoutName } = counter;
    expect(await refused(withoutName)).toBe('Ingresa el nombre');
    const { dueDate: _dueDate, ...withoutDueDate } = counter;
    expect(await refused(withoutDueDate)).toBe('Ingresa la fecha límite');
    expect(await refused({ ...counter, dueDate: '' })).toBe('Ingresa la fecha límite');
    expect(await refused({ ...counter, dueDate: '2026-02-30' })).toBe(pairTaskMessages.dueDateInvalid);
    const { type: _type, ...withoutType } = counter;
    expect(await refused(withoutType)).toBe('Selecciona el tipo');
    expect(await refused({ ...counter, type: 'TEXT' })).toBe('Selecciona el tipo');
    const { maxValue: _maxValue, ...withoutMax } = counter;
    expect(await refused(withoutMax)).toBe('Ingresa la cantidad');
    expect(await refused({ ...counter, maxValue: 0 })).toBe('Ingresa la cantidad');
    expect(await refused({ ...counter, maxValue: 1.5 })).toBe('Ingresa la cantidad');
    expect(await refused({ ...checkbox, maxValue: 4 })).toBe(pairTaskMessages.checkboxMaxValue);
    expect((await call('GET', tasksUrl(pair.id), student.session)).json()).toEqual([]);
  });

  it('creates counters and checklist items, lists them oldest first with completed, and deletes them', async () => {
    const { pair, student, mentor } = await pairedProcess(t.app, t.db, clientId);
    const first = await addTask(pair.id, student.session, { ...counter, sessionNumber: 1 });
    expect(first).toMatchObject({
      pairId: pair.id,
      name: 'Leer tres artículos',
      description: '',
      dueDate: '2026-03-01',
      type: 'NUMBER',
      maxValue: 3,
      value: 0,
      completed: false,
      sessionNumber: 1,
      createdById: student.id,
    });
    const second = await addTask(pair.id, mentor.session, checkbox);
    expect(second).toMatchObject({ type: 'CHECKBOX', maxValue: 1, value: 0, completed: false, sessionNumber: null });

    const list = await call('GET', tasksUrl(pair.id), mentor.session);
    expect(list.statusCode).toBe(200);
    expect((list.json() as PairTask[]).map((task) => task.taskId)).toEqual([first.taskId, second.taskId]);

    const removed = await call('DELETE', taskUrl(pair.id, first.taskId), mentor.session);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', taskUrl(pair.id, first.taskId), mentor.session)).statusCode).toBe(404);
    expect((await call('GET', tasksUrl(pair.id), student.session)).json()).toHaveLength(1);
  });

  it('completes a counter at its maximum and a checkbox at 1; refuses values outside 0..maxValue with a 400', async () => {
    const { pair, student, mentor } = await pairedProcess(t.app, t.db, clientId);
    const task = await addTask(pair.id, student.session);
    const put = (session: TestSession, body: Record<string, unknown>, taskId = task.taskId) =>
      call('PUT', taskUrl(pair.id, taskId), session, body);

    const partway = await put(mentor.session, { value: 2 });
    expect(partway.statusCode).toBe(200);
    expect(partway.json()).toMatchObject({ value: 2, completed: false });
    const done = await put(student.session, { value: 3 });
    expect(done.json()).toMatchObject({ value: 3, completed: true });

    const above = await put(student.session, { value: 4 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toBe(pairTaskMessages.valueOutOfRange(3));
    const below = await put(student.session, { value: -1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(pairTaskMessages.valueInvalid);
    expect((await put(student.session, { value: 'mucho' })).statusCode).toBe(400);

    const item = await addTask(pair.id, mentor.session, checkbox);
    const ticked = await put(mentor.session, { value: 1 }, item.taskId);
    expect(ticked.json()).toMatchObject({ value: 1, completed: true });
    const beyond = await put(mentor.session, { value: 2 }, item.taskId);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe(pairTaskMessages.valueOutOfRange(1));
    const unticked = await put(mentor.session, { value: 0 }, item.taskId);
    expect(unticked.json()).toMatchObject({ value: 0, completed: false });

    const unknown = await put(mentor.session, { value: 1 }, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(pairTaskMessages.taskNotFound);
  });

  it('edits name, description and due date, but keeps type and maxValue locked once created', async () => {
    const { pair, student } = await pairedProcess(t.app, t.db, clientId);
    const task = await addTask(pair.id, student.session);
    const put = (body: Record<string, unknown>) => call('PUT', taskUrl(pair.id, task.taskId), student.session, body);

    const edited = await put({ name: 'Leer cuatro artículos', description: 'De liderazgo', dueDate: '2026-04-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Leer cuatro artículos',
      description: 'De liderazgo',
      dueDate: '2026-04-01',
      maxValue: 3,
    });
    expect((await put({ name: '' })).json().error.message).toBe('Ingresa el nombre');
    expect((await put({ dueDate: '' })).json().error.message).toBe('Ingresa la fecha límite');

    const retyped = await put({ type: 'CHECKBOX' });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().error.message).toBe(pairTaskMessages.typeLocked);
    const resized = await put({ maxValue: 10 });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().error.message).toBe(pairTaskMessages.maxValueLocked);
    // The web form sends them back unchanged with the rest: that is no change.
    const same = await put({ type: 'NUMBER', maxValue: 3, value: 1 });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ type: 'NUMBER', maxValue: 3, value: 1, name: 'Leer cuatro artículos' });
  });

  it('lets admins read but not write; strangers and another company admin get 403, an unknown pair 404', async () => {
    const { pair, student } = await pairedProcess(t.app, t.db, clientId);
    const task = await addTask(pair.id, student.session);

    const read = await call('GET', tasksUrl(pair.id), admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
    expect((await call('POST', taskUrl(pair.id), admin, counter)).statusCode).toBe(403);
    expect((await call('PUT', taskUrl(pair.id, task.taskId), admin, { value: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', taskUrl(pair.id, task.taskId), admin)).statusCode).toBe(403);

    for (const outsider of [stranger, otherCompanyAdmin]) {
      expect((await call('GET', tasksUrl(pair.id), outsider)).statusCode).toBe(403);
      expect((await call('POST', taskUrl(pair.id), outsider, counter)).statusCode).toBe(403);
      expect((await call('PUT', taskUrl(pair.id, task.taskId), outsider, { value: 1 })).statusCode).toBe(403);
      expect((await call('DELETE', taskUrl(pair.id, task.taskId), outsider)).statusCode).toBe(403);
    }
    expect((await call('GET', tasksUrl(pair.id), undefined)).statusCode).toBe(401);
    const unknownPair = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', tasksUrl(unknownPair), stranger)).statusCode).toBe(404);
    expect((await call('POST', taskUrl(unknownPair), stranger, counter)).statusCode).toBe(404);
    // A task of another pair is not found through this one.
    const other = await pairedProcess(t.app, t.db, clientId);
    const res = await call('PUT', taskUrl(other.pair.id, task.taskId), other.student.session, { value: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses changes once the process is finalized or the pair disabled, and still lists the tasks', async () => {
    const finalized = await pairedProcess(t.app, t.db, clientId);
    const task = await addTask(finalized.pair.id, finalized.student.session);
    await t.db.update(processes).set({ status: 'FINALIZED' }).where(eq(processes.id, finalized.process.id));
    for (const res of [
      await call('POST', taskUrl(finalized.pair.id), finalized.student.session, counter),
      await call('PUT', taskUrl(finalized.pair.id, task.taskId), finalized.mentor.session, { value: 1 }),
      await call('DELETE', taskUrl(finalized.pair.id, task.taskId), finalized.mentor.session),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(processMessages.notEditable);
    }
    expect((await call('GET', tasksUrl(finalized.pair.id), finalized.mentor.session)).json()).toHaveLength(1);

    const disabled = await pairedProcess(t.app, t.db, clientId);
    await t.db.update(pairs).set({ disabled: true }).where(eq(pairs.id, disabled.pair.id));
    const refused = await call('POST', taskUrl(disabled.pair.id), disabled.student.session, counter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(pairTaskMessages.pairDisabled);
  });
});

// ── Live: the partner hears every change ───────────────────────────────────────────────────────────────────────

const PAIR_TASKS_CHANGED = /* GraphQL */ `
  subscription ($pairId: ID!) {
    pairTasksChanged(pairId: $pairId) {
      pairId
      kind
      taskId
      changedById
      task {
        taskId
        name
        value
        maxValue
        completed
      }
      tasks {
        taskId
        value
        completed
      }
    }
  }
`;

const wsClient = (session: TestSession) => liveClient(wsUrl, session);
const listenTo = (client: Client, pairId: string) => listen<PairTasksChange>(client, PAIR_TASKS_CHANGED, { pairId });

describe('subscription pairTasksChanged(pairId)', () => {
  it('tells the partner (and a reading admin) of each task created, changed and deleted, with the whole list', async () => {
    const { pair, student, mentor } = await pairedProcess(t.app, t.db, clientId);
    const mentorClient = wsClient(mentor.session);
    const adminClient = wsClient(admin);
    try {
      const heard = await listenTo(mentorClient, pair.id);
      const watched = await listenTo(adminClient, pair.id);
      const task = await addTask(pair.id, student.session);
      await until(() => heard.events.length === 1, 'the creation');
      expect(heard.events[0]).toMatchObject({
        pairId: pair.id,
        kind: 'CREATED',
        taskId: task.taskId,
        changedById: student.id,
        task: { taskId: task.taskId, name: counter.name, value: 0, maxValue: 3, completed: false },
        tasks: [{ taskId: task.taskId, value: 0, completed: false }],
      });

      await call('PUT', taskUrl(pair.id, task.taskId), student.session, { value: 3 });
      await until(() => heard.events.length === 2, 'the change');
      expect(heard.events[1]).toMatchObject({ kind: 'UPDATED', task: { value: 3, completed: true } });
      expect(heard.events[1]!.tasks).toEqual([{ taskId: task.taskId, value: 3, completed: true }]);

      await call('DELETE', taskUrl(pair.id, task.taskId), student.session);
      await until(() => heard.events.length === 3, 'the deletion');
      expect(heard.events[2]).toMatchObject({ kind: 'DELETED', taskId: task.taskId, task: null, tasks: [] });

      await until(() => watched.events.length === 3, 'the admin hearing the same');
      expect(heard.errors).toEqual([]);
      expect(watched.errors).toEqual([]);
    } finally {
      await mentorClient.dispose();
      await adminClient.dispose();
    }
  });

  it("refuses someone outside the pair and does not tell them of another pair's changes", async () => {
    const { pair, student } = await pairedProcess(t.app, t.db, clientId);
    const outsider = wsClient(stranger);
    try {
      const errors: unknown[] = [];
      await new Promise<void>((resolve) =>
        outsider.subscribe(
          { query: PAIR_TASKS_CHANGED, variables: { pairId: pair.id } },
          {
            next: (result) => {
              if (result.errors) errors.push(result.errors);
              resolve();
            },
            error: (error) => {
              errors.push(error);
              resolve();
            },
            complete: () => resolve(),
          },
        ),
      );
      await addTask(pair.id, student.session);
      expect(JSON.stringify(errors)).toMatch(/forbidden|No perteneces/);
    } finally {
      await outsider.dispose();
    }
  });
});

// ── Objective, session document and the guide's PDF ─────────────────────────────────────────────────────────

const guideStructure = questionGroupSchema.array().parse([
  {
    id: 'g-apertura',
    title: 'Apertura',
    questions: [
      { id: 'q-intro', type: 'MARKDOWN', title: 'Bienvenida', description: 'Lean juntas esta pauta.' },
      { id: 'q-logro', type: 'TEXT', title: 'Logros desde la sesión anterior' },
      {
        id: 'q-animo',
        type: 'OPTIONS',
        title: 'Cómo llega la mentee',
        options: [
          { id: 'animo-bien', value: 'Con energía' },
          { id: 'animo-mal', value: 'Cansada' },
        ],
      },
    ],
  },
  {
    id: 'g-cierre',
    title: 'Cierre',
    questions: [{ id: 'q-acuerdos', type: 'TEXT', title: 'Acuerdos para la próxima sesión' }],
  },
]);

/** A paired process following a two-session guide; session 1 has its guide invitation, answered in part. */
async function guidedPair() {
  const fixture = await pairedProcess(t.app, t.db, clientId);
  const { pair, process, student, mentor } = fixture;
  const storage = createConfiguredStorage(t.config);
  const documentKey = `guides/${pair.id}-mentor.pdf`;
  await storage.put(documentKey, Buffer.from('%PDF-1.4 documento de mentoras'));
  const [guide] = await t.db.insert(mentorships).values({ name: 'Guía de liderazgo' }).returning();
  const questionary = await createQuestionary(t.db, {
    name: 'Pauta de apertura',
    type: 'MENTORSHIP_GUIDE',
    structure: guideStructure,
  });
  await t.db.insert(mentorshipSessions).values([
    {
      mentorshipId: guide!.id,
      number: 1,
      title: 'Conociéndonos',
      templateQuestionaryId: questionary.id,
      mentorDocumentKey: documentKey,
      mentorDocumentName: 'Guía para mentoras.pdf',
      studentLink: 'https://example.com/material-mentees',
    },
    { mentorshipId: guide!.id, number: 2, title: 'Plan de desarrollo' },
  ]);
  await t.db.update(processes).set({ mentorshipId: guide!.id }).where(eq(processes.id, process.id));
  const invitation = await createInvitation(t.db, {
    processId: process.id,
    userId: student.id,
    userRole: 'STUDENT',
    entityType: 'MENTORSHIP_GUIDE',
    entitySubType: '1',
    questionaryId: questionary.id,
    pairId: pair.id,
    status: 'COMPLETED',
  });
  const [response] = await t.db
    .insert(questionaryResponses)
    .values({ invitationId: invitation.id, userId: student.id, submittedAt: new Date() })
    .returning();
  await t.db.insert(questionaryAnswers).values([
    { responseId: response!.id, questionId: 'q-logro', valueType: 'TEXT', value: 'Terminé el curso de oratoria' },
    { responseId: response!.id, questionId: 'q-animo', valueType: 'OPTION', value: 'animo-bien' },
  ]);
  await addPairSessions(t.db, pair.id, [{ templateInvitationId: invitation.id }, {}]);
  // Each person's private notes: never in the PDF.
  await t.db.insert(pairSessionNotes).values([
    { pairId: pair.id, sessionNumber: 1, userId: student.id, content: 'NOTA PRIVADA DE LA MENTEE' },
    { pairId: pair.id, sessionNumber: 1, userId: mentor.id, content: 'NOTA PRIVADA DE LA MENTORA' },
  ]);
  return fixture;
}

describe('GET /api/answers/objective/{pairId}', () => {
  it("answers the pair's main objective, or null, to the pair and admins only", async () => {
    const { pair, student, mentor } = await pairedProcess(t.app, t.db, clientId);
    const url = `/api/answers/objective/${pair.id}`;
    const none = await call('GET', url, student.session);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const [advice] = await t.db.select().from(advices).limit(1);
    await t.db.update(pairs).set({ objectiveId: advice!.id }).where(eq(pairs.id, pair.id));
    for (const session of [student.session, mentor.session, admin]) {
      const res = await call('GET', url, session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ adviceId: advice!.id, adviceName: advice!.name });
    }
    expect((await call('GET', url, stranger)).statusCode).toBe(403);
    expect((await call('GET', url, otherCompanyAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/api/answers/objective/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/process/pair/{pairId}/session/{n}/document', () => {
  it("gives each member their own role's material: the mentor's stored file, the mentee's link", async () => {
    const { pair, student, mentor } = await guidedPair();
    const url = (n: number) => `/api/process/pair/${pair.id}/session/${n}/document`;

    const file = await call('GET', url(1), mentor.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Gu%C3%ADa%20para%20mentoras.pdf");
    expect(file.body).toBe('%PDF-1.4 documento de mentoras');

    const link = await call('GET', url(1), student.session);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ link: 'https://example.com/material-mentees' });

    const missing = await call('GET', url(2), mentor.session);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(sessionGuideMessages.documentNotFound);
    const noSession = await call('GET', url(7), mentor.session);
    expect(noSession.statusCode).toBe(404);
    expect(noSession.json().error.message).toBe(sessionGuideMessages.sessionNotFound);
    // Session 0 names no session: 404, like session 7.
    expect((await call('GET', url(0), mentor.session)).statusCode).toBe(404);

    expect((await call('GET', url(1), admin)).statusCode).toBe(403);
    expect((await call('GET', url(1), stranger)).statusCode).toBe(403);
  });
});

describe('GET /api/process/pair/{pairId}/session/{n}/pdf', () => {
  it("renders 'Pauta sesión 1.pdf' with the process, the pair, the shared answers and the tasks; never the notes", async () => {
    const { pair, process, student, mentor } = await guidedPair();
    const done = await addTask(pair.id, student.session, { ...checkbox, sessionNumber: 1 });
    await call('PUT', taskUrl(pair.id, done.taskId), mentor.session, { value: 1 });
    await addTask(pair.id, mentor.session, { ...counter, name: 'Practicar el pitch', maxValue: 5 });

    for (const session of [student.session, mentor.session, admin]) {
      const res = await call('GET', `/api/process/pair/${pair.id}/session/1/pdf`, session);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Pauta sesion 1.pdf"; filename*=UTF-8''${encodeURIComponent('Pauta sesión 1.pdf')}`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const lines = pdfText(pdfStreams(res.rawPayload)).split('\n');
      const text = lines.join('\n');
      for (const expected of [
        'Enlaza',
        'Pauta sesión 1',
        'Conociéndonos',
        process.name,
        'Marta Usuaria',
        'Pedro Usuaria',
        'Apertura',
        'Logros desde la sesión anterior',
        'Terminé el curso de oratoria',
        'Cómo llega la mentee',
        'Con energía',
        'Acuerdos para la próxima sesión',
        'Sin respuesta',
        'Actualizar el CV',
        'Practicar el pitch (0/5)',
        'Completado',
        'Pendiente',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('NOTA PRIVADA');
      expect(text).not.toContain('Bienvenida');
    }
    expect((await call('GET', `/api/process/pair/${pair.id}/session/1/pdf`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/process/pair/${pair.id}/session/1/pdf`, otherCompanyAdmin)).statusCode).toBe(403);
  });

  it('still renders the tasks when the session has no guide invitation yet, saying the guide was not answered', async () => {
    const { pair, student } = await guidedPair();
    await addTask(pair.id, student.session, checkbox);
    const res = await call('GET', `/api/process/pair/${pair.id}/session/2/pdf`, student.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Pauta sesión 2.pdf'));
    const text = pdfText(pdfStreams(res.rawPayload));
    expect(text).toContain('Plan de desarrollo');
    expect(text).toContain(sessionGuideMessages.guideNotAnswered);
    expect(text).toContain('Actualizar el CV');
    expect(text).toContain('Pendiente');
    expect(text).not.toContain('Logros desde la sesión anterior');

    const noSession = await call('GET', `/api/process/pair/${pair.id}/session/3/pdf`, student.session);
    expect(noSession.statusCode).toBe(404);
  });

  it('renders for a process that follows only a dynamic guide template (no guide sessions, so no session title)', async () => {
    const { pair, process, student } = await guidedPair();
    await t.db.update(processes).set({ mentorshipId: null }).where(eq(processes.id, process.id));
    const res = await call('GET', `/api/process/pair/${pair.id}/session/1/pdf`, student.session);
    expect(res.statusCode).toBe(200);
    const text = pdfText(pdfStreams(res.rawPayload));
    expect(text).toContain('Terminé el curso de oratoria');
    expect(text).not.toContain('Conociéndonos');
    expect((await call('GET', `/api/process/pair/${pair.id}/session/3/pdf`, student.session)).statusCode).toBe(404);
  });

  it("is made in the second brand's name for its processes", async () => {
    const { pair, process, student } = await guidedPair();
    await t.db.update(processes).set({ isMentorup: true }).where(eq(processes.id, process.id));
    const res = await call('GET', `/api/process/pair/${pair.id}/session/1/pdf`, student.session);
    const text = pdfText(pdfStreams(res.rawPayload));
    expect(text).toContain('MentorUp');
    expect(text).not.toContain('Enlaza');
  });
});
