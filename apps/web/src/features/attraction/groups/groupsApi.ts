import {
  attractionGroupsResponseSchema,
  createGroupsResponseSchema,
  groupsExportFileName,
  groupsMessageResponseSchema,
  type AddGroupStudentRequest,
  type CreateGroupsRequest,
  type SwapGroupMentorRequest,
  type SwapGroupsRequest,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api, apiKey, apiQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { useRefreshingMutation } from '../../../lib/useRefreshingMutation';

const idPath = (id: string) => encodeURIComponent(id);
const groupsPath = (processId: string) => `/process/groups/${idPath(processId)}`;

/** How often a running process's group table refreshes its message counts and activity while it is on screen. */
const ACTIVITY_REFRESH_MS = 30_000;

/**
 * GET /api/process/groups/{id}: the groups with their activity, the confirmed people and pending invitations. While
 * the process runs, its groups' chats keep changing the counts, so the table refreshes itself while visible.
 */
export function useAttractionGroups(processId: string, running = false) {
  return useQuery({
    ...apiQuery(groupsPath(processId), undefined, attractionGroupsResponseSchema),
    refetchInterval: running ? ACTIVITY_REFRESH_MS : false,
  });
}

/** Every group change refreshes the groups and the process (its start conditions). */
function useGroupsMutation<TVariables, TResult>(
  processId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [apiKey(groupsPath(processId)), apiKey(`/process/${idPath(processId)}`)]);
}

/** POST /api/process/{id}/create_groups; without groupsAssignation the server forms them by affinity. */
export function useCreateGroups(processId: string) {
  return useGroupsMutation(processId, (body: CreateGroupsRequest) =>
    api.request(
      `/process/${idPath(processId)}/create_groups`,
      { method: 'POST', body, expectStatus: [201] },
      createGroupsResponseSchema,
    ),
  );
}

/** POST /api/process/{id}/swap_groups. */
export function useSwapGroups(processId: string) {
  return useGroupsMutation(processId, (body: SwapGroupsRequest) =>
    api.request(`/process/${idPath(processId)}/swap_groups`, { method: 'POST', body }, groupsMessageResponseSchema),
  );
}

/** PUT /api/process/attraction/{id}/swap_mentor. */
export function useSwapGroupMentor(processId: string) {
  return useGroupsMutation(processId, (body: SwapGroupMentorRequest) =>
    api.request(
      `/process/attraction/${idPath(processId)}/swap_mentor`,
      { method: 'PUT', body },
      groupsMessageResponseSchema,
    ),
  );
}

/** PUT /api/process/attraction/{id}/add_student. */
export function useAddGroupStudent(processId: string) {
  return useGroupsMutation(processId, (body: AddGroupStudentRequest) =>
    api.request(
      `/process/attraction/${idPath(processId)}/add_student`,
      { method: 'PUT', body },
      groupsMessageResponseSchema,
    ),
  );
}

/** GET /api/process/groups/{id}/export, saved as Grupos-{name}.xlsx. */
export function downloadGroups(processId: string, processName: string): Promise<void> {
  return downloadFile(`/process/groups/${idPath(processId)}/export`, groupsExportFileName(processName));
}
