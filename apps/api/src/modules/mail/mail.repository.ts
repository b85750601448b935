import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailRepository(db: Database) {
  return {
    async insert(mail: {
      fromAddress: string;
      toAddress: string;
      subject: string;
      textBody: string;
      htmlBody?: string;
    }) {
      const [row] = await db.insert(mailOutbox).values(mail).returning();
      return row!;
    },
    async markSent(id: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', error: null, sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    async findById(id: string) {
      return db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });
    },
  };
}
