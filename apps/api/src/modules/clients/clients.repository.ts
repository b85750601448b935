import { and, arrayContains, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import { clients, users } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createClientsRepository(db: Database) {
  return {
    /** One page of clients in name order; `search` null lists them all. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      let where: SQL | undefined;
      if (search !== null) {
        const rutSearch = search.replace(/\./g, '');
        where = or(
          ilike(clients.name, containsPattern(search)),
          ilike(clients.businessName, containsPattern(search)),
          rutSearch ? ilike(clients.rut, containsPattern(rutSearch)) : undefined,
        );
      }
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(clients)
          .where(where)
          .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(clients).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    findById(id: string) {
      return db.query.clients.findFirst({ where: eq(clients.id, id) });
    },
    /** Another client with this RUT, if any. */
    findByRut(rut: string, exceptId?: string) {
      return db.query.clients.findFirst({
        where: exceptId ? and(eq(clients.rut, rut), ne(clients.id, exceptId)) : eq(clients.rut, rut),
      });
    },
    async insert(values: ClientValues) {
      const [row] = await db.insert(clients).values(values).returning();
      return row!;
    },
    async update(id: string, values: ClientValues) {
      const [row] = await db
        .update(clients)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clients.id, id))
        .returning();
      return row;
    },
    async delete(id: string) {
      const deleted = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
      return deleted.length > 0;
    },
    companyAdmins(clientId: string) {
      return db
        .select({ userId: users.id, name: users.name, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.clientId, clientId), arrayContains(users.roles, ['COMPANY_ADMIN'])))
        .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
    },
    /** Users who belong to the client (company admins, internal mentors...). */
    async countLinkedUsers(clientId: string) {
      const [row] = await db.select({ value: count() }).from(users).where(eq(users.clientId, clientId));
      return row?.value ?? 0;
    },
    async clientIdOfUser(userId: string) {
      const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
      return row?.clientId ?? null;
    },
    /** Every admin except `userId`: who hears of a new client. */
    async adminIdsExcept(userId: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(arrayContains(users.roles, ['ADMIN']), ne(users.id, userId)));
      return rows.map((row) => row.id);
    },
  };
}
export type ClientsRepository = ReturnType<typeof createClientsRepository>;
