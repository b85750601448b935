import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  chatMessages,
  errorMessages,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomUpdate,
} from '@enlaza/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { chatClient, chatMatchFixture, pairedProcess } from '../../../test/chatFixtures';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { graphqlOverHttp, listen, listenForLiveSockets, liveClient, until } from '../../../test/graphqlClient';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { chatMessages as messagesTable, mailOutbox, notifications, pairs, processParticipants } from '../../db/schema';
import { createDatabaseCounterStore } from '../../plugins/counters';
import { createLiveEvents } from '../../plugins/graphql';
import { createJobQueue } from '../../plugins/jobs';
import { createMailer } from '../../plugins/mail';
import { createNotificationsRepository, createNotificationsService } from '../notifications';
import { createChatRepository } from './chat.repository';
import { createChatService } from './chat.service';

let t: TestApp;
let wsUrl: string;
let clientId: string;
let admin: TestSession;

beforeAll(async () => {
  // This suite signs many people in from one address.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  wsUrl = await listenForLiveSockets(t.app);
  clientId = await chatClient(t.db);
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
});
afterAll(async () => {
  await t.close();
});

const gql = graphqlOverHttp(() => t.app);
const socketFor = (session: TestSession) => liveClient(wsUrl, session);

const ROOMS = /* GraphQL */ `
  query {
    chatRooms {
      id
      kind
      pairId
      processName
      canWrite
      readOnly
      unreadCount
      interlocutor {
        userId
        name
        advices
      }
      lastMessage {
        text
      }
    }
  }
`;
const ROOM = /* GraphQL */ `
  query ($id: ID!, $before: String, $after: String, $limit: Int) {
    chatRoom(id: $id) {
      id
      canWrite
      readOnly
      members {
        userId
      }
      messages(before: $before, after: $after, limit: $limit) {
        hasMore
        messages {
          messageId
          cursor
          text
          createdAt
          sentBy {
            userId
            name
          }
        }
      }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($chatRoomId: ID!, $text: String!) {
    createMessage(chatRoomId: $chatRoomId, text: $text) {
      messageId
      cursor
      text
      sentBy {
        userId
      }
    }
  }
`;
const MARK_READ = /* GraphQL */ `
  mutation ($chatRoomId: ID!, $cursor: String!) {
    markChatRoomRead(chatRoomId: $chatRoomId, cursor: $cursor) {
      chatRoomId
      unreadCount
    }
  }
`;

async function roomsOf(session: TestSession) {
  const reply = await gql<{ chatRooms: ChatRoom[] }>(session, ROOMS);
  expect(reply.error).toBeNull();
  return reply.data!.chatRooms;
}

async function send(session: TestSession, chatRoomId: string, text: string) {
  return gql<{ createMessage: ChatMessage }>(session, SEND, { chatRoomId, text });
}

/** A paired process whose pair room the mentee opened (by listing her rooms). */
async function openedPairRoom() {
  const fixture = await pairedProcess(t.app, t.db, clientId);
  const [room] = await roomsOf(fixture.student.session);
  return { ...fixture, roomId: room!.id };
}

/** The chat service as the scheduled unread-mail job runs it, on this suite's database. */
function jobsChatService() {
  const log = pino({ level: 'silent' });
  const jobs = createJobQueue(t.database, log);
  return createChatService({
    repository: createChatRepository(t.db),
    live: createLiveEvents().live,
    counters: createDatabaseCounterStore(t.db, log),
    mailer: createMailer(t.db, jobs, { smtpUrl: undefined, retryLimit: 0, retryDelaySeconds: 1, concurrency: 1 }, log),
    notificationsService: createNotificationsService({ notificationsRepository: createNotificationsRepository(t.db) }),
    config: t.config,
    log,
  });
}

describe('rooms of a member', () => {
  it("opens the pair's room on first use, with the partner as interlocutor and nothing unread", async () => {
    const { pair, mentor, student, process } = await pairedProcess(t.app, t.db, clientId);
    const [room] = await roomsOf(student.session);
    expect(room).toMatchObject({
      kind: 'PAIR',
      pairId: pair.id,
      processName: process.name,
      canWrite: true,
      readOnly: false,
      unreadCount: 0,
      interlocutor: { userId: mentor.id, name: 'Marta', advices: [] },
      lastMessage: null,
    });
    // The mentor finds the same room, not a second one.
    const [mentorsRoom] = await roomsOf(mentor.session);
    expect(mentorsRoom!.id).toBe(room!.id);
    expect(mentorsRoom!.interlocutor!.userId).toBe(student.id);
  });

  it('lists a networking match room whose chat was enabled', async () => {
    const { chatRoomId, first, second } = await chatMatchFixture(t.app, t.db, clientId);
    const rooms = await roomsOf(first.session);
    expect(rooms.map((r) => [r.id, r.kind, r.interlocutor?.userId])).toEqual([[chatRoomId, 'MATCH', second.id]]);
  });

  it('counts what the partner wrote as unread until the member marks it read', async () => {
    const { roomId, mentor, student } = await openedPairRoom();
    await send(mentor.session, roomId, 'Hola Pedro');
    const sent = (await send(mentor.session, roomId, '¿Cuándo nos juntamos?')).data!.createMessage;
    let [room] = await roomsOf(student.session);
    expect(room).toMatchObject({ unreadCount: 2, lastMessage: { text: '¿Cuándo nos juntamos?' } });
    expect((await roomsOf(mentor.session))[0]!.unreadCount).toBe(0);

    const read = await gql<{ markChatRoomRead: ChatRoomUpdate }>(student.session, MARK_READ, {
      chatRoomId: roomId,
      cursor: sent.cursor,
    });
    expect(read.data!.markChatRoomRead.unreadCount).toBe(0);
    [room] = await roomsOf(student.session);
    expect(room!.unreadCount).toBe(0);
  });
});

describe('who may read, write and listen', () => {
  it('refuses a stranger, the other client’s company admin and a mentee of another pair; admins only read', async () => {
    const { roomId, mentor } = await openedPairRoom();
    await send(mentor.session, roomId, 'Solo para mi dupla');
    const otherPair = await pairedProcess(t.app, t.db, clientId);
    const stranger = await signIn(t.app, (await createUser(t.db)).email);
    const otherClient = await chatClient(t.db);
    const otherCompanyAdmin = await signIn(
      t.app,
      (await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId: otherClient })).email,
    );
    const ownCompanyAdmin = await signIn(t.app, (await createUser(t.db, { roles: ['COMPANY_ADMIN'], clientId })).email);

    for (const outsider of [stranger, otherCompanyAdmin, ownCompanyAdmin, otherPair.student.session]) {
      const read = await gql(outsider, ROOM, { id: roomId });
      expect(read.error).toEqual({ message: chatMessages.notMember, type: 'forbidden' });
      expect(read.data).toEqual({ chatRoom: null });
      const write = await send(outsider, roomId, 'intruso');
      expect(write.status).toBe(403);
      expect(write.error!.message).toBe(chatMessages.notMember);

      const client = socketFor(outsider);
      const { events, errors, stop } = await listen(
        client,
        'subscription ($id: ID!) { chatRoomMessages(chatRoomId: $id) { text } }',
        { id: roomId },
      ).catch((error: unknown) => ({ events: [], errors: [error], stop: () => undefined }));
      await until(() => errors.length > 0, 'the refused subscription');
      expect(JSON.stringify(errors)).toContain(chatMessages.notMember);
      await send(mentor.session, roomId, 'nadie más lo oye');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events).toEqual([]);
      stop();
      await client.dispose();
    }
    expect(await t.db.select().from(messagesTable).where(eq(messagesTable.text, 'intruso'))).toEqual([]);

    const asAdmin = await gql<{ chatRoom: ChatRoom & { messages: { messages: ChatMessage[] } } }>(admin, ROOM, {
      id: roomId,
    });
    expect(asAdmin.data!.chatRoom.canWrite).toBe(false);
    expect(asAdmin.data!.chatRoom.messages.messages.map((m) => m.text)).toContain('Solo para mi dupla');
    const adminWrite = await send(admin, roomId, 'soporte');
    expect(adminWrite.status).toBe(403);
    expect(adminWrite.error!.message).toBe(chatMessages.adminReadOnly);
  });

  it('answers 404 for a room that does not exist, and 401 without a sign-in', async () => {
    const { student } = await openedPairRoom();
    const missing = await gql(student.session, ROOM, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error).toEqual({ message: chatMessages.roomNotFound, type: 'not_found' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: ROOMS } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes a room read-only when its pair is disabled or one of its people left the process', async () => {
    const disabled = await openedPairRoom();
    await send(disabled.mentor.session, disabled.roomId, 'Antes de desactivar');
    await t.db.update(pairs).set({ disabled: true, disabledAt: new Date() }).where(eq(pairs.id, disabled.pair.id));
    const refused = await send(disabled.student.session, disabled.roomId, 'Después');
    expect(refused.status).toBe(403);
    expect(refused.error).toEqual({ message: chatMessages.readOnly, type: 'chat_read_only' });
    const [room] = await roomsOf(disabled.student.session);
    // Nothing was stored, and the refused sender's read mark did not move: the mentor's message is still unread.
    expect(room).toMatchObject({
      readOnly: true,
      canWrite: false,
      lastMessage: { text: 'Antes de desactivar' },
      unreadCount: 1,
    });

    const left = await openedPairRoom();
    await t.db
      .update(processParticipants)
      .set({ removedAt: new Date() })
      .where(eq(processParticipants.userId, left.mentor.id));
    expect((await send(left.student.session, left.roomId, 'Hola')).error!.type).toBe('chat_read_only');
  });
});

describe('sending', () => {
  it('stores the trimmed text and refuses empty, whitespace-only and too long messages', async () => {
    const { roomId, student } = await openedPairRoom();
    for (const text of ['', '   \n\t ']) {
      const reply = await send(student.session, roomId, text);
      expect(reply.status).toBe(400);
      expect(reply.error).toEqual({ message: chatMessages.emptyMessage, type: 'chat_empty_message' });
    }
    const tooLong = await send(student.session, roomId, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(tooLong.error).toEqual({ message: chatMessages.messageTooLong, type: 'chat_message_too_long' });

    const longest = await send(student.session, roomId, ` ${'b'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `);
    expect(longest.data!.createMessage.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    const multiline = await send(student.session, roomId, '  Hola\nmentora  ');
    expect(multiline.data!.createMessage).toMatchObject({ text: 'Hola\nmentora', sentBy: { userId: student.id } });
  });

  it(`refuses more than ${CHAT_RATE_LIMIT.max} messages in ${CHAT_RATE_LIMIT.windowMs / 1000} s from one member`, async () => {
    const { roomId, student, mentor } = await openedPairRoom();
    for (let i = 1; i <= CHAT_RATE_LIMIT.max; i++) {
      expect((await send(student.session, roomId, `mensaje ${i}`)).error).toBeNull();
    }
    const refused = await send(student.session, roomId, 'uno más');
    expect(refused.status).toBe(429);
    expect(refused.error!.message).toBe(chatMessages.rateLimited);
    // The limit is the member's own: the partner still writes.
    expect((await send(mentor.session, roomId, 'yo sí puedo')).error).toBeNull();
  });
});

describe('live delivery and catch-up', () => {
  it('delivers a message to the partner’s socket and updates their room list; nothing is lost across a drop', async () => {
    const { roomId, mentor, student } = await openedPairRoom();
    const mentorSocket = socketFor(mentor.session);
    const roomEvents = await listen<ChatMessage>(
      mentorSocket,
      'subscription ($id: ID!) { chatRoomMessages(chatRoomId: $id) { messageId cursor text sentBy { userId } } }',
      { id: roomId },
    );
    const listEvents = await listen<ChatRoomUpdate>(
      mentorSocket,
      'subscription { myChatRooms { chatRoomId unreadCount lastMessage { text } } }',
    );

    await send(student.session, roomId, 'Hola mentora');
    await until(() => roomEvents.events.length === 1 && listEvents.events.length === 1, 'the live message');
    expect(roomEvents.events[0]).toMatchObject({ text: 'Hola mentora', sentBy: { userId: student.id } });
    expect(listEvents.events[0]).toEqual({ chatRoomId: roomId, unreadCount: 1, lastMessage: { text: 'Hola mentora' } });
    const lastSeen = roomEvents.events[0]!.cursor;

    // The mentor's socket drops; the mentee goes on writing; the mentor reconnects and asks for what came after.
    roomEvents.stop();
    listEvents.stop();
    await mentorSocket.dispose();
    await send(student.session, roomId, 'Te escribo mientras no estás');
    await send(student.session, roomId, '¿Me lees?');
    const missed = await gql<{ chatRoom: { messages: { messages: ChatMessage[]; hasMore: boolean } } }>(
      mentor.session,
      ROOM,
      { id: roomId, after: lastSeen },
    );
    expect(missed.data!.chatRoom.messages).toMatchObject({
      hasMore: false,
      messages: [{ text: 'Te escribo mientras no estás' }, { text: '¿Me lees?' }],
    });
  });

  it('pages a long history backwards by cursor, oldest first within a page', async () => {
    const { roomId, mentor, student } = await openedPairRoom();
    for (let i = 1; i <= 7; i++) await send(i % 2 ? mentor.session : student.session, roomId, `m${i}`);
    type Page = { chatRoom: { messages: { messages: ChatMessage[]; hasMore: boolean } } };
    const newest = (await gql<Page>(student.session, ROOM, { id: roomId, limit: 3 })).data!.chatRoom.messages;
    expect(newest.messages.map((m) => m.text)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.hasMore).toBe(true);
    const older = (await gql<Page>(student.session, ROOM, { id: roomId, limit: 3, before: newest.messages[0]!.cursor }))
      .data!.chatRoom.messages;
    expect(older.messages.map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    const oldest = (await gql<Page>(student.session, ROOM, { id: roomId, limit: 3, before: older.messages[0]!.cursor }))
      .data!.chatRoom.messages;
    expect(oldest).toMatchObject({ hasMore: false, messages: [{ text: 'm1' }] });
  });
});

describe('the chat script and unread mails', () => {
  it('gives admins the script of a process’s rooms as text, in order; nobody else', async () => {
    const { roomId, mentor, student, process } = await openedPairRoom();
    await send(student.session, roomId, 'Primera pregunta');
    await send(mentor.session, roomId, 'Primera respuesta\ncon dos líneas');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/process/${process.id}/messages`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`Guion-${process.name}.txt`));
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('Guion');
    expect(res.body).toContain('=== Dupla: Marta Usuaria y Pedro Usuaria ===');
    const question = lines.findIndex((l) => l.endsWith('Pedro Usuaria: Primera pregunta'));
    const answer = lines.findIndex((l) => l.endsWith('Marta Usuaria: Primera respuesta'));
    expect(question).toBeGreaterThan(0);
    expect(answer).toBe(question + 1);
    expect(lines[answer + 1]).toBe('    con dos líneas');

    for (const session of [mentor.session, student.session]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/process/${process.id}/messages`,
        headers: session.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(errorMessages.forbidden);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/process/00000000-0000-4000-8000-000000000000/messages',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('mails a member who has been away about unread messages once a day per room, with a bell notification', async () => {
    const { roomId, mentor, student, pair } = await openedPairRoom();
    await send(student.session, roomId, '¿Nos vemos el martes?');
    // The message arrived two hours ago and the mentor has not been seen since yesterday.
    await t.db
      .update(messagesTable)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(messagesTable.chatRoomId, roomId));
    await t.db.execute(sql`update users set last_seen_at = now() - interval '1 day' where id = ${mentor.id}`);
    await t.db.execute(sql`update users set last_seen_at = now() where id = ${student.id}`);

    const chatService = jobsChatService();
    await chatService.mailAwayReaders();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mentor.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(chatMessages.unreadMailSubject);
    expect(mails[0]!.textBody).toContain(`/chat/${pair.id}/mentor`);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, student.email))).toEqual([]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, mentor.id));
    expect(bell.map((n) => n.title)).toEqual([chatMessages.unreadNotification('Pedro')]);

    // A new unread message the same day does not bring a second mail.
    await send(student.session, roomId, '¿Sigue en pie?');
    await t.db
      .update(messagesTable)
      .set({ createdAt: sql`now() - interval '90 minutes'` })
      .where(eq(messagesTable.text, '¿Sigue en pie?'));
    await chatService.mailAwayReaders();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mentor.email))).toHaveLength(1);
  });
});
