import {
  processMessages,
  processStatusLabels,
  processStatuses,
  type ProcessStatus,
  type ProcessSummary,
} from '@enlaza/contract';
import { Alert, Button, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useBoardsQuery } from '../../lib/useListQuery';
import { formatProcessDate, formatServices, processPath } from './processFormat';
import { PROCESSES_PAGE_SIZE, useProcessList } from './processesApi';
import { ProcessStatusTag } from './ProcessStatusTag';

interface StatusBoardProps {
  status: ProcessStatus;
  page: number;
  search: string;
  onPageChange: (page: number) => void;
}

/** One board: the processes in one status, with its own paging and its own load error. */
function StatusBoard({ status, page, search, onPageChange }: StatusBoardProps) {
  const navigate = useNavigate();
  const list = useProcessList(status, page, search);
  const titleId = `processes-${status.toLowerCase()}`;

  const columns: TableProps<ProcessSummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, process) => <Link to={processPath(process)}>{name}</Link>,
    },
    { title: 'Cliente', key: 'client', render: (_, { client }) => client.name },
    { title: 'Servicios', key: 'services', render: (_, { serviceType }) => formatServices(serviceType) },
    { title: 'Inicio', key: 'start', render: (_, p) => formatProcessDate(p.estimatedStartDate) },
    { title: 'Término', key: 'end', render: (_, p) => formatProcessDate(p.estimatedEndDate) },
    { title: 'Mentoras', dataIndex: 'mentorsCount', key: 'mentors', align: 'right' },
    { title: 'Mentees', dataIndex: 'studentsCount', key: 'students', align: 'right' },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, process) => (
        <Button size="small" aria-label={`Ver proceso ${process.name}`} onClick={() => navigate(processPath(process))}>
          Ver proceso
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: '24px 0 8px' }}>
        <ProcessStatusTag status={status} />
        {list.data && <Typography.Text type="secondary">({list.data.totalDocs})</Typography.Text>}
      </Typography.Title>
      {list.isError ? (
        <Alert type="error" showIcon title={`${processMessages.listFailed} (${processStatusLabels[status]})`} />
      ) : (
        <Table<ProcessSummary>
          rowKey="processId"
          size="middle"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: processMessages.empty }}
          pagination={{
            current: page,
            pageSize: PROCESSES_PAGE_SIZE,
            total: list.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: onPageChange,
          }}
        />
      )}
    </section>
  );
}

/** /admin/processes 'Procesos': one board per status (spec 001 §2). */
export function ProcessesPage() {
  const navigate = useNavigate();
  const { searchText, setSearchText, search, pageOf, goToPage } = useBoardsQuery(processStatuses);
  return (
    <section aria-labelledby="processes-title">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={1} id="processes-title" style={{ margin: 0, fontSize: 24 }}>
          {processMessages.title}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/admin/processes/select')}>
          Crear proceso
        </Button>
      </Flex>
      <Input.Search
        style={{ marginTop: 16, maxWidth: 420 }}
        placeholder="Buscar por nombre"
        aria-label="Buscar procesos"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
      />
      {processStatuses.map((status) => (
        <StatusBoard
          key={status}
          status={status}
          page={pageOf(status)}
          search={search}
          onPageChange={(page) => goToPage(status, page)}
        />
      ))}
    </section>
  );
}
