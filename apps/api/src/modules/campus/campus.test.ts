import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, lessonContents, processCampuses, users } from '../../db/schema';
import { createLocalFileStorage } from '../../plugins/storage';
import {
  createClient,
  createParticipant,
  createProcess,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createCampusRepository } from './campus.repository';
import { createCampusService } from './campus.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'USER';

async function signedIn(roles: Role[], mentorType?: 'INTERNAL' | 'EXTERNAL') {
  const user = await createUser(t.db, { roles });
  if (mentorType) {
    await t.db
      .update(users)
      .set({ mentorshipInfo: { mentorType, mentorStatus: 'ACTIVE' } })
      .where(eq(users.id, user.id));
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, headers: { authorization: `Bearer ${res.json().accessToken as string}` } };
}

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn(['ADMIN']);
});

const PAST = '2020-01-15';
const FUTURE = '2999-12-31';

/** The smallest PDF readers accept: one empty page. */
function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
const pngImage = (width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
/** An OLE container (what .ppt, .doc and .xls files are). */
function oleContainer(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

function multipart(parts: Array<{ name: string; value: string } | { name: string; file: Buffer; filename: string }>) {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) form.append(part.name, new Blob([new Uint8Array(part.file)]), part.filename);
    else form.append(part.name, part.value);
  }
  return form;
}
async function injectForm(method: 'PUT' | 'POST', url: string, form: FormData, headers = admin.headers) {
  const request = new Request('http://localhost', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload,
  });
}

const validCampus = (overrides: Record<string, unknown> = {}) => ({
  title: 'Liderazgo femenino',
  role: 'STUDENT_MENTOR',
  studentCampusInfo: { description: 'Lecciones para mentees', duration: 4 },
  mentorCampusInfo: { description: 'Lecciones para mentoras', duration: 3 },
  ...overrides,
});
async function createCampus(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campus',
    headers: admin.headers,
    payload: validCampus(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { campusId: string; title: string };
}
const lesson = (number: number, startDate: string, contents: unknown[] = []) => ({
  lessonNumber: number,
  title: `Lección ${number}`,
  startDate,
  contents,
});
async function savePlan(campusId: string, plan: object, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({ method, url: `/api/lesson/${campusId}`, headers: admin.headers, payload: plan });
}
async function uploadContent(
  lessonId: string,
  fields: Record<string, string>,
  file?: { file: Buffer; filename: string },
) {
  const parts: Parameters<typeof multipart>[0] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', ...file });
  return injectForm('PUT', `/api/lesson/content/${lessonId}`, multipart(parts));
}
/** The content with this number in a lesson answer. */
const numbered = (
  res: { json: () => { contents: Array<{ contentNumber: number; contentFileUrl: string }> } },
  n: number,
) => res.json().contents.find((content) => content.contentNumber === n)!;
const pdfFields = { contentNumber: '1', contentType: 'PDF', title: 'Guía', description: 'Material de lectura' };

describe('campus authoring', () => {
  it('creates a campus (201) and answers the spec messages for a missing title, type, description or duration', async () => {
    const created = await createCampus();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/campus/${created.campusId}`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({
      title: 'Liderazgo femenino',
      role: 'STUDENT_MENTOR',
      status: 'ENABLED',
      studentCampusInfo: { description: 'Lecciones para mentees', duration: 4, lessonsIds: [] },
      mentorCampusInfo: { description: 'Lecciones para mentoras', duration: 3, lessonsIds: [] },
      illustrationUrl: null,
      rolesWithAccess: [],
      users: [],
    });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Ingrese nombre del campus'],
      [{ role: 'NADIE' }, 'Ingrese un tipo válido'],
      [{ studentCampusInfo: { description: '', duration: 2 } }, 'Ingrese la descripción para mentees'],
      [{ mentorCampusInfo: { description: 'x', duration: 0 } }, 'La duración debe ser al menos 1'],
      [{ mentorCampusInfo: { description: 'x', duration: 'dos' } }, 'La duración debe ser un número'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/campus',
        headers: admin.headers,
        payload: validCampus(overrides),
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('is for admins only', async () => {
    const mentee = await signedIn(['USER']);
    const companyAdmin = await signedIn(['COMPANY_ADMIN']);
    for (const headers of [mentee.headers, companyAdmin.headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/campus', headers })).statusCode).toBe(403);
      const create = await t.app.inject({ method: 'POST', url: '/api/campus', headers, payload: validCampus() });
      expect(create.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/campus' })).statusCode).toBe(401);
  });

  it('lists 10 per page, newest first, searching the title', async () => {
    const marker = `Busqueda-${Date.now()}`;
    for (let i = 1; i <= 12; i++) await createCampus({ title: `${marker} ${i}` });
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/campus?limit=10&page=1&searchFilter=${encodeURIComponent(marker.toLowerCase())}`,
      headers: admin.headers,
    });
    expect(first.json()).toMatchObject({ totalDocs: 12, page: 1, limit: 10 });
    expect(first.json().docs).toHaveLength(10);
    expect(first.json().docs[0].title).toBe(`${marker} 12`);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/campus?page=2&searchFilter=${encodeURIComponent(marker)}`,
      headers: admin.headers,
    });
    expect(second.json().docs.map((c: { title: string }) => c.title)).toEqual([`${marker} 2`, `${marker} 1`]);
  });

  it('edits with JSON or multipart (data + illustration), dropping the info of an audience the type no longer has', async () => {
    const { campusId } = await createCampus();
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/campus/${campusId}`,
      headers: admin.headers,
      payload: validCampus({ title: 'Sólo mentoras', role: 'MENTOR' }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ title: 'Sólo mentoras', role: 'MENTOR', studentCampusInfo: null });

    const form = multipart([
      { name: 'data', value: JSON.stringify(validCampus({ title: 'Con imagen' })) },
      { name: 'campus-illustration-upload-file', file: await pngImage(), filename: 'portada.png' },
    ]);
    const res = await injectForm('PUT', `/api/campus/${campusId}`, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Con imagen');
    expect(res.json().illustrationUrl).toMatch(/^\/api\/files\/campus\/illustrations\/.+\.jpg$/);
  });

  it('uploads the illustration as a 512 px JPEG, keeps only one, and refuses files that are not JPG/PNG', async () => {
    const { campusId } = await createCampus();
    const upload = async (file: Buffer, filename: string) =>
      injectForm(
        'PUT',
        `/api/campus/illustration/${campusId}`,
        multipart([{ name: 'campus-illustration-upload-file', file, filename }]),
      );
    const first = await upload(await pngImage(), 'a.png');
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().illustrationUrl;
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 256, format: 'jpeg' });

    const second = await upload(await pngImage(300, 300), 'b.png');
    expect(second.json().illustrationUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const wrong = await upload(tinyPdf(), 'foto.png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Sólo puede subir archivos de tipo JPG/PNG!');
  });

  it('toggles the status and each access role', async () => {
    const { campusId } = await createCampus();
    const status = () => t.app.inject({ method: 'PUT', url: `/api/campus/status/${campusId}`, headers: admin.headers });
    expect((await status()).json().status).toBe('DISABLED');
    expect((await status()).json().status).toBe('ENABLED');

    const toggle = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/campus/${campusId}/toggleRoleAccess`,
        headers: admin.headers,
        payload: { role },
      });
    expect((await toggle('STUDENT')).json().rolesWithAccess).toEqual(['STUDENT']);
    expect((await toggle('INTERNAL_MENTOR')).json().rolesWithAccess).toEqual(['STUDENT', 'INTERNAL_MENTOR']);
    expect((await toggle('STUDENT')).json().rolesWithAccess).toEqual(['INTERNAL_MENTOR']);
    const bad = await toggle('USER');
    expect(bad.statusCode).toBe(400);
  });

  it('adds and removes users by email with the spec messages', async () => {
    const { campusId } = await createCampus();
    const guest = await createUser(t.db, { email: `invitada-${Date.now()}@example.com` });
    const add = (email: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/campus/${campusId}/addUserToCampus`,
        headers: admin.headers,
        payload: { email },
      });

    const added = await add(guest.email.toUpperCase());
    expect(added.statusCode).toBe(200);
    expect(added.json().users).toEqual([{ userId: guest.id, name: 'Test', lastName: 'Usuaria', email: guest.email }]);
    expect(added.json().usersCount).toBe(1);

    const again = await add(guest.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Usuario ya asociado al campus');

    const unknown = await add('nadie@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Usuario no encontrado');

    const invalid = await add('no-es-un-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Email invalido');

    const empty = await add('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Email es requerido');

    const remove = (userId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/campus/${campusId}/removeUserFromCampus`,
        headers: admin.headers,
        payload: { userId },
      });
    const removed = await remove(guest.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().users).toEqual([]);
    const twice = await remove(guest.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe('El usuario no está asociado al campus');
  });

  it('answers 404 "No se encontro campus" for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campus/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No se encontro campus');
    }
  });

  it('lists the campuses of a process to admins, the company admins of its client and its participants only', async () => {
    const { campusId } = await createCampus();
    const client = await createClient(t.db);
    const owner = await createUser(t.db, { roles: ['ADMIN'] });
    const process = await createProcess(t.db, { name: 'Proceso con campus', clientId: client.id, ownerId: owner.id });
    await t.db.insert(processCampuses).values({ processId: process.id, campusId });
    const mentee = await createParticipant(t.db, { processId: process.id, role: 'STUDENT' });
    const companyAdmin = await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId: client.id });
    const outsider = await createUser(t.db, { roles: ['USER'] });
    const url = `/api/campus/${process.id}/listByProcess`;

    const asAdmin = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((c: { campusId: string }) => c.campusId)).toEqual([campusId]);
    for (const person of [mentee, companyAdmin]) {
      const { headers } = await signIn(t.app, person.email);
      expect((await t.app.inject({ method: 'GET', url, headers })).json()).toHaveLength(1);
    }
    const { headers } = await signIn(t.app, outsider.email);
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/campus/00000000-0000-4000-8000-000000000000/listByProcess',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('lessons and contents', () => {
  it('saves the lesson plan per audience and keeps an uploaded file when the content is sent again by id', async () => {
    const { campusId } = await createCampus();
    const video = {
      contentNumber: 2,
      title: 'Charla',
      description: 'Video',
      contentType: 'VIDEO',
      videoId: 'https://youtu.be/dQw4w9WgXcQ',
    };
    const created = await savePlan(campusId, {
      studentLessons: [lesson(1, PAST, [{ ...pdfFields, contentNumber: 1 }, video]), lesson(2, FUTURE)],
      mentorLessons: [lesson(1, PAST)],
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan.studentLessons.map((l: { lessonNumber: number }) => l.lessonNumber)).toEqual([1, 2]);
    expect(plan.studentLessons[0].contents[1]).toMatchObject({ contentType: 'VIDEO', videoId: 'dQw4w9WgXcQ' });
    expect(plan.mentorLessons).toHaveLength(1);

    const lessonId: string = plan.studentLessons[0].lessonId;
    const uploaded = await uploadContent(lessonId, pdfFields, { file: tinyPdf(), filename: 'guia.pdf' });
    expect(uploaded.statusCode).toBe(200);
    const pdf = uploaded.json().contents[0];
    expect(pdf).toMatchObject({ contentType: 'PDF', fileName: 'guia.pdf' });
    expect(pdf.contentFileUrl).toMatch(/^\/api\/files\/campus\/contents\/.+\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: pdf.contentFileUrl });
    expect(served.headers['content-type']).toBe('application/pdf');

    // The campus lists its tracks' lessons in order.
    const detail = await t.app.inject({ method: 'GET', url: `/api/campus/${campusId}`, headers: admin.headers });
    expect(detail.json().studentCampusInfo.lessonsIds).toEqual(
      plan.studentLessons.map((l: { lessonId: string }) => l.lessonId),
    );

    // Resending the plan with ids keeps the file; dropping lesson 2 deletes it.
    const first = plan.studentLessons[0];
    const updated = await savePlan(
      campusId,
      {
        studentLessons: [
          {
            ...lesson(1, PAST),
            lessonId: first.lessonId,
            title: 'Lección uno editada',
            contents: [{ ...pdfFields, contentId: pdf.contentId }],
          },
        ],
        mentorLessons: [],
      },
      'PUT',
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().studentLessons).toHaveLength(1);
    expect(updated.json().studentLessons[0]).toMatchObject({ lessonId: first.lessonId, title: 'Lección uno editada' });
    expect(updated.json().studentLessons[0].contents[0].contentFileUrl).toBe(pdf.contentFileUrl);
    expect(updated.json().mentorLessons).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/lesson/?campusId=${campusId}`,
      headers: admin.headers,
    });
    expect(list.json().studentLessons).toHaveLength(1);
  });

  it('lets this site frame its stored PDFs and YouTube videos, and nobody else frame it', async () => {
    const { campusId } = await createCampus({ role: 'STUDENT' });
    const plan = await savePlan(campusId, { studentLessons: [lesson(1, PAST)] });
    const uploaded = await uploadContent(plan.json().studentLessons[0].lessonId, pdfFields, {
      file: tinyPdf(),
      filename: 'guia.pdf',
    });
    const served = await t.app.inject({ method: 'GET', url: numbered(uploaded, 1).contentFileUrl });
    const policy = String(served.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses lessons for an audience the campus type does not have, and repeated numbers', async () => {
    const { campusId } = await createCampus({ role: 'MENTOR' });
    const res = await savePlan(campusId, { studentLessons: [lesson(1, PAST)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Este tipo de campus no tiene lecciones para esa audiencia');
    const repeated = await savePlan(campusId, { mentorLessons: [lesson(1, PAST), lesson(1, FUTURE)] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toBe('Hay dos lecciones con el mismo número');
    const noTitle = await savePlan(campusId, { mentorLessons: [{ ...lesson(1, PAST), title: ' ' }] });
    expect(noTitle.json().error.message).toBe('Ingrese el título de la lección');
  });

  it('checks content files by their bytes, not their names, and requires a file unless one is linked', async () => {
    const { campusId } = await createCampus({ role: 'STUDENT' });
    const plan = await savePlan(campusId, { studentLessons: [lesson(1, PAST)] });
    const lessonId: string = plan.json().studentLessons[0].lessonId;

    const noFile = await uploadContent(lessonId, pdfFields);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Suba un archivo para este contenido');

    const pngNamedPdf = await uploadContent(lessonId, pdfFields, { file: await pngImage(), filename: 'guia.pdf' });
    expect(pngNamedPdf.statusCode).toBe(400);
    expect(pngNamedPdf.json().error.message).toBe('El archivo debe ser un PDF');

    const pdfAsImage = await uploadContent(
      lessonId,
      { ...pdfFields, contentType: 'IMAGE' },
      { file: tinyPdf(), filename: 'foto.png' },
    );
    expect(pdfAsImage.json().error.message).toBe('Sólo puede subir archivos de tipo JPG/PNG!');

    const image = await uploadContent(
      lessonId,
      { ...pdfFields, contentNumber: '2', contentType: 'IMAGE' },
      { file: await pngImage(), filename: 'mapa.png' },
    );
    expect(image.statusCode).toBe(200);
    expect(numbered(image, 2).contentFileUrl).toMatch(/\.png$/);

    const ppt = await uploadContent(
      lessonId,
      { ...pdfFields, contentNumber: '3', contentType: 'PPT' },
      { file: oleContainer(), filename: 'clase.ppt' },
    );
    expect(ppt.statusCode).toBe(200);
    expect(numbered(ppt, 3).contentFileUrl).toMatch(/\.ppt$/);
    const docNamedOtherwise = await uploadContent(
      lessonId,
      { ...pdfFields, contentNumber: '4', contentType: 'PPT' },
      { file: oleContainer(), filename: 'informe.doc' },
    );
    expect(docNamedOtherwise.json().error.message).toBe('El archivo debe ser una presentación PPT o PPTX');

    // Already linked: title and description change without sending the file again.
    const first = await uploadContent(lessonId, pdfFields, { file: tinyPdf(), filename: 'guia.pdf' });
    const url = numbered(first, 1).contentFileUrl;
    const retitled = await uploadContent(lessonId, { ...pdfFields, title: 'Guía 2' });
    expect(retitled.statusCode).toBe(200);
    expect(numbered(retitled, 1)).toMatchObject({ title: 'Guía 2', contentFileUrl: url });

    // A new file replaces the old one, which is deleted.
    const replaced = await uploadContent(lessonId, pdfFields, { file: tinyPdf(), filename: 'nueva.pdf' });
    expect(numbered(replaced, 1).contentFileUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const video = await uploadContent(lessonId, { ...pdfFields, contentNumber: '5', contentType: 'VIDEO' });
    expect(video.statusCode).toBe(400);
    expect(video.json().error.message).toBe('Ingrese el id del video');
  });

  it('refuses a content file over the size limit with 413', async () => {
    const { campusId } = await createCampus({ role: 'STUDENT' });
    const plan = await savePlan(campusId, { studentLessons: [lesson(1, PAST)] });
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(26 * 1024 * 1024)]);
    const res = await uploadContent(plan.json().studentLessons[0].lessonId, pdfFields, {
      file: big,
      filename: 'grande.pdf',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('El archivo no puede pesar más de 25 MB');
  });

  it('toggles and deletes a lesson, removing its files', async () => {
    const { campusId } = await createCampus({ role: 'STUDENT' });
    const plan = await savePlan(campusId, { studentLessons: [lesson(1, PAST)] });
    const lessonId: string = plan.json().studentLessons[0].lessonId;
    const uploaded = await uploadContent(lessonId, pdfFields, { file: tinyPdf(), filename: 'guia.pdf' });
    const url = uploaded.json().contents[0].contentFileUrl;

    const toggled = await t.app.inject({
      method: 'PUT',
      url: `/api/lesson/status/${lessonId}`,
      headers: admin.headers,
    });
    expect(toggled.json()).toMatchObject({ status: 'DISABLED', available: false });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/lesson/${lessonId}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/lesson/${lessonId}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('clone and delete', () => {
  it('clones (201) into an independent copy: new lessons, contents and files', async () => {
    const { campusId } = await createCampus({ title: 'Original' });
    await injectForm(
      'PUT',
      `/api/campus/illustration/${campusId}`,
      multipart([{ name: 'campus-illustration-upload-file', file: await pngImage(), filename: 'a.png' }]),
    );
    const plan = await savePlan(campusId, { studentLessons: [lesson(1, PAST)], mentorLessons: [lesson(1, FUTURE)] });
    const lessonId: string = plan.json().studentLessons[0].lessonId;
    const original = await uploadContent(lessonId, pdfFields, { file: tinyPdf(), filename: 'guia.pdf' });
    const originalUrl: string = original.json().contents[0].contentFileUrl;

    const res = await t.app.inject({ method: 'PUT', url: `/api/campus/clone/${campusId}`, headers: admin.headers });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ title: 'Copia de Original', role: 'STUDENT_MENTOR' });
    expect(copy.campusId).not.toBe(campusId);
    expect(copy.illustrationUrl).toBeTruthy();

    const copyPlan = (
      await t.app.inject({ method: 'GET', url: `/api/lesson/?campusId=${copy.campusId}`, headers: admin.headers })
    ).json();
    expect(copyPlan.studentLessons).toHaveLength(1);
    expect(copyPlan.mentorLessons).toHaveLength(1);
    const copiedLesson = copyPlan.studentLessons[0];
    expect(copiedLesson.lessonId).not.toBe(lessonId);
    const copiedUrl: string = copiedLesson.contents[0].contentFileUrl;
    expect(copiedUrl).not.toBe(originalUrl);
    expect((await t.app.inject({ method: 'GET', url: copiedUrl })).rawPayload).toEqual(tinyPdf());

    // Deleting the original leaves the copy whole.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/campus/${campusId}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: originalUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: copiedUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: copy.illustrationUrl })).statusCode).toBe(200);
    const copyDetail = await t.app.inject({
      method: 'GET',
      url: `/api/campus/${copy.campusId}`,
      headers: admin.headers,
    });
    expect(copyDetail.statusCode).toBe(200);
    expect(await t.db.query.campuses.findFirst({ where: eq(campuses.id, campusId) })).toBeUndefined();
    const contents = await t.db.select().from(lessonContents).where(eq(lessonContents.lessonId, copiedLesson.lessonId));
    expect(contents).toHaveLength(1);
  });

  it('refuses to delete a campus a guard reports in use (how processes will lock it)', async () => {
    const { campusId } = await createCampus();
    const service = createCampusService({
      campusRepository: createCampusRepository(t.db),
      storage: createLocalFileStorage(`${t.config.dataDir}/files`),
      log: t.app.log,
      deletionGuards: [async (id) => (id === campusId ? 'El campus está asignado a un proceso' : null)],
    });
    await expect(service.delete(campusId)).rejects.toMatchObject({
      statusCode: 409,
      message: 'El campus está asignado a un proceso',
    });
    expect(await t.db.query.campuses.findFirst({ where: eq(campuses.id, campusId) })).toBeDefined();
  });
});

describe('member access', () => {
  it('shows members the enabled campuses open to their role or shared with them, and only their track', async () => {
    const mentee = await signedIn(['USER']);
    const internalMentor = await signedIn(['USER'], 'INTERNAL');
    const externalMentor = await signedIn(['USER'], 'EXTERNAL');
    const forStudents = await createCampus({ title: `Para mentees ${Date.now()}` });
    const shared = await createCampus({ title: `Compartido ${Date.now()}`, role: 'MENTOR' });
    const disabled = await createCampus({ title: `Deshabilitado ${Date.now()}`, role: 'STUDENT' });
    const toggle = (campusId: string, role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/campus/${campusId}/toggleRoleAccess`,
        headers: admin.headers,
        payload: { role },
      });
    await toggle(forStudents.campusId, 'STUDENT');
    await toggle(forStudents.campusId, 'INTERNAL_MENTOR');
    await toggle(disabled.campusId, 'STUDENT');
    await t.app.inject({ method: 'PUT', url: `/api/campus/status/${disabled.campusId}`, headers: admin.headers });
    await t.app.inject({
      method: 'PUT',
      url: `/api/campus/${shared.campusId}/addUserToCampus`,
      headers: admin.headers,
      payload: { email: mentee.user.email },
    });

    const mine = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/campus/me/campuses', headers, payload: { processIds: [] } })
      ).json() as Array<{
        campusId: string;
        studentCampusInfo: unknown;
        mentorCampusInfo: unknown;
        usersCount: number;
      }>;

    const menteeCampuses = await mine(mentee.headers);
    expect(menteeCampuses.map((c) => c.campusId).sort()).toEqual([forStudents.campusId, shared.campusId].sort());
    const menteeView = menteeCampuses.find((c) => c.campusId === forStudents.campusId)!;
    expect(menteeView.studentCampusInfo).not.toBeNull();
    expect(menteeView.mentorCampusInfo).toBeNull();

    const internalView = (await mine(internalMentor.headers)).filter((c) => c.campusId === forStudents.campusId);
    expect(internalView).toHaveLength(1);
    expect(internalView[0]!.studentCampusInfo).toBeNull();
    expect(internalView[0]!.mentorCampusInfo).not.toBeNull();

    const externalIds = (await mine(externalMentor.headers)).map((c) => c.campusId);
    expect(externalIds).not.toContain(forStudents.campusId);
    expect(externalIds).not.toContain(shared.campusId);
  });

  it('gives members the lessons of their track and campuses, the future ones without contents', async () => {
    const mentee = await signedIn(['USER']);
    const { campusId } = await createCampus({ title: `Fechas ${Date.now()}` });
    const talk = {
      contentNumber: 1,
      title: 'Charla',
      description: 'Video',
      contentType: 'VIDEO',
      videoId: 'dQw4w9WgXcQ',
    };
    await t.app.inject({
      method: 'PUT',
      url: `/api/campus/${campusId}/toggleRoleAccess`,
      headers: admin.headers,
      payload: { role: 'STUDENT' },
    });
    const plan = (
      await savePlan(campusId, {
        studentLessons: [lesson(1, PAST, [talk]), lesson(2, FUTURE, [talk]), lesson(3, PAST)],
        mentorLessons: [lesson(1, PAST)],
      })
    ).json();
    const [past, future, disabledLesson] = plan.studentLessons as Array<{ lessonId: string; available: boolean }>;
    expect(past!.available).toBe(true);
    expect(future!.available).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: `/api/lesson/status/${disabledLesson!.lessonId}`,
      headers: admin.headers,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/me',
      headers: mentee.headers,
      payload: {
        lessonIds: [past!.lessonId, future!.lessonId, disabledLesson!.lessonId, plan.mentorLessons[0].lessonId],
      },
    });
    expect(res.statusCode).toBe(200);
    // The available lesson with its contents; the future one announced without them; neither the disabled one nor
    // the other track's.
    const lessons = res.json() as Array<{ lessonId: string; available: boolean; contents: unknown[] }>;
    expect(lessons.map((l) => [l.lessonId, l.available])).toEqual([
      [past!.lessonId, true],
      [future!.lessonId, false],
    ]);
    expect(lessons[0]!.contents.length).toBeGreaterThan(0);
    expect(lessons[1]!.contents).toEqual([]);

    // Someone without access to the campus gets nothing.
    const stranger = await signedIn(['USER'], 'EXTERNAL');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/me',
      headers: stranger.headers,
      payload: { lessonIds: [past!.lessonId] },
    });
    expect(none.json()).toEqual([]);
    // Members cannot read the authoring view of a lesson.
    const authoring = await t.app.inject({
      method: 'GET',
      url: `/api/lesson/${past!.lessonId}`,
      headers: mentee.headers,
    });
    expect(authoring.statusCode).toBe(403);
  });

  it('counts the start date itself as available (dates in the platform time zone)', async () => {
    const service = createCampusService({
      campusRepository: createCampusRepository(t.db),
      storage: createLocalFileStorage(`${t.config.dataDir}/files`),
      log: t.app.log,
      today: () => '2026-05-10',
    });
    const { campusId } = await createCampus({ role: 'STUDENT' });
    await savePlan(campusId, { studentLessons: [lesson(1, '2026-05-10'), lesson(2, '2026-05-11')] });
    const plan = await service.lessonPlan(campusId);
    expect(plan.studentLessons.map((l) => l.available)).toEqual([true, false]);
  });
});
