import {
  LOOKUP_SELECT_MAX,
  type BankQuestion,
  type BankQuestionList,
  type ParsedBankQuestionPayload,
} from '@enlaza/contract';
import type { BankQuestionRow, QuestionsRepository } from './questions.repository';
import { pageOf, pageWindow } from '../../db/pagination';

export function toBankQuestion(row: BankQuestionRow): BankQuestion {
  return {
    questionId: row.id,
    question: row.question,
    type: row.type as BankQuestion['type'],
    alternatives: row.alternatives,
    other: row.other,
    alternativesMultiple: row.alternativesMultiple,
    rate: row.rate ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createQuestionsService({
  questionsRepository: repository,
}: {
  questionsRepository: QuestionsRepository;
}) {
  return {
    async list(query: {
      page: number;
      limit: number;
      searchFilter: string;
      pagination: boolean;
    }): Promise<BankQuestionList> {
      const term = query.searchFilter.trim();
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : LOOKUP_SELECT_MAX;
      const { rows, total } = await repository.list({ search: term || null, ...pageWindow({ page, limit }) });
      return pageOf(rows.map(toBankQuestion), total, { page, limit });
    },
    async create(payload: ParsedBankQuestionPayload): Promise<BankQuestion> {
      return toBankQuestion(await repository.insert(payload));
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
