import {
  CLIENT_FILTER_ALL,
  bundleListSchema,
  campusListSchema,
  campusUsersAssignmentResponseSchema,
  clientListSchema,
  convocatoryAssignResponseSchema,
  convocatoryListSchema,
  directoryPageSchema,
  dynamicMentorshipListSchema,
  guidePartialListSchema,
  mdiListSchema,
  participantListSchema,
  processDetailSchema,
  processListSchema,
  type CampusUsersAssignment,
  type NetworkingConfiguration,
  type ParticipantRole,
  type ProcessGeneralInput,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { processKeys } from '../processesApi';

/** The selects of step 1 offer at most this many choices (the lists' own maximum page). */
export const WIZARD_OPTIONS_LIMIT = 100;

const idPath = (id: string) => encodeURIComponent(id);
const options = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams({ page: '1', limit: String(WIZARD_OPTIONS_LIMIT), ...params })}`;

export const wizardKeys = {
  clients: ['process-wizard', 'clients'] as const,
  guides: ['process-wizard', 'guides'] as const,
  dynamicGuides: ['process-wizard', 'dynamic-guides'] as const,
  mdis: ['process-wizard', 'mdis'] as const,
  feedbackBundles: ['process-wizard', 'feedback-bundles'] as const,
  admins: ['process-wizard', 'admins'] as const,
  mainProcesses: ['process-wizard', 'main-processes'] as const,
  campuses: ['process-wizard', 'campuses'] as const,
  convocatories: (clientId: string) => ['process-wizard', 'convocatories', clientId] as const,
  participants: (processId: string, role: ParticipantRole) =>
    ['processes', 'participants', processId, role, 'all'] as const,
};

// ── Step 1 choices ───────────────────────────────────────────────────────────────────────────────────────

export function useClientOptions() {
  return useQuery({
    queryKey: wizardKeys.clients,
    queryFn: ({ signal }) =>
      api.request(
        options('/clients', { searchFilter: CLIENT_FILTER_ALL, pagination: 'false' }),
        { signal },
        clientListSchema,
      ),
  });
}

export function useGuideOptions() {
  return useQuery({
    queryKey: wizardKeys.guides,
    queryFn: ({ signal }) =>
      api.request(options('/mentorships/list-partial', { pagination: 'false' }), { signal }, guidePartialListSchema),
  });
}

export function useDynamicGuideOptions() {
  return useQuery({
    queryKey: wizardKeys.dynamicGuides,
    queryFn: ({ signal }) => api.request(options('/dynamic-mentorship', {}), { signal }, dynamicMentorshipListSchema),
  });
}

export function useMdiOptions() {
  return useQuery({
    queryKey: wizardKeys.mdis,
    queryFn: ({ signal }) => api.request(options('/mdi', { pagination: 'false' }), { signal }, mdiListSchema),
  });
}

export function useFeedbackBundleOptions() {
  return useQuery({
    queryKey: wizardKeys.feedbackBundles,
    queryFn: ({ signal }) =>
      api.request(options('/questionary-bundle/', { entityType: 'SESSION_FEEDBACK' }), { signal }, bundleListSchema),
  });
}

/** The coordinators: the admins (GET /api/admins). */
export function useAdminOptions() {
  return useQuery({
    queryKey: wizardKeys.admins,
    queryFn: ({ signal }) => api.request(options('/admins', {}), { signal }, directoryPageSchema),
  });
}

/** Candidates for an Emprende specialty's main process: the Emprende main processes. */
export function useMainProcessOptions(enabled: boolean) {
  return useQuery({
    queryKey: wizardKeys.mainProcesses,
    queryFn: ({ signal }) =>
      api.request(options('/process', { emprendeMainProcesses: 'true' }), { signal }, processListSchema),
    enabled,
  });
}

// ── Steps 2–4, 6 ─────────────────────────────────────────────────────────────────────────────────────────

export function useCampusOptions() {
  return useQuery({
    queryKey: wizardKeys.campuses,
    queryFn: ({ signal }) => api.request(options('/campus', {}), { signal }, campusListSchema),
  });
}

/** The client's convocatories that can be assigned: those in selection and the finalized ones. */
export function useAssignableConvocatories(clientId: string) {
  return useQuery({
    queryKey: wizardKeys.convocatories(clientId),
    queryFn: async ({ signal }) => {
      const [selecting, finalized] = await Promise.all(
        (['SELECTING', 'FINALIZED'] as const).map((status) =>
          api.request(options('/convocatory', { status, clientId }), { signal }, convocatoryListSchema),
        ),
      );
      return [...selecting!.docs, ...finalized!.docs];
    },
  });
}

/** Every participant of one role (up to 100) for the campus assignment board. */
export function useAllParticipants(processId: string, role: ParticipantRole) {
  return useQuery({
    queryKey: wizardKeys.participants(processId, role),
    queryFn: ({ signal }) =>
      api.request(
        `/process/${idPath(processId)}/participants?${new URLSearchParams({ role, page: '1', limit: String(WIZARD_OPTIONS_LIMIT) })}`,
        { signal },
        participantListSchema,
      ),
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.all }),
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
      queryClient.setQueryData(processKeys.detail(saved.processId), saved);
      return queryClient.invalidateQueries({ queryKey: processKeys.lists });
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
