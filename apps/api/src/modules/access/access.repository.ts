import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activeParticipant } from '../../db/conditions';
import {
  chatRoomMembers,
  chatRooms,
  liveContents,
  pairs,
  processes,
  processParticipants,
  questionaryInvitations,
  users,
} from '../../db/schema';

/** The few facts the access policies need about a resource and a viewer; queries only, no decisions. */
export function createAccessRepository(db: Database) {
  return {
    async clientIdOfUser(userId: string): Promise<string | null> {
      const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
      return row?.clientId ?? null;
    },

    /** Whether the user has entrepreneur info (spec 000 §2: the blog and the entrepreneurs are theirs). */
    async hasEntrepreneurInfo(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.emprendeInfo)));
      return !!row;
    },
    /** The client a user belongs to (null when none), or undefined when there is no such user. */
    async userClient(userId: string): Promise<{ clientId: string | null } | undefined> {
      const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The client a process belongs to, or undefined when there is no such process. */
    async processClientId(processId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ clientId: processes.clientId })
        .from(processes)
        .where(eq(processes.id, processId));
      return row?.clientId;
    },

    /** Whether the user takes part in the process (confirmed, not removed). */
    async isActiveParticipant(processId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: processParticipants.id })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.userId, userId),
            activeParticipant(),
          ),
        );
      return !!row;
    },

    /** A pair's two people and its process's client, or undefined when there is no such pair. */
    async pairMembers(pairId: string) {
      const [row] = await db
        .select({ mentorId: pairs.mentorId, studentId: pairs.studentId, clientId: processes.clientId })
        .from(pairs)
        .innerJoin(processes, eq(processes.id, pairs.processId))
        .where(eq(pairs.id, pairId));
      return row;
    },

    /**
     * Whether the user takes part, in the given role, in a process that follows this mentoring guide (spec 002: a
     * mentor downloads the mentors' document of a session of their guide, a mentee the mentees').
     */
    async followsGuideAs(userId: string, guideId: string, role: 'MENTOR' | 'STUDENT'): Promise<boolean> {
      const [row] = await db
        .select({ id: processParticipants.id })
        .from(processParticipants)
        .innerJoin(processes, eq(processes.id, processParticipants.processId))
        .where(
          and(
            eq(processParticipants.userId, userId),
            eq(processParticipants.role, role),
            activeParticipant(),
            eq(processes.mentorshipId, guideId),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** The members of a chat room, or undefined when there is no such room. */
    async chatRoomMemberIds(chatRoomId: string): Promise<string[] | undefined> {
      // A group's room follows its group: whoever the group holds now (a swap may not have reached the room's member
      // rows yet, which are synced when the room is opened or written to).
      const [room] = await db
        .select({ groupId: chatRooms.groupId })
        .from(chatRooms)
        .where(eq(chatRooms.id, chatRoomId));
      if (!room) return undefined;
      if (room.groupId) {
        const people = (await db.execute(sql`
          select mentor_id as user_id from attraction_groups where id = ${room.groupId}
          union select user_id from attraction_group_students where group_id = ${room.groupId}
        `)) as unknown as { rows: Array<{ user_id: string }> };
        return people.rows.map((r) => r.user_id);
      }
      const rows = await db
        .select({ userId: chatRoomMembers.userId })
        .from(chatRooms)
        .leftJoin(chatRoomMembers, eq(chatRoomMembers.chatRoomId, chatRooms.id))
        .where(eq(chatRooms.id, chatRoomId));
      if (rows.length === 0) return undefined;
      return rows.flatMap((r) => (r.userId ? [r.userId] : []));
    },

    /** The two people of the pair a live content belongs to (undefined: no such live content). */
    async liveContentPairMembers(liveContentId: string) {
      const [row] = await db
        .select({ mentorId: pairs.mentorId, studentId: pairs.studentId })
        .from(liveContents)
        .innerJoin(pairs, eq(pairs.id, liveContents.pairId))
        .where(eq(liveContents.id, liveContentId));
      return row;
    },

    /** The two people of the pair a session guide invitation belongs to (undefined: no such guide). */
    async guideInvitationPairMembers(invitationId: string) {
      const [row] = await db
        .select({ mentorId: pairs.mentorId, studentId: pairs.studentId })
        .from(questionaryInvitations)
        .innerJoin(pairs, eq(pairs.id, questionaryInvitations.pairId))
        .where(
          and(eq(questionaryInvitations.id, invitationId), eq(questionaryInvitations.entityType, 'MENTORSHIP_GUIDE')),
        );
      return row;
    },

    /** Whether the two people are the members of one pair that is still active. */
    async arePartners(userId: string, otherId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pairs.id })
        .from(pairs)
        .where(
          and(
            eq(pairs.disabled, false),
            or(
              and(eq(pairs.mentorId, userId), eq(pairs.studentId, otherId)),
              and(eq(pairs.studentId, userId), eq(pairs.mentorId, otherId)),
            ),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Whether the user takes part in any process of the client (the company admin's people). */
    async isPersonOfClient(userId: string, clientId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            or(
              eq(users.clientId, clientId),
              exists(
                db
                  .select({ id: processParticipants.id })
                  .from(processParticipants)
                  .innerJoin(processes, eq(processes.id, processParticipants.processId))
                  .where(and(eq(processParticipants.userId, userId), eq(processes.clientId, clientId))),
              ),
            ),
          ),
        );
      return !!row;
    },
  };
}
export type AccessRepository = ReturnType<typeof createAccessRepository>;
