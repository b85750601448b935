/**
 * Where a networking match's 'Chatear' leads: the one-to-one chat (spec 002 §2.8, route /chat/{pairId}/{as}) opened
 * on the match's room, with `as` = 'networking' so the chat knows the room is a match and not a mentoring pair. The
 * only place that builds this link: the chat's own route decides it.
 */
export function networkingChatPath(chatRoomId: string): string {
  return `/chat/${encodeURIComponent(chatRoomId)}/networking`;
}
