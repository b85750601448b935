import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import {
  invitationStatusRowLabels,
  processMessages,
  REMOVED_PARTICIPANT_LABEL,
  sessionOrdinalName,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessDetail,
  type ProcessParticipant,
  formatTimestamp,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Tabs,
  Tag,
  Timeline,
  Typography,
  type TableProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { dayjs } from '../../../lib/dates';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { formatProcessDate, formatServices } from '../processFormat';
import {
  DETAIL_PARTICIPANTS_PAGE_SIZE,
  useCoordinatorOptions,
  useDetailParticipants,
  useUpdateOwnerAndEndDate,
} from './detailApi';
import { useProcessEvents } from '../../events/eventsApi';
import { SessionDatesModal } from '../../events/SessionDatesModal';
import type { DetailViewer } from '../../../lib/auth/detailViewer';
import { enterOnlyPicksTheDate } from '../../../lib/forms/enterOnlyPicksTheDate';
import { PagedTable } from '../../../components/ListPage';

const EDIT_SUCCESS = 'Editado exitosamente';
const invitationColors: Record<InvitationStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
const roleTitles: Record<ParticipantRole, string> = { MENTOR: 'Mentoras', STUDENT: 'Mentees' };

interface TimelineEntry {
  key: string;
  date: Dayjs;
  title: string;
  detail?: string;
  color: string;
}

/** 'Cronograma': start, each session's range, events, estimated end, real start and end, in date order. */
function Schedule({ process }: { process: ProcessDetail }) {
  const events = useProcessEvents(process.processId);
  const day = (value: string) => dayjs(value, 'YYYY-MM-DD');
  const entries: TimelineEntry[] = [
    { key: 'start', date: day(process.estimatedStartDate), title: 'Inicio estimado', color: 'blue' },
    ...(process.startDate
      ? [{ key: 'started', date: dayjs(process.startDate), title: 'Inicio del proceso', color: 'green' }]
      : []),
    ...process.sessionsDateRanges.map((range) => ({
      key: `session-${range.sessionNumber}`,
      date: day(range.start),
      title: sessionOrdinalName(range.sessionNumber),
      detail: `${formatProcessDate(range.start)} – ${formatProcessDate(range.end)}`,
      color: 'gray',
    })),
    ...(events.data ?? [])
      .filter((event) => event.eventDate)
      .map((event) => ({
        key: `event-${event.eventId}`,
        date: dayjs(event.eventDate),
        title: `Evento: ${event.name}`,
        detail: formatTimestamp(event.eventDate),
        color: 'purple',
      })),
    { key: 'end', date: day(process.estimatedEndDate), title: 'Término estimado', color: 'blue' },
    ...(process.endDate
      ? [{ key: 'ended', date: dayjs(process.endDate), title: 'Fin del proceso', color: 'red' }]
      : []),
  ].sort((a, b) => a.date.valueOf() - b.date.valueOf());

  return (
    <Card size="small" title="Cronograma">
      {events.isError && <Alert type="error" showIcon title="Error al obtener los eventos del proceso" />}
      <Timeline
        style={{ marginTop: 16 }}
        items={entries.map((entry) => ({
          key: entry.key,
          color: entry.color,
          content: (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{entry.title}</Typography.Text>
              <Typography.Text type="secondary">{entry.detail ?? entry.date.tz().format('DD/MM/YYYY')}</Typography.Text>
            </Space>
          ),
        }))}
      />
    </Card>
  );
}

function ProgrammeInfo({ process }: { process: ProcessDetail }) {
  const owner = process.owner ? `${process.owner.name} ${process.owner.lastName}` : '—';
  return (
    <Descriptions
      title="Información del programa"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'client', label: 'Cliente', children: process.client.name },
        { key: 'owner', label: 'Coordinadora', children: owner },
        {
          key: 'guide',
          label: 'Pauta',
          children: process.mentorship?.name ?? process.dynamicMentorship?.name ?? '—',
        },
        { key: 'mdi', label: 'MDI', children: process.mdi?.name ?? 'Proceso sin MDI' },
        { key: 'feedback', label: 'Feedback de sesión', children: process.sessionsFeedbackBundle?.name ?? '—' },
        { key: 'services', label: 'Servicios', children: formatServices(process.serviceType) },
        { key: 'start', label: 'Fecha de inicio', children: formatProcessDate(process.estimatedStartDate) },
        { key: 'end', label: 'Fecha de término', children: formatProcessDate(process.estimatedEndDate) },
        ...(process.startDate
          ? [{ key: 'startedAt', label: 'Iniciado el', children: formatProcessDate(process.startDate) }]
          : []),
        ...(process.endDate
          ? [{ key: 'endedAt', label: 'Finalizado el', children: formatProcessDate(process.endDate) }]
          : []),
      ]}
    />
  );
}

function ParticipantList({ processId, role }: { processId: string; role: ParticipantRole }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useDetailParticipants(processId, role, page, search);
  const columns: TableProps<ProcessParticipant>['columns'] = [
    { title: 'Nombre', key: 'name', render: (_, { data }) => `${data.name} ${data.lastName}` },
    { title: 'Correo', key: 'email', render: (_, { data }) => data.email },
    { title: 'Teléfono', key: 'phone', render: (_, { data }) => data.cellphone ?? '—' },
    { title: 'Cargo', key: 'area', render: (_, { data }) => data.businessArea ?? '—' },
    {
      title: 'Invitación',
      key: 'invitation',
      render: (_, participant) =>
        participant.removed ? (
          <Tag>{REMOVED_PARTICIPANT_LABEL}</Tag>
        ) : (
          <Tag color={invitationColors[participant.invitationStatus]}>
            {invitationStatusRowLabels[participant.invitationStatus]}
          </Tag>
        ),
    },
  ];
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Buscar por nombre o correo"
        aria-label={`Buscar ${roleTitles[role].toLowerCase()}`}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <PagedTable<ProcessParticipant>
        query={list}
        rowKey="userId"
        size="small"
        columns={columns}
        page={page}
        pageSize={DETAIL_PARTICIPANTS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={`No hay ${roleTitles[role].toLowerCase()} en este proceso`}
      />
    </Space>
  );
}

interface OwnerForm {
  ownerId: string;
  estimatedEndDate: Dayjs;
}

/** 'Editar': the coordinator and the estimated end date (spec 001 §5 "Owner edit"). */
function OwnerEdit({ process }: { process: ProcessDetail }) {
  const { message } = AntApp.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OwnerForm>();
  const coordinators = useCoordinatorOptions(open);
  const update = useUpdateOwnerAndEndDate(process.processId);

  const submit = (values: OwnerForm) =>
    update.mutate(
      { ownerId: values.ownerId, estimatedEndDate: values.estimatedEndDate.format('YYYY-MM-DD') },
      {
        onSuccess: () => {
          message.success(EDIT_SUCCESS);
          setOpen(false);
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );

  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
        Editar
      </Button>
      <Modal
        title="Editar coordinadora y fecha de término"
        open={open}
        width={650}
        okText="Guardar"
        cancelText="Cancelar"
        confirmLoading={update.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<OwnerForm>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            ownerId: process.owner?.userId,
            estimatedEndDate: dayjs(process.estimatedEndDate, 'YYYY-MM-DD'),
          }}
          onFinish={submit}
        >
          <Form.Item name="ownerId" label="Coordinadora" rules={[{ required: true, message: processMessages.owner }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={coordinators.isPending}
              placeholder="Selecciona una coordinadora"
              options={(coordinators.data?.docs ?? []).map((admin) => ({
                value: admin.userId,
                label: `${admin.name} ${admin.lastName}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="estimatedEndDate"
            label="Fecha de término"
            rules={[{ required: true, message: 'Seleccione fecha de fin' }]}
          >
            <DatePicker
              onKeyDown={enterOnlyPicksTheDate}
              format="DD/MM/YYYY"
              style={{ width: '100%' }}
              disabledDate={(date) => date.isBefore(dayjs(process.estimatedStartDate, 'YYYY-MM-DD'), 'day')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** 'Fechas de sesiones': the same editor as the events' 'Fecha inicio sesiones' (sessions 2..n). */
function SessionDatesButton({ process }: { process: ProcessDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Editar fechas de sesiones</Button>
      {open && <SessionDatesModal process={process} onClose={() => setOpen(false)} />}
    </>
  );
}

/** ?tab=general: 'Cronograma', the programme's data, its participants; the admin's edits while not finalized. */
export function GeneralTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const editable = viewer === 'ADMIN' && process.status !== 'FINALIZED';
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Schedule process={process} />
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {editable && <OwnerEdit process={process} />}
        <ProgrammeInfo process={process} />
      </Space>
      {editable && process.serviceType.includes('MENTORING') && (
        <Card size="small" title="Fechas de sesiones">
          <SessionDatesButton process={process} />
        </Card>
      )}
      <Card size="small" title="Participantes">
        <Tabs
          items={(['MENTOR', 'STUDENT'] as const).map((role) => ({
            key: role,
            label: roleTitles[role],
            children: <ParticipantList processId={process.processId} role={role} />,
          }))}
        />
      </Card>
    </Space>
  );
}
