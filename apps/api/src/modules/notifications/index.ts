/** In-app notifications: the notifications area's public surface. */
export { createNotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export {
  createNotificationsService,
  notificationTypes,
  type NotificationContent,
  type NotificationsService,
} from './notifications.service';
