import { changedAfterRead } from '../../../test/changedAfterRead';
import {
  applicantProfileSchema,
  convocatoryMessages,
  enrolmentMessages,
  entrepreneurMessages as em,
  inscriptionEventSchema,
  profileMessages,
  startInscriptionResponseSchema,
  type ConvocatoryStatus,
  type ConvocatoryType,
  type EntrepreneurInfoInput,
  type InscriptionEvent,
  type InscriptionType,
  type StartInscriptionResponse,
  type UpdateApplicantProfileRequest,
} from '@enlaza/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  advices,
  applicantProfiles,
  attributes,
  businessPositions,
  convocatories,
  convocatoryInscriptions,
  industries,
  mailOutbox,
  specialties,
} from '../../db/schema';
import {
  createClient as createClientRow,
  createConvocatory as createConvocatoryRow,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createEnrolmentTokens, inscriptionsTopic } from '../convocatories';
import { createUsersRepository } from '../users';
import { createDatabaseCounterStore } from '../../plugins/counters';
import { createLiveEvents } from '../../plugins/graphql';
import { createConfiguredStorage } from '../../plugins/storage';
import { createEnrolmentRepository } from './enrolment.repository';
import { createEnrolmentService } from './enrolment.service';
import { listenForLiveSockets } from '../../../test/graphqlClient';

const JWT_SECRET = 'enrolment-test-secret-that-is-long-enough-0123456789';
const tokens = createEnrolmentTokens(JWT_SECRET);

let t: TestApp;
let wsUrl: string;
let clientId: string;
let ids: {
  advices: string[];
  attributes: string[];
  position: string;
  industry: string;
  specialty: string;
  otherIndustry: string;
  otherSpecialty: string;
};

beforeAll(async () => {
  t = await createTestApp({
    JWT_SECRET,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ENROLMENT_RATE_LIMIT_PER_IP: '1000',
  });
  wsUrl = await listenForLiveSockets(t.app);
  clientId = (await createClientRow(t.db, { name: 'Minera Andina', rut: '97004000-5' })).id;
  const adviceRows = await t.db.select({ id: advices.id }).from(advices).orderBy(asc(advices.name));
  const attributeRows = await t.db.select({ id: attributes.id }).from(attributes).orderBy(asc(attributes.name));
  const [position] = await t.db.select({ id: businessPositions.id }).from(businessPositions);
  const [first, second] = await t.db.select({ id: industries.id }).from(industries).orderBy(asc(industries.name));
  const specialtyOf = async (industryId: string) =>
    (await t.db.select({ id: specialties.id }).from(specialties).where(eq(specialties.industryId, industryId)))[0]!.id;
  ids = {
    advices: adviceRows.map((r) => r.id),
    attributes: attributeRows.map((r) => r.id),
    position: position!.id,
    industry: first!.id,
    specialty: await specialtyOf(first!.id),
    otherIndustry: second!.id,
    otherSpecialty: await specialtyOf(second!.id),
  };
});
afterAll(async () => t.close());

// ── Factories and helpers ────────────────────────────────────────────────────────────────────────────────

let counter = 0;
const uniqueEmail = (prefix = 'postulante') => `${prefix}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

async function createConvocatory(
  overrides: {
    status?: ConvocatoryStatus;
    convocatoryType?: ConvocatoryType;
    name?: string;
    logoKey?: string;
    isPit?: boolean;
    dataSharingPartner?: string;
  } = {},
) {
  return createConvocatoryRow(t.db, {
    name: overrides.name ?? `Programa ${++counter}`,
    status: overrides.status ?? 'OPEN',
    convocatoryType: overrides.convocatoryType ?? 'MASSIVE',
    mentorType: 'EXTERNAL',
    pairsNumber: overrides.convocatoryType === 'EMPRENDE' ? null : 20,
    estimatedOpenDate: '2030-03-01',
    estimatedCloseDate: '2030-04-15',
    clientId,
    logoKey: overrides.logoKey ?? null,
    isPit: overrides.isPit ?? false,
    dataSharingPartner: overrides.dataSharingPartner ?? null,
  });
}

const setStatus = (id: string, status: ConvocatoryStatus) =>
  t.db.update(convocatories).set({ status }).where(eq(convocatories.id, id));

interface StartBody {
  convocatoryId: string;
  partnerConsent?: boolean;
  inscriptionType?: InscriptionType;
  email: string;
  termsAccepted?: unknown;
  resumeToken?: string;
  isMentorup?: boolean;
}
const start = (body: StartBody, app = t.app, accessToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/convocatory/startInscription',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: { inscriptionType: 'STUDENT', termsAccepted: true, ...body },
  });

async function startOk(
  body: StartBody,
  accessToken?: string,
): Promise<Extract<StartInscriptionResponse, { status: 'CONTINUE' }>> {
  const res = await start(body, t.app, accessToken);
  expect(res.statusCode).toBe(200);
  const parsed = startInscriptionResponseSchema.parse(res.json());
  if (parsed.status !== 'CONTINUE') throw new Error(`expected CONTINUE, got ${parsed.status}`);
  return parsed;
}

const tokenHeader = (token: string | undefined) => (token === undefined ? {} : { 'inscription-token': token });
const putProfile = (token: string | undefined, profileId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/profiles/${profileId}`, headers: tokenHeader(token), payload });

interface Upload {
  bytes: Buffer;
  filename: string;
  type: string;
}
async function multipart(data: unknown, files: Record<string, Upload>) {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  for (const [field, file] of Object.entries(files)) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: encoded.headers.get('content-type')!,
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

const inscribe = (token: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/convocatory/inscribe', headers: tokenHeader(token), payload: body });

const errorOf = (res: { json(): { error: { message: string; type: string } } }) => res.json().error;

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 30 } } })
    .png()
    .toBuffer();
}

const personalStep = (overrides: Partial<UpdateApplicantProfileRequest> = {}): UpdateApplicantProfileRequest => ({
  name: 'Daniela',
  lastName: 'Fuentes',
  dateOfBirth: '1990-04-12',
  gender: 'FEMALE',
  contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región de Valparaíso' },
  biography: 'Ingeniera civil industrial.',
  ...overrides,
});
const interestsStep = (overrides: Partial<UpdateApplicantProfileRequest> = {}): UpdateApplicantProfileRequest => ({
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
    businessPositionId: ids.position,
    businessArea: 'Jefa de proyectos',
    university: 'Universidad de Chile',
    carrer: 'Ingeniería civil industrial',
    ...overrides,
  },
});
const emprendeInfo = (overrides: Partial<EntrepreneurInfoInput> = {}): EntrepreneurInfoInput => ({
  businessName: 'Huerta Viva',
  rut: '11.111.111-1',
  businessRut: '97.004.000-5',
  commune: 'Valparaíso',
  businessRegion: 'Región de Valparaíso',
  businessCommune: 'Viña del Mar',
  description: 'Verduras orgánicas a domicilio.',
  socialMedia: 'https://instagram.com/huertaviva',
  industry: ids.industry,
  age: 'FROM_1_TO_3',
  stage: 'SELLING',
  challenge: 'Escalar la logística.',
  expectations: 'Ordenar las finanzas.',
  productExpectations: 'Conocer a otras emprendedoras.',
  expectedMentors: 'Finanzas, logística y marketing digital.',
  contactMethod: 'WHATSAPP',
  ods: [2, 12],
  ...overrides,
});

/** A new applicant through the email step, with the steps given saved. */
async function applicantWith(
  convocatoryId: string,
  steps: Record<string, unknown>[],
  inscriptionType: InscriptionType = 'STUDENT',
) {
  const email = uniqueEmail();
  const started = await startOk({ convocatoryId, email, inscriptionType });
  for (const step of steps) {
    const res = await putProfile(started.inscriptionToken, started.profileId!, step);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { email, profileId: started.profileId!, token: started.inscriptionToken };
}

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().accessToken as string;
}

/**
 * An admin's `convocatoryInscriptions` subscription over graphql-ws on the listening app. Resolves once events flow:
 * probe events are published on the topic until the first one arrives, so nothing published later is missed.
 */
async function adminSubscription(convocatoryId: string) {
  const admin = await createUser(t.db, { email: uniqueEmail('admin'), roles: ['ADMIN'] });
  const accessToken = await signIn(admin.email);
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
  });
  const received: InscriptionEvent[] = [];
  const waiters: (() => void)[] = [];
  let failure: unknown = null;
  client.subscribe(
    {
      query: `subscription ($id: ID!) {
        convocatoryInscriptions(convocatoryId: $id) { convocatoryId inscriptionId inscriptionType kind }
      }`,
      variables: { id: convocatoryId },
    },
    {
      next: (result) => {
        const data = result.data as { convocatoryInscriptions: unknown } | undefined;
        received.push(inscriptionEventSchema.parse(data?.convocatoryInscriptions));
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        failure = error;
        waiters.splice(0).forEach((wake) => wake());
      },
      complete: () => undefined,
    },
  );
  async function eventOf(inscriptionId: string, timeoutMs = 5000): Promise<InscriptionEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
      const found = received.find((e) => e.inscriptionId === inscriptionId);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no event for ${inscriptionId}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  const probe = `probe-${randomUUID()}`;
  const probing = setInterval(() => {
    t.app.graphql.pubsub.publish({
      topic: inscriptionsTopic(convocatoryId),
      payload: { convocatoryId, inscriptionId: probe, inscriptionType: 'STUDENT', kind: 'CREATED' },
    });
  }, 20);
  try {
    await eventOf(probe);
  } finally {
    clearInterval(probing);
  }
  return { eventOf, close: () => void client.dispose() };
}

// ── Public convocatory data ──────────────────────────────────────────────────────────────────────────────

describe("a convocatory's PIT enrolment and data-sharing partner", () => {
  it('tells the enrolment page, and takes applications only with the consent, recorded with the partner named', async () => {
    const convocatory = await createConvocatory({ isPit: true, dataSharingPartner: 'Fundación Aliada' });
    const shown = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/${convocatory.id}` });
    expect(shown.json()).toMatchObject({ isPit: true, dataSharingPartner: 'Fundación Aliada' });

    const email = uniqueEmail();
    const refused = await start({ convocatoryId: convocatory.id, email });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(
      'Debes aceptar que tus datos sean compartidos con Fundación Aliada para inscribirte en esta convocatoria.',
    );
    const started = await startOk({ convocatoryId: convocatory.id, email, partnerConsent: true });
    for (const step of [personalStep(), interestsStep(), companyStep()]) {
      expect((await putProfile(started.inscriptionToken, started.profileId!, step)).statusCode).toBe(200);
    }
    const body = {
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId: started.profileId,
      motivation: 'Quiero crecer profesionalmente.',
    };
    const withoutConsent = await inscribe(started.inscriptionToken, body);
    expect(withoutConsent.statusCode).toBe(400);
    const done = await inscribe(started.inscriptionToken, { ...body, partnerConsent: true });
    expect(done.statusCode, done.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.id, done.json().inscriptionId));
    expect(row).toMatchObject({ partnerConsentTo: 'Fundación Aliada', partnerConsentAt: expect.any(Date) });
  });

  it('asks for nothing more without a partner', async () => {
    const convocatory = await createConvocatory();
    const shown = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/${convocatory.id}` });
    expect(shown.json()).toMatchObject({ isPit: false, dataSharingPartner: null });
    await startOk({ convocatoryId: convocatory.id, email: uniqueEmail() });
  });
});

describe('GET /api/convocatory/public/open', () => {
  it('lists, without signing in, the open convocatories of the type asked for; never directed, closed or drafts', async () => {
    const tag = `Landing ${Date.now()}`;
    const massive = await createConvocatory({ name: `${tag} masiva` });
    const emprende = await createConvocatory({ name: `${tag} emprende`, convocatoryType: 'EMPRENDE' });
    await createConvocatory({ name: `${tag} dirigida`, convocatoryType: 'DIRECTED' });
    await createConvocatory({ name: `${tag} borrador`, status: 'DRAFT' });
    await createConvocatory({ name: `${tag} seleccionando`, status: 'SELECTING' });
    const listed = async (type: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/open?type=${type}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ convocatoryId: string; name: string }>).filter((c) => c.name.startsWith(tag));
    };
    expect((await listed('MASSIVE')).map((c) => c.convocatoryId)).toEqual([massive.id]);
    expect((await listed('EMPRENDE')).map((c) => c.convocatoryId)).toEqual([emprende.id]);

    const directed = await t.app.inject({ method: 'GET', url: '/api/convocatory/public/open?type=DIRECTED' });
    expect(directed.statusCode).toBe(400);
    expect(directed.json().error.message).toBe('Tipo de convocatoria no válido');
  });
});

describe('GET /api/convocatory/public/{id} and /public/link/{token}', () => {
  it('answers what the enrolment page shows, in any status, without signing in', async () => {
    const draft = await createConvocatory({ status: 'DRAFT', name: 'Mentoras 2030', logoKey: 'convocatories/x.png' });
    const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/${draft.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      convocatoryId: draft.id,
      name: 'Mentoras 2030',
      logoUrl: '/api/files/convocatories/x.png',
      status: 'DRAFT',
      convocatoryType: 'MASSIVE',
      estimatedOpenDate: '2030-03-01',
      estimatedCloseDate: '2030-04-15',
      isPit: false,
      dataSharingPartner: null,
    });
    const finalized = await createConvocatory({ status: 'FINALIZED' });
    const ended = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/${finalized.id}` });
    expect(ended.json()).toMatchObject({ status: 'FINALIZED', logoUrl: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'no-es-un-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/${id}` });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(convocatoryMessages.notFound);
    }
  });

  it('decodes a signed enrolment link into its convocatory and role; refuses anything else', async () => {
    const convocatory = await createConvocatory({ convocatoryType: 'EMPRENDE' });
    const token = await tokens.signLink({ convocatoryId: convocatory.id, inscriptionType: 'MENTOR' });
    const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/link/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      inscriptionType: 'MENTOR',
      convocatory: { convocatoryId: convocatory.id, convocatoryType: 'EMPRENDE', status: 'OPEN' },
    });

    const forged = await createEnrolmentTokens('another-secret-that-is-long-enough-000000000').signLink({
      convocatoryId: convocatory.id,
      inscriptionType: 'MENTOR',
    });
    const grant = await tokens.signGrant({
      convocatoryId: convocatory.id,
      inscriptionType: 'MENTOR',
      applicant: { kind: 'profile', id: randomUUID() },
    });
    const deleted = await tokens.signLink({ convocatoryId: randomUUID(), inscriptionType: 'STUDENT' });
    for (const bad of ['basura', forged, grant, deleted]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/link/${bad}` });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toEqual({ type: 'convocatory_invalid_link', message: enrolmentMessages.invalidLink });
    }
  });
});

describe('public routes beside the admin ones', () => {
  it("opens the admin detail's enrolment links, each for its role; the admin paths still need an admin", async () => {
    const convocatory = await createConvocatory();
    const admin = await createUser(t.db, { email: uniqueEmail('admin'), roles: ['ADMIN'] });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/convocatory/${convocatory.id}`,
      headers: { authorization: `Bearer ${await signIn(admin.email)}` },
    });
    expect(detail.statusCode).toBe(200);
    const { studentFormLink, mentorFormLink } = detail.json() as Record<string, string>;
    for (const [link, role] of [
      [studentFormLink!, 'STUDENT'],
      [mentorFormLink!, 'MENTOR'],
    ] as const) {
      const token = link.split('/convocatory/inscription/')[1]!;
      const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/public/link/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ inscriptionType: role, convocatory: { convocatoryId: convocatory.id } });
    }
    const anonymousAdminPath = await t.app.inject({ method: 'GET', url: `/api/convocatory/${convocatory.id}` });
    expect(anonymousAdminPath.statusCode).toBe(401);
  });
});

// ── Email step ──────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/convocatory/startInscription', () => {
  it('creates the applicant profile of a new email, lowercased, and lets it fill the steps', async () => {
    const convocatory = await createConvocatory();
    const email = uniqueEmail('Nueva');
    const started = await startOk({ convocatoryId: convocatory.id, email: `  ${email.toUpperCase()} ` });
    expect(started).toMatchObject({
      userId: null,
      nextStep: 'PERSONAL',
      canEditProfile: true,
      profile: { email: email.toLowerCase(), name: '', interests: [], emprendeInfo: null },
    });
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, started.profileId!));
    expect(row!.email).toBe(email.toLowerCase());
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await tokens.verifyGrant(started.inscriptionToken)).toEqual({
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      applicant: { kind: 'profile', id: started.profileId },
    });
  });

  it('requires the terms and a valid email, with the messages of the email step', async () => {
    const convocatory = await createConvocatory();
    for (const termsAccepted of [false, undefined, 'true']) {
      const res = await start({ convocatoryId: convocatory.id, email: uniqueEmail(), termsAccepted });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(enrolmentMessages.terms);
    }
    const invalidEmail = await start({ convocatoryId: convocatory.id, email: 'no-es-un-email' });
    expect(invalidEmail.statusCode).toBe(400);
    expect(errorOf(invalidEmail).message).toBe('Ingrese un email válido');
    const empty = await start({ convocatoryId: convocatory.id, email: '  ' });
    expect(errorOf(empty).message).toBe('Complete este campo');
    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/convocatory/startInscription',
      payload: { convocatoryId: convocatory.id, inscriptionType: 'ADMIN', email: uniqueEmail(), termsAccepted: true },
    });
    expect(badRole.statusCode).toBe(400);
  });

  it("answers an account's email typed without signing in with a mailed link only: no id, no token", async () => {
    const convocatory = await createConvocatory({ name: 'Mentoría Centro' });
    const user = await createUser(t.db, { email: uniqueEmail('cuenta'), name: 'Carolina' });

    const res = await start({
      convocatoryId: convocatory.id,
      email: user.email.toUpperCase(),
      inscriptionType: 'MENTOR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ACCOUNT_LINK_SENT' });
    expect(res.body).not.toContain(user.id);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Continúa tu inscripción a Mentoría Centro');
    expect(mail!.textBody).toContain('Hola Carolina:');
    expect(mail!.textBody).toContain('inicia sesión en Enlaza');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/convocatory/inscription/${convocatory.id}/MENTOR`);
    expect(link.searchParams.get('email')).toBe(user.email);

    // Nobody else can apply in her name: without the mailed link there is no token to inscribe with.
    const profiles = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.email, user.email));
    expect(profiles).toHaveLength(0);
    const inscriptions = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.convocatoryId, convocatory.id));
    expect(inscriptions).toHaveLength(0);
  });

  it("mails the account's link under the page's brand", async () => {
    const convocatory = await createConvocatory({ name: 'Mentoría Marca' });
    const user = await createUser(t.db, { email: uniqueEmail('marca') });
    const res = await start({ convocatoryId: convocatory.id, email: user.email, isMentorup: true });
    expect(res.json()).toEqual({ status: 'ACCOUNT_LINK_SENT' });
    const [mail] = await mailsTo(user.email);
    expect(mail!.fromAddress).toBe(t.config.secondBrandMailFrom);
    expect(mail!.textBody).toContain('inicia sesión en MentorUp');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    expect(link.origin).toBe(new URL(t.config.secondBrandUrl).origin);
  });

  it('the mailed link, or signing in as the account, takes the account holder straight to the motivation', async () => {
    const convocatory = await createConvocatory();
    const user = await createUser(t.db, { email: uniqueEmail('cuenta') });
    const expected = { userId: user.id, profileId: null, nextStep: 'MOTIVATION', profile: null, canEditProfile: false };

    await start({ convocatoryId: convocatory.id, email: user.email });
    const [mail] = await mailsTo(user.email);
    const resume = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('resume')!;
    const fromLink = await startOk({ convocatoryId: convocatory.id, email: user.email, resumeToken: resume });
    expect(fromLink).toMatchObject(expected);
    expect((await tokens.verifyGrant(fromLink.inscriptionToken))?.applicant).toEqual({ kind: 'user', id: user.id });

    const signedIn = await startOk({ convocatoryId: convocatory.id, email: user.email }, await signIn(user.email));
    expect(signedIn).toMatchObject(expected);
    const profiles = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.email, user.email));
    expect(profiles).toHaveLength(0);
  });

  it("is not fooled by another account's session, another person's token or a stale session", async () => {
    const convocatory = await createConvocatory();
    const victim = await createUser(t.db, { email: uniqueEmail('victima') });
    const attacker = await createUser(t.db, { email: uniqueEmail('atacante') });
    const attackerSession = await signIn(attacker.email);
    const attackerGrant = (await startOk({ convocatoryId: convocatory.id, email: attacker.email }, attackerSession))
      .inscriptionToken;
    const applicant = await applicantWith(convocatory.id, []);

    const asAttacker = await start({ convocatoryId: convocatory.id, email: victim.email }, t.app, attackerSession);
    expect(asAttacker.json()).toEqual({ status: 'ACCOUNT_LINK_SENT' });
    for (const resumeToken of [attackerGrant, applicant.token, 'basura']) {
      const res = await start({ convocatoryId: convocatory.id, email: victim.email, resumeToken });
      expect(res.json()).toEqual({ status: 'ACCOUNT_LINK_SENT' });
    }

    // A session that ended is not taken for an anonymous caller: 401, so the page refreshes or signs in again.
    const ended = await signIn(victim.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${ended}` },
      payload: {},
    });
    const stale = await start({ convocatoryId: convocatory.id, email: victim.email }, t.app, ended);
    expect(stale.statusCode).toBe(401);
  });

  it('mails a resume link for an unfinished profile instead of showing its data; the link restores it', async () => {
    const convocatory = await createConvocatory({ name: 'Mentoría Norte' });
    const { email, profileId } = await applicantWith(convocatory.id, [personalStep()]);

    const again = await start({ convocatoryId: convocatory.id, email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'RESUME_LINK_SENT' });

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Continúa tu inscripción a Mentoría Norte');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/convocatory/inscription/${convocatory.id}/STUDENT`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail!.htmlBody).toContain('Continuar mi inscripción');

    const resumed = await startOk({
      convocatoryId: convocatory.id,
      email,
      resumeToken: link.searchParams.get('resume')!,
    });
    expect(resumed).toMatchObject({
      profileId,
      nextStep: 'INTERESTS',
      canEditProfile: true,
      profile: { name: 'Daniela', lastName: 'Fuentes', contactInfo: { region: 'Región de Valparaíso' } },
    });
    applicantProfileSchema.parse(resumed.profile);
    // The restored token edits the profile.
    const saved = await putProfile(resumed.inscriptionToken, profileId, interestsStep());
    expect(saved.statusCode).toBe(200);
  });

  it("never hands out a profile's data for a token of someone else, or a forged one", async () => {
    const convocatory = await createConvocatory();
    const victim = await applicantWith(convocatory.id, [personalStep()]);
    const attacker = await applicantWith(convocatory.id, []);
    const foreignSecret = await createEnrolmentTokens('another-secret-that-is-long-enough-000000000').signGrant({
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      applicant: { kind: 'profile', id: victim.profileId },
    });
    for (const resumeToken of [attacker.token, foreignSecret, 'basura']) {
      const res = await start({ convocatoryId: convocatory.id, email: victim.email, resumeToken });
      expect(res.json()).toEqual({ status: 'RESUME_LINK_SENT' });
    }
  });

  it("answers a complete profile's email typed by anyone with the mailed link only; the link goes to the motivation", async () => {
    const convocatory = await createConvocatory();
    const { email, profileId } = await applicantWith(convocatory.id, [personalStep(), interestsStep(), companyStep()]);
    const second = await createConvocatory();

    const res = await start({ convocatoryId: second.id, email });
    expect(res.json()).toEqual({ status: 'RESUME_LINK_SENT' });
    expect(res.body).not.toContain(profileId);

    const [mail] = await mailsTo(email);
    const resume = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('resume')!;
    const resumed = await startOk({ convocatoryId: second.id, email, resumeToken: resume });
    expect(resumed).toMatchObject({ profileId, nextStep: 'MOTIVATION', canEditProfile: true });
  });

  it('judges completeness by the steps of this convocatory and role', async () => {
    const massive = await createConvocatory();
    const emprende = await createConvocatory({ convocatoryType: 'EMPRENDE' });
    const { email, token } = await applicantWith(massive.id, [personalStep()]);
    // An Emprende mentor needs only the personal step: nothing is missing.
    const mentor = await startOk({ convocatoryId: emprende.id, email, inscriptionType: 'MENTOR', resumeToken: token });
    expect(mentor).toMatchObject({ nextStep: 'MOTIVATION' });
    // An Emprende mentee still lacks the Emprende step.
    const mentee = await startOk({ convocatoryId: emprende.id, email, inscriptionType: 'STUDENT', resumeToken: token });
    expect(mentee).toMatchObject({ nextStep: 'EMPRENDE' });
  });

  it('accepts enrolments only while the convocatory is OPEN', async () => {
    for (const status of ['DRAFT', 'SELECTING', 'FINALIZED'] as const) {
      const convocatory = await createConvocatory({ status });
      const email = uniqueEmail();
      const res = await start({ convocatoryId: convocatory.id, email });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ type: 'convocatory_not_open', message: enrolmentMessages.notOpen });
      expect(await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.email, email))).toHaveLength(0);
    }
    const unknown = await start({ convocatoryId: randomUUID(), email: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
  });
});

// ── Profile steps ───────────────────────────────────────────────────────────────────────────────────────

describe('PUT /api/profiles/{profileId}', () => {
  let convocatoryId: string;
  beforeAll(async () => {
    convocatoryId = (await createConvocatory()).id;
  });

  it('saves each step with the rules of the profile wizard and answers the profile', async () => {
    const { profileId, token } = await applicantWith(convocatoryId, []);
    const personal = await putProfile(token, profileId, personalStep());
    expect(personal.statusCode).toBe(200);
    expect(applicantProfileSchema.parse(personal.json())).toMatchObject({
      name: 'Daniela',
      gender: 'FEMALE',
      dateOfBirth: '1990-04-12',
      contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región de Valparaíso' },
    });
    const interests = await putProfile(token, profileId, interestsStep());
    expect(interests.json()).toMatchObject({ adviceIds: ids.advices.slice(0, 3), mainAdviceId: ids.advices[1] });
    const company = await putProfile(token, profileId, companyStep());
    expect(company.json().professionalInfo).toEqual({
      company: 'Minera Andina',
      businessPositionId: ids.position,
      businessArea: 'Jefa de proyectos',
      university: 'Universidad de Chile',
      carrer: 'Ingeniería civil industrial',
    });
    // Like the user wizard, an empty company field keeps what was stored.
    const kept = await putProfile(token, profileId, companyStep({ company: '', university: 'PUC' }));
    expect(kept.json().professionalInfo).toMatchObject({ company: 'Minera Andina', university: 'PUC' });
  });

  it('refuses locations and options outside the lists, with the wizard messages', async () => {
    const { profileId, token } = await applicantWith(convocatoryId, []);
    const cases: [Record<string, unknown>, string][] = [
      [
        personalStep({ contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Mendoza' } }),
        profileMessages.region,
      ],
      [
        personalStep({ contactInfo: { cellphone: '+56 912341234', country: 'Narnia', region: 'Norte' } }),
        profileMessages.country,
      ],
      [
        personalStep({ contactInfo: { cellphone: '12', country: 'Chile', region: 'Región de Valparaíso' } }),
        profileMessages.phoneInvalid,
      ],
      [personalStep({ name: ' ' }), profileMessages.name],
      [interestsStep({ adviceIds: [ids.advices[0]!, ids.advices[1]!, randomUUID()] }), profileMessages.unknownOption],
      [interestsStep({ attributeIds: [randomUUID()] }), profileMessages.unknownOption],
      [interestsStep({ mainAdviceId: ids.advices[3] }), profileMessages.mainAdvice],
      [{ mainAdviceId: ids.advices[0] }, profileMessages.advicesMin],
      [interestsStep({ adviceIds: ids.advices.slice(0, 2), mainAdviceId: ids.advices[0] }), profileMessages.advicesMin],
      [
        interestsStep({
          interests: [{ industryId: ids.industry, specialtyId: ids.otherSpecialty, experienceYears: 1 }],
        }),
        profileMessages.specialty,
      ],
      [
        interestsStep({ interests: [{ industryId: ids.industry, specialtyId: randomUUID(), experienceYears: 1 }] }),
        profileMessages.unknownOption,
      ],
      [companyStep({ businessArea: '' }), profileMessages.businessArea],
      [companyStep({ businessPositionId: randomUUID() }), profileMessages.businessPosition],
    ];
    for (const [payload, message] of cases) {
      const res = await putProfile(token, profileId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, profileId));
    expect(row).toMatchObject({ name: '', region: null, adviceIds: [], businessArea: null });
  });

  it('checks the Emprende step with the messages of the entrepreneur form', async () => {
    const { profileId, token } = await applicantWith(convocatoryId, []);
    const cases: [Partial<EntrepreneurInfoInput>, string][] = [
      [{ businessName: '' }, em.businessName],
      [{ rut: '' }, em.rut],
      [{ rut: '11.111.111-2' }, em.invalidRut],
      [{ businessRut: '' }, em.businessRut],
      [{ commune: '' }, em.commune],
      [{ businessRegion: '' }, em.businessRegion],
      [{ businessCommune: 'Temuco' }, em.businessCommuneNotInRegion],
      [{ description: '' }, em.description],
      [{ industry: randomUUID() }, em.industry],
      [{ age: 'OLD' as never }, em.age],
      [{ stage: undefined }, em.stage],
      [{ challenge: '' }, em.challenge],
      [{ expectations: '' }, em.expectations],
      [{ productExpectations: '' }, em.productExpectations],
      [{ expectedMentors: '' }, em.expectedMentors],
      [{ contactMethod: 'FAX' as never }, em.contactMethod],
      [{ ods: [] }, em.ods],
      [{ socialMedia: 'instagram' }, em.socialMedia],
    ];
    for (const [overrides, message] of cases) {
      const res = await putProfile(token, profileId, { emprendeInfo: emprendeInfo(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const saved = await putProfile(token, profileId, { emprendeInfo: emprendeInfo({ socialMedia: '' }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().emprendeInfo).toMatchObject({
      businessName: 'Huerta Viva',
      rut: '11111111-1',
      businessRut: '97004000-5',
      socialMedia: null,
      businessPictureUrl: null,
      ods: [2, 12],
    });
    // A region of a country without a commune list takes the commune as written.
    const free = await putProfile(token, profileId, {
      emprendeInfo: emprendeInfo({ businessRegion: 'Mendoza', businessCommune: 'Godoy Cruz' }),
    });
    expect(free.statusCode).toBe(200);
  });

  it('stores the avatar and the business picture, checked by content, in the same write', async () => {
    const { profileId, token } = await applicantWith(convocatoryId, []);
    const body = await multipart(
      { ...personalStep(), emprendeInfo: emprendeInfo() },
      {
        avatar: { bytes: await png(900, 600), filename: 'yo.png', type: 'image/png' },
        businessPicture: { bytes: await png(), filename: 'logo.png', type: 'image/png' },
      },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${profileId}`,
      headers: { 'inscription-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = applicantProfileSchema.parse(res.json());
    expect(profile.photoUrl).toMatch(/^\/api\/files\/avatars\/.+\.jpg$/);
    expect(profile.emprendeInfo?.businessPictureUrl).toMatch(/^\/api\/files\/entrepreneurs\/.+\.jpg$/);
    const avatar = await t.app.inject({ method: 'GET', url: profile.photoUrl! });
    expect(avatar.statusCode).toBe(200);
    expect((await sharp(avatar.rawPayload).metadata()).width).toBe(512);
    const picture = await t.app.inject({ method: 'GET', url: profile.emprendeInfo!.businessPictureUrl! });
    expect(picture.headers['content-type']).toBe('image/jpeg');

    // A new picture replaces the old one, whose file goes away; the Emprende answers stay.
    const second = await multipart(
      {},
      { businessPicture: { bytes: await png(30, 30), filename: 'nuevo.jpg', type: 'image/jpeg' } },
    );
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${profileId}`,
      headers: { 'inscription-token': token, 'content-type': second.contentType },
      payload: second.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().emprendeInfo).toMatchObject({ businessName: 'Huerta Viva' });
    expect(replaced.json().emprendeInfo.businessPictureUrl).not.toBe(profile.emprendeInfo!.businessPictureUrl);
    const gone = await t.app.inject({ method: 'GET', url: profile.emprendeInfo!.businessPictureUrl! });
    expect(gone.statusCode).toBe(404);

    const notAnImage = await multipart(
      {},
      { businessPicture: { bytes: Buffer.from('%PDF-1.4 hola'), filename: 'logo.png', type: 'image/png' } },
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${profileId}`,
      headers: { 'inscription-token': token, 'content-type': notAnImage.contentType },
      payload: notAnImage.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(em.pictureType);
  });

  it('refuses a business picture when there are no Emprende answers to attach it to', async () => {
    const { profileId, token } = await applicantWith(convocatoryId, []);
    const body = await multipart(personalStep(), {
      businessPicture: { bytes: await png(), filename: 'logo.png', type: 'image/png' },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${profileId}`,
      headers: { 'inscription-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, profileId));
    expect(row!.name).toBe('');
  });

  it("needs an editing token of that very profile: none or a broken one is 401, another's is 403", async () => {
    const mine = await applicantWith(convocatoryId, []);
    const other = await applicantWith(convocatoryId, []);
    const noToken = await putProfile(undefined, mine.profileId, personalStep());
    expect(noToken.statusCode).toBe(401);
    expect(errorOf(noToken)).toEqual({
      type: 'convocatory_inscription_token_invalid',
      message: enrolmentMessages.tokenInvalid,
    });
    const link = await tokens.signLink({ convocatoryId, inscriptionType: 'STUDENT' });
    for (const bad of ['basura', link]) {
      expect((await putProfile(bad, mine.profileId, personalStep())).statusCode).toBe(401);
    }
    const foreign = await putProfile(mine.token, other.profileId, personalStep({ name: 'Intrusa' }));
    expect(foreign.statusCode).toBe(403);
    const user = await createUser(t.db);
    const userGrant = await tokens.signGrant({
      convocatoryId,
      inscriptionType: 'STUDENT',
      applicant: { kind: 'user', id: other.profileId },
    });
    expect((await putProfile(userGrant, other.profileId, personalStep())).statusCode).toBe(403);
    expect((await putProfile(mine.token, user.id, personalStep())).statusCode).toBe(403);
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, other.profileId));
    expect(row!.name).toBe('');
  });
});

// ── Inscribe ────────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/convocatory/inscribe', () => {
  const full = () => [personalStep(), interestsStep(), companyStep()];

  it('inscribes a mentee of a regular convocatory after the five steps, announces it live and mails them', async () => {
    const convocatory = await createConvocatory({ name: 'Mentoras del Sur' });
    const { email, profileId, token } = await applicantWith(convocatory.id, full());
    const live = await adminSubscription(convocatory.id);

    const res = await inscribe(token, {
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId,
      userId: null,
      motivation: '  Quiero crecer como líder.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { inscriptionId, message } = res.json();
    expect(message).toBe('Inscrito exitosamente');

    const [row] = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.id, inscriptionId));
    expect(row).toMatchObject({
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId,
      userId: null,
      motivation: 'Quiero crecer como líder.',
      selected: false,
    });

    try {
      expect(await live.eventOf(inscriptionId)).toEqual({
        convocatoryId: convocatory.id,
        inscriptionId,
        inscriptionType: 'STUDENT',
        kind: 'CREATED',
      });
    } finally {
      live.close();
    }

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Recibimos tu inscripción a Mentoras del Sur');
    expect(mail!.textBody).toContain('Hola Daniela:');
    expect(mail!.textBody).toContain(enrolmentMessages.resultThanks);
  });

  it('asks each convocatory type and role for its own steps', async () => {
    const massive = await createConvocatory({ convocatoryType: 'DIRECTED' });
    const partial = await applicantWith(massive.id, [personalStep(), interestsStep()], 'MENTOR');
    const body = (c: string, p: { profileId: string }, inscriptionType: InscriptionType = 'MENTOR') => ({
      convocatoryId: c,
      inscriptionType,
      profileId: p.profileId,
      motivation: 'Me interesa.',
    });
    const missing = await inscribe(partial.token, body(massive.id, partial));
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing)).toEqual({
      type: 'convocatory_inscription_steps_missing',
      message: enrolmentMessages.stepsMissing,
    });

    const emprende = await createConvocatory({ convocatoryType: 'EMPRENDE' });
    const mentee = await applicantWith(emprende.id, [personalStep()], 'STUDENT');
    expect((await inscribe(mentee.token, body(emprende.id, mentee, 'STUDENT'))).statusCode).toBe(409);
    await putProfile(mentee.token, mentee.profileId, { emprendeInfo: emprendeInfo() });
    expect((await inscribe(mentee.token, body(emprende.id, mentee, 'STUDENT'))).statusCode).toBe(201);

    const mentor = await applicantWith(emprende.id, [personalStep()], 'MENTOR');
    expect((await inscribe(mentor.token, body(emprende.id, mentor))).statusCode).toBe(201);
  });

  it('inscribes an account holder from the motivation step alone', async () => {
    const convocatory = await createConvocatory();
    const user = await createUser(t.db, { email: uniqueEmail('cuenta'), name: 'Carolina' });
    const session = await signIn(user.email);
    const started = await startOk(
      { convocatoryId: convocatory.id, email: user.email, inscriptionType: 'MENTOR' },
      session,
    );
    const res = await inscribe(started.inscriptionToken, {
      convocatoryId: convocatory.id,
      inscriptionType: 'MENTOR',
      userId: user.id,
      motivation: 'Quiero devolver la mano.',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(user.email);
    expect(mail!.textBody).toContain('Hola Carolina:');

    const again = await start({ convocatoryId: convocatory.id, email: user.email, inscriptionType: 'STUDENT' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      type: 'convocatory_user_already_inscribed',
      message: 'user already inscribed in this convocatory.',
    });
    const twice = await inscribe(started.inscriptionToken, {
      convocatoryId: convocatory.id,
      inscriptionType: 'MENTOR',
      userId: user.id,
      motivation: 'Otra vez.',
    });
    expect(errorOf(twice).message).toBe('user already inscribed in this convocatory.');
  });

  it('takes one application per person and convocatory, also when two arrive at once', async () => {
    const convocatory = await createConvocatory();
    const applicant = await applicantWith(convocatory.id, full());
    const body = {
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId: applicant.profileId,
      motivation: 'Motivación.',
    };
    const results = await Promise.all([inscribe(applicant.token, body), inscribe(applicant.token, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused)).toEqual({
      type: 'convocatory_profile_already_inscribed',
      message: 'profile already inscribed in this convocatory.',
    });
    const rows = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(
        and(
          eq(convocatoryInscriptions.convocatoryId, convocatory.id),
          eq(convocatoryInscriptions.profileId, applicant.profileId),
        ),
      );
    expect(rows).toHaveLength(1);

    const restart = await start({ convocatoryId: convocatory.id, email: applicant.email });
    expect(restart.statusCode).toBe(409);
    expect(errorOf(restart).message).toBe('profile already inscribed in this convocatory.');
  });

  it('refuses once the convocatory is no longer OPEN', async () => {
    const convocatory = await createConvocatory();
    const applicant = await applicantWith(convocatory.id, full());
    await setStatus(convocatory.id, 'SELECTING');
    const res = await inscribe(applicant.token, {
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId: applicant.profileId,
      motivation: 'Tarde.',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).type).toBe('convocatory_not_open');
  });

  it('refuses a body that does not match its token, and a missing token', async () => {
    const convocatory = await createConvocatory();
    const otherConvocatory = await createConvocatory();
    const applicant = await applicantWith(convocatory.id, full());
    const other = await applicantWith(convocatory.id, full());
    const body = {
      convocatoryId: convocatory.id,
      inscriptionType: 'STUDENT',
      profileId: applicant.profileId,
      motivation: 'Motivación.',
    };
    const mismatches = [
      { ...body, convocatoryId: otherConvocatory.id },
      { ...body, inscriptionType: 'MENTOR' },
      { ...body, profileId: other.profileId },
      { ...body, profileId: null, userId: applicant.profileId },
      { ...body, userId: randomUUID() },
    ];
    for (const payload of mismatches) {
      const res = await inscribe(applicant.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect((await inscribe(undefined, body)).statusCode).toBe(401);
    const empty = await inscribe(applicant.token, { ...body, motivation: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Complete este campo');
    const none = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.profileId, applicant.profileId));
    expect(none).toHaveLength(0);
  });
});

describe('state checks under the locks of the write', () => {
  /** The enrolment service, with a repository whose `findConvocatory` lets an admin close it right after. */
  function serviceWhere(changeAfterRead: () => Promise<unknown>) {
    return createEnrolmentService({
      config: t.config,
      repository: changedAfterRead(createEnrolmentRepository(t.db), 'findConvocatory', changeAfterRead),
      choiceLookups: createUsersRepository(t.db),
      usersService: { editedProfile: async () => Promise.reject(new Error('not used')) },
      storage: createConfiguredStorage(t.config),
      mailer: { send: async () => {}, retry: async () => false },
      notificationsService: { notify: async () => {} },
      live: createLiveEvents().live,
      enrolmentTokens: tokens,
      log: t.app.log,
      counters: createDatabaseCounterStore(t.db, t.app.log),
    });
  }

  it('an inscription is refused when the convocatory closed after its first check, and none is stored', async () => {
    const convocatory = await createConvocatory();
    const applicant = await applicantWith(convocatory.id, [personalStep(), interestsStep(), companyStep()]);
    const closed = () => setStatus(convocatory.id, 'SELECTING');
    await expect(
      serviceWhere(closed).inscribe(applicant.token, {
        convocatoryId: convocatory.id,
        inscriptionType: 'STUDENT',
        profileId: applicant.profileId,
        motivation: 'Justo a tiempo.',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: enrolmentMessages.notOpen });
    const stored = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.convocatoryId, convocatory.id));
    expect(stored).toEqual([]);
  });
});

// ── Rate limit ──────────────────────────────────────────────────────────────────────────────────────────

describe('rate limits of the public enrolment', () => {
  it('answers 429 once a client exceeds its start-inscription allowance', async () => {
    const limited = await createTestApp({ JWT_SECRET, ENROLMENT_RATE_LIMIT_PER_IP: '3' });
    try {
      const convocatory = await createConvocatoryRow(limited.db, {
        name: 'Limitada',
        status: 'OPEN',
        pairsNumber: 5,
        estimatedOpenDate: '2030-01-01',
        estimatedCloseDate: '2030-02-01',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await start({ convocatoryId: convocatory.id, email: uniqueEmail() }, limited.app);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(errorOf(res).type).toBe('rate_limited');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Each public route counts on its own.
      const info = await limited.app.inject({ method: 'GET', url: `/api/convocatory/public/${convocatory!.id}` });
      expect(info.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

// ── Member entrepreneur data ────────────────────────────────────────────────────────────────────────────

describe('PUT /api/users/emprendeInfo/{userId}/', () => {
  const memberInfo = (overrides: Record<string, unknown> = {}) => ({
    ...emprendeInfo(),
    businessRut: null,
    socialMedia: null,
    expectedMentors: null,
    ...overrides,
  });

  it("saves the member's own business data and logo and answers their profile", async () => {
    const user = await createUser(t.db, { email: uniqueEmail('emprendedora') });
    const token = await signIn(user.email);
    const body = await multipart(memberInfo(), {
      logo: { bytes: await png(), filename: 'logo.png', type: 'image/png' },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/emprendeInfo/${user.id}/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ id: user.id, isEntrepreneur: true });
    expect(profile.emprendeInfo).toMatchObject({
      businessName: 'Huerta Viva',
      businessRut: null,
      expectedMentors: null,
      logoUrl: expect.stringMatching(/^\/api\/files\/entrepreneurs\/.+\.jpg$/),
    });
    const logo = await t.app.inject({ method: 'GET', url: profile.emprendeInfo.logoUrl });
    expect(logo.statusCode).toBe(200);

    // JSON without a logo keeps the stored one; GET /users/me shows the same data.
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/users/emprendeInfo/${user.id}/`,
      headers: { authorization: `Bearer ${token}` },
      payload: memberInfo({ businessName: 'Huerta Viva SpA', businessRut: '97.004.000-5' }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().emprendeInfo).toMatchObject({
      businessName: 'Huerta Viva SpA',
      businessRut: '97004000-5',
      logoUrl: profile.emprendeInfo.logoUrl,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().emprendeInfo.businessName).toBe('Huerta Viva SpA');
  });

  it('is for the user themself (and admins, see the entrepreneurs suite)', async () => {
    const owner = await createUser(t.db, { email: uniqueEmail('duena') });
    const stranger = await createUser(t.db, { email: uniqueEmail('otra') });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/emprendeInfo/${owner.id}/`,
      headers: { authorization: `Bearer ${await signIn(stranger.email)}` },
      payload: memberInfo(),
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/users/emprendeInfo/${owner.id}/`,
      payload: memberInfo(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates with the member form rules', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('emprendedora') });
    const token = await signIn(user.email);
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: '' }, em.businessName],
      [{ businessRut: '12.345.678-0' }, em.invalidRut],
      [{ businessCommune: 'Temuco' }, em.businessCommuneNotInRegion],
      [{ industry: randomUUID() }, em.industry],
      [{ ods: [0, 3] }, 'El ODS "No asociado" no se combina con otros'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/emprendeInfo/${user.id}/`,
        headers: { authorization: `Bearer ${token}` },
        payload: memberInfo(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.email, user.email));
    expect(row).toBeUndefined();
  });
});
