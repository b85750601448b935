import type { Notification } from '@enlaza/contract';
import { useNavigate } from 'react-router';
import { trackEvent } from '../../lib/metrics';
import { useMarkSeen } from './notificationsApi';

/** Opening a notification: mark it seen (if it was not) and follow its link, if any. */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  return (notification: Notification) => {
    if (!notification.seen) markSeen.mutate(notification.notificationId);
    trackEvent('notification_open', notification.type);
    afterOpen?.();
    // Only relative paths of this app: a link is never allowed to leave the site.
    if (notification.link?.startsWith('/') && !notification.link.startsWith('//')) navigate(notification.link);
  };
}
