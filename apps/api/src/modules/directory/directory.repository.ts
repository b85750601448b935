import type { MentorType } from '@enlaza/contract';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { advices, attributes, businessPositions, clients, userAdvices, userAttributes, users } from '../../db/schema';

export type NewDirectoryUser = typeof users.$inferInsert;
export type DirectoryUserRow = Awaited<ReturnType<ReturnType<typeof createDirectoryRepository>['findById']>>;

/** Which people a list shows. */
export type DirectoryFilter =
  | { kind: 'students' }
  | { kind: 'mentors'; clientId?: string; mentorTypes?: MentorType[] }
  | { kind: 'admins' }
  | { kind: 'companyAdmins'; clientId?: string };

export interface ListRequest {
  filter: DirectoryFilter;
  searchTerm?: string;
  page: number;
  limit: number;
}

/** Inserted per statement in an import: few enough parameters for any driver, few enough round trips. */
const IMPORT_BATCH_SIZE = 1000;

// Accents folded in SQL with the built-in translate(): no extension needed (PGlite has no unaccent).
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/** The same folding in JS for the search term: lowercase and without accents. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: DirectoryFilter): SQL {
  switch (filter.kind) {
    case 'students':
      return and(sql`'USER' = any(${users.roles})`, isNull(users.mentorshipInfo))!;
    case 'mentors':
      return and(
        sql`'USER' = any(${users.roles})`,
        isNotNull(users.mentorshipInfo),
        filter.clientId ? eq(users.clientId, filter.clientId) : undefined,
        filter.mentorTypes?.length
          ? inArray(sql`${users.mentorshipInfo}->>'mentorType'`, filter.mentorTypes)
          : undefined,
      )!;
    case 'admins':
      return sql`'ADMIN' = any(${users.roles})`;
    case 'companyAdmins':
      return and(
        sql`'COMPANY_ADMIN' = any(${users.roles})`,
        filter.clientId ? eq(users.clientId, filter.clientId) : undefined,
      )!;
  }
}

function searchCondition(searchTerm: string | undefined): SQL | undefined {
  const folded = searchTerm ? foldForSearch(searchTerm.trim()) : '';
  if (!folded) return undefined;
  const haystack = sql`translate(lower(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email}), ${ACCENTED}, ${PLAIN})`;
  return sql`${haystack} like ${`%${escapeLike(folded)}%`} escape '\\'`;
}

const listColumns = {
  user: users,
  clientName: clients.name,
  adviceIds: sql<
    string[]
  >`coalesce((select json_agg(${userAdvices.adviceId}) from ${userAdvices} where ${userAdvices.userId} = ${users.id}), '[]'::json)`,
  attributeIds: sql<
    string[]
  >`coalesce((select json_agg(${userAttributes.attributeId}) from ${userAttributes} where ${userAttributes.userId} = ${users.id}), '[]'::json)`,
};

export function createDirectoryRepository(db: Database) {
  return {
    /** One page of a list, sorted by name, and how many match in all. */
    async list({ filter, searchTerm, page, limit }: ListRequest) {
      const where = and(filterCondition(filter), searchCondition(searchTerm));
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(users)
          .leftJoin(clients, eq(clients.id, users.clientId))
          .where(where)
          .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastName})`), asc(users.email))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findById(id: string) {
      const [row] = await db
        .select(listColumns)
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, id));
      return row;
    },

    async findUserIdByEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    async clientExists(id: string) {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      return !!row;
    },

    async businessPositionExists(id: string) {
      const [row] = await db
        .select({ id: businessPositions.id })
        .from(businessPositions)
        .where(eq(businessPositions.id, id));
      return !!row;
    },

    async countAdvices(ids: string[]) {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(advices).where(inArray(advices.id, ids));
      return row?.n ?? 0;
    },

    async countAttributes(ids: string[]) {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(attributes).where(inArray(attributes.id, ids));
      return row?.n ?? 0;
    },

    /** Creates the user with their objectives and qualities, all or nothing. */
    async create(values: NewDirectoryUser, adviceIds: string[], attributeIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ id: users.id });
        const userId = row!.id;
        if (adviceIds.length) await tx.insert(userAdvices).values(adviceIds.map((adviceId) => ({ userId, adviceId })));
        if (attributeIds.length)
          await tx.insert(userAttributes).values(attributeIds.map((attributeId) => ({ userId, attributeId })));
        return userId;
      });
    },

    /** Replaces the user's form fields, objectives and qualities, all or nothing. */
    async update(id: string, values: Partial<NewDirectoryUser>, adviceIds: string[], attributeIds: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id));
        await tx.delete(userAdvices).where(eq(userAdvices.userId, id));
        await tx.delete(userAttributes).where(eq(userAttributes.userId, id));
        if (adviceIds.length)
          await tx.insert(userAdvices).values(adviceIds.map((adviceId) => ({ userId: id, adviceId })));
        if (attributeIds.length)
          await tx.insert(userAttributes).values(attributeIds.map((attributeId) => ({ userId: id, attributeId })));
      });
    },

    /** Sets who the person is for a client: their roles and the client they belong to. */
    async setRolesAndClient(id: string, roles: NewDirectoryUser['roles'], clientId: string | null) {
      await db.update(users).set({ roles, clientId, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async delete(id: string) {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },

    /**
     * Inserts the imported people in one transaction, in multi-row batches. An email that already exists is
     * skipped (not updated); the emails actually inserted are returned.
     */
    async insertMany(rows: NewDirectoryUser[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const inserted: string[] = [];
        for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
          const batch = rows.slice(start, start + IMPORT_BATCH_SIZE);
          const result = await tx
            .insert(users)
            .values(batch)
            .onConflictDoNothing({ target: users.email })
            .returning({ email: users.email });
          inserted.push(...result.map((r) => r.email));
        }
        return inserted;
      });
    },
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
