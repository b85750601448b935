import { convocatoryStatuses, enrolmentStepsFor } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantProfiles, convocatories, convocatoryInscriptions } from '../../db/schema';
import { seedDemoConvocatories } from '../../db/seed/convocatories';
import { DEMO_CLIENT_NAME, DEMO_PASSWORD, seedDemoData } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { isEnrolmentStepComplete } from '../enrolment';

const TODAY = '2026-11-22';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoConvocatories(t.db, TODAY);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'admin@enlaza.test', password: DEMO_PASSWORD },
  });
  headers = { authorization: `Bearer ${res.json().accessToken as string}` };
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers }).then((res) => res.json());

describe('seedDemoConvocatories', () => {
  it('serves one convocatory of the demo client in each status, dated around today', async () => {
    for (const status of convocatoryStatuses) {
      const list = await get(`/api/convocatory?status=${status}`);
      expect(list.totalDocs).toBe(1);
      expect(list.docs[0].client.name).toBe(DEMO_CLIENT_NAME);
    }
    const [open] = (await get('/api/convocatory?status=OPEN')).docs;
    expect(open.name).toBe('Mentoría Mujeres Líderes 2026');
    expect(open.estimatedOpenDate <= TODAY && TODAY <= open.estimatedCloseDate).toBe(true);
    const [draft] = (await get('/api/convocatory?status=DRAFT')).docs;
    expect(draft.estimatedOpenDate > TODAY).toBe(true);
    const [finalized] = (await get('/api/convocatory?status=FINALIZED')).docs;
    expect(finalized.estimatedCloseDate < TODAY).toBe(true);
  });

  it('fills the open convocatory with complete mentees and mentors, and the one in selection with some selected', async () => {
    const [open] = (await get('/api/convocatory?status=OPEN')).docs;
    const detail = await get(`/api/convocatory/${open.convocatoryId}`);
    expect(detail).toMatchObject({
      studentsCount: 3,
      mentorsCount: 2,
      clientResponsable: { email: 'empresa@enlaza.test' },
    });
    const mentees = await get(`/api/convocatory/${open.convocatoryId}/inscriptions?inscriptionType=STUDENT`);
    expect(mentees.docs.every((doc: { motivation: string }) => doc.motivation.length > 50)).toBe(true);

    // Every applicant profile has the steps of a regular enrolment done.
    const steps = enrolmentStepsFor('MASSIVE', 'STUDENT').filter((step) => step !== 'EMAIL' && step !== 'MOTIVATION');
    const profiles = await t.db.select().from(applicantProfiles);
    expect(profiles.length).toBeGreaterThanOrEqual(5);
    for (const profile of profiles) {
      for (const step of steps) expect(isEnrolmentStepComplete(step, profile), `${profile.email} ${step}`).toBe(true);
    }

    const [selecting] = (await get('/api/convocatory?status=SELECTING')).docs;
    const selectingDetail = await get(`/api/convocatory/${selecting.convocatoryId}`);
    expect(selectingDetail.studentSelectedCount).toBeGreaterThan(0);
    expect(selectingDetail.studentSelectedCount).toBeLessThan(selectingDetail.studentsCount);
    expect(selectingDetail.mentorSelectedCount).toBeGreaterThan(0);
    expect(selectingDetail.closeDate).not.toBeNull();

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/convocatory/${open.convocatoryId}/inscriptions/export`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
  });

  it('takes the applications through the enrolment, dated inside each convocatory’s enrolment period', async () => {
    const rows = await t.db
      .select({ inscription: convocatoryInscriptions, convocatory: convocatories })
      .from(convocatoryInscriptions)
      .innerJoin(convocatories, eq(convocatories.id, convocatoryInscriptions.convocatoryId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const { inscription, convocatory } of rows) {
      const arrived = inscription.createdAt.toISOString().slice(0, 10);
      expect(arrived >= convocatory.estimatedOpenDate && arrived <= convocatory.estimatedCloseDate).toBe(true);
      // The partner consent the email step asks in the PIT convocatoria is recorded with its partner's name.
      expect(inscription.partnerConsentTo).toBe(convocatory.isPit ? convocatory.dataSharingPartner : null);
    }
  });

  it('changes nothing when run again', async () => {
    const before = [await t.db.$count(convocatories), await t.db.$count(convocatoryInscriptions)];
    await seedDemoConvocatories(t.db, TODAY);
    expect([await t.db.$count(convocatories), await t.db.$count(convocatoryInscriptions)]).toEqual(before);
  });
});
