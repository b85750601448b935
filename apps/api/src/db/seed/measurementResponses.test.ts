import {
  bankQuestionsAsQuestionary,
  fromAnswerItems,
  rateComparisons,
  validateAnswers,
  type MdiResponsesList,
  type MeasurementReport,
} from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { questionaryInvitations } from '../schema';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { seedDemoProcesses } from './processes';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoLibrary(t.db);
  await seedDemoProcesses(t.db);
  for (const email of ['admin@enlaza.test', 'mentee@enlaza.test', 'mentora@enlaza.test']) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });
    tokens[email] = res.json().accessToken as string;
  }
}, 120_000);
afterAll(async () => t.close());

const get = (url: string, email = 'admin@enlaza.test') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[email]}` } }).then((res) => res.json());

async function panelRow(name: string) {
  const list = (await get('/api/mdi/mdisResponses?limit=100')) as MdiResponsesList;
  const row = list.docs.find((d) => d.name === `Compañía Demo - ${name} - 2026`)!;
  return { row, figures: row.measurements.map((m) => [m.subType, m.completed, m.total, m.light]) };
}

describe('the demo processes’ impact measurements', () => {
  it('gives the demo processes sent measurements with answers, so the MDI panel shows red and green', async () => {
    expect((await panelRow('Mentoría Líderes')).figures.slice(0, 2)).toEqual([
      ['BASELINE', 2, 6, 'RED'],
      ['POST_PROCESS', 0, 0, null],
    ]);
    expect((await panelRow('Mentoría Talento')).figures.slice(0, 2)).toEqual([
      ['BASELINE', 4, 6, 'GREEN'],
      ['POST_PROCESS', 0, 0, null],
    ]);
    expect((await panelRow('Mentoría Primer Semestre')).figures.slice(0, 2)).toEqual([
      ['BASELINE', 2, 2, 'GREEN'],
      ['POST_PROCESS', 1, 2, 'GREEN'],
    ]);
    const draft = await panelRow('Mentoría');
    expect(draft.row.measurements.every((m) => m.sentAt === null)).toBe(true);
    // The baseline went out before each process started.
    const talent = await panelRow('Mentoría Talento');
    expect(Date.parse(talent.row.measurements[0]!.sentAt!)).toBeLessThan(Date.now() - 50 * 24 * 60 * 60 * 1000);
  });

  it('stores answers the answering page would accept, with ratings asked before and after', async () => {
    const { row } = await panelRow('Mentoría Primer Semestre');
    const report = async (subType: string) =>
      (await get(`/api/mdi/listAnsweredMeasurementReport/${row.processId}/${subType}`)) as MeasurementReport;
    const baseline = await report('BASELINE');
    const closing = await report('POST_PROCESS');
    for (const r of [baseline, closing]) {
      for (const invitation of r.invitations.filter((i) => i.status === 'COMPLETED')) {
        const asked = invitation.user_role === 'MENTOR' ? r.mentorsQuestions : r.studentsQuestions;
        const { answers, others } = fromAnswerItems(invitation.Answers);
        expect(validateAnswers(bankQuestionsAsQuestionary(r.measurementName, asked), answers, others)).toEqual({});
      }
    }
    const compared = rateComparisons(baseline, closing).filter((c) => c.baseline !== null && c.postProcess !== null);
    expect(compared.length).toBeGreaterThan(0);
  });

  it('leaves the demo mentee nothing to answer and the demo mentor the finalized process’s closing measurement', async () => {
    const menteeTasks = await get('/api/users/me/pending_tasks/', 'mentee@enlaza.test');
    expect(menteeTasks.pendingMdis).toEqual([]);
    const mentorTasks = await get('/api/users/me/pending_tasks/', 'mentora@enlaza.test');
    expect(mentorTasks.pendingMdis).toEqual([
      expect.objectContaining({
        entitySubType: 'POST_PROCESS',
        processName: 'Compañía Demo - Mentoría Primer Semestre - 2026',
      }),
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.$count(questionaryInvitations);
    await seedDemoProcesses(t.db);
    expect(await t.db.$count(questionaryInvitations)).toBe(before);
  });
});
