/**
 * One-to-one chat of pairs and networking matches (spec 002 §2.8, §3 "Chat message", "Interlocutor"; 001 §3
 * "Chat"), served live over GraphQL (graphql-ws) at /api/graphql.
 */

/** The most characters a message may have, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Messages a member may send per window (every instance counts in the same store). */
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;
/** Messages per page when a room's history is read backwards. */
export const CHAT_PAGE_SIZE = 30;
/** The match carousel shows this many people per page (spec 002 §9). */
export const CHAT_CAROUSEL_PAGE_SIZE = 3;
/** A member with unread messages who has not been seen live for this long gets one mail per room and day. */
export const CHAT_AWAY_AFTER_MS = 60 * 60 * 1000;

export const chatErrorTypes = {
  readOnly: 'chat_read_only',
  emptyMessage: 'chat_empty_message',
  messageTooLong: 'chat_message_too_long',
} as const;

export const chatMessages = {
  connectionError: 'Error conexión chat!',
  roomNotFound: 'El chat no existe',
  notMember: 'No participas en este chat',
  readOnly: 'Este chat es de solo lectura: la dupla fue desactivada o una de las personas dejó el proceso',
  adminReadOnly: 'Las administradoras pueden leer los chats, pero no escribir en ellos',
  emptyMessage: 'Escribe un mensaje antes de enviarlo',
  messageTooLong: `El mensaje puede tener hasta ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('es-CL')} caracteres`,
  rateLimited: 'Estás enviando mensajes muy seguido. Espera unos segundos e inténtalo nuevamente',
  title: 'Chat',
  searchPlaceholder: 'Buscar chat',
  noRooms: 'Aún no tienes chats: aparecen cuando tienes dupla o cuando se habilitan tus matches de networking',
  noMessages: 'Aún no hay mensajes. ¡Escribe el primero!',
  inputPlaceholder: 'Escribe un mensaje',
  send: 'Enviar',
  back: 'Volver a los chats',
  readOnlyNotice: 'Este chat es de solo lectura',
  loadOlder: 'Ver mensajes anteriores',
  reconnecting: 'Reconectando…',
  unreadMailSubject: 'Tienes mensajes sin leer en Enlaza',
  unreadNotification: (name: string) => `Tienes mensajes sin leer de ${name}`,
  scriptTitle: 'Guion',
  today: 'Hoy',
  yesterday: 'Ayer',
} as const;

/**
 * The chat page (spec 002 §2.8 `/chat/{pairId}/{as}`), opened on a room: a pair's room by the pair's id, a networking
 * match's room by the room's id; `as` is the member's role in it (a networking match's people are mentees).
 */
export const chatPath = (pairOrRoomId: string, as: 'mentor' | 'student') => `/chat/${pairOrRoomId}/${as}`;

/** The chat script's file name (GET /api/process/{id}/messages). */
export const chatScriptFileName = (processName: string) => `Guion-${processName}.txt`;

/** Whether a chat message's text may be sent: trimmed, not empty, within the limit; the message to show when not. */
export function chatTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return chatMessages.emptyMessage;
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return chatMessages.messageTooLong;
  return null;
}

/** A person as a chat shows them. */
export interface ChatPerson {
  userId: string;
  name: string;
  lastName: string | null;
  avatar: string | null;
}

/** The other member of a one-to-one room (spec 002 §3 "Interlocutor"). */
export interface ChatInterlocutor extends ChatPerson {
  biography: string | null;
  advices: string[];
}

/**
 * TEXT: a member wrote it; CHALLENGE: a challenge sent to an attraction process (in every group's chat; its first line
 * is the challenge's title); ANNOUNCEMENT: a coordinator's mass message to chosen groups.
 */
export type ChatMessageKind = 'TEXT' | 'CHALLENGE' | 'ANNOUNCEMENT';

export interface ChatMessage {
  messageId: string;
  kind: ChatMessageKind;
  chatRoomId: string;
  /** The message's place in the platform's order: the cursor for "older than" and "newer than". */
  cursor: string;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  /** Null when the sender's account no longer exists. */
  sentBy: ChatPerson | null;
}

/** PAIR: a mentor and a mentee; MATCH: two networking mentees; GROUP: an attraction group (tutor and students). */
export type ChatRoomKind = 'PAIR' | 'MATCH' | 'GROUP';

export interface ChatRoom {
  id: string;
  kind: ChatRoomKind;
  processId: string;
  processName: string;
  pairId: string | null;
  /** The attraction group of a GROUP room; null otherwise. */
  groupId: string | null;
  /** Whether the viewer may write here (a member of an open room; never an admin). */
  canWrite: boolean;
  /** True when the pair was disabled or someone left the process: nobody writes any more. */
  readOnly: boolean;
  members: ChatPerson[];
  /** The other member, for a member's view of a one-to-one room; null for admins. */
  interlocutor: ChatInterlocutor | null;
  lastMessage: ChatMessage | null;
  unreadCount: number;
}

/** What a member's room list hears live: a room changed (new message, read marks). */
export interface ChatRoomUpdate {
  chatRoomId: string;
  lastMessage: ChatMessage | null;
  unreadCount: number;
}
