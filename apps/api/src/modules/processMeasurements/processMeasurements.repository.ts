import type { MdiSubType, ParticipantRole } from '@enlaza/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  mdiMeasurements,
  mdis,
  processes,
  processMeasurementSends,
  processParticipants,
  questionaryInvitations,
  questionaryResponses,
  users,
} from '../../db/schema';
import { activeParticipant } from '../../db/conditions';

export type MeasurementSendRow = typeof processMeasurementSends.$inferSelect;
export interface Recipient {
  userId: string;
  role: ParticipantRole;
  email: string;
  name: string;
}
export interface InvitationCounts {
  subType: string;
  sent: number;
  completed: number;
}

export function createProcessMeasurementsRepository(db: Database) {
  async function processRow(id: string, lock: boolean, tx: Database) {
    const query = tx
      .select({
        id: processes.id,
        name: processes.name,
        status: processes.status,
        clientId: processes.clientId,
        mdiId: processes.mdiId,
        isMentorup: processes.isMentorup,
        startDate: processes.startDate,
        estimatedStartDate: processes.estimatedStartDate,
        endDate: processes.endDate,
        estimatedEndDate: processes.estimatedEndDate,
      })
      .from(processes)
      .where(eq(processes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }
  type ProcessOfMeasurements = NonNullable<Awaited<ReturnType<typeof processRow>>>;

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    findProcess: (id: string) => processRow(id, false, db),

    /**
     * The process row, locked for the rest of `tx`, once `guard` has passed it: the status and start date it checks
     * hold until the send commits (a transition of the process waits for the row).
     */
    async lockProcess(
      id: string,
      guard: (process: ProcessOfMeasurements | undefined, tx: Database) => Promise<void>,
      tx: Database = db,
    ): Promise<ProcessOfMeasurements> {
      const row = await processRow(id, true, tx);
      await guard(row, tx);
      return row!;
    },

    /** Processes in pre-kickoff, in progress or finalized whose MDI has a measurement marked 'Envío automático'. */
    async processesWithAutoSends(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: processes.id })
        .from(processes)
        .innerJoin(mdiMeasurements, and(eq(mdiMeasurements.mdiId, processes.mdiId), eq(mdiMeasurements.autoSend, true)))
        .where(inArray(processes.status, ['KICKOFF', 'IN_PROGRESS', 'FINALIZED']));
      return rows.map((r) => r.id);
    },

    async findMdi(mdiId: string) {
      const [row] = await db.select({ id: mdis.id, name: mdis.name }).from(mdis).where(eq(mdis.id, mdiId));
      return row;
    },

    /** The measurements of an MDI in their order. */
    async measurementsOf(mdiId: string) {
      return db
        .select({
          id: mdiMeasurements.id,
          position: mdiMeasurements.position,
          name: mdiMeasurements.name,
          subType: mdiMeasurements.subType,
          autoSend: mdiMeasurements.autoSend,
        })
        .from(mdiMeasurements)
        .where(eq(mdiMeasurements.mdiId, mdiId))
        .orderBy(asc(mdiMeasurements.position));
    },

    async sendsOf(processId: string, tx: Database = db): Promise<MeasurementSendRow[]> {
      return tx.select().from(processMeasurementSends).where(eq(processMeasurementSends.processId, processId));
    },

    /** MDI invitations of the process per sub-type: how many were sent and how many answered. */
    async invitationCounts(processId: string): Promise<InvitationCounts[]> {
      return db
        .select({
          subType: questionaryInvitations.entitySubType,
          sent: count(),
          completed: sql<number>`count(*) filter (where ${questionaryInvitations.status} = 'COMPLETED')`.mapWith(
            Number,
          ),
        })
        .from(questionaryInvitations)
        .where(and(eq(questionaryInvitations.processId, processId), eq(questionaryInvitations.entityType, 'MDI')))
        .groupBy(questionaryInvitations.entitySubType);
    },

    /** Confirmed, not removed participants: the ones a measurement goes to. */
    async recipients(processId: string, tx: Database = db): Promise<Recipient[]> {
      return tx
        .select({
          userId: processParticipants.userId,
          role: processParticipants.role,
          email: users.email,
          name: users.name,
        })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(and(eq(processParticipants.processId, processId), activeParticipant()))
        .orderBy(asc(users.email));
    },

    /** This measurement's invitations of the process: who has one and in which status. */
    async invitationsOf(processId: string, subType: MdiSubType, tx: Database = db) {
      return tx
        .select({
          id: questionaryInvitations.id,
          userId: questionaryInvitations.userId,
          status: questionaryInvitations.status,
        })
        .from(questionaryInvitations)
        .where(
          and(
            eq(questionaryInvitations.processId, processId),
            eq(questionaryInvitations.entityType, 'MDI'),
            eq(questionaryInvitations.entitySubType, subType),
          ),
        );
    },

    async insertInvitations(
      rows: {
        processId: string;
        userId: string;
        userRole: ParticipantRole;
        subType: MdiSubType;
        measurementId: string;
      }[],
      tx: Database = db,
    ): Promise<{ id: string; userId: string }[]> {
      if (!rows.length) return [];
      const created = await tx
        .insert(questionaryInvitations)
        .values(
          rows.map((r) => ({
            processId: r.processId,
            userId: r.userId,
            userRole: r.userRole,
            entityType: 'MDI',
            entitySubType: r.subType,
            mdiMeasurementId: r.measurementId,
            status: 'SENT' as const,
          })),
        )
        .returning({ id: questionaryInvitations.id, userId: questionaryInvitations.userId });
      return created.map((row) => ({ id: row.id, userId: row.userId! }));
    },

    /**
     * Sets one person's measurement invitation to SENT or COMPLETED; reopening removes what was answered. Returns
     * false when the person has no such invitation.
     */
    async setInvitationStatus(
      processId: string,
      subType: MdiSubType,
      userId: string,
      status: 'SENT' | 'COMPLETED',
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const rows = await tx
          .update(questionaryInvitations)
          .set({ status, completedAt: status === 'COMPLETED' ? now : null, updatedAt: now })
          .where(
            and(
              eq(questionaryInvitations.processId, processId),
              eq(questionaryInvitations.entityType, 'MDI'),
              eq(questionaryInvitations.entitySubType, subType),
              eq(questionaryInvitations.userId, userId),
            ),
          )
          .returning({ id: questionaryInvitations.id });
        if (status === 'SENT' && rows.length) {
          await tx.delete(questionaryResponses).where(
            inArray(
              questionaryResponses.invitationId,
              rows.map((r) => r.id),
            ),
          );
        }
        return rows.length > 0;
      });
    },

    /** Records the first send; false when another request recorded it first. */
    async insertSend(processId: string, subType: MdiSubType, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .insert(processMeasurementSends)
        .values({ processId, subType })
        .onConflictDoNothing()
        .returning({ processId: processMeasurementSends.processId });
      return rows.length > 0;
    },

    /** Counts one more resend while under `max`; false when the limit was reached meanwhile. */
    async countResend(processId: string, subType: MdiSubType, max: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(processMeasurementSends)
        .set({ resendCount: sql`${processMeasurementSends.resendCount} + 1`, lastSentAt: new Date() })
        .where(
          and(
            eq(processMeasurementSends.processId, processId),
            eq(processMeasurementSends.subType, subType),
            sql`${processMeasurementSends.resendCount} < ${max}`,
          ),
        )
        .returning({ processId: processMeasurementSends.processId });
      return rows.length > 0;
    },
  };
}

export type ProcessMeasurementsRepository = ReturnType<typeof createProcessMeasurementsRepository>;
