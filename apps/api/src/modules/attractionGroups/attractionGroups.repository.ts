import {
  processAreaMessages,
  processErrorTypes,
  SUCCESSFUL_GROUP_WORDS,
  type GroupActivityStatus,
  type InvitationStatus,
  type MentorshipInfo,
  type ParticipantRole,
  type ProcessServiceType,
  type ProcessStatus,
} from '@enlaza/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  attractionGroups,
  attractionGroupStudents,
  chatRooms,
  processes,
  processParticipants,
  users,
} from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { syncGroupRoomMembers } from '../chat';
import { loadMatchingProfiles } from '../matching';

export interface ProcessRow {
  id: string;
  name: string;
  status: ProcessStatus;
  serviceTypes: ProcessServiceType[];
}

/** A non-removed participant of the process, with what the groups views show of them. */
export interface ParticipantRow {
  userId: string;
  role: ParticipantRole;
  invitationStatus: InvitationStatus;
  name: string;
  lastName: string;
  email: string;
  external: boolean;
}

export interface StoredGroup {
  groupId: string;
  mentorId: string;
  colorIndex: number;
  studentIds: string[];
}

/** What a groups write re-checks under the process row's lock: nobody else changes the groups meanwhile. */
export interface LockedState {
  process: ProcessRow;
  participants: ParticipantRow[];
  groups: StoredGroup[];
}

export interface GroupActivity {
  groupId: string;
  messages: number;
  status: GroupActivityStatus;
  messagesSince: number;
  statusSince: GroupActivityStatus;
  since: Date | null;
}

export interface NewGroup {
  mentorId: string;
  studentIds: string[];
}

export function createAttractionGroupsRepository(db: Database) {
  async function participantsOf(processId: string, tx: Database): Promise<ParticipantRow[]> {
    const rows = await tx
      .select({
        userId: processParticipants.userId,
        role: processParticipants.role,
        invitationStatus: processParticipants.invitationStatus,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        mentorshipInfo: users.mentorshipInfo,
      })
      .from(processParticipants)
      .innerJoin(users, eq(users.id, processParticipants.userId))
      .where(and(eq(processParticipants.processId, processId), isNull(processParticipants.removedAt)))
      .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    return rows.map(({ mentorshipInfo, ...row }) => ({
      ...row,
      external: (mentorshipInfo as MentorshipInfo | null)?.mentorType === 'EXTERNAL',
    }));
  }

  async function groupsOf(processId: string, tx: Database): Promise<StoredGroup[]> {
    const [groupRows, studentRows] = await Promise.all([
      tx
        .select({
          groupId: attractionGroups.id,
          mentorId: attractionGroups.mentorId,
          colorIndex: attractionGroups.colorIndex,
        })
        .from(attractionGroups)
        .where(eq(attractionGroups.processId, processId))
        .orderBy(asc(attractionGroups.colorIndex), asc(attractionGroups.createdAt)),
      tx
        .select({ groupId: attractionGroupStudents.groupId, userId: attractionGroupStudents.userId })
        .from(attractionGroupStudents)
        .where(eq(attractionGroupStudents.processId, processId))
        .orderBy(asc(attractionGroupStudents.createdAt), asc(attractionGroupStudents.userId)),
    ]);
    const byGroup = new Map(groupRows.map((g) => [g.groupId, { ...g, studentIds: [] as string[] }]));
    for (const row of studentRows) byGroup.get(row.groupId)?.studentIds.push(row.userId);
    return [...byGroup.values()];
  }

  async function findProcess(id: string, lock: boolean, tx: Database): Promise<ProcessRow | undefined> {
    const query = tx
      .select({
        id: processes.id,
        name: processes.name,
        status: processes.status,
        serviceTypes: processes.serviceTypes,
      })
      .from(processes)
      .where(eq(processes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Runs `write` in one transaction holding the process row's lock, with the state read under it. */
  function underLock<T>(processId: string, write: (state: LockedState, tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const process = await findProcess(processId, true, tx);
      if (!process) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
      const [participants, groups] = await Promise.all([participantsOf(processId, tx), groupsOf(processId, tx)]);
      return write({ process, participants, groups }, tx);
    });
  }

  /**
   * The group's chat room, when it has been opened, keeps its members equal to the group's (the room's own readers
   * and writers are decided by membership).
   */
  async function syncRoomMembers(groupId: string, tx: Database) {
    const [room] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.groupId, groupId));
    if (room) await syncGroupRoomMembers(room.id, groupId, tx);
  }

  return {
    findProcess: (id: string) => findProcess(id, false, db),
    participants: (processId: string) => participantsOf(processId, db),
    groups: (processId: string) => groupsOf(processId, db),
    profilesOf: (people: ReadonlyArray<{ userId: string; role: ParticipantRole }>) => loadMatchingProfiles(db, people),
    underLock,

    /** Replaces the process's groups with `groups`, colours in the given order. Call inside {@link underLock}. */
    async replaceGroups(processId: string, groups: readonly NewGroup[], tx: Database = db) {
      await tx.delete(attractionGroups).where(eq(attractionGroups.processId, processId));
      if (groups.length === 0) return;
      const inserted = await tx
        .insert(attractionGroups)
        .values(groups.map((g, colorIndex) => ({ processId, mentorId: g.mentorId, colorIndex })))
        .returning({ id: attractionGroups.id, mentorId: attractionGroups.mentorId });
      const idOfMentor = new Map(inserted.map((g) => [g.mentorId, g.id]));
      const students = groups.flatMap((g) =>
        g.studentIds.map((userId) => ({ groupId: idOfMentor.get(g.mentorId)!, processId, userId })),
      );
      if (students.length > 0) await tx.insert(attractionGroupStudents).values(students);
    },

    /** Moves each student to the other's group. Call inside {@link underLock}. */
    async swapStudents(
      first: { userId: string; groupId: string },
      second: { userId: string; groupId: string },
      tx: Database = db,
    ) {
      // Both rows change in one statement, so the one-group-per-student index never sees a student twice.
      await tx
        .update(attractionGroupStudents)
        .set({
          groupId: sql`case when ${attractionGroupStudents.userId} = ${first.userId} then ${second.groupId}::uuid else ${first.groupId}::uuid end`,
        })
        .where(
          and(
            inArray(attractionGroupStudents.userId, [first.userId, second.userId]),
            inArray(attractionGroupStudents.groupId, [first.groupId, second.groupId]),
          ),
        );
      await syncRoomMembers(first.groupId, tx);
      await syncRoomMembers(second.groupId, tx);
    },

    async setMentor(groupId: string, mentorId: string, tx: Database = db) {
      await tx
        .update(attractionGroups)
        .set({ mentorId, updatedAt: new Date() })
        .where(eq(attractionGroups.id, groupId));
      await syncRoomMembers(groupId, tx);
    },

    async addStudent(processId: string, groupId: string, userId: string, tx: Database = db) {
      await tx.insert(attractionGroupStudents).values({ groupId, processId, userId });
      await syncRoomMembers(groupId, tx);
    },

    /**
     * Each group's chat activity, in one query: TEXT messages of the group's room written by its current members
     * (spec 001 §4), overall and since the latest challenge sent to the process.
     */
    async activity(processId: string): Promise<GroupActivity[]> {
      const result = (await db.execute(sql`
        with members as (
          select g.id as group_id, g.mentor_id as user_id
          from attraction_groups g where g.process_id = ${processId}
          union
          select s.group_id, s.user_id from attraction_group_students s where s.process_id = ${processId}
        ), since as (
          select max(sent_at) as start from challenges_sent where process_id = ${processId}
        ), written as (
          select m.group_id, m.user_id, cm.created_at,
            case when btrim(cm.text) = '' then 0
              else coalesce(array_length(regexp_split_to_array(btrim(cm.text), '\\s+'), 1), 0) end as words
          from members m
          join chat_rooms r on r.group_id = m.group_id
          join chat_messages cm on cm.chat_room_id = r.id and cm.sent_by_id = m.user_id and cm.kind = 'TEXT'
        ), per_member as (
          select m.group_id, m.user_id,
            count(w.created_at) as messages,
            coalesce(sum(w.words), 0) as words,
            count(w.created_at) filter (where w.created_at >= since.start) as messages_since,
            coalesce(sum(w.words) filter (where w.created_at >= since.start), 0) as words_since
          from members m
          cross join since
          left join written w on w.group_id = m.group_id and w.user_id = m.user_id
          group by m.group_id, m.user_id
        ), per_group as (
          select group_id,
            count(*) as members,
            sum(messages) as messages,
            count(*) filter (where messages > 0) as writers,
            count(*) filter (where words >= ${SUCCESSFUL_GROUP_WORDS}) as successful,
            sum(messages_since) as messages_since,
            count(*) filter (where messages_since > 0) as writers_since,
            count(*) filter (where words_since >= ${SUCCESSFUL_GROUP_WORDS}) as successful_since
          from per_member group by group_id
        )
        select group_id, messages::int as messages, messages_since::int as messages_since,
          case when successful = members then 'SUCCESSFUL' when writers = members then 'PARTICIPATIVE'
            when writers > 0 then 'ACTIVE' else 'INACTIVE' end as status,
          case when (select start from since) is null then 'INACTIVE'
            when successful_since = members then 'SUCCESSFUL' when writers_since = members then 'PARTICIPATIVE'
            when writers_since > 0 then 'ACTIVE' else 'INACTIVE' end as status_since,
          (select start from since) as since
        from per_group
      `)) as unknown as {
        rows: Array<{
          group_id: string;
          messages: number;
          messages_since: number | null;
          status: GroupActivityStatus;
          status_since: GroupActivityStatus;
          since: string | Date | null;
        }>;
      };
      return result.rows.map((row) => ({
        groupId: row.group_id,
        messages: Number(row.messages),
        status: row.status,
        messagesSince: row.since === null ? 0 : Number(row.messages_since ?? 0),
        statusSince: row.status_since,
        since: row.since === null ? null : new Date(row.since),
      }));
    },
  };
}

export type AttractionGroupsRepository = ReturnType<typeof createAttractionGroupsRepository>;
