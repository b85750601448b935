import type { JobDefinition } from '../../plugins/jobs';
import type { ChatService } from './chat.service';

export const CHAT_UNREAD_MAIL_JOB = 'chat-unread-mail';
/** Every ten minutes: a member away for an hour hears of their unread messages within the next ten. */
export const CHAT_UNREAD_MAIL_CRON = '*/10 * * * *';

/** Mails members who have been away about the messages waiting for them (one mail per room and day at most). */
export function chatUnreadMailJob(service: ChatService): JobDefinition<object> {
  return {
    name: CHAT_UNREAD_MAIL_JOB,
    // A failed run is not retried: the next tick looks again, and nothing is marked mailed unless it was.
    policy: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 10 * 60 },
    concurrency: 1,
    pollingIntervalSeconds: 30,
    async handle() {
      await service.mailAwayReaders();
    },
  };
}
