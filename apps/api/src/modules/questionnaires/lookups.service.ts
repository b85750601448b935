import {
  LOOKUP_SELECT_MAX,
  lookupErrorMessages,
  lookupErrorTypes,
  type Coach,
  type CoachList,
  type Workshop,
  isResourceId,
} from '@enlaza/contract';
import { AppError, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import type { CoachValues, LookupsRepository } from './lookups.repository';
import { pageOf, pageWindow } from '../../db/pagination';

const toCoach = (row: { id: string; name: string; lastName: string; email: string }): Coach => ({
  id: row.id,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
});
const toWorkshop = (row: { id: string; name: string }): Workshop => ({ id: row.id, name: row.name });

/** Coaches and workshops: lookups of the open invitations for workshop feedback (spec 002 §7.4). */
export function createLookupsService({ lookupsRepository: repository }: { lookupsRepository: LookupsRepository }) {
  const error = (type: string, status: number) => new AppError(type, status, lookupErrorMessages[type]);
  const coachNotFound = () =>
    notFound(lookupErrorTypes.coachNotFound, lookupErrorMessages[lookupErrorTypes.coachNotFound]);

  async function existingCoach(id: string) {
    const row = isResourceId(id) ? await repository.findCoach(id) : undefined;
    if (!row) throw coachNotFound();
    return row;
  }
  /** The email check before the write, and the unique index for a concurrent one. */
  async function uniqueEmail<T>(email: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
    if (await repository.findCoachByEmail(email, exceptId)) throw error(lookupErrorTypes.coachEmailTaken, 409);
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw error(lookupErrorTypes.coachEmailTaken, 409);
      throw err;
    }
  }

  return {
    async listCoaches(query: {
      page: number;
      limit: number;
      searchTerm: string;
      pagination: boolean;
    }): Promise<CoachList> {
      const term = query.searchTerm.trim();
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : LOOKUP_SELECT_MAX;
      const { rows, total } = await repository.listCoaches({ search: term || null, ...pageWindow({ page, limit }) });
      return pageOf(rows.map(toCoach), total, { page, limit });
    },
    async getCoach(id: string): Promise<Coach> {
      return toCoach(await existingCoach(id));
    },
    async createCoach(values: CoachValues): Promise<Coach> {
      return toCoach(await uniqueEmail(values.email, undefined, () => repository.insertCoach(values)));
    },
    async updateCoach(id: string, values: CoachValues): Promise<Coach> {
      await existingCoach(id);
      const row = await uniqueEmail(values.email, id, () => repository.updateCoach(id, values));
      if (!row) throw coachNotFound();
      return toCoach(row);
    },
    async deleteCoach(id: string): Promise<void> {
      await existingCoach(id);
      if (!(await repository.deleteCoach(id))) throw coachNotFound();
    },
    async listWorkshops(): Promise<Workshop[]> {
      return (await repository.listWorkshops()).map(toWorkshop);
    },
    async getWorkshop(id: string): Promise<Workshop> {
      const row = isResourceId(id) ? await repository.findWorkshop(id) : undefined;
      if (!row) throw error(lookupErrorTypes.workshopNotFound, 404);
      return toWorkshop(row);
    },
    async createWorkshop(name: string): Promise<Workshop> {
      if (await repository.findWorkshopByName(name)) throw error(lookupErrorTypes.workshopNameTaken, 409);
      try {
        return toWorkshop(await repository.insertWorkshop(name));
      } catch (err) {
        if (isUniqueViolation(err)) throw error(lookupErrorTypes.workshopNameTaken, 409);
        throw err;
      }
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
