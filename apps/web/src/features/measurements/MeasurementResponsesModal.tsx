import {
  mdiResponsesMessages as m,
  mdiSubTypeLabels,
  measurementResponseStatusLabels,
  participantRoleLabels,
  type MdiSubType,
  type MeasurementParticipant,
  type MeasurementResponseStatus,
} from '@enlaza/contract';
import { Alert, Flex, Modal, Skeleton, Table, Tag, Typography, type TableProps } from 'antd';
import { errorMessageOf } from '../../lib/api';
import { downloadMeasurementDetail, useMeasurementResponses } from './mdiPanelApi';
import { formatSendDate, ResponseLightTag } from './ResponseLight';
import { DownloadButton } from '../../components/DownloadButton';
import { sidewaysScroll } from '../../components/tableScroll';

const statusColors: Record<MeasurementResponseStatus, string> = { COMPLETED: 'green', SENT: 'orange', NOT_SEND: '' };

export interface MeasurementTarget {
  processId: string;
  processName: string;
  subType: MdiSubType;
}

/** The detail of one measurement of a process: who answered it, and its answers as an Excel file. */
export function MeasurementResponsesModal({
  target,
  onClose,
}: {
  target: MeasurementTarget | null;
  onClose: () => void;
}) {
  const title = target ? `${target.processName} · ${mdiSubTypeLabels[target.subType]}` : '';
  return (
    <Modal
      open={!!target}
      title={title}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      styles={{ body: { paddingTop: 8 } }}
    >
      {target && <MeasurementResponsesBody target={target} />}
    </Modal>
  );
}

function MeasurementResponsesBody({ target }: { target: MeasurementTarget }) {
  const responses = useMeasurementResponses(target.processId, target.subType);

  if (responses.isPending) {
    return (
      <div role="status" aria-label="Cargando respuestas de la medición">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (responses.isError) {
    return <Alert type="error" showIcon title={m.detailFailed} description={errorMessageOf(responses.error)} />;
  }

  const { summary, participants } = responses.data;
  const columns: TableProps<MeasurementParticipant>['columns'] = [
    { title: 'Nombre', dataIndex: 'name', key: 'name' },
    { title: 'Apellido', dataIndex: 'lastName', key: 'lastName' },
    // What the modal is for comes first, before the contact columns a phone scrolls to.
    {
      title: 'Estado de respuesta',
      key: 'status',
      render: (_, p) => <Tag color={statusColors[p.status]}>{measurementResponseStatusLabels[p.status]}</Tag>,
    },
    { title: 'Rol', key: 'role', render: (_, p) => participantRoleLabels[p.role] },
    { title: 'Correo', dataIndex: 'email', key: 'email' },
    { title: 'Teléfono', key: 'cellphone', render: (_, p) => p.cellphone || '—' },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <Typography.Text>
            {summary.sentAt ? `Enviada el ${formatSendDate(summary.sentAt)}` : m.notSent}
          </Typography.Text>
          {summary.light && <ResponseLightTag light={summary.light} />}
          <Typography.Text strong>
            {summary.percentage === null
              ? m.noInvitations
              : `${summary.percentage} % (${summary.completed} de ${summary.total} respondieron)`}
          </Typography.Text>
        </Flex>
        <DownloadButton
          download={() => downloadMeasurementDetail(target.processId, target.subType)}
          notices={{ downloading: m.downloading, downloaded: m.downloaded }}
        >
          {m.download}
        </DownloadButton>
      </Flex>
      <Table<MeasurementParticipant>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={participants}
        pagination={participants.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={sidewaysScroll()}
        locale={{ emptyText: m.noParticipants }}
      />
    </Flex>
  );
}
