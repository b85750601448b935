/** The chat of pairs, networking matches and attraction groups (one engine): the chat area's public surface. */
export { CHAT_UNREAD_MAIL_CRON, CHAT_UNREAD_MAIL_JOB, chatUnreadMailJob } from './chat.jobs';
export { createChatGraphqlArea } from './chat.graphql';
export { createChatRepository } from './chat.repository';
export { chatRoutes } from './chat.routes';
export { createChatService, type ChatService } from './chat.service';
export { createGroupChatRepository } from './groupChat.repository';
export { groupChatRoutes } from './groupChat.routes';
export { syncGroupRoomMembers } from './groupRoomMembers';
export { createGroupChatService, type GroupChatService } from './groupChat.service';
