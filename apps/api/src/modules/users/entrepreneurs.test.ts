import {
  ENTREPRENEURS_PAGE_SIZE,
  entrepreneurErrorTypes,
  entrepreneurMessages as em,
  entrepreneursPageSchema,
  userProfileSchema,
  type DirectoryEntrepreneur,
} from '@enlaza/contract';
import { asc, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantProfiles, industries, users } from '../../db/schema';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let industry: { id: string; name: string };
let otherIndustry: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  const rows = await t.db
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .orderBy(asc(industries.name));
  [industry, otherIndustry] = [rows[0]!, rows[1]!];
});
afterAll(async () => t.close());

/** A tag of this run, so each test finds its own people whatever the others made. */
const tag = () => randomBytes(3).toString('hex');

/** Entrepreneur info as the member form stores it. */
const storedInfo = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Huerta Viva',
  rut: '11111111-1',
  businessRut: null,
  commune: 'Valparaíso',
  businessRegion: 'Región de Valparaíso',
  businessCommune: 'Viña del Mar',
  description: 'Verduras orgánicas a domicilio.',
  socialMedia: 'https://instagram.com/huertaviva',
  industry: industry.id,
  age: 'FROM_1_TO_3',
  stage: 'SELLING',
  challenge: 'Escalar la logística.',
  expectations: 'Ordenar las finanzas.',
  productExpectations: 'Conocer a otras emprendedoras.',
  expectedMentors: null,
  contactMethod: 'WHATSAPP',
  ods: [2, 12],
  businessPictureKey: null,
  ...overrides,
});

/** What the member form sends (PUT /users/emprendeInfo/{userId}/). */
const formInfo = (overrides: Record<string, unknown> = {}) => {
  const { businessPictureKey: _key, ...fields } = storedInfo({ rut: '11.111.111-1' });
  return { ...fields, ...overrides };
};

async function entrepreneur(info: Record<string, unknown> = {}, person: Parameters<typeof createUser>[1] = {}) {
  return createUser(t.db, { cellphone: '+56 912345678', emprendeInfo: storedInfo(info), ...person });
}

async function sessionOf(user: { email: string }): Promise<TestSession> {
  return signIn(t.app, user.email);
}

const directory = (session: TestSession | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/entrepreneurs/${query}`, headers: session?.headers });

async function directoryPage(session: TestSession, query = '') {
  const res = await directory(session, query);
  expect(res.statusCode, res.body).toBe(200);
  return entrepreneursPageSchema.parse(res.json());
}

const saveInfo = (session: TestSession | undefined, userId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/emprendeInfo/${userId}/`,
    headers: session?.headers,
    payload: payload as Record<string, unknown>,
  });

async function multipart(data: unknown, logo: { bytes: Buffer; filename: string; type: string }) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: encoded.headers.get('content-type')!, payload: Buffer.from(await encoded.arrayBuffer()) };
}

async function saveWithLogo(
  session: TestSession,
  userId: string,
  logo: { bytes: Buffer; filename: string; type: string },
  data: Record<string, unknown> = formInfo(),
) {
  const body = await multipart(data, logo);
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/emprendeInfo/${userId}/`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = () =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();

const storedRow = async (userId: string) =>
  (await t.db.select({ emprendeInfo: users.emprendeInfo }).from(users).where(eq(users.id, userId)))[0]!.emprendeInfo!;

describe('GET /api/users/entrepreneurs/', () => {
  it('is for members with entrepreneur info and admins', async () => {
    expect((await directory(undefined)).statusCode).toBe(401);
    const member = await createUser(t.db);
    const companyAdmin = await createUser(t.db, { roles: ['COMPANY_ADMIN'], emprendeInfo: storedInfo() });
    for (const someone of [member, companyAdmin]) {
      const refused = await directory(await sessionOf(someone));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.type).toBeDefined();
    }
    const admin = await createUser(t.db, { roles: ['ADMIN'] });
    expect((await directory(await sessionOf(admin))).statusCode).toBe(200);
    expect((await directory(await sessionOf(await entrepreneur()))).statusCode).toBe(200);
  });

  it("shows the others' businesses but never her own, with only what a card needs", async () => {
    const run = tag();
    const me = await entrepreneur({ businessName: `Mi taller ${run}` });
    const other = await entrepreneur(
      { businessName: `Cerámica del Puerto ${run}`, contactMethod: 'EMAIL', stage: 'SCALING' },
      { name: 'Rocío', lastName: 'Vidal' },
    );
    const session = await sessionOf(me);

    const page = await directoryPage(session, `?search=${run}`);
    expect(page.docs.map((d) => d.userId)).toEqual([other.id]);
    expect(page.docs[0]).toEqual<DirectoryEntrepreneur>({
      userId: other.id,
      name: 'Rocío',
      lastName: 'Vidal',
      photoUrl: null,
      contact: other.email,
      emprendeInfo: {
        logoUrl: null,
        businessName: `Cerámica del Puerto ${run}`,
        description: 'Verduras orgánicas a domicilio.',
        industryId: industry.id,
        industryName: industry.name,
        stage: 'SCALING',
        businessRegion: 'Región de Valparaíso',
        businessCommune: 'Viña del Mar',
        socialMedia: 'https://instagram.com/huertaviva',
        contactMethod: 'EMAIL',
      },
    });
    // Never the RUTs, the home commune or what she told the programme.
    expect(JSON.stringify(page)).not.toMatch(/11111111-1|challenge|expectations|"commune"/);
  });

  it('gives the phone for WhatsApp or a call, and no contact of an external mentor', async () => {
    const run = tag();
    const viewer = await sessionOf(await entrepreneur());
    const byPhone = await entrepreneur({ businessName: `Teléfono ${run}`, contactMethod: 'PHONE' });
    const mentor = await entrepreneur({ businessName: `Mentora externa ${run}`, contactMethod: 'EMAIL' });
    await t.db
      .update(users)
      .set({ mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' } })
      .where(eq(users.id, mentor.id));

    const page = await directoryPage(viewer, `?search=${run}`);
    const contactOf = (id: string) => page.docs.find((d) => d.userId === id)?.contact;
    expect(contactOf(byPhone.id)).toBe('+56 912345678');
    expect(contactOf(mentor.id)).toBeNull();
  });

  it('searches each word in the business name, the person and the industry, whatever the accents or case', async () => {
    const run = tag();
    const viewer = await sessionOf(await entrepreneur());
    const pottery = await entrepreneur({ businessName: `Cerámica ${run}` });
    const named = await entrepreneur({ businessName: `Taller ${run}` }, { name: 'Ignacia', lastName: `Núñez${run}` });
    const other = await entrepreneur({ businessName: `Granja ${run}`, industry: otherIndustry.id });

    const ids = async (search: string) =>
      (await directoryPage(viewer, `?search=${encodeURIComponent(search)}`)).docs.map((d) => d.userId);
    expect(await ids(`CERAMICA ${run}`)).toEqual([pottery.id]);
    expect(await ids(`ignacia nunez${run}`)).toEqual([named.id]);
    // Every word, wherever it is found: her business and her name.
    expect(await ids(`taller ${run} ignacia`)).toEqual([named.id]);
    expect(await ids(`taller ${run} valentina`)).toEqual([]);
    expect(await ids(otherIndustry.name.toUpperCase())).toContain(other.id);
    expect(await ids(otherIndustry.name)).not.toContain(pottery.id);
    // LIKE's wildcards are taken literally.
    expect(await ids('%')).toEqual([]);
  });

  it('pages on the server, by business name', async () => {
    const run = tag();
    const viewer = await sessionOf(await entrepreneur());
    const names = Array.from(
      { length: ENTREPRENEURS_PAGE_SIZE + 2 },
      (_, i) => `Paginada ${run} ${String(i).padStart(2, '0')}`,
    );
    // Created out of order: the list sorts them.
    for (const businessName of [...names].reverse()) await entrepreneur({ businessName }, { password: null });

    const search = `?search=${encodeURIComponent(`Paginada ${run}`)}`;
    const first = await directoryPage(viewer, search);
    expect(first).toMatchObject({ totalDocs: names.length, page: 1, limit: ENTREPRENEURS_PAGE_SIZE });
    expect(first.docs.map((d) => d.emprendeInfo.businessName)).toEqual(names.slice(0, ENTREPRENEURS_PAGE_SIZE));
    const second = await directoryPage(viewer, `${search}&page=2`);
    expect(second.docs.map((d) => d.emprendeInfo.businessName)).toEqual(names.slice(ENTREPRENEURS_PAGE_SIZE));
    const small = await directoryPage(viewer, `${search}&page=3&limit=5`);
    expect(small.docs.map((d) => d.emprendeInfo.businessName)).toEqual(names.slice(10, 14));

    expect((await directory(viewer, '?page=0')).statusCode).toBe(400);
    expect((await directory(viewer, '?limit=500')).statusCode).toBe(400);
  });
});

describe('PUT /api/users/emprendeInfo/{userId}/', () => {
  it('refuses each missing required field with its own message (spec 002 §5.1)', async () => {
    const user = await createUser(t.db);
    const session = await sessionOf(user);
    const required: Array<[string, string]> = [
      ['businessName', em.businessName],
      ['rut', em.rut],
      ['commune', em.commune],
      ['businessRegion', em.businessRegion],
      ['businessCommune', em.businessCommune],
      ['description', em.description],
      ['industry', em.industry],
      ['age', em.age],
      ['stage', em.stage],
      ['challenge', em.challenge],
      ['expectations', em.expectations],
      ['productExpectations', em.productExpectations],
      ['contactMethod', em.contactMethod],
      ['ods', em.ods],
    ];
    for (const [field, message] of required) {
      for (const missing of [{ [field]: undefined }, { [field]: '' }]) {
        const res = await saveInfo(session, user.id, formInfo(missing));
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().error.message, field).toBe(message);
      }
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ods: [] }, em.ods],
      [{ rut: '12.345.678-0' }, em.invalidRut],
      [{ age: 'FOREVER' }, em.age],
      [{ stage: 'DREAMING' }, em.stage],
      [{ contactMethod: 'FAX' }, em.contactMethod],
      [{ ods: [18] }, em.ods],
      [{ socialMedia: 'instagram.com/huerta' }, em.socialMedia],
    ];
    for (const [overrides, message] of cases) {
      const res = await saveInfo(session, user.id, formInfo(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.emprendeInfo).toBeNull();
  });

  it('takes only a commune of the business region, and only a listed region', async () => {
    const user = await createUser(t.db);
    const session = await sessionOf(user);
    const elsewhere = await saveInfo(session, user.id, formInfo({ businessCommune: 'Temuco' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe(em.businessCommuneNotInRegion);
    const unknownRegion = await saveInfo(
      session,
      user.id,
      formInfo({ businessRegion: 'Región de Narnia', businessCommune: 'Viña del Mar' }),
    );
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.json().error.message).toBe(em.businessRegion);

    const saved = await saveInfo(
      session,
      user.id,
      formInfo({ businessRegion: 'Región de La Araucanía', businessCommune: 'Temuco', socialMedia: '' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(userProfileSchema.parse(saved.json())).toMatchObject({
      id: user.id,
      isEntrepreneur: true,
      emprendeInfo: { businessRegion: 'Región de La Araucanía', businessCommune: 'Temuco', socialMedia: null },
    });
    // Now an entrepreneur, she reaches the directory.
    expect((await directory(session)).statusCode).toBe(200);
  });

  it('judges the logo by its content and keeps its storage key, never a path, in the row', async () => {
    const user = await createUser(t.db);
    const session = await sessionOf(user);
    const text = Buffer.from('esto no es una imagen, aunque se llame logo.png');
    const refused = await saveWithLogo(session, user.id, { bytes: text, filename: 'logo.png', type: 'image/png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ type: entrepreneurErrorTypes.invalidPicture, message: em.pictureType });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.emprendeInfo).toBeNull();

    const saved = await saveWithLogo(session, user.id, { bytes: await png(), filename: 'logo.png', type: 'image/png' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { logoUrl } = saved.json().emprendeInfo as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/files\/entrepreneurs\/[\w-]+\.jpg$/);
    expect(saved.json().emprendeInfo).not.toHaveProperty('businessPictureKey');
    const row = await storedRow(user.id);
    expect(row.businessPictureKey).toBe(logoUrl.replace('/api/files/', ''));
    expect(JSON.stringify(row)).not.toContain('/api/files/');
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Saving without a logo keeps it; a new one replaces it and the old file goes.
    const kept = await saveInfo(session, user.id, formInfo({ businessName: 'Huerta Viva SpA' }));
    expect(kept.json().emprendeInfo).toMatchObject({ businessName: 'Huerta Viva SpA', logoUrl });
    const businessName = `Huerta con logo ${tag()}`;
    const replaced = await saveWithLogo(
      session,
      user.id,
      { bytes: await png(), filename: 'n.jpg', type: 'image/png' },
      formInfo({ businessName }),
    );
    expect(replaced.json().emprendeInfo.logoUrl).not.toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);

    // Other entrepreneurs see the logo on her card.
    const viewer = await sessionOf(await entrepreneur());
    const card = (await directoryPage(viewer, `?search=${encodeURIComponent(businessName)}`)).docs[0];
    expect(card?.emprendeInfo.logoUrl).toBe(replaced.json().emprendeInfo.logoUrl);
  });

  it('keeps the picture of her enrolment, which her applicant profile still shows, when she changes her logo', async () => {
    // An applicant who became a user: both rows name the same stored picture.
    const user = await createUser(t.db);
    const session = await sessionOf(user);
    const enrolled = await saveWithLogo(session, user.id, { bytes: await png(), filename: 'e.png', type: 'image/png' });
    const enrolmentPicture = (enrolled.json().emprendeInfo.logoUrl as string).replace('/api/files/', '');
    await t.db.insert(applicantProfiles).values({
      email: `postulante-${tag()}@example.com`,
      userId: user.id,
      emprendeInfo: { ...formInfo(), rut: '11111111-1', businessPictureKey: enrolmentPicture } as never,
    });
    const changed = await saveWithLogo(session, user.id, { bytes: await png(), filename: 'n.png', type: 'image/png' });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${enrolmentPicture}` })).statusCode).toBe(200);
  });

  it("is the user's own, or an admin's: another member's id is refused before anything is read", async () => {
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db, { emprendeInfo: storedInfo() });
    const refused = await saveInfo(await sessionOf(stranger), owner.id, formInfo());
    expect(refused.statusCode).toBe(403);
    // Before validation: an empty body is refused the same way.
    expect((await saveInfo(await sessionOf(stranger), owner.id, {})).statusCode).toBe(403);
    expect((await saveInfo(undefined, owner.id, formInfo())).statusCode).toBe(401);
    const withLogo = await saveWithLogo(await sessionOf(stranger), owner.id, {
      bytes: await png(),
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(withLogo.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!.emprendeInfo).toBeNull();

    // An admin edits a profile as PUT /users/myProfile/{userId} lets her, and gets that user's profile back.
    const admin = await sessionOf(await createUser(t.db, { roles: ['ADMIN'] }));
    const byAdmin = await saveInfo(admin, owner.id, formInfo({ businessName: 'Corregido por coordinación' }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      id: owner.id,
      emprendeInfo: { businessName: 'Corregido por coordinación' },
    });
    expect((await saveInfo(admin, randomUUID(), formInfo())).statusCode).toBe(404);
    expect((await saveInfo(admin, 'no-es-un-id', formInfo())).statusCode).toBe(404);
  });
});
