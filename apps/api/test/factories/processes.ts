import type { ParticipantRole, ProcessStatus } from '@enlaza/contract';
import type { Database } from '../../src/db/database';
import { processes, processParticipants } from '../../src/db/schema';
import { createClient } from './clients';
import { setFields, unique } from './unique';
import { createUser, type TestUser, type UserOverrides } from './users';

export type ProcessRow = typeof processes.$inferSelect;
export type ParticipantRow = typeof processParticipants.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The dates a process in `status` has: starting (KICKOFF → IN_PROGRESS) stamps startDate and finalizing stamps
 * endDate, as 'Iniciar proceso' and 'Finalizar proceso' do; a process not started yet has neither.
 */
function lifecycleDates(status: ProcessStatus): Pick<ProcessRow, 'startDate' | 'endDate'> {
  const now = Date.now();
  if (status === 'IN_PROGRESS') return { startDate: new Date(now), endDate: null };
  if (status === 'FINALIZED') return { startDate: new Date(now - 90 * DAY), endDate: new Date(now) };
  return { startDate: null, endDate: null };
}

/**
 * A process of a client (a new client unless `clientId` is given): a mentoring process in DRAFT unless told, with
 * the dates its status implies.
 */
export async function createProcess(
  db: Database,
  overrides: Partial<typeof processes.$inferInsert> = {},
): Promise<ProcessRow> {
  const status = overrides.status ?? 'DRAFT';
  const clientId = overrides.clientId ?? (await createClient(db)).id;
  const [row] = await db
    .insert(processes)
    .values({
      name: `Proceso ${unique()}`,
      serviceTypes: ['MENTORING'],
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2026-04-05',
      ...lifecycleDates(status),
      ...setFields(overrides),
      status,
      clientId,
    })
    .returning();
  return row!;
}

/** A person in a process, confirmed (APPROVED) unless told, as someone who accepted the invitation. */
export async function addParticipant(
  db: Database,
  overrides: Partial<typeof processParticipants.$inferInsert> & {
    processId: string;
    userId: string;
    role: ParticipantRole;
  },
): Promise<ParticipantRow> {
  const [row] = await db
    .insert(processParticipants)
    .values({ invitationStatus: 'APPROVED', ...setFields(overrides) })
    .returning();
  return row!;
}

/** A new user who joins the process: the user (with her `participant` row); `user` gives the user's fields. */
export async function createParticipant(
  db: Database,
  {
    user: userOverrides = {},
    ...participant
  }: Partial<typeof processParticipants.$inferInsert> & {
    processId: string;
    role: ParticipantRole;
    user?: UserOverrides;
  },
): Promise<TestUser & { participant: ParticipantRow }> {
  const user = await createUser(db, userOverrides);
  return { ...user, participant: await addParticipant(db, { ...participant, userId: user.id }) };
}
