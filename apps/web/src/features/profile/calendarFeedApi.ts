import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  messageResponseSchema,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/useRefreshingMutation';

export const calendarFeedKeys = { all: ['calendarFeed'] as const };

/** GET /api/users/me/calendar-feed: whether the member has a private calendar link (not the link itself). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKeys.all,
    queryFn: (): Promise<CalendarFeedStatus> => api.request('/users/me/calendar-feed', {}, calendarFeedStatusSchema),
  });
}

/** POST /api/users/me/calendar-feed: a new link, shown once; the previous one stops working. */
export function useCreateCalendarFeed() {
  return useRefreshingMutation(
    (): Promise<CalendarFeedCreated> =>
      api.request('/users/me/calendar-feed', { method: 'POST' }, calendarFeedCreatedSchema),
    [calendarFeedKeys.all],
  );
}

/** DELETE /api/users/me/calendar-feed. */
export function useRevokeCalendarFeed() {
  return useRefreshingMutation(
    () => api.request('/users/me/calendar-feed', { method: 'DELETE' }, messageResponseSchema),
    [calendarFeedKeys.all],
  );
}
