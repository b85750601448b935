import { Alert, Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { NotificationItems } from './NotificationItems';
import { useNotificationsPage } from './notificationsApi';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';

/** How many of the latest notifications a home panel shows; the rest are on /notifications. */
export const LATEST_NOTIFICATIONS_SHOWN = 5;

/** A home's 'Notificaciones' panel: the signed-in user's latest notifications, each opening like in the bell. */
export function LatestNotificationsCard() {
  const latest = useNotificationsPage(1);
  const open = useOpenNotification();

  let content;
  if (latest.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (latest.isError) content = <Alert type="error" showIcon title={errorMessageOf(latest.error)} />;
  else if (latest.data.docs.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes notificaciones" />;
  else
    content = (
      <div className="notification-panel__list">
        <NotificationItems notifications={latest.data.docs.slice(0, LATEST_NOTIFICATIONS_SHOWN)} onOpen={open} />
      </div>
    );

  return (
    <Card
      size="small"
      title="Notificaciones"
      aria-label="Notificaciones"
      role="region"
      extra={<Link to="/notifications">Ver todas</Link>}
    >
      {content}
    </Card>
  );
}
