import {
  processMessages,
  processStatusLabels,
  processStatuses,
  type ProcessStatus,
  type ProcessSummary,
} from '@enlaza/contract';
import { Alert, Button, Skeleton, Table, Typography, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { StatusBoardsPage } from '../../components/StatusBoardsPage';
import { formatProcessDate, formatServices, processPath } from './processFormat';
import { PROCESSES_PAGE_SIZE, usePrefetchProcess, useProcessList } from './processesApi';
import { ProcessLink } from './ProcessLink';
import { ProcessStatusTag } from './ProcessStatusTag';
import { sidewaysScroll } from '../../components/tableScroll';

interface StatusBoardProps {
  status: ProcessStatus;
  page: number;
  search: string;
  onPageChange: (page: number) => void;
}

const PROCESS_TABLE_MIN_WIDTH = 900;

/** One board: the processes in one status, with its own paging and its own load error. */
function StatusBoard({ status, page, search, onPageChange }: StatusBoardProps) {
  const navigate = useNavigate();
  const list = useProcessList(status, page, search);
  const prefetch = usePrefetchProcess();
  const titleId = `processes-${status.toLowerCase()}`;

  const columns: TableProps<ProcessSummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, process) => <ProcessLink process={process}>{name}</ProcessLink>,
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
      // Kept in sight while a narrow screen scrolls the table sideways.
      fixed: 'right',
      render: (_, process) => (
        <Button
          size="small"
          aria-label={`Ver proceso ${process.name}`}
          onMouseEnter={() => prefetch(process.processId)}
          onFocus={() => prefetch(process.processId)}
          onClick={() => navigate(processPath(process))}
        >
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
      ) : list.isPending ? (
        <div role="status" aria-label={`Cargando procesos (${processStatusLabels[status]})`}>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <Table<ProcessSummary>
          rowKey="processId"
          size="middle"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isFetching && list.isPlaceholderData}
          // A floor width rather than the content's: long names wrap, so every column fits a laptop's card.
          tableLayout="auto"
          scroll={sidewaysScroll({ width: PROCESS_TABLE_MIN_WIDTH })}
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
  return (
    <StatusBoardsPage
      title={processMessages.title}
      titleId="processes-title"
      action={{ label: 'Crear proceso', onClick: () => navigate('/admin/processes/select') }}
      searchLabel="Buscar procesos"
      statuses={processStatuses}
      renderBoard={(board) => <StatusBoard {...board} />}
    />
  );
}
