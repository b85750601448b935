import {
  chatMessages,
  errorTypes,
  groupChatErrorTypes,
  groupChatMessages,
  processAreaMessages,
  processErrorTypes,
  type ChallengeSent,
  type ChatMessage,
  type ChatRoom,
  type GroupBroadcastResult,
  type MassMessageRequest,
  type MemberAttraction,
  type SendChallengeRequest,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { LiveEvents } from '../../plugins/graphql';
import type { Viewer } from '../access';
import { photoUrlOf } from '../users';
import type { ChatService } from './chat.service';
import type { ChallengeSentRow, GroupChatRepository, GroupPersonRow } from './groupChat.repository';
import { challengesSentTopic } from './liveTopics';

const challengeOf = (row: ChallengeSentRow): ChallengeSent => ({
  challengeSentId: row.id,
  processId: row.processId,
  title: row.title,
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

const personOf = (row: GroupPersonRow) => ({
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  avatar: photoUrlOf(row.photoKey),
});

/** A challenge in the chat: its title on the first line, then its text (the chat shows the first line as a heading). */
export const challengeChatText = (title: string, text: string) => `${title}\n${text}`;

interface Deps {
  repository: GroupChatRepository;
  chat: ChatService;
  live: LiveEvents;
  log: FastifyBaseLogger;
}

/**
 * The group chat of attraction processes: a group's room is a chat room of kind GROUP, opened on first use and whose
 * members follow the group; coordinators post challenges (to every group) and mass messages (to chosen groups) into it.
 */
export function createGroupChatService({ repository, chat, live, log }: Deps) {
  async function attractionInProgress(processId: string) {
    const process = await repository.process(processId);
    if (!process) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    if (!process.serviceTypes.includes('ATTRACTION')) {
      throw badRequest(groupChatErrorTypes.notAttraction, groupChatMessages.notAttraction);
    }
    if (process.status !== 'IN_PROGRESS') {
      throw new AppError(groupChatErrorTypes.notInProgress, 409, groupChatMessages.notInProgress);
    }
    return process;
  }

  /** The group of a room (syncing its members); 404 when the room is not a group's. */
  async function groupRoom(chatRoomId: string): Promise<void> {
    const groupId = await repository.groupIdOfRoom(chatRoomId);
    if (groupId === undefined) throw notFound(errorTypes.notFound, chatMessages.roomNotFound);
    if (groupId === null) throw notFound(groupChatErrorTypes.notGroupRoom, groupChatMessages.notGroupRoom);
    await repository.openRoom(groupId);
  }

  async function postToGroups(
    groupIds: readonly string[],
    senderId: string,
    text: string,
    kind: 'CHALLENGE' | 'ANNOUNCEMENT',
  ) {
    let delivered = 0;
    for (const groupId of groupIds) {
      const roomId = await repository.openRoom(groupId);
      if (await chat.post(roomId, senderId, text, kind, { group: true })) delivered += 1;
    }
    return delivered;
  }

  return {
    /** groupChatRoom(id): the room as a member or a reading admin sees it. */
    async room(viewer: Viewer, chatRoomId: string): Promise<ChatRoom> {
      await groupRoom(chatRoomId);
      return chat.room(viewer, chatRoomId);
    },

    /** groupChatRoomOfProcess(processId): the caller's group's room in the process; null without a group. */
    async roomOfProcess(viewer: Viewer, processId: string): Promise<ChatRoom | null> {
      const group = await repository.groupOfMember(processId, viewer.userId);
      if (!group) return null;
      return chat.room(viewer, await repository.openRoom(group.id));
    },

    /** createGroupMessage: the one-to-one rules (trim, 1 to 4,000 characters, rate limit, stored before answered). */
    async send(viewer: Viewer, chatRoomId: string, text: string): Promise<ChatMessage> {
      await groupRoom(chatRoomId);
      return chat.send(viewer, chatRoomId, text, { group: true });
    },

    async challengesSent(processId: string): Promise<ChallengeSent[]> {
      return (await repository.challengesSentOf(processId)).map(challengeOf);
    },

    /**
     * POST /api/challenge/send: stores the challenge sent and posts it into every group's room (spec 001 §6: only
     * while the process is in progress); the members' challenge lists hear it live.
     */
    async sendChallenge(viewer: Viewer, input: SendChallengeRequest): Promise<GroupBroadcastResult> {
      await attractionInProgress(input.processId);
      const stored = await repository.insertChallengeSent({
        processId: input.processId,
        challengeId: await repository.challengeOfProcess(input.processId),
        title: input.title,
        text: input.text,
        sentById: viewer.userId,
      });
      const challengeSent = challengeOf(stored);
      const groups = await repository.groupIdsOf(input.processId);
      const groupCount = await postToGroups(
        groups.map((g) => g.id),
        viewer.userId,
        challengeChatText(input.title, input.text),
        'CHALLENGE',
      );
      await live
        .publish(challengesSentTopic(input.processId), challengeSent)
        .catch((error: Error) => log.warn({ error: error.message }, 'chat: no se pudo publicar un desafío enviado'));
      return { groupCount, challengeSent };
    },

    /** POST /api/process/attraction/{id}/mass_message/: an announcement into each chosen group's room. */
    async massMessage(viewer: Viewer, processId: string, input: MassMessageRequest): Promise<GroupBroadcastResult> {
      await attractionInProgress(processId);
      const wanted = [...new Set(input.groupIds)];
      const found = await repository.groupsOfProcess(processId, wanted);
      if (found.length !== wanted.length) {
        throw badRequest(groupChatErrorTypes.groupNotOfProcess, groupChatMessages.groupNotOfProcess);
      }
      const groupCount = await postToGroups(wanted, viewer.userId, input.text, 'ANNOUNCEMENT');
      return { groupCount, challengeSent: null };
    },

    /** GET /api/{students|mentors}/me/attraction/{id}: the process, the caller's group in that role, the challenges. */
    async memberAttraction(viewer: Viewer, processId: string, role: 'MENTOR' | 'STUDENT'): Promise<MemberAttraction> {
      const process = await repository.process(processId);
      if (!process) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
      if (!process.serviceTypes.includes('ATTRACTION')) {
        throw notFound(groupChatErrorTypes.notAttraction, groupChatMessages.notAttraction);
      }
      const group = await repository.groupOfMember(processId, viewer.userId, role);
      let groupView: MemberAttraction['group'] = null;
      if (group) {
        const [tutor, students, groupChatRoomId] = await Promise.all([
          repository.tutorOf(group.id),
          repository.studentsOf(group.id),
          repository.openRoom(group.id),
        ]);
        groupView = {
          groupId: group.id,
          colorIndex: group.colorIndex,
          mentor: personOf(tutor!),
          students: students.map(personOf),
          groupChatRoomId,
        };
      }
      return {
        processId: process.id,
        name: process.name,
        clientName: process.clientName,
        status: process.status,
        estimatedStartDate: process.estimatedStartDate,
        estimatedEndDate: process.estimatedEndDate,
        startDate: process.startDate?.toISOString() ?? null,
        endDate: process.endDate?.toISOString() ?? null,
        group: groupView,
        challengesSent: await this.challengesSent(processId),
      };
    },
  };
}
export type GroupChatService = ReturnType<typeof createGroupChatService>;
