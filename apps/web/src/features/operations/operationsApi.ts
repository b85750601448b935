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
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/useRefreshingMutation';

/**
 * Where the outbox is read: the admins' 'Correos y tareas' (with retries), or the read-only 'Correos enviados' open to
 * anyone while the server has the mail preview on.
 */
export type OutboxSource = 'admin' | 'preview';
const outboxPaths: Record<OutboxSource, string> = { admin: '/admin/outbox', preview: '/mail-preview' };

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (source: OutboxSource, status: MailStatus | null, search: string, page: number) =>
    ['outbox', source, 'list', status ?? 'all', search, page] as const,
  mail: (source: OutboxSource, mailId: string) => ['outbox', source, 'mail', mailId] as const,
};

export const failedJobKeys = {
  all: ['failedJobs'] as const,
  page: (page: number) => ['failedJobs', 'page', page] as const,
};

/** GET /admin/outbox or /mail-preview: one page of mails, newest first, with the counts per status. */
export function useOutbox(source: OutboxSource, status: MailStatus | null, search: string, page: number) {
  return useQuery({
    queryKey: outboxKeys.list(source, status, search, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(OUTBOX_PAGE_SIZE) });
      if (status) query.set('status', status);
      if (search) query.set('search', search);
      return api.request(`${outboxPaths[source]}?${query}`, {}, outboxListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(source: OutboxSource, mailId: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(source, mailId ?? ''),
    queryFn: () => api.request(`${outboxPaths[source]}/${encodeURIComponent(mailId!)}`, {}, outboxMailDetailSchema),
    enabled: mailId !== null,
  });
}

export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: failedJobKeys.page(page),
    queryFn: () =>
      api.request(`/admin/jobs/failed?page=${page}&limit=${FAILED_JOBS_PAGE_SIZE}`, {}, failedJobListSchema),
    placeholderData: keepPreviousData,
  });
}

// A retried mail is delivered by a job and a retried delivery job changes its mail: either refreshes both lists.
const retryRefreshes = [outboxKeys.all, failedJobKeys.all];

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
