import type { AccessTokenClaims, ChallengeSent, ChatMessage, ChatRoomUpdate } from '@enlaza/contract';
import type { MercuriusContext } from 'mercurius';
import type { GraphqlArea, LiveContext } from '../../plugins/graphql';
import { access } from '../access';
import type { ChatService } from './chat.service';
import type { GroupChatService } from './groupChat.service';
import { challengesSentTopic, chatMemberTopic, chatRoomTopic } from './liveTopics';

const typeDefs = /* GraphQL */ `
  enum ChatRoomKind {
    PAIR
    MATCH
    GROUP
  }
  "TEXT: a member wrote it; CHALLENGE: a challenge sent (first line its title); ANNOUNCEMENT: a mass message."
  enum ChatMessageKind {
    TEXT
    CHALLENGE
    ANNOUNCEMENT
  }
  "A challenge sent to an attraction process (title, text, date)."
  type ChallengeSent {
    challengeSentId: ID!
    processId: ID!
    title: String!
    text: String!
    "ISO 8601."
    sentAt: String!
  }
  "A person as a chat shows them."
  type ChatPerson {
    userId: ID!
    name: String!
    lastName: String
    avatar: String
  }
  "The other member of a one-to-one room."
  type ChatInterlocutor {
    userId: ID!
    name: String!
    lastName: String
    avatar: String
    biography: String
    advices: [String!]!
  }
  type ChatMessage {
    messageId: ID!
    kind: ChatMessageKind!
    chatRoomId: ID!
    "The message's place in the platform's order: pass it as before or after to page."
    cursor: String!
    text: String!
    "ISO 8601."
    createdAt: String!
    "Null when the sender's account no longer exists."
    sentBy: ChatPerson
  }
  type ChatMessagePage {
    "Oldest first."
    messages: [ChatMessage!]!
    "Whether more messages lie in the direction asked (older for before, newer for after)."
    hasMore: Boolean!
  }
  type ChatRoom {
    id: ID!
    kind: ChatRoomKind!
    processId: ID!
    processName: String!
    pairId: ID
    "The attraction group of a GROUP room."
    groupId: ID
    "Whether the caller may write here: a member of a room that is not read-only (admins only read)."
    canWrite: Boolean!
    "The pair was disabled or one of its people left the process: nobody writes any more."
    readOnly: Boolean!
    members: [ChatPerson!]!
    interlocutor: ChatInterlocutor
    lastMessage: ChatMessage
    unreadCount: Int!
    """
    Messages older than before (the newest page when absent), or newer than after (what a reconnecting client
    missed); at most limit (30 by default, up to 100).
    """
    messages(before: String, after: String, limit: Int): ChatMessagePage!
  }
  "A room of the member's list changed: a new message, or read marks moved."
  type ChatRoomUpdate {
    chatRoomId: ID!
    lastMessage: ChatMessage
    unreadCount: Int!
  }
  extend type Query {
    "The signed-in member's chat rooms, most recently active first."
    chatRooms: [ChatRoom!]!
    "One chat room (its members, or admins reading)."
    chatRoom(id: ID!): ChatRoom
    "An attraction group's chat room (its tutor and students, or admins reading); its members follow the group."
    groupChatRoom(id: ID!): ChatRoom
    "The signed-in member's group chat room in an attraction process (opened on first use); null without a group."
    groupChatRoomOfProcess(processId: ID!): ChatRoom
    "The challenges sent to an attraction process, newest first (its participants and admins)."
    challengesSent(processId: ID!): [ChallengeSent!]!
  }
  extend type Mutation {
    "Sends a message (trimmed, 1 to 4000 characters); answered once it is stored."
    createMessage(chatRoomId: ID!, text: String!): ChatMessage!
    "Marks the room read up to the message with this cursor."
    markChatRoomRead(chatRoomId: ID!, cursor: String!): ChatRoomUpdate!
    "Sends a message to a group's room, with createMessage's rules (its tutor and students; admins only read)."
    createGroupMessage(groupChatRoomId: ID!, text: String!): ChatMessage!
  }
  extend type Subscription {
    "New messages of a room, as they are stored."
    chatRoomMessages(chatRoomId: ID!): ChatMessage
    "The signed-in member's room list changes: new messages and unread counts."
    myChatRooms: ChatRoomUpdate
    "New messages of a group's room (members' messages, challenges and mass messages), as they are stored."
    groupChatRoomMessages(groupChatRoomId: ID!): ChatMessage
    "Challenges sent to an attraction process, as they are sent."
    challengesSent(processId: ID!): ChallengeSent
  }
`;

const viewerOf = (context: MercuriusContext) => {
  const { auth } = context as unknown as LiveContext;
  return { userId: auth.userId, role: auth.role } satisfies Pick<AccessTokenClaims, 'userId' | 'role'>;
};

/** The live side of the chat: rooms, messages, sending, and the room and room-list subscriptions. */
export function createChatGraphqlArea({
  service,
  groups,
}: {
  service: ChatService;
  groups: GroupChatService;
}): GraphqlArea {
  return {
    typeDefs,
    access: {
      'Query.chatRooms': access.member,
      'Query.chatRoom': access.chatRoomReader('id'),
      'Mutation.createMessage': access.chatRoomMember('chatRoomId'),
      'Mutation.markChatRoomRead': access.chatRoomMember('chatRoomId'),
      'Subscription.chatRoomMessages': access.chatRoomReader('chatRoomId'),
      'Subscription.myChatRooms': access.member,
      'Query.groupChatRoom': access.chatRoomReader('id'),
      'Query.groupChatRoomOfProcess': access.member,
      'Query.challengesSent': access.processParticipant('processId'),
      'Mutation.createGroupMessage': access.chatRoomMember('groupChatRoomId'),
      'Subscription.groupChatRoomMessages': access.chatRoomReader('groupChatRoomId'),
      'Subscription.challengesSent': access.processParticipant('processId'),
    },
    resolvers: {
      Query: {
        chatRooms: (_root: unknown, _args: unknown, context: MercuriusContext) => service.roomsOf(viewerOf(context)),
        chatRoom: (_root: unknown, { id }: { id: string }, context: MercuriusContext) =>
          service.room(viewerOf(context), id),
        groupChatRoom: (_root: unknown, { id }: { id: string }, context: MercuriusContext) =>
          groups.room(viewerOf(context), id),
        groupChatRoomOfProcess: (_root: unknown, { processId }: { processId: string }, context: MercuriusContext) =>
          groups.roomOfProcess(viewerOf(context), processId),
        challengesSent: (_root: unknown, { processId }: { processId: string }) => groups.challengesSent(processId),
      },
      Mutation: {
        createMessage: (
          _root: unknown,
          { chatRoomId, text }: { chatRoomId: string; text: string },
          context: MercuriusContext,
        ) => service.send(viewerOf(context), chatRoomId, text),
        markChatRoomRead: (
          _root: unknown,
          { chatRoomId, cursor }: { chatRoomId: string; cursor: string },
          context: MercuriusContext,
        ) => service.markRead(viewerOf(context), chatRoomId, cursor),
        createGroupMessage: (
          _root: unknown,
          { groupChatRoomId, text }: { groupChatRoomId: string; text: string },
          context: MercuriusContext,
        ) => groups.send(viewerOf(context), groupChatRoomId, text),
      },
      ChatRoom: {
        messages: (
          room: { id: string },
          args: { before?: string | null; after?: string | null; limit?: number | null },
        ) => service.messages(room.id, args),
      },
      Subscription: {
        chatRoomMessages: {
          subscribe: (_root: unknown, { chatRoomId }: { chatRoomId: string }, context: MercuriusContext) =>
            context.pubsub.subscribe(chatRoomTopic(chatRoomId)),
          resolve: (payload: ChatMessage) => payload,
        },
        groupChatRoomMessages: {
          subscribe: (_root: unknown, { groupChatRoomId }: { groupChatRoomId: string }, context: MercuriusContext) =>
            context.pubsub.subscribe(chatRoomTopic(groupChatRoomId)),
          resolve: (payload: ChatMessage) => payload,
        },
        challengesSent: {
          subscribe: (_root: unknown, { processId }: { processId: string }, context: MercuriusContext) =>
            context.pubsub.subscribe(challengesSentTopic(processId)),
          resolve: (payload: ChallengeSent) => payload,
        },
        myChatRooms: {
          subscribe: (_root: unknown, _args: unknown, context: MercuriusContext) => {
            const { userId } = viewerOf(context);
            void service.seen(userId);
            return context.pubsub.subscribe(chatMemberTopic(userId));
          },
          // A member whose room list hears events is online: they will not be mailed about them.
          resolve: (payload: ChatRoomUpdate, _args: unknown, context: MercuriusContext) => {
            void service.seen(viewerOf(context).userId);
            return payload;
          },
        },
      },
    },
  };
}
