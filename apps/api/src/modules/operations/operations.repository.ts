import type { MailStatus } from '@enlaza/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox as admins read it: mails by status and search, newest first, without their bodies. */
export function createOperationsRepository(db: Database) {
  const matching = (search: string | null): SQL | undefined => {
    if (!search) return undefined;
    const pattern = containsPattern(search);
    return or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
  };

  return {
    async listMails({
      status,
      search,
      offset,
      limit,
    }: {
      status: MailStatus | null;
      search: string | null;
      offset: number;
      limit: number;
    }) {
      const searched = matching(search);
      const where = status ? and(searched, eq(mailOutbox.status, status)) : searched;
      const [rows, [total], perStatus] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            toAddress: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            error: mailOutbox.error,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(mailOutbox).where(where),
        db
          .select({ status: mailOutbox.status, value: count() })
          .from(mailOutbox)
          .where(searched)
          .groupBy(mailOutbox.status),
      ]);
      return { rows, total: total?.value ?? 0, perStatus };
    },

    findMail(id: string): Promise<OutboxRow | undefined> {
      return db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
