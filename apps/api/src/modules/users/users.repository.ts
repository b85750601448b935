import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    findByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
    },
    findById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },
    async findByIdWithClient(id: string) {
      const [row] = await db
        .select({ user: users, clientName: clients.name })
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, id));
      return row;
    },
    async setPasswordHash(id: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
