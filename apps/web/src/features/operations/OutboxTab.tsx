import { EyeOutlined } from '@ant-design/icons';
import {
  mailStatuses,
  mailStatusLabels,
  OUTBOX_PAGE_SIZE,
  operationsMessages,
  type MailStatus,
  type OutboxMail,
} from '@enlaza/contract';
import { Alert, Button, Flex, Input, Segmented, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useSearchedPages } from '../../lib/useSearchedPages';
import { MailDrawer } from './MailDrawer';
import { formatMoment, mailStatusColors } from './operationsFormat';
import { useOutbox, useRetryMail, type OutboxSource } from './operationsApi';
import { RetryButton } from './RetryButton';
import { PagedTable } from '../../components/ListPage';

type StatusFilter = MailStatus | 'all';

/**
 * 'Bandeja de salida': every mail, filtered by status and searched by recipient or subject, newest first. From the
 * admins' outbox a failed mail can be retried; the public 'Correos enviados' (`source` preview) only reads.
 */
export function OutboxTab({ source = 'admin' }: { source?: OutboxSource }) {
  const { searchText, setSearchText, search, page, setPage } = useSearchedPages();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [openMailId, setOpenMailId] = useState<string | null>(null);
  const outbox = useOutbox(source, status === 'all' ? null : status, search, page);
  const retryMail = useRetryMail();
  const counts = outbox.data?.counts;

  const chooseStatus = (next: StatusFilter) => {
    setStatus(next);
    setPage(1);
  };
  const countOf = (filter: StatusFilter) =>
    counts ? (filter === 'all' ? counts.queued + counts.sent + counts.failed : counts[filter]) : null;
  const filterLabel = (filter: StatusFilter) => {
    const name = filter === 'all' ? 'Todos' : mailStatusLabels[filter];
    const count = countOf(filter);
    return count === null ? name : `${name} (${count})`;
  };

  const columns: TableProps<OutboxMail>['columns'] = [
    { title: 'Destinatario', dataIndex: 'toAddress', key: 'toAddress' },
    { title: 'Asunto', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Estado',
      key: 'status',
      render: (_, mail) => (
        <>
          <Tag color={mailStatusColors[mail.status]}>{mailStatusLabels[mail.status]}</Tag>
          {mail.status === 'failed' && mail.error && (
            <Typography.Text
              type="danger"
              style={{ display: 'block', fontSize: 12, maxWidth: 280, marginTop: 4, overflowWrap: 'anywhere' }}
            >
              {mail.error}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: 'Intentos', dataIndex: 'attempts', key: 'attempts', align: 'right', responsive: ['md'] },
    { title: 'Creado', key: 'createdAt', render: (_, mail) => formatMoment(mail.createdAt) },
    { title: 'Enviado', key: 'sentAt', responsive: ['md'], render: (_, mail) => formatMoment(mail.sentAt) },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, mail) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`Ver correo a ${mail.toAddress}`}
            onClick={() => setOpenMailId(mail.id)}
          >
            Ver
          </Button>
          {source === 'admin' && mail.status === 'failed' && (
            <RetryButton
              title="Reintentar envío"
              description={operationsMessages.retryMailConfirm}
              label={`Reintentar correo a ${mail.toAddress}`}
              retry={() => retryMail.mutateAsync(mail.id)}
            />
          )}
        </Space>
      ),
    },
  ];

  const filtered = search !== '' || status !== 'all';
  return (
    <>
      {/* The public page says it in its own words, for people who do not configure the server. */}
      {source === 'admin' && outbox.data && !outbox.data.smtpConfigured && (
        <Alert type="warning" showIcon title={operationsMessages.smtpNotConfigured} style={{ marginBottom: 16 }} />
      )}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        {/* Four options do not fit a narrow phone side by side: the control scrolls instead of the page. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<StatusFilter>
            aria-label="Filtrar por estado"
            value={status}
            onChange={chooseStatus}
            options={(['all', ...mailStatuses] as const).map((filter) => ({
              value: filter,
              label: filterLabel(filter),
            }))}
          />
        </div>
        <Input.Search
          style={{ maxWidth: 360 }}
          placeholder="Buscar por destinatario o asunto"
          aria-label="Buscar correos"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearchText(value)}
          loading={outbox.isFetching && searchText.trim() !== search}
        />
      </Flex>
      <PagedTable<OutboxMail>
        query={outbox}
        rowKey="id"
        columns={columns}
        page={page}
        pageSize={OUTBOX_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={filtered ? operationsMessages.outboxNoMatches : operationsMessages.outboxEmpty}
        errorAlert={{
          title: operationsMessages.outboxLoadError,
          description: errorMessageOf(outbox.error),
          action: (
            <Button size="small" onClick={() => void outbox.refetch()}>
              Volver a cargar
            </Button>
          ),
        }}
      />
      <MailDrawer source={source} mailId={openMailId} onClose={() => setOpenMailId(null)} />
    </>
  );
}
