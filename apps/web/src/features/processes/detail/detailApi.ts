import {
  directoryPageSchema,
  participantListSchema,
  processDetailSchema,
  processTrackingSchema,
  TRACKING_PAGE_SIZE,
  type ParticipantRole,
  type ProcessDetail,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { processKeys } from '../processesApi';

/** The participants list of the 'General' tab. */
export const DETAIL_PARTICIPANTS_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);

export const detailKeys = {
  allTracking: (processId: string) => ['processes', 'tracking', processId] as const,
  tracking: (processId: string, page: number, search: string) =>
    ['processes', 'tracking', processId, page, search] as const,
  participants: (processId: string, role: ParticipantRole, page: number, search: string) =>
    ['processes', 'participants', processId, 'detail', role, page, search] as const,
  coordinators: ['processes', 'coordinators'] as const,
};

/** GET /api/process/{id}/tracking: progress and the pairs with their sessions, 5 per page. */
export function useProcessTracking(processId: string, page: number, search: string) {
  return useQuery({
    queryKey: detailKeys.tracking(processId, page, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(TRACKING_PAGE_SIZE) });
      if (search) query.set('search', search);
      return api.request(`/process/${idPath(processId)}/tracking?${query}`, { signal }, processTrackingSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/process/{id}/participants: the server hides external mentors' contact from non-admins. */
export function useDetailParticipants(processId: string, role: ParticipantRole, page: number, search: string) {
  return useQuery({
    queryKey: detailKeys.participants(processId, role, page, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ role, page: String(page), limit: String(DETAIL_PARTICIPANTS_PAGE_SIZE) });
      if (search) query.set('search', search);
      return api.request(`/process/${idPath(processId)}/participants?${query}`, { signal }, participantListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** The coordinators a process may have: the admins (GET /api/admins). */
export function useCoordinatorOptions(enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.coordinators,
    queryFn: ({ signal }) => api.request('/admins?limit=100', { signal }, directoryPageSchema),
    enabled,
  });
}

/** PUT /api/process/{id} {ownerId, estimatedEndDate}. */
export function useUpdateOwnerAndEndDate(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ownerId: string; estimatedEndDate: string }) =>
      api.request(`/process/${idPath(processId)}`, { method: 'PUT', body }, processDetailSchema),
    onSuccess: (process: ProcessDetail) => {
      queryClient.setQueryData(processKeys.detail(process.processId), process);
      return queryClient.invalidateQueries({ queryKey: processKeys.lists });
    },
  });
}
