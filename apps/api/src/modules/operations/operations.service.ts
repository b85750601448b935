import {
  jobLabelOf,
  mailStatuses,
  operationsErrorMessages,
  operationsErrorTypes,
  operationsMessages,
  type FailedJobList,
  type MailStatus,
  type MailStatusCounts,
  type OutboxList,
  type OutboxMailDetail,
  type Retried,
} from '@enlaza/contract';
import { AppError, notFound } from '../../plugins/errors';
import type { JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import type { OperationsRepository, OutboxRow } from './operations.repository';
import { pageOf, pageWindow } from '../../db/pagination';

interface Deps {
  repository: OperationsRepository;
  mailer: Pick<Mailer, 'retry'>;
  jobs: Pick<JobQueue, 'failed' | 'retry'>;
  /** Whether mails are delivered at all (SMTP_URL set); without it they stay queued in the outbox. */
  smtpConfigured: boolean;
}

const mailNotFound = () =>
  notFound(operationsErrorTypes.mailNotFound, operationsErrorMessages[operationsErrorTypes.mailNotFound]);

function toOutboxMail(row: Omit<OutboxRow, 'fromAddress' | 'textBody' | 'htmlBody' | 'calendar'>) {
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * Mails carry single-use links (password recovery, invitations, account set-up). Once mails are delivered (SMTP
 * configured), an admin reading the outbox sees where each link goes, not the secret that would let them act as
 * its recipient: query strings and long path segments (tokens) become '…'. Without SMTP the outbox is the only way
 * a mail reaches anyone, so it is shown whole.
 */
export function withoutLinkSecrets(body: string): string {
  return body.replace(/https?:\/\/[^\s"'<>]+/g, (link) => {
    if (!URL.canParse(link)) return link;
    const url = new URL(link);
    const path = url.pathname
      .split('/')
      .map((segment) => (segment.length >= 20 ? '…' : segment))
      .join('/');
    return `${url.origin}${path}${url.search ? '?…' : ''}`;
  });
}

/** The admins' view of background work: the mail outbox and the jobs that failed for good, and their retries. */
export function createOperationsService({ repository, mailer, jobs, smtpConfigured }: Deps) {
  return {
    async outbox(query: { status?: MailStatus; search: string; page: number; limit: number }): Promise<OutboxList> {
      const { page, limit } = query;
      const { rows, total, perStatus } = await repository.listMails({
        status: query.status ?? null,
        search: query.search || null,
        ...pageWindow({ page, limit }),
      });
      const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as MailStatusCounts;
      for (const { status, value } of perStatus) counts[status] = value;
      return { ...pageOf(rows.map(toOutboxMail), total, { page, limit }), counts, smtpConfigured };
    },

    async mail(id: string): Promise<OutboxMailDetail> {
      const row = await repository.findMail(id);
      if (!row) throw mailNotFound();
      const shown = (body: string) => (smtpConfigured ? withoutLinkSecrets(body) : body);
      return {
        ...toOutboxMail(row),
        fromAddress: row.fromAddress,
        textBody: shown(row.textBody),
        htmlBody: row.htmlBody === null ? null : shown(row.htmlBody),
        calendar: row.calendar && { ...row.calendar, content: shown(row.calendar.content) },
      };
    },

    /** Only a failed mail goes back in the queue: a queued one is on its way, a sent one arrived. */
    async retryMail(id: string): Promise<Retried> {
      if (await mailer.retry(id)) return { message: operationsMessages.mailRetried };
      if (!(await repository.findMail(id))) throw mailNotFound();
      throw new AppError(
        operationsErrorTypes.mailNotFailed,
        409,
        operationsErrorMessages[operationsErrorTypes.mailNotFailed],
      );
    },

    async failedJobs(query: { page: number; limit: number }): Promise<FailedJobList> {
      const { rows, total } = await jobs.failed(query.page, query.limit);
      return pageOf(
        rows.map((job) => ({
          id: job.id,
          name: job.name,
          label: jobLabelOf(job.name),
          error: job.error,
          retryCount: job.retryCount,
          createdOn: job.createdOn,
          completedOn: job.completedOn,
        })),
        total,
        query,
      );
    },

    async retryJob(id: string): Promise<Retried> {
      if (await jobs.retry(id)) return { message: operationsMessages.jobRetried };
      throw notFound(operationsErrorTypes.jobNotFound, operationsErrorMessages[operationsErrorTypes.jobNotFound]);
    },
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
