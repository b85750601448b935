import {
  processDetailSchema,
  processTrackingSchema,
  TRACKING_PAGE_SIZE,
  type ParticipantRole,
  type ProcessDetail,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import {
  coordinatorOptionsQuery,
  processDetailKey,
  processParticipantsQuery,
  processPaths,
  refreshProcessLists,
} from '../processesApi';

/** The participants list of the 'General' tab. */
export const DETAIL_PARTICIPANTS_PAGE_SIZE = 10;

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/process/{id}/tracking: progress and the pairs with their sessions, 5 per page. */
export function useProcessTracking(processId: string, page: number, search: string) {
  return useQuery({
    ...apiQuery(
      `${processPaths.process(processId)}/tracking`,
      { page, limit: TRACKING_PAGE_SIZE, search: search || undefined },
      processTrackingSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/process/{id}/participants: the server hides external mentors' contact from non-admins. */
export function useDetailParticipants(processId: string, role: ParticipantRole, page: number, search: string) {
  return useQuery({
    ...processParticipantsQuery(processId, {
      role,
      page,
      limit: DETAIL_PARTICIPANTS_PAGE_SIZE,
      search: search || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}

/** The coordinators a process may have: the admins (GET /api/admins), the same list as the wizard's. */
export function useCoordinatorOptions(enabled: boolean) {
  return useQuery({ ...coordinatorOptionsQuery(), enabled });
}

/** PUT /api/process/{id} {ownerId, estimatedEndDate}. */
export function useUpdateOwnerAndEndDate(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ownerId: string; estimatedEndDate: string }) =>
      api.request(`/process/${idPath(processId)}`, { method: 'PUT', body }, processDetailSchema),
    onSuccess: (process: ProcessDetail) => {
      queryClient.setQueryData(processDetailKey(process.processId), process);
      return refreshProcessLists(queryClient);
    },
  });
}
