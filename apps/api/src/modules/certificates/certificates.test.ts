import { certificateErrorTypes, certificateMessages, certificateTitle } from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionGroups, attractionGroupStudents, certificates, processes } from '../../db/schema';
import {
  addParticipant,
  createClient,
  createPair,
  createProcess,
  createUser,
  signIn,
  type TestSession,
} from '../../../test/factories';
import { pdfStreams, pdfText } from '../../../test/pdfText';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { readBakedCredential } from './certificateDocuments';
import { loadCertificateSigningKey } from './certificateSigning';

let t: TestApp;
let admin: TestSession;
let menteeSession: TestSession;
let strangerSession: TestSession;
let clientId: string;

type Person = Awaited<ReturnType<typeof createUser>>;
const people: Record<string, Person> = {};

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await createClient(t.db, { name: 'Banco Andino' })).id;
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  for (const [key, name] of [
    ['mentee', 'Camila'],
    ['mentor', 'Rosa'],
    ['leftMentee', 'Inés'],
    ['leftMentor', 'Marta'],
    ['stranger', 'Paula'],
  ] as const) {
    people[key] = await createUser(t.db, { name, lastName: 'Soto' });
  }
  menteeSession = await signIn(t.app, people.mentee!.email);
  strangerSession = await signIn(t.app, people.stranger!.email);
}, 60_000);
afterAll(async () => t?.close());

async function newProcess(values: Partial<typeof processes.$inferInsert> = {}) {
  return createProcess(t.db, { status: 'IN_PROGRESS', clientId, ...values });
}

async function join(processId: string, person: Person, role: 'MENTOR' | 'STUDENT', invitationStatus = 'APPROVED') {
  await addParticipant(t.db, { processId, userId: person.id, role, invitationStatus: invitationStatus as 'APPROVED' });
}

async function finalize(processId: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/process/${processId}/finalize`,
    headers: admin.headers,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
}

const certificatesOf = (processId: string) =>
  t.db.select().from(certificates).where(eq(certificates.processId, processId));

/** A finalized mentoring process with an active pair (mentee, mentor) and a disabled one. */
async function finalizedMentoring() {
  const process = await newProcess({ fantasyName: 'Mujeres Líderes' });
  for (const [key, role] of [
    ['mentee', 'STUDENT'],
    ['mentor', 'MENTOR'],
    ['leftMentee', 'STUDENT'],
    ['leftMentor', 'MENTOR'],
  ] as const) {
    await join(process.id, people[key]!, role);
  }
  const pair = await createPair(t.db, {
    processId: process.id,
    studentId: people.mentee!.id,
    mentorId: people.mentor!.id,
  });
  await createPair(t.db, {
    processId: process.id,
    studentId: people.leftMentee!.id,
    mentorId: people.leftMentor!.id,
    disabled: true,
    disabledAt: new Date(),
  });
  await finalize(process.id);
  const [certificate] = (await certificatesOf(process.id)).filter((c) => c.userId === people.mentee!.id);
  return { process, pair, certificate: certificate! };
}

describe('issuing on finalization', () => {
  it('gives both people of each active pair a certificate, once however often the process is finalized', async () => {
    const { process, pair } = await finalizedMentoring();
    const issued = await certificatesOf(process.id);
    expect(issued.map((c) => [c.personName, c.role, c.pairId]).sort()).toEqual(
      [
        ['Camila Soto', 'STUDENT', pair.id],
        ['Rosa Soto', 'MENTOR', pair.id],
      ].sort(),
    );
    expect(issued[0]).toMatchObject({
      programName: 'Mujeres Líderes',
      clientName: 'Banco Andino',
      brand: 'default',
      issueReason: null,
    });
    // Put back in progress and finalized again: nobody gets a second certificate.
    await t.db.update(processes).set({ status: 'IN_PROGRESS' }).where(eq(processes.id, process.id));
    await finalize(process.id);
    expect(await certificatesOf(process.id)).toHaveLength(2);
  });

  it("names the programme 'de Mentoría' when the process has no fantasy name, in the process's brand", async () => {
    const process = await newProcess({ isMentorup: true });
    await join(process.id, people.mentee!, 'STUDENT');
    await join(process.id, people.mentor!, 'MENTOR');
    await createPair(t.db, { processId: process.id, studentId: people.mentee!.id, mentorId: people.mentor!.id });
    await finalize(process.id);
    const [one] = await certificatesOf(process.id);
    expect(one).toMatchObject({ programName: 'de Mentoría', brand: 'second' });
    expect(certificateTitle(one!.programName)).toBe('Participación Programa de Mentoría');
  });

  it("gives an attraction process's students and their groups' tutor a certificate", async () => {
    const process = await newProcess({ serviceTypes: ['ATTRACTION'] });
    await join(process.id, people.mentor!, 'MENTOR');
    await join(process.id, people.mentee!, 'STUDENT');
    await join(process.id, people.leftMentee!, 'STUDENT');
    await join(process.id, people.stranger!, 'STUDENT');
    const [group] = await t.db
      .insert(attractionGroups)
      .values({ processId: process.id, mentorId: people.mentor!.id })
      .returning();
    await t.db.insert(attractionGroupStudents).values([
      { groupId: group!.id, processId: process.id, userId: people.mentee!.id },
      { groupId: group!.id, processId: process.id, userId: people.leftMentee!.id },
    ]);
    await finalize(process.id);
    const issued = await certificatesOf(process.id);
    // The student left out of every group gets none.
    expect(issued.map((c) => [c.personName, c.role]).sort()).toEqual([
      ['Camila Soto', 'STUDENT'],
      ['Inés Soto', 'STUDENT'],
      ['Rosa Soto', 'MENTOR'],
    ]);
  });

  it("gives a networking process's confirmed participants a certificate, not the pending ones", async () => {
    const process = await newProcess({ serviceTypes: ['NETWORKING'] });
    await join(process.id, people.mentee!, 'STUDENT');
    await join(process.id, people.leftMentee!, 'STUDENT');
    await join(process.id, people.stranger!, 'STUDENT', 'PENDING');
    await finalize(process.id);
    expect((await certificatesOf(process.id)).map((c) => c.personName).sort()).toEqual(['Camila Soto', 'Inés Soto']);
  });
});

describe('public data, files and the signed credential', () => {
  it('shows anyone the public data only, and 404 for an unknown id', async () => {
    const { certificate } = await finalizedMentoring();
    const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'brand',
        'certificateId',
        'clientName',
        'createdAt',
        'issuedMonth',
        'issuedYear',
        'personName',
        'programName',
        'role',
        'title',
      ].sort(),
    );
    expect(res.body).not.toContain(people.mentee!.email);
    expect(res.body).not.toContain(people.mentee!.id);
    expect(res.json()).toMatchObject({ title: 'Participación Programa Mujeres Líderes', personName: 'Camila Soto' });

    const unknown = await t.app.inject({ method: 'GET', url: `/api/certificates/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      type: certificateErrorTypes.notFound,
      message: certificateMessages.notFound,
    });
  });

  it('signs a credential that verifies with the published keys, and fails when a byte changes', async () => {
    const { certificate } = await finalizedMentoring();
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/certificates/jwks.json' })).json()).toEqual(jwks);
    const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/credential` });
    expect(res.statusCode).toBe(200);
    const { jwt, credential } = res.json();
    const keys = createLocalJWKSet(jwks);
    const { payload, protectedHeader } = await jwtVerify(jwt, keys, { typ: 'vc+jwt', algorithms: ['EdDSA'] });
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `urn:uuid:${certificate.id}`,
      issuer: { type: ['Profile'], name: 'Enlaza', url: t.config.publicUrl },
      credentialSubject: { achievement: { name: 'Participación Programa Mujeres Líderes' } },
    });
    expect(credential).toMatchObject({ name: 'Participación Programa Mujeres Líderes' });

    // One character of the payload changed (a different name), the signature no longer matches.
    const [header, body, signature] = jwt.split('.');
    const decoded = Buffer.from(body, 'base64url').toString('utf8').replace('Camila', 'Camilo');
    const forged = [header, Buffer.from(decoded).toString('base64url'), signature].join('.');
    // The published key is found and the signature checked: it is the signature that fails, not the key lookup.
    await expect(jwtVerify(forged, keys)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    const flipped = jwt.slice(0, -3) + (jwt.at(-3) === 'A' ? 'B' : 'A') + jwt.slice(-2);
    await expect(jwtVerify(flipped, keys)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });

  it('bakes the credential into the PNG and writes the certificate into the PDF', async () => {
    const { certificate } = await finalizedMentoring();
    const image = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/file/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const baked = readBakedCredential(image.rawPayload);
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(baked!, createLocalJWKSet(jwks));
    expect(payload.id).toBe(`urn:uuid:${certificate.id}`);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate.id}/file/pdf?isMentorup=true`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    const text = pdfText(pdfStreams(pdf.rawPayload));
    for (const line of ['MentorUp', 'Camila Soto', 'Participación Programa Mujeres Líderes', 'Banco Andino']) {
      expect(text).toContain(line);
    }
  });

  it('keeps the signing key in the database, the same for every instance', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect((await loadCertificateSigningKey(t.db)).kid).toBe(jwks.keys[0].kid);
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const configured = await loadCertificateSigningKey(t.db, pem);
    expect(configured.kid).not.toBe(jwks.keys[0].kid);
  });
});

describe('the owner, admins and strangers', () => {
  it("lists a member's own certificates and finds the one of her pair; a stranger gets neither", async () => {
    const { certificate, pair } = await finalizedMentoring();
    const mine = await t.app.inject({ method: 'GET', url: '/api/certificates/me', headers: menteeSession.headers });
    expect(mine.json().map((c: { certificateId: string }) => c.certificateId)).toContain(certificate.id);
    const url = `/api/certificates/userPair/${people.mentee!.id}/${pair.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: menteeSession.headers });
    expect(own.json()).toMatchObject({ certificateId: certificate.id, pairId: pair.id });
    expect((await t.app.inject({ method: 'GET', url, headers: strangerSession.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The member's process view names it: the stepper's 'Diploma' opens with it.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/process/${pair.id}`,
      headers: menteeSession.headers,
    });
    expect(view.json().certificate).toEqual({
      certificateId: certificate.id,
      title: 'Participación Programa Mujeres Líderes',
    });
    const strangers = await t.app.inject({
      method: 'GET',
      url: '/api/certificates/me',
      headers: strangerSession.headers,
    });
    expect(strangers.json()).toEqual([]);
    for (const [method, path] of [
      ['GET', `/api/certificates/process/${certificate.processId}`],
      ['POST', '/api/certificates'],
      ['POST', `/api/certificates/${certificate.id}/revoke`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: strangerSession.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets an admin issue one by hand with a reason, once, for a participant of a finalized process', async () => {
    const { process } = await finalizedMentoring();
    const issue = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/certificates', headers: admin.headers, payload });
    const noReason = await issue({ processId: process.id, userId: people.leftMentee!.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain(certificateMessages.reason);

    const res = await issue({
      processId: process.id,
      userId: people.leftMentee!.id,
      reason: 'Terminó con otra mentora',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: certificateMessages.issued,
      certificate: {
        personName: 'Inés Soto',
        issuedByHand: true,
        issueReason: 'Terminó con otra mentora',
        role: 'STUDENT',
      },
    });
    const again = await issue({ processId: process.id, userId: people.leftMentee!.id, reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(certificateMessages.alreadyIssued);
    const outsider = await issue({ processId: process.id, userId: people.stranger!.id, reason: 'No participa' });
    expect(outsider.json().error.message).toBe(certificateMessages.notParticipant);

    const running = await newProcess();
    await join(running.id, people.mentee!, 'STUDENT');
    const early = await issue({ processId: running.id, userId: people.mentee!.id, reason: 'Antes de tiempo' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(certificateMessages.processNotFinalized);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/process/${process.id}`,
      headers: admin.headers,
    });
    expect(list.json()).toHaveLength(3);
  });

  it('lets an admin revoke one: the public page, the credential and the files then answer that it was revoked', async () => {
    const { certificate } = await finalizedMentoring();
    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/certificates/${certificate.id}/revoke`,
        headers: admin.headers,
        payload: { reason: 'Emitido por error' },
      });
    const res = await revoke();
    expect(res.statusCode).toBe(200);
    expect(res.json().certificate).toMatchObject({ revokeReason: 'Emitido por error' });
    expect(res.json().certificate.revokedAt).not.toBeNull();
    expect((await revoke()).statusCode).toBe(409);

    for (const path of ['', '/credential', '/file/pdf', '/file/image']) {
      const gone = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}${path}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toEqual({ type: certificateErrorTypes.revoked, message: certificateMessages.notFound });
    }
    const status = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/status` });
    expect(status.json()).toMatchObject({ status: 'REVOKED' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/certificates/me', headers: menteeSession.headers });
    expect(mine.json().map((c: { certificateId: string }) => c.certificateId)).not.toContain(certificate.id);
    // A revoked automatic certificate may be replaced by hand.
    const [row] = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, certificate.id)));
    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: admin.headers,
      payload: { processId: row!.processId, userId: row!.userId, reason: 'Corregido' },
    });
    expect(reissued.statusCode).toBe(201);
  });
});
