import { CheckCircleOutlined, SearchOutlined } from '@ant-design/icons';
import {
  guideProgressLabel,
  pairingMessages,
  processReportMessages,
  sessionStatusLabels,
  TRACKING_PAGE_SIZE,
  type PairSession,
  type ProcessDetail,
  type ProcessTracking,
  type SessionDisplayStatus,
  type TrackingPair,
  formatTimestamp,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Progress,
  Row,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { errorMessageOf } from '../../../lib/api';
import { DownloadButton } from '../../../components/DownloadButton';
import { downloadChatScript } from '../../chat/chatApi';
import { useSearchedPages } from '../../../lib/useSearchedPages';
import { downloadPairs, useDisablePair } from '../pairs/pairsApi';
import { useProcessTracking } from './detailApi';
import type { DetailViewer } from '../../../lib/auth/detailViewer';
import { sidewaysScroll } from '../../../components/tableScroll';

const statusColors: Record<SessionDisplayStatus, string> = {
  PENDING_NO_DATE: 'default',
  PENDING_AND_SCHEDULED: 'blue',
  REALIZED: 'gold',
  COMPLETED: 'green',
  DISABLED: 'default',
};
const PIE_COLORS = ['#bfbfbf', '#91caff', '#4096ff', '#0958d9', '#73d13d', '#389e0d', '#faad14', '#d4380d'];

const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`.trim();
const formatDateTime = (value: string | null) => (value ? formatTimestamp(value) : '—');
export const displayStatus = (session: PairSession): SessionDisplayStatus =>
  !session.enabled && session.status === 'PENDING_NO_DATE' ? 'DISABLED' : session.status;
/** '1 sesión realizada', '0 sesiones realizadas', '2 sesiones realizadas'. */
const sessionsHeldLabel = (n: number) => (n === 1 ? '1 sesión realizada' : `${n} sesiones realizadas`);

/** The pairs of a process, 5 per page, searched by name; shared by the 'Duplas' and 'Seguimiento' tabs. */
function usePairs(processId: string) {
  const list = useSearchedPages();
  const tracking = useProcessTracking(processId, list.page, list.search);
  return { tracking, ...list };
}

function PairSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder="Buscar por nombre de mentee o mentora"
      aria-label="Buscar duplas"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 360 }}
    />
  );
}

function PairTable({
  pairs,
  columns,
}: {
  pairs: ReturnType<typeof usePairs>;
  columns: TableProps<TrackingPair>['columns'];
}) {
  const { tracking, search, page, setPage } = pairs;
  if (tracking.isError) return <Alert type="error" showIcon title={errorMessageOf(tracking.error)} />;
  return (
    <Table<TrackingPair>
      rowKey="pairId"
      size="small"
      columns={columns}
      dataSource={tracking.data?.pairs}
      loading={tracking.isPending || (tracking.isFetching && tracking.isPlaceholderData)}
      scroll={sidewaysScroll()}
      locale={{
        emptyText: search ? processReportMessages.noPairsFound : processReportMessages.noPairs,
      }}
      pagination={{
        current: page,
        pageSize: TRACKING_PAGE_SIZE,
        total: tracking.data?.totalDocs ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
    />
  );
}

function SessionsPie({ data }: { data: ProcessTracking }) {
  const slices = data.pairsBySessionsReached
    .map((count, reached) => ({ name: sessionsHeldLabel(reached), value: count, reached }))
    .filter((slice) => slice.value > 0);
  if (slices.length === 0) return <Empty description={processReportMessages.noPairs} />;
  const summary = slices.map((slice) => `${slice.name}: ${slice.value}`).join('; ');
  return (
    <figure style={{ margin: 0 }} aria-label={`Duplas por sesiones realizadas. ${summary}`}>
      <div style={{ width: '100%', height: 260 }} aria-hidden>
        <ResponsiveContainer>
          <PieChart>
            <Pie data={slices} dataKey="value" nameKey="name" innerRadius={50} outerRadius={90}>
              {slices.map((slice) => (
                <Cell key={slice.reached} fill={PIE_COLORS[slice.reached % PIE_COLORS.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <Typography.Text type="secondary">Duplas activas por sesiones realizadas</Typography.Text>
      </figcaption>
    </figure>
  );
}

/**
 * 'Duplas' (?tab=match): the pairs table with a pie chart of pairs by sessions reached and the Excel download; while
 * the process is in progress an admin may disable a pair (spec 001 §4: irreversible, both people leave the process).
 */
export function PairsTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const { message, modal } = AntApp.useApp();
  const pairs = usePairs(process.processId);
  const disable = useDisablePair(process.processId);
  const canDisable = viewer === 'ADMIN' && process.status === 'IN_PROGRESS';
  const data = pairs.tracking.data;

  const confirmDisable = (pair: TrackingPair) =>
    modal.confirm({
      title: '¿Desactivar la dupla?',
      content: `${fullName(pair.student)} y ${fullName(pair.mentor)} dejarán el proceso. Esta acción es irreversible.`,
      okText: 'Desactivar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        disable.mutateAsync(pair.pairId).then(
          (result) => {
            message.success(result.message || pairingMessages.disabled);
          },
          (error: unknown) => {
            message.error(`${pairingMessages.disableFailed}: ${errorMessageOf(error)}`);
          },
        ),
    });

  const columns: TableProps<TrackingPair>['columns'] = [
    { title: 'Mentee', key: 'student', render: (_, pair) => fullName(pair.student) },
    { title: 'Mentora', key: 'mentor', render: (_, pair) => fullName(pair.mentor) },
    { title: 'Email mentora', key: 'email', render: (_, pair) => pair.mentor.email },
    {
      title: 'Afinidad',
      key: 'affinity',
      render: (_, pair) => (pair.affinity === null ? '—' : `${pair.affinity}%`),
    },
    {
      title: 'Sesiones realizadas',
      key: 'reached',
      render: (_, pair) => `${pair.sessionReached}/${data?.sessionsPerPair ?? 0}`,
    },
    {
      title: 'Estado',
      key: 'state',
      render: (_, pair) => (pair.disabled ? <Tag color="red">Desactivada</Tag> : <Tag color="green">Activa</Tag>),
    },
    ...(canDisable
      ? [
          {
            title: 'Acciones',
            key: 'actions',
            render: (_: unknown, pair: TrackingPair) =>
              pair.disabled ? null : (
                <Button
                  danger
                  size="small"
                  aria-label={`Desactivar dupla de ${fullName(pair.student)} y ${fullName(pair.mentor)}`}
                  onClick={() => confirmDisable(pair)}
                >
                  Desactivar
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    // The table needs the width for its actions column: the chart sits beside it only on the widest screens.
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Flex wrap gap={12} justify="space-between">
            <PairSearch value={pairs.searchText} onChange={pairs.setSearchText} />
            <DownloadButton download={() => downloadPairs(process.processId, process.name)}>
              Descargar duplas
            </DownloadButton>
            {viewer === 'ADMIN' && (
              <DownloadButton download={() => downloadChatScript(process.processId, process.name)}>
                Descargar guion
              </DownloadButton>
            )}
          </Flex>
          <PairTable pairs={pairs} columns={columns} />
        </Space>
      </Col>
      <Col xs={24} xxl={8}>
        <Card size="small" title="Duplas por sesión">
          {data ? <SessionsPie data={data} /> : <Empty description="Cargando..." />}
        </Card>
      </Col>
    </Row>
  );
}

/** 'Seguimiento' (?tab=tracking): the admin's progress and each pair's sessions. */
export function TrackingTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const pairs = usePairs(process.processId);
  const data = pairs.tracking.data;
  const sessionNumbers = Array.from({ length: data?.sessionsPerPair ?? 0 }, (_, i) => i + 1);
  const columns: TableProps<TrackingPair>['columns'] = [
    {
      title: 'Dupla',
      key: 'pair',
      fixed: 'left',
      render: (_, pair) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{fullName(pair.student)}</Typography.Text>
          <Typography.Text type="secondary">{fullName(pair.mentor)}</Typography.Text>
          {pair.disabled && <Tag color="red">Desactivada</Tag>}
        </Space>
      ),
    },
    ...sessionNumbers.map((n) => ({
      title: `Sesión ${n}`,
      key: `session-${n}`,
      render: (_: unknown, pair: TrackingPair) => {
        const session = pair.sessions.find((s) => s.sessionNumber === n);
        if (!session) return '—';
        const status = displayStatus(session);
        const guideFinished = session.guideStatus === 'COMPLETED';
        return (
          <Space orientation="vertical" size={0}>
            <Tag color={statusColors[status]}>{sessionStatusLabels[status]}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(session.scheduleDate)}
            </Typography.Text>
            <Typography.Text type={guideFinished ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
              {guideFinished && <CheckCircleOutlined aria-hidden />} {guideProgressLabel(session.guideStatus)}
            </Typography.Text>
          </Space>
        );
      },
    })),
    {
      title: 'Pautas terminadas',
      key: 'guides',
      render: (_, pair) =>
        `${pair.sessions.filter((s) => s.guideStatus === 'COMPLETED').length}/${data?.sessionsPerPair ?? 0}`,
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {viewer === 'ADMIN' && (
        <Card size="small">
          <Flex wrap gap={24} align="center">
            {data ? (
              data.progress === null ? (
                <Progress type="circle" percent={0} format={() => processReportMessages.notStarted} size={120} />
              ) : (
                <Progress type="circle" percent={data.progress} size={120} aria-label="Avance del proceso" />
              )
            ) : (
              <Progress type="circle" percent={0} size={120} status="normal" format={() => '...'} />
            )}
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>Avance del proceso</Typography.Text>
              {data && (
                <Typography.Text type="secondary">
                  {data.completedSessions} de {data.activePairs * data.sessionsPerPair} sesiones realizadas (
                  {data.activePairs} duplas activas × {data.sessionsPerPair} sesiones)
                </Typography.Text>
              )}
            </Space>
          </Flex>
        </Card>
      )}
      <PairSearch value={pairs.searchText} onChange={pairs.setSearchText} />
      <PairTable pairs={pairs} columns={columns} />
    </Space>
  );
}
