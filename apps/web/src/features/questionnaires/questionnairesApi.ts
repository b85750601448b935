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
import { api } from '../../lib/api';

export const questionnaireKeys = {
  questions: ['questions'] as const,
  questionList: (page: number, search: string) => ['questions', 'list', page, search] as const,
  questionaries: ['questionaries'] as const,
  questionaryList: (page: number, search: string, type: QuestionaryType | undefined) =>
    ['questionaries', 'list', page, search, type ?? ''] as const,
  questionary: (id: string) => ['questionaries', 'detail', id] as const,
};

/** Spec 002 §7.2: GET /questions with limit, page and searchFilter. */
export function useBankQuestions(page: number, searchFilter: string) {
  return useQuery({
    queryKey: questionnaireKeys.questionList(page, searchFilter),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(QUESTIONS_PAGE_SIZE), searchFilter });
      return api.request(`/questions?${query}`, {}, bankQuestionListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreateBankQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 002 §8: the question calls count only the stated status as success.
    mutationFn: (payload: BankQuestionPayload) =>
      api.request('/questions', { method: 'POST', body: payload, expectStatus: [201] }, bankQuestionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.questions }),
  });
}

export function useQuestionaries(page: number, searchFilter: string, type?: QuestionaryType) {
  return useQuery({
    queryKey: questionnaireKeys.questionaryList(page, searchFilter, type),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(QUESTIONARIES_PAGE_SIZE), searchFilter });
      if (type) query.set('type', type);
      return api.request(`/questionaries?${query}`, {}, questionaryListSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export function useQuestionary(id: string | undefined) {
  return useQuery({
    queryKey: questionnaireKeys.questionary(id ?? ''),
    queryFn: () => api.request(`/questionaries/${encodeURIComponent(id!)}`, {}, questionarySchema),
    enabled: !!id,
  });
}

export function useSaveQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: QuestionaryPayload }) =>
      id
        ? api.request(`/questionaries/${encodeURIComponent(id)}`, { method: 'PUT', body: payload }, questionarySchema)
        : api.request('/questionaries', { method: 'POST', body: payload, expectStatus: [201] }, questionarySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.questionaries }),
  });
}

export function useDuplicateQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(
        `/questionaries/${encodeURIComponent(id)}/duplicate`,
        { method: 'POST', expectStatus: [201] },
        questionarySchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.questionaries }),
  });
}

export function useDeleteQuestionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`/questionaries/${encodeURIComponent(id)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.questionaries }),
  });
}
