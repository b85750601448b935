import {
  guideMessages,
  type AccessTokenClaims,
  type Guide,
  type GuidePayload,
  type MentorshipType,
} from '@enlaza/contract';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentorships,
  mentorshipSessions,
  mentorshipTags,
  mentorshipTypes,
  processes,
  questionaries,
} from '../../db/schema';
import { ensureReferenceData } from '../../db/seed/referenceData';
import { ensureMentorshipTypes } from '../../db/seed/mentorshipTypes';
import { seedDemoGuides } from '../../db/seed/library/guides';
import { registerErrorHandler } from '../../plugins/errors';
import { createLocalFileStorage } from '../../plugins/storage';
import { addParticipant, createProcess, createQuestionary, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createTestDatabase } from '../../../test/testDatabase';
import { createGuidesRepository, createGuidesService, guidesRoutes } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(roles: Array<'ADMIN' | 'COMPANY_ADMIN' | 'USER'>) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, headers: { authorization: `Bearer ${res.json().accessToken as string}` } };
}

/** A tiny but well-formed PDF. */
function pdfBytes(title = 'Pauta'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\n` +
      `endobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

let admin: Awaited<ReturnType<typeof signedIn>>;
let templateId: string;
let otherTemplateId: string;
let feedbackQuestionaryId: string;
let tags: MentorshipType[];
const storagePath = (key: string) => path.join(t.config.dataDir, 'files', key);

beforeAll(async () => {
  admin = await signedIn(['ADMIN']);
  templateId = (await createQuestionary(t.db, { name: 'Pauta sesión 1', type: 'MENTORSHIP_GUIDE' })).id;
  otherTemplateId = (await createQuestionary(t.db, { name: 'Pauta sesión 2', type: 'MENTORSHIP_GUIDE' })).id;
  feedbackQuestionaryId = (
    await createQuestionary(t.db, { name: 'Feedback de sesión', type: 'SESSION_FEEDBACK', targetUserRole: 'STUDENT' })
  ).id;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/mentorships/metadata/mentorship_types',
    headers: admin.headers,
  });
  tags = res.json();
});

const payload = (overrides: Partial<GuidePayload> = {}): GuidePayload => ({
  name: 'Pauta Liderazgo',
  description: 'Cuatro conversaciones sobre liderazgo',
  mentorshipTypeIds: [tags[0]!.id],
  sessions: [
    { title: 'Conociéndonos', description: 'Primera sesión', templateQuestionaryId: templateId },
    { title: 'Metas', templateQuestionaryId: otherTemplateId, mentor: { link: 'https://example.cl/guia' } },
  ],
  ...overrides,
});

interface UploadFile {
  field: string;
  bytes: Buffer;
  filename: string;
  type?: string;
}

async function multipart(
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: UploadFile[] = [],
  headers = admin.headers,
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.filename,
    );
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const createGuide = (data: unknown, files: UploadFile[] = [], headers = admin.headers) =>
  multipart('POST', '/api/mentorships', data, files, headers);
const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/mentorships/metadata/mentorship_types', () => {
  it('lists the default tags a fresh database starts with, for admins only', async () => {
    expect(tags.map((tag) => tag.name)).toContain('Liderazgo');
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const member = await signedIn(['USER']);
    expect((await get('/api/mentorships/metadata/mentorship_types', member.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mentorships/metadata/mentorship_types' })).statusCode).toBe(
      401,
    );
  });

  it('ensureMentorshipTypes is idempotent and leaves an existing list alone', async () => {
    await ensureMentorshipTypes(t.db);
    const rows = await t.db.select().from(mentorshipTypes);
    expect(rows).toHaveLength(tags.length);
  });
});

describe('POST /api/mentorships', () => {
  it('creates a guide (201) from multipart with PDF documents, numbering sessions in order', async () => {
    const res = await createGuide(payload(), [
      { field: 'session-0-mentor', bytes: pdfBytes('mentora'), filename: 'Guía mentora sesión 1.pdf' },
      { field: 'session-0-student', bytes: pdfBytes('mentee'), filename: 'mentee-1.pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const guide: Guide = res.json();
    expect(guide).toMatchObject({
      name: 'Pauta Liderazgo',
      description: 'Cuatro conversaciones sobre liderazgo',
      mentorshipTypeIds: [tags[0]!.id],
      mentorshipTypes: [{ id: tags[0]!.id, name: tags[0]!.name }],
      processes: [],
      locked: false,
    });
    expect(guide.sessions).toHaveLength(2);
    const [first, second] = guide.sessions;
    expect(first).toMatchObject({
      number: 1,
      title: 'Conociéndonos',
      templateQuestionaryId: templateId,
      templateQuestionaryName: 'Pauta sesión 1',
      mentor: { documentName: 'Guía mentora sesión 1.pdf', link: null },
      student: { documentName: 'mentee-1.pdf', link: null },
    });
    expect(first!.mentor.documentKey).toMatch(/^guides\/[0-9a-f-]+\.pdf$/);
    expect(first!.mentor.documentUrl).toBe(
      `/api/mentorships/${guide.mentorshipId}/session/${first!.sessionId}/download/MENTOR`,
    );
    expect(existsSync(storagePath(first!.mentor.documentKey!))).toBe(true);
    expect(second).toMatchObject({
      number: 2,
      description: '',
      mentor: { documentKey: null, documentUrl: null, link: 'https://example.cl/guia' },
      student: { documentKey: null, link: null },
    });
  });

  it('accepts PNG images and old Word files, storing them with the extension of their content', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const doc = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc);
    const res = await createGuide(payload({ name: 'Con imagen' }), [
      { field: 'session-0-mentor', bytes: png, filename: 'esquema', type: 'image/png' },
      { field: 'session-1-student', bytes: doc, filename: 'Manual.doc', type: 'application/msword' },
    ]);
    expect(res.statusCode).toBe(201);
    const guide: Guide = res.json();
    expect(guide.sessions[0]!.mentor.documentKey).toMatch(/\.png$/);
    expect(guide.sessions[1]!.student).toMatchObject({ documentName: 'Manual.doc' });
    expect(guide.sessions[1]!.student.documentKey).toMatch(/\.doc$/);
  });

  it('refuses a text file renamed .pdf, by its content, and stores nothing', async () => {
    const before = await get('/api/mentorships?limit=100');
    const res = await createGuide(payload({ name: 'Falsa' }), [
      { field: 'session-1-student', bytes: Buffer.from('esto no es un pdf, solo texto'), filename: 'trampa.pdf' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      type: 'mentorship_invalid_document',
      message: `Sesión 2: ${guideMessages.documentType}`,
    });
    expect((await get('/api/mentorships?limit=100')).json().totalDocs).toBe(before.json().totalDocs);
  });

  it('refuses a document over 20 MB with 413 and a Spanish message', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await createGuide(payload(), [{ field: 'session-0-mentor', bytes: big, filename: 'grande.pdf' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(guideMessages.documentTooLarge);
  });

  it('refuses a document and a link for the same audience, and files for sessions that do not exist', async () => {
    const both = await createGuide(payload(), [{ field: 'session-1-mentor', bytes: pdfBytes(), filename: 'a.pdf' }]);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe(`Sesión 2: ${guideMessages.documentAndLink}`);
    const stray = await createGuide(payload(), [{ field: 'session-5-mentor', bytes: pdfBytes(), filename: 'a.pdf' }]);
    expect(stray.statusCode).toBe(400);
    const wrongField = await createGuide(payload(), [{ field: 'archivo', bytes: pdfBytes(), filename: 'a.pdf' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toContain(guideMessages.unexpectedFile);
  });

  it.each([
    ['no name', { name: '  ' }, guideMessages.nameRequired],
    ['no tag', { mentorshipTypeIds: [] }, guideMessages.tagsRequired],
    ['no sessions', { sessions: [] }, guideMessages.sessionsRequired],
    [
      'a session without title',
      { sessions: [{ title: '', templateQuestionaryId: 'x' }] },
      `Sesión 1: ${guideMessages.sessionTitleRequired}`,
    ],
    [
      'a session without template',
      { sessions: [{ title: 'Uno', templateQuestionaryId: '' }] },
      `Sesión 1: ${guideMessages.templateRequired}`,
    ],
    [
      'a link that is not a web address',
      { sessions: [{ title: 'Uno', templateQuestionaryId: 'x', student: { link: 'javascript:alert(1)' } }] },
      `Sesión 1: ${guideMessages.invalidLink}`,
    ],
  ])('answers 400 with the spec message for %s', async (_case, overrides, message) => {
    const res = await createGuide(payload(overrides as Partial<GuidePayload>));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ type: 'validation_error', message });
  });

  it('requires each template to exist and to be a MENTORSHIP_GUIDE questionnaire', async () => {
    for (const id of [feedbackQuestionaryId, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await createGuide(
        payload({
          sessions: [
            { title: 'Uno', templateQuestionaryId: templateId },
            { title: 'Dos', templateQuestionaryId: id },
          ],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('mentorship_invalid_template');
      expect(res.json().error.message).toMatch(/^Sesión 2: /);
    }
  });

  it('refuses unknown tags and answers 403 to non-admins', async () => {
    const res = await createGuide(payload({ mentorshipTypeIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('mentorship_invalid_tag');
    const companyAdmin = await signedIn(['COMPANY_ADMIN']);
    expect((await createGuide(payload(), [], companyAdmin.headers)).statusCode).toBe(403);
  });

  it('accepts plain JSON when there are no files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mentorships',
      headers: admin.headers,
      payload: payload({ name: 'Solo JSON' }),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/mentorships and list-partial', () => {
  it('pages 10 at a time, newest first, searches by name and gives session counts', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mentorships',
        headers: admin.headers,
        payload: payload({ name: `Paginada ${String(i).padStart(2, '0')}` }),
      });
      expect(res.statusCode).toBe(201);
    }
    const first = await get('/api/mentorships/?searchFilter=paginada');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalDocs: 11, page: 1, limit: 10 });
    expect(first.json().docs).toHaveLength(10);
    expect(first.json().docs[0]).toMatchObject({
      name: 'Paginada 11',
      sessionsCount: 2,
      locked: false,
      mentorshipTypes: [{ id: tags[0]!.id }],
    });
    const second = await get('/api/mentorships?searchFilter=PAGINADA&page=2');
    expect(second.json().docs.map((doc: { name: string }) => doc.name)).toEqual(['Paginada 01']);
    const partial = await get('/api/mentorships/list-partial?searchFilter=paginada&pagination=false');
    expect(partial.json().docs).toHaveLength(11);
    expect(Object.keys(partial.json().docs[0]).sort()).toEqual(['createdAt', 'mentorshipId', 'name', 'sessionsCount']);
    expect((await get('/api/mentorships?searchFilter=%25')).json().totalDocs).toBe(0);
  });
});

describe('download, edit, duplicate and delete', () => {
  let guide: Guide;
  beforeAll(async () => {
    const res = await createGuide(payload({ name: 'Pauta con documentos' }), [
      { field: 'session-0-mentor', bytes: pdfBytes('mentora'), filename: 'Guía de la mentora.pdf' },
      { field: 'session-0-student', bytes: pdfBytes('mentee'), filename: 'mentee.pdf' },
    ]);
    guide = res.json();
  });

  it('streams a document with its original name as an attachment', async () => {
    const session = guide.sessions[0]!;
    const res = await get(session.mentor.documentUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Guia de la mentora.pdf"; filename*=UTF-8''Gu%C3%ADa%20de%20la%20mentora.pdf`,
    );
    expect(res.rawPayload).toEqual(pdfBytes('mentora'));
    const missing = await get(
      `/api/mentorships/${guide.mentorshipId}/session/${guide.sessions[1]!.sessionId}/download/STUDENT`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Documento no encontrado');
    expect((await get(`/api/mentorships/${guide.mentorshipId}/session/x/download/OTRO`)).statusCode).toBe(404);
  });

  it("lets a process's participants download their own audience's document, and nobody else", async () => {
    const process = await createProcess(t.db, {
      name: 'Proceso con la pauta',
      status: 'IN_PROGRESS',
      mentorshipId: guide.mentorshipId,
    });
    const mentor = await signedIn(['USER']);
    const mentee = await signedIn(['USER']);
    const pending = await signedIn(['USER']);
    await addParticipant(t.db, { processId: process.id, userId: mentor.user.id, role: 'MENTOR' });
    await addParticipant(t.db, { processId: process.id, userId: mentee.user.id, role: 'STUDENT' });
    await addParticipant(t.db, {
      processId: process.id,
      userId: pending.user.id,
      role: 'STUDENT',
      invitationStatus: 'PENDING',
    });
    const { mentor: mentorDocument, student: menteeDocument } = guide.sessions[0]!;

    const mentorsOwn = await get(mentorDocument.documentUrl!, mentor.headers);
    expect(mentorsOwn.statusCode).toBe(200);
    expect(mentorsOwn.rawPayload).toEqual(pdfBytes('mentora'));
    const menteesOwn = await get(menteeDocument.documentUrl!, mentee.headers);
    expect(menteesOwn.statusCode).toBe(200);
    expect(menteesOwn.rawPayload).toEqual(pdfBytes('mentee'));

    expect((await get(mentorDocument.documentUrl!, mentee.headers)).statusCode).toBe(403);
    expect((await get(menteeDocument.documentUrl!, mentor.headers)).statusCode).toBe(403);
    expect((await get(menteeDocument.documentUrl!, pending.headers)).statusCode).toBe(403);
    expect((await get(menteeDocument.documentUrl!, (await signedIn(['USER'])).headers)).statusCode).toBe(403);
    // The guide is free again for the edits below.
    await t.db.delete(processes).where(eq(processes.id, process!.id));
  });

  it('duplicates (201) with its own copies of the documents: deleting one never breaks the other', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mentorships/${guide.mentorshipId}/duplicate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(201);
    const copy: Guide = res.json();
    expect(copy.name).toBe('Pauta con documentos (copia)');
    expect(copy.mentorshipId).not.toBe(guide.mentorshipId);
    expect(copy.sessions.map((s) => [s.number, s.title, s.templateQuestionaryId, s.mentor.link])).toEqual(
      guide.sessions.map((s) => [s.number, s.title, s.templateQuestionaryId, s.mentor.link]),
    );
    const original = guide.sessions[0]!.mentor;
    const copied = copy.sessions[0]!.mentor;
    expect(copied.documentName).toBe(original.documentName);
    expect(copied.documentKey).not.toBe(original.documentKey);

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/mentorships/delete_session_document',
      headers: admin.headers,
      payload: { documentKey: copied.documentKey },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().sessions[0].mentor).toEqual({
      documentKey: null,
      documentName: null,
      documentUrl: null,
      link: null,
    });
    expect(existsSync(storagePath(copied.documentKey!))).toBe(false);
    const stillThere = await get(original.documentUrl!);
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.rawPayload).toEqual(pdfBytes('mentora'));
  });

  it('delete_session_document answers 404 for a key no session holds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mentorships/delete_session_document',
      headers: admin.headers,
      payload: { documentKey: 'guides/no-existe.pdf' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Documento no encontrado');
  });

  it('edits with multipart: keeps, replaces by a link or a file, reorders, adds and removes sessions', async () => {
    const [first, second] = guide.sessions as [Guide['sessions'][0], Guide['sessions'][0]];
    const oldStudentKey = first.student.documentKey!;
    const res = await multipart(
      'PUT',
      `/api/mentorships/${guide.mentorshipId}`,
      {
        name: 'Pauta editada',
        mentorshipTypeIds: [tags[1]!.id, tags[2]!.id],
        sessions: [
          { sessionId: second.sessionId, title: 'Metas (ahora primera)', templateQuestionaryId: otherTemplateId },
          {
            sessionId: first.sessionId,
            title: 'Conociéndonos',
            templateQuestionaryId: templateId,
            student: { link: 'www.example.cl/mentee' },
          },
          { title: 'Cierre', templateQuestionaryId: templateId },
        ],
      },
      [{ field: 'session-2-mentor', bytes: pdfBytes('cierre'), filename: 'cierre.pdf' }],
    );
    expect(res.statusCode).toBe(200);
    const edited: Guide = res.json();
    expect(edited.name).toBe('Pauta editada');
    expect(edited.description).toBe('');
    expect(edited.mentorshipTypeIds.sort()).toEqual([tags[1]!.id, tags[2]!.id].sort());
    expect(edited.sessions.map((s) => [s.number, s.title])).toEqual([
      [1, 'Metas (ahora primera)'],
      [2, 'Conociéndonos'],
      [3, 'Cierre'],
    ]);
    // No link and no file for session 1's mentor: the link it had is cleared.
    expect(edited.sessions[0]!.mentor.link).toBeNull();
    // The stored mentor document is kept; the student's was replaced by the link and its file removed.
    expect(edited.sessions[1]!.mentor.documentKey).toBe(first.mentor.documentKey);
    expect(edited.sessions[1]!.student).toMatchObject({ documentKey: null, link: 'https://www.example.cl/mentee' });
    expect(existsSync(storagePath(oldStudentKey))).toBe(false);
    expect(edited.sessions[2]!.mentor.documentName).toBe('cierre.pdf');

    const dropped = await multipart('PUT', `/api/mentorships/${guide.mentorshipId}`, {
      name: 'Pauta editada',
      mentorshipTypeIds: [tags[1]!.id],
      sessions: [{ sessionId: edited.sessions[2]!.sessionId, title: 'Cierre', templateQuestionaryId: templateId }],
    });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().sessions).toHaveLength(1);
    expect(existsSync(storagePath(first.mentor.documentKey!))).toBe(false);
    guide = dropped.json();
  });

  it('refuses a sessionId of another guide', async () => {
    const other = await createGuide(payload({ name: 'Otra' }));
    const res = await multipart('PUT', `/api/mentorships/${guide.mentorshipId}`, {
      ...payload(),
      sessions: [{ sessionId: other.json().sessions[0].sessionId, title: 'Uno', templateQuestionaryId: templateId }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Sesión no encontrada');
  });

  it('answers 404 for a guide that does not exist', async () => {
    expect((await get('/api/mentorships/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/mentorships/no-existe')).json().error.message).toBe('Pauta no encontrada');
  });

  it('deletes (204) a guide with its documents', async () => {
    const key = guide.sessions[0]!.mentor.documentKey!;
    expect(existsSync(storagePath(key))).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/mentorships/${guide.mentorshipId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(storagePath(key))).toBe(false);
    expect((await get(`/api/mentorships/${guide.mentorshipId}`)).statusCode).toBe(404);
    const sessions = await t.db
      .select()
      .from(mentorshipSessions)
      .where(eq(mentorshipSessions.mentorshipId, guide.mentorshipId));
    expect(sessions).toHaveLength(0);
  });
});

describe('a guide used by a process (injected usage guard)', () => {
  /** The guides routes with a guard standing in for the processes area, and an admin already signed in. */
  async function appWithGuard(lockedIds: Set<string>) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const claims: AccessTokenClaims = {
      userId: admin.user.id,
      role: 'ADMIN',
      roles: ['ADMIN'],
      sid: 's',
    } as AccessTokenClaims;
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = claims;
    });
    await app.register(
      async (api) => {
        await api.register(fastifyMultipart);
        const guidesService = createGuidesService({
          guidesRepository: createGuidesRepository(t.db),
          storage: createLocalFileStorage(path.join(t.config.dataDir, 'files')),
          log: app.log,
          usageGuards: [async (id) => (lockedIds.has(id) ? guideMessages.locked : null)],
        });
        await api.register(guidesRoutes, { guidesService });
      },
      { prefix: '/api' },
    );
    await app.ready();
    return app;
  }

  it('shows it locked and refuses edits, deletion and document removal with 409; duplicating still works', async () => {
    const created: Guide = (
      await createGuide(payload({ name: 'Pauta en uso' }), [
        { field: 'session-0-mentor', bytes: pdfBytes(), filename: 'uso.pdf' },
      ])
    ).json();
    const app = await appWithGuard(new Set([created.mentorshipId]));
    try {
      const detail = await app.inject({ method: 'GET', url: `/api/mentorships/${created.mentorshipId}` });
      expect(detail.json().locked).toBe(true);
      const list = await app.inject({ method: 'GET', url: '/api/mentorships?searchFilter=Pauta en uso' });
      expect(list.json().docs[0].locked).toBe(true);

      const put = await app.inject({
        method: 'PUT',
        url: `/api/mentorships/${created.mentorshipId}`,
        payload: payload({ name: 'Cambio' }),
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().error).toEqual({ type: 'mentorship_locked', message: guideMessages.locked });
      const del = await app.inject({ method: 'DELETE', url: `/api/mentorships/${created.mentorshipId}` });
      expect(del.statusCode).toBe(409);
      const doc = await app.inject({
        method: 'POST',
        url: '/api/mentorships/delete_session_document',
        payload: { documentKey: created.sessions[0]!.mentor.documentKey },
      });
      expect(doc.statusCode).toBe(409);
      expect(existsSync(storagePath(created.sessions[0]!.mentor.documentKey!))).toBe(true);

      const copy = await app.inject({ method: 'POST', url: `/api/mentorships/${created.mentorshipId}/duplicate` });
      expect(copy.statusCode).toBe(201);
      expect(copy.json().locked).toBe(false);
      expect((await get(`/api/mentorships/${created.mentorshipId}`)).json().name).toBe('Pauta en uso');
    } finally {
      await app.close();
    }
  });
});

describe('seedDemoGuides', () => {
  it('fills an empty library once with the 4-session guide, linked to guide questionnaires', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await ensureReferenceData(db);
      await seedDemoGuides(db);
      await seedDemoGuides(db);
      const guides = await db.select().from(mentorships);
      expect(guides.map((guide) => guide.name)).toEqual(['Pauta Mentoría Enlaza']);
      const sessions = await db
        .select({ session: mentorshipSessions, templateType: questionaries.type })
        .from(mentorshipSessions)
        .innerJoin(questionaries, eq(questionaries.id, mentorshipSessions.templateQuestionaryId))
        .orderBy(mentorshipSessions.number);
      expect(sessions.map(({ session }) => session.number)).toEqual([1, 2, 3, 4]);
      for (const { session, templateType } of sessions) {
        expect(templateType).toBe('MENTORSHIP_GUIDE');
        expect(session.mentorLink).toMatch(/^https:\/\//);
        expect(session.studentLink).toMatch(/^https:\/\//);
      }
      expect(await db.select().from(mentorshipTags)).not.toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
