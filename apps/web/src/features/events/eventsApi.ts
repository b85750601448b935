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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { processKeys } from '../processes/processesApi';
import { attendancePageKey } from './attendancePageApi';

export const eventKeys = {
  all: ['events'] as const,
  ofProcess: (processId: string) => ['events', 'process', processId] as const,
  attendance: (processId: string) => ['events', 'attendance', processId] as const,
  attendancePage: (processId: string, role: ParticipantRole | 'ALL', page: number) =>
    ['events', 'attendance', processId, role, page] as const,
  publicPage: attendancePageKey,
  guideSessions: (kind: 'mentorship' | 'dynamic', id: string) => ['events', 'guide-sessions', kind, id] as const,
  timeline: ['events', 'timeline'] as const,
};

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/process/{id}/events: the events of a process by date. */
export function useProcessEvents(processId: string) {
  return useQuery({
    queryKey: eventKeys.ofProcess(processId),
    queryFn: ({ signal }) => api.request(`/process/${idPath(processId)}/events`, { signal }, processEventsSchema),
  });
}

/** GET /api/events/timeline: the events of every process nearest to now (the admin home). */
export function useEventTimeline() {
  return useQuery({
    queryKey: eventKeys.timeline,
    queryFn: ({ signal }) =>
      api.request(`/events/timeline?limit=${EVENT_TIMELINE_LIMIT}`, { signal }, eventTimelineSchema),
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** DELETE /api/events/{eventId} (204). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.request(`/events/${idPath(eventId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
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
    queryKey: mentorshipId
      ? eventKeys.guideSessions('mentorship', mentorshipId)
      : eventKeys.guideSessions('dynamic', dynamicId ?? ''),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.detail(processId) }),
  });
}

/** GET /api/process/{id}/attendance: begun events and a page of participants with their attendance. */
export function useProcessAttendance(processId: string, role: ParticipantRole | 'ALL', page: number, enabled = true) {
  return useQuery({
    queryKey: eventKeys.attendancePage(processId, role, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: '10' });
      if (role !== 'ALL') query.set('role', role);
      return api.request(`/process/${idPath(processId)}/attendance?${query}`, { signal }, processAttendanceSchema);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
