import { formatTimestamp } from '@enlaza/contract';
import type { Notification } from '@enlaza/contract';
import './notifications.css';

interface NotificationItemsProps {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
}

/** Each notification is a button: opening it marks it read and goes where it leads. */
export function NotificationItems({ notifications, onOpen }: NotificationItemsProps) {
  return (
    <ul className="notification-items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notifications.map((notification) => (
        <li key={notification.notificationId}>
          <button
            type="button"
            className={`notification-item${notification.seen ? '' : ' notification-item--unread'}`}
            onClick={() => onOpen(notification)}
          >
            <span className="notification-item__title">
              {!notification.seen && <span className="notification-item__dot" aria-label="Sin leer" role="img" />}
              {notification.title}
            </span>
            {notification.body && (
              <span className="notification-item__body" style={{ display: 'block' }}>
                {notification.body}
              </span>
            )}
            <span className="notification-item__date" style={{ display: 'block' }}>
              {formatTimestamp(notification.createdAt)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
