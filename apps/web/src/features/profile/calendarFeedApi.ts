import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  messageResponseSchema,
  type CalendarFeedCreated,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api, apiKey, apiQuery } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/useRefreshingMutation';

const calendarFeedPath = '/users/me/calendar-feed';

/** GET /api/users/me/calendar-feed: whether the member has a private calendar link (not the link itself). */
export function useCalendarFeed() {
  return useQuery(apiQuery(calendarFeedPath, undefined, calendarFeedStatusSchema));
}

/** POST /api/users/me/calendar-feed: a new link, shown once; the previous one stops working. */
export function useCreateCalendarFeed() {
  return useRefreshingMutation(
    (): Promise<CalendarFeedCreated> => api.request(calendarFeedPath, { method: 'POST' }, calendarFeedCreatedSchema),
    [apiKey(calendarFeedPath)],
  );
}

/** DELETE /api/users/me/calendar-feed. */
export function useRevokeCalendarFeed() {
  return useRefreshingMutation(
    () => api.request(calendarFeedPath, { method: 'DELETE' }, messageResponseSchema),
    [apiKey(calendarFeedPath)],
  );
}
