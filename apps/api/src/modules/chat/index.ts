/** One-to-one chat of pairs and networking matches: the chat area's public surface. */
export { CHAT_UNREAD_MAIL_CRON, CHAT_UNREAD_MAIL_JOB, chatUnreadMailJob } from './chat.jobs';
export { createChatGraphqlArea } from './chat.graphql';
export { createChatRepository } from './chat.repository';
export { chatRoutes } from './chat.routes';
export { createChatService, type ChatService } from './chat.service';
