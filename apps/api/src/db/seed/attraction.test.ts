import { attractionProcessMessages } from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { eq } from 'drizzle-orm';
import { challenges, processParticipants } from '../schema';
import { DEMO_ATTRACTION_NAME, seedDemoAttraction } from './attraction';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { seedDemoProcesses } from './processes';

const TODAY = '2026-11-22';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoLibrary(t.db);
  await seedDemoProcesses(t.db, TODAY);
  await seedDemoAttraction(t.db, TODAY);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'admin@enlaza.test', password: DEMO_PASSWORD },
  });
  headers = { authorization: `Bearer ${res.json().accessToken as string}` };
});
afterAll(async () => t.close());

describe('seedDemoAttraction', () => {
  it('adds two challenges and an attraction process in pre-kickoff whose 3 tutors and 9 students confirmed', async () => {
    const rows = await t.db.select().from(challenges);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.messages.length).toBeGreaterThanOrEqual(2);

    const list = await t.app.inject({ method: 'GET', url: '/api/process?status=KICKOFF', headers });
    const found = list.json().docs.find((p: { name: string }) => p.name === DEMO_ATTRACTION_NAME);
    expect(found).toMatchObject({ serviceType: ['ATTRACTION'], mentorsCount: 3, studentsCount: 9 });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/process/${found.processId}`, headers })).json();
    expect(detail.attraction).toEqual({ challengeId: rows[0]!.id, challengeTitle: rows[0]!.title });
    const statuses = await t.db
      .select({ status: processParticipants.invitationStatus })
      .from(processParticipants)
      .where(eq(processParticipants.processId, found.processId));
    expect(statuses).toHaveLength(12);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['APPROVED']));
    // Ready for its groups: starting asks for them.
    const start = await t.app.inject({ method: 'PUT', url: `/api/process/${found.processId}/start`, headers });
    expect(start.json().error.message).toBe(attractionProcessMessages.groupsMustExist);
  });

  it('does nothing the second time', async () => {
    await seedDemoAttraction(t.db, TODAY);
    expect(await t.db.$count(challenges)).toBe(2);
    const list = await t.app.inject({ method: 'GET', url: '/api/process?status=KICKOFF&limit=50', headers });
    expect(list.json().docs.filter((p: { name: string }) => p.name === DEMO_ATTRACTION_NAME)).toHaveLength(1);
  });
});
