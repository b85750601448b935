import { processNotificationTypes } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, processes, processParticipants } from '../../db/schema';
import { createUser, signIn } from '../../../test/factories';
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
    const [process] = await t.db
      .insert(processes)
      .values({
        name: 'Mentoría que comienza',
        status: 'KICKOFF',
        serviceTypes: ['MENTORING'],
        // Ungrouped: it starts without pairs (spec 002 §4.5), which keeps this test to the notification.
        ungrouped: true,
        clientId,
        estimatedStartDate: '2026-12-01',
        estimatedEndDate: '2027-03-01',
      })
      .returning();
    const [confirmedMentor, confirmedMentee, pending, rejected, removed] = await Promise.all(
      Array.from({ length: 5 }, () => createUser(t.db)),
    );
    await t.db.insert(processParticipants).values([
      { processId: process!.id, userId: confirmedMentor!.id, role: 'MENTOR', invitationStatus: 'APPROVED' },
      { processId: process!.id, userId: confirmedMentee!.id, role: 'STUDENT', invitationStatus: 'APPROVED' },
      { processId: process!.id, userId: pending!.id, role: 'STUDENT' },
      { processId: process!.id, userId: rejected!.id, role: 'STUDENT', invitationStatus: 'REJECTED' },
      {
        processId: process!.id,
        userId: removed!.id,
        role: 'MENTOR',
        invitationStatus: 'APPROVED',
        removedAt: new Date(),
      },
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
