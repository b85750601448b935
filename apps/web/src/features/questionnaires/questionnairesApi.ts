import {
  bankQuestionListSchema,
  bankQuestionSchema,
  QUESTIONARIES_PAGE_SIZE,
  QUESTIONS_PAGE_SIZE,
  questionaryListSchema,
  questionarySchema,
  type BankQuestionPayload,
  type QuestionaryPayload,
  type QuestionaryType,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, invalidateResource } from '../../lib/api';

const questionaryPath = (id: string) => `/questionaries/${encodeURIComponent(id)}`;

/** Spec 002 §7.2: GET /questions with limit, page and searchFilter. */
export function useBankQuestions(page: number, searchFilter: string) {
  return useQuery({
    ...apiQuery('/questions', { page, limit: QUESTIONS_PAGE_SIZE, searchFilter }, bankQuestionListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useCreateBankQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 002 §8: the question calls count only the stated status as success.
    mutationFn: (payload: BankQuestionPayload) =>
      api.request('/questions', { method: 'POST', body: payload, expectStatus: [201] }, bankQuestionSchema),
    onSuccess: () => invalidateResource(queryClient, '/questions'),
  });
}

export function useQuestionaries(page: number, searchFilter: string, type?: QuestionaryType) {
  return useQuery({
    ...apiQuery('/questionaries', { page, limit: QUESTIONARIES_PAGE_SIZE, searchFilter, type }, questionaryListSchema),
    placeholderData: keepPreviousData,
  });
}

export function useQuestionary(id: string | undefined) {
  return useQuery({
    ...apiQuery(questionaryPath(id ?? ''), undefined, questionarySchema),
    enabled: !!id,
  });
}

export function useSaveQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: QuestionaryPayload }) =>
      id
        ? api.request(questionaryPath(id), { method: 'PUT', body: payload }, questionarySchema)
        : api.request('/questionaries', { method: 'POST', body: payload, expectStatus: [201] }, questionarySchema),
    onSuccess: () => invalidateResource(queryClient, '/questionaries'),
  });
}

export function useDuplicateQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`${questionaryPath(id)}/duplicate`, { method: 'POST', expectStatus: [201] }, questionarySchema),
    onSuccess: () => invalidateResource(queryClient, '/questionaries'),
  });
}

export function useDeleteQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(questionaryPath(id), { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => invalidateResource(queryClient, '/questionaries'),
  });
}
