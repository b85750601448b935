import { CalendarOutlined, CheckCircleFilled, TeamOutlined } from '@ant-design/icons';
import {
  attendanceMessages,
  eventErrorTypes,
  eventRolesLabel,
  eventUiMessages,
  type AttendancePage,
} from '@enlaza/contract';
import { Alert, Avatar, Button, Card, Form, Result, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { ApiError, errorMessageOf } from '../../lib/api';
import { formatEventDate, matchesParticipantSearch } from './eventFormat';
import { useAttendancePage, useMarkAttendance } from './attendancePageApi';
import './events.css';

/**
 * /mark-attendance/{eventId} (spec 002 §2.11): public; a participant scans the QR with their phone, picks their
 * name and registers their attendance. The server accepts it only on the event's day in America/Santiago.
 */
export function MarkAttendancePage() {
  const { eventId = '' } = useParams();
  const brand = useBrand();
  const page = useAttendancePage(eventId);

  let content;
  if (page.isPending) {
    content = <Skeleton active />;
  } else if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    content = (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'El evento no existe' : errorMessageOf(page.error)}
        subTitle={missing ? 'Revisa que el código QR sea el del evento al que asistes.' : undefined}
      />
    );
  } else {
    content = <AttendanceForm eventId={eventId} event={page.data} />;
  }

  return (
    <main className="mark-attendance">
      <img className="mark-attendance__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {content}
    </main>
  );
}

function AttendanceForm({ eventId, event }: { eventId: string; event: AttendancePage }) {
  const [userId, setUserId] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const mark = useMarkAttendance(eventId);

  if (done) {
    return (
      <Result
        status="success"
        title={attendanceMessages.thanks}
        subTitle={event.eventName}
        extra={
          <Button
            onClick={() => {
              setDone(false);
              setUserId(undefined);
              mark.reset();
            }}
          >
            Registrar a otra persona
          </Button>
        }
      />
    );
  }

  const refusedForDay = mark.error instanceof ApiError && mark.error.type === eventErrorTypes.notToday;

  return (
    <Card>
      <Typography.Text type="secondary">{event.processName}</Typography.Text>
      <Typography.Title level={1} style={{ marginTop: 4, fontSize: 24 }}>
        {event.eventName}
      </Typography.Title>
      <p>
        <CalendarOutlined aria-hidden /> <span className="visually-hidden">Fecha: </span>
        {formatEventDate(event.eventDate)}
      </p>
      <p>
        <TeamOutlined aria-hidden /> <span className="visually-hidden">Dirigido a: </span>
        {eventRolesLabel(event.roles, false)}
      </p>
      {!event.isToday && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={attendanceMessages.notTodayWarning} />
      )}
      <Form layout="vertical" onFinish={() => userId && mark.mutate(userId, { onSuccess: () => setDone(true) })}>
        <Form.Item label="Tu nombre" htmlFor="attendance-participant">
          <Select<string>
            id="attendance-participant"
            showSearch={{
              filterOption: (input, option) =>
                !!option && matchesParticipantSearch(input, `${option.name} ${option.lastName}`),
            }}
            placeholder="Busca tu nombre"
            value={userId}
            onChange={(value) => {
              setUserId(value);
              mark.reset();
            }}
            notFoundContent="No encontramos participantes con ese nombre"
            options={event.participants.map((p) => ({
              value: p.userId,
              name: p.name,
              lastName: p.lastName,
              label: <ParticipantOption participant={p} />,
            }))}
            optionLabelProp="label"
            size="large"
            style={{ width: '100%' }}
          />
        </Form.Item>
        {mark.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={refusedForDay ? attendanceMessages.notToday : attendanceMessages.failed}
            description={refusedForDay ? undefined : errorMessageOf(mark.error)}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block disabled={!userId} loading={mark.isPending}>
          {eventUiMessages.register}
        </Button>
      </Form>
    </Card>
  );
}

function ParticipantOption({ participant }: { participant: AttendancePage['participants'][number] }) {
  return (
    <span className="mark-attendance__option">
      <Avatar src={participant.photoUrl ?? undefined} alt="" size="small">
        {participant.name.charAt(0)}
      </Avatar>
      <span>
        {participant.name} {participant.lastName}
      </span>
      {participant.attended && (
        <CheckCircleFilled aria-label="Asistencia ya registrada" style={{ color: '#389e0d', marginLeft: 'auto' }} />
      )}
    </span>
  );
}
