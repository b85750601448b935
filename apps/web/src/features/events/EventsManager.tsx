import { CalendarOutlined, EditOutlined, PlusOutlined, QrcodeOutlined, TeamOutlined } from '@ant-design/icons';
import { eventMessages, eventUiMessages, type ProcessDetail, type ProcessEvent } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Col, Empty, Flex, Row, Skeleton, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useSessionClaims } from '../../lib/auth/session';
import { EventFormModal } from './EventFormModal';
import { formatEventDate, rolesLabelOf } from './eventFormat';
import { useDeleteEvent, useProcessEvents } from './eventsApi';
import { SessionDatesModal } from './SessionDatesModal';
import './events.css';

/**
 * The events of a process as cards (spec 001 §2 step 6, §5 "Events"). Admins create, edit and delete them and
 * set the sessions' dates while the process is not FINALIZED; everyone else (company admins, coordinators
 * without admin rights) sees them read-only. Admins open each event's QR page in a new tab.
 */
export function EventsManager({ process }: { process: ProcessDetail }) {
  const claims = useSessionClaims();
  const isAdmin = claims?.role === 'ADMIN';
  const canEdit = isAdmin && process.status !== 'FINALIZED';
  const canSetSessionDates = canEdit && process.serviceType.includes('MENTORING');
  const events = useProcessEvents(process.processId);
  const [editing, setEditing] = useState<ProcessEvent | 'new' | null>(null);
  const [sessionDatesOpen, setSessionDatesOpen] = useState(false);
  const headingId = useId();

  let content;
  if (events.isPending) {
    content = <Skeleton active />;
  } else if (events.isError) {
    content = <Alert type="error" showIcon title={eventMessages.loadFailed} />;
  } else if (events.data.length === 0) {
    content = <Empty description={eventUiMessages.noEvents} />;
  } else {
    content = (
      <Row gutter={[16, 16]} role="list" aria-labelledby={headingId}>
        {events.data.map((event) => (
          <Col key={event.eventId} xs={24} sm={12} xl={8} role="listitem">
            <EventCard process={process} event={event} isAdmin={isAdmin} canEdit={canEdit} onEdit={setEditing} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section className="events-manager" aria-labelledby={headingId}>
      {/* The screens around it (wizard step, 'Eventos' tab) already show the title: this one is for screen readers. */}
      <h3 id={headingId} className="visually-hidden">
        Eventos del proceso
      </h3>
      {canEdit && (
        <Flex justify="flex-end" wrap gap={8} className="events-manager__header">
          {canSetSessionDates && (
            <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setSessionDatesOpen(true)}>
              {eventUiMessages.sessionsButton}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            Nuevo evento
          </Button>
        </Flex>
      )}
      {content}
      {editing !== null && (
        <EventFormModal
          process={process}
          event={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {sessionDatesOpen && <SessionDatesModal process={process} onClose={() => setSessionDatesOpen(false)} />}
    </section>
  );
}

interface EventCardProps {
  process: ProcessDetail;
  event: ProcessEvent;
  isAdmin: boolean;
  canEdit: boolean;
  onEdit: (event: ProcessEvent) => void;
}

function EventCard({ process, event, isAdmin, canEdit, onEdit }: EventCardProps) {
  const { message } = AntApp.useApp();
  const remove = useDeleteEvent(process.processId);
  const actions = [];
  if (canEdit) {
    actions.push(
      <Tooltip title="Editar" key="edit">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Editar evento ${event.name}`}
          onClick={() => onEdit(event)}
        />
      </Tooltip>,
      <ConfirmDeleteButton
        key="delete"
        title="Eliminar evento"
        itemName={event.name}
        label={`Eliminar evento ${event.name}`}
        onConfirm={() =>
          remove.mutateAsync(event.eventId).then(
            () => message.success(eventUiMessages.deleted),
            () => message.error(eventMessages.deleteFailed),
          )
        }
      />,
    );
  }
  if (isAdmin) {
    actions.push(
      <Tooltip title="Código QR de asistencia" key="qr">
        <Button
          type="text"
          icon={<QrcodeOutlined />}
          href={`/event-attendance-qr/${encodeURIComponent(event.eventId)}`}
          target="_blank"
          rel="noopener"
          aria-label={`Abrir el código QR de ${event.name} (nueva pestaña)`}
        />
      </Tooltip>,
    );
  }
  return (
    <Card
      className="event-card"
      title={<span className="event-card__name">{event.name}</span>}
      actions={actions.length > 0 ? actions : undefined}
      size="small"
    >
      <dl className="event-card__facts">
        <div>
          <dt>
            <CalendarOutlined aria-hidden /> <span className="visually-hidden">Fecha</span>
          </dt>
          <dd>{formatEventDate(event.eventDate)}</dd>
        </div>
        <div>
          <dt>
            <TeamOutlined aria-hidden /> <span className="visually-hidden">Dirigido a</span>
          </dt>
          <dd>{rolesLabelOf(event.roles, process)}</dd>
        </div>
      </dl>
    </Card>
  );
}
