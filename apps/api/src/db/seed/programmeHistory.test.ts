import type { MdiFeedbackReport } from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { eq } from 'drizzle-orm';
import { clients, notifications, processes } from '../schema';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { seedDemoProcesses } from './processes';
import { HISTORY_CLIENT_NAME, HISTORY_PROCESS_NAME, seedDemoProgrammeHistory } from './programmeHistory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoLibrary(t.db);
  await seedDemoProcesses(t.db, '2026-11-22');
  await seedDemoProgrammeHistory(t.db);
}, 60_000);
afterAll(async () => t.close());

async function reportAs(email: string, query = '') {
  const signIn = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${signIn.json().accessToken as string}` };
  return (
    await t.app.inject({ method: 'GET', url: `/api/reports/mdi-feedback${query}`, headers })
  ).json() as MdiFeedbackReport;
}

describe('seedDemoProgrammeHistory', () => {
  it("gives the reports a second brand's cohort whose change from the baseline can be estimated, once", async () => {
    const report = await reportAs('admin@enlaza.test', '?brand=mentorup');
    expect(report.processes).toBe(1);
    expect(report.measurements.find((m) => m.subType === 'BASELINE')).toMatchObject({ total: 16, completed: 14 });
    const change = report.questions.flatMap((q) => q.changes).find((c) => c.people >= 5);
    expect(change?.low).not.toBeNull();
    expect(report.sessions.length).toBeGreaterThan(0);
    expect(report.sessions.every((s) => s.satisfaction !== null)).toBe(true);

    await seedDemoProgrammeHistory(t.db);
    const named = (await t.db.select({ name: processes.name }).from(processes)).filter(
      (p) => p.name === HISTORY_PROCESS_NAME,
    );
    expect(named).toHaveLength(1);
  });

  it("brings its client in a year ago: the admins' news of it is history, already seen", async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.name, HISTORY_CLIENT_NAME));
    const news = await t.db.select().from(notifications).where(eq(notifications.entityId, client!.id));
    // One for each admin (admin@ and multi@).
    expect(news.map((n) => n.title)).toEqual(Array(2).fill(`Nuevo cliente: ${HISTORY_CLIENT_NAME}`));
    for (const row of [client!, ...news]) expect(row.createdAt.toISOString() < '2025-03-03').toBe(true);
    expect(news.every((n) => n.seenAt !== null)).toBe(true);
  });

  it("stays out of the demo company admin's reports (another client)", async () => {
    const hers = await reportAs('empresa@enlaza.test', '?brand=mentorup');
    expect(hers.processes).toBe(0);
    expect(hers.measurements).toEqual([]);
  });
});
