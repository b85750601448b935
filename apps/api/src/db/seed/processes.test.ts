import {
  isWithinSessionRange,
  pairCriteria,
  pairNotificationTypes,
  processNotificationTypes,
  sessionNotificationTypes,
  shiftDay,
  type MemberNetworking,
  processStartDay,
  processStatuses,
  sessionRangeOf,
  todayInAppTimeZone,
} from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { and, eq, inArray } from 'drizzle-orm';
import { createPairsRepository } from '../../modules/pairs';
import { eventAttendances, pairSessions, pairs, processes, questionaryInvitations, users } from '../schema';
import { DEMO_CLIENT_NAME, DEMO_PASSWORD, seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { DEMO_NETWORKING, seedDemoProcesses } from './processes';

const TODAY = '2026-11-22';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  await seedDemoLibrary(t.db);
  await seedDemoProcesses(t.db, TODAY);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'admin@enlaza.test', password: DEMO_PASSWORD },
  });
  headers = { authorization: `Bearer ${res.json().accessToken as string}` };
});
afterAll(async () => t.close());

/** The authorization header of a demo account, signed in with the demo password. */
async function headersOf(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${res.json().accessToken as string}` };
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers }).then((res) => res.json());

describe('seedDemoProcesses', () => {
  it("gives the pairs in progress their first session's tasks, one of each state", async () => {
    const [inProgress] = (await get('/api/process?status=IN_PROGRESS')).docs;
    const [pair] = await t.db.select().from(pairs).where(eq(pairs.processId, inProgress.processId));
    const tasks = await get(`/api/process/pair/${pair!.id}/tasks`);
    expect(tasks.map((task: { completed: boolean; value: number }) => [task.completed, task.value])).toEqual([
      [true, 1],
      [false, 2],
      [false, 0],
    ]);
  });

  it("shows the demo mentee her pair's chat with the mentor's last message unread, and her matches' chats", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: await headersOf('mentee@enlaza.test'),
      payload: {
        query: `{ chatRooms { kind unreadCount lastMessage { text createdAt sentBy { name } }
          messages(limit: 100) { messages { text } } } }`,
      },
    });
    type Room = {
      kind: string;
      unreadCount: number;
      lastMessage: { text: string; createdAt: string; sentBy: { name: string } };
      messages: { messages: { text: string }[] };
    };
    const rooms = res.json().data.chatRooms as Room[];
    const pairRoom = rooms.find((room) => room.kind === 'PAIR')!;
    expect(pairRoom.unreadCount).toBe(1);
    expect(pairRoom.messages.messages).toHaveLength(7);
    expect(pairRoom.lastMessage.text).toMatch(/^Te dejé en el campus una lectura corta/);
    // Written two hours ago, as history: not at the moment the demo was seeded.
    const hoursAgo = (Date.now() - Date.parse(pairRoom.lastMessage.createdAt)) / 3_600_000;
    expect(hoursAgo).toBeGreaterThan(1.9);
    expect(hoursAgo).toBeLessThan(2.5);
    const matchRooms = rooms.filter((room) => room.kind === 'MATCH');
    expect(matchRooms).toHaveLength(2);
    for (const room of matchRooms) expect(room.messages.messages).toHaveLength(3);
  });

  it('invited and started the process in progress through its services: the demo mentee was told each, that day', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?page=1',
      headers: await headersOf('mentee@enlaza.test'),
    });
    const [inProgress] = (await get('/api/process?status=IN_PROGRESS')).docs;
    const [mentee] = await t.db.select().from(users).where(eq(users.email, 'mentee@enlaza.test'));
    const [pair] = await t.db
      .select()
      .from(pairs)
      .where(and(eq(pairs.processId, inProgress.processId), eq(pairs.studentId, mentee!.id)));
    type Notice = { type: string; entityId: string; createdAt: string; seen: boolean };
    const aboutIt = (mine.json().docs as Notice[]).filter(
      (n) => n.entityId === inProgress.processId || n.entityId === pair!.id,
    );
    const dayOf = (type: string) => aboutIt.find((n) => n.type === type)?.createdAt.slice(0, 10);
    const startDay = processStartDay(inProgress);
    // Invited ten days before it started; told it started, and who her mentor is, on the day it did.
    expect(dayOf(processNotificationTypes.invited)).toBe(shiftDay(startDay, -10));
    expect(dayOf(processNotificationTypes.started)).toBe(startDay);
    expect(dayOf(pairNotificationTypes.published)).toBe(startDay);
    // Her mentor scheduled the odd sessions (she the second), each five days ahead: she was told then.
    const sessions = (await t.db.select().from(pairSessions).where(eq(pairSessions.pairId, pair!.id))).sort(
      (a, b) => a.sessionNumber - b.sessionNumber,
    );
    const scheduled = aboutIt.filter((n) => n.type === sessionNotificationTypes.scheduled);
    expect(scheduled.map((n) => n.createdAt).sort()).toEqual(
      [sessions[0]!, sessions[2]!].map((s) => new Date(s.scheduleDate!.getTime() - 5 * 86_400_000).toISOString()),
    );
    expect(aboutIt).toHaveLength(5);
    expect(aboutIt.every((n) => n.seen)).toBe(true);
  });

  it('serves one process of the demo client in each status', async () => {
    for (const status of processStatuses) {
      const list = await get(`/api/process?status=${status}`);
      expect(list.totalDocs).toBe(1);
      expect(list.docs[0].client.name).toBe(DEMO_CLIENT_NAME);
      expect(list.docs[0].owner.email).toBe('admin@enlaza.test');
      // The process in progress also has two more pairs of other demo people; the pre-kickoff one four more
      // mentees for its networking.
      const mentors = status === 'IN_PROGRESS' ? 3 : 1;
      const mentees = status === 'IN_PROGRESS' ? 3 : status === 'KICKOFF' ? 5 : 1;
      expect(list.docs[0].mentorsCount).toBe(mentors);
      expect(list.docs[0].studentsCount).toBe(mentees);
    }
    const report = await get('/api/process/progress-report');
    expect(report).toMatchObject({ totalProcesses: 4, draftProcesses: 1, kickoffProcesses: 1 });
  });

  it('uses the demo library and leaves the draft waiting for the mentee', async () => {
    const [draft] = (await get('/api/process?status=DRAFT')).docs;
    expect(draft.name).toBe('Compañía Demo - Mentoría - 2026');
    expect(draft.estimatedStartDate > TODAY).toBe(true);
    const detail = await get(`/api/process/${draft.processId}`);
    expect(detail.mentorship.name).toBe('Pauta Mentoría Enlaza');
    expect(detail.mdi).not.toBeNull();
    expect(detail.sessionsFeedbackBundle).not.toBeNull();
    expect(detail.ungrouped).toBe(false);
    const mentees = await get(`/api/process/${draft.processId}/participants?role=STUDENT`);
    expect(mentees.docs[0].invitationStatus).toBe('PENDING');
    const kickoff = await t.app.inject({ method: 'PUT', url: `/api/process/${draft.processId}/kickoff`, headers });
    expect(kickoff.statusCode).toBe(409);
  });

  it('pairs the demo mentee in the process in progress: a living programme with an event today', async () => {
    const menteeHeaders = await headersOf('mentee@enlaza.test');
    const mine = await t.app.inject({ method: 'GET', url: '/api/students/me/processes', headers: menteeHeaders });
    const [inProgress, finalized] = mine.json();
    expect(inProgress.status).toBe('IN_PROGRESS');
    expect(finalized.status).toBe('FINALIZED');
    expect(inProgress.mePair.pairName).toBe('Valentina Soto');
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/me/process/${inProgress.mePair.pairId as string}`,
        headers: menteeHeaders,
      })
    ).json();
    expect(view.sessions.map((s: { status: string }) => s.status)).toEqual([
      'COMPLETED',
      'REALIZED',
      'PENDING_AND_SCHEDULED',
      'PENDING_NO_DATE',
    ]);
    expect(new Date(view.sessions[2].scheduleDate).getTime()).toBeLessThan(Date.now());
    expect(view.sessions[3].enabled).toBe(false);
    const today = view.events.find((e: { name: string }) => e.name === 'Encuentro de networking');
    expect(todayInAppTimeZone(new Date(today.eventDate))).toBe(TODAY);
    expect(
      new Date(today.eventDate).toLocaleString('en-US', { timeZone: 'America/Santiago', hour12: false }),
    ).toContain('19:00');
    // The demo pair attended the kickoff, marked on its day.
    const kickoff = view.events.find((e: { name: string }) => e.name === 'Kickoff del programa');
    const attendees = await t.db
      .select({ userId: eventAttendances.userId, markedAt: eventAttendances.markedAt })
      .from(eventAttendances)
      .where(eq(eventAttendances.eventId, kickoff.eventId));
    expect(attendees).toHaveLength(2);
    for (const { markedAt } of attendees) {
      expect(todayInAppTimeZone(markedAt)).toBe(todayInAppTimeZone(new Date(kickoff.eventDate)));
    }
  });

  it("lets the demo mentee open her pair's session guides (the library's dynamic template)", async () => {
    const menteeHeaders = await headersOf('mentee@enlaza.test');
    const [inProgress] = (
      await t.app.inject({ method: 'GET', url: '/api/students/me/processes', headers: menteeHeaders })
    ).json();
    const guide = await t.app.inject({
      method: 'POST',
      url: `/api/process/pair/${inProgress.mePair.pairId as string}/session/1/guide`,
      headers: menteeHeaders,
    });
    expect(guide.statusCode).toBe(200);
    expect(guide.json().questionary.questionGroups.length).toBeGreaterThan(0);
  });

  it("finishes the guides of the sessions the pairs closed, as the admin's Seguimiento shows them", async () => {
    const [inProgress] = (await get('/api/process?status=IN_PROGRESS')).docs;
    const tracking = await get(`/api/process/${inProgress.processId as string}/tracking?limit=100`);
    const sessions = tracking.pairs.flatMap(
      (pair: { sessions: Array<{ status: string; guideStatus: unknown }> }) => pair.sessions,
    );
    const closed = sessions.filter((s: { status: string }) => s.status === 'COMPLETED');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((s: { guideStatus: unknown }) => s.guideStatus === 'COMPLETED')).toBe(true);
    expect(
      sessions
        .filter((s: { status: string }) => s.status !== 'COMPLETED')
        .map((s: { guideStatus: unknown }) => s.guideStatus),
    ).not.toContain('COMPLETED');
    // Each finished guide keeps its answers, read back as the guide page reads them.
    const finished = await t.db
      .select({ id: questionaryInvitations.id })
      .from(questionaryInvitations)
      .where(eq(questionaryInvitations.entityType, 'MENTORSHIP_GUIDE'));
    const shown = await get(`/api/questionary-invitations/template/${finished[0]!.id}`);
    expect(shown.status).toBe('COMPLETED');
    expect(shown.answers.length).toBeGreaterThan(0);
  });

  it('gives the demo mentee networking matches: chats open in the process in progress, not yet in pre-kickoff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/networking/matches',
      headers: await headersOf('mentee@enlaza.test'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [inProgress, kickoff] = res.json() as MemberNetworking;
    expect(inProgress).toMatchObject({ status: 'IN_PROGRESS', name: 'Compañía Demo - Mentoría Talento - 2026' });
    expect(kickoff).toMatchObject({ status: 'KICKOFF', name: 'Compañía Demo - Mentoría Líderes - 2026' });
    expect(inProgress!.matches.map((m) => m.partner.name).sort()).toEqual(['Sofía', 'Tomás']);
    expect(inProgress!.matches.every((m) => m.chatEnabled && m.chatRoomId !== null)).toBe(true);
    expect(kickoff!.matches).toHaveLength(2);
    expect(kickoff!.matches.every((m) => !m.chatEnabled)).toBe(true);
    for (const match of [...inProgress!.matches, ...kickoff!.matches]) {
      expect(match.affinity).toBeGreaterThan(0);
      expect(match.breakdown.filter((c) => c.value !== null).map((c) => c.criterion)).toEqual([
        'businessArea',
        'level',
        'interests',
      ]);
    }
    const matches = await t.app.inject({
      method: 'GET',
      url: `/api/process/${inProgress!.processId}/matches`,
      headers,
    });
    expect(matches.json()).toMatchObject({ totalDocs: 3, numberOfMatch: 2, numberOfChatsEnabled: 2 });
  });

  it("evaluates the held sessions: the demo mentee's second one waits for her, the rest are answered", async () => {
    const menteeHeaders = await headersOf('mentee@enlaza.test');
    const mentorHeaders = await headersOf('mentora@enlaza.test');
    const call = (url: string, h: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: h });
    const [inProgress] = (await call('/api/students/me/processes', menteeHeaders)).json();
    const pairId = inProgress.mePair.pairId as string;

    const pending = (await call('/api/users/me/pending_tasks/', menteeHeaders)).json();
    expect(pending.pendingFeedbacks).toEqual([
      expect.objectContaining({ pairId, sessionNumber: 2, processName: inProgress.name }),
    ]);
    expect((await call('/api/users/me/pending_tasks/', mentorHeaders)).json().pendingFeedbacks).toEqual([]);

    const mine = (await call(`/api/users/me/process/${pairId}`, menteeHeaders)).json();
    expect(mine.sessions.slice(0, 2).map((s: { feedback: unknown }) => s.feedback)).toEqual([
      { invitationId: expect.any(String), answered: true },
      { invitationId: pending.pendingFeedbacks[0].invitationId, answered: false },
    ]);
    const theirs = (await call(`/api/users/me/process/${pairId}`, mentorHeaders)).json();
    expect(theirs.sessions.slice(0, 2).map((s: { status: string }) => s.status)).toEqual(['COMPLETED', 'COMPLETED']);

    const report = await get(`/api/feedback/listAnsweredFeedbacksReport?processId=${inProgress.processId as string}`);
    expect(report.sessionsCount).toBe(4);
    // Five held sessions in the process (two per paired demo people, one of the third pair), a mentee's twice open.
    expect(report).toMatchObject({ sent: 10, answered: 8 });
    const firstMentees = report.sessions[0].roles.find((r: { role: string }) => r.role === 'STUDENT');
    expect(firstMentees.questions.find((q: { type: string }) => q.type === 'RATE').answersCount).toBe(2);

    // With the finalized process's: its four sessions were held, the bundle evaluates the first three.
    const count = () => t.db.$count(questionaryInvitations, eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'));
    expect(await count()).toBe(10 + 6);
  });

  it('gives every demo participant a full profile, so the pairs in progress score 45–85 % with a breakdown', async () => {
    const emails = [
      'mentora@enlaza.test',
      'mentee@enlaza.test',
      'carolina.rojas@enlaza.test',
      'andres.munoz@enlaza.test',
      'sofia.diaz@enlaza.test',
      'tomas.silva@enlaza.test',
      'martina.fuentes@enlaza.test',
      'josefa.morales@enlaza.test',
      'ignacia.reyes@enlaza.test',
      'antonia.herrera@enlaza.test',
    ];
    const people = await t.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    expect(people).toHaveLength(emails.length);
    const { profiles } = await createPairsRepository(t.db).profilesOf(
      people.map((p) => ({ userId: p.id, role: 'STUDENT' as const })),
    );
    for (const profile of profiles) {
      expect(profile.interests.length).toBeGreaterThanOrEqual(1);
      expect(profile.adviceIds.length).toBeGreaterThanOrEqual(3);
      expect(profile.adviceIds.length).toBeLessThanOrEqual(4);
      expect(profile.adviceIds).toContain(profile.mainAdviceId);
      expect(profile.attributeIds.length).toBeGreaterThanOrEqual(2);
      expect(profile.businessPositionId).not.toBeNull();
      expect(profile.levelRank).not.toBeNull();
      expect(profile.businessArea).toBeTruthy();
      expect(profile.region).toBeTruthy();
      expect(profile.company).toBeTruthy();
    }

    const [inProgress] = (await get('/api/process?status=IN_PROGRESS')).docs;
    const list = await get(`/api/process/pairs/${inProgress.processId as string}`);
    expect(list.totalDocs).toBe(3);
    for (const pair of list.docs) {
      expect(pair.affinity).toBeGreaterThanOrEqual(45);
      expect(pair.affinity).toBeLessThanOrEqual(85);
      expect(Object.keys(pair.affinityBreakdown).sort()).toEqual([...pairCriteria].sort());
    }
  });

  it('gives the pre-kickoff process networking with two matches per mentee, so it can start', async () => {
    const [kickoff] = (await get('/api/process?status=KICKOFF')).docs;
    const id = kickoff.processId as string;
    const detail = await get(`/api/process/${id}`);
    expect(detail.serviceType).toEqual(['MENTORING', 'NETWORKING']);
    expect(detail.networking).toEqual(DEMO_NETWORKING);
    const matches = await get(`/api/process/${id}/matches?limit=50`);
    expect(matches.numberOfMatch).toBe(2);
    expect(matches.totalDocs).toBe(5);
    const partners = new Map<string, Set<string>>();
    for (const match of matches.docs) {
      expect(match.studentA.userId).not.toBe(match.studentB.userId);
      expect(match.affinity).toBeGreaterThan(0);
      for (const [me, other] of [
        [match.studentA.userId, match.studentB.userId],
        [match.studentB.userId, match.studentA.userId],
      ]) {
        partners.set(me, (partners.get(me) ?? new Set()).add(other));
      }
    }
    expect(partners.size).toBe(5);
    for (const set of partners.values()) expect(set.size).toBe(2);

    const start = await t.app.inject({ method: 'PUT', url: `/api/process/${id}/start`, headers });
    expect(start.statusCode, start.body).toBe(200);
  });

  it('dates every demo session inside its own period, the one a member scheduling it is offered', async () => {
    const rows = await t.db
      .select({
        sessionNumber: pairSessions.sessionNumber,
        scheduleDate: pairSessions.scheduleDate,
        process: processes.name,
        startDate: processes.startDate,
        estimatedStartDate: processes.estimatedStartDate,
        ranges: processes.sessionsDateRanges,
      })
      .from(pairSessions)
      .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
      .innerJoin(processes, eq(processes.id, pairs.processId));
    const dated = rows.filter((row) => row.scheduleDate !== null);
    // The finalized pair's four, the demo pair's three, and four of the two other pairs in progress.
    expect(dated).toHaveLength(11);
    for (const row of dated) {
      const startDay = processStartDay({
        startDate: row.startDate?.toISOString() ?? null,
        estimatedStartDate: row.estimatedStartDate,
      });
      const range = sessionRangeOf(row.sessionNumber, startDay, row.ranges);
      const where = `${row.process}, sesión ${row.sessionNumber} el ${row.scheduleDate!.toISOString()}`;
      expect(range, where).not.toBeNull();
      expect(isWithinSessionRange(row.scheduleDate!, range), `${where} fuera de ${range!.start}–${range!.end}`).toBe(
        true,
      );
    }
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.$count(processes);
    await seedDemoProcesses(t.db, TODAY);
    expect(await t.db.$count(processes)).toBe(before);
  });
});
