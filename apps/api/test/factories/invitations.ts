import type { Database } from '../../src/db/database';
import { questionaryInvitations } from '../../src/db/schema';
import { createParticipant, createProcess } from './processes';
import { setFields } from './unique';

export type InvitationRow = typeof questionaryInvitations.$inferSelect;

/**
 * A questionnaire sent to one person: the baseline measurement (MDI) of a mentee, SENT unless told. Without
 * `processId` it belongs to a new process in progress, and without `userId` a new mentee (or mentor, by `userRole`)
 * of that process receives it; `null` leaves either out. A session's guide (MENTORSHIP_GUIDE) is its pair's and has
 * no one person; an open invitation (entityType OPEN) has neither process nor person, and is OPEN for anyone.
 */
export async function createInvitation(
  db: Database,
  overrides: Partial<typeof questionaryInvitations.$inferInsert> = {},
): Promise<InvitationRow> {
  if (overrides.entityType === 'OPEN') {
    const [row] = await db
      .insert(questionaryInvitations)
      .values({
        userRole: 'ANY',
        entitySubType: 'Encuesta',
        status: 'OPEN',
        ...setFields(overrides),
        entityType: 'OPEN',
      })
      .returning();
    return row!;
  }
  const userRole = overrides.userRole ?? 'STUDENT';
  const processId =
    overrides.processId === undefined ? (await createProcess(db, { status: 'IN_PROGRESS' })).id : overrides.processId;
  const entityType = overrides.entityType ?? 'MDI';
  // A session's guide is the pair's, answered together; a survey for anyone has nobody in particular.
  const personal = (userRole === 'MENTOR' || userRole === 'STUDENT') && entityType !== 'MENTORSHIP_GUIDE';
  const userId =
    overrides.userId !== undefined
      ? overrides.userId
      : personal && processId
        ? (await createParticipant(db, { processId, role: userRole === 'MENTOR' ? 'MENTOR' : 'STUDENT' })).id
        : null;
  const status = overrides.status ?? 'SENT';
  const [row] = await db
    .insert(questionaryInvitations)
    .values({
      entitySubType: 'BASELINE',
      completedAt: status === 'COMPLETED' ? new Date() : null,
      ...setFields(overrides),
      processId,
      userId,
      userRole,
      entityType,
      status,
    })
    .returning();
  return row!;
}
