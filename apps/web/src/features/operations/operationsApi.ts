import {
  FAILED_JOBS_PAGE_SIZE,
  failedJobListSchema,
  OUTBOX_PAGE_SIZE,
  outboxListSchema,
  outboxMailDetailSchema,
  retriedSchema,
  type MailStatus,
} from '@enlaza/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiKey, apiQuery } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/useRefreshingMutation';

/**
 * Where the outbox is read: the admins' 'Correos y tareas' (with retries), or the read-only 'Correos enviados' open to
 * anyone while the server has the mail preview on.
 */
export type OutboxSource = 'admin' | 'preview';
const outboxPaths: Record<OutboxSource, string> = { admin: '/admin/outbox', preview: '/mail-preview' };

/** GET /admin/outbox or /mail-preview: one page of mails, newest first, with the counts per status. */
export function useOutbox(source: OutboxSource, status: MailStatus | null, search: string, page: number) {
  return useQuery({
    ...apiQuery(
      outboxPaths[source],
      { page, limit: OUTBOX_PAGE_SIZE, status, search: search || undefined },
      outboxListSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(source: OutboxSource, mailId: string | null) {
  return useQuery({
    ...apiQuery(`${outboxPaths[source]}/${encodeURIComponent(mailId ?? '')}`, undefined, outboxMailDetailSchema),
    enabled: mailId !== null,
  });
}

export function useFailedJobs(page: number) {
  return useQuery({
    ...apiQuery('/admin/jobs/failed', { page, limit: FAILED_JOBS_PAGE_SIZE }, failedJobListSchema),
    placeholderData: keepPreviousData,
  });
}

// A retried mail is delivered by a job and a retried delivery job changes its mail: either refreshes the mails (both
// readings of the outbox) and the failed jobs.
const retryRefreshes = [apiKey(outboxPaths.admin), apiKey(outboxPaths.preview), apiKey('/admin/jobs')];

export function useRetryMail() {
  return useRefreshingMutation(
    (mailId: string) =>
      api.request(`/admin/outbox/${encodeURIComponent(mailId)}/retry`, { method: 'POST' }, retriedSchema),
    retryRefreshes,
  );
}

export function useRetryJob() {
  return useRefreshingMutation(
    (jobId: string) => api.request(`/admin/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }, retriedSchema),
    retryRefreshes,
  );
}
