import {
  profileMessages as m,
  publicUserProfileSchema,
  todayInAppTimeZone,
  userProfileSchema,
  type UpdateProfileRequest,
} from '@enlaza/contract';
import { asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advices,
  attributes,
  businessPositions,
  industries,
  mailOutbox,
  specialties,
  userInterests,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../../db/seed/demo';
import {
  addParticipant,
  createClient,
  createPair,
  createProcess,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createAccessTokenSigner, createAuthRepository } from '../auth';

let t: TestApp;
/** Known, so that a test can sign in a person without a password the way an identity provider would. */
const JWT_SECRET = 'users-test-secret-that-is-long-enough-0123456789';
let ids: {
  advices: string[];
  attributes: string[];
  positions: string[];
  industry: string;
  specialty: string;
  otherIndustry: string;
  otherSpecialty: string;
};

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET, AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  const adviceRows = await t.db.select({ id: advices.id }).from(advices).orderBy(asc(advices.name));
  const attributeRows = await t.db.select({ id: attributes.id }).from(attributes).orderBy(asc(attributes.name));
  const positionRows = await t.db.select({ id: businessPositions.id }).from(businessPositions);
  const [first, second] = await t.db.select({ id: industries.id }).from(industries).orderBy(asc(industries.name));
  const specialtyOf = async (industryId: string) =>
    (await t.db.select({ id: specialties.id }).from(specialties).where(eq(specialties.industryId, industryId)))[0]!.id;
  ids = {
    advices: adviceRows.map((r) => r.id),
    attributes: attributeRows.map((r) => r.id),
    positions: positionRows.map((r) => r.id),
    industry: first!.id,
    specialty: await specialtyOf(first!.id),
    otherIndustry: second!.id,
    otherSpecialty: await specialtyOf(second!.id),
  };
});
afterAll(async () => t.close());

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().accessToken;
}

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, token: await signIn(user.email) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getProfile = (token: string, id = 'me') =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
const putProfile = (token: string, userId: string, payload: UpdateProfileRequest | Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/myProfile/${userId}`, headers: bearer(token), payload });

async function putMultipart(
  token: string,
  userId: string,
  data: UpdateProfileRequest | null,
  avatar?: { bytes: Buffer; filename: string; type: string },
) {
  const form = new FormData();
  if (data) form.append('data', JSON.stringify(data));
  if (avatar) form.append('avatar', new Blob([new Uint8Array(avatar.bytes)], { type: avatar.type }), avatar.filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/myProfile/${userId}`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

let emailCounter = 0;
const personalStep = (overrides: Partial<UpdateProfileRequest> = {}): UpdateProfileRequest => ({
  name: 'Daniela',
  lastName: 'Fuentes',
  email: `daniela.${++emailCounter}@example.com`,
  dateOfBirth: '1990-04-12',
  gender: 'FEMALE',
  contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región de Valparaíso' },
  biography: 'Ingeniera civil industrial.',
  // The wizard sends it when the email changes (it does here: each step has a new email).
  currentPassword: TEST_PASSWORD,
  ...overrides,
});
const interestsStep = (overrides: Partial<UpdateProfileRequest> = {}): UpdateProfileRequest => ({
  interests: [
    { industryId: ids.industry, specialtyId: ids.specialty, experienceYears: 2 },
    { industryId: ids.otherIndustry, specialtyId: ids.otherSpecialty, experienceYears: 0 },
  ],
  adviceIds: ids.advices.slice(0, 3),
  mainAdviceId: ids.advices[1],
  attributeIds: ids.attributes.slice(0, 2),
  ...overrides,
});
const companyStep = (overrides: Record<string, unknown> = {}) => ({
  professionalInfo: {
    company: 'Minera Andina',
    businessPositionId: ids.positions[1],
    businessArea: 'Jefa de proyectos',
    university: 'Universidad de Chile',
    carrer: 'Ingeniería civil industrial',
    ...overrides,
  },
});

const firstError = (res: { json(): { error: { message: string } } }) => res.json().error.message;

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.4 } } })
    .png()
    .toBuffer();
}

describe('GET /api/users/{me|id}', () => {
  it("gives the signed-in user's profile with what the shell needs, never secrets", async () => {
    const { user, token } = await signedInUser({ roles: ['USER'] });
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Test',
      roles: ['USER'],
      role: 'USER',
      isMentor: false,
      isEntrepreneur: false,
      hasPassword: true,
      photoUrl: null,
      interests: [],
      // The profile form's default country is the account's own: the profile does not call it missing.
      contactInfo: { cellphone: null, country: 'Chile', region: null },
      completedTutorials: [],
    });
    expect(body.missingFields).toEqual(expect.arrayContaining(['cellphone', 'interests', 'adviceIds', 'company']));
    expect(body.missingFields).not.toContain('country');
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
  });

  /** A user with the private fields a peer must not see. */
  async function personWithPrivateData(overrides: Parameters<typeof createUser>[1] = {}) {
    const person = await createUser(t.db, overrides);
    await t.db
      .update(users)
      .set({ cellphone: '+56 933334444', dateOfBirth: '1988-02-03', country: 'Chile', region: 'Región de Valparaíso' })
      .where(eq(users.id, person.id));
    return person;
  }

  /** A process of a client, in progress, with a pair of the two people given. */
  async function pairOf(mentorId: string, studentId: string, options: { clientId?: string; disabled?: boolean } = {}) {
    const clientId = options.clientId ?? (await createClient(t.db)).id;
    const process = await createProcess(t.db, {
      name: 'Mentoría 2030',
      status: 'IN_PROGRESS',
      clientId,
      estimatedStartDate: '2030-01-01',
      estimatedEndDate: '2030-06-30',
    });
    await addParticipant(t.db, { processId: process.id, userId: mentorId, role: 'MENTOR' });
    await addParticipant(t.db, { processId: process.id, userId: studentId, role: 'STUDENT' });
    await createPair(t.db, { processId: process.id, mentorId, studentId, disabled: options.disabled });
    return { clientId };
  }

  it('gives another signed-in user only the public profile: no email, phone, date of birth or account data', async () => {
    const person = await personWithPrivateData();
    const { token } = await signedInUser();
    const res = await getProfile(token, person.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(publicUserProfileSchema.strict().parse(body)).toMatchObject({
      id: person.id,
      name: 'Test',
      contactInfo: { country: 'Chile', region: 'Región de Valparaíso' },
    });
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`${person.email}|933334444|1988-02-03`));
    for (const key of ['email', 'dateOfBirth', 'hasPassword', 'completedTutorials', 'missingFields', 'clientId']) {
      expect(body).not.toHaveProperty(key);
    }

    // A company admin of another client is just another user.
    const client = await createClient(t.db, { name: 'Otra empresa' });
    const stranger = await signedInUser({ roles: ['COMPANY_ADMIN'], clientId: client.id });
    expect((await getProfile(stranger.token, person.id)).json()).not.toHaveProperty('email');
  });

  it('gives the whole profile to the person, admins, the partner of an active pair and their company admin', async () => {
    const mentor = await personWithPrivateData();
    const mentee = await personWithPrivateData();
    const { clientId } = await pairOf(mentor.id, mentee.id);
    const full = (body: Record<string, unknown>, person: { id: string; email: string }) =>
      expect(userProfileSchema.parse(body)).toMatchObject({
        id: person.id,
        email: person.email,
        dateOfBirth: '1988-02-03',
        contactInfo: { cellphone: '+56 933334444' },
      });

    full((await getProfile(await signIn(mentee.email), mentor.id)).json(), mentor);
    full((await getProfile(await signIn(mentor.email), mentee.id)).json(), mentee);
    full((await getProfile((await signedInUser({ roles: ['ADMIN'] })).token, mentee.id)).json(), mentee);
    const companyAdmin = await signedInUser({ roles: ['COMPANY_ADMIN'], clientId });
    full((await getProfile(companyAdmin.token, mentee.id)).json(), mentee);
    // The company's own people: those with its client, even outside a process.
    const employee = await personWithPrivateData({ clientId });
    full((await getProfile(companyAdmin.token, employee.id)).json(), employee);

    // A disabled pair no longer shares contact data.
    const formerMentor = await personWithPrivateData();
    const formerMentee = await signedInUser();
    await pairOf(formerMentor.id, formerMentee.user.id, { disabled: true });
    expect((await getProfile(formerMentee.token, formerMentor.id)).json()).not.toHaveProperty('email');
  });

  it("hides an external mentor's email and phone from all but herself and admins, her mentee included", async () => {
    const mentor = await createUser(t.db);
    await t.db
      .update(users)
      .set({ mentorshipInfo: { mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' }, cellphone: '+56 911112222' })
      .where(eq(users.id, mentor.id));
    const mentee = await signedInUser();
    const { clientId } = await pairOf(mentor.id, mentee.user.id);
    const admin = await signedInUser({ roles: ['ADMIN'] });
    const companyAdmin = await signedInUser({ roles: ['COMPANY_ADMIN'], clientId });

    for (const viewer of [mentee.token, companyAdmin.token]) {
      const seen = (await getProfile(viewer, mentor.id)).json();
      expect(seen).toMatchObject({ id: mentor.id, name: 'Test', isMentor: true, email: null });
      expect(seen.contactInfo.cellphone).toBeNull();
      expect(seen.mentorshipInfo).toEqual({ mentorType: 'EXTERNAL', mentorStatus: 'ACTIVE' });
    }

    const seenByAdmin = (await getProfile(admin.token, mentor.id)).json();
    expect(seenByAdmin.email).toBe(mentor.email);
    expect(seenByAdmin.contactInfo.cellphone).toBe('+56 911112222');

    const seenByHerself = (await getProfile(await signIn(mentor.email), 'me')).json();
    expect(seenByHerself.email).toBe(mentor.email);
    expect(seenByHerself.contactInfo.cellphone).toBe('+56 911112222');
  });

  it("answers one person's chosen objectives only to those who see her private profile", async () => {
    const mentor = await createUser(t.db);
    const mentee = await signedInUser();
    const { clientId } = await pairOf(mentor.id, mentee.user.id);
    await putProfile(await signIn(mentor.email), mentor.id, interestsStep());
    const advicesOf = (token: string | null, userId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/metadata/advices?userId=${userId}`,
        headers: token ? bearer(token) : {},
      });

    const stranger = await signedInUser();
    const refused = await advicesOf(stranger.token, mentor.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.type).toBe('forbidden');
    expect((await advicesOf(null, mentor.id)).statusCode).toBe(401);

    const companyAdmin = await signedInUser({ roles: ['COMPANY_ADMIN'], clientId });
    for (const viewer of [mentee.token, companyAdmin.token, (await signedInUser({ roles: ['ADMIN'] })).token]) {
      const res = await advicesOf(viewer, mentor.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { adviceId: string }) => a.adviceId)[0]).toBe(ids.advices[1]);
    }
    // Her own, and the public list, as before.
    expect((await advicesOf(stranger.token, stranger.user.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/metadata/advices' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id and 401 without a session', async () => {
    const { token } = await signedInUser();
    for (const id of ['7d0c1f7e-5a7b-4c8e-9a4e-0f0d8e5b2c11', 'no-es-un-id']) {
      const res = await getProfile(token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'not_found', message: 'Usuario no encontrado' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/myProfile/{userId}', () => {
  it('saves the three wizard steps; the profile is then complete', async () => {
    const { user, token } = await signedInUser();
    const step0 = await putProfile(token, user.id, personalStep({ email: 'Daniela.Fuentes@Example.com' }));
    expect(step0.statusCode).toBe(200);
    expect(step0.json()).toMatchObject({
      name: 'Daniela',
      email: 'daniela.fuentes@example.com',
      dateOfBirth: '1990-04-12',
      gender: 'FEMALE',
      contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región de Valparaíso' },
    });

    const step1 = await putProfile(token, user.id, interestsStep());
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toMatchObject({
      interests: interestsStep().interests,
      mainAdviceId: ids.advices[1],
    });
    expect([...step1.json().adviceIds].sort()).toEqual(ids.advices.slice(0, 3).sort());

    const step2 = await putProfile(token, user.id, companyStep());
    expect(step2.statusCode).toBe(200);
    const profile = step2.json();
    expect(profile.professionalInfo).toMatchObject({
      company: 'Minera Andina',
      businessPositionId: ids.positions[1],
      businessPosition: { businessPosition: expect.any(String) },
      businessArea: 'Jefa de proyectos',
      university: 'Universidad de Chile',
      carrer: 'Ingeniería civil industrial',
    });
    expect(profile.missingFields).toEqual([]);
    // The new email is the one to sign in with.
    expect(await signIn('daniela.fuentes@example.com')).toBeTruthy();
  });

  it('replaces interests, advices and qualities instead of adding to them', async () => {
    const { user, token } = await signedInUser();
    await putProfile(token, user.id, interestsStep());
    const res = await putProfile(
      token,
      user.id,
      interestsStep({
        interests: [{ industryId: ids.otherIndustry, specialtyId: ids.otherSpecialty, experienceYears: 4 }],
        adviceIds: ids.advices.slice(4, 8),
        mainAdviceId: ids.advices[7],
        attributeIds: [ids.attributes[5]!],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().interests).toEqual([
      { industryId: ids.otherIndustry, specialtyId: ids.otherSpecialty, experienceYears: 4 },
    ]);
    expect([...res.json().adviceIds].sort()).toEqual(ids.advices.slice(4, 8).sort());
    expect(res.json().attributeIds).toEqual([ids.attributes[5]]);
  });

  it('lets only the owner or an admin edit a profile', async () => {
    const owner = await createUser(t.db);
    const mentee = await signedInUser();
    const forbidden = await putProfile(mentee.token, owner.id, { name: 'Intrusa' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.type).toBe('forbidden');

    const companyAdmin = await signedInUser({ roles: ['COMPANY_ADMIN'] });
    expect((await putProfile(companyAdmin.token, owner.id, { name: 'Intrusa' })).statusCode).toBe(403);

    const admin = await signedInUser({ roles: ['ADMIN'] });
    const edited = await putProfile(admin.token, owner.id, { name: 'Corregida' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: owner.id, name: 'Corregida', email: owner.email });
    const missing = await putProfile(admin.token, '7d0c1f7e-5a7b-4c8e-9a4e-0f0d8e5b2c11', { name: 'X' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses 2 or 5 advices, and a main advice that is missing or not among them', async () => {
    const { user, token } = await signedInUser();
    const cases: Array<[Partial<UpdateProfileRequest>, string]> = [
      [{ adviceIds: ids.advices.slice(0, 2), mainAdviceId: ids.advices[0] }, m.advicesMin],
      [{ adviceIds: ids.advices.slice(0, 5), mainAdviceId: ids.advices[0] }, m.advicesMax],
      [{ adviceIds: ids.advices.slice(0, 3), mainAdviceId: ids.advices[6] }, m.mainAdvice],
      [{ adviceIds: ids.advices.slice(0, 3), mainAdviceId: undefined }, m.mainAdvice],
    ];
    for (const [advice, message] of cases) {
      const res = await putProfile(token, user.id, interestsStep(advice));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ type: 'validation_error', message });
    }
    expect((await getProfile(token)).json().adviceIds).toEqual([]);
  });

  it('asks for at least one interest area, each complete, and at least one quality', async () => {
    const { user, token } = await signedInUser();
    const cases: Array<[Partial<UpdateProfileRequest>, string]> = [
      [{ interests: [] }, m.interestsMin],
      [{ interests: [{ industryId: ids.industry, specialtyId: '', experienceYears: 1 }] }, m.specialty],
      [{ interests: [{ industryId: ids.industry, specialtyId: ids.specialty, experienceYears: 5 }] }, m.experience],
      [{ attributeIds: [] }, m.attributesMin],
    ];
    for (const [change, message] of cases) {
      const res = await putProfile(token, user.id, interestsStep(change));
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toBe(message);
    }
  });

  it('refuses ids that do not exist, and a specialty of another industry, without writing anything', async () => {
    const { user, token } = await signedInUser();
    const ghost = '7d0c1f7e-5a7b-4c8e-9a4e-0f0d8e5b2c11';
    const unknownAttribute = await putProfile(token, user.id, interestsStep({ attributeIds: [ghost] }));
    expect(unknownAttribute.statusCode).toBe(400);
    expect(firstError(unknownAttribute)).toBe(m.unknownOption);
    const unknownAdvice = await putProfile(
      token,
      user.id,
      interestsStep({ adviceIds: [ghost, ...ids.advices.slice(0, 2)], mainAdviceId: ghost }),
    );
    expect(firstError(unknownAdvice)).toBe(m.unknownOption);
    const mismatched = await putProfile(
      token,
      user.id,
      interestsStep({ interests: [{ industryId: ids.industry, specialtyId: ids.otherSpecialty, experienceYears: 1 }] }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(firstError(mismatched)).toBe(m.specialty);
    const unknownLevel = await putProfile(token, user.id, companyStep({ businessPositionId: ghost }));
    expect(firstError(unknownLevel)).toBe(m.businessPosition);

    const stored = await t.db.select().from(userInterests).where(eq(userInterests.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('checks the phone pattern: a plus sign, then 7 to 15 digits with optional spaces', async () => {
    const { user, token } = await signedInUser();
    for (const cellphone of ['912341234', '+56 9123', '+56-912341234', '+1234567890123456', '']) {
      const res = await putProfile(
        token,
        user.id,
        personalStep({ contactInfo: { cellphone, country: 'Chile', region: 'Región de Ñuble' } }),
      );
      expect(res.statusCode, cellphone).toBe(400);
      expect(firstError(res)).toBe(cellphone ? m.phoneInvalid : m.phoneRequired);
    }
    for (const cellphone of ['+56 9 1234 1234', '+5691234123', '+1234567']) {
      const res = await putProfile(
        token,
        user.id,
        personalStep({ contactInfo: { cellphone, country: 'Chile', region: 'Región de Ñuble' } }),
      );
      expect(res.statusCode, cellphone).toBe(200);
    }
  });

  it('requires a date of birth before today', async () => {
    const { user, token } = await signedInUser();
    const today = todayInAppTimeZone();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    for (const dateOfBirth of [today, nextYear]) {
      const res = await putProfile(token, user.id, personalStep({ dateOfBirth }));
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toBe(m.dateOfBirthNotPast);
    }
    const malformed = await putProfile(token, user.id, personalStep({ dateOfBirth: '12/04/1990' }));
    expect(firstError(malformed)).toBe(m.dateOfBirth);
  });

  it('gives the step 0 messages for missing personal data', async () => {
    const { user, token } = await signedInUser();
    const cases: Array<[Partial<UpdateProfileRequest>, string]> = [
      [{ name: '  ' }, m.name],
      [{ lastName: '' }, m.lastName],
      [{ email: 'no-es-email' }, m.emailInvalid],
      [{ email: '' }, m.emailRequired],
      [{ gender: 'X' as never }, m.gender],
      [{ contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: '' } }, m.region],
      [{ contactInfo: { cellphone: '+56 912341234', country: '', region: 'Región de Ñuble' } }, m.country],
      [{ contactInfo: { cellphone: '+56 912341234', country: 'Atlántida', region: 'Región de Ñuble' } }, m.country],
      [{ contactInfo: { cellphone: '+56 912341234', country: 'Perú', region: 'Región de Ñuble' } }, m.region],
    ];
    for (const [change, message] of cases) {
      const res = await putProfile(token, user.id, personalStep(change));
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toBe(message);
    }
  });

  it('refuses an email another account uses', async () => {
    const other = await createUser(t.db);
    const { user, token } = await signedInUser();
    const res = await putProfile(token, user.id, personalStep({ email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ type: 'user_service_email_taken', message: 'Verifique que email sea único' });
  });

  it('requires company fields unless the service is ATTRACTION for a mentee, and keeps stored values sent empty', async () => {
    const { user, token } = await signedInUser();
    const withoutCompany = await putProfile(token, user.id, companyStep({ company: '' }));
    expect(withoutCompany.statusCode).toBe(400);
    expect(firstError(withoutCompany)).toBe(m.company);
    expect(firstError(await putProfile(token, user.id, companyStep({ businessArea: '' })))).toBe(m.businessArea);
    expect(firstError(await putProfile(token, user.id, companyStep({ university: '' })))).toBe(m.university);
    expect(firstError(await putProfile(token, user.id, companyStep({ businessPositionId: '' })))).toBe(
      m.businessPosition,
    );

    const attraction = await putProfile(token, user.id, {
      ...companyStep({ company: '', businessArea: '' }),
      service: 'ATTRACTION',
    });
    expect(attraction.statusCode).toBe(200);
    expect(attraction.json().professionalInfo).toMatchObject({ company: null, businessArea: null });

    await putProfile(token, user.id, companyStep());
    const keptEmpty = await putProfile(token, user.id, companyStep({ university: '', carrer: '', businessArea: '' }));
    expect(keptEmpty.statusCode).toBe(200);
    expect(keptEmpty.json().professionalInfo).toMatchObject({
      university: 'Universidad de Chile',
      carrer: 'Ingeniería civil industrial',
      businessArea: 'Jefa de proyectos',
    });
  });

  it('still asks a mentor for the company in an ATTRACTION process', async () => {
    const { user, token } = await signedInUser();
    await t.db
      .update(users)
      .set({ mentorshipInfo: { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' } })
      .where(eq(users.id, user.id));
    const res = await putProfile(token, user.id, { ...companyStep({ company: '' }), service: 'ATTRACTION' });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toBe(m.company);
  });

  it('sets a first password only for a user without one, with its confirmation', async () => {
    const invited = await createUser(t.db, { password: null });
    const admin = await signedInUser({ roles: ['ADMIN'] });
    const mismatch = await putProfile(admin.token, invited.id, {
      password: 'NuevaClave1',
      passwordConfirmation: 'Otra',
    });
    expect(firstError(mismatch)).toBe(m.passwordsDoNotMatch);
    const short = await putProfile(admin.token, invited.id, { password: 'corta', passwordConfirmation: 'corta' });
    expect(firstError(short)).toBe(m.passwordMin);
    const set = await putProfile(admin.token, invited.id, {
      password: 'NuevaClave1',
      passwordConfirmation: 'NuevaClave1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().hasPassword).toBe(true);
    const token = await signIn(invited.email, 'NuevaClave1');

    const again = await putProfile(token, invited.id, { password: 'OtraClave22', passwordConfirmation: 'OtraClave22' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.type).toBe('user_password_already_set');
    expect(await signIn(invited.email, 'NuevaClave1')).toBeTruthy();
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const { user, token } = await signedInUser();
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/users/myProfile/${user.id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(notJson.statusCode).toBe(400);
    const badData = await t.app.inject({
      method: 'PUT',
      url: `/api/users/myProfile/${user.id}`,
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{roto\r\n--x--\r\n',
    });
    expect(badData.statusCode).toBe(400);
    expect(firstError(badData)).toBe('El campo data debe ser JSON');
  });
});

describe("changing one's email", () => {
  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));
  const emailOf = async (id: string) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/confirm_email_change', payload: { token } });

  /** Signed in the way an identity provider signs in an account that has no password. */
  async function withoutPassword() {
    const user = await createUser(t.db, { password: null, name: 'Ximena' });
    const session = await createAuthRepository(t.db).createSession(user.id, 'default', 'google');
    const token = await createAccessTokenSigner(JWT_SECRET, 900).sign({
      userId: user.id,
      role: 'USER',
      roles: ['USER'],
      sid: session.id,
    });
    return { user, token };
  }

  it('asks for the current password; missing or wrong changes nothing', async () => {
    const { user, token } = await signedInUser();
    const newEmail = `nueva.${++emailCounter}@example.com`;
    const missing = await putProfile(token, user.id, { email: newEmail, name: 'Cambiada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      type: 'auth_current_password_required',
      message: 'Ingresa tu contraseña actual para cambiar tu email o tu contraseña',
    });
    const wrong = await putProfile(token, user.id, { email: newEmail, currentPassword: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      type: 'auth_current_password_wrong',
      message: 'La contraseña actual no es correcta',
    });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await getProfile(token)).json().name).toBe('Test');
    expect(await mailsTo(user.email)).toHaveLength(0);

    // The same email again, or other fields alone, need no password.
    expect((await putProfile(token, user.id, { email: user.email, name: 'Sin cambio' })).statusCode).toBe(200);
  });

  it('changes it with the current password and tells the old address', async () => {
    const { user, token } = await signedInUser();
    const newEmail = `nueva.${++emailCounter}@example.com`;
    const res = await putProfile(token, user.id, { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(newEmail);
    const [notice] = await mailsTo(user.email);
    expect(notice!.subject).toBe('El email de tu cuenta de Enlaza cambió');
    expect(notice!.textBody).toContain(`de ${user.email} a ${newEmail}`);
    expect(notice!.textBody).toContain(t.config.supportEmail);
    expect(await signIn(newEmail)).toBeTruthy();
  });

  it("names the second brand's coordinator contact to a second-brand account", async () => {
    const { user, token } = await signedInUser();
    await t.db.update(users).set({ isMentorup: true }).where(eq(users.id, user.id));
    const newEmail = `nueva.${++emailCounter}@example.com`;
    expect((await putProfile(token, user.id, { email: newEmail, currentPassword: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    const [notice] = await mailsTo(user.email);
    expect(notice!.subject).toBe('El email de tu cuenta de MentorUp cambió');
    expect(notice!.textBody).toContain(`escríbenos de inmediato a ${t.config.secondBrandSupportEmail}.`);
    expect(notice!.textBody).not.toContain(t.config.supportEmail);
  });

  it('for an account without a password, waits for the link mailed to the old address', async () => {
    const { user, token } = await withoutPassword();
    const newEmail = `nueva.${++emailCounter}@example.com`;
    const res = await putProfile(token, user.id, { email: newEmail, name: 'Ximena Paz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, name: 'Ximena Paz' });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailsTo(newEmail)).toHaveLength(0);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Confirma el cambio de email en Enlaza');
    expect(mail!.textBody).toContain(`de ${user.email} a ${newEmail}`);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/confirm-email-change`);

    const confirmed = await confirm(link.searchParams.get('token')!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Tu email fue actualizado' });
    expect(await emailOf(user.id)).toBe(newEmail);

    const again = await confirm(link.searchParams.get('token')!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      type: 'auth_email_change_link_invalid',
      message: 'El enlace para confirmar el cambio de email no es válido o ya fue usado',
    });
    expect((await confirm('basura')).statusCode).toBe(400);
  });

  it('refuses a confirmed email that another account took meanwhile', async () => {
    const { user, token } = await withoutPassword();
    const newEmail = `nueva.${++emailCounter}@example.com`;
    await putProfile(token, user.id, { email: newEmail });
    const [mail] = await mailsTo(user.email);
    await createUser(t.db, { email: newEmail });
    const res = await confirm(new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('token')!);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('user_service_email_taken');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("lets an admin change someone else's email, and the old address is told", async () => {
    const person = await createUser(t.db);
    const admin = await signedInUser({ roles: ['ADMIN'] });
    const newEmail = `nueva.${++emailCounter}@example.com`;
    const res = await putProfile(admin.token, person.id, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(person.id)).toBe(newEmail);
    expect((await mailsTo(person.email))[0]!.subject).toBe('El email de tu cuenta de Enlaza cambió');
  });
});

describe('avatar upload', () => {
  it('stores a 2000x1000 PNG as a JPEG whose longest side is 512, served from its photo URL', async () => {
    const { user, token } = await signedInUser();
    const res = await putMultipart(token, user.id, personalStep(), {
      bytes: await pngOf(2000, 1000),
      filename: 'foto.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const { photoUrl, name } = res.json();
    expect(name).toBe('Daniela');
    expect(photoUrl).toMatch(/^\/api\/files\/avatars\/[\w-]+\.jpg$/);

    const image = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 256 });
    // Transparency is flattened on white: the 40% pink over white is light, not dark.
    const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });

  it('applies the EXIF orientation and keeps no metadata', async () => {
    const { user, token } = await signedInUser();
    const photo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await putMultipart(token, user.id, null, {
      bytes: photo,
      filename: 'IMG_0001.JPG',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: res.json().photoUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file renamed .png, by its content', async () => {
    const { user, token } = await signedInUser();
    const res = await putMultipart(token, user.id, personalStep(), {
      bytes: Buffer.from('esto no es una imagen, sólo texto'),
      filename: 'foto.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      type: 'user_invalid_avatar',
      message: 'Sólo puede subir archivos de tipo JPG/PNG!',
    });
    // Nothing of the request was saved.
    expect((await getProfile(token)).json()).toMatchObject({ name: 'Test', photoUrl: null });
  });

  it('refuses a GIF and a file over the size limit', async () => {
    const { user, token } = await signedInUser();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifRes = await putMultipart(token, user.id, null, { bytes: gif, filename: 'a.jpg', type: 'image/jpeg' });
    expect(firstError(gifRes)).toBe(m.avatarType);

    const huge = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const hugeRes = await putMultipart(token, user.id, null, { bytes: huge, filename: 'a.png', type: 'image/png' });
    expect(hugeRes.statusCode).toBe(413);
    expect(hugeRes.json().error).toEqual({ type: 'user_avatar_too_large', message: m.avatarTooLarge });
  });

  it('deletes the previous avatar when a new one is stored', async () => {
    const { user, token } = await signedInUser();
    const first = await putMultipart(token, user.id, null, {
      bytes: await pngOf(40, 40),
      filename: 'a.png',
      type: 'image/png',
    });
    const second = await putMultipart(token, user.id, null, {
      bytes: await pngOf(60, 40),
      filename: 'b.png',
      type: 'image/png',
    });
    expect(second.json().photoUrl).not.toBe(first.json().photoUrl);
    expect((await t.app.inject({ method: 'GET', url: first.json().photoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().photoUrl })).statusCode).toBe(200);
  });

  it('lets an admin upload the avatar of a user they created', async () => {
    const created = await createUser(t.db, { password: null });
    const admin = await signedInUser({ roles: ['ADMIN'] });
    const res = await putMultipart(admin.token, created.id, null, {
      bytes: await pngOf(64, 64),
      filename: 'x.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).toMatch(/^\/api\/files\/avatars\//);
  });
});

describe('POST /api/users/me/complete_tutorial', () => {
  const complete = (token: string, tutorialName: string, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/me/complete_tutorial?tutorialName=${encodeURIComponent(tutorialName)}&status=${status}`,
      headers: bearer(token),
    });

  it('stores the status of a tutorial and updates it, accepting "completed" in any case', async () => {
    const { token } = await signedInUser();
    expect((await complete(token, 'home', 'PENDING')).json()).toEqual({
      completedTutorials: [{ tutorialName: 'home', status: 'PENDING' }],
    });
    await complete(token, 'home', 'SKIPPED');
    const res = await complete(token, 'home', 'completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().completedTutorials).toEqual([{ tutorialName: 'home', status: 'COMPLETED' }]);
    expect((await getProfile(token)).json().completedTutorials).toHaveLength(1);
  });

  it('refuses an unknown status, a missing name or a name that is no tutorial, so the list cannot grow', async () => {
    const { token } = await signedInUser();
    expect((await complete(token, 'home', 'DONE')).statusCode).toBe(400);
    expect((await complete(token, '', 'PENDING')).statusCode).toBe(400);
    for (const name of ['perfil', `tour-${'x'.repeat(90)}`, 'HOME']) {
      const res = await complete(token, name, 'COMPLETED');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toEqual({ type: 'validation_error', message: m.unknownTutorial });
    }
    expect((await getProfile(token)).json().completedTutorials).toEqual([]);
  });
});

describe('demo accounts', () => {
  it('have complete profiles, except nueva@enlaza.test, who has only a name', async () => {
    await seedDemoData(t.db);
    for (const account of demoAccounts) {
      const token = await signIn(account.email, DEMO_PASSWORD);
      const profile = (await getProfile(token)).json();
      if (account.email === 'nueva@enlaza.test') {
        expect(profile).toMatchObject({ name: 'Fernanda', hasPassword: true, interests: [], gender: null });
        expect(profile.missingFields).toContain('cellphone');
      } else {
        expect(profile.missingFields, account.email).toEqual([]);
        expect(profile.contactInfo.country).toBe('Chile');
        expect(profile.adviceIds).toContain(profile.mainAdviceId);
      }
    }
  });
});
