import type { Database } from '../../src/db/database';
import { pairs, pairSessions } from '../../src/db/schema';
import { createParticipant, createProcess } from './processes';
import { setFields } from './unique';

export type PairRow = typeof pairs.$inferSelect;
export type PairSessionRow = typeof pairSessions.$inferSelect;
type SessionFields = Partial<Omit<typeof pairSessions.$inferInsert, 'pairId' | 'sessionNumber'>>;

/**
 * A mentor–mentee pair with its sessions: `sessions` is how many (each to schedule, PENDING_NO_DATE) or each
 * session's fields, numbered from 1. Without `processId` the pair belongs to a new mentoring process in progress;
 * without `mentorId` / `studentId` a new person joins the process as a confirmed mentor / mentee.
 */
export async function createPair(
  db: Database,
  { sessions = 0, ...overrides }: Partial<typeof pairs.$inferInsert> & { sessions?: number | SessionFields[] } = {},
): Promise<PairRow & { sessions: PairSessionRow[] }> {
  const processId = overrides.processId ?? (await createProcess(db, { status: 'IN_PROGRESS' })).id;
  const mentorId =
    overrides.mentorId ?? (await createParticipant(db, { processId, role: 'MENTOR', user: { name: 'Mentora' } })).id;
  const studentId =
    overrides.studentId ?? (await createParticipant(db, { processId, role: 'STUDENT', user: { name: 'Mentee' } })).id;
  const [pair] = await db
    .insert(pairs)
    .values({ ...setFields(overrides), processId, mentorId, studentId })
    .returning();
  return { ...pair!, sessions: await addPairSessions(db, pair!.id, sessions) };
}

/**
 * Sessions of an existing pair, for rows that must point at the pair first (a session's guide invitation):
 * `sessions` is how many (each PENDING_NO_DATE) or each session's fields, numbered from 1.
 */
export async function addPairSessions(
  db: Database,
  pairId: string,
  sessions: number | SessionFields[],
): Promise<PairSessionRow[]> {
  const sessionFields = typeof sessions === 'number' ? Array.from({ length: sessions }, () => ({})) : sessions;
  if (sessionFields.length === 0) return [];
  return db
    .insert(pairSessions)
    .values(sessionFields.map((fields, i) => ({ ...setFields(fields), pairId, sessionNumber: i + 1 })))
    .returning();
}
