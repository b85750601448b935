import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dynamicMentorships, mentorshipSessions, processes } from '../../db/schema';

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

/**
 * The same rule as an SQL expression over the `processes` row of the query, for reports that read many processes in
 * one statement.
 */
export function sessionsPerPairOfProcess(): SQL<number> {
  return sql<number>`(case when ${processes.mentorshipId} is null
    then coalesce((select ${dynamicMentorships.sessions} from ${dynamicMentorships} where ${dynamicMentorships.id} = ${processes.dynamicMentorshipId}), 0)
    else (select count(*)::int from ${mentorshipSessions} where ${mentorshipSessions.mentorshipId} = ${processes.mentorshipId}) end)`.mapWith(
    Number,
  );
}
