import { isSessionDone, sessionNotificationTypes, type SessionStatus } from '@enlaza/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { notifications, pairs, users } from '../schema';
import { demoSessionEvaluations } from './sessionFeedback';
import { asMember, seedServices } from './services';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * How far a demo session came: scheduled for `scheduleDate` (PENDING_AND_SCHEDULED), held then and evaluated by the
 * mentor only (REALIZED, 'Sin feedback') or by both (COMPLETED, 'Realizada'); without a date it was not scheduled.
 */
export interface DemoSession {
  status: SessionStatus;
  scheduleDate?: Date;
}

/** A pair the admin adds in pre-kickoff ('Agregar duplas'), and how far each of its sessions has come. */
export interface DemoPair {
  mentorEmail: string;
  menteeEmail: string;
  sessions: DemoSession[];
}

/**
 * The pairs of a process in pre-kickoff, added by email as the admin adds them (the pairs service scores each with the
 * engine, so the breakdown an admin opens explains the figure shown, and gives it its sessions).
 */
export async function addDemoPairs(db: Database, processId: string, demoPairs: readonly DemoPair[]): Promise<void> {
  if (demoPairs.length === 0) return;
  await seedServices(db).pairs.addFromEmails(
    processId,
    demoPairs.map(({ mentorEmail, menteeEmail }) => ({ mentorEmail, studentEmail: menteeEmail })),
  );
}

/** The latest of `date` and `notBefore`, but never later than `notAfter`. */
const within = (date: Date, notBefore: Date, notAfter: Date) =>
  new Date(Math.min(Math.max(date.getTime(), notBefore.getTime()), notAfter.getTime()));

/**
 * The pairs' sessions of a process in progress as its members lived them, in order, through the member's own calls
 * on their days: a member schedules each session five days ahead (the mentor the odd ones, the mentee the even
 * ones; the partner is notified, the bell's news seen that day); a held session is marked 'Sesión Realizada?' by the
 * mentor an hour and a half after it started, which sends both evaluations, then answered as `DemoSession` says. A
 * session not held ends the pair's story: the next ones are not enabled yet.
 */
export async function playDemoSessions(
  db: Database,
  processId: string,
  demoPairs: readonly DemoPair[],
  startedAt: Date,
): Promise<void> {
  const services = seedServices(db);
  const evaluate = demoSessionEvaluations(db, services);
  const now = new Date();
  for (const demoPair of demoPairs) {
    const [pair] = await db
      .select({ id: pairs.id, mentorId: pairs.mentorId, studentId: pairs.studentId })
      .from(pairs)
      .innerJoin(users, eq(users.id, pairs.mentorId))
      .where(and(eq(pairs.processId, processId), eq(users.email, demoPair.mentorEmail)));
    if (!pair) continue;
    let since = startedAt;
    for (const [index, session] of demoPair.sessions.entries()) {
      if (!session.scheduleDate) break;
      const sessionNumber = index + 1;
      const scheduler = sessionNumber % 2 === 1 ? pair.mentorId : pair.studentId;
      const scheduledAt = within(new Date(session.scheduleDate.getTime() - 5 * DAY), since, now);
      await services
        .participationAsOf(scheduledAt)
        .scheduleSession(
          processId,
          { pairId: pair.id, sessionNumber, scheduleDate: session.scheduleDate.toISOString() },
          asMember(scheduler),
        );
      await db
        .update(notifications)
        .set({ createdAt: scheduledAt, seenAt: scheduledAt })
        .where(
          and(
            eq(notifications.entityId, pair.id),
            inArray(notifications.type, Object.values(sessionNotificationTypes)),
            isNull(notifications.seenAt),
          ),
        );
      if (!isSessionDone(session.status)) break;
      const heldAt = new Date(session.scheduleDate.getTime() + 90 * MINUTE);
      await services
        .participationAsOf(heldAt)
        .completeSessions({ sessionNumbersAndPairIds: [{ pairId: pair.id, sessionNumber }] }, asMember(pair.mentorId));
      await evaluate({
        pairId: pair.id,
        sessionNumber,
        heldAt,
        evaluatedBy: session.status === 'COMPLETED' ? ['MENTOR', 'STUDENT'] : ['MENTOR'],
      });
      since = heldAt;
    }
  }
}
