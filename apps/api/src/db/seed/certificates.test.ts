import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { certificates } from '../schema';
import { seedDemoCertificates } from './certificates';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { seedDemoProcesses } from './processes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoLibrary(t.db);
  await seedDemoProcesses(t.db, '2026-11-22');
  await seedDemoCertificates(t.db);
}, 60_000);
afterAll(async () => t.close());

describe('seedDemoCertificates', () => {
  it('gives the demo mentee her certificate of the finalized process, in the month it ended, once', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'mentee@enlaza.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signIn.json().accessToken as string}` };
    const mine = (await t.app.inject({ method: 'GET', url: '/api/certificates/me', headers })).json();
    expect(mine).toHaveLength(1);
    // The finalized demo process ended 115 days before 2026-11-22.
    expect(mine[0]).toMatchObject({
      title: 'Participación Programa Mujeres que Lideran',
      clientName: 'Compañía Demo',
      issuedYear: 2026,
      issuedMonth: 7,
      issuedByHand: false,
    });
    const count = await t.db.$count(certificates);
    await seedDemoCertificates(t.db);
    expect(await t.db.$count(certificates)).toBe(count);
    const page = await t.app.inject({ method: 'GET', url: `/api/certificates/${mine[0].certificateId}` });
    expect(page.statusCode).toBe(200);
  });
});
