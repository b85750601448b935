/**
 * The session guide's calls (spec 002 §2.6, §4.4, §5.7): the guide itself over REST, its shared answers live over the
 * GraphQL socket (control is a lease the server frees when the tab's socket closes), the pair's tasks, the person's
 * private notes and the PDF.
 */
import {
  guideResultSchema,
  isPairTaskCompleted,
  pairObjectiveSchema,
  pairTaskListSchema,
  pairTaskSchema,
  sessionGuidePdfFileName,
  sessionGuideSchema,
  sessionNotesSchema,
  type AnswerItem,
  type CreatePairTaskRequest,
  type LiveContentState,
  type PairTask,
  type PairTasksChange,
  type UpdatePairTaskRequest,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiKey, apiQuery, invalidateResource } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';
import { liveOperation, useLiveSubscription } from '../../lib/live';
import { refreshParticipation } from '../participation/participationApi';

const idPath = (id: string) => encodeURIComponent(id);

const templatePath = (invitationId: string) => `/questionary-invitations/template/${idPath(invitationId)}`;
const sessionPath = (pairId: string, sessionNumber: number) =>
  `/process/pair/${idPath(pairId)}/session/${sessionNumber}`;
/** GET/PUT /api/process/pair/{pairId}/session/{n}/notes: the reading hook's and the saved notes' address. */
export const sessionNotesPath = (pairId: string, sessionNumber: number) =>
  `${sessionPath(pairId, sessionNumber)}/notes`;
const tasksPath = (pairId: string) => `/process/pair/${idPath(pairId)}/tasks`;

/** Reads the guide again (its status, its sent answers) on every screen that shows it. */
export function refreshSessionGuide(queryClient: QueryClient, invitationId: string) {
  return invalidateResource(queryClient, templatePath(invitationId));
}

/** GET /api/questionary-invitations/template/{invitationId}. */
export function useSessionGuide(invitationId: string) {
  return useQuery({
    ...apiQuery(templatePath(invitationId), undefined, sessionGuideSchema),
    retry: false,
    // The live subscription keeps the shared answers current; a refetch would reset the form under the person typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Each visit reads it afresh: the partner may have finished or reopened it since.
    gcTime: 0,
  });
}

/** POST /api/questionary-invitations/template/{invitationId}: 'Terminar pauta'. */
export function useFinishGuide(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswerItem[]) =>
      api.request(templatePath(invitationId), { method: 'POST', body: { answers } }, guideResultSchema),
    onSuccess: () => {
      void refreshSessionGuide(queryClient, invitationId);
      // The member's process views and pending list show the guide's status.
      void refreshParticipation(queryClient);
    },
  });
}

/** POST /api/questionary-invitations/template/{invitationId}/reopen: 'Volver a editar'. */
export function useReopenGuide(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`${templatePath(invitationId)}/reopen`, { method: 'POST' }, guideResultSchema),
    onSuccess: () => {
      void refreshSessionGuide(queryClient, invitationId);
      // The member's process views and pending list show the guide's status.
      void refreshParticipation(queryClient);
    },
  });
}

/** GET /api/answers/objective/{pairId}. */
export function usePairObjective(pairId: string) {
  return useQuery({
    ...apiQuery(`/answers/objective/${idPath(pairId)}`, undefined, pairObjectiveSchema),
  });
}

/** GET /api/process/pair/{pairId}/session/{n}/notes: the person's own notes only. */
export function useSessionNotes(pairId: string, sessionNumber: number) {
  return useQuery({
    ...apiQuery(sessionNotesPath(pairId, sessionNumber), undefined, sessionNotesSchema),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/process/pair/{pairId}/session/{n}/notes; `keepalive` lets the last save finish while the page closes. */
export function saveSessionNotes(pairId: string, sessionNumber: number, content: string, keepalive = false) {
  return api.request(
    sessionNotesPath(pairId, sessionNumber),
    { method: 'PUT', body: { content }, keepalive },
    sessionNotesSchema,
  );
}

/** GET /api/process/pair/{pairId}/session/{n}/pdf as 'Pauta sesión {n}.pdf'. */
export function downloadGuidePdf(pairId: string, sessionNumber: number) {
  return downloadFile(`${sessionPath(pairId, sessionNumber)}/pdf`, sessionGuidePdfFileName(sessionNumber));
}

// ── The shared answers, live ────────────────────────────────────────────────────────────────────────────────────

const LIVE_FIELDS = 'liveContentId content version done updatedAt editor { userId name }';
const TAKE = `mutation ($id: ID!) { takeControlLiveContent(liveContentId: $id) { ${LIVE_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $content: String!) { updateLiveContent(liveContentId: $id, content: $content) { ${LIVE_FIELDS} } }`;
const FREE = `mutation ($id: ID!) { freeLiveContentControl(liveContentId: $id) { ${LIVE_FIELDS} } }`;
const LIVE_SUBSCRIPTION = `subscription ($id: ID!) { liveContentUpdated(liveContentId: $id) { ${LIVE_FIELDS} } }`;

export const takeControl = (liveContentId: string) =>
  liveOperation<{ takeControlLiveContent: LiveContentState }>(TAKE, { id: liveContentId }).then(
    (d) => d.takeControlLiveContent,
  );
export const updateLiveContent = (liveContentId: string, content: string) =>
  liveOperation<{ updateLiveContent: LiveContentState }>(UPDATE, { id: liveContentId, content }).then(
    (d) => d.updateLiveContent,
  );
export const freeControl = (liveContentId: string) =>
  liveOperation<{ freeLiveContentControl: LiveContentState }>(FREE, { id: liveContentId }).then(
    (d) => d.freeLiveContentControl,
  );

export function useLiveContentUpdates(liveContentId: string, onEvent: (state: LiveContentState) => void) {
  useLiveSubscription<LiveContentState>(LIVE_SUBSCRIPTION, { id: liveContentId }, onEvent, !!liveContentId);
}

// ── The pair's tasks ────────────────────────────────────────────────────────────────────────────────────────────

const TASK_FIELDS =
  'taskId pairId sessionNumber name description dueDate type maxValue value completed createdById createdAt updatedAt';
const TASKS_SUBSCRIPTION = `subscription ($pairId: ID!) { pairTasksChanged(pairId: $pairId) { pairId kind taskId changedById tasks { ${TASK_FIELDS} } } }`;

/** GET /api/process/pair/{pairId}/tasks, kept current by the partner's changes (`pairTasksChanged`). */
export function usePairTasks(pairId: string) {
  const queryClient = useQueryClient();
  useLiveSubscription<Pick<PairTasksChange, 'tasks'>>(
    TASKS_SUBSCRIPTION,
    { pairId },
    (change) => queryClient.setQueryData<PairTask[]>(apiKey(tasksPath(pairId)), change.tasks),
    !!pairId,
  );
  return useQuery(apiQuery(tasksPath(pairId), undefined, pairTaskListSchema));
}

function useTaskWrite<TInput>(pairId: string, send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => invalidateResource(queryClient, tasksPath(pairId)),
  });
}

export function useCreatePairTask(pairId: string) {
  return useTaskWrite(pairId, (task: CreatePairTaskRequest) =>
    api.request(`/process/pair/${idPath(pairId)}/task`, { method: 'POST', body: task }, pairTaskSchema),
  );
}

/** PUT …/task/{taskId}; a new value shows at once (a ticked box, a counter step) and is put back if refused. */
export function useUpdatePairTask(pairId: string) {
  const queryClient = useQueryClient();
  const key = apiKey(tasksPath(pairId));
  return useMutation({
    mutationFn: ({ taskId, ...change }: UpdatePairTaskRequest & { taskId: string }) =>
      api.request(
        `/process/pair/${idPath(pairId)}/task/${idPath(taskId)}`,
        { method: 'PUT', body: change },
        pairTaskSchema,
      ),
    onMutate: ({ taskId, value }) => {
      if (value === undefined) return;
      // A read in flight would bring back the old value over the new one.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PairTask[]>(key, (tasks) =>
        tasks?.map((task) =>
          task.taskId === taskId ? { ...task, value, completed: isPairTaskCompleted({ ...task, value }) } : task,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePairTask(pairId: string) {
  return useTaskWrite(pairId, (taskId: string) =>
    api.request(`/process/pair/${idPath(pairId)}/task/${idPath(taskId)}`, { method: 'DELETE', expectStatus: [204] }),
  );
}
