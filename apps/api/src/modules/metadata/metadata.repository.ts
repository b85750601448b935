import { and, asc, countDistinct, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  advices,
  attributes,
  businessPositions,
  industries,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../../db/schema';

/** Case-insensitive name match, so 'Minería' and 'minería' count as the same item. */
const sameName = (column: PgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

/** Tables with an id and a unique name that share the same simple operations. */
const simpleLists = { attributes, advices, business_positions: businessPositions } as const;
export type SimpleList = keyof typeof simpleLists;

export function createMetadataRepository(db: Database) {
  async function nameTaken(
    table: PgTable & { id: PgColumn; name: PgColumn },
    name: string,
    exceptId?: string,
    scope?: SQL,
  ) {
    const conditions = [sameName(table.name, name), scope, exceptId ? ne(table.id, exceptId) : undefined];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  return {
    async listIndustriesWithSpecialties() {
      const [industryRows, specialtyRows] = await Promise.all([
        db.select({ id: industries.id, name: industries.name }).from(industries),
        db.select({ id: specialties.id, name: specialties.name, industryId: specialties.industryId }).from(specialties),
      ]);
      return { industryRows, specialtyRows };
    },
    listAttributes() {
      return db.select({ id: attributes.id, name: attributes.name }).from(attributes);
    },
    listAdvices() {
      return db.select({ id: advices.id, name: advices.name }).from(advices);
    },
    listAdvicesOfUser(userId: string) {
      return db
        .select({ id: advices.id, name: advices.name })
        .from(userAdvices)
        .innerJoin(advices, eq(advices.id, userAdvices.adviceId))
        .where(eq(userAdvices.userId, userId));
    },
    async findUserMainAdvice(userId: string) {
      const [row] = await db
        .select({ id: users.id, mainAdviceId: users.mainAdviceId })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    listBusinessPositions() {
      return db
        .select({ id: businessPositions.id, name: businessPositions.name, sortOrder: businessPositions.sortOrder })
        .from(businessPositions)
        .orderBy(asc(businessPositions.sortOrder));
    },

    // Industries and their specialties.
    async findIndustry(id: string) {
      const [row] = await db
        .select({ id: industries.id, name: industries.name })
        .from(industries)
        .where(eq(industries.id, id));
      return row;
    },
    industryNameTaken: (name: string, exceptId?: string) => nameTaken(industries, name, exceptId),
    async insertIndustry(name: string) {
      const [row] = await db
        .insert(industries)
        .values({ name })
        .returning({ id: industries.id, name: industries.name });
      return row!;
    },
    async renameIndustry(id: string, name: string) {
      const [row] = await db
        .update(industries)
        .set({ name })
        .where(eq(industries.id, id))
        .returning({ id: industries.id, name: industries.name });
      return row;
    },
    async listSpecialtiesOf(industryId: string) {
      return db
        .select({ id: specialties.id, name: specialties.name })
        .from(specialties)
        .where(eq(specialties.industryId, industryId));
    },
    /** People with an interest area in the industry (through any of its specialties). */
    async countPeopleWithIndustry(industryId: string) {
      const [row] = await db
        .select({ n: countDistinct(userInterests.userId) })
        .from(userInterests)
        .where(eq(userInterests.industryId, industryId));
      return row?.n ?? 0;
    },
    async deleteIndustry(id: string) {
      // Specialties go with their industry (ON DELETE CASCADE).
      const rows = await db.delete(industries).where(eq(industries.id, id)).returning({ id: industries.id });
      return rows.length > 0;
    },
    async findSpecialty(industryId: string, specialtyId: string) {
      const [row] = await db
        .select({ id: specialties.id, name: specialties.name })
        .from(specialties)
        .where(and(eq(specialties.id, specialtyId), eq(specialties.industryId, industryId)));
      return row;
    },
    /**
     * Adds a specialty unless the industry already has one with that name. The industry row is locked first because
     * specialty names are unique only per industry, which the table does not enforce.
     */
    async insertSpecialtyUnlessTaken(industryId: string, name: string) {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: industries.id })
          .from(industries)
          .where(eq(industries.id, industryId))
          .for('update');
        if (locked.length === 0) return { status: 'no_industry' as const };
        const [taken] = await tx
          .select({ id: specialties.id })
          .from(specialties)
          .where(and(eq(specialties.industryId, industryId), sameName(specialties.name, name)))
          .limit(1);
        if (taken) return { status: 'taken' as const };
        const [row] = await tx
          .insert(specialties)
          .values({ industryId, name })
          .returning({ id: specialties.id, name: specialties.name });
        return { status: 'created' as const, specialty: row! };
      });
    },
    async renameSpecialtyUnlessTaken(industryId: string, specialtyId: string, name: string) {
      return db.transaction(async (tx) => {
        await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId)).for('update');
        const [taken] = await tx
          .select({ id: specialties.id })
          .from(specialties)
          .where(
            and(
              eq(specialties.industryId, industryId),
              sameName(specialties.name, name),
              ne(specialties.id, specialtyId),
            ),
          )
          .limit(1);
        if (taken) return { status: 'taken' as const };
        const [row] = await tx
          .update(specialties)
          .set({ name })
          .where(and(eq(specialties.id, specialtyId), eq(specialties.industryId, industryId)))
          .returning({ id: specialties.id, name: specialties.name });
        return row ? { status: 'renamed' as const, specialty: row } : { status: 'not_found' as const };
      });
    },
    async countPeopleWithSpecialty(specialtyId: string) {
      const [row] = await db
        .select({ n: countDistinct(userInterests.userId) })
        .from(userInterests)
        .where(eq(userInterests.specialtyId, specialtyId));
      return row?.n ?? 0;
    },
    async deleteSpecialty(industryId: string, specialtyId: string) {
      const rows = await db
        .delete(specialties)
        .where(and(eq(specialties.id, specialtyId), eq(specialties.industryId, industryId)))
        .returning({ id: specialties.id });
      return rows.length > 0;
    },

    // Attributes, advices and business positions.
    async findItem(list: SimpleList, id: string) {
      const table = simpleLists[list];
      const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
      return row;
    },
    itemNameTaken: (list: SimpleList, name: string, exceptId?: string) => nameTaken(simpleLists[list], name, exceptId),
    async insertItem(list: SimpleList, name: string) {
      if (list === 'business_positions') {
        // New levels go last; the admin moves them into place afterwards.
        const [row] = await db
          .insert(businessPositions)
          .values({
            name,
            sortOrder: sql`(select coalesce(max(${businessPositions.sortOrder}), -1) + 1 from ${businessPositions})`,
          })
          .returning({ id: businessPositions.id, name: businessPositions.name });
        return row!;
      }
      const table = simpleLists[list];
      const [row] = await db.insert(table).values({ name }).returning({ id: table.id, name: table.name });
      return row!;
    },
    async renameItem(list: SimpleList, id: string, name: string) {
      const table = simpleLists[list];
      const [row] = await db
        .update(table)
        .set({ name })
        .where(eq(table.id, id))
        .returning({ id: table.id, name: table.name });
      return row;
    },
    /** How many people have the item in their profile. */
    async countPeopleWithItem(list: SimpleList, id: string) {
      if (list === 'attributes') {
        const [row] = await db
          .select({ n: countDistinct(userAttributes.userId) })
          .from(userAttributes)
          .where(eq(userAttributes.attributeId, id));
        return row?.n ?? 0;
      }
      if (list === 'advices') {
        // The main objective is normally also among the chosen ones; count a person once either way.
        const [row] = await db
          .select({ n: countDistinct(users.id) })
          .from(users)
          .where(
            or(
              eq(users.mainAdviceId, id),
              inArray(
                users.id,
                db.select({ userId: userAdvices.userId }).from(userAdvices).where(eq(userAdvices.adviceId, id)),
              ),
            ),
          );
        return row?.n ?? 0;
      }
      const [row] = await db
        .select({ n: countDistinct(users.id) })
        .from(users)
        .where(eq(users.businessPositionId, id));
      return row?.n ?? 0;
    },
    async deleteItem(list: SimpleList, id: string) {
      const table = simpleLists[list];
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    /** Rewrites every level's position in one transaction; the ids must be exactly the existing levels. */
    async reorderBusinessPositions(orderedIds: string[]) {
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: businessPositions.id }).from(businessPositions).for('update');
        const known = new Set(existing.map((row) => row.id));
        if (orderedIds.length !== known.size || new Set(orderedIds).size !== orderedIds.length) return false;
        if (!orderedIds.every((id) => known.has(id))) return false;
        for (const [sortOrder, id] of orderedIds.entries()) {
          await tx.update(businessPositions).set({ sortOrder }).where(eq(businessPositions.id, id));
        }
        return true;
      });
    },
  };
}
export type MetadataRepository = ReturnType<typeof createMetadataRepository>;
