import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mentorshipSessions } from '../../db/schema';

/**
 * How many sessions each pair of a process holds: its guide's sessions, else its dynamic guide's count; 0 with
 * neither. One rule for creating pairs' sessions and for measuring a process's progress.
 */
export async function sessionsPerPair(
  db: Database,
  process: { mentorshipId: string | null; dynamicSessions: number | null },
): Promise<number> {
  if (!process.mentorshipId) return process.dynamicSessions ?? 0;
  const [row] = await db
    .select({ n: count() })
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.mentorshipId, process.mentorshipId));
  return row?.n ?? 0;
}
