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
import { useGuide } from '../guides/guidesApi';
import { useDynamicMentorship } from '../measurements/measurementsApi';

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

/**
 * How many sessions the process's guide has, read by the guide's own hook (GET /api/mentorships/{id}, its sessions)
 * or the dynamic guide's (GET /api/dynamic-mentorship/{id}, its session count), so both share one cache entry with
 * the guides' screens. Unknown (pending) while loading, and for a process without a guide.
 */
export function useGuideSessionsCount(process: {
  mentorship: { id: string } | null;
  dynamicMentorship: { id: string } | null;
}) {
  const mentorshipId = process.mentorship?.id;
  const guide = useGuide(mentorshipId);
  const dynamic = useDynamicMentorship(mentorshipId ? undefined : process.dynamicMentorship?.id);
  const source = mentorshipId ? guide : dynamic;
  return {
    data: mentorshipId ? guide.data?.sessions.length : dynamic.data?.sessions,
    isPending: source.isPending,
    isError: source.isError,
  };
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
