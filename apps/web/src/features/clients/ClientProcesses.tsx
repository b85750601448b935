import { processMessages, type ProcessSummary } from '@enlaza/contract';
import { Alert, Empty, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { formatProcessDate, formatServices } from '../processes/processFormat';
import { ProcessLink } from '../processes/ProcessLink';
import { PROCESSES_PAGE_SIZE, useClientProcesses } from '../processes/processesApi';
import { ProcessStatusTag } from '../processes/ProcessStatusTag';

const columns: TableProps<ProcessSummary>['columns'] = [
  {
    title: 'Nombre',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, process) => <ProcessLink process={process}>{name}</ProcessLink>,
  },
  { title: 'Servicio', key: 'services', render: (_, { serviceType }) => formatServices(serviceType) },
  { title: 'Estado', key: 'status', render: (_, { status }) => <ProcessStatusTag status={status} /> },
  {
    title: 'Período',
    key: 'period',
    render: (_, p) => `${formatProcessDate(p.estimatedStartDate)} – ${formatProcessDate(p.estimatedEndDate)}`,
  },
];

/** The client page's 'Procesos': every process of the client, whatever its state, each opening its own page. */
export function ClientProcesses({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const list = useClientProcesses(clientId, page);
  return (
    <section aria-labelledby="client-processes-title">
      <Typography.Title level={2} id="client-processes-title" style={{ fontSize: 16, marginTop: 24 }}>
        Procesos {list.data && <Typography.Text type="secondary">({list.data.totalDocs})</Typography.Text>}
      </Typography.Title>
      {list.isError ? (
        <Alert type="error" showIcon title={processMessages.listFailed} />
      ) : (
        <Table<ProcessSummary>
          rowKey="processId"
          size="small"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Este cliente aún no tiene procesos" />,
          }}
          pagination={{
            current: page,
            pageSize: PROCESSES_PAGE_SIZE,
            total: list.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}
