import type { ChatMessageKind, ChatRoomKind } from '@enlaza/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  advices,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  pairs,
  processes,
  userAdvices,
  users,
} from '../../db/schema';
import { activeParticipant } from '../../db/conditions';

export interface PersonRow {
  userId: string;
  name: string;
  lastName: string | null;
  photoKey: string | null;
}

export interface MessageRow {
  id: string;
  seq: number;
  chatRoomId: string;
  kind: ChatMessageKind;
  text: string;
  createdAt: Date;
  sender: PersonRow | null;
}

export interface RoomRow {
  id: string;
  kind: ChatRoomKind;
  processId: string;
  processName: string;
  isSecondBrand: boolean;
  pairId: string | null;
  groupId: string | null;
  readOnly: boolean;
}

export interface MemberRow extends PersonRow {
  chatRoomId: string;
  biography: string | null;
  lastReadSeq: number;
}

/*
 * The correlated subqueries below name their tables in plain SQL: drizzle leaves columns unqualified when a query
 * reads a single table, and an unqualified column inside a subquery would bind to the subquery's own table.
 */

/**
 * Whether nobody may write in the room any more: its pair was disabled or one of its people left the process; a
 * group's room, once its process is no longer in progress (its members follow the group, so one student leaving does
 * not close it for the others).
 */
const roomIsReadOnly: SQL<boolean> = sql<boolean>`(
  case when chat_rooms.kind = 'GROUP' then coalesce(
    (select pr.status <> 'IN_PROGRESS' from processes pr where pr.id = chat_rooms.process_id), true
  ) else (
  coalesce((select p.disabled from pairs p where p.id = chat_rooms.pair_id), false)
  or exists (
    select 1 from chat_room_members m
    where m.chat_room_id = chat_rooms.id
      and not exists (
        select 1 from process_participants
        where process_participants.process_id = chat_rooms.process_id and process_participants.user_id = m.user_id
          and ${activeParticipant()}
      )
  )
  ) end
)`;

const roomColumns = {
  id: chatRooms.id,
  kind: chatRooms.kind,
  processId: chatRooms.processId,
  processName: processes.name,
  isSecondBrand: processes.isMentorup,
  pairId: chatRooms.pairId,
  groupId: chatRooms.groupId,
  readOnly: roomIsReadOnly,
};

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  chatRoomId: chatMessages.chatRoomId,
  kind: chatMessages.kind,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  senderId: users.id,
  senderName: users.name,
  senderLastName: users.lastName,
  senderPhotoKey: users.photoKey,
};

type MessageSelect = {
  [K in keyof typeof messageColumns]: K extends 'senderId' | 'senderName' | 'senderLastName' | 'senderPhotoKey'
    ? string | null
    : K extends 'seq'
      ? number
      : K extends 'createdAt'
        ? Date
        : K extends 'kind'
          ? ChatMessageKind
          : string;
};

function messageOf(row: MessageSelect): MessageRow {
  return {
    id: row.id,
    seq: Number(row.seq),
    chatRoomId: row.chatRoomId,
    kind: row.kind,
    text: row.text,
    createdAt: row.createdAt,
    sender: row.senderId
      ? { userId: row.senderId, name: row.senderName ?? '', lastName: row.senderLastName, photoKey: row.senderPhotoKey }
      : null,
  };
}

/** Messages from someone else after the member's read mark (of the chat_room_members row being read). */
const unreadOf = (userId: string | SQL) => sql<number>`(
  select count(*)::int from chat_messages unread
  where unread.chat_room_id = chat_room_members.chat_room_id
    and unread.seq > chat_room_members.last_read_seq
    and unread.sent_by_id is distinct from ${userId}
)`;

export function createChatRepository(db: Database) {
  function selectMessages() {
    return db.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.sentById));
  }

  return {
    /**
     * Opens the room of each of the member's active pairs of a process in progress that has none yet (spec: a pair's
     * room is created on first use), in one statement; concurrent callers create each room once.
     */
    async openPairRooms(userId: string): Promise<void> {
      await db.execute(sql`
        with missing as (
          select ${pairs.id} as pair_id, ${pairs.processId} as process_id,
                 ${pairs.mentorId} as mentor_id, ${pairs.studentId} as student_id
          from ${pairs} join ${processes} on ${processes.id} = ${pairs.processId}
          where (${pairs.mentorId} = ${userId} or ${pairs.studentId} = ${userId})
            and ${processes.status} = 'IN_PROGRESS'
            and not ${pairs.disabled}
            and not exists (select 1 from ${chatRooms} where ${chatRooms.pairId} = ${pairs.id})
        ), created as (
          insert into ${chatRooms} (process_id, kind, pair_id)
          select process_id, 'PAIR', pair_id from missing
          on conflict (pair_id) do nothing
          returning id, pair_id
        )
        insert into ${chatRoomMembers} (chat_room_id, user_id)
        select created.id, person.user_id
        from created join missing on missing.pair_id = created.pair_id,
             lateral (values (missing.mentor_id), (missing.student_id)) as person(user_id)
        on conflict do nothing
      `);
    },

    async findRoom(id: string): Promise<RoomRow | undefined> {
      const [row] = await db
        .select(roomColumns)
        .from(chatRooms)
        .innerJoin(processes, eq(processes.id, chatRooms.processId))
        .where(eq(chatRooms.id, id));
      return row;
    },

    /** The room of a pair, if it has been opened. */
    async roomIdOfPair(pairId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairId, pairId));
      return row?.id;
    },

    /** The one-to-one rooms a member belongs to, most recently active first (group rooms have their own page). */
    async roomsOf(userId: string): Promise<Array<RoomRow & { unreadCount: number }>> {
      return db
        .select({ ...roomColumns, unreadCount: unreadOf(userId) })
        .from(chatRoomMembers)
        .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.chatRoomId))
        .innerJoin(processes, eq(processes.id, chatRooms.processId))
        .where(and(eq(chatRoomMembers.userId, userId), ne(chatRooms.kind, 'GROUP')))
        .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), asc(chatRooms.id));
    },

    /** The members of these rooms with what a chat shows of them and their read marks. */
    async membersOf(chatRoomIds: readonly string[]): Promise<MemberRow[]> {
      if (chatRoomIds.length === 0) return [];
      return db
        .select({
          chatRoomId: chatRoomMembers.chatRoomId,
          userId: users.id,
          name: users.name,
          lastName: users.lastName,
          photoKey: users.photoKey,
          biography: users.biography,
          lastReadSeq: chatRoomMembers.lastReadSeq,
        })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(inArray(chatRoomMembers.chatRoomId, [...chatRoomIds]))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** The names of the advices (mentoring topics) each of these people chose. */
    async advicesOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: userAdvices.userId, name: advices.name })
        .from(userAdvices)
        .innerJoin(advices, eq(advices.id, userAdvices.adviceId))
        .where(inArray(userAdvices.userId, [...userIds]))
        .orderBy(asc(advices.name));
      for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
      return byUser;
    },

    /** The newest message of each of these rooms. */
    async lastMessages(chatRoomIds: readonly string[]): Promise<Map<string, MessageRow>> {
      const byRoom = new Map<string, MessageRow>();
      if (chatRoomIds.length === 0) return byRoom;
      const newest = db
        .select({ seq: sql<number>`max(${chatMessages.seq})`.as('seq') })
        .from(chatMessages)
        .where(inArray(chatMessages.chatRoomId, [...chatRoomIds]))
        .groupBy(chatMessages.chatRoomId);
      const rows = await selectMessages().where(inArray(chatMessages.seq, sql`(select seq from ${newest.as('n')})`));
      for (const row of rows) byRoom.set(row.chatRoomId, messageOf(row));
      return byRoom;
    },

    /**
     * Up to `limit` messages of a room older than `before` (newest page when absent), oldest first, or newer than
     * `after` (what a reconnecting client missed), oldest first; `hasMore` says whether more lie in that direction.
     */
    async messages(
      chatRoomId: string,
      { before, after, limit }: { before?: number; after?: number; limit: number },
    ): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
      const inRoom = eq(chatMessages.chatRoomId, chatRoomId);
      if (after !== undefined) {
        const rows = await selectMessages()
          .where(and(inRoom, gt(chatMessages.seq, after)))
          .orderBy(asc(chatMessages.seq))
          .limit(limit + 1);
        return { messages: rows.slice(0, limit).map(messageOf), hasMore: rows.length > limit };
      }
      const rows = await selectMessages()
        .where(before === undefined ? inRoom : and(inRoom, lt(chatMessages.seq, before)))
        .orderBy(desc(chatMessages.seq))
        .limit(limit + 1);
      return { messages: rows.slice(0, limit).reverse().map(messageOf), hasMore: rows.length > limit };
    },

    /**
     * Stores a message in one statement: the room's row is locked first (its update runs before the insert that
     * reads from it), so messages of one room are numbered in the order they commit and a client that asks for
     * "after N" never skips one that committed late; the sender has read it. The room's row is updated only while
     * someone may still write in it, so a room that became read-only stores nothing: undefined.
     */
    async insertMessage(
      chatRoomId: string,
      senderId: string,
      text: string,
      kind: ChatMessageKind = 'TEXT',
    ): Promise<MessageRow | undefined> {
      type Stored = {
        id: string;
        seq: string | number;
        created_at: string | Date;
        name: string | null;
        last_name: string | null;
        photo_key: string | null;
      };
      // Both drivers answer raw SQL with `rows`.
      const result = (await db.execute(sql`
        with locked as (
          update chat_rooms set last_message_at = now()
          where id = ${chatRoomId} and not ${roomIsReadOnly}
          returning id
        ), inserted as (
          insert into chat_messages (chat_room_id, sent_by_id, text, kind)
          select id, ${senderId}, ${text}, ${kind} from locked
          returning id, seq, created_at
        ), marked as (
          update chat_room_members set last_read_seq = (select seq from inserted)
          where chat_room_id = ${chatRoomId} and user_id = ${senderId} and exists (select 1 from inserted)
        )
        select inserted.id, inserted.seq, inserted.created_at, u.name, u.last_name, u.photo_key
        from inserted left join users u on u.id = ${senderId}
      `)) as unknown as { rows: Stored[] };
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        seq: Number(row.seq),
        chatRoomId,
        kind,
        text,
        createdAt: new Date(row.created_at),
        sender:
          row.name === null
            ? null
            : { userId: senderId, name: row.name, lastName: row.last_name, photoKey: row.photo_key },
      };
    },

    /** Each member of a room with what they have not read, in one query (what the room lists hear after a send). */
    async unreadByMember(chatRoomId: string): Promise<Array<{ userId: string; unreadCount: number }>> {
      return db
        .select({ userId: chatRoomMembers.userId, unreadCount: unreadOf(sql`${chatRoomMembers.userId}`) })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.chatRoomId, chatRoomId));
    },

    /**
     * Moves the member's read mark forward to `seq` (never past the room's newest message, never backwards) and
     * returns what stays unread.
     */
    async markRead(chatRoomId: string, userId: string, seq: number): Promise<number> {
      const newest = sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.chatRoomId} = ${chatRoomId})`;
      await db
        .update(chatRoomMembers)
        .set({ lastReadSeq: sql`greatest(${chatRoomMembers.lastReadSeq}, least(${seq}::bigint, ${newest}))` })
        .where(and(eq(chatRoomMembers.chatRoomId, chatRoomId), eq(chatRoomMembers.userId, userId)));
      return this.unreadCount(chatRoomId, userId);
    },

    async unreadCount(chatRoomId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: unreadOf(userId) })
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.chatRoomId, chatRoomId), eq(chatRoomMembers.userId, userId)));
      return row?.unread ?? 0;
    },

    /** Records that the member is online now (who is away gets unread messages by mail). */
    async touchLastSeen(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async processName(processId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: processes.name }).from(processes).where(eq(processes.id, processId));
      return row?.name;
    },

    /** The process's rooms with their members, for the chat script. */
    async roomsOfProcess(processId: string): Promise<Array<{ id: string; kind: ChatRoomKind; people: string }>> {
      return db
        .select({
          id: chatRooms.id,
          kind: chatRooms.kind,
          people: sql<string>`coalesce((
            select string_agg(trim(u.name || ' ' || coalesce(u.last_name, '')), ' y ' order by u.name)
            from chat_room_members m join users u on u.id = m.user_id
            where m.chat_room_id = chat_rooms.id
          ), '')`,
        })
        .from(chatRooms)
        .where(eq(chatRooms.processId, processId))
        .orderBy(asc(chatRooms.createdAt), asc(chatRooms.id));
    },

    /** A batch of a room's messages after `afterSeq`, oldest first (the script reads rooms in batches). */
    async messagesBatch(chatRoomId: string, afterSeq: number, limit: number): Promise<MessageRow[]> {
      const rows = await selectMessages()
        .where(and(eq(chatMessages.chatRoomId, chatRoomId), gt(chatMessages.seq, afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
      return rows.map(messageOf);
    },

    /**
     * Members away for `awayMs` with messages they have not read, arrived since their last unread mail about that
     * room and older than `awayMs` (they had time to read them live), not mailed about the room in the last day.
     */
    async awayReaders(awayMs: number, limit: number) {
      const awayCutoff = sql`now() - ${awayMs}::double precision * interval '1 millisecond'`;
      const newUnread = sql`exists (
        select 1 from ${chatMessages}
        where ${chatMessages.chatRoomId} = ${chatRoomMembers.chatRoomId}
          and ${chatMessages.seq} > ${chatRoomMembers.lastReadSeq}
          and ${chatMessages.sentById} is distinct from ${chatRoomMembers.userId}
          and ${chatMessages.createdAt} < ${awayCutoff}
          and (${chatRoomMembers.unreadMailedAt} is null or ${chatMessages.createdAt} > ${chatRoomMembers.unreadMailedAt})
      )`;
      return db
        .select({
          chatRoomId: chatRoomMembers.chatRoomId,
          userId: users.id,
          email: users.email,
          name: users.name,
          isSecondBrand: processes.isMentorup,
          pairId: chatRooms.pairId,
          processId: chatRooms.processId,
          kind: chatRooms.kind,
          isMentor: sql<boolean>`coalesce(${pairs.mentorId} = ${chatRoomMembers.userId}, false)`,
          senders: sql<string>`coalesce((
            select string_agg(distinct ${users.name}, ', ') from ${chatRoomMembers} other
            join ${users} on ${users.id} = other.user_id
            where other.chat_room_id = ${chatRoomMembers.chatRoomId} and other.user_id <> ${chatRoomMembers.userId}
          ), '')`,
        })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.chatRoomId))
        .innerJoin(processes, eq(processes.id, chatRooms.processId))
        .leftJoin(pairs, eq(pairs.id, chatRooms.pairId))
        .where(
          and(
            or(isNull(users.lastSeenAt), lt(users.lastSeenAt, awayCutoff)),
            or(
              isNull(chatRoomMembers.unreadMailedAt),
              lt(chatRoomMembers.unreadMailedAt, sql`now() - interval '1 day'`),
            ),
            newUnread,
          ),
        )
        .limit(limit);
    },

    /** Marks that the member was mailed about the room now (inside the transaction that writes the mail). */
    async markUnreadMailed(chatRoomId: string, userId: string, tx: Database = db): Promise<void> {
      await tx
        .update(chatRoomMembers)
        .set({ unreadMailedAt: sql`now()` })
        .where(and(eq(chatRoomMembers.chatRoomId, chatRoomId), eq(chatRoomMembers.userId, userId)));
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
