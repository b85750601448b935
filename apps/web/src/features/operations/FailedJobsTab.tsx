import { FAILED_JOBS_PAGE_SIZE, operationsMessages, type FailedJob } from '@enlaza/contract';
import { Button, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { formatMoment } from './operationsFormat';
import { useFailedJobs, useRetryJob } from './operationsApi';
import { RetryButton } from './RetryButton';
import { PagedTable } from '../../components/ListPage';

/** 'Tareas fallidas': background jobs that ran out of tries, newest first; each can be run again. */
export function FailedJobsTab() {
  const [page, setPage] = useState(1);
  const jobs = useFailedJobs(page);
  const retryJob = useRetryJob();

  const columns: TableProps<FailedJob>['columns'] = [
    { title: 'Tarea', dataIndex: 'label', key: 'label' },
    {
      title: 'Error',
      key: 'error',
      render: (_, job) => (
        <Typography.Text type="danger" style={{ display: 'block', maxWidth: 360, overflowWrap: 'anywhere' }}>
          {job.error ?? '—'}
        </Typography.Text>
      ),
    },
    // The first try and every retry after it.
    { title: 'Intentos', key: 'tries', align: 'right', render: (_, job) => job.retryCount + 1 },
    { title: 'Fecha', key: 'failedOn', render: (_, job) => formatMoment(job.completedOn ?? job.createdOn) },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, job) => (
        <RetryButton
          title="Reintentar tarea"
          description={operationsMessages.retryJobConfirm}
          label={`Reintentar ${job.label} del ${formatMoment(job.completedOn ?? job.createdOn)}`}
          retry={() => retryJob.mutateAsync(job.id)}
        />
      ),
    },
  ];

  return (
    <PagedTable<FailedJob>
      query={jobs}
      rowKey="id"
      columns={columns}
      page={page}
      pageSize={FAILED_JOBS_PAGE_SIZE}
      onPageChange={setPage}
      emptyText={operationsMessages.failedJobsEmpty}
      errorAlert={{
        title: operationsMessages.failedJobsLoadError,
        description: errorMessageOf(jobs.error),
        action: (
          <Button size="small" onClick={() => void jobs.refetch()}>
            Volver a cargar
          </Button>
        ),
      }}
    />
  );
}
