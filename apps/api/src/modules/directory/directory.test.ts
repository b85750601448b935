import { deflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { utils, write } from '@e965/xlsx';
import type { Role } from '@enlaza/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, attributes, businessPositions, mailOutbox, userAdvices, users } from '../../db/schema';
import { createClient, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let adminToken: string;
let admin: Awaited<ReturnType<typeof createUser>>;
let clientA: string;
let clientB: string;
let companyAdminA: Awaited<ReturnType<typeof createUser>>;
let companyAdminAToken: string;
let menteeToken: string;
let adviceIds: string[];
let attributeIds: string[];
let businessPositionId: string;

const unique = () => randomBytes(4).toString('hex');

async function signIn(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().accessToken as string;
}

async function person(roles: Role[], values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, { roles, email: values.email, name: values.name });
  if (Object.keys(values).length) await t.db.update(users).set(values).where(eq(users.id, user.id));
  return user;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });

function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----enlaza${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (audience: 'students' | 'mentors', fileName: string, content: Buffer, token = adminToken) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/${audience}/createMany`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
};

const HEADER = ['Nombre', 'Apellido', 'Email', 'Género', 'Área', 'Cargo', 'Extranjero'];
function workbook(rows: unknown[][], bookType: 'xlsx' | 'ods' | 'biff8' | 'csv' = 'xlsx', header = HEADER): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), 'Hoja1');
  return write(book, { type: 'buffer', bookType }) as Buffer;
}
const row = (email: string, extra: Partial<Record<'gender' | 'foreign', string>> = {}) => [
  'Ana',
  'Pérez',
  email,
  extra.gender ?? 'Femenino',
  'Finanzas',
  'Analista',
  extra.foreign ?? 'No',
];

/** A zip with the parts of an xlsx whose sheet deflates from `inflatedBytes` zeros, declaring `declaredBytes`. */
function zipBomb(inflatedBytes: number, declaredBytes = inflatedBytes): Buffer {
  const parts: Array<{ name: string; data: Buffer; size: number }> = [
    { name: '[Content_Types].xml', data: deflateRawSync(Buffer.from('<Types/>')), size: 8 },
    { name: 'xl/workbook.xml', data: deflateRawSync(Buffer.from('<workbook/>')), size: 11 },
    { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(Buffer.alloc(inflatedBytes)), size: declaredBytes },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const countByEmails = async (emails: string[]) =>
  (await t.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(['ADMIN'], { name: 'Zoe' });
  adminToken = await signIn(admin.email);
  clientA = (await createClient(t.db, { name: 'Cliente A' })).id;
  clientB = (await createClient(t.db, { name: 'Cliente B' })).id;
  companyAdminA = await person(['COMPANY_ADMIN'], { clientId: clientA });
  companyAdminAToken = await signIn(companyAdminA.email);
  menteeToken = await signIn((await person(['USER'])).email);
  adviceIds = (await t.db.select({ id: advices.id }).from(advices).limit(4)).map((r) => r.id);
  attributeIds = (await t.db.select({ id: attributes.id }).from(attributes).limit(4)).map((r) => r.id);
  [{ id: businessPositionId }] = (await t.db.select({ id: businessPositions.id }).from(businessPositions).limit(1)) as [
    { id: string },
  ];
});
afterAll(async () => t.close());

describe('user lists', () => {
  it('lists mentees (USER without mentorship info) and mentors apart, sorted by name, 10 per page', async () => {
    const tag = unique();
    for (const name of ['Beatriz', 'Ana', 'Carla']) await person(['USER'], { name, lastName: tag });
    await person(['USER'], {
      name: 'Daniela',
      lastName: tag,
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'WARNING' },
    });
    const students = (await get(`/api/students?searchTerm=${tag}`)).json();
    expect(students.docs.map((d: { name: string }) => d.name)).toEqual(['Ana', 'Beatriz', 'Carla']);
    expect(students).toMatchObject({ totalDocs: 3, page: 1, limit: 10 });
    expect(students.docs[0].roles).toEqual(['STUDENT']);
    const mentors = (await get(`/api/mentors?searchTerm=${tag}`)).json();
    expect(mentors.docs).toHaveLength(1);
    expect(mentors.docs[0]).toMatchObject({
      name: 'Daniela',
      roles: ['MENTOR'],
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'WARNING' },
    });
  });

  it('pages on the server and reports the total', async () => {
    const tag = unique();
    for (let i = 0; i < 12; i++)
      await person(['USER'], { name: `Persona ${String(i).padStart(2, '0')}`, lastName: tag });
    const second = (await get(`/api/students?searchTerm=${tag}&page=2`)).json();
    expect(second).toMatchObject({ totalDocs: 12, page: 2, limit: 10 });
    expect(second.docs.map((d: { name: string }) => d.name)).toEqual(['Persona 10', 'Persona 11']);
  });

  it('searches name, last name and email ignoring case and accents, and treats % and _ literally', async () => {
    const tag = unique();
    const maria = await person(['USER'], { name: 'María José', lastName: `Núñez${tag}` });
    await person(['USER'], { name: 'Mario', lastName: `Nunes${tag}` });
    const found = (await get(`/api/students?searchTerm=${encodeURIComponent(`MARIA JOSE NUNEZ${tag}`)}`)).json();
    expect(found.docs.map((d: { userId: string }) => d.userId)).toEqual([maria.id]);
    const byEmail = (await get(`/api/students?searchTerm=${encodeURIComponent(maria.email.toUpperCase())}`)).json();
    expect(byEmail.docs.map((d: { userId: string }) => d.userId)).toEqual([maria.id]);
    expect((await get(`/api/students?searchTerm=${encodeURIComponent('%')}`)).json().totalDocs).toBe(0);
  });

  it('filters mentors by client and by mentor types', async () => {
    const tag = unique();
    const internal = await person(['USER'], {
      lastName: tag,
      clientId: clientA,
      mentorshipInfo: { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' },
    });
    const external = await person(['USER'], {
      lastName: tag,
      clientId: clientB,
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' },
    });
    const ids = async (query: string) =>
      (await get(`/api/mentors?searchTerm=${tag}&${query}`)).json().docs.map((d: { userId: string }) => d.userId);
    expect(await ids('mentorTypes=EXTERNAL')).toEqual([external.id]);
    expect((await ids('mentorTypes=INTERNAL,EXTERNAL')).sort()).toEqual([internal.id, external.id].sort());
    expect(await ids(`clientId=${clientA}`)).toEqual([internal.id]);
    expect((await get('/api/mentors?mentorTypes=OTRO')).statusCode).toBe(400);
  });

  it('lists admins and company admins, with the client name', async () => {
    const admins = (await get(`/api/admins?searchTerm=${encodeURIComponent(admin.email)}`)).json();
    expect(admins.docs.map((d: { userId: string }) => d.userId)).toEqual([admin.id]);
    const companyAdmins = (await get(`/api/company-admins/${clientA}`)).json();
    expect(companyAdmins.docs).toEqual([
      expect.objectContaining({ userId: companyAdminA.id, clientName: 'Cliente A', roles: ['COMPANY_ADMIN'] }),
    ]);
    expect((await get('/api/company-admins')).json().totalDocs).toBeGreaterThanOrEqual(1);
  });

  it('lets a company admin list only the company admins of its own client', async () => {
    const own = await get(`/api/company-admins/${clientA}`, companyAdminAToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().docs.every((d: { clientId: string }) => d.clientId === clientA)).toBe(true);
    const other = await get(`/api/company-admins/${clientB}`, companyAdminAToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('No tienes permiso para realizar esta acción');
    for (const url of ['/api/company-admins', '/api/students', '/api/mentors', '/api/admins']) {
      expect((await get(url, companyAdminAToken)).statusCode, url).toBe(403);
    }
  });

  it('refuses mentees (403) and anonymous callers (401) on every directory call', async () => {
    const calls = [
      ['GET', '/api/students'],
      ['GET', '/api/mentors'],
      ['GET', '/api/admins'],
      ['GET', '/api/company-admins'],
      ['GET', `/api/company-admins/${clientA}`],
      ['GET', '/api/students/import-template'],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${admin.id}`],
      ['DELETE', `/api/users/${admin.id}`],
      ['POST', '/api/students/createMany'],
      ['POST', '/api/mentors/createMany'],
    ] as const;
    for (const [method, url] of calls) {
      const asMentee = await t.app.inject({
        method,
        url,
        headers: auth(menteeToken),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(asMentee.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

function mentorForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Valeria',
    lastName: 'Fuentes',
    email,
    cellphone: '+56 912341234',
    country: 'Chile',
    region: 'Valparaíso',
    gender: 'FEMALE',
    roles: ['MENTOR'],
    mentorType: 'EXTERNAL',
    mentorStatus: 'ACTIVE',
    company: 'Empresa',
    businessArea: 'Gerenta de finanzas',
    businessPositionId,
    university: 'Universidad de Chile',
    career: 'Ingeniería comercial',
    adviceIds: adviceIds.slice(0, 3),
    mainAdviceId: adviceIds[1],
    attributeIds: attributeIds.slice(0, 3),
    ...overrides,
  };
}
// Test cases are built before the reference lists are read: they take the lists lazily.
const advicesTaken = (n: number) => () => adviceIds.slice(0, n);
const attributesTaken = (n: number) => () => attributeIds.slice(0, n);
const createUserCall = (payload: unknown, token = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: auth(token), payload: payload as object });

describe('POST /api/users and PUT /api/users/:userId', () => {
  it('creates a mentor (USER with mentorship info) with advices and qualities, and mails a link to set a password', async () => {
    const email = `mentora-${unique()}@example.com`;
    const res = await createUserCall(mentorForm(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email,
      roles: ['MENTOR'],
      mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' },
      mainAdviceId: adviceIds[1],
    });
    expect(created.adviceIds.sort()).toEqual(adviceIds.slice(0, 3).sort());
    const stored = await t.db.query.users.findFirst({ where: eq(users.id, created.userId) });
    expect(stored).toMatchObject({
      roles: ['USER'],
      passwordHash: null,
      completedTutorials: [{ tutorialName: 'home', status: 'PENDING' }],
    });

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe('Te damos la bienvenida a Enlaza');
    const token = /usertoken=([\w-]+)/.exec(mail!.textBody)![1]!;
    const reset = (bearer: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/resetPassword/',
        headers: auth(bearer),
        payload: { password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      });
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
    await signIn(email);
  });

  it('answers a duplicate email with 409 "Verifique que email sea único", on create and on update', async () => {
    const taken = await person(['USER']);
    const res = await createUserCall(mentorForm(taken.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      type: 'user_service_create_user_service_error',
      message: 'Verifique que email sea único',
    });
    const other = (await createUserCall(mentorForm(`otra-${unique()}@example.com`))).json();
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.userId}`,
      headers: auth(adminToken),
      payload: mentorForm(taken.email),
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.message).toBe('Verifique que email sea único');
  });

  it.each([
    ['name', { name: ' ' }, 'Ingrese su nombre!'],
    ['lastName', { lastName: '' }, 'Ingrese su apellido!'],
    ['email missing', { email: '' }, 'Ingrese su email'],
    ['email invalid', { email: 'no-es-email' }, 'Ingrese un email válido'],
    ['phone', { cellphone: '912341234' }, 'Ingrese un teléfono válido (+56 912341234)'],
    ['roles', { roles: [] }, 'Marque al menos 1 opción'],
    ['country', { country: '' }, 'Seleccione un país'],
    ['mentor and mentee', { roles: ['MENTOR', 'STUDENT'] }, 'Mentora y Mentee no pueden marcarse a la vez'],
    ['company admin without client', { roles: ['COMPANY_ADMIN'] }, 'Ingrese un cliente válido'],
    ['mentor type', { mentorType: null }, 'Seleccione el tipo de mentora'],
    ['2 advices', { adviceIds: advicesTaken(2) }, 'Marque al menos 3 opciones'],
    [
      'no main advice',
      { mainAdviceId: null },
      'Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella',
    ],
    ['2 qualities', { attributeIds: attributesTaken(2) }, 'Marque al menos 3 opciones'],
    ['career', { career: '' }, 'Ingrese su carrera'],
  ])('refuses %s with the form message', async (_case, overrides, message) => {
    const resolved = Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [key, typeof value === 'function' ? value() : value]),
    );
    const res = await createUserCall(mentorForm(`x-${unique()}@example.com`, resolved));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses 5 advices and 5 qualities (at most 4)', async () => {
    const fifth = (
      await t.db
        .insert(advices)
        .values({ name: `Objetivo ${unique()}` })
        .returning()
    )[0]!.id;
    const res = await createUserCall(
      mentorForm(`x-${unique()}@example.com`, { adviceIds: [...adviceIds, fifth], mainAdviceId: fifth }),
    );
    expect(res.json().error.message).toBe('Marque como máximo 4 opciones');
    const fifthQuality = (
      await t.db
        .insert(attributes)
        .values({ name: `Cualidad ${unique()}` })
        .returning()
    )[0]!.id;
    const qualities = await createUserCall(
      mentorForm(`x-${unique()}@example.com`, { attributeIds: [...attributeIds, fifthQuality] }),
    );
    expect(qualities.json().error.message).toBe('Marque como máximo 4 opciones');
  });

  it('refuses advices, qualities, levels and clients that do not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases = [
      [
        { adviceIds: [adviceIds[0], adviceIds[1], missing], mainAdviceId: missing },
        'Alguno de los objetivos de mentoría no existe',
      ],
      [{ attributeIds: [attributeIds[0], attributeIds[1], missing] }, 'Alguna de las cualidades no existe'],
      [{ businessPositionId: missing }, 'El nivel seleccionado no existe'],
      [{ roles: ['MENTOR', 'COMPANY_ADMIN'], clientId: missing }, 'Ingrese un cliente válido'],
    ] as const;
    for (const [overrides, message] of cases) {
      const res = await createUserCall(mentorForm(`x-${unique()}@example.com`, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('creates admins and company admins without the profile step; roles keep their order', async () => {
    const res = await createUserCall({
      name: 'Rosa',
      lastName: 'Díaz',
      email: `rosa-${unique()}@example.com`,
      country: 'Chile',
      roles: ['COMPANY_ADMIN', 'ADMIN'],
      clientId: clientB,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roles: ['COMPANY_ADMIN', 'ADMIN'],
      clientName: 'Cliente B',
      mentorshipInfo: null,
    });
  });

  it('edits a mentor: status and type change, a mentee stops being a mentor, advices are replaced', async () => {
    const created = (await createUserCall(mentorForm(`edit-${unique()}@example.com`))).json();
    const edit = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${created.userId}`,
        headers: auth(adminToken),
        payload: payload as object,
      });
    const inactive = await edit(
      mentorForm(created.email, {
        name: 'Valeria Andrea',
        mentorStatus: 'INACTIVE',
        mentorType: 'INTERNAL',
        adviceIds: adviceIds.slice(1, 4),
        mainAdviceId: adviceIds[3],
      }),
    );
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toMatchObject({
      name: 'Valeria Andrea',
      mentorshipInfo: { mentorType: 'INTERNAL', mentorStatus: 'INACTIVE' },
      mainAdviceId: adviceIds[3],
    });
    const links = await t.db.select().from(userAdvices).where(eq(userAdvices.userId, created.userId));
    expect(links.map((l) => l.adviceId).sort()).toEqual(adviceIds.slice(1, 4).sort());

    const asMentee = await edit(mentorForm(created.email, { roles: ['STUDENT'], mentorType: null }));
    expect(asMentee.json()).toMatchObject({ roles: ['STUDENT'], mentorshipInfo: null });
    const mentees = (await get(`/api/students?searchTerm=${created.email}`)).json();
    expect(mentees.totalDocs).toBe(1);
  });

  it('answers 404 for an unknown user and refuses an admin taking away their own admin role', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: auth(adminToken),
      payload: mentorForm(`x-${unique()}@example.com`),
    });
    expect(missing.statusCode).toBe(404);
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: auth(adminToken),
      payload: {
        name: 'Zoe',
        lastName: 'Usuaria',
        email: admin.email,
        country: 'Chile',
        roles: ['COMPANY_ADMIN'],
        clientId: clientA,
      },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('No puedes quitarte tu propio rol de administradora');
  });

  it("tells the old address when an admin changes someone's email; one's own email changes only from the profile", async () => {
    const created = (await createUserCall(mentorForm(`antes-${unique()}@example.com`))).json();
    const newEmail = `despues-${unique()}@example.com`;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${created.userId}`,
      headers: auth(adminToken),
      payload: mentorForm(newEmail),
    });
    expect(edited.statusCode).toBe(200);
    const notices = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, created.email));
    expect(notices.map((m) => m.subject)).toContain('El email de tu cuenta de Enlaza cambió');

    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: auth(adminToken),
      payload: {
        name: 'Zoe',
        lastName: 'Usuaria',
        email: `propio-${unique()}@example.com`,
        country: 'Chile',
        roles: ['ADMIN'],
      },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toEqual({
      type: 'directory_own_email',
      message: 'Cambia tu propio email desde tu perfil, con tu contraseña actual',
    });
    const stored = await t.db.query.users.findFirst({ where: eq(users.id, admin.id) });
    expect(stored!.email).toBe(admin.email);
  });

  it('is admin-only: a company admin cannot create or edit users', async () => {
    expect((await createUserCall(mentorForm(`x-${unique()}@example.com`), companyAdminAToken)).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:userId', () => {
  const remove = (id: string, token = adminToken) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth(token) });

  it('lets an admin delete a user (204), and never themselves (400)', async () => {
    const other = await person(['ADMIN']);
    expect((await remove(other.id)).statusCode).toBe(204);
    expect(await t.db.query.users.findFirst({ where: eq(users.id, other.id) })).toBeUndefined();
    expect((await remove(other.id)).statusCode).toBe(404);
    const self = await remove(admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('No puedes eliminar tu propia cuenta');
  });

  it("ends the deleted account's logins at once, even one that was just used", async () => {
    const gone = await person(['USER']);
    const token = await signIn(gone.email);
    expect((await get('/api/users/me', token)).statusCode).toBe(200);
    expect((await remove(gone.id)).statusCode).toBe(204);
    expect((await get('/api/users/me', token)).statusCode).toBe(401);
  });

  it('lets a company admin delete only the other company admins of its own client', async () => {
    const colleague = await person(['COMPANY_ADMIN'], { clientId: clientA });
    const foreign = await person(['COMPANY_ADMIN'], { clientId: clientB });
    const adminOfSameClient = await person(['ADMIN', 'COMPANY_ADMIN'], { clientId: clientA });
    const mentee = await person(['USER'], { clientId: clientA });
    expect((await remove(foreign.id, companyAdminAToken)).statusCode).toBe(403);
    expect((await remove(adminOfSameClient.id, companyAdminAToken)).statusCode).toBe(403);
    expect((await remove(mentee.id, companyAdminAToken)).statusCode).toBe(403);
    expect((await remove(companyAdminA.id, companyAdminAToken)).statusCode).toBe(400);
    expect((await remove(colleague.id, companyAdminAToken)).statusCode).toBe(204);
  });

  it('refuses mentees', async () => {
    const other = await person(['USER']);
    expect((await remove(other.id, menteeToken)).statusCode).toBe(403);
  });
});

describe('company admins of a client: POST /api/company-admins/:clientId and DELETE …/:clientId/:userId', () => {
  let clientC: string;
  beforeAll(async () => {
    clientC = (await createClient(t.db, { name: 'Cliente C' })).id;
  });

  const add = (email: string, token = adminToken, clientId = clientC) =>
    t.app.inject({
      method: 'POST',
      url: `/api/company-admins/${clientId}`,
      headers: auth(token),
      payload: { email },
    });
  const removeFrom = (userId: string, token = adminToken, clientId = clientC) =>
    t.app.inject({ method: 'DELETE', url: `/api/company-admins/${clientId}/${userId}`, headers: auth(token) });
  const stored = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!;
  const companyAdminIdsOfC = async () =>
    (await get(`/api/company-admins/${clientC}`)).json().docs.map((d: { userId: string }) => d.userId);

  it('makes an existing account a company admin by email; it keeps its roles and can act for that client', async () => {
    const mentee = await person(['USER'], { email: `mentee-${unique()}@example.com` });
    const res = await add(mentee.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: mentee.id,
      roles: ['STUDENT', 'COMPANY_ADMIN'],
      clientName: 'Cliente C',
    });
    expect(await companyAdminIdsOfC()).toContain(mentee.id);

    // Her login still starts as a mentee; the role switch now offers the company admin, who sees her client only.
    const token = await signIn(mentee.email);
    const swapped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/swapUserRole/',
      headers: auth(token),
      payload: { role: 'COMPANY_ADMIN' },
    });
    expect(swapped.statusCode).toBe(200);
    const asCompanyAdmin = swapped.json().accessToken as string;
    expect((await get(`/api/company-admins/${clientC}`, asCompanyAdmin)).statusCode).toBe(200);
    expect((await get(`/api/company-admins/${clientA}`, asCompanyAdmin)).statusCode).toBe(403);
  });

  it('refuses, in Spanish, an unknown email, someone already its company admin, and a person of another client', async () => {
    const unknown = await add(`nadie-${unique()}@example.com`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      type: 'company_admin_add_error',
      message: 'Usuario no encontrado: no hay una cuenta con ese email. Puedes crearla como cuenta nueva',
    });

    const already = await person(['COMPANY_ADMIN'], { clientId: clientC });
    const twice = await add(already.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Esta persona ya es administradora de empresa de este cliente');

    // One client per account: an internal mentor of Cliente B is not moved to Cliente C.
    const otherClients = await person(['USER'], { clientId: clientB });
    const foreign = await add(otherClients.email);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error.message).toBe(
      'Esta persona pertenece a otro cliente (Cliente B); una cuenta sólo puede pertenecer a un cliente',
    );
    expect(await stored(otherClients.id)).toMatchObject({ roles: ['USER'], clientId: clientB });

    const invalid = await add('no-es-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Ingrese un email válido');

    const noClient = await add(already.email, adminToken, '00000000-0000-4000-8000-000000000000');
    expect(noClient.statusCode).toBe(404);
    expect(noClient.json().error.message).toBe('Cliente no encontrado');
  });

  it('is admin-only: neither the client’s own company admin nor a mentee may add or remove', async () => {
    const target = await person(['USER']);
    const ownAdmin = await person(['COMPANY_ADMIN'], { clientId: clientC });
    const ownAdminToken = await signIn(ownAdmin.email);
    expect((await add(target.email, ownAdminToken)).statusCode).toBe(403);
    expect((await add(target.email, menteeToken)).statusCode).toBe(403);
    expect((await removeFrom(ownAdmin.id, ownAdminToken)).statusCode).toBe(403);
    expect((await removeFrom(ownAdmin.id, menteeToken)).statusCode).toBe(403);
    expect((await stored(target.id)).roles).toEqual(['USER']);
    expect((await stored(ownAdmin.id)).roles).toEqual(['COMPANY_ADMIN']);
  });

  it('creates a new company-admin account for the client through the user form, with the welcome mail', async () => {
    const email = `nueva-admin-${unique()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: auth(adminToken),
      payload: { name: 'Inés', lastName: 'Mora', email, country: 'Chile', roles: ['COMPANY_ADMIN'], clientId: clientC },
    });
    expect(res.statusCode).toBe(201);
    expect(await companyAdminIdsOfC()).toContain(res.json().userId);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe('Te damos la bienvenida a Enlaza');
  });

  it('removes the role for this client only, keeping the account and its other roles', async () => {
    const adminToo = await person(['ADMIN', 'COMPANY_ADMIN'], { clientId: clientC });
    const internalMentor = await person(['USER', 'COMPANY_ADMIN'], { clientId: clientC });
    expect((await removeFrom(adminToo.id)).statusCode).toBe(204);
    expect((await removeFrom(internalMentor.id)).statusCode).toBe(204);
    // An admin belongs to no client; a programme user stays with her company.
    expect(await stored(adminToo.id)).toMatchObject({ roles: ['ADMIN'], clientId: null });
    expect(await stored(internalMentor.id)).toMatchObject({ roles: ['USER'], clientId: clientC });
    const listed = await companyAdminIdsOfC();
    expect(listed).not.toContain(adminToo.id);
    expect(listed).not.toContain(internalMentor.id);

    const again = await removeFrom(adminToo.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Esta persona no es administradora de empresa de este cliente');
    const ofAnotherClient = await removeFrom(companyAdminA.id);
    expect(ofAnotherClient.statusCode).toBe(404);
    expect((await stored(companyAdminA.id)).roles).toEqual(['COMPANY_ADMIN']);
  });

  it('refuses to leave an account with no role: only a company admin is deleted as an account, not removed', async () => {
    const onlyCompanyAdmin = await person(['COMPANY_ADMIN'], { clientId: clientC });
    const res = await removeFrom(onlyCompanyAdmin.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Administradora de empresa es el único rol de esta cuenta: para quitarla de este cliente, elimina la cuenta',
    );
    expect(await stored(onlyCompanyAdmin.id)).toMatchObject({ roles: ['COMPANY_ADMIN'], clientId: clientC });
  });
});

describe('Excel import', () => {
  it('imports mentees from xlsx: emails lowercased, genders coded, existing emails reported and untouched', async () => {
    const tag = unique();
    const existing = await person(['USER'], { email: `ya-${tag}@example.com`, name: 'Original' });
    const res = await upload(
      'students',
      'mentees.xlsx',
      workbook([
        row(`NUEVA-${tag}@Example.com`, { gender: 'femenino', foreign: 'Sí' }),
        [],
        row(existing.email, { gender: 'MALE' }),
        row(`otra-${tag}@example.com`, { gender: '', foreign: '0' }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ total: 3, created: 2, existing: [existing.email] });
    const created = await t.db.query.users.findFirst({ where: eq(users.email, `nueva-${tag}@example.com`) });
    expect(created).toMatchObject({
      roles: ['USER'],
      gender: 'FEMALE',
      isForeign: true,
      mentorshipInfo: null,
      businessArea: 'Analista (Finanzas)',
      passwordHash: null,
      // Her home's tour shows on her first visit.
      completedTutorials: [{ tutorialName: 'home', status: 'PENDING' }],
    });
    const untouched = (await t.db.query.users.findFirst({ where: eq(users.id, existing.id) }))!;
    expect(untouched.name).toBe('Original');
    expect(untouched.completedTutorials).toEqual([]);
    const listed = (await get(`/api/students?searchTerm=${tag}`)).json();
    expect(listed.totalDocs).toBe(3);
  });

  it('imports mentors as Interna and Activa unless the Tipo and Estado columns say otherwise', async () => {
    const tag = unique();
    const header = [...HEADER, 'Tipo', 'Estado'];
    const res = await upload(
      'mentors',
      'mentoras.xlsx',
      workbook(
        [
          [...row(`m1-${tag}@example.com`), '', ''],
          [...row(`m2-${tag}@example.com`), 'Externa', 'En Capilla'],
        ],
        'xlsx',
        header,
      ),
    );
    expect(res.statusCode).toBe(201);
    const mentors = (await get(`/api/mentors?searchTerm=${tag}`)).json();
    expect(mentors.docs.map((d: { email: string; mentorshipInfo: unknown }) => [d.email, d.mentorshipInfo])).toEqual([
      [`m1-${tag}@example.com`, { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' }],
      [`m2-${tag}@example.com`, { mentorType: 'EXTERNAL', mentorStatus: 'WARNING' }],
    ]);
  });

  it.each([
    ['xls', 'biff8' as const],
    ['ods', 'ods' as const],
    ['csv', 'csv' as const],
  ])('reads %s files', async (extension, bookType) => {
    const tag = unique();
    const res = await upload(
      'students',
      `mentees.${extension}`,
      workbook([row(`${extension}-${tag}@example.com`)], bookType),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(1);
    const stored = await t.db.query.users.findFirst({ where: eq(users.email, `${extension}-${tag}@example.com`) });
    expect(stored).toMatchObject({ lastName: 'Pérez' });
  });

  it('matches headers trimmed and ignoring case and accents, and reads a Windows-1252 CSV with semicolons', async () => {
    const tag = unique();
    const csv = Buffer.from(
      ` NOMBRE ;apellido;EMAIL;genero;AREA;Cargo;extranjero\nInés;Muñoz;csv1252-${tag}@example.com;Otro;Ventas;Jefa;no\n`,
      'latin1',
    );
    const res = await upload('students', 'latin.csv', csv);
    expect(res.statusCode).toBe(201);
    const stored = await t.db.query.users.findFirst({ where: eq(users.email, `csv1252-${tag}@example.com`) });
    expect(stored).toMatchObject({ name: 'Inés', lastName: 'Muñoz', gender: 'OTHER' });
  });

  it('checks every row first and reports every problem with row numbers; nothing is written', async () => {
    const tag = unique();
    const res = await upload(
      'students',
      'malo.xlsx',
      workbook([
        row(`ok1-${tag}@example.com`),
        ['Ana', '', `sin-apellido-${tag}@example.com`, 'Femenino', 'Finanzas', 'Analista', 'No'],
        row('no-es-email'),
        row(`g-${tag}@example.com`, { gender: 'Alien' }),
        row(`f-${tag}@example.com`, { foreign: 'quizás' }),
        row(`ok1-${tag}@example.com`),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      type: 'student_api_create_many_validation_error',
      message:
        'El excel subido tiene problemas de formato revise que ninguna celda esté vacía y cambie el nombre del archivo. Filas: 3. ' +
        'Emails inválidos en las filas: 4. ' +
        'Género desconocido en las filas: 5 (use Femenino, Masculino, Otro o No especifica). ' +
        'Valor de Extranjero no válido en las filas: 6 (use Sí o No). ' +
        `Emails repetidos en el archivo: ok1-${tag}@example.com (filas 2, 7).`,
    });
    expect(await countByEmails([`ok1-${tag}@example.com`, `g-${tag}@example.com`])).toBe(0);
  });

  it('names the missing columns', async () => {
    const res = await upload(
      'mentors',
      'sin-columnas.xlsx',
      workbook([['Ana', 'Pérez', 'a@b.cl']], 'xlsx', ['Nombre', 'Apellido', 'Email']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('mentor_api_create_many_validation_error');
    expect(res.json().error.message).toContain('Faltan columnas: Área, Cargo, Extranjero');
  });

  it('imports 5,000 rows in one go', async () => {
    const tag = unique();
    const rows = Array.from({ length: 5000 }, (_, i) => row(`bulk-${i}-${tag}@example.com`));
    const res = await upload('students', 'grande.xlsx', workbook(rows));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 5000, created: 5000, existing: [] });
    expect((await get(`/api/students?searchTerm=${tag}`)).json().totalDocs).toBe(5000);
  });

  it('is all or nothing: a bad row at 4,000 writes none of the other rows', async () => {
    const tag = unique();
    const rows = Array.from({ length: 4500 }, (_, i) => row(`all-${i}-${tag}@example.com`));
    rows[3998] = row('fila-mala');
    const res = await upload('students', 'grande.xlsx', workbook(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Emails inválidos en las filas: 4000.');
    expect((await get(`/api/students?searchTerm=${tag}`)).json().totalDocs).toBe(0);
  });

  it('rolls back every batch when the database refuses a row late in the import', async () => {
    const tag = unique();
    const badEmail = `tx-bad-${tag}@example.com`;
    // Rows that pass every check but that the database refuses (a trigger stands in for any late failure).
    await t.db.execute(
      sql.raw(`create function refuse_test_row() returns trigger language plpgsql as $$
        begin if new.email = '${badEmail}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger refuse_test_row before insert on users for each row execute function refuse_test_row()'),
    );
    try {
      const rows = Array.from({ length: 2500 }, (_, i) => row(`tx-${i}-${tag}@example.com`));
      rows[2200] = row(badEmail);
      const res = await upload('students', 'grande.xlsx', workbook(rows));
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error');
      expect((await get(`/api/students?searchTerm=${tag}`)).json().totalDocs).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_test_row on users'));
      await t.db.execute(sql.raw('drop function refuse_test_row'));
    }
  });

  it('refuses more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => row(`limit-${i}@example.com`));
    const res = await upload('students', 'enorme.csv', workbook(rows, 'csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('El archivo supera el máximo de 10.000 filas');
  });

  it('refuses a text file renamed .xlsx, an empty upload and a missing file with Spanish messages', async () => {
    const renamed = await upload('students', 'lista.xlsx', Buffer.from('Nombre,Apellido\nAna,Pérez\n'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe(
      'El archivo no es una planilla válida. Suba un archivo xlsx, xls, csv u ods',
    );
    const empty = await upload('students', 'vacio.xlsx', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.type).toBe('import_unsupported_file');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/students/createMany',
      headers: { ...auth(adminToken), 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Debes seleccionar un archivo excel primero');
    const wrongField = multipart('mentees.xlsx', workbook([row('x@example.com')]), 'archivo');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/students/createMany',
      headers: { ...auth(adminToken), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(wrong.json().error.message).toBe('Debes seleccionar un archivo excel primero');
  });

  it('refuses files over 5 MB with 413', async () => {
    const res = await upload('students', 'grande.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('El archivo supera el máximo de 5 MB');
  });

  it('refuses a zip bomb by its central directory before reading it', async () => {
    const bomb = zipBomb(120 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload('students', 'bomba.xlsx', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('El archivo es demasiado grande una vez descomprimido');
  });

  it('does not inflate past the declared size when a zip lies about it', async () => {
    const liar = zipBomb(60 * 1024 * 1024, 1000);
    const before = process.memoryUsage().arrayBuffers;
    const res = await upload('students', 'mentirosa.xlsx', liar);
    expect(res.statusCode).toBe(400);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('serves the templates as xlsx with the header row and an example row', async () => {
    for (const [audience, extra] of [
      ['students', []],
      ['mentors', ['Tipo', 'Estado']],
    ] as const) {
      const res = await get(`/api/${audience}/import-template`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, ...extra]);
      expect(sheet.getRow(2).getCell(3).value).toBe('camila.gonzalez@ejemplo.cl');
      // The template itself imports cleanly.
      await t.db.delete(users).where(and(eq(users.email, 'camila.gonzalez@ejemplo.cl')));
      const imported = await upload(audience, 'plantilla.xlsx', res.rawPayload);
      expect(imported.statusCode).toBe(201);
      expect(imported.json().created).toBe(1);
    }
  });
});
