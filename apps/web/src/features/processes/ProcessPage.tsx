import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  INVITATION_MAILS_MAX,
  invitationStatusLabels,
  nextProcessStatus,
  participantRoles,
  processActionLabels,
  processActions,
  processCompletenessLabels,
  processMessages,
  processStatusSlugs,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessAction,
  type ProcessCompletenessField,
  type ProcessDetail,
  type ProcessParticipant,
  type ProcessStatus,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Descriptions,
  Flex,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ApiError, errorMessageOf } from '../../lib/api';
import { formatProcessDate, formatServices, processPath } from './processFormat';
import {
  PARTICIPANTS_PAGE_SIZE,
  useDeleteProcess,
  useProcess,
  useProcessParticipants,
  useProcessTransition,
} from './processesApi';
import { ProcessStatusTag } from './ProcessStatusTag';

/** The heading of each status page (spec 001 §2). */
export const processPageTitles: Record<ProcessStatus, string> = {
  DRAFT: 'Procesos / Borrador procesos',
  KICKOFF: 'Procesos / Pre-kickoff',
  IN_PROGRESS: 'Procesos / En curso',
  FINALIZED: 'Procesos / Finalizado',
};

const roleTitles: Record<ParticipantRole, string> = { MENTOR: 'Mentoras', STUDENT: 'Mentees' };
const invitationColors: Record<InvitationStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
/** One person's invitation (the contract's labels are the plural counts of the pie). */
const invitationTagLabels: Record<InvitationStatus, string> = {
  PENDING: 'Pendiente',
  REJECTED: 'Desistida',
  APPROVED: 'Confirmada',
};

/** The transitions this status allows, with their confirmations (the draft one warns about pairs and matches). */
function confirmationOf(action: ProcessAction): { title: string; content?: string; danger?: boolean } {
  switch (action) {
    case 'kickoff':
      return { title: '¿Pasar el proceso a pre-kickoff?' };
    case 'draft':
      return { title: '¿Convertir el proceso en borrador?', content: processMessages.toDraftWarning, danger: true };
    case 'start':
      return { title: '¿Iniciar el proceso?', content: 'Se avisará por correo a las personas que participan.' };
    case 'finalize':
      return { title: '¿Finalizar el proceso?', content: 'Un proceso finalizado no se puede modificar.', danger: true };
  }
}

function LifecycleActions({ process }: { process: ProcessDetail }) {
  const { message, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const transition = useProcessTransition();
  const deleteProcess = useDeleteProcess();
  const allowed = processActions.filter((action) => nextProcessStatus(process.status, action));

  const confirm = (action: ProcessAction) => {
    const { title, content, danger } = confirmationOf(action);
    modal.confirm({
      title,
      content,
      okText: processActionLabels[action],
      cancelText: 'Cancelar',
      okButtonProps: { danger },
      type: danger ? 'warning' : 'confirm',
      onOk: () =>
        transition.mutateAsync({ processId: process.processId, action }).then(
          (result) => {
            message.success(result.message);
            void navigate(processPath(result.process));
          },
          (error: unknown) => {
            message.error(errorMessageOf(error));
          },
        ),
    });
  };

  if (!allowed.length && process.status !== 'DRAFT') return null;
  return (
    <Space wrap>
      {allowed.map((action) => (
        <Button
          key={action}
          type={action === 'draft' ? 'default' : 'primary'}
          danger={action === 'finalize'}
          onClick={() => confirm(action)}
        >
          {processActionLabels[action]}
        </Button>
      ))}
      {process.status === 'DRAFT' && (
        <ConfirmDeleteButton
          title="Eliminar proceso"
          label="Eliminar proceso"
          itemName={process.name}
          onConfirm={() =>
            deleteProcess.mutateAsync(process.processId).then(
              () => {
                message.success(processMessages.deleted);
                void navigate('/admin/processes');
              },
              (error: unknown) => {
                message.error(error instanceof ApiError ? error.message : processMessages.deleteFailed);
              },
            )
          }
        />
      )}
    </Space>
  );
}

function GeneralData({ process }: { process: ProcessDetail }) {
  const owner = process.owner ? `${process.owner.name} ${process.owner.lastName}` : '—';
  const guide = process.mentorship?.name ?? process.dynamicMentorship?.name ?? '—';
  return (
    <Descriptions
      title="Datos generales"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'client', label: 'Cliente', children: process.client.name },
        { key: 'services', label: 'Servicios', children: formatServices(process.serviceType) },
        { key: 'guide', label: 'Pauta', children: guide },
        { key: 'mdi', label: 'MDI', children: process.mdi?.name ?? 'Proceso sin MDI' },
        { key: 'bundle', label: 'Feedback de sesión', children: process.sessionsFeedbackBundle?.name ?? '—' },
        { key: 'owner', label: 'Coordinadora', children: owner },
        { key: 'start', label: 'Fecha de inicio', children: formatProcessDate(process.estimatedStartDate) },
        { key: 'end', label: 'Fecha de término', children: formatProcessDate(process.estimatedEndDate) },
        ...(process.startDate
          ? [{ key: 'startedAt', label: 'Iniciado el', children: formatProcessDate(process.startDate) }]
          : []),
        ...(process.endDate
          ? [{ key: 'endedAt', label: 'Finalizado el', children: formatProcessDate(process.endDate) }]
          : []),
        { key: 'ungrouped', label: 'Sin duplas (desagrupado)', children: process.ungrouped ? 'Sí' : 'No' },
      ]}
    />
  );
}

function Completeness({ process }: { process: ProcessDetail }) {
  if (process.status !== 'DRAFT') return null;
  if (process.completeness.complete) {
    return <Alert type="success" showIcon title="El proceso está completo" />;
  }
  const labels = process.completeness.missing.map(
    (field) => processCompletenessLabels[field as ProcessCompletenessField] ?? field,
  );
  return (
    <Alert type="warning" showIcon title="El proceso está incompleto" description={`Falta: ${labels.join(', ')}`} />
  );
}

function ParticipantTable({ processId, role }: { processId: string; role: ParticipantRole }) {
  const [page, setPage] = useState(1);
  const list = useProcessParticipants(processId, role, page);
  const titleId = `participants-${role.toLowerCase()}`;

  const columns: TableProps<ProcessParticipant>['columns'] = [
    { title: 'Nombre', key: 'name', render: (_, { data }) => `${data.name} ${data.lastName}` },
    { title: 'Correo', key: 'email', render: (_, { data }) => data.email },
    {
      title: 'Invitación',
      key: 'invitation',
      render: (_, participant) =>
        participant.removed ? (
          <Tag>Quitada</Tag>
        ) : (
          <Tag color={invitationColors[participant.invitationStatus]}>
            {invitationTagLabels[participant.invitationStatus]}
          </Tag>
        ),
    },
    {
      title: 'Correos enviados',
      key: 'mails',
      render: (_, { invitationMailCount }) => (
        <Typography.Text type={invitationMailCount >= INVITATION_MAILS_MAX ? 'danger' : undefined}>
          {invitationMailCount}/{INVITATION_MAILS_MAX}
        </Typography.Text>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: '24px 0 8px' }}>
        {roleTitles[role]}
      </Typography.Title>
      {list.data && (
        <Space wrap style={{ marginBottom: 8 }} aria-label={`Invitaciones ${roleTitles[role]}`}>
          {(['PENDING', 'REJECTED', 'APPROVED'] as const).map((status) => (
            <Tag key={status} color={invitationColors[status]}>
              {invitationStatusLabels[status]}: {list.data.counts[status]}
            </Tag>
          ))}
        </Space>
      )}
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} />
      ) : (
        <Table<ProcessParticipant>
          rowKey="userId"
          size="small"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: `No hay ${roleTitles[role].toLowerCase()} en este proceso` }}
          pagination={{
            current: page,
            pageSize: PARTICIPANTS_PAGE_SIZE,
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

/** /admin/processes/{draft|kickoff|in_progress|finalized}/{processId} (spec 001 §2). */
export function ProcessPage() {
  const { status: slug, processId } = useParams();
  const process = useProcess(processId);

  if (process.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Cargando proceso" />
      </Flex>
    );
  }
  if (process.isError) {
    const notFound = process.error instanceof ApiError && process.error.status === 404;
    return (
      <Space orientation="vertical">
        <Alert type="error" showIcon title={notFound ? errorMessageOf(process.error) : processMessages.loadFailed} />
        <Link to="/admin/processes">
          <ArrowLeftOutlined /> Volver a procesos
        </Link>
      </Space>
    );
  }

  const detail = process.data;
  if (slug !== processStatusSlugs[detail.status]) {
    return <Navigate to={processPath(detail)} replace />;
  }

  return (
    <section aria-labelledby="process-title">
      <Link to="/admin/processes">
        <ArrowLeftOutlined /> Volver a procesos
      </Link>
      <Typography.Title level={1} id="process-title" style={{ margin: '8px 0 4px', fontSize: 24 }}>
        {processPageTitles[detail.status]}
      </Typography.Title>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {detail.name}
          </Typography.Title>
          <ProcessStatusTag status={detail.status} />
        </Space>
        <LifecycleActions process={detail} />
      </Flex>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Completeness process={detail} />
        <GeneralData process={detail} />
      </Space>
      {participantRoles.map((role) => (
        <ParticipantTable key={role} processId={detail.processId} role={role} />
      ))}
    </section>
  );
}
