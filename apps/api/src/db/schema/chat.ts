import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attractionGroups } from './attraction';
import { pairs } from './pairs';
import { processes } from './processes';
import { users } from './users';

/**
 * A chat room of a process (spec 001 §3 "Chat", 002 §2.8): one-to-one for a mentor–mentee pair (PAIR, opened on
 * first use) or for a networking match whose chat an admin enabled (MATCH). Members are listed in
 * chat_room_members, so a room of many (the attraction group chat) is the same engine with more members.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    /** MATCH (two mentees of a networking process) | PAIR (a mentor and a mentee) | GROUP (an attraction group). */
    kind: text('kind').$type<'MATCH' | 'PAIR' | 'GROUP'>().notNull(),
    pairId: uuid('pair_id').references(() => pairs.id, { onDelete: 'cascade' }),
    /** The attraction group whose chat this is (kind GROUP); its members are the group's tutor and students. */
    groupId: uuid('group_id').references(() => attractionGroups.id, { onDelete: 'cascade' }),
    /** When the last message arrived: orders a member's room list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_rooms_process_idx').on(t.processId),
    uniqueIndex('chat_rooms_pair_uq').on(t.pairId),
    uniqueIndex('chat_rooms_group_uq').on(t.groupId),
  ],
);

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    chatRoomId: uuid('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message this member has seen (its sequence number); unread = the others' messages after it. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    /** When this member was last mailed about unread messages of the room (at most one mail per day per room). */
    unreadMailedAt: timestamp('unread_mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.chatRoomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

/**
 * A chat message. `seq` is the order of arrival across the platform: within a room it grows in commit order (a
 * message is stored while the room row is locked), so "everything after seq N" is exactly what a reconnecting client
 * missed.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    chatRoomId: uuid('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is gone; the message stays for the other member. */
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /**
     * TEXT (a member wrote it) | CHALLENGE (a challenge sent to the process, in every group's chat) | ANNOUNCEMENT (a
     * coordinator's mass message to chosen groups). Group activity counts only TEXT.
     */
    kind: text('kind').$type<'TEXT' | 'CHALLENGE' | 'ANNOUNCEMENT'>().notNull().default('TEXT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_messages_seq_uq').on(t.seq), index('chat_messages_room_seq_idx').on(t.chatRoomId, t.seq)],
);
