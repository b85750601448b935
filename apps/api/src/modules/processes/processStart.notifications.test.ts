import { processNotificationTypes } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createParticipant, createProcess, createUser, signIn } from '../../../test/factories';
import { clientsWithCompanyAdmins } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('starting a process', () => {
  it('tells its confirmed participants in the bell, and nobody else', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
    const { clientId } = await clientsWithCompanyAdmins(t.app, t.db);
    const process = await createProcess(t.db, {
      name: 'Mentoría que comienza',
      status: 'KICKOFF',
      // Ungrouped: it starts without pairs (spec 002 §4.5), which keeps this test to the notification.
      ungrouped: true,
      clientId,
      estimatedStartDate: '2026-12-01',
      estimatedEndDate: '2027-03-01',
    });
    const processId = process.id;
    const [confirmedMentor, confirmedMentee, pending, rejected, removed] = await Promise.all([
      createParticipant(t.db, { processId, role: 'MENTOR' }),
      createParticipant(t.db, { processId, role: 'STUDENT' }),
      createParticipant(t.db, { processId, role: 'STUDENT', invitationStatus: 'PENDING' }),
      createParticipant(t.db, { processId, role: 'STUDENT', invitationStatus: 'REJECTED' }),
      createParticipant(t.db, { processId, role: 'MENTOR', removedAt: new Date() }),
    ]);

    const res = await t.app.inject({ method: 'PUT', url: `/api/process/${process!.id}/start`, payload: {}, ...admin });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          [confirmedMentor, confirmedMentee, pending, rejected, removed].map((u) => u!.id),
        ),
      );
    expect(rows.map((r) => r.userId).sort()).toEqual([confirmedMentor!.id, confirmedMentee!.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        type: processNotificationTypes.started,
        title: 'Comenzó Mentoría que comienza',
        body: 'Revisa tu inicio para ver los próximos pasos.',
        entityId: process!.id,
        entityType: 'PROCESS',
        link: '/home',
      });
    }

    // A refused start (already in progress) tells nobody again.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/process/${process!.id}/start`,
      payload: {},
      ...admin,
    });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, confirmedMentor!.id))).toHaveLength(
      1,
    );
  });
});
