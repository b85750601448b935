import {
  eventMutationResponseSchema,
  eventTimelineSchema,
  EVENT_TIMELINE_LIMIT,
  processAttendanceSchema,
  processEventsSchema,
  type CreateEventRequest,
  type ParticipantRole,
  type SessionDateRange,
  type UpdateEventRequest,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiQuery, invalidateResource } from '../../lib/api';

const idPath = (id: string) => encodeURIComponent(id);

/**
 * GET /api/process/{id}/events: the events of a process by date, for every screen that shows them (the 'Eventos'
 * tab, the wizard's steps, the 'Cronograma').
 */
export function useProcessEvents(processId: string) {
  return useQuery(apiQuery(`/process/${idPath(processId)}/events`, undefined, processEventsSchema));
}

/** GET /api/events/timeline: the events of every process nearest to now (the admin home). */
export function useEventTimeline() {
  return useQuery(apiQuery('/events/timeline', { limit: EVENT_TIMELINE_LIMIT }, eventTimelineSchema));
}

/**
 * What an event write changes: every event read (`/events/…`: the timeline, the public attendance pages) and the
 * process with everything under it (its events, its attendance, its schedule), on every screen.
 */
const refreshEventsOf = (queryClient: QueryClient, processId: string) =>
  invalidateResource(queryClient, '/events', `/process/${idPath(processId)}`);

/** POST /api/events (201) or PUT /api/events/{eventId}. */
export function useSaveEvent(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId?: string; body: UpdateEventRequest }) =>
      eventId
        ? api.request(`/events/${idPath(eventId)}`, { method: 'PUT', body }, eventMutationResponseSchema)
        : api.request(
            '/events',
            { method: 'POST', body: { ...body, processId } satisfies CreateEventRequest, expectStatus: [201] },
            eventMutationResponseSchema,
          ),
    onSuccess: () => refreshEventsOf(queryClient, processId),
  });
}

/** DELETE /api/events/{eventId} (204). */
export function useDeleteEvent(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.request(`/events/${idPath(eventId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => refreshEventsOf(queryClient, processId),
  });
}

const withSessions = z.object({ sessions: z.array(z.unknown()) });
const withSessionsCount = z.object({ sessions: z.number().int() });

/**
 * How many sessions the process's guide has: GET /api/mentorships/{id} (its sessions) or
 * GET /api/dynamic-mentorship/{id} (its session count). Null while unknown or without a guide.
 */
export function useGuideSessionsCount(
  process: { mentorship: { id: string } | null; dynamicMentorship: { id: string } | null },
  enabled: boolean,
) {
  const mentorshipId = process.mentorship?.id;
  const dynamicId = process.dynamicMentorship?.id;
  return useQuery({
    // A count, not the guide itself: kept apart from the guide's own key, whose cache holds the whole guide.
    queryKey: ['guide-sessions-count', mentorshipId ? 'mentorship' : 'dynamic', mentorshipId ?? dynamicId ?? ''],
    queryFn: async ({ signal }) =>
      mentorshipId
        ? (await api.request(`/mentorships/${idPath(mentorshipId)}`, { signal }, withSessions)).sessions.length
        : (await api.request(`/dynamic-mentorship/${idPath(dynamicId!)}`, { signal }, withSessionsCount)).sessions,
    enabled: enabled && (!!mentorshipId || !!dynamicId),
    staleTime: 60_000,
  });
}

/** PUT /api/process/{id}/updateSessionsDateRanges; the process is read again afterwards. */
export function useUpdateSessionsDateRanges(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionsDates: SessionDateRange[]) =>
      api.request(
        `/process/${idPath(processId)}/updateSessionsDateRanges`,
        { method: 'PUT', body: { sessionsDates } },
        z.object({ message: z.string() }),
      ),
    onSuccess: () => invalidateResource(queryClient, `/process/${idPath(processId)}`),
  });
}

/** GET /api/process/{id}/attendance: begun events and a page of participants with their attendance. */
export function useProcessAttendance(processId: string, role: ParticipantRole | 'ALL', page: number, enabled = true) {
  return useQuery({
    ...apiQuery(
      `/process/${idPath(processId)}/attendance`,
      { page, limit: 10, role: role === 'ALL' ? undefined : role },
      processAttendanceSchema,
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
