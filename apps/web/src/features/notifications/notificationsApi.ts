import { markedCountSchema, notificationListSchema, unreadCountSchema, type Notification } from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, apiViewerQuery, invalidateResource } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';

/** Until live updates arrive (a later issue), the bell asks every 30 s and whenever the window regains focus. */
export const UNREAD_POLL_MS = 30_000;

// The notifications are the signed-in user's own: keyed by viewer (see viewerKey).

export function useUnreadCount() {
  const claims = useSessionClaims();
  return useQuery({
    ...apiViewerQuery('/notifications/unread-count', undefined, unreadCountSchema, claims),
    select: ({ count }) => count,
    enabled: claims !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useNotificationsPage(page: number, options: { enabled?: boolean } = {}) {
  const claims = useSessionClaims();
  return useQuery({
    ...apiViewerQuery('/notifications', { page }, notificationListSchema, claims),
    enabled: claims !== null && (options.enabled ?? true),
    staleTime: 0,
  });
}

/** After any change the count and every list are asked again. */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => invalidateResource(queryClient, '/notifications');
}

export function useMarkSeen() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (notificationId: string) =>
      api.request('/notifications/markSeen', { method: 'PUT', body: { notificationId } }, markedCountSchema),
    onSettled: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => api.request('/notifications/mark-all-read', { method: 'PUT' }, markedCountSchema),
    onSettled: refresh,
  });
}

/**
 * For screens that show a thing notifications are about (a process, a pair, a client): opening the screen marks
 * the user's notifications about it as read. Spec 002 §7.6: a failure is only logged.
 */
export function useMarkViewAsRead(entityId: string | undefined) {
  const queryClient = useQueryClient();
  const signedIn = useSessionClaims() !== null;
  useEffect(() => {
    if (!entityId || !signedIn) return;
    api
      .request('/notifications/mark-view-as-read', { method: 'PUT', body: { entityId } }, markedCountSchema)
      .then(({ updated }) => {
        if (updated > 0) void invalidateResource(queryClient, '/notifications');
      })
      .catch((error: unknown) => console.error('Error marking notification as read.', error));
  }, [entityId, signedIn, queryClient]);
}

export type { Notification };
