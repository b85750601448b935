import { processMessages, type ProcessSummary } from '@enlaza/contract';
import { Empty, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { formatProcessDate, formatServices } from '../processes/processFormat';
import { ProcessLink } from '../processes/ProcessLink';
import { PROCESSES_PAGE_SIZE, useClientProcesses } from '../processes/processesApi';
import { ProcessStatusTag } from '../processes/ProcessStatusTag';
import { PagedTable } from '../../components/ListPage';

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
      <PagedTable<ProcessSummary>
        query={list}
        rowKey="processId"
        size="small"
        columns={columns}
        page={page}
        pageSize={PROCESSES_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Este cliente aún no tiene procesos" />}
        errorAlert={{ title: processMessages.listFailed }}
      />
    </section>
  );
}
