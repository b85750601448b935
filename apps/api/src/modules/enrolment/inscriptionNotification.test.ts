import { convocatoryNotificationTypes, type InscriptionType } from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convocatories, notifications } from '../../db/schema';
import { createClient, createConvocatory, createUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ENROLMENT_RATE_LIMIT_PER_IP: '1000',
  });
  clientId = (await createClient(t.db, { name: 'Minera Andina', rut: '97004000-5' })).id;
});
afterAll(async () => t.close());

async function openConvocatory(responsibleId: string | null) {
  return createConvocatory(t.db, {
    status: 'OPEN',
    mentorType: 'EXTERNAL',
    pairsNumber: 20,
    estimatedOpenDate: '2030-03-01',
    estimatedCloseDate: '2030-04-15',
    clientId,
    responsibleId,
  });
}

/** An account holder through the email step (signed in, so straight to the motivation): the inscribe call to make. */
async function accountApplicant(convocatoryId: string, inscriptionType: InscriptionType, name = 'Carolina') {
  const user = await createUser(t.db, { name });
  const session = await signIn(t.app, user.email);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/convocatory/startInscription',
    headers: session.headers,
    payload: { convocatoryId, inscriptionType, email: user.email, termsAccepted: true },
  });
  expect(started.statusCode, started.body).toBe(200);
  const token = started.json().inscriptionToken as string;
  const inscribe = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/convocatory/inscribe',
      headers: { 'inscription-token': token },
      payload: { convocatoryId, inscriptionType, userId: user.id, motivation: 'Quiero aprender.' },
    });
  return { user, inscribe };
}

const notificationsOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, convocatoryNotificationTypes.inscription)));

describe('an inscription to a convocatoria', () => {
  it("tells the convocatoria's responsible who enrolled and as what, once, and not the applicant", async () => {
    const responsible = await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId });
    const convocatory = await openConvocatory(responsible.id);
    const applicant = await accountApplicant(convocatory.id, 'MENTOR');

    const res = await applicant.inscribe();
    expect(res.statusCode, res.body).toBe(201);

    const told = await notificationsOf(responsible.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `Nueva inscripción en ${convocatory.name}`,
      body: 'Carolina Usuaria se inscribió como mentora.',
      entityId: convocatory.id,
      entityType: 'CONVOCATORY',
      seenAt: null,
    });
    expect(await notificationsOf(applicant.user.id)).toHaveLength(0);

    // Applying again is refused: nothing more is told.
    const again = await applicant.inscribe();
    expect(again.statusCode).toBe(409);
    expect(await notificationsOf(responsible.id)).toHaveLength(1);
  });

  it('leads a responsible who is also an admin to the convocatoria page where inscriptions are selected', async () => {
    const responsible = await createUser(t.db, { roles: ['ADMIN', 'COMPANY_ADMIN'], clientId });
    const convocatory = await openConvocatory(responsible.id);
    const applicant = await accountApplicant(convocatory.id, 'STUDENT', 'Pedro');
    expect((await applicant.inscribe()).statusCode).toBe(201);

    const [told] = await notificationsOf(responsible.id);
    expect(told).toMatchObject({
      body: 'Pedro Usuaria se inscribió como mentee.',
      link: `/admin/convocatory/${convocatory.id}`,
    });
  });

  it('tells nothing when the inscription is refused, also when two arrive at once', async () => {
    const responsible = await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId });
    const convocatory = await openConvocatory(responsible.id);
    const applicant = await accountApplicant(convocatory.id, 'STUDENT');

    const results = await Promise.all([applicant.inscribe(), applicant.inscribe()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await notificationsOf(responsible.id)).toHaveLength(1);

    const late = await accountApplicant(convocatory.id, 'MENTOR');
    await t.db.update(convocatories).set({ status: 'SELECTING' }).where(eq(convocatories.id, convocatory.id));
    expect((await late.inscribe()).statusCode).toBe(409);
    expect(await notificationsOf(responsible.id)).toHaveLength(1);
  });
});
