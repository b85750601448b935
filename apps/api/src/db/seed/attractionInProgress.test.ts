import type { MemberAttraction } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { chatMessages, chatRooms, processes } from '../schema';
import {
  DEMO_ATTRACTION_IN_PROGRESS_NAME,
  DEMO_ATTRACTION_PEOPLE,
  seedDemoAttractionInProgress,
} from './attractionInProgress';
import { DEMO_PASSWORD, seedDemoData } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoAttractionInProgress(t.db);
});
afterAll(async () => t.close());

async function tokenOf(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}

describe('seedDemoAttractionInProgress', () => {
  it('gives the demo an attraction process in progress whose student sees her tutor, group and challenge', async () => {
    const [process] = await t.db.select().from(processes).where(eq(processes.name, DEMO_ATTRACTION_IN_PROGRESS_NAME));
    expect(process).toMatchObject({ status: 'IN_PROGRESS', serviceTypes: ['ATTRACTION'] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/students/me/attraction/${process!.id}`,
      headers: await tokenOf('estudiante@enlaza.test'),
    });
    expect(res.statusCode).toBe(200);
    const view = res.json() as MemberAttraction;
    expect(view.group!.mentor.email).toBe('tutora@enlaza.test');
    expect(view.group!.students.map((s) => s.name)).toEqual(['Camila', 'Javiera']);
    expect(view.challengesSent.map((c) => c.title)).toEqual(['Desafío 1: Conoce la empresa']);

    const rooms = await t.db.select().from(chatRooms).where(eq(chatRooms.processId, process!.id));
    expect(rooms).toHaveLength(2);
    const messages = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatRoomId, view.group!.groupChatRoomId));
    expect(messages.filter((m) => m.kind === 'CHALLENGE')).toHaveLength(1);
    expect(messages.length).toBeGreaterThan(3);
    // Written over the last days in the order they were sent, the challenge a day ago: history, not seeding time.
    const inOrder = [...messages].sort((a, b) => Number(a.seq) - Number(b.seq)).map((m) => m.createdAt.getTime());
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
    const hoursAgo = (m: { createdAt: Date }) => (Date.now() - m.createdAt.getTime()) / 3_600_000;
    expect(hoursAgo(messages.find((m) => m.kind === 'CHALLENGE')!)).toBeCloseTo(24, 0);
    expect(Math.max(...messages.map(hoursAgo))).toBeGreaterThan(60);

    const tutor = await t.app.inject({
      method: 'GET',
      url: `/api/mentors/me/attraction/${process!.id}`,
      headers: await tokenOf('tutor@enlaza.test'),
    });
    expect(tutor.json().group.students.map((s: { name: string }) => s.name)).toEqual(['Florencia', 'Matías']);
  });

  it('lists the process among the student’s processes and seeds it once', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/students/me/processes',
      headers: await tokenOf('estudiante2@enlaza.test'),
    });
    expect(list.json().map((p: { name: string; serviceType: string }) => [p.name, p.serviceType])).toEqual([
      [DEMO_ATTRACTION_IN_PROGRESS_NAME, 'ATTRACTION'],
    ]);
    await seedDemoAttractionInProgress(t.db);
    expect(await t.db.$count(processes, eq(processes.name, DEMO_ATTRACTION_IN_PROGRESS_NAME))).toBe(1);
  });

  it("gives its people complete profiles, so they can accept another programme's invitation", async () => {
    for (const person of [...DEMO_ATTRACTION_PEOPLE.tutors, ...DEMO_ATTRACTION_PEOPLE.students]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: await tokenOf(person.email) });
      expect([person.email, me.json().missingFields]).toEqual([person.email, []]);
    }
  });
});
