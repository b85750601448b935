import {
  duplicateMetadataNameMessage,
  editableMetadataLists,
  errorTypes,
  genderLabels,
  genders,
  metadataErrorTypes,
  metadataInUseMessage,
  type Advice,
  type Attribute,
  type BusinessPosition,
  type GenderOption,
  type Industry,
  type Specialty,
} from '@enlaza/contract';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { MetadataRepository, SimpleList } from './metadata.repository';

// Names are compared and sorted the Spanish way (accents and case do not change the order), whatever the database
// collation is.
const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const byName = <T extends { name: string }>(a: T, b: T) => spanish.compare(a.name, b.name);

const conflict = (type: string, message: string) => new AppError(type, 409, message);
const duplicateName = (list: Parameters<typeof duplicateMetadataNameMessage>[0]) =>
  conflict(metadataErrorTypes.duplicateName, duplicateMetadataNameMessage(list));
const missing = (list: keyof typeof editableMetadataLists) =>
  notFound(errorTypes.notFound, editableMetadataLists[list].notFound);

type SimpleItem = { id: string; name: string };
const toAttribute = ({ id, name }: SimpleItem): Attribute => ({ attributeId: id, attributeName: name });
const toAdvice = ({ id, name }: SimpleItem): Advice => ({ adviceId: id, adviceName: name });
const toBusinessPosition = ({ id, name }: SimpleItem): BusinessPosition => ({
  businessPositionId: id,
  businessPosition: name,
});
const toSpecialty = ({ id, name }: SimpleItem): Specialty => ({ specialtyId: id, specialtyName: name });
const shapers = { attributes: toAttribute, advices: toAdvice, business_positions: toBusinessPosition } as const;

export function createMetadataService({ metadataRepository: repo }: { metadataRepository: MetadataRepository }) {
  async function industryWithSpecialties(id: string, name: string): Promise<Industry> {
    const specialties = (await repo.listSpecialtiesOf(id)).sort(byName);
    return { industryId: id, industryName: name, specialties: specialties.map(toSpecialty) };
  }

  async function guardUnique<T>(list: keyof typeof editableMetadataLists, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      // A concurrent insert of the same name hits the unique index: report it like the check before it.
      if (isUniqueViolation(err)) throw duplicateName(list);
      throw err;
    }
  }

  /** Deletes unless people use the item; someone choosing it meanwhile trips the foreign key, reported the same way. */
  async function deleteUnlessUsed(name: string, countPeople: () => Promise<number>, remove: () => Promise<boolean>) {
    const people = await countPeople();
    if (people > 0) throw conflict(metadataErrorTypes.inUse, metadataInUseMessage(name, people));
    try {
      return await remove();
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
      throw conflict(metadataErrorTypes.inUse, metadataInUseMessage(name, Math.max(1, await countPeople())));
    }
  }

  async function businessPositions(): Promise<BusinessPosition[]> {
    const rows = await repo.listBusinessPositions();
    return rows.sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b)).map(toBusinessPosition);
  }

  return {
    async industries(): Promise<Industry[]> {
      const { industryRows, specialtyRows } = await repo.listIndustriesWithSpecialties();
      const byIndustry = new Map<string, Specialty[]>();
      for (const row of specialtyRows.sort(byName)) {
        const list = byIndustry.get(row.industryId) ?? [];
        list.push(toSpecialty(row));
        byIndustry.set(row.industryId, list);
      }
      return industryRows.sort(byName).map((row) => ({
        industryId: row.id,
        industryName: row.name,
        specialties: byIndustry.get(row.id) ?? [],
      }));
    },

    async attributes(): Promise<Attribute[]> {
      return (await repo.listAttributes()).sort(byName).map(toAttribute);
    },

    /** All mentoring objectives, or the ones a given person chose (their main objective first). */
    async advices(userId?: string): Promise<Advice[]> {
      if (!userId) return (await repo.listAdvices()).sort(byName).map(toAdvice);
      const user = await repo.findUserMainAdvice(userId);
      if (!user) throw notFound(errorTypes.notFound, 'Usuaria no encontrada');
      const chosen = (await repo.listAdvicesOfUser(userId)).sort(byName);
      const isMain = (row: SimpleItem) => (row.id === user.mainAdviceId ? 0 : 1);
      return chosen.sort((a, b) => isMain(a) - isMain(b)).map(toAdvice);
    },

    businessPositions,

    genders(): GenderOption[] {
      return genders.map((genderId) => ({ genderId, gender: genderLabels[genderId] }));
    },

    // Industries.
    async createIndustry(name: string): Promise<Industry> {
      if (await repo.industryNameTaken(name)) throw duplicateName('industries');
      const row = await guardUnique('industries', () => repo.insertIndustry(name));
      return { industryId: row.id, industryName: row.name, specialties: [] };
    },
    async renameIndustry(id: string, name: string): Promise<Industry> {
      if (!(await repo.findIndustry(id))) throw missing('industries');
      if (await repo.industryNameTaken(name, id)) throw duplicateName('industries');
      const row = await guardUnique('industries', () => repo.renameIndustry(id, name));
      if (!row) throw missing('industries');
      return industryWithSpecialties(row.id, row.name);
    },
    async deleteIndustry(id: string): Promise<void> {
      const industry = await repo.findIndustry(id);
      if (!industry) throw missing('industries');
      const deleted = await deleteUnlessUsed(
        industry.name,
        () => repo.countPeopleWithIndustry(id),
        () => repo.deleteIndustry(id),
      );
      if (!deleted) throw missing('industries');
    },

    // Specialties of an industry.
    async createSpecialty(industryId: string, name: string): Promise<Specialty> {
      const result = await repo.insertSpecialtyUnlessTaken(industryId, name);
      if (result.status === 'no_industry') throw missing('industries');
      if (result.status === 'taken') throw duplicateName('specialties');
      return toSpecialty(result.specialty);
    },
    async renameSpecialty(industryId: string, specialtyId: string, name: string): Promise<Specialty> {
      const result = await repo.renameSpecialtyUnlessTaken(industryId, specialtyId, name);
      if (result.status === 'not_found') throw missing('specialties');
      if (result.status === 'taken') throw duplicateName('specialties');
      return toSpecialty(result.specialty);
    },
    async deleteSpecialty(industryId: string, specialtyId: string): Promise<void> {
      const specialty = await repo.findSpecialty(industryId, specialtyId);
      if (!specialty) throw missing('specialties');
      const deleted = await deleteUnlessUsed(
        specialty.name,
        () => repo.countPeopleWithSpecialty(specialtyId),
        () => repo.deleteSpecialty(industryId, specialtyId),
      );
      if (!deleted) throw missing('specialties');
    },

    // Attributes, advices and business positions.
    async createItem<L extends SimpleList>(list: L, name: string): Promise<ReturnType<(typeof shapers)[L]>> {
      if (await repo.itemNameTaken(list, name)) throw duplicateName(list);
      const row = await guardUnique(list, () => repo.insertItem(list, name));
      return shapers[list](row) as ReturnType<(typeof shapers)[L]>;
    },
    async renameItem<L extends SimpleList>(
      list: L,
      id: string,
      name: string,
    ): Promise<ReturnType<(typeof shapers)[L]>> {
      if (!(await repo.findItem(list, id))) throw missing(list);
      if (await repo.itemNameTaken(list, name, id)) throw duplicateName(list);
      const row = await guardUnique(list, () => repo.renameItem(list, id, name));
      if (!row) throw missing(list);
      return shapers[list](row) as ReturnType<(typeof shapers)[L]>;
    },
    async deleteItem(list: SimpleList, id: string): Promise<void> {
      const item = await repo.findItem(list, id);
      if (!item) throw missing(list);
      const deleted = await deleteUnlessUsed(
        item.name,
        () => repo.countPeopleWithItem(list, id),
        () => repo.deleteItem(list, id),
      );
      if (!deleted) throw missing(list);
    },
    async reorderBusinessPositions(orderedIds: string[]): Promise<BusinessPosition[]> {
      const done = await repo.reorderBusinessPositions(orderedIds);
      if (!done) {
        throw badRequest(
          metadataErrorTypes.invalidOrder,
          'El orden enviado no coincide con los niveles de cargo existentes. Recargue la página e intente nuevamente',
        );
      }
      return businessPositions();
    },
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;
