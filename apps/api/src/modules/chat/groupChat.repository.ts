import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  attractionGroupStudents,
  attractionGroups,
  challengesSent,
  chatRooms,
  clients,
  processes,
  users,
} from '../../db/schema';
import { syncGroupRoomMembers } from './groupRoomMembers';

export interface GroupPersonRow {
  userId: string;
  name: string;
  lastName: string | null;
  email: string;
  photoKey: string | null;
}

export interface ChallengeSentRow {
  id: string;
  processId: string;
  title: string;
  text: string;
  sentAt: Date;
}

const personColumns = {
  userId: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  photoKey: users.photoKey,
};

const challengeColumns = {
  id: challengesSent.id,
  processId: challengesSent.processId,
  title: challengesSent.title,
  text: challengesSent.text,
  sentAt: challengesSent.sentAt,
};

/** Attraction groups as the group chat reads them: their people, their rooms, the challenges sent to the process. */
export function createGroupChatRepository(db: Database) {
  return {
    async process(processId: string) {
      const [row] = await db
        .select({
          id: processes.id,
          name: processes.name,
          clientName: clients.name,
          status: processes.status,
          serviceTypes: processes.serviceTypes,
          estimatedStartDate: processes.estimatedStartDate,
          estimatedEndDate: processes.estimatedEndDate,
          startDate: processes.startDate,
          endDate: processes.endDate,
        })
        .from(processes)
        .innerJoin(clients, eq(clients.id, processes.clientId))
        .where(eq(processes.id, processId));
      return row;
    },

    /** The group of a process this person belongs to as its tutor or as one of its students. */
    async groupOfMember(processId: string, userId: string, role?: 'MENTOR' | 'STUDENT') {
      const asMentor = sql`${attractionGroups.mentorId} = ${userId}`;
      const asStudent = sql`exists (select 1 from attraction_group_students s
        where s.group_id = attraction_groups.id and s.user_id = ${userId})`;
      const [row] = await db
        .select({
          id: attractionGroups.id,
          mentorId: attractionGroups.mentorId,
          colorIndex: attractionGroups.colorIndex,
        })
        .from(attractionGroups)
        .where(
          and(
            eq(attractionGroups.processId, processId),
            role === 'MENTOR' ? asMentor : role === 'STUDENT' ? asStudent : sql`(${asMentor} or ${asStudent})`,
          ),
        )
        .orderBy(asc(attractionGroups.colorIndex))
        .limit(1);
      return row;
    },

    /** The process's groups, in creation order. */
    groupIdsOf(processId: string): Promise<Array<{ id: string }>> {
      return db
        .select({ id: attractionGroups.id })
        .from(attractionGroups)
        .where(eq(attractionGroups.processId, processId))
        .orderBy(asc(attractionGroups.colorIndex), asc(attractionGroups.createdAt));
    },

    async tutorOf(groupId: string): Promise<GroupPersonRow | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(attractionGroups)
        .innerJoin(users, eq(users.id, attractionGroups.mentorId))
        .where(eq(attractionGroups.id, groupId));
      return row;
    },

    studentsOf(groupId: string): Promise<GroupPersonRow[]> {
      return db
        .select(personColumns)
        .from(attractionGroupStudents)
        .innerJoin(users, eq(users.id, attractionGroupStudents.userId))
        .where(eq(attractionGroupStudents.groupId, groupId))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },

    /** The group whose room this is; undefined when the room does not exist, null when it is not a group's. */
    async groupIdOfRoom(chatRoomId: string): Promise<string | null | undefined> {
      const [row] = await db.select({ groupId: chatRooms.groupId }).from(chatRooms).where(eq(chatRooms.id, chatRoomId));
      return row ? row.groupId : undefined;
    },

    /**
     * Opens the group's room if it has none (concurrent callers create it once) and makes its members the group's
     * tutor and students as they are now: a swap or a new student shows at the next open or message.
     */
    async openRoom(groupId: string): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into chat_rooms (process_id, kind, group_id)
          select process_id, 'GROUP', id from attraction_groups where id = ${groupId}
          on conflict (group_id) do nothing
        `);
        const [room] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.groupId, groupId));
        const roomId = room!.id;
        await syncGroupRoomMembers(roomId, groupId, tx);
        return roomId;
      });
    },

    /** Challenges sent to these processes, newest first. */
    challengesSentOf(processId: string): Promise<ChallengeSentRow[]> {
      return db
        .select(challengeColumns)
        .from(challengesSent)
        .where(eq(challengesSent.processId, processId))
        .orderBy(desc(challengesSent.sentAt), desc(challengesSent.id));
    },

    async insertChallengeSent(values: {
      processId: string;
      challengeId: string | null;
      title: string;
      text: string;
      sentById: string;
    }): Promise<ChallengeSentRow> {
      const [row] = await db.insert(challengesSent).values(values).returning(challengeColumns);
      return row!;
    },

    /** Which of these groups belong to the process. */
    async groupsOfProcess(processId: string, groupIds: readonly string[]): Promise<string[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ id: attractionGroups.id })
        .from(attractionGroups)
        .where(and(eq(attractionGroups.processId, processId), inArray(attractionGroups.id, [...groupIds])));
      return rows.map((r) => r.id);
    },

    async challengeOfProcess(processId: string): Promise<string | null> {
      const [row] = await db
        .select({ challengeId: processes.challengeId })
        .from(processes)
        .where(eq(processes.id, processId));
      return row?.challengeId ?? null;
    },
  };
}
export type GroupChatRepository = ReturnType<typeof createGroupChatRepository>;
