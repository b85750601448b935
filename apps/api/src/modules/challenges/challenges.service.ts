import {
  challengeAreaMessages as m,
  challengeErrorTypes as types,
  type Challenge,
  type ChallengeInput,
  type ChallengeList,
} from '@enlaza/contract';
import { AppError, notFound } from '../../plugins/errors';
import type { ChallengeRow, ChallengesRepository } from './challenges.repository';
import { pageOffset } from '../../db/pagination';

const toChallenge = (row: ChallengeRow): Challenge => ({
  challengeId: row.id,
  title: row.title,
  messages: row.messages,
  inUse: row.inUse,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const challengeMissing = () => notFound(types.notFound, m.notFound);

/** The challenge library (spec 001 §2 '/admin/challenges', §5 "Challenge", §7 "Challenges"): admins only. */
export function createChallengesService({ repository }: { repository: ChallengesRepository }) {
  async function detail(id: string): Promise<Challenge> {
    const row = await repository.find(id);
    if (!row) throw challengeMissing();
    return toChallenge(row);
  }

  return {
    detail,

    async list(query: {
      page: number;
      limit: number;
      searchFilter?: string;
      pagination: boolean;
    }): Promise<ChallengeList> {
      const { rows, total } = await repository.page({
        offset: query.pagination ? pageOffset(query) : 0,
        limit: query.pagination ? query.limit : null,
        search: query.searchFilter || undefined,
      });
      return {
        docs: rows.map(toChallenge),
        totalDocs: total,
        page: query.pagination ? query.page : 1,
        limit: query.pagination ? query.limit : total,
      };
    },

    async create(input: ChallengeInput): Promise<Challenge> {
      return detail(await repository.create(input));
    },

    async update(id: string, input: ChallengeInput): Promise<Challenge> {
      if (!(await repository.update(id, input))) throw challengeMissing();
      return detail(id);
    },

    async remove(id: string): Promise<void> {
      const result = await repository.remove(id);
      if (result === 'missing') throw challengeMissing();
      if (result === 'inUse') throw new AppError(types.inUse, 409, m.inUse);
    },
  };
}
export type ChallengesService = ReturnType<typeof createChallengesService>;
