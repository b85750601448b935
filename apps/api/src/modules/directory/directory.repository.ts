import { newAccountTutorials, type MentorType } from '@enlaza/contract';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { foldedSearchPattern, foldedText } from '../../db/conditions';
import type { Database } from '../../db/database';
import { advices, attributes, businessPositions, clients, userAdvices, userAttributes, users } from '../../db/schema';
import { pageWindow } from '../../db/pagination';

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

/**
 * The list's conditions for the filters a request uses, with placeholders for their values (`clientId`,
 * `mentorTypes`, `pattern`), so each combination is built and prepared once.
 */
function listConditions(filter: DirectoryFilter, searching: boolean): SQL {
  const conditions: Array<SQL | undefined> = [];
  switch (filter.kind) {
    case 'students':
      conditions.push(sql`'USER' = any(${users.roles})`, isNull(users.mentorshipInfo));
      break;
    case 'mentors':
      conditions.push(
        sql`'USER' = any(${users.roles})`,
        isNotNull(users.mentorshipInfo),
        filter.clientId ? eq(users.clientId, sql.placeholder('clientId')) : undefined,
        filter.mentorTypes?.length
          ? sql`${users.mentorshipInfo}->>'mentorType' = any(${sql.placeholder('mentorTypes')})`
          : undefined,
      );
      break;
    case 'admins':
      conditions.push(sql`'ADMIN' = any(${users.roles})`);
      break;
    case 'companyAdmins':
      conditions.push(
        sql`'COMPANY_ADMIN' = any(${users.roles})`,
        filter.clientId ? eq(users.clientId, sql.placeholder('clientId')) : undefined,
      );
      break;
  }
  if (searching) {
    const haystack = foldedText(sql`${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email}`);
    conditions.push(sql`${haystack} like ${sql.placeholder('pattern')} escape '\\'`);
  }
  return and(...conditions)!;
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
  // The lists are read all day: each combination of filters gets its two statements built and prepared once (at most
  // a dozen), and PostgreSQL plans them once per connection.
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  function prepareList(filter: DirectoryFilter, searching: boolean, shape: string) {
    const where = listConditions(filter, searching);
    return {
      page: db
        .select(listColumns)
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(sql`lower(${users.lastName})`), asc(users.email))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`directory_list_${shape}`),
      total: db.select({ total: count() }).from(users).where(where).prepare(`directory_count_${shape}`),
    };
  }
  function listStatementsFor(filter: DirectoryFilter, searching: boolean) {
    const clientId = 'clientId' in filter && !!filter.clientId;
    const mentorTypes = 'mentorTypes' in filter && !!filter.mentorTypes?.length;
    const shape = `${filter.kind}_${[clientId, mentorTypes, searching].map((used) => (used ? 1 : 0)).join('')}`;
    let statements = listStatements.get(shape);
    if (!statements) listStatements.set(shape, (statements = prepareList(filter, searching, shape)));
    return statements;
  }

  return {
    /** One page of a list, sorted by name, and how many match in all. */
    async list({ filter, searchTerm, page, limit }: ListRequest) {
      const pattern = foldedSearchPattern(searchTerm);
      const statements = listStatementsFor(filter, pattern !== undefined);
      const values = {
        clientId: 'clientId' in filter ? filter.clientId : undefined,
        mentorTypes: 'mentorTypes' in filter ? filter.mentorTypes : undefined,
        pattern,
      };
      const [rows, [total]] = await Promise.all([
        statements.page.execute({ ...values, ...pageWindow({ page, limit }) }),
        statements.total.execute(values),
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
        const [row] = await tx
          .insert(users)
          .values({ ...values, completedTutorials: [...newAccountTutorials] })
          .returning({ id: users.id });
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
            .values(batch.map((row) => ({ ...row, completedTutorials: [...newAccountTutorials] })))
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
