import {
  CLIENT_FILTER_ALL,
  bundleListSchema,
  campusListSchema,
  campusUsersAssignmentResponseSchema,
  clientListSchema,
  convocatoryAssignResponseSchema,
  convocatoryListSchema,
  dynamicMentorshipListSchema,
  guidePartialListSchema,
  mdiListSchema,
  processDetailSchema,
  processListSchema,
  type CampusUsersAssignment,
  type NetworkingConfiguration,
  type ParticipantRole,
  type ProcessGeneralInput,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiKey, apiQuery, apiUrl, invalidateResource, type QueryParams } from '../../../lib/api';
import {
  coordinatorOptionsQuery,
  processDetailKey,
  processParticipantsQuery,
  processPaths,
  refreshProcessLists,
} from '../processesApi';

/** The selects of step 1 offer at most this many choices (the lists' own maximum page). */
export const WIZARD_OPTIONS_LIMIT = 100;

const idPath = (id: string) => encodeURIComponent(id);
/** The first page of a list, as long as the selects allow. */
const options = (params: QueryParams) => ({ page: 1, limit: WIZARD_OPTIONS_LIMIT, ...params });

// ── Step 1 choices ───────────────────────────────────────────────────────────────────────────────────────

export function useClientOptions() {
  return useQuery(
    apiQuery('/clients', options({ searchFilter: CLIENT_FILTER_ALL, pagination: 'false' }), clientListSchema),
  );
}

export function useGuideOptions() {
  return useQuery(apiQuery('/mentorships/list-partial', options({ pagination: 'false' }), guidePartialListSchema));
}

export function useDynamicGuideOptions() {
  return useQuery(apiQuery('/dynamic-mentorship', options({}), dynamicMentorshipListSchema));
}

export function useMdiOptions() {
  return useQuery(apiQuery('/mdi', options({ pagination: 'false' }), mdiListSchema));
}

export function useFeedbackBundleOptions() {
  return useQuery(apiQuery('/questionary-bundle/', options({ entityType: 'SESSION_FEEDBACK' }), bundleListSchema));
}

/** The coordinators: the admins (GET /api/admins). */
export function useAdminOptions() {
  return useQuery(coordinatorOptionsQuery());
}

/** Candidates for an Emprende specialty's main process: the Emprende main processes. */
export function useMainProcessOptions(enabled: boolean) {
  return useQuery({
    ...apiQuery(processPaths.list, options({ emprendeMainProcesses: 'true' }), processListSchema),
    enabled,
  });
}

// ── Steps 2–4, 6 ─────────────────────────────────────────────────────────────────────────────────────────

export function useCampusOptions() {
  return useQuery(apiQuery('/campus', options({}), campusListSchema));
}

/** The client's convocatories that can be assigned: those in selection and the finalized ones. */
export function useAssignableConvocatories(clientId: string) {
  return useQuery({
    // Two reads of GET /api/convocatory, one per status, under the list's key with the client.
    queryKey: [...apiKey('/convocatory', { clientId }), 'assignable'],
    queryFn: async ({ signal }) => {
      const [selecting, finalized] = await Promise.all(
        (['SELECTING', 'FINALIZED'] as const).map((status) =>
          api.request(apiUrl('/convocatory', options({ status, clientId })), { signal }, convocatoryListSchema),
        ),
      );
      return [...selecting!.docs, ...finalized!.docs];
    },
  });
}

/** Every participant of one role (up to 100) for the campus assignment board. */
export function useAllParticipants(processId: string, role: ParticipantRole) {
  return useQuery(processParticipantsQuery(processId, { role, page: 1, limit: WIZARD_OPTIONS_LIMIT }));
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────────────

/** JSON without a logo; multipart (`data` with the JSON, `logo` with the image) when one was chosen. */
export function processRequestBody(payload: object, logo: File | undefined): object | FormData {
  if (!logo) return payload;
  const form = new FormData();
  form.append('data', JSON.stringify(payload));
  form.append('logo', logo);
  return form;
}

function useProcessWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Everything under the process (its detail, participants, campuses…) and the boards.
    onSuccess: () => invalidateResource(queryClient, processPaths.list),
  });
}

/** POST /api/process (201) with the general data, or PUT /api/process/{id} with { general }. */
export function useSaveGeneral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, general, logo }: { processId?: string; general: ProcessGeneralInput; logo?: File }) =>
      processId
        ? api.request(
            `/process/${idPath(processId)}`,
            { method: 'PUT', body: processRequestBody({ general }, logo) },
            processDetailSchema,
          )
        : api.request(
            '/process',
            { method: 'POST', body: processRequestBody(general, logo), expectStatus: [201] },
            processDetailSchema,
          ),
    onSuccess: (saved) => {
      queryClient.setQueryData(processDetailKey(saved.processId), saved);
      return refreshProcessLists(queryClient);
    },
  });
}

export function useSaveCampuses() {
  return useProcessWrite(({ processId, campusIds }: { processId: string; campusIds: string[] }) =>
    api.request(`/process/${idPath(processId)}/campus`, { method: 'PUT', body: { campusIds } }, processDetailSchema),
  );
}

export function useAssignConvocatory() {
  return useProcessWrite(({ processId, convocatoryId }: { processId: string; convocatoryId: string }) =>
    api.request(
      `/process/${idPath(processId)}/convocatory/${idPath(convocatoryId)}`,
      { method: 'PUT' },
      convocatoryAssignResponseSchema,
    ),
  );
}

export function useAssignCampusUsers() {
  return useProcessWrite(({ processId, assignment }: { processId: string; assignment: CampusUsersAssignment }) =>
    api.request(
      `/process/${idPath(processId)}/campus/users`,
      { method: 'PUT', body: assignment },
      campusUsersAssignmentResponseSchema,
    ),
  );
}

export function useSaveNetworking() {
  return useProcessWrite(({ processId, networking }: { processId: string; networking: NetworkingConfiguration }) =>
    api.request(`/process/${idPath(processId)}`, { method: 'PUT', body: { networking } }, processDetailSchema),
  );
}
