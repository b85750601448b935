import {
  convocatoryActions,
  convocatoryMessages,
  convocatoryStatuses,
  nextConvocatoryStatus,
  type ConvocatoryStatus,
  type InscriptionType,
} from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createClient as createWsClient } from 'graphql-ws';
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
  specialties,
  userAdvices,
  userInterests,
  users,
} from '../../db/schema';
import { getOrCreateSetting, newSecret } from '../../db/settings';
import { createClient, createUser, signIn as signInAs } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createEnrolmentTokens } from './enrolmentTokens';
import { EXPORT_CHUNK_SIZE } from './inscriptionsExport';
import { listenForLiveSockets } from '../../../test/graphqlClient';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

const signIn = (email: string) => signInAs(t.app, email);
let admin: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  admin = await signIn((await createUser(t.db, { roles: ['ADMIN'] })).email);
  member = await signIn((await createUser(t.db, { roles: ['USER'] })).email);
});

// ── Factories ─────────────────────────────────────────────────────────────────────────────────────────

const unique = () => randomBytes(4).toString('hex');

/** A client with one company admin (the responsible convocatories name). */
async function clientWithAdmin(name?: string) {
  const client = await createClient(t.db, { name });
  const responsible = await createUser(t.db, { roles: ['COMPANY_ADMIN'], name: 'Carolina', clientId: client.id });
  return { clientId: client.id, clientName: client.name, responsibleId: responsible.id, responsible };
}
type ClientFixture = Awaited<ReturnType<typeof clientWithAdmin>>;
let defaultClient: ClientFixture;
beforeAll(async () => {
  defaultClient = await clientWithAdmin();
});

const form = (client: ClientFixture, overrides: Record<string, unknown> = {}) => ({
  name: 'Mentoría Mujeres Líderes 2026',
  estimatedOpenDate: '2026-12-01',
  estimatedCloseDate: '2026-12-31',
  mentorType: 'EXTERNAL',
  convocatoryType: 'MASSIVE',
  pairsNumber: 20,
  clientId: client.clientId,
  responsibleId: client.responsibleId,
  socialMediaUrl: 'https://www.instagram.com/enlaza',
  ...overrides,
});

interface ConvocatoryBody {
  convocatoryId: string;
  name: string;
  status: ConvocatoryStatus;
  logoUrl: string | null;
  closeDate: string | null;
  pairsNumber: number | null;
  studentFormLink: string;
  mentorFormLink: string;
  studentsCount: number;
  mentorsCount: number;
  studentSelectedCount: number;
  mentorSelectedCount: number;
  [key: string]: unknown;
}

async function createConvocatory(overrides: Record<string, unknown> = {}, client = defaultClient) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/convocatory',
    headers: admin.headers,
    payload: form(client, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as ConvocatoryBody;
}
async function setStatus(convocatoryId: string, status: ConvocatoryStatus) {
  await t.db.update(convocatories).set({ status }).where(eq(convocatories.id, convocatoryId));
}
async function convocatoryIn(status: ConvocatoryStatus, overrides: Record<string, unknown> = {}) {
  const created = await createConvocatory(overrides);
  await setStatus(created.convocatoryId, status);
  return created;
}

const pngImage = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

function multipart(data: object, logo?: { bytes: Buffer; filename: string }) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (logo) body.append('logo', new Blob([new Uint8Array(logo.bytes)]), logo.filename);
  return body;
}
async function injectForm(method: 'PUT' | 'POST', url: string, body: FormData, headers = admin.headers) {
  const request = new Request('http://localhost', { method: 'POST', body });
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const storedFile = (logoUrl: string) => path.join(t.config.dataDir, 'files', logoUrl.replace('/api/files/', ''));

async function metadataIds() {
  const [industry] = await t.db.select().from(industries).where(eq(industries.name, 'Tecnología'));
  const [specialty] = await t.db.select().from(specialties).where(eq(specialties.name, 'Ciencia de datos'));
  const adviceRows = await t.db
    .select()
    .from(advices)
    .where(inArray(advices.name, ['Desarrollo de carrera', 'Marca personal', 'Liderazgo femenino']));
  const [attribute] = await t.db.select().from(attributes).where(eq(attributes.name, 'Creatividad'));
  const [position] = await t.db
    .select()
    .from(businessPositions)
    .where(eq(businessPositions.name, 'Analista / Profesional'));
  return {
    industry: industry!,
    specialty: specialty!,
    advices: adviceRows,
    attribute: attribute!,
    position: position!,
  };
}

/** An applicant profile (no account) enrolled in the convocatory. */
async function enrolProfile(
  convocatoryId: string,
  inscriptionType: InscriptionType,
  person: { name: string; lastName?: string; email?: string } & Partial<typeof applicantProfiles.$inferInsert>,
  motivation = 'Quiero crecer profesionalmente',
) {
  const [profile] = await t.db
    .insert(applicantProfiles)
    .values({ lastName: 'Postulante', email: `${unique()}@correo.test`, ...person })
    .returning();
  const [inscription] = await t.db
    .insert(convocatoryInscriptions)
    .values({ convocatoryId, inscriptionType, profileId: profile!.id, motivation })
    .returning();
  return { profile: profile!, inscriptionId: inscription!.id };
}
/** An account holder enrolled in the convocatory. */
async function enrolUser(convocatoryId: string, inscriptionType: InscriptionType, name = 'Camila') {
  const user = await createUser(t.db, { name });
  const [inscription] = await t.db
    .insert(convocatoryInscriptions)
    .values({ convocatoryId, inscriptionType, userId: user.id, motivation: 'Me motiva acompañar a otras mujeres' })
    .returning();
  return { user, inscriptionId: inscription!.id };
}

// ── Create ────────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/convocatory', () => {
  it('creates a DRAFT convocatory from JSON, answering the whole convocatory', async () => {
    const created = await createConvocatory();
    expect(created).toMatchObject({
      name: 'Mentoría Mujeres Líderes 2026',
      status: 'DRAFT',
      convocatoryType: 'MASSIVE',
      mentorType: 'EXTERNAL',
      pairsNumber: 20,
      estimatedOpenDate: '2026-12-01',
      estimatedCloseDate: '2026-12-31',
      closeDate: null,
      logoUrl: null,
      socialMediaUrl: 'https://www.instagram.com/enlaza',
      // Neither a PIT enrolment nor a data-sharing partner unless the admin sets them.
      isPit: false,
      dataSharingPartner: null,
      client: { clientId: defaultClient.clientId, name: defaultClient.clientName, rut: '76123456-0' },
      clientResponsable: {
        userId: defaultClient.responsibleId,
        name: 'Carolina',
        lastName: 'Usuaria',
        email: defaultClient.responsible.email,
      },
      studentsCount: 0,
      mentorsCount: 0,
      studentSelectedCount: 0,
      mentorSelectedCount: 0,
    });
  });

  it('creates from multipart with the logo, checked by content and stored under convocatories/', async () => {
    const bytes = await pngImage();
    const res = await injectForm(
      'POST',
      '/api/convocatory',
      multipart(form(defaultClient), { bytes, filename: 'logo.png' }),
    );
    expect(res.statusCode).toBe(201);
    const logoUrl = res.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/files\/convocatories\/[0-9a-f-]+\.png$/);
    const file = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a logo that is not a JPG/PNG by content, whatever its name', async () => {
    const res = await injectForm(
      'POST',
      '/api/convocatory',
      multipart(form(defaultClient), { bytes: Buffer.from('no soy una imagen'), filename: 'logo.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ type: 'convocatory_invalid_logo', message: convocatoryMessages.logoType });
  });

  it.each([
    ['a close date before the open date', { estimatedCloseDate: '2026-11-30' }, convocatoryMessages.closeBeforeOpen],
    ['no pairsNumber for a MASSIVE convocatory', { pairsNumber: undefined }, convocatoryMessages.pairsNumber],
    ['pairsNumber 0', { pairsNumber: 0 }, convocatoryMessages.pairsNumber],
    ['no name', { name: '' }, convocatoryMessages.name],
    ['no responsible', { responsibleId: undefined }, convocatoryMessages.responsible],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/convocatory',
      headers: admin.headers,
      payload: form(defaultClient, overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('does not ask EMPRENDE convocatories for a number of pairs, and does not keep one', async () => {
    expect((await createConvocatory({ convocatoryType: 'EMPRENDE', pairsNumber: undefined })).pairsNumber).toBeNull();
    expect((await createConvocatory({ convocatoryType: 'EMPRENDE', pairsNumber: 7 })).pairsNumber).toBeNull();
  });

  it('requires the responsible to be a company admin of the chosen client', async () => {
    const other = await clientWithAdmin();
    const plainUser = await createUser(t.db, { roles: ['USER'], clientId: defaultClient.clientId });
    for (const responsibleId of [other.responsibleId, plainUser.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/convocatory',
        headers: admin.headers,
        payload: form(defaultClient, { responsibleId }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(convocatoryMessages.responsibleNotOfClient);
    }
  });

  it('refuses an unknown client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/convocatory',
      headers: admin.headers,
      payload: form(defaultClient, { clientId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(convocatoryMessages.client);
  });

  it('is for admins only: 401 anonymous, 403 for any other role', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/convocatory', payload: form(defaultClient) });
    expect(anonymous.statusCode).toBe(401);
    const companyAdmin = await signIn(defaultClient.responsible.email);
    for (const headers of [member.headers, companyAdmin.headers]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/convocatory',
        headers,
        payload: form(defaultClient),
      });
      expect(res.statusCode).toBe(403);
    }
    const created = await createConvocatory();
    for (const url of [
      '/api/convocatory?status=DRAFT',
      `/api/convocatory/${created.convocatoryId}`,
      `/api/convocatory/${created.convocatoryId}/inscriptions?inscriptionType=STUDENT`,
      `/api/convocatory/${created.convocatoryId}/inscriptions/export`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    }
  });
});

// ── List and detail ───────────────────────────────────────────────────────────────────────────────────

describe('GET /api/convocatory', () => {
  it('lists one status per table, 10 per page, newest estimated open date first, by client and by search', async () => {
    const client = await clientWithAdmin('Minera del Pacífico');
    for (let day = 1; day <= 12; day++) {
      const date = `2027-01-${String(day).padStart(2, '0')}`;
      await createConvocatory(
        { name: `Convocatoria ${day}`, estimatedOpenDate: date, estimatedCloseDate: '2027-02-28' },
        client,
      );
    }
    const open = await createConvocatory({ name: 'Abierta del Pacífico' }, client);
    await setStatus(open.convocatoryId, 'OPEN');

    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/convocatory?${query}`, headers: admin.headers }).then((r) => r.json());
    const first = await page(`status=DRAFT&clientId=${client.clientId}`);
    expect(first).toMatchObject({ totalDocs: 12, page: 1, limit: 10 });
    expect(first.docs).toHaveLength(10);
    expect(first.docs[0]).toMatchObject({
      name: 'Convocatoria 12',
      status: 'DRAFT',
      estimatedOpenDate: '2027-01-12',
      client: { clientId: client.clientId, name: 'Minera del Pacífico', rut: '76123456-0' },
    });
    const second = await page(`status=DRAFT&clientId=${client.clientId}&page=2`);
    expect(second.docs.map((doc: { name: string }) => doc.name)).toEqual(['Convocatoria 2', 'Convocatoria 1']);

    const openOnes = await page(`status=OPEN&clientId=${client.clientId}`);
    expect(openOnes.docs.map((doc: { name: string }) => doc.name)).toEqual(['Abierta del Pacífico']);

    const searched = await page(
      `status=DRAFT&search=${encodeURIComponent('convocatoria 1')}&clientId=${client.clientId}`,
    );
    expect(searched.docs.map((doc: { name: string }) => doc.name).sort()).toEqual([
      'Convocatoria 1',
      'Convocatoria 10',
      'Convocatoria 11',
      'Convocatoria 12',
    ]);
    const byClientName = await page(`status=OPEN&search=${encodeURIComponent('minera del pacífico')}`);
    expect(byClientName.totalDocs).toBe(1);

    const badStatus = await t.app.inject({
      method: 'GET',
      url: '/api/convocatory?status=CLOSED',
      headers: admin.headers,
    });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('GET /api/convocatory/{id}', () => {
  it('answers counts per role and the signed enrolment links of each role', async () => {
    const created = await createConvocatory();
    await setStatus(created.convocatoryId, 'SELECTING');
    await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    const selected = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Berta' });
    await enrolUser(created.convocatoryId, 'MENTOR');
    await t.db
      .update(convocatoryInscriptions)
      .set({ selected: true })
      .where(eq(convocatoryInscriptions.id, selected.inscriptionId));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/convocatory/${created.convocatoryId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ConvocatoryBody;
    expect(body).toMatchObject({ studentsCount: 2, mentorsCount: 1, studentSelectedCount: 1, mentorSelectedCount: 0 });

    const tokens = createEnrolmentTokens(await getOrCreateSetting(t.db, 'jwt_secret', newSecret));
    const prefix = `${t.config.publicUrl}/convocatory/inscription/`;
    for (const [link, inscriptionType] of [
      [body.studentFormLink, 'STUDENT'],
      [body.mentorFormLink, 'MENTOR'],
    ] as const) {
      expect(link.startsWith(prefix)).toBe(true);
      await expect(tokens.verifyLink(link.slice(prefix.length))).resolves.toEqual({
        convocatoryId: created.convocatoryId,
        inscriptionType,
      });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/convocatory/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(convocatoryMessages.notFound);
    }
  });
});

// ── Edit and delete ───────────────────────────────────────────────────────────────────────────────────

describe('PUT /api/convocatory/{id}', () => {
  const edit = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/convocatory/${id}`, headers: admin.headers, payload });
  const editable = {
    name: 'Mentoría editada',
    estimatedOpenDate: '2027-03-01',
    estimatedCloseDate: '2027-03-31',
    convocatoryType: 'DIRECTED',
    pairsNumber: 5,
    socialMediaUrl: null,
    isPit: true,
    dataSharingPartner: 'Fundación Aliada',
  };

  it.each(['DRAFT', 'OPEN'] as const)('edits a convocatory in %s', async (status) => {
    const created = await convocatoryIn(status);
    const res = await edit(created.convocatoryId, editable);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...editable, status, mentorType: 'EXTERNAL' });
  });

  it.each(['SELECTING', 'FINALIZED'] as const)('refuses to edit a convocatory in %s with 409', async (status) => {
    const created = await convocatoryIn(status);
    const res = await edit(created.convocatoryId, editable);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ type: 'convocatory_not_editable', message: convocatoryMessages.editNotAllowed });
  });

  it('accepts the locked fields sent back unchanged and refuses them changed', async () => {
    const created = await createConvocatory();
    const unchanged = await edit(created.convocatoryId, {
      ...editable,
      clientId: defaultClient.clientId,
      responsibleId: defaultClient.responsibleId,
      mentorType: 'EXTERNAL',
    });
    expect(unchanged.statusCode).toBe(200);
    const other = await clientWithAdmin();
    for (const locked of [
      { clientId: other.clientId },
      { responsibleId: other.responsibleId },
      { mentorType: 'INTERNAL' },
    ]) {
      const res = await edit(created.convocatoryId, { ...editable, ...locked });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(convocatoryMessages.lockedOnEdit);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/convocatory/${created.convocatoryId}`,
      headers: admin.headers,
    });
    expect(after.json()).toMatchObject({ mentorType: 'EXTERNAL', client: { clientId: defaultClient.clientId } });
  });

  it('applies the same form rules as creation', async () => {
    const created = await createConvocatory();
    const res = await edit(created.convocatoryId, { ...editable, estimatedCloseDate: '2027-02-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(convocatoryMessages.closeBeforeOpen);
  });

  it('replaces the logo: the new file is served and the old one removed', async () => {
    const first = await injectForm(
      'POST',
      '/api/convocatory',
      multipart(form(defaultClient), { bytes: await pngImage(), filename: 'logo.png' }),
    );
    const { convocatoryId, logoUrl: oldLogo } = first.json() as ConvocatoryBody;
    expect(existsSync(storedFile(oldLogo!))).toBe(true);
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const res = await injectForm(
      'PUT',
      `/api/convocatory/${convocatoryId}`,
      multipart(editable, { bytes: jpeg, filename: 'nuevo.jpeg' }),
    );
    expect(res.statusCode).toBe(200);
    const newLogo = res.json().logoUrl as string;
    expect(newLogo).toMatch(/^\/api\/files\/convocatories\/[0-9a-f-]+\.jpg$/);
    expect(existsSync(storedFile(newLogo))).toBe(true);
    expect(existsSync(storedFile(oldLogo!))).toBe(false);

    // Without a new file the logo stays.
    const again = await edit(convocatoryId, editable);
    expect(again.json().logoUrl).toBe(newLogo);
  });
});

describe('DELETE /api/convocatory/{id}', () => {
  it('deletes a DRAFT convocatory with its inscriptions and its logo', async () => {
    const created = await injectForm(
      'POST',
      '/api/convocatory',
      multipart(form(defaultClient), { bytes: await pngImage(), filename: 'logo.png' }),
    );
    const { convocatoryId, logoUrl } = created.json() as ConvocatoryBody;
    await enrolProfile(convocatoryId, 'STUDENT', { name: 'Ana' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/convocatory/${convocatoryId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(storedFile(logoUrl!))).toBe(false);
    expect(await t.db.$count(convocatoryInscriptions, eq(convocatoryInscriptions.convocatoryId, convocatoryId))).toBe(
      0,
    );
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/convocatory/${convocatoryId}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each(['OPEN', 'SELECTING', 'FINALIZED'] as const)(
    'refuses to delete a convocatory in %s with 409',
    async (status) => {
      const created = await convocatoryIn(status);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/convocatory/${created.convocatoryId}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        type: 'convocatory_not_deletable',
        message: convocatoryMessages.deleteNotAllowed,
      });
    },
  );
});

// ── Lifecycle ─────────────────────────────────────────────────────────────────────────────────────────

describe('PUT /api/convocatory/{id}/{action}', () => {
  const expected: Record<ConvocatoryStatus, Partial<Record<(typeof convocatoryActions)[number], ConvocatoryStatus>>> = {
    DRAFT: { open: 'OPEN' },
    OPEN: { close: 'SELECTING', 'return-status': 'DRAFT' },
    SELECTING: { finish: 'FINALIZED', 'return-status': 'OPEN' },
    FINALIZED: {},
  };
  const cases = convocatoryStatuses.flatMap((from) =>
    convocatoryActions.map((action) => [from, action, expected[from][action] ?? null] as const),
  );

  it('covers the 16 combinations with the contract table', () => {
    expect(cases).toHaveLength(16);
    for (const [from, action, to] of cases) expect(nextConvocatoryStatus(from, action)).toBe(to);
  });

  it.each(cases)('from %s, %s → %s', async (from, action, to) => {
    const created = await convocatoryIn(from);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/convocatory/${created.convocatoryId}/${action}`,
      headers: admin.headers,
    });
    if (to) {
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        type: 'convocatory_invalid_transition',
        message: convocatoryMessages.transitionNotAllowed(from, action),
      });
      const [row] = await t.db.select().from(convocatories).where(eq(convocatories.id, created.convocatoryId));
      expect(row!.status).toBe(from);
    }
  });

  it('records the close date on close, keeps it on finish and clears it when enrolment reopens', async () => {
    const created = await convocatoryIn('OPEN');
    const act = (action: string) =>
      t.app
        .inject({ method: 'PUT', url: `/api/convocatory/${created.convocatoryId}/${action}`, headers: admin.headers })
        .then((res) => res.json() as ConvocatoryBody);
    const before = Date.now();
    const closed = await act('close');
    expect(closed.status).toBe('SELECTING');
    expect(new Date(closed.closeDate!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const reopened = await act('return-status');
    expect(reopened).toMatchObject({ status: 'OPEN', closeDate: null });
    await act('close');
    const finished = await act('finish');
    expect(finished.status).toBe('FINALIZED');
    expect(finished.closeDate).not.toBeNull();
  });

  it('answers 404 for an unknown action and for an unknown convocatory: the path names nothing', async () => {
    const created = await createConvocatory();
    const unknownAction = await t.app.inject({
      method: 'PUT',
      url: `/api/convocatory/${created.convocatoryId}/reopen`,
      headers: admin.headers,
    });
    expect(unknownAction.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/convocatory/00000000-0000-4000-8000-000000000000/open',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

// ── Inscriptions and selection ────────────────────────────────────────────────────────────────────────

describe('GET /api/convocatory/{id}/inscriptions', () => {
  it("lists a role's inscriptions in order of arrival with the person's data, paged and searchable", async () => {
    const created = await convocatoryIn('OPEN');
    const id = created.convocatoryId;
    for (let n = 1; n <= 11; n++) {
      await enrolProfile(id, 'STUDENT', {
        name: `Mentee${n}`,
        lastName: 'Fuentes',
        email: `mentee${n}-${unique()}@correo.test`,
        cellphone: '+56 911111111',
        country: 'Chile',
        region: 'Región de Valparaíso',
        company: 'Banco Austral',
        businessArea: 'Analista',
      });
    }
    const { user } = await enrolUser(id, 'MENTOR', 'Valentina');

    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/convocatory/${id}/inscriptions?${query}`, headers: admin.headers })
        .then((res) => res.json());
    const first = await list('inscriptionType=STUDENT');
    expect(first).toMatchObject({ totalDocs: 11, page: 1, limit: 10 });
    expect(first.docs[0]).toMatchObject({
      inscriptionType: 'STUDENT',
      userId: null,
      motivation: 'Quiero crecer profesionalmente',
      selected: false,
      person: {
        name: 'Mentee1',
        lastName: 'Fuentes',
        cellphone: '+56 911111111',
        country: 'Chile',
        region: 'Región de Valparaíso',
        company: 'Banco Austral',
        businessArea: 'Analista',
        photoUrl: null,
        businessName: null,
      },
    });
    expect(
      (await list('inscriptionType=STUDENT&page=2')).docs.map((d: { person: { name: string } }) => d.person.name),
    ).toEqual(['Mentee11']);
    const mentors = await list('inscriptionType=MENTOR');
    expect(mentors.totalDocs).toBe(1);
    expect(mentors.docs[0]).toMatchObject({
      userId: user.id,
      profileId: null,
      person: { name: 'Valentina', email: user.email },
    });

    const searched = await list(`inscriptionType=STUDENT&search=${encodeURIComponent('mentee1 fuentes')}`);
    expect(searched.docs.map((d: { person: { name: string } }) => d.person.name)).toEqual(['Mentee1']);
    expect((await list('inscriptionType=STUDENT&search=MENTEE1')).totalDocs).toBe(3);
  });
});

describe('PUT /api/convocatory/inscription/{inscriptionId}', () => {
  const select = (inscriptionId: string, selected: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/convocatory/inscription/${inscriptionId}`,
      headers: admin.headers,
      payload: { selected },
    });

  it('selects and unselects while SELECTING, answering the new selected counts', async () => {
    const created = await convocatoryIn('SELECTING');
    const mentee = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    const mentor = await enrolUser(created.convocatoryId, 'MENTOR');
    const first = await select(mentee.inscriptionId, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      inscription: { inscriptionId: mentee.inscriptionId, selected: true, person: { name: 'Ana' } },
      studentSelectedCount: 1,
      mentorSelectedCount: 0,
    });
    expect((await select(mentor.inscriptionId, true)).json()).toMatchObject({
      studentSelectedCount: 1,
      mentorSelectedCount: 1,
    });
    expect((await select(mentee.inscriptionId, false)).json()).toMatchObject({
      inscription: { selected: false },
      studentSelectedCount: 0,
      mentorSelectedCount: 1,
    });
  });

  it.each(['DRAFT', 'OPEN', 'FINALIZED'] as const)('refuses selection in %s with 409', async (status) => {
    const created = await convocatoryIn(status);
    const { inscriptionId } = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    const res = await select(inscriptionId, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      type: 'convocatory_selection_closed',
      message: convocatoryMessages.selectionNotAllowed,
    });
    const [row] = await t.db
      .select()
      .from(convocatoryInscriptions)
      .where(eq(convocatoryInscriptions.id, inscriptionId));
    expect(row!.selected).toBe(false);
  });

  it('answers 404 for an unknown inscription', async () => {
    const res = await select('00000000-0000-4000-8000-000000000000', true);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(convocatoryMessages.inscriptionNotFound);
  });
});

// ── Export ────────────────────────────────────────────────────────────────────────────────────────────

describe('GET /api/convocatory/{id}/inscriptions/export', () => {
  const download = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/convocatory/${id}/inscriptions/export`, headers: admin.headers });
  async function workbookOf(payload: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    return workbook;
  }
  /** The row's cells as text, blank cells included. */
  const rowValues = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
    Array.from({ length: sheet.columnCount }, (_, index) => sheet.getRow(rowNumber).getCell(index + 1).text);

  it("answers 404 'No hay usuarios inscritos' when nobody applied", async () => {
    const created = await createConvocatory();
    const res = await download(created.convocatoryId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No hay usuarios inscritos');
  });

  it('writes sheets Mentees and Mentoras with the profile, the motivation, the selection and the date', async () => {
    const created = await convocatoryIn('SELECTING', { name: 'Mentoría Líderes 2026' });
    const ids = await metadataIds();
    const [main, ...others] = ids.advices;
    const mentee = await enrolProfile(
      created.convocatoryId,
      'STUDENT',
      {
        name: 'Daniela',
        lastName: 'Fuentes',
        email: 'daniela.export@correo.test',
        gender: 'FEMALE',
        dateOfBirth: '1995-04-18',
        cellphone: '+56 987654301',
        country: 'Chile',
        region: 'Región Metropolitana de Santiago',
        company: 'Banco Austral',
        businessPositionId: ids.position.id,
        businessArea: 'Analista de riesgo',
        university: 'Universidad de Chile',
        career: 'Ingeniería comercial',
        interests: [{ industryId: ids.industry.id, specialtyId: ids.specialty.id, experienceYears: 1 }],
        adviceIds: ids.advices.map((a) => a.id),
        mainAdviceId: main!.id,
        attributeIds: [ids.attribute.id],
      },
      'Quiero liderar un equipo',
    );
    await t.db
      .update(convocatoryInscriptions)
      .set({ selected: true, createdAt: new Date('2026-11-20T13:05:00Z') })
      .where(eq(convocatoryInscriptions.id, mentee.inscriptionId));
    const mentor = await enrolUser(created.convocatoryId, 'MENTOR', 'Valentina');
    await t.db.insert(userInterests).values({
      userId: mentor.user.id,
      industryId: ids.industry.id,
      specialtyId: ids.specialty.id,
      experienceYears: 4,
    });
    await t.db.insert(userAdvices).values(others.map((advice) => ({ userId: mentor.user.id, adviceId: advice.id })));

    const res = await download(created.convocatoryId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Inscripciones-Mentoria Lideres 2026.xlsx"; filename*=UTF-8''${encodeURIComponent(
        'Inscripciones-Mentoría Líderes 2026.xlsx',
      )}`,
    );
    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Mentees', 'Mentoras']);
    const mentees = workbook.getWorksheet('Mentees')!;
    const header = rowValues(mentees, 1);
    expect(header).toEqual([
      'Nombre',
      'Apellido',
      'Email',
      'Teléfono',
      'País',
      'Región',
      'Género',
      'Fecha de nacimiento',
      'Empresa',
      'Cargo',
      'Nivel',
      'Universidad',
      'Carrera',
      'Áreas de interés',
      'Objetivos',
      'Objetivo principal',
      'Cualidades',
      'Motivación',
      'Seleccionada',
      'Fecha de inscripción',
    ]);
    expect(mentees.rowCount).toBe(2);
    const cell = (sheet: ExcelJS.Worksheet, column: string, rowNumber = 2) =>
      rowValues(sheet, rowNumber)[rowValues(sheet, 1).indexOf(column)];
    expect(rowValues(mentees, 2).slice(0, 13)).toEqual([
      'Daniela',
      'Fuentes',
      'daniela.export@correo.test',
      '+56 987654301',
      'Chile',
      'Región Metropolitana de Santiago',
      'Femenino',
      '18/04/1995',
      'Banco Austral',
      'Analista de riesgo',
      'Analista / Profesional',
      'Universidad de Chile',
      'Ingeniería comercial',
    ]);
    expect(cell(mentees, 'Áreas de interés')).toBe('Tecnología / Ciencia de datos (experiencia: 1-3 años)');
    expect(cell(mentees, 'Objetivos')).toBe(
      ids.advices
        .map((a) => a.name)
        .sort()
        .join('; '),
    );
    expect(cell(mentees, 'Objetivo principal')).toBe(main!.name);
    expect(cell(mentees, 'Cualidades')).toBe('Creatividad');
    expect(cell(mentees, 'Motivación')).toBe('Quiero liderar un equipo');
    expect(cell(mentees, 'Seleccionada')).toBe('Sí');
    // 13:05 UTC is 10:05 in Santiago (UTC-3 in November).
    expect(cell(mentees, 'Fecha de inscripción')).toBe('20/11/2026 10:05');

    const mentors = workbook.getWorksheet('Mentoras')!;
    expect(mentors.rowCount).toBe(2);
    expect(cell(mentors, 'Nombre')).toBe('Valentina');
    expect(cell(mentors, 'Email')).toBe(mentor.user.email);
    expect(cell(mentors, 'Áreas de interés')).toBe('Tecnología / Ciencia de datos (experiencia: más de 10)');
    expect(cell(mentors, 'Objetivos')).toBe(
      others
        .map((a) => a.name)
        .sort()
        .join('; '),
    );
    expect(cell(mentors, 'Seleccionada')).toBe('No');
  });

  it('adds the entrepreneur columns when an applicant gave entrepreneur data', async () => {
    const created = await convocatoryIn('OPEN', { convocatoryType: 'EMPRENDE' });
    const ids = await metadataIds();
    await enrolProfile(created.convocatoryId, 'STUDENT', {
      name: 'Rosa',
      emprendeInfo: {
        businessName: 'Café del Puerto',
        rut: '123456785',
        businessRut: '761234560',
        commune: 'Valparaíso',
        businessRegion: 'Región de Valparaíso',
        businessCommune: 'Viña del Mar',
        description: 'Cafetería de especialidad',
        socialMedia: null,
        industry: ids.industry.id,
        age: 'FROM_1_TO_3',
        stage: 'SELLING',
        challenge: 'Crecer',
        expectations: 'Ordenar las finanzas',
        productExpectations: 'Conocer a otras emprendedoras',
        expectedMentors: 'Finanzas, marketing, ventas',
        contactMethod: 'WHATSAPP',
        ods: [8, 12],
      },
    });
    await enrolProfile(created.convocatoryId, 'MENTOR', { name: 'Mónica' });
    const workbook = await workbookOf((await download(created.convocatoryId)).rawPayload);
    const mentees = workbook.getWorksheet('Mentees')!;
    const header = rowValues(mentees, 1);
    const row = rowValues(mentees, 2);
    const value = (column: string) => row[header.indexOf(column)];
    expect(value('Emprendimiento')).toBe('Café del Puerto');
    expect(value('RUT')).toBe('12.345.678-5');
    expect(value('Industria del emprendimiento')).toBe('Tecnología');
    expect(value('Antigüedad')).toBe('1 a 3 años');
    expect(value('Etapa')).toBe('Generando ventas');
    expect(value('Medio de contacto')).toBe('WhatsApp');
    expect(value('ODS')).toMatch(/^ODS 8: .+; ODS 12: .+$/);
    // The mentor without entrepreneur data has the same columns, empty.
    const mentors = workbook.getWorksheet('Mentoras')!;
    expect(rowValues(mentors, 1)).toEqual(header);
    expect(rowValues(mentors, 2)[header.indexOf('Emprendimiento')]).toBe('');
  });

  it(`reads the inscriptions in chunks of ${EXPORT_CHUNK_SIZE} and writes every one exactly once`, async () => {
    const created = await convocatoryIn('SELECTING');
    const total = EXPORT_CHUNK_SIZE + 7;
    const profiles = await t.db
      .insert(applicantProfiles)
      .values(Array.from({ length: total }, (_, n) => ({ email: `chunk-${unique()}-${n}@correo.test`, name: `P${n}` })))
      .returning({ id: applicantProfiles.id });
    // One statement: every row gets the same created_at, so the chunks must page on (created_at, id).
    await t.db.insert(convocatoryInscriptions).values(
      profiles.map((profile) => ({
        convocatoryId: created.convocatoryId,
        inscriptionType: 'STUDENT' as const,
        profileId: profile.id,
        motivation: 'Motivación',
      })),
    );
    const workbook = await workbookOf((await download(created.convocatoryId)).rawPayload);
    const mentees = workbook.getWorksheet('Mentees')!;
    expect(mentees.rowCount).toBe(total + 1);
    const names = new Set<string>();
    for (let rowNumber = 2; rowNumber <= total + 1; rowNumber++) names.add(rowValues(mentees, rowNumber)[0]!);
    expect(names.size).toBe(total);
    expect(workbook.getWorksheet('Mentoras')!.rowCount).toBe(1);
  });
});

// ── Clients ───────────────────────────────────────────────────────────────────────────────────────────

describe('deleting a client', () => {
  it('is refused while the client has convocatories', async () => {
    const client = await clientWithAdmin();
    const created = await createConvocatory({}, client);
    // Without users of its own, only the convocatory keeps the client.
    await t.db.update(users).set({ clientId: null }).where(eq(users.id, client.responsibleId));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${client.clientId}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('El cliente tiene convocatorias asociadas');

    await t.app.inject({ method: 'DELETE', url: `/api/convocatory/${created.convocatoryId}`, headers: admin.headers });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${client.clientId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });
});

// ── Live data ─────────────────────────────────────────────────────────────────────────────────────────

describe('GraphQL', () => {
  let wsUrl: string;
  beforeAll(async () => {
    wsUrl = await listenForLiveSockets(t.app);
  });

  const subscription = /* GraphQL */ `
    subscription ($id: ID!) {
      convocatoryInscriptions(convocatoryId: $id) {
        convocatoryId
        inscriptionId
        inscriptionType
        kind
      }
    }
  `;

  function subscribe(accessToken: string, convocatoryId: string) {
    const client = createWsClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${accessToken}` },
      retryAttempts: 0,
    });
    const events: unknown[] = [];
    let failure: unknown = null;
    const stop = client.subscribe(
      { query: subscription, variables: { id: convocatoryId } },
      {
        next: (value) => events.push(value),
        error: (error) => (failure = error),
        complete: () => undefined,
      },
    );
    return {
      events,
      failure: () => failure,
      async close() {
        stop();
        await client.dispose();
      },
    };
  }
  async function until<T>(check: () => T | undefined | null | false, act?: () => Promise<unknown>, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      if (act) await act();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("sends an admin's subscription a SELECTION_CHANGED event when an applicant is selected", async () => {
    const created = await convocatoryIn('SELECTING');
    const { inscriptionId } = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    const live = subscribe(admin.accessToken, created.convocatoryId);
    let selected = false;
    try {
      // The subscription starts asynchronously: toggle until an event arrives.
      const events = await until(
        () => (live.events.length > 0 ? live.events : null),
        async () => {
          selected = !selected;
          await t.app.inject({
            method: 'PUT',
            url: `/api/convocatory/inscription/${inscriptionId}`,
            headers: admin.headers,
            payload: { selected },
          });
        },
      );
      expect(events[0]).toEqual({
        data: {
          convocatoryInscriptions: {
            convocatoryId: created.convocatoryId,
            inscriptionId,
            inscriptionType: 'STUDENT',
            kind: 'SELECTION_CHANGED',
          },
        },
      });
      expect(live.failure()).toBeNull();
    } finally {
      await live.close();
    }
  });

  it("refuses a non-admin's subscription with an error and sends it nothing", async () => {
    const created = await convocatoryIn('SELECTING');
    const { inscriptionId } = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    const live = subscribe(member.accessToken, created.convocatoryId);
    try {
      const failure = await until(() => live.failure());
      expect(JSON.stringify(failure)).toContain('No tienes permiso para realizar esta acción');
      await t.app.inject({
        method: 'PUT',
        url: `/api/convocatory/inscription/${inscriptionId}`,
        headers: admin.headers,
        payload: { selected: true },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(live.events).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('answers the counts query to admins only', async () => {
    const created = await convocatoryIn('SELECTING');
    const { inscriptionId } = await enrolProfile(created.convocatoryId, 'STUDENT', { name: 'Ana' });
    await enrolUser(created.convocatoryId, 'MENTOR');
    await t.db
      .update(convocatoryInscriptions)
      .set({ selected: true })
      .where(eq(convocatoryInscriptions.id, inscriptionId));
    const query = (headers: Record<string, string>, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: {
          query: `query ($id: ID!) { convocatory(id: $id) { convocatoryId studentsCount mentorsCount studentSelectedCount mentorSelectedCount } }`,
          variables: { id },
        },
      });
    expect((await query(admin.headers, created.convocatoryId)).json()).toEqual({
      data: {
        convocatory: {
          convocatoryId: created.convocatoryId,
          studentsCount: 1,
          mentorsCount: 1,
          studentSelectedCount: 1,
          mentorSelectedCount: 0,
        },
      },
    });
    expect((await query(admin.headers, 'desconocida')).json()).toEqual({ data: { convocatory: null } });
    const refused = (await query(member.headers, created.convocatoryId)).json();
    expect(refused.data).toEqual({ convocatory: null });
    expect(refused.errors[0].message).toBe('No tienes permiso para realizar esta acción');
  });
});
