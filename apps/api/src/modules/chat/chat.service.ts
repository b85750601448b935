import {
  CHAT_AWAY_AFTER_MS,
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  chatErrorTypes,
  chatMessages,
  chatPath,
  chatTextProblem,
  groupChatPath,
  errorTypes,
  formatShortMoment,
  processAreaMessages,
  processErrorTypes,
  type ChatMessage,
  type ChatMessageKind,
  type ChatPerson,
  type ChatRoom,
  type ChatRoomUpdate,
} from '@enlaza/contract';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { createWindowLimiter } from '../../lib/windowLimiter';
import type { CounterStore } from '../../plugins/counters';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/errors';
import type { LiveEvents } from '../../plugins/graphql';
import type { Mailer } from '../../plugins/mail';
import type { Viewer } from '../access';
import type { NotificationsService } from '../notifications';
import { photoUrlOf } from '../users';
import { unreadMessagesMail } from './chat.mails';
import type { ChatRepository, MemberRow, MessageRow, PersonRow, RoomRow } from './chat.repository';
import { chatMemberTopic, chatRoomTopic } from './liveTopics';

/** Messages read per query when the chat script is written. */
const SCRIPT_BATCH = 500;
/** Members mailed per run of the unread-messages job; the next run continues. */
const AWAY_READERS_PER_RUN = 200;
/** A member's last-seen time is written at most this often (each live event would otherwise write it). */
const LAST_SEEN_EVERY_MS = 60_000;

export const CHAT_NOTIFICATION_TYPE = 'CHAT_UNREAD';

const personOf = (row: PersonRow): ChatPerson => ({
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  avatar: photoUrlOf(row.photoKey),
});

export const messageOf = (row: MessageRow): ChatMessage => ({
  messageId: row.id,
  kind: row.kind,
  chatRoomId: row.chatRoomId,
  cursor: String(row.seq),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  sentBy: row.sender ? personOf(row.sender) : null,
});

/** A cursor as the client sent it: a non-negative whole number, or undefined when absent or malformed. */
function seqOf(cursor: string | null | undefined): number | undefined {
  if (cursor == null) return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw badRequest(errorTypes.validation, 'El cursor de mensajes no es válido');
  return Number(cursor);
}

interface Deps {
  repository: ChatRepository;
  live: LiveEvents;
  counters: CounterStore;
  mailer: Mailer;
  notificationsService: NotificationsService;
  config: Config;
  log: FastifyBaseLogger;
}

export function createChatService({ repository, live, counters, mailer, notificationsService, config, log }: Deps) {
  const sendLimiter = createWindowLimiter(counters, { name: 'chat-message', ...CHAT_RATE_LIMIT });
  const lastSeenWritten = new Map<string, number>();

  async function viewOf(viewer: Viewer, rooms: ReadonlyArray<RoomRow & { unreadCount: number }>): Promise<ChatRoom[]> {
    const ids = rooms.map((r) => r.id);
    const [members, lastMessages] = await Promise.all([repository.membersOf(ids), repository.lastMessages(ids)]);
    const others = members.filter((m) => m.userId !== viewer.userId);
    const advices = await repository.advicesOf([...new Set(others.map((m) => m.userId))]);
    const membersByRoom = new Map<string, MemberRow[]>();
    for (const m of members) membersByRoom.set(m.chatRoomId, [...(membersByRoom.get(m.chatRoomId) ?? []), m]);
    return rooms.map((room) => {
      const people = membersByRoom.get(room.id) ?? [];
      const isMember = people.some((p) => p.userId === viewer.userId);
      const other = isMember ? people.find((p) => p.userId !== viewer.userId) : undefined;
      const last = lastMessages.get(room.id);
      return {
        id: room.id,
        kind: room.kind,
        processId: room.processId,
        processName: room.processName,
        pairId: room.pairId,
        groupId: room.groupId,
        readOnly: room.readOnly,
        canWrite: isMember && !room.readOnly,
        members: people.map(personOf),
        interlocutor: other
          ? { ...personOf(other), biography: other.biography, advices: advices.get(other.userId) ?? [] }
          : null,
        lastMessage: last ? messageOf(last) : null,
        unreadCount: isMember ? room.unreadCount : 0,
      };
    });
  }

  async function roomOrNotFound(id: string): Promise<RoomRow> {
    const room = await repository.findRoom(id);
    if (!room) throw notFound(errorTypes.notFound, chatMessages.roomNotFound);
    return room;
  }

  return {
    /** The signed-in member's rooms (their pairs' rooms are opened on first use). */
    async roomsOf(viewer: Viewer): Promise<ChatRoom[]> {
      await repository.openPairRooms(viewer.userId);
      void this.seen(viewer.userId);
      return viewOf(viewer, await repository.roomsOf(viewer.userId));
    },

    /** One room as the viewer sees it (a member, or an admin reading for support). */
    async room(viewer: Viewer, id: string): Promise<ChatRoom> {
      const room = await roomOrNotFound(id);
      const unreadCount = await repository.unreadCount(id, viewer.userId);
      const [view] = await viewOf(viewer, [{ ...room, unreadCount }]);
      return view!;
    },

    /** A page of a room's messages: older than `before`, newer than `after` (catch-up), or the newest. */
    async messages(
      chatRoomId: string,
      { before, after, limit }: { before?: string | null; after?: string | null; limit?: number | null },
    ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
      const size = Math.min(Math.max(limit ?? CHAT_PAGE_SIZE, 1), 100);
      const page = await repository.messages(chatRoomId, { before: seqOf(before), after: seqOf(after), limit: size });
      return { messages: page.messages.map(messageOf), hasMore: page.hasMore };
    },

    /**
     * Stores a message and only then publishes it to the room and to each member's room list: a client that
     * missed the live event finds it by asking for what came after its last message.
     */
    async send(
      viewer: Viewer,
      chatRoomId: string,
      text: string,
      options: { group?: boolean } = {},
    ): Promise<ChatMessage> {
      const problem = chatTextProblem(text);
      if (problem) {
        const type =
          problem === chatMessages.emptyMessage ? chatErrorTypes.emptyMessage : chatErrorTypes.messageTooLong;
        throw badRequest(type, problem);
      }
      // The access policy has found the room and the sender among its members; whether it is still open to
      // writing is checked by the insert itself, under the room's lock.
      if (!(await sendLimiter.hit(viewer.userId))) {
        throw new AppError(errorTypes.rateLimited, 429, chatMessages.rateLimited);
      }
      const message = await this.post(chatRoomId, viewer.userId, text.trim(), 'TEXT', options);
      if (!message) throw forbidden(chatErrorTypes.readOnly, chatMessages.readOnly);
      void this.seen(viewer.userId);
      return message;
    },

    /**
     * Stores a message of any kind and publishes it: to the room, and to the members' room lists unless it is a
     * group's room (those are not in the one-to-one list). Undefined when the room no longer takes messages.
     */
    async post(
      chatRoomId: string,
      senderId: string,
      text: string,
      kind: ChatMessageKind,
      { group = false }: { group?: boolean } = {},
    ): Promise<ChatMessage | undefined> {
      const stored = await repository.insertMessage(chatRoomId, senderId, text, kind);
      if (!stored) return undefined;
      const message = messageOf(stored);
      try {
        await live.publish(chatRoomTopic(chatRoomId), message);
        if (group) return message;
        const members = await repository.unreadByMember(chatRoomId);
        await Promise.all(
          members.map(({ userId, unreadCount }) =>
            live.publish(chatMemberTopic(userId), {
              chatRoomId,
              lastMessage: message,
              unreadCount,
            } satisfies ChatRoomUpdate),
          ),
        );
      } catch (error) {
        // Stored is delivered: clients catch up from the store when the live event is lost.
        log.warn({ error: (error as Error).message, chatRoomId }, 'chat: no se pudo publicar un mensaje');
      }
      return message;
    },

    /** Moves the member's read mark up to `cursor`; their other tabs and devices hear the new unread count. */
    async markRead(viewer: Viewer, chatRoomId: string, cursor: string): Promise<ChatRoomUpdate> {
      await roomOrNotFound(chatRoomId);
      const unreadCount = await repository.markRead(chatRoomId, viewer.userId, seqOf(cursor) ?? 0);
      const [last] = (await repository.messages(chatRoomId, { limit: 1 })).messages;
      const update: ChatRoomUpdate = { chatRoomId, lastMessage: last ? messageOf(last) : null, unreadCount };
      await live.publish(chatMemberTopic(viewer.userId), update).catch(() => undefined);
      void this.seen(viewer.userId);
      return update;
    },

    /** Notes that the member is online (throttled): who is away gets unread messages by mail instead. */
    async seen(userId: string): Promise<void> {
      const now = Date.now();
      if (now - (lastSeenWritten.get(userId) ?? 0) < LAST_SEEN_EVERY_MS) return;
      lastSeenWritten.set(userId, now);
      if (lastSeenWritten.size > 50_000) lastSeenWritten.clear();
      await repository
        .touchLastSeen(userId)
        .catch((error: Error) => log.warn({ error: error.message }, 'chat: no se pudo registrar la conexión'));
    },

    /**
     * The chat script ('Guion') of a process: every room with its people and messages in order, as plain text,
     * read room by room in batches so a long process never sits in memory at once.
     */
    async script(processId: string): Promise<{ processName: string; script: Readable }> {
      const processName = await repository.processName(processId);
      if (processName === undefined) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
      async function* lines() {
        const rooms = await repository.roomsOfProcess(processId);
        yield `${chatMessages.scriptTitle}\n`;
        if (rooms.length === 0) yield '\nEste proceso aún no tiene chats.\n';
        for (const room of rooms) {
          const label = room.kind === 'PAIR' ? 'Dupla' : room.kind === 'GROUP' ? 'Grupo' : 'Match';
          yield `\n=== ${label}: ${room.people} ===\n`;
          let after = 0;
          let count = 0;
          for (;;) {
            const batch = await repository.messagesBatch(room.id, after, SCRIPT_BATCH);
            for (const m of batch) {
              const who = m.sender ? [m.sender.name, m.sender.lastName].filter(Boolean).join(' ') : 'Cuenta eliminada';
              yield `[${formatShortMoment(m.createdAt)}] ${who}: ${m.text.replace(/\r?\n/g, '\n    ')}\n`;
            }
            count += batch.length;
            if (batch.length < SCRIPT_BATCH) break;
            after = batch[batch.length - 1]!.seq;
          }
          if (count === 0) yield '(sin mensajes)\n';
        }
      }
      return { processName, script: Readable.from(lines()) };
    },

    /**
     * Mails each member who has been away with unread messages (one mail per room and day at most) and leaves a
     * notification in their bell; the mail and the mark are written together.
     */
    async mailAwayReaders(): Promise<number> {
      const readers = await repository.awayReaders(CHAT_AWAY_AFTER_MS, AWAY_READERS_PER_RUN);
      for (const reader of readers) {
        const brand = brandOf(config, reader.isSecondBrand);
        const link =
          reader.kind === 'GROUP'
            ? groupChatPath(reader.processId)
            : reader.pairId
              ? chatPath(reader.pairId, reader.isMentor ? 'mentor' : 'student')
              : chatPath(reader.chatRoomId, 'student');
        await repository.transaction(async (tx) => {
          await mailer.send(
            unreadMessagesMail({ brand, to: reader.email, name: reader.name, from: reader.senders, link }),
            tx,
          );
          await notificationsService.notify(
            reader.userId,
            {
              type: CHAT_NOTIFICATION_TYPE,
              title: chatMessages.unreadNotification(reader.senders || 'tu chat'),
              entityId: reader.chatRoomId,
              entityType: 'CHAT_ROOM',
              link,
            },
            tx,
          );
          await repository.markUnreadMailed(reader.chatRoomId, reader.userId, tx);
        });
      }
      return readers.length;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
