/**
 * The public attendance page's calls (spec 002 §2.11), apart from the back office's event calls (eventsApi.ts): a
 * phone that opens the page from a QR code loads these alone.
 */
import { attendancePageSchema } from '@enlaza/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiQuery, invalidateResource } from '../../lib/api';

const markAttendancePath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/mark-attendance`;

/**
 * GET /api/events/{eventId}/mark-attendance: public, no session needed; also what the server draws the page with.
 * Under the event's key, so what refreshes the events refreshes this page too.
 */
export const attendancePageQuery = (eventId: string) =>
  queryOptions({
    ...apiQuery(markAttendancePath(eventId), undefined, attendancePageSchema, { auth: 'none' }),
    retry: false,
  });

export function useAttendancePage(eventId: string) {
  return useQuery(attendancePageQuery(eventId));
}

/** PUT /api/events/{eventId}/mark-attendance {userId}: public. */
export function useMarkAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.request(
        markAttendancePath(eventId),
        { method: 'PUT', body: { userId }, auth: 'none' },
        z.object({ message: z.string() }),
      ),
    onSuccess: () => invalidateResource(queryClient, markAttendancePath(eventId)),
  });
}
