import { EVENT_TIMELINE_LIMIT, type EventTimelineItem, type Notification, formatTimestamp } from '@enlaza/contract';
import { Alert, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useEventTimeline } from '../events/eventsApi';
import { useNotificationsPage } from '../notifications/notificationsApi';
import { useOpenNotification } from '../notifications/useOpenNotification';
import { processPath } from '../processes/processFormat';
import '../notifications/notifications.css';

type Entry =
  | { kind: 'notification'; at: string; notification: Notification }
  | { kind: 'event'; at: string; event: EventTimelineItem };

/**
 * Spec 001 §1: the admin home's timeline. The spec shows sample entries; here are the admin's latest notifications
 * and the processes' events nearest to today, merged by date (latest first), ten at most.
 */
export function AdminTimelineCard() {
  const notifications = useNotificationsPage(1);
  const events = useEventTimeline();
  const open = useOpenNotification();

  let content;
  if (notifications.isPending || events.isPending) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (notifications.isError || events.isError)
    content = <Alert type="error" showIcon title={errorMessageOf(notifications.error ?? events.error)} />;
  else {
    const now = new Date();
    const entries: Entry[] = [
      ...notifications.data.docs.map((n) => ({ kind: 'notification' as const, at: n.createdAt, notification: n })),
      ...events.data.map((e) => ({ kind: 'event' as const, at: e.eventDate, event: e })),
    ]
      .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
      .slice(0, EVENT_TIMELINE_LIMIT);
    content =
      entries.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No tienes notificaciones ni hay eventos cercanos en los procesos"
        />
      ) : (
        <Timeline
          items={entries.map((entry) => {
            if (entry.kind === 'notification') {
              const { notification } = entry;
              return {
                key: `n-${notification.notificationId}`,
                color: notification.seen ? 'gray' : 'blue',
                content: (
                  <button
                    type="button"
                    className={`notification-item${notification.seen ? '' : ' notification-item--unread'}`}
                    onClick={() => open(notification)}
                  >
                    <span className="notification-item__title">
                      {!notification.seen && (
                        <span className="notification-item__dot" aria-label="Sin leer" role="img" />
                      )}
                      {notification.title}
                    </span>
                    <span className="notification-item__date" style={{ display: 'block' }}>
                      {formatTimestamp(notification.createdAt)}
                    </span>
                  </button>
                ),
              };
            }
            const { event } = entry;
            const upcoming = new Date(event.eventDate) > now;
            return {
              key: `e-${event.eventId}`,
              color: upcoming ? 'green' : 'gray',
              content: (
                <div>
                  <Link to={processPath({ ...event.process })}>
                    {upcoming ? 'Próximo evento' : 'Evento'}: {event.name}
                  </Link>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {event.process.name} · {formatTimestamp(event.eventDate)}
                  </Typography.Text>
                </div>
              ),
            };
          })}
        />
      );
  }

  return (
    <Card
      size="small"
      title="Actividad reciente"
      aria-label="Actividad reciente"
      role="region"
      extra={<Link to="/notifications">Ver notificaciones</Link>}
    >
      {content}
    </Card>
  );
}
