import {
  chatMessages,
  groupChatMessages,
  type ChallengeSent,
  type ChatMessage,
  type ChatRoom,
  type MemberAttraction,
} from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionGroupsFixture, chatClient, pairedProcess } from '../../../test/chatFixtures';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { graphqlOverHttp, listen, listenForLiveSockets, liveClient, until } from '../../../test/graphqlClient';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { attractionGroupStudents, challengesSent, chatRoomMembers, chatRooms } from '../../db/schema';

let t: TestApp;
let wsUrl: string;
let clientId: string;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  wsUrl = await listenForLiveSockets(t.app);
  clientId = await chatClient(t.db);
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
});
afterAll(async () => {
  await t.close();
});

const gql = graphqlOverHttp(() => t.app);

const MESSAGE = 'messageId kind cursor text sentBy { userId name }';
const ROOM_OF_PROCESS = `query ($processId: ID!) {
  groupChatRoomOfProcess(processId: $processId) { id kind groupId canWrite readOnly members { userId } }
}`;
const GROUP_ROOM = `query ($id: ID!, $after: String) {
  groupChatRoom(id: $id) { id kind canWrite readOnly members { userId }
    messages(after: $after) { hasMore messages { ${MESSAGE} } } }
}`;
const SEND = `mutation ($groupChatRoomId: ID!, $text: String!) {
  createGroupMessage(groupChatRoomId: $groupChatRoomId, text: $text) { ${MESSAGE} }
}`;
const CHALLENGES = `query ($processId: ID!) { challengesSent(processId: $processId) { title text sentAt processId } }`;

async function roomOf(session: TestSession, processId: string) {
  const reply = await gql<{ groupChatRoomOfProcess: ChatRoom | null }>(session, ROOM_OF_PROCESS, { processId });
  expect(reply.error).toBeNull();
  return reply.data!.groupChatRoomOfProcess;
}

async function roomMessages(session: TestSession, id: string, after?: string) {
  const reply = await gql<{ groupChatRoom: { messages: { messages: ChatMessage[]; hasMore: boolean } } }>(
    session,
    GROUP_ROOM,
    { id, after },
  );
  expect(reply.error).toBeNull();
  return reply.data!.groupChatRoom.messages.messages;
}

const send = (session: TestSession, groupChatRoomId: string, text: string) =>
  gql<{ createGroupMessage: ChatMessage }>(session, SEND, { groupChatRoomId, text });

const sendChallenge = (session: TestSession, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/challenge/send', headers: session.headers, payload });
const massMessage = (session: TestSession, processId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/process/attraction/${processId}/mass_message/`,
    headers: session.headers,
    payload,
  });

describe('group chat rooms', () => {
  it("opens a group's room on first use with its tutor and students, one room per group", async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const ana = await roomOf(f.ana.session, f.process.id);
    expect(ana).toMatchObject({ kind: 'GROUP', groupId: f.groupA.id, canWrite: true, readOnly: false });
    expect(ana!.members.map((m) => m.userId).sort()).toEqual([f.ana.id, f.berta.id, f.tamara.id].sort());
    expect((await roomOf(f.tamara.session, f.process.id))!.id).toBe(ana!.id);
    const carla = await roomOf(f.carla.session, f.process.id);
    expect(carla!.id).not.toBe(ana!.id);
    expect(carla!.members.map((m) => m.userId).sort()).toEqual([f.carla.id, f.tomas.id].sort());
    // Someone of the process without a group, and the one-to-one list, show no group room.
    const lone = await signIn(t.app, (await createUser(t.db)).email);
    expect(await roomOf(lone, f.process.id)).toBeNull();
    const list = await gql<{ chatRooms: ChatRoom[] }>(f.ana.session, 'query { chatRooms { id } }');
    expect(list.data!.chatRooms).toEqual([]);
  });

  it("lets only the group's people write; another group's student and admins are refused, admins read", async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const roomId = (await roomOf(f.ana.session, f.process.id))!.id;
    const sent = await send(f.tamara.session, roomId, '  Hola grupo  ');
    expect(sent.error).toBeNull();
    expect(sent.data!.createGroupMessage).toMatchObject({ kind: 'TEXT', text: 'Hola grupo' });
    expect((await send(f.berta.session, roomId, 'Hola profe')).error).toBeNull();

    const carla = await send(f.carla.session, roomId, 'Me colé');
    expect(carla.error).toMatchObject({ type: 'forbidden', message: chatMessages.notMember });
    const carlaReads = await gql(f.carla.session, GROUP_ROOM, { id: roomId });
    expect(carlaReads.error?.type).toBe('forbidden');

    const adminWrites = await send(admin, roomId, 'Soy admin');
    expect(adminWrites.error).toMatchObject({ type: 'forbidden', message: chatMessages.adminReadOnly });
    const adminRoom = await gql<{ groupChatRoom: ChatRoom }>(admin, GROUP_ROOM, { id: roomId });
    expect(adminRoom.data!.groupChatRoom.canWrite).toBe(false);
    expect((await roomMessages(admin, roomId)).map((m) => m.text)).toEqual(['Hola grupo', 'Hola profe']);

    expect((await send(f.ana.session, roomId, '   ')).error?.message).toBe(chatMessages.emptyMessage);
    expect((await send(f.ana.session, roomId, 'x'.repeat(4001))).error?.message).toBe(chatMessages.messageTooLong);
  });

  it('is not the way into a one-to-one room', async () => {
    const { pair, student } = await pairedProcess(t.app, t.db, clientId);
    await gql(student.session, 'query { chatRooms { id } }');
    const [room] = await t.db.select().from(chatRooms).where(eq(chatRooms.pairId, pair.id));
    const reply = await send(student.session, room!.id, 'Hola');
    expect(reply.error?.type).toBe('chat_not_group_room');
  });

  it('follows a swap: the moved student leaves the old room and joins the new one', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const roomA = (await roomOf(f.ana.session, f.process.id))!.id;
    const roomB = (await roomOf(f.carla.session, f.process.id))!.id;
    // Berta and Carla swap groups (as the swap of spec 001 §5 leaves the rows).
    await t.db
      .update(attractionGroupStudents)
      .set({ groupId: f.groupB.id })
      .where(and(eq(attractionGroupStudents.groupId, f.groupA.id), eq(attractionGroupStudents.userId, f.berta.id)));
    await t.db
      .update(attractionGroupStudents)
      .set({ groupId: f.groupA.id })
      .where(and(eq(attractionGroupStudents.groupId, f.groupB.id), eq(attractionGroupStudents.userId, f.carla.id)));

    // Before anyone opens the rooms again the group already decides who may write.
    expect((await send(f.berta.session, roomA, 'Sigo aquí')).error?.type).toBe('forbidden');
    expect((await send(f.carla.session, roomA, 'Hola grupo nuevo')).error).toBeNull();
    const members = await t.db.select().from(chatRoomMembers).where(eq(chatRoomMembers.chatRoomId, roomA));
    expect(members.map((m) => m.userId).sort()).toEqual([f.ana.id, f.carla.id, f.tamara.id].sort());
    expect((await roomOf(f.berta.session, f.process.id))!.id).toBe(roomB);
  });

  it('hands a reconnecting client what it missed, by cursor', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const roomId = (await roomOf(f.ana.session, f.process.id))!.id;
    const first = (await send(f.ana.session, roomId, 'uno')).data!.createGroupMessage;
    await send(f.tamara.session, roomId, 'dos');
    await send(f.berta.session, roomId, 'tres');
    const missed = await roomMessages(f.ana.session, roomId, first.cursor);
    expect(missed.map((m) => m.text)).toEqual(['dos', 'tres']);
  });

  it('delivers live to the members listening, and not to the other group', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const roomA = (await roomOf(f.ana.session, f.process.id))!.id;
    const client = liveClient(wsUrl, f.ana.session);
    try {
      const sub = await listen<ChatMessage>(
        client,
        `subscription ($id: ID!) { groupChatRoomMessages(groupChatRoomId: $id) { ${MESSAGE} } }`,
        { id: roomA },
      );
      await send(f.tamara.session, roomA, 'En vivo');
      await until(() => sub.events.length === 1, 'the live message');
      expect(sub.events[0]).toMatchObject({ text: 'En vivo', kind: 'TEXT', sentBy: { userId: f.tamara.id } });
      const carla = liveClient(wsUrl, f.carla.session);
      const refused = await listen<ChatMessage>(
        carla,
        `subscription ($id: ID!) { groupChatRoomMessages(groupChatRoomId: $id) { ${MESSAGE} } }`,
        { id: roomA },
      ).catch((error: unknown) => ({ errors: [error], events: [] as ChatMessage[] }));
      // The refusal comes once the access check has read the group (on PostgreSQL, after the socket's next answer).
      await until(() => refused.errors.length > 0, 'the refusal of the other group');
      expect(refused.events).toEqual([]);
      await carla.dispose();
    } finally {
      await client.dispose();
    }
  });
});

describe('challenges sent', () => {
  it("puts the challenge in every group's room and in challengesSent, live", async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const client = liveClient(wsUrl, f.carla.session);
    try {
      const sub = await listen<ChallengeSent>(
        client,
        'subscription ($processId: ID!) { challengesSent(processId: $processId) { title text processId } }',
        { processId: f.process.id },
      );
      const res = await sendChallenge(admin, {
        processId: f.process.id,
        title: 'Reto 1',
        text: 'Diseñen un prototipo',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ groupCount: 2, challengeSent: { title: 'Reto 1' } });
      await until(() => sub.events.length === 1, 'the live challenge');
      expect(sub.events[0]).toEqual({ title: 'Reto 1', text: 'Diseñen un prototipo', processId: f.process.id });
    } finally {
      await client.dispose();
    }
    for (const person of [f.ana, f.carla]) {
      const room = await roomOf(person.session, f.process.id);
      const messages = await roomMessages(person.session, room!.id);
      expect(messages.map((m) => [m.kind, m.text])).toEqual([['CHALLENGE', 'Reto 1\nDiseñen un prototipo']]);
    }
    const list = await gql<{ challengesSent: ChallengeSent[] }>(f.tamara.session, CHALLENGES, {
      processId: f.process.id,
    });
    expect(list.data!.challengesSent).toMatchObject([{ title: 'Reto 1', text: 'Diseñen un prototipo' }]);
    // Someone outside the process does not read them.
    const stranger = await signIn(t.app, (await createUser(t.db)).email);
    expect((await gql(stranger, CHALLENGES, { processId: f.process.id })).error?.type).toBe('forbidden');
  });

  it('is only for admins, only while in progress, and says what is missing', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    expect((await sendChallenge(f.tamara.session, { processId: f.process.id, title: 'x', text: 'y' })).statusCode).toBe(
      403,
    );
    const noTitle = await sendChallenge(admin, { processId: f.process.id, title: ' ', text: 'y' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(groupChatMessages.challengeRequired);
    const noText = await sendChallenge(admin, { processId: f.process.id, title: 'Reto', text: '  ' });
    expect(noText.json().error.message).toBe(groupChatMessages.challengeTextRequired);

    for (const status of ['KICKOFF', 'FINALIZED'] as const) {
      const other = await attractionGroupsFixture(t.app, t.db, clientId, status);
      const res = await sendChallenge(admin, { processId: other.process.id, title: 'Reto', text: 'Texto' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(groupChatMessages.notInProgress);
      expect(await t.db.select().from(challengesSent).where(eq(challengesSent.processId, other.process.id))).toEqual(
        [],
      );
    }
  });
});

describe('mass messages', () => {
  it('reach only the chosen groups, as announcements', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const res = await massMessage(admin, f.process.id, { groupIds: [f.groupB.id], text: 'Reunión el lunes' });
    expect(res.statusCode).toBe(200);
    expect(res.json().groupCount).toBe(1);
    const roomB = await roomOf(f.carla.session, f.process.id);
    expect((await roomMessages(f.carla.session, roomB!.id)).map((m) => [m.kind, m.text])).toEqual([
      ['ANNOUNCEMENT', 'Reunión el lunes'],
    ]);
    const roomA = await roomOf(f.ana.session, f.process.id);
    expect(await roomMessages(f.ana.session, roomA!.id)).toEqual([]);
  });

  it('checks groups, text, the process state and who asks', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const none = await massMessage(admin, f.process.id, { groupIds: [], text: 'Hola' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(groupChatMessages.groupsRequired);
    const noText = await massMessage(admin, f.process.id, { groupIds: [f.groupA.id], text: ' ' });
    expect(noText.json().error.message).toBe(groupChatMessages.massTextRequired);

    const other = await attractionGroupsFixture(t.app, t.db, clientId);
    const foreign = await massMessage(admin, f.process.id, { groupIds: [other.groupA.id], text: 'Hola' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(groupChatMessages.groupNotOfProcess);

    const finished = await attractionGroupsFixture(t.app, t.db, clientId, 'FINALIZED');
    const late = await massMessage(admin, finished.process.id, { groupIds: [finished.groupA.id], text: 'Hola' });
    expect(late.statusCode).toBe(409);

    expect((await massMessage(f.tamara.session, f.process.id, { groupIds: [f.groupA.id], text: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe("a member's attraction process", () => {
  it('shows the student her group with its chat room and the challenges sent; the tutor hers', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/students/me/attraction/${f.process.id}`,
      headers: f.ana.session.headers,
    });
    expect(before.statusCode).toBe(200);
    const view = before.json() as MemberAttraction;
    expect(view).toMatchObject({ processId: f.process.id, name: f.process.name, challengesSent: [] });
    expect(view.group!.mentor.userId).toBe(f.tamara.id);
    expect(view.group!.students.map((s) => s.name)).toEqual(['Ana', 'Berta']);
    expect(view.group!.groupChatRoomId).toBe((await roomOf(f.ana.session, f.process.id))!.id);

    await sendChallenge(admin, { processId: f.process.id, title: 'Reto', text: 'Texto' });
    const tutor = await t.app.inject({
      method: 'GET',
      url: `/api/mentors/me/attraction/${f.process.id}`,
      headers: f.tamara.session.headers,
    });
    expect(tutor.json()).toMatchObject({
      group: { groupId: f.groupA.id, groupChatRoomId: view.group!.groupChatRoomId },
      challengesSent: [{ title: 'Reto', text: 'Texto' }],
    });
    // As a student the tutor has no group.
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api/students/me/attraction/${f.process.id}`,
      headers: f.tamara.session.headers,
    });
    expect(asStudent.json().group).toBeNull();
  });

  it('is closed to people outside the process', async () => {
    const f = await attractionGroupsFixture(t.app, t.db, clientId);
    const stranger = await signIn(t.app, (await createUser(t.db)).email);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/students/me/attraction/${f.process.id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
