import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, getJson } from './api';
import { mailCount, waitForMail } from './mail';

/**
 * A new mentee made by an admin through the API with everything the admin form asks (the demo's first position,
 * three advices, three attributes): her profile lacks only the interest areas (and the date of birth). Returns her id.
 */
export async function createMenteeLackingInterests(
  request: APIRequestContext,
  adminToken: string,
  person: { name: string; lastName: string; email: string; company: string },
): Promise<string> {
  const positions = await getJson<{ businessPositionId: string }[]>(
    request,
    adminToken,
    '/api/users/metadata/business_positions',
  );
  const advices = await getJson<{ adviceId: string }[]>(request, adminToken, '/api/users/metadata/advices');
  const attributes = await getJson<{ attributeId: string }[]>(request, adminToken, '/api/users/metadata/attributes');
  const created = await request.post('/api/users', {
    headers: bearer(adminToken),
    data: {
      ...person,
      cellphone: '+56912345678',
      country: 'Chile',
      region: 'Región Metropolitana de Santiago',
      gender: 'FEMALE',
      roles: ['STUDENT'],
      businessArea: 'Analista',
      businessPositionId: positions[0]!.businessPositionId,
      university: 'Universidad de Chile',
      career: 'Ingeniería',
      adviceIds: advices.slice(0, 3).map((a) => a.adviceId),
      mainAdviceId: advices[0]!.adviceId,
      attributeIds: attributes.slice(0, 3).map((a) => a.attributeId),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { userId: string }).userId;
}

/**
 * A new mentee as the admin's people import leaves her (name, email, area and position only, no password): the
 * profile wizard's own person.
 */
export async function importMentee(
  request: APIRequestContext,
  adminToken: string,
  person: { name: string; lastName: string; email: string },
): Promise<void> {
  const file = [
    'Nombre,Apellido,Email,Género,Área,Cargo,Extranjero',
    `${person.name},${person.lastName},${person.email},,Personas,Analista,No`,
  ].join('\n');
  const imported = await request.post('/api/students/createMany', {
    headers: bearer(adminToken),
    multipart: { file: { name: 'mentees.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  expect(((await imported.json()) as { created: number }).created).toBe(1);
}

/**
 * Marks a new account's home tour as skipped, as she would by closing it: a new account's home opens with the tour
 * (its tutorial starts PENDING), whose mask takes the clicks of a journey that is about something else. The tour's
 * own journey is homeTour.spec.
 */
export async function skipHomeTour(request: APIRequestContext, accessToken: string): Promise<void> {
  const skipped = await request.post('/api/users/me/complete_tutorial?tutorialName=home&status=SKIPPED', {
    headers: bearer(accessToken),
  });
  expect(skipped.ok(), await skipped.text()).toBe(true);
}

/**
 * Gives a person made by an admin a password of her own, through the recovery mail's link as she would, and skips her
 * home's tour (see {@link skipHomeTour}). Returns her access token.
 */
export async function choosePasswordByMail(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const since = mailCount();
  const recovery = await request.post('/api/auth/recoverPassword', { data: { email, isMentorup: false } });
  expect(recovery.ok(), await recovery.text()).toBe(true);
  const mail = await waitForMail(email, since, /contraseña/i);
  const usertoken = /usertoken=([\w.-]+)/.exec(mail.text)![1]!;
  const reset = await request.put('/api/auth/resetPassword/', {
    headers: bearer(usertoken),
    data: { password, passwordConfirmation: password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const signedIn = await request.post('/api/auth', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  await skipHomeTour(request, accessToken);
  return accessToken;
}
