import type { Advice, Attribute, BusinessPosition, Industry, Specialty } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPositions, industries, userAdvices, userAttributes, userInterests, users } from '../../db/schema';
import { defaultAdvices, defaultAttributes, defaultBusinessPositions } from '../../db/seed/referenceData';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let adminToken: string;
let menteeToken: string;
let mentee: Awaited<ReturnType<typeof createUser>>;

async function tokenFor(roles: Array<'ADMIN' | 'COMPANY_ADMIN' | 'USER'>) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, token: res.json().accessToken as string };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  adminToken = (await tokenFor(['ADMIN'])).token;
  const signedInMentee = await tokenFor(['USER']);
  mentee = signedInMentee.user;
  menteeToken = signedInMentee.token;
});
afterAll(async () => t.close());

const get = (url: string, token: string | null = menteeToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = adminToken) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const spanishSorted = (names: string[]) => [...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare);

describe('GET /api/users/metadata/*', () => {
  it("are public (the convocatory enrolment asks applicants without an account), but not one person's objectives", async () => {
    for (const list of ['industries', 'attributes', 'advices', 'business_positions', 'genders']) {
      const res = await get(`/api/users/metadata/${list}`, null);
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBeGreaterThan(0);
    }
    const personal = await get(`/api/users/metadata/advices?userId=${mentee.id}`, null);
    expect(personal.statusCode).toBe(401);
    expect(personal.json().error.type).toBe('unauthorized');
  });

  it('lists industries by name, each with its specialties by name', async () => {
    const res = await get('/api/users/metadata/industries');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ industryId: string; industryName: string; specialties: Specialty[] }>;
    expect(list.length).toBeGreaterThan(5);
    const names = list.map((industry) => industry.industryName);
    expect(names).toEqual(spanishSorted(names));
    const mining = list.find((industry) => industry.industryName === 'Minería')!;
    expect(mining.specialties.map((s) => s.specialtyName)).toEqual([
      'Geología',
      'Operaciones mineras',
      'Procesamiento de minerales',
      'Seguridad minera',
      'Sustentabilidad minera',
    ]);
    expect(mining.specialties[0]).toEqual({ specialtyId: expect.any(String), specialtyName: 'Geología' });
  });

  it('lists attributes and advices by name with the contract field names', async () => {
    const attributes = (await get('/api/users/metadata/attributes')).json();
    expect(attributes.map((a: Attribute) => a.attributeName)).toEqual(spanishSorted(defaultAttributes));
    expect(Object.keys(attributes[0]).sort()).toEqual(['attributeId', 'attributeName']);
    const advices = (await get('/api/users/metadata/advices')).json();
    expect(advices.map((a: Advice) => a.adviceName)).toEqual(spanishSorted(defaultAdvices));
    expect(Object.keys(advices[0]).sort()).toEqual(['adviceId', 'adviceName']);
  });

  it('lists business positions in their order, junior first', async () => {
    const res = await get('/api/users/metadata/business_positions');
    expect(res.json().map((p: BusinessPosition) => p.businessPosition)).toEqual(defaultBusinessPositions);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['businessPosition', 'businessPositionId']);
  });

  it('lists the four genders with their Spanish labels', async () => {
    const res = await get('/api/users/metadata/genders');
    expect(res.json()).toEqual([
      { genderId: 'MALE', gender: 'Masculino' },
      { genderId: 'FEMALE', gender: 'Femenino' },
      { genderId: 'OTHER', gender: 'Otro' },
      { genderId: 'NOT_SPECIFIED', gender: 'No especifica' },
    ]);
  });

  it('answers the advices a person chose to themself and staff, main first; others 403, unknown person 404, bad id 400', async () => {
    const all = (await get('/api/users/metadata/advices')).json() as Array<{ adviceId: string; adviceName: string }>;
    const chosen = [all[5]!, all[1]!, all[3]!];
    await t.db.insert(userAdvices).values(chosen.map((a) => ({ userId: mentee.id, adviceId: a.adviceId })));
    await t.db.update(users).set({ mainAdviceId: all[3]!.adviceId }).where(eq(users.id, mentee.id));
    const res = await get(`/api/users/metadata/advices?userId=${mentee.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([all[3], all[1], all[5]]);
    // One person's choices are private: someone who is not their partner, staff or themself is refused.
    const { token: strangerToken } = await tokenFor(['USER']);
    const stranger = await get(`/api/users/metadata/advices?userId=${mentee.id}`, strangerToken);
    expect(stranger.statusCode).toBe(403);

    const unknown = await get('/api/users/metadata/advices?userId=00000000-0000-4000-8000-000000000000', adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ type: 'not_found', message: 'Usuaria no encontrada' });
    expect((await get('/api/users/metadata/advices?userId=abc', adminToken)).statusCode).toBe(400);
  });

  it('is not shadowed by /api/users/:id style routes', async () => {
    expect((await get('/api/users/metadata/genders')).statusCode).toBe(200);
  });
});

describe('admin management of industries and specialties', () => {
  it('creates an industry (trimmed), adds specialties, renames both and deletes them', async () => {
    const created = await send('POST', '/api/metadata/industries', { name: '  Economía circular  ' });
    expect(created.statusCode).toBe(201);
    const industry = created.json();
    expect(industry).toEqual({ industryId: expect.any(String), industryName: 'Economía circular', specialties: [] });

    const specialty = await send('POST', `/api/metadata/industries/${industry.industryId}/specialties`, {
      name: 'Reciclaje',
    });
    expect(specialty.statusCode).toBe(201);
    const { specialtyId } = specialty.json();
    await send('POST', `/api/metadata/industries/${industry.industryId}/specialties`, { name: 'Ecodiseño' });

    const renamed = await send('PUT', `/api/metadata/industries/${industry.industryId}`, { name: 'Economía verde' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().industryName).toBe('Economía verde');
    expect(renamed.json().specialties.map((s: Specialty) => s.specialtyName)).toEqual(['Ecodiseño', 'Reciclaje']);

    const renamedSpecialty = await send(
      'PUT',
      `/api/metadata/industries/${industry.industryId}/specialties/${specialtyId}`,
      { name: 'Reciclaje y valorización' },
    );
    expect(renamedSpecialty.json()).toEqual({ specialtyId, specialtyName: 'Reciclaje y valorización' });

    const listed = (await get('/api/users/metadata/industries')).json();
    const found = listed.find((i: Industry) => i.industryId === industry.industryId);
    expect(found.specialties.map((s: Specialty) => s.specialtyName)).toEqual(['Ecodiseño', 'Reciclaje y valorización']);

    const removedSpecialty = await send(
      'DELETE',
      `/api/metadata/industries/${industry.industryId}/specialties/${specialtyId}`,
    );
    expect(removedSpecialty.statusCode).toBe(204);
    const removed = await send('DELETE', `/api/metadata/industries/${industry.industryId}`);
    expect(removed.statusCode).toBe(204);
    const after = (await get('/api/users/metadata/industries')).json();
    expect(after.some((i: Industry) => i.industryId === industry.industryId)).toBe(false);
  });

  it('requires a name: "Ingrese un nombre"', async () => {
    for (const payload of [{ name: '   ' }, {}, { name: '' }]) {
      const res = await send('POST', '/api/metadata/industries', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Ingrese un nombre');
    }
  });

  it('refuses duplicate names with 409, ignoring case, and specialty names per industry', async () => {
    const dup = await send('POST', '/api/metadata/industries', { name: 'minería' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      type: 'metadata_duplicate_name',
      message: 'Ya existe una industria con ese nombre',
    });
    const industriesList = (await get('/api/users/metadata/industries')).json();
    const mining = industriesList.find((i: Industry) => i.industryName === 'Minería');
    const energy = industriesList.find((i: Industry) => i.industryName === 'Energía');
    const renameClash = await send('PUT', `/api/metadata/industries/${mining.industryId}`, { name: 'ENERGÍA' });
    expect(renameClash.statusCode).toBe(409);
    // Renaming to the same name with other capitals is not a clash with itself.
    expect((await send('PUT', `/api/metadata/industries/${mining.industryId}`, { name: 'Minería' })).statusCode).toBe(
      200,
    );

    const dupSpecialty = await send('POST', `/api/metadata/industries/${mining.industryId}/specialties`, {
      name: 'GEOLOGÍA',
    });
    expect(dupSpecialty.statusCode).toBe(409);
    expect(dupSpecialty.json().error.message).toBe('Ya existe una especialidad con ese nombre en esta industria');
    // Another industry may have a specialty of the same name.
    const elsewhere = await send('POST', `/api/metadata/industries/${energy.industryId}/specialties`, {
      name: 'Geología',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses deleting an industry or specialty people use, saying how many', async () => {
    const industry = (await send('POST', '/api/metadata/industries', { name: 'Turismo' })).json();
    const specialty = (
      await send('POST', `/api/metadata/industries/${industry.industryId}/specialties`, { name: 'Hotelería' })
    ).json();
    const people = [await createUser(t.db), await createUser(t.db)];
    await t.db.insert(userInterests).values(
      people.map((p) => ({
        userId: p.id,
        industryId: industry.industryId,
        specialtyId: specialty.specialtyId,
        experienceYears: 2,
      })),
    );
    const res = await send('DELETE', `/api/metadata/industries/${industry.industryId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      type: 'metadata_in_use',
      message: 'No se puede eliminar "Turismo": está en el perfil de 2 personas',
    });
    const specialtyRes = await send(
      'DELETE',
      `/api/metadata/industries/${industry.industryId}/specialties/${specialty.specialtyId}`,
    );
    expect(specialtyRes.statusCode).toBe(409);
    expect(specialtyRes.json().error.message).toBe('No se puede eliminar "Hotelería": está en el perfil de 2 personas');
    const stillThere = await t.db.select().from(industries).where(eq(industries.id, industry.industryId));
    expect(stillThere).toHaveLength(1);
  });

  it('answers 404 for unknown industries and specialties, and for a specialty under another industry', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/api/metadata/industries/${ghost}`, { name: 'X' })).statusCode).toBe(404);
    const missing = await send('POST', `/api/metadata/industries/${ghost}/specialties`, { name: 'X' });
    expect(missing.json().error).toEqual({ type: 'not_found', message: 'Industria no encontrada' });
    const list = (await get('/api/users/metadata/industries')).json();
    const [first, second] = list;
    const wrongParent = await send(
      'DELETE',
      `/api/metadata/industries/${second.industryId}/specialties/${first.specialties[0].specialtyId}`,
    );
    expect(wrongParent.statusCode).toBe(404);
    expect(wrongParent.json().error.message).toBe('Especialidad no encontrada');
    const malformed = await send('DELETE', '/api/metadata/industries/no-es-un-id');
    expect([malformed.statusCode, malformed.json().error.type]).toEqual([404, 'not_found']);
  });
});

describe('admin management of attributes, advices and business positions', () => {
  it('creates, renames and deletes an attribute and an advice', async () => {
    const attribute = await send('POST', '/api/metadata/attributes', { name: 'Curiosidad' });
    expect(attribute.statusCode).toBe(201);
    const { attributeId } = attribute.json();
    const renamed = await send('PUT', `/api/metadata/attributes/${attributeId}`, { name: 'Curiosidad intelectual' });
    expect(renamed.json()).toEqual({ attributeId, attributeName: 'Curiosidad intelectual' });
    expect((await send('DELETE', `/api/metadata/attributes/${attributeId}`)).statusCode).toBe(204);

    const advice = await send('POST', '/api/metadata/advices', { name: 'Finanzas personales' });
    expect(advice.json()).toEqual({ adviceId: expect.any(String), adviceName: 'Finanzas personales' });
    const names = (await get('/api/users/metadata/advices')).json().map((a: Advice) => a.adviceName);
    expect(names).toContain('Finanzas personales');
    expect((await send('DELETE', `/api/metadata/advices/${advice.json().adviceId}`)).statusCode).toBe(204);
  });

  it('refuses duplicates and deleting items in people’s profiles', async () => {
    const dup = await send('POST', '/api/metadata/advices', { name: 'marca personal' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Ya existe un objetivo de mentoría con ese nombre');
    const dupAttribute = await send('POST', '/api/metadata/attributes', { name: 'Empatía ' });
    expect(dupAttribute.json().error.message).toBe('Ya existe una cualidad con ese nombre');
    const dupPosition = await send('POST', '/api/metadata/business_positions', { name: 'gerencia' });
    expect(dupPosition.json().error.message).toBe('Ya existe un nivel de cargo con ese nombre');

    const attributes = (await get('/api/users/metadata/attributes')).json();
    const person = await createUser(t.db);
    await t.db.insert(userAttributes).values({ userId: person.id, attributeId: attributes[0].attributeId });
    const inUse = await send('DELETE', `/api/metadata/attributes/${attributes[0].attributeId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      `No se puede eliminar "${attributes[0].attributeName}": está en el perfil de 1 persona`,
    );

    const positions = (await get('/api/users/metadata/business_positions')).json();
    await t.db
      .update(users)
      .set({ businessPositionId: positions[1].businessPositionId })
      .where(eq(users.id, person.id));
    const positionInUse = await send('DELETE', `/api/metadata/business_positions/${positions[1].businessPositionId}`);
    expect(positionInUse.statusCode).toBe(409);

    const advices = (await get('/api/users/metadata/advices')).json();
    await t.db.update(users).set({ mainAdviceId: advices[2].adviceId }).where(eq(users.id, person.id));
    expect((await send('DELETE', `/api/metadata/advices/${advices[2].adviceId}`)).statusCode).toBe(409);
  });

  it('adds a business position last and reorders them all at once', async () => {
    const created = await send('POST', '/api/metadata/business_positions', { name: 'Consultora independiente' });
    expect(created.statusCode).toBe(201);
    const before = (await get('/api/users/metadata/business_positions')).json();
    expect(before.at(-1).businessPosition).toBe('Consultora independiente');

    const reversed = [...before].reverse().map((p: BusinessPosition) => p.businessPositionId);
    const res = await send('PUT', '/api/metadata/business_positions/order', { businessPositionIds: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: BusinessPosition) => p.businessPositionId)).toEqual(reversed);
    const after = (await get('/api/users/metadata/business_positions')).json();
    expect(after.map((p: BusinessPosition) => p.businessPositionId)).toEqual(reversed);
    const stored = await t.db.select().from(businessPositions);
    expect(new Set(stored.map((p) => p.sortOrder)).size).toBe(stored.length);

    const incomplete = await send('PUT', '/api/metadata/business_positions/order', {
      businessPositionIds: reversed.slice(1),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.type).toBe('metadata_invalid_order');
    const repeated = await send('PUT', '/api/metadata/business_positions/order', {
      businessPositionIds: [reversed[0], ...reversed.slice(0, -1)],
    });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('lets only admins change the lists (403 for a mentee and a company admin, 401 signed out)', async () => {
    const { token: companyAdminToken } = await tokenFor(['COMPANY_ADMIN']);
    const industry = (await get('/api/users/metadata/industries')).json()[0];
    const attempts: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/api/metadata/industries', { name: 'Nueva' }],
      ['PUT', `/api/metadata/industries/${industry.industryId}`, { name: 'Otra' }],
      ['DELETE', `/api/metadata/industries/${industry.industryId}`, undefined],
      ['POST', `/api/metadata/industries/${industry.industryId}/specialties`, { name: 'Nueva' }],
      ['POST', '/api/metadata/attributes', { name: 'Nueva' }],
      ['POST', '/api/metadata/advices', { name: 'Nueva' }],
      ['POST', '/api/metadata/business_positions', { name: 'Nueva' }],
      ['PUT', '/api/metadata/business_positions/order', { businessPositionIds: [] }],
    ];
    for (const [method, url, payload] of attempts) {
      for (const token of [menteeToken, companyAdminToken]) {
        const res = await send(method, url, payload, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.type).toBe('forbidden');
      }
      const anonymous = await t.app.inject({ method, url, payload: payload as object });
      expect(anonymous.statusCode).toBe(401);
    }
    const unchanged = (await get('/api/users/metadata/industries')).json()[0];
    expect(unchanged.industryName).toBe(industry.industryName);
  });
});
