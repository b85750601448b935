import type { Role } from '@enlaza/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSessions, passwordResetTokens, refreshTokens } from '../../db/schema';
import type { BrandId } from '../../lib/brands';

type SessionMethod = (typeof authSessions.$inferInsert)['method'];

export function createAuthRepository(db: Database) {
  // Asked on every signed-in request: the statement is built once, not on each call.
  const liveSession = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('id')), isNull(authSessions.revokedAt)))
    .prepare('live_auth_session');
  return {
    async createSession(userId: string, brand: BrandId, method: SessionMethod) {
      const [row] = await db.insert(authSessions).values({ userId, brand, method }).returning();
      return row!;
    },
    findSession(id: string) {
      return db.query.authSessions.findFirst({ where: eq(authSessions.id, id) });
    },
    /** Whether the login exists and has not been ended (sign-out, reuse, role swap, password reset). */
    async isSessionLive(id: string): Promise<boolean> {
      return (await liveSession.execute({ id })).length > 0;
    },
    async revokeSession(id: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
    },
    async revokeUserSessions(userId: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    },
    async insertRefreshToken(values: { sessionId: string; tokenHash: string; role: Role; expiresAt: Date }) {
      await db.insert(refreshTokens).values(values);
    },
    /** Marks the token used and returns it, atomically: of two concurrent uses only one gets a row. */
    async consumeRefreshToken(tokenHash: string) {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning();
      return row;
    },
    findRefreshToken(tokenHash: string) {
      return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
    },
    async insertPasswordResetToken(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },
    /** Single use: returns the token only if it was unused and unexpired, and marks it used. */
    async consumePasswordResetToken(tokenHash: string) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
