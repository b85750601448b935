import { CheckCircleOutlined, CloseCircleOutlined, MinusOutlined } from '@ant-design/icons';
import {
  ATTENDANCE_PAGE_SIZE,
  eventAttendanceStateLabels,
  eventMessages,
  type EventAttendanceState,
  type ParticipantRole,
  type ProcessAttendanceEvent,
  type ProcessAttendanceParticipant,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, Avatar, Checkbox, Flex, Table, Typography, type TableProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { formatEventDate, roleFilterOf, roleLabelOf } from './eventFormat';
import { useProcessAttendance } from './eventsApi';
import './events.css';
import { sidewaysScroll } from '../../components/tableScroll';

const ROLE_ORDER: ParticipantRole[] = ['STUDENT', 'MENTOR'];

const stateIcons: Record<EventAttendanceState, { icon: ReactNode; className: string }> = {
  ATTENDED: { icon: <CheckCircleOutlined aria-hidden />, className: 'attendance-cell--attended' },
  NOT_ATTENDED: { icon: <CloseCircleOutlined aria-hidden />, className: 'attendance-cell--missed' },
  NOT_APPLICABLE: { icon: <MinusOutlined aria-hidden />, className: 'attendance-cell--na' },
};

function AttendanceCell({ state }: { state: EventAttendanceState }) {
  const { icon, className } = stateIcons[state];
  return (
    <span className={`attendance-cell ${className}`}>
      {icon}
      {eventAttendanceStateLabels[state]}
    </span>
  );
}

/**
 * The 'Asistencia' sub-tab of a process's events (spec 001 §2 "events", §9): role checkboxes filter a table of
 * confirmed participants × events already begun, with each participant's and each event's attendance percentage.
 */
export function EventAttendancePanel({ process }: { process: ProcessDetail }) {
  const [roles, setRoles] = useState<ParticipantRole[]>(ROLE_ORDER);
  const [page, setPage] = useState(1);
  const headingId = useId();
  const filter = roleFilterOf(roles);
  const attendance = useProcessAttendance(process.processId, filter ?? 'ALL', page, filter !== null);

  const events = attendance.data?.events ?? [];
  const rows = filter === null ? [] : (attendance.data?.participants.docs ?? []);
  const columns: TableProps<ProcessAttendanceParticipant>['columns'] = [
    {
      key: 'participant',
      title: 'Participante',
      fixed: 'left',
      width: 200,
      render: (_, p) => (
        <Flex gap={8} align="center">
          <Avatar src={p.photoUrl ?? undefined} alt="" size="small">
            {p.name.charAt(0)}
          </Avatar>
          <span>
            {p.name} {p.lastName}
            <br />
            <Typography.Text type="secondary">{roleLabelOf(p.role, process)}</Typography.Text>
          </span>
        </Flex>
      ),
    },
    ...events.map((event, index) => ({
      key: event.eventId,
      title: <EventColumnTitle event={event} />,
      render: (_: unknown, p: ProcessAttendanceParticipant) => (
        <AttendanceCell state={p.states[index]?.state ?? 'NOT_APPLICABLE'} />
      ),
    })),
    {
      key: 'percentage',
      title: '% asistencia',
      align: 'right',
      render: (_, p) => <strong>{p.percentage}%</strong>,
    },
  ];

  return (
    <section aria-labelledby={headingId} className="event-attendance">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
          Asistencia
        </Typography.Title>
        <Checkbox.Group<ParticipantRole>
          aria-label="Mostrar participantes"
          value={roles}
          onChange={(checked) => {
            setRoles(ROLE_ORDER.filter((role) => checked.includes(role)));
            setPage(1);
          }}
          options={ROLE_ORDER.map((role) => ({ value: role, label: roleLabelOf(role, process) }))}
        />
      </Flex>
      {attendance.isError ? (
        <Alert type="error" showIcon title={eventMessages.loadFailed} />
      ) : (
        <>
          {attendance.isSuccess && events.length === 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Todavía no hay eventos realizados en este proceso"
            />
          )}
          <Table<ProcessAttendanceParticipant>
            rowKey="userId"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={filter !== null && attendance.isFetching}
            scroll={sidewaysScroll()}
            locale={{
              emptyText:
                filter === null
                  ? 'Selecciona al menos un rol para ver la asistencia'
                  : 'No hay participantes confirmados',
            }}
            pagination={{
              current: page,
              pageSize: ATTENDANCE_PAGE_SIZE,
              total: filter === null ? 0 : (attendance.data?.participants.totalDocs ?? 0),
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
          />
        </>
      )}
    </section>
  );
}

function EventColumnTitle({ event }: { event: ProcessAttendanceEvent }) {
  return (
    <span className="attendance-event-title">
      <span>{event.name}</span>
      <small>{formatEventDate(event.eventDate)}</small>
      <small>
        <span className="visually-hidden">Asistencia al evento: </span>
        {event.percentage}% ({event.attendeesCount}/{event.eligibleCount})
      </small>
    </span>
  );
}
