import { chatPath } from '@enlaza/contract';

/**
 * Where a networking match's 'Chatear' leads: the one-to-one chat (spec 002 §2.8, /chat/{pairId}/{as}) opened on the
 * match's room, as the chat engine links it in its own mails: the room's id, and 'student' since a match's people
 * are mentees. The only place the networking page builds this link.
 */
export function networkingChatPath(chatRoomId: string): string {
  return chatPath(chatRoomId, 'student');
}
