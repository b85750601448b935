import { pairNotificationTypes, type ProcessServiceType } from '@enlaza/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pairs } from '../../db/schema';
import { createClient, createProcess, createUser, signIn, unique, type TestSession } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createNotificationsRepository, createNotificationsService } from '../notifications';
import { createPairAnnouncements } from './pairs.announcements';
import { createPairsRepository } from './pairs.repository';

let t: TestApp;
let admin: TestSession & { id: string };
let clientId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  const adminUser = await createUser(t.db, { roles: ['ADMIN'] });
  admin = { ...(await signIn(t.app, adminUser.email)), id: adminUser.id };
  clientId = (await createClient(t.db)).id;
});
afterAll(async () => t.close());

const pairTypes = Object.values(pairNotificationTypes);

async function mentoringProcess(status: 'KICKOFF' | 'IN_PROGRESS', serviceTypes: ProcessServiceType[] = ['MENTORING']) {
  return createProcess(t.db, {
    name: `Mentoría ${unique()}`,
    status,
    serviceTypes,
    clientId,
    estimatedStartDate: '2030-05-01',
    estimatedEndDate: '2030-08-01',
  });
}

/** Two existing people paired in the process by the admin (mentee and mentor by their emails). */
async function addPair(processId: string, menteeName: string, mentorName: string) {
  const mentee = await createUser(t.db, { name: menteeName });
  const mentor = await createUser(t.db, { name: mentorName });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/process/${processId}/add_pairs_from_emails`,
    payload: { pairs: [{ studentEmail: mentee.email, mentorEmail: mentor.email }] },
    ...admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [pair] = await t.db.select().from(pairs).where(eq(pairs.studentId, mentee.id));
  return { mentee, mentor, pair: pair! };
}

const start = (processId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/process/${processId}/start`, payload: {}, ...admin });

const pairNotificationsOf = (userIds: string[]) =>
  t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), inArray(notifications.type, pairTypes)));

describe('pairs reaching their members', () => {
  it('tells each member of each pair who their partner is when the process starts, not before', async () => {
    const process = await mentoringProcess('KICKOFF');
    const first = await addPair(process.id, 'Pedro', 'Marta');
    const second = await addPair(process.id, 'Lucía', 'Rosa');
    const everyone = [first, second].flatMap((p) => [p.mentee.id, p.mentor.id]);
    // Pairs made in pre-kickoff are still being reviewed: their members do not see them yet.
    expect(await pairNotificationsOf(everyone)).toEqual([]);

    const res = await start(process.id);
    expect(res.statusCode, res.body).toBe(200);

    const told = await pairNotificationsOf([...everyone, admin.id]);
    expect(told).toHaveLength(4);
    const toUser = (id: string) => told.find((n) => n.userId === id);
    expect(toUser(first.mentee.id)).toMatchObject({
      type: pairNotificationTypes.published,
      title: `Tu pareja en ${process.name} es Marta Usuaria`,
      body: 'Participa como mentora. Entra a tu proceso para ver sus datos y agendar las sesiones.',
      entityId: first.pair.id,
      entityType: 'PAIR',
      link: `/home/process/${first.pair.id}/student`,
    });
    expect(toUser(first.mentor.id)).toMatchObject({
      title: `Tu pareja en ${process.name} es Pedro Usuaria`,
      body: 'Participa como mentee. Entra a tu proceso para ver sus datos y agendar las sesiones.',
      link: `/home/process/${first.pair.id}/mentor`,
    });
    expect(toUser(second.mentee.id)?.title).toBe(`Tu pareja en ${process.name} es Rosa Usuaria`);
    expect(toUser(second.mentor.id)?.title).toBe(`Tu pareja en ${process.name} es Lucía Usuaria`);

    // Publishing the same pairs again tells nobody twice.
    const announcements = createPairAnnouncements({
      repository: createPairsRepository(t.db),
      notificationsService: createNotificationsService({
        notificationsRepository: createNotificationsRepository(t.db),
      }),
    });
    await announcements.published(process.id, undefined, t.db);
    expect(await pairNotificationsOf(everyone)).toHaveLength(4);
  });

  it('tells nobody when the start is refused', async () => {
    // Networking as well, with no matches generated: the start is refused (spec 001 §5).
    const process = await mentoringProcess('KICKOFF', ['MENTORING', 'NETWORKING']);
    const { mentee, mentor } = await addPair(process.id, 'Pedro', 'Marta');

    const res = await start(process.id);
    expect(res.statusCode).toBe(409);
    expect(await pairNotificationsOf([mentee.id, mentor.id])).toEqual([]);
  });

  it('tells the two members of a pair added while the process runs, at once, and nobody else again', async () => {
    const process = await mentoringProcess('KICKOFF');
    const before = await addPair(process.id, 'Pedro', 'Marta');
    expect((await start(process.id)).statusCode).toBe(200);

    const added = await addPair(process.id, 'Lucía', 'Rosa');

    const toAdded = await pairNotificationsOf([added.mentee.id, added.mentor.id]);
    expect(toAdded.map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [added.mentee.id, `Tu pareja en ${process.name} es Rosa Usuaria`],
        [added.mentor.id, `Tu pareja en ${process.name} es Lucía Usuaria`],
      ].sort(),
    );
    expect(await pairNotificationsOf([before.mentee.id, before.mentor.id])).toHaveLength(2);
    expect(await pairNotificationsOf([admin.id])).toEqual([]);
  });

  it('tells the four people of two running pairs their new partner when mentors are swapped', async () => {
    const process = await mentoringProcess('IN_PROGRESS');
    const first = await addPair(process.id, 'Pedro', 'Marta');
    const second = await addPair(process.id, 'Lucía', 'Rosa');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/process/${process.id}/swap_pairs`,
      payload: { pairId1: first.pair.id, pairId2: second.pair.id },
      ...admin,
    });
    expect(res.statusCode, res.body).toBe(200);

    const changed = (
      await pairNotificationsOf([first.mentee.id, first.mentor.id, second.mentee.id, second.mentor.id])
    ).filter((n) => n.type === pairNotificationTypes.changed);
    const titleTo = (id: string) => changed.find((n) => n.userId === id)?.title;
    expect(changed).toHaveLength(4);
    expect(titleTo(first.mentee.id)).toBe(`Tu nueva pareja en ${process.name} es Rosa Usuaria`);
    expect(titleTo(second.mentee.id)).toBe(`Tu nueva pareja en ${process.name} es Marta Usuaria`);
    expect(titleTo(first.mentor.id)).toBe(`Tu nueva pareja en ${process.name} es Lucía Usuaria`);
    expect(titleTo(second.mentor.id)).toBe(`Tu nueva pareja en ${process.name} es Pedro Usuaria`);
  });

  it('tells nobody of a swap in pre-kickoff, or of a refused one', async () => {
    const process = await mentoringProcess('KICKOFF');
    const first = await addPair(process.id, 'Pedro', 'Marta');
    const second = await addPair(process.id, 'Lucía', 'Rosa');
    const swap = (pairId2: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/process/${process.id}/swap_pairs`,
        payload: { pairId1: first.pair.id, pairId2 },
        ...admin,
      });

    expect((await swap(second.pair.id)).statusCode).toBe(200);
    expect((await swap(first.pair.id)).statusCode).toBe(400);
    expect(await pairNotificationsOf([first.mentee.id, first.mentor.id, second.mentee.id, second.mentor.id])).toEqual(
      [],
    );
  });
});
