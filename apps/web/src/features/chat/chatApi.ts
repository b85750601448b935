import {
  CHAT_PAGE_SIZE,
  chatScriptFileName,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomUpdate,
} from '@enlaza/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { downloadFile } from '../../lib/api/download';
import { graphqlRequest, useLiveStatus, useLiveSubscription } from '../../lib/live';

/**
 * The rooms are read over GraphQL (POST /api/graphql), not from an address of their own: their keys name the field the
 * query selects, apart from every REST endpoint's.
 */
const chatRoomsKey = ['graphql', 'chatRooms'] as const;
const groupChatRoomKey = (processId: string) => ['graphql', 'groupChatRoomOfProcess', { processId }] as const;

const MESSAGE_FIELDS = /* GraphQL */ `
  messageId
  kind
  chatRoomId
  cursor
  text
  createdAt
  sentBy {
    userId
    name
    lastName
    avatar
  }
`;

const ROOM_FIELDS = /* GraphQL */ `
  id
  kind
  processId
  processName
  pairId
  groupId
  canWrite
  readOnly
  unreadCount
  members {
    userId
    name
    lastName
    avatar
  }
  interlocutor {
    userId
    name
    lastName
    avatar
    biography
    advices
  }
  lastMessage {
    ${MESSAGE_FIELDS}
  }
`;

const ROOMS_QUERY = `query { chatRooms { ${ROOM_FIELDS} } }`;
const MESSAGES_QUERY = `
  query ($id: ID!, $before: String, $after: String, $limit: Int) {
    chatRoom(id: $id) { id messages(before: $before, after: $after, limit: $limit) { hasMore messages { ${MESSAGE_FIELDS} } } }
  }
`;
const SEND_MUTATION = `
  mutation ($chatRoomId: ID!, $text: String!) { createMessage(chatRoomId: $chatRoomId, text: $text) { ${MESSAGE_FIELDS} } }
`;
const MARK_READ_MUTATION = `
  mutation ($chatRoomId: ID!, $cursor: String!) {
    markChatRoomRead(chatRoomId: $chatRoomId, cursor: $cursor) { chatRoomId unreadCount lastMessage { ${MESSAGE_FIELDS} } }
  }
`;
const ROOM_MESSAGES_SUBSCRIPTION = `subscription ($chatRoomId: ID!) { chatRoomMessages(chatRoomId: $chatRoomId) { ${MESSAGE_FIELDS} } }`;
const MY_ROOMS_SUBSCRIPTION = `subscription { myChatRooms { chatRoomId unreadCount lastMessage { ${MESSAGE_FIELDS} } } }`;

const byCursor = (a: ChatMessage, b: ChatMessage) => Number(a.cursor) - Number(b.cursor);
const lastActivity = (room: ChatRoom) => room.lastMessage?.createdAt ?? '';

/** The signed-in member's rooms, kept current by the live room-list subscription (new messages, unread counts). */
export function useChatRooms() {
  const queryClient = useQueryClient();
  const rooms = useQuery({
    queryKey: chatRoomsKey,
    queryFn: () => graphqlRequest<{ chatRooms: ChatRoom[] }>(ROOMS_QUERY).then((d) => d.chatRooms),
  });
  const applyUpdate = useCallback(
    (update: ChatRoomUpdate) => {
      const current = queryClient.getQueryData<ChatRoom[]>(chatRoomsKey);
      if (!current?.some((room) => room.id === update.chatRoomId)) {
        void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
        return;
      }
      queryClient.setQueryData<ChatRoom[]>(chatRoomsKey, (list) =>
        (list ?? [])
          .map((room) =>
            room.id === update.chatRoomId
              ? { ...room, unreadCount: update.unreadCount, lastMessage: update.lastMessage ?? room.lastMessage }
              : room,
          )
          .sort((a, b) => lastActivity(b).localeCompare(lastActivity(a))),
      );
    },
    [queryClient],
  );
  useLiveSubscription<ChatRoomUpdate>(MY_ROOMS_SUBSCRIPTION, {}, applyUpdate);
  // After a drop the list may have missed updates: read it again once the socket is back.
  const { connections } = useLiveStatus();
  const seenConnections = useRef(connections);
  useEffect(() => {
    if (connections > seenConnections.current && seenConnections.current > 0) {
      void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
    }
    seenConnections.current = connections;
  }, [connections, queryClient]);
  return { ...rooms, applyUpdate };
}

interface MessagesState {
  roomId: string | null;
  messages: ChatMessage[];
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
}

type MessagesAction =
  | { type: 'reset'; roomId: string | null }
  | { type: 'loaded'; roomId: string; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'older'; roomId: string; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'arrived'; roomId: string; messages: ChatMessage[] }
  | { type: 'failed'; roomId: string; error: unknown };

/** Adds messages once each (by id), in the platform's order. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((m) => m.messageId));
  const added = incoming.filter((m) => !known.has(m.messageId));
  return added.length === 0 ? current : [...current, ...added].sort(byCursor);
}

function messagesReducer(state: MessagesState, action: MessagesAction): MessagesState {
  if (action.type === 'reset') {
    return { roomId: action.roomId, messages: [], hasOlder: false, status: 'loading', error: null };
  }
  if (action.roomId !== state.roomId) return state;
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        hasOlder: action.hasOlder,
        status: 'ready',
        error: null,
      };
    case 'older':
      return { ...state, messages: merge(state.messages, action.messages), hasOlder: action.hasOlder };
    case 'arrived':
      return { ...state, messages: merge(state.messages, action.messages) };
    case 'failed':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'error', error: action.error };
  }
}

type MessagesPage = { chatRoom: { messages: { messages: ChatMessage[]; hasMore: boolean } } | null };

async function messagesPage(roomId: string, page: { before?: string; after?: string }) {
  const data = await graphqlRequest<MessagesPage>(MESSAGES_QUERY, { id: roomId, limit: CHAT_PAGE_SIZE, ...page });
  return data.chatRoom?.messages ?? { messages: [], hasMore: false };
}

/**
 * A room's messages: the newest page, older pages on request, new ones live; after the socket comes back, what
 * arrived meanwhile is asked for by cursor, so nothing is lost and nothing shows twice.
 */
export function useRoomMessages(roomId: string | null) {
  const [state, dispatch] = useReducer(messagesReducer, {
    roomId: null,
    messages: [],
    hasOlder: false,
    status: 'loading',
    error: null,
  });
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    dispatch({ type: 'reset', roomId });
    if (!roomId) return;
    messagesPage(roomId, {})
      .then((page) => dispatch({ type: 'loaded', roomId, messages: page.messages, hasOlder: page.hasMore }))
      .catch((error: unknown) => dispatch({ type: 'failed', roomId, error }));
  }, [roomId]);

  useLiveSubscription<ChatMessage>(
    ROOM_MESSAGES_SUBSCRIPTION,
    { chatRoomId: roomId },
    (message) => dispatch({ type: 'arrived', roomId: message.chatRoomId, messages: [message] }),
    !!roomId,
  );

  const catchUp = useCallback(async () => {
    const { roomId: id, messages } = latest.current;
    if (!id) return;
    let after = messages[messages.length - 1]?.cursor;
    for (;;) {
      const page = await messagesPage(id, after ? { after } : {});
      dispatch({ type: 'arrived', roomId: id, messages: page.messages });
      if (!after || !page.hasMore || page.messages.length === 0) break;
      after = page.messages[page.messages.length - 1]!.cursor;
    }
  }, []);

  const { connections } = useLiveStatus();
  const seenConnections = useRef(connections);
  useEffect(() => {
    if (connections > seenConnections.current && seenConnections.current > 0) {
      catchUp().catch((error: unknown) => dispatch({ type: 'failed', roomId: latest.current.roomId ?? '', error }));
    }
    seenConnections.current = connections;
  }, [connections, catchUp]);

  const loadOlder = useCallback(async () => {
    const { roomId: id, messages } = latest.current;
    if (!id || messages.length === 0) return;
    const page = await messagesPage(id, { before: messages[0]!.cursor });
    dispatch({ type: 'older', roomId: id, messages: page.messages, hasOlder: page.hasMore });
  }, []);

  /** Adds a message this tab sent (its live copy, when it arrives, is the same id). */
  const added = useCallback((message: ChatMessage) => {
    dispatch({ type: 'arrived', roomId: message.chatRoomId, messages: [message] });
  }, []);

  return { ...state, loadOlder, added };
}

export async function sendChatMessage(chatRoomId: string, text: string): Promise<ChatMessage> {
  const data = await graphqlRequest<{ createMessage: ChatMessage }>(SEND_MUTATION, { chatRoomId, text });
  return data.createMessage;
}

const SEND_GROUP_MUTATION = `
  mutation ($groupChatRoomId: ID!, $text: String!) {
    createGroupMessage(groupChatRoomId: $groupChatRoomId, text: $text) { ${MESSAGE_FIELDS} }
  }
`;
const GROUP_ROOM_OF_PROCESS_QUERY = `
  query ($processId: ID!) { groupChatRoomOfProcess(processId: $processId) { ${ROOM_FIELDS} } }
`;

/** A message to an attraction group's room (createGroupMessage: the group's tutor and students). */
export async function sendGroupMessage(groupChatRoomId: string, text: string): Promise<ChatMessage> {
  const data = await graphqlRequest<{ createGroupMessage: ChatMessage }>(SEND_GROUP_MUTATION, {
    groupChatRoomId,
    text,
  });
  return data.createGroupMessage;
}

/** The signed-in member's group room in an attraction process (opened on first use); null without a group. */
export function useGroupChatRoom(processId: string) {
  return useQuery({
    queryKey: groupChatRoomKey(processId),
    queryFn: () =>
      graphqlRequest<{ groupChatRoomOfProcess: ChatRoom | null }>(GROUP_ROOM_OF_PROCESS_QUERY, { processId }).then(
        (d) => d.groupChatRoomOfProcess,
      ),
  });
}

export async function markChatRoomRead(chatRoomId: string, cursor: string): Promise<ChatRoomUpdate> {
  const data = await graphqlRequest<{ markChatRoomRead: ChatRoomUpdate }>(MARK_READ_MUTATION, { chatRoomId, cursor });
  return data.markChatRoomRead;
}

/** 'Descargar guion': the chat script of a process's rooms, GET /api/process/{id}/messages (admins). */
export function downloadChatScript(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/${encodeURIComponent(processId)}/messages`, chatScriptFileName(processName));
}
