import { sessionNotificationTypes } from '@enlaza/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pairSessions } from '../../db/schema';
import {
  addParticipant,
  createClient,
  createPair,
  createProcess,
  createUser,
  signIn,
  unique,
  type TestSession,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: TestSession;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  clientId = (await createClient(t.db)).id;
});
afterAll(async () => t.close());

const sessionTypes = Object.values(sessionNotificationTypes);

/** A running process whose mentor Marta and mentee Pedro are paired, with two sessions to schedule. */
async function runningPair(status: 'IN_PROGRESS' | 'FINALIZED' = 'IN_PROGRESS') {
  const process = await createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    clientId,
    estimatedStartDate: '2030-05-01',
    estimatedEndDate: '2030-08-01',
    startDate: new Date('2030-05-01T12:00:00Z'),
  });
  const mentor = await createUser(t.db, { name: 'Marta' });
  const mentee = await createUser(t.db, { name: 'Pedro' });
  await addParticipant(t.db, { processId: process.id, userId: mentor.id, role: 'MENTOR' });
  await addParticipant(t.db, { processId: process.id, userId: mentee.id, role: 'STUDENT' });
  const { sessions: _sessions, ...pair } = await createPair(t.db, {
    processId: process.id,
    mentorId: mentor.id,
    studentId: mentee.id,
    sessions: 2,
  });
  return {
    process,
    pair,
    mentor: { ...mentor, session: await signIn(t.app, mentor.email) },
    mentee: { ...mentee, session: await signIn(t.app, mentee.email) },
  };
}

const schedule = (
  processId: string,
  who: TestSession,
  body: { pairId: string; sessionNumber: number; scheduleDate: string },
) => t.app.inject({ method: 'PUT', url: `/api/process/${processId}/schedule_session`, payload: body, ...who });

const sessionNotificationsOf = (userIds: string[]) =>
  t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), inArray(notifications.type, sessionTypes)));

describe('scheduling a session', () => {
  it("tells the partner when and who, with the date in Chile's time, and not the one who scheduled it", async () => {
    const { process, pair, mentor, mentee } = await runningPair();

    // 14:30 UTC in May is 10:30 in Santiago (UTC-4 then).
    const res = await schedule(process.id, mentee.session, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);

    const told = await sessionNotificationsOf([mentor.id, mentee.id]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: mentor.id,
      type: sessionNotificationTypes.scheduled,
      title: `Pedro Usuaria agendó la primera sesión de ${process.name}`,
      body: 'Quedó para el martes, 14 de mayo de 2030, 10:30 a. m. (hora de Chile).',
      entityId: pair.id,
      entityType: 'PAIR',
      link: `/home/process/${pair.id}/mentor`,
    });
  });

  it('tells the mentee when the mentor moves the date, as a change', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    const first = { pairId: pair.id, sessionNumber: 1, scheduleDate: '2030-05-14T14:30:00.000Z' };
    expect((await schedule(process.id, mentee.session, first)).statusCode).toBe(200);

    const moved = await schedule(process.id, mentor.session, { ...first, scheduleDate: '2030-05-21T20:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);

    const [toMentee, ...others] = await sessionNotificationsOf([mentee.id]);
    expect(others).toHaveLength(0);
    expect(toMentee).toMatchObject({
      type: sessionNotificationTypes.rescheduled,
      title: `Marta Usuaria cambió la fecha de la primera sesión de ${process.name}`,
      body: 'Ahora es el martes, 21 de mayo de 2030, 4:00 p. m. (hora de Chile).',
      link: `/home/process/${pair.id}/student`,
    });
    // The mentor was told only of the mentee's first date, not of her own change.
    expect(await sessionNotificationsOf([mentor.id])).toHaveLength(1);
  });

  it('tells both members when the coordination schedules', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    const res = await schedule(process.id, admin, {
      pairId: pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);

    const told = await sessionNotificationsOf([mentor.id, mentee.id]);
    expect(told.map((n) => n.userId).sort()).toEqual([mentor.id, mentee.id].sort());
    for (const notification of told) {
      expect(notification.title).toBe(`La coordinación agendó la primera sesión de ${process.name}`);
    }
  });

  it('tells nobody when the schedule is refused', async () => {
    const { process, pair, mentor, mentee } = await runningPair();
    const notEnabled = await schedule(process.id, mentee.session, {
      pairId: pair.id,
      sessionNumber: 2,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    expect(notEnabled.statusCode).toBe(409);

    const finalized = await runningPair('FINALIZED');
    const readOnly = await schedule(finalized.process.id, finalized.mentee.session, {
      pairId: finalized.pair.id,
      sessionNumber: 1,
      scheduleDate: '2030-05-14T14:30:00.000Z',
    });
    expect(readOnly.statusCode).toBe(409);

    expect(await sessionNotificationsOf([mentor.id, mentee.id, finalized.mentor.id, finalized.mentee.id])).toEqual([]);
    const [session] = await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, finalized.pair.id));
    expect(session!.scheduleDate).toBeNull();
  });
});
