/** The live-event topic of a room's new messages (subscription `chatRoomMessages`). */
export const chatRoomTopic = (chatRoomId: string) => `chat.room.${chatRoomId}`;
/** The live-event topic of a member's room list: new messages and unread counts (subscription `myChatRooms`). */
export const chatMemberTopic = (userId: string) => `chat.member.${userId}`;
/** The live-event topic of the challenges sent to an attraction process (subscription `challengesSent`). */
export const challengesSentTopic = (processId: string) => `attraction.challenges.${processId}`;
