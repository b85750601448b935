import {
  ArrowLeftOutlined,
  CheckOutlined,
  FormOutlined,
  LockOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  answerPath,
  chatPath,
  canConfirmRealized,
  eventAttendanceStateLabels,
  guideAnswerPath,
  isSessionDone,
  isWithinSessionRange,
  participationMessages as m,
  sessionFeedbackMessages,
  sessionOrdinalName,
  sessionStatusLabels,
  todayInAppTimeZone,
  type MemberProcessView,
  type MemberSession,
} from '@enlaza/contract';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  List,
  Modal,
  Progress,
  Select,
  Skeleton,
  Steps,
  Tag,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { APP_TIME_ZONE, dayjs } from '../../lib/dates';
import {
  dayOutsideRange,
  formatDateTime,
  formatDay,
  formatRange,
  processTimeProgress,
  quarterHours,
  santiagoInstant,
  sessionDisplayStatus,
} from './memberProcessFormat';
import { openSessionGuide, useCompleteSession, useMemberProcessView, useScheduleSession } from './participationApi';
import './participation.css';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

const statusColors: Record<string, string> = {
  PENDING_NO_DATE: 'default',
  PENDING_AND_SCHEDULED: 'blue',
  REALIZED: 'gold',
  COMPLETED: 'green',
  DISABLED: 'default',
};

/** /home/process/{pairId}/{mentor|student} (spec 002 §2.7, §4.5): the member's process with their pair. */
export function MemberProcessPage() {
  const { pairId = '' } = useParams();
  const view = useMemberProcessView(pairId);
  return (
    <div>
      <Link to="/home">
        <ArrowLeftOutlined aria-hidden /> Mis procesos
      </Link>
      {view.isPending ? (
        <Skeleton active />
      ) : view.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.processLoadFailed}
          description={errorMessageOf(view.error)}
          action={
            <Button size="small" onClick={() => void view.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <ProcessView view={view.data} />
      )}
    </div>
  );
}

/** Spec 002 §2.7: the diploma opens once a certificate exists and the estimated end date has passed. */
function diplomaUnlocked(view: MemberProcessView): boolean {
  return !!view.certificate && todayInAppTimeZone() > view.process.estimatedEndDate;
}

/** Why the diploma is locked: before the end, that date; after it, that no certificate has been issued yet. */
function diplomaLockedReason(process: MemberProcessView['process']): string {
  return todayInAppTimeZone() <= process.estimatedEndDate
    ? m.diplomaBeforeEnd(formatDay(process.estimatedEndDate))
    : m.diplomaNotIssued;
}

function ProcessView({ view }: { view: MemberProcessView }) {
  const { process, sessions } = view;
  const finalized = process.status === 'FINALIZED';
  const progress = processTimeProgress(process, new Date(), sessions.length);
  // The stepper: Match, then each session (finished when held), then the diploma (locked until its certificate).
  const doneCount = sessions.filter((s) => isSessionDone(s.status)).length;
  const current = 1 + doneCount;
  const diploma = diplomaUnlocked(view) ? view.certificate : null;

  return (
    <>
      <header className="member-process__header">
        <div>
          <h1 className="member-process__title">{process.name}</h1>
          <span className="member-process__muted">
            {process.clientName} · {view.myRole === 'MENTOR' ? 'Mentora' : 'Mentee'}
          </span>
        </div>
        <span className="member-process__header-actions">
          <Link to={chatPath(view.pairId, view.myRole === 'MENTOR' ? 'mentor' : 'student')}>
            <MessageOutlined aria-hidden /> Chat con tu dupla
          </Link>
          <Tag color={finalized ? 'default' : 'blue'}>{finalized ? m.finalizedTab : m.inProgressTab}</Tag>
        </span>
      </header>

      <Card style={{ marginTop: 16 }}>
        <Steps
          size="small"
          current={current}
          responsive
          items={[
            { title: 'Match', status: 'finish' },
            ...sessions.map((s) => ({
              title: `Sesión ${s.sessionNumber}`,
              status: isSessionDone(s.status) ? ('finish' as const) : ('wait' as const),
            })),
            diploma
              ? { title: m.diploma, status: 'finish' as const, icon: <SafetyCertificateOutlined aria-hidden /> }
              : { title: m.diplomaLocked, status: 'wait' as const },
          ]}
        />
        {diploma ? (
          <p style={{ margin: '8px 0 0' }}>
            <SafetyCertificateOutlined aria-hidden /> {m.diplomaReady}{' '}
            <Link to={`/my-certificate/${diploma.certificateId}`}>{diploma.title}</Link>
          </p>
        ) : (
          <p className="member-process__muted" style={{ margin: '8px 0 0' }}>
            <LockOutlined aria-hidden /> {diplomaLockedReason(process)}
          </p>
        )}
        <div style={{ marginTop: 16 }}>
          <span id="time-progress-label">Avance del proceso en el tiempo</span>
          <Progress percent={progress} aria-labelledby="time-progress-label" />
          <span className="member-process__muted">
            {formatDay(process.startDate ?? process.estimatedStartDate)} – {formatDay(process.estimatedEndDate)}
          </span>
        </div>
      </Card>

      <div className="member-process__grid">
        <section aria-labelledby="member-sessions">
          <h2 id="member-sessions" className="member-process__title">
            Sesiones
          </h2>
          <div className="member-process__sessions">
            {sessions.map((session) => (
              <SessionCard key={session.sessionNumber} view={view} session={session} finalized={finalized} />
            ))}
          </div>
        </section>
        <aside>
          <PartnerCard view={view} />
          <EventsCard view={view} />
        </aside>
      </div>
    </>
  );
}

function SessionCard({
  view,
  session,
  finalized,
}: {
  view: MemberProcessView;
  session: MemberSession;
  finalized: boolean;
}) {
  const { modal, message } = App.useApp();
  const [scheduling, setScheduling] = useState(false);
  const complete = useCompleteSession(view.pairId);
  const displayStatus = sessionDisplayStatus(session);
  const canSchedule = !finalized && session.enabled && !isSessionDone(session.status);
  const canConfirm = !finalized && canConfirmRealized(session, new Date());
  // Spec 002 §4.5: 'Evaluar sesión' once the session is held, disabled as 'Contestado' once the member answered it.
  const feedback = displayStatus === 'REALIZED' || displayStatus === 'COMPLETED' ? session.feedback : null;
  const name = sessionOrdinalName(session.sessionNumber);

  const confirmRealized = () =>
    modal.confirm({
      title: m.realizedQuestion,
      content: m.realizedConfirm,
      okText: 'Confirmar',
      cancelText: 'Cancelar',
      onOk: () =>
        complete
          .mutateAsync(session.sessionNumber)
          .then(() => void message.success('Sesión marcada como realizada'))
          .catch((error: unknown) => void message.error(errorMessageOf(error))),
    });

  return (
    <section aria-labelledby={`session-${session.sessionNumber}`}>
      <Card size="small">
        <div className="member-process__session-head">
          <h3 id={`session-${session.sessionNumber}`} className="member-process__session-name">
            {name}
          </h3>
          <Tag color={statusColors[displayStatus]}>{sessionStatusLabels[displayStatus]}</Tag>
        </div>
        {session.title && <p style={{ margin: '4px 0' }}>{session.title}</p>}
        {session.range && (
          <p className="member-process__muted" style={{ margin: '4px 0' }}>
            Periodo asignado: {formatRange(session.range)}
          </p>
        )}
        {session.scheduleDate && <p style={{ margin: '4px 0' }}>Fecha: {formatDateTime(session.scheduleDate)}</p>}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
          <GuideButton pairId={view.pairId} sessionNumber={session.sessionNumber} />
          {canSchedule && (
            <Button onClick={() => setScheduling(true)} aria-label={`Agendar ${name.toLowerCase()}`}>
              Agendar
            </Button>
          )}
          {canConfirm && (
            <Button type="primary" onClick={confirmRealized} loading={complete.isPending}>
              {m.realizedQuestion}
            </Button>
          )}
          {feedback && <EvaluateButton sessionNumber={session.sessionNumber} feedback={feedback} />}
        </div>
        {scheduling && (
          <ScheduleModal
            processId={view.process.processId}
            pairId={view.pairId}
            session={session}
            onClose={() => setScheduling(false)}
          />
        )}
      </Card>
    </section>
  );
}

/**
 * 'Pauta' opens the session's guide (made on first opening) and goes to it; a process without a guide for the session
 * says so instead.
 */
function GuideButton({ pairId, sessionNumber }: { pairId: string; sessionNumber: number }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    try {
      const guide = await openSessionGuide(pairId, sessionNumber);
      void navigate(guideAnswerPath(guide.invitationId));
    } catch (error) {
      setOpening(false);
      if (error instanceof ApiError && error.status === 404) setMissing(error.message);
      else void message.error(errorMessageOf(error));
    }
  };
  const noteId = `guide-missing-${sessionNumber}`;
  return (
    <>
      <Button
        icon={<FormOutlined />}
        loading={opening}
        disabled={missing !== null}
        onClick={() => void open()}
        aria-label={`Pauta de la sesión ${sessionNumber}`}
        aria-describedby={missing ? noteId : undefined}
      >
        Pauta
      </Button>
      {/* Said where it is seen and announced as it appears: a disabled button's tooltip is out of the keyboard's reach. */}
      <span id={noteId} role="status" className="member-process__muted" style={{ alignSelf: 'center' }}>
        {missing}
      </span>
    </>
  );
}

/** 'Evaluar sesión' leads to the answering page of the member's feedback; 'Contestado', disabled, once answered. */
function EvaluateButton({
  sessionNumber,
  feedback,
}: {
  sessionNumber: number;
  feedback: NonNullable<MemberSession['feedback']>;
}) {
  const navigate = useNavigate();
  if (feedback.answered) {
    return (
      <Button disabled icon={<CheckOutlined aria-hidden />}>
        {sessionFeedbackMessages.answered}
      </Button>
    );
  }
  const path = answerPath(feedback.invitationId);
  // A link (it may be opened in another tab) that the app follows itself.
  return (
    <Button
      type="primary"
      href={path}
      aria-label={`${sessionFeedbackMessages.evaluate} ${sessionNumber}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(path);
      }}
    >
      {sessionFeedbackMessages.evaluate}
    </Button>
  );
}

interface ScheduleValues {
  day: Dayjs;
  time: string;
}

/**
 * 'Agendar': a day and a time on a 15-minute step (America/Santiago), then the range confirmation (002 §5.9). Days
 * outside the session's period are greyed out until the member asks for one (the spec still lets them agree on it,
 * with its out-of-period question); a date already past is warned about before the same question.
 */
function ScheduleModal({
  processId,
  pairId,
  session,
  onClose,
}: {
  processId: string;
  pairId: string;
  session: MemberSession;
  onClose: () => void;
}) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ScheduleValues>();
  const schedule = useScheduleSession(processId, pairId);
  const initial = session.scheduleDate ? dayjs(session.scheduleDate).tz(APP_TIME_ZONE) : null;
  const { range } = session;
  const [outsidePeriod, setOutsidePeriod] = useState(
    () => !!initial && dayOutsideRange(initial.format('YYYY-MM-DD'), range),
  );

  const submit = ({ day, time }: ScheduleValues) => {
    const scheduleDate = santiagoInstant(day.format('YYYY-MM-DD'), time);
    const inside = isWithinSessionRange(new Date(scheduleDate), range);
    const past = new Date(scheduleDate).getTime() < Date.now();
    const question = inside ? m.scheduleInRange : m.scheduleOutOfRange;
    modal.confirm({
      title: past ? m.schedulePastTitle : 'Confirmar fecha',
      type: past ? 'warning' : 'confirm',
      content: past ? (
        <>
          <p>{m.schedulePast}</p>
          <p style={{ marginBottom: 0 }}>{question}</p>
        </>
      ) : (
        question
      ),
      okText: 'Confirmar',
      cancelText: 'Cancelar',
      onOk: () => {
        const hide = message.loading(m.mayTakeSeconds, 0);
        return schedule
          .mutateAsync({ sessionNumber: session.sessionNumber, scheduleDate })
          .then(() => {
            void message.success('Sesión agendada');
            onClose();
          })
          .catch((error: unknown) => void message.error(errorMessageOf(error)))
          .finally(hide);
      },
    });
  };

  return (
    <Modal
      open
      title={`Agendar ${sessionOrdinalName(session.sessionNumber).toLowerCase()}`}
      onCancel={onClose}
      okText="Agendar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      confirmLoading={schedule.isPending}
      destroyOnHidden
    >
      {range && <p className="member-process__muted">Periodo asignado: {formatRange(range)}</p>}
      <Form<ScheduleValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initial ? { day: initial, time: initial.format('HH:mm') } : undefined}
      >
        <Form.Item name="day" label="Día" rules={[{ required: true, message: 'Selecciona un día' }]}>
          <DatePicker
            onKeyDown={enterOnlyPicksTheDate}
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(day) => !outsidePeriod && dayOutsideRange(day.format('YYYY-MM-DD'), range)}
          />
        </Form.Item>
        {range && (
          <Checkbox
            checked={outsidePeriod}
            style={{ marginBottom: 16 }}
            onChange={(event) => {
              setOutsidePeriod(event.target.checked);
              const day = form.getFieldValue('day') as Dayjs | undefined;
              // A day outside the period is kept only while the member asks for one.
              if (!event.target.checked && day && dayOutsideRange(day.format('YYYY-MM-DD'), range)) {
                form.setFieldValue('day', undefined);
              }
            }}
          >
            {m.scheduleOutsidePeriod}
          </Checkbox>
        )}
        <Form.Item name="time" label="Hora (Chile)" rules={[{ required: true, message: 'Selecciona una hora' }]}>
          <Select
            showSearch
            options={quarterHours.map((value) => ({ value, label: value }))}
            placeholder="HH:mm"
            aria-label="Hora"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PartnerCard({ view }: { view: MemberProcessView }) {
  const { partner } = view;
  return (
    <Card title={view.myRole === 'MENTOR' ? 'Tu mentee' : 'Tu mentora'} size="small" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar
          size={56}
          src={partner.photoUrl ?? undefined}
          alt={partner.photoUrl ? `Foto de ${partner.name}` : undefined}
        >
          {`${partner.name.charAt(0)}${partner.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <div>
          <strong>
            {partner.name} {partner.lastName}
          </strong>
          <div className="member-process__muted">{partner.email}</div>
          {(partner.position || partner.company) && (
            <div>{[partner.position, partner.company].filter(Boolean).join(' · ')}</div>
          )}
        </div>
      </div>
      {partner.biography && <p className="member-process__biography">{partner.biography}</p>}
    </Card>
  );
}

function EventsCard({ view }: { view: MemberProcessView }) {
  return (
    <Card title="Eventos" size="small">
      {view.events.length === 0 ? (
        <span className="member-process__muted">Este proceso no tiene eventos</span>
      ) : (
        <List
          dataSource={view.events}
          renderItem={(event) => (
            <List.Item key={event.eventId}>
              <div>
                <strong>{event.name}</strong>
                <div className="member-process__muted">
                  {event.eventDate ? formatDateTime(event.eventDate) : 'Sin fecha'}
                </div>
              </div>
              <Tag color={event.state === 'ATTENDED' ? 'green' : event.state === 'NOT_ATTENDED' ? 'red' : 'default'}>
                {eventAttendanceStateLabels[event.state]}
              </Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
