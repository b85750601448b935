import { LIVE_CONTENT_LEASE_MS } from '@enlaza/contract';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  dynamicMentorshipItems,
  liveContents,
  mentorshipSessions,
  pairs,
  pairSessionNotes,
  pairSessions,
  processes,
  questionaryInvitations,
  questionaryResponses,
  users,
} from '../../db/schema';

/** A live content as the service hands it out: the row and the name of whoever holds control. */
export interface LiveContentRow {
  id: string;
  pairId: string;
  entityId: string;
  content: unknown;
  version: number;
  done: boolean;
  updatedAt: Date;
  /** Null also when the holder's lease has run out (an instance that went away never freed it). */
  editorId: string | null;
  editorName: string | null;
}

/** The lease's end, computed by the database so that every instance agrees on "now". */
const leaseEnd = sql`now() + make_interval(secs => ${LIVE_CONTENT_LEASE_MS / 1000})`;

export function createSessionGuidesRepository(db: Database) {
  async function liveContent(id: string, tx: Database = db): Promise<LiveContentRow | undefined> {
    const [row] = await tx
      .select({
        id: liveContents.id,
        pairId: liveContents.pairId,
        entityId: liveContents.entityId,
        content: liveContents.content,
        version: liveContents.version,
        done: liveContents.done,
        updatedAt: liveContents.updatedAt,
        editorId: liveContents.editorId,
        editorName: users.name,
        leaseLive: sql<boolean>`coalesce(${liveContents.leaseExpiresAt} >= now(), false)`,
      })
      .from(liveContents)
      .leftJoin(users, eq(users.id, liveContents.editorId))
      .where(eq(liveContents.id, id));
    if (!row) return undefined;
    const { leaseLive, ...rest } = row;
    return leaseLive ? rest : { ...rest, editorId: null, editorName: null };
  }

  /** The pair with what its guides need: the process's guide template and the mentee's main objective. */
  async function pairRow(pairId: string, tx: Database) {
    const [row] = await tx
      .select({
        id: pairs.id,
        processId: pairs.processId,
        mentorId: pairs.mentorId,
        studentId: pairs.studentId,
        objectiveId: pairs.objectiveId,
        disabled: pairs.disabled,
        processStatus: processes.status,
        dynamicMentorshipId: processes.dynamicMentorshipId,
        mentorshipId: processes.mentorshipId,
      })
      .from(pairs)
      .innerJoin(processes, eq(processes.id, pairs.processId))
      .where(eq(pairs.id, pairId));
    return row;
  }
  type PairOfGuides = NonNullable<Awaited<ReturnType<typeof pairRow>>>;

  return {
    liveContent,

    pair: (pairId: string) => pairRow(pairId, db),

    /**
     * The pair and its process, both rows locked for the rest of `tx` (the process first, as the pair and session
     * writes lock them), once `guard` has passed what it reads: the state it checks holds until the guide's write
     * commits.
     */
    async lockPair(
      pairId: string,
      guard: (pair: PairOfGuides | undefined, tx: Database) => Promise<void>,
      tx: Database = db,
    ): Promise<PairOfGuides> {
      const [owner] = await tx.select({ processId: pairs.processId }).from(pairs).where(eq(pairs.id, pairId));
      if (owner) {
        await tx.select({ id: processes.id }).from(processes).where(eq(processes.id, owner.processId)).for('update');
        await tx.select({ id: pairs.id }).from(pairs).where(eq(pairs.id, pairId)).for('update');
      }
      const row = await pairRow(pairId, tx);
      await guard(row, tx);
      return row!;
    },

    /** The pair's sessions (number and date), in order: the reopen rules compare a session with the next. */
    async sessions(pairId: string, tx: Database = db) {
      return tx
        .select({ sessionNumber: pairSessions.sessionNumber, scheduleDate: pairSessions.scheduleDate })
        .from(pairSessions)
        .where(eq(pairSessions.pairId, pairId))
        .orderBy(asc(pairSessions.sessionNumber));
    },

    async sessionExists(pairId: string, sessionNumber: number): Promise<boolean> {
      const [row] = await db
        .select({ n: pairSessions.sessionNumber })
        .from(pairSessions)
        .where(and(eq(pairSessions.pairId, pairId), eq(pairSessions.sessionNumber, sessionNumber)));
      return !!row;
    },

    /**
     * The session's guide invitation and its live content, made on first open. The session's row is locked for the
     * transaction, so two partners opening at once (on any instance) get the same invitation. Returns 'noSession' or
     * 'noTemplate' when there is nothing to open.
     */
    async openGuide(input: {
      pairId: string;
      processId: string;
      sessionNumber: number;
      dynamicMentorshipId: string | null;
      mentorshipId: string | null;
      objectiveId: string | null;
    }): Promise<{ invitationId: string; liveContentId: string } | 'noSession' | 'noTemplate'> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select({ templateInvitationId: pairSessions.templateInvitationId })
          .from(pairSessions)
          .where(and(eq(pairSessions.pairId, input.pairId), eq(pairSessions.sessionNumber, input.sessionNumber)))
          .for('update');
        if (!session) return 'noSession' as const;
        let invitationId = session.templateInvitationId;
        if (!invitationId) {
          const questionaryId = await templateQuestionary(input, tx as unknown as Database);
          if (!questionaryId) return 'noTemplate' as const;
          const [invitation] = await tx
            .insert(questionaryInvitations)
            .values({
              processId: input.processId,
              pairId: input.pairId,
              userId: null,
              userRole: 'ANY',
              entityType: 'MENTORSHIP_GUIDE',
              entitySubType: String(input.sessionNumber),
              questionaryId,
              status: 'SENT',
            })
            .returning({ id: questionaryInvitations.id });
          invitationId = invitation!.id;
          await tx
            .update(pairSessions)
            .set({ templateInvitationId: invitationId, updatedAt: new Date() })
            .where(and(eq(pairSessions.pairId, input.pairId), eq(pairSessions.sessionNumber, input.sessionNumber)));
        }
        await tx
          .insert(liveContents)
          .values({ pairId: input.pairId, entityType: 'GUIDE_ANSWERS', entityId: invitationId, content: {} })
          .onConflictDoNothing();
        const [content] = await tx
          .select({ id: liveContents.id })
          .from(liveContents)
          .where(and(eq(liveContents.entityType, 'GUIDE_ANSWERS'), eq(liveContents.entityId, invitationId)));
        return { invitationId, liveContentId: content!.id };
      });
    },

    /** The guide invitation with its pair and session. */
    async guide(invitationId: string) {
      const [row] = await db
        .select({
          id: questionaryInvitations.id,
          status: questionaryInvitations.status,
          questionaryId: questionaryInvitations.questionaryId,
          pairId: questionaryInvitations.pairId,
          processId: questionaryInvitations.processId,
          entitySubType: questionaryInvitations.entitySubType,
          liveContentId: liveContents.id,
        })
        .from(questionaryInvitations)
        .leftJoin(
          liveContents,
          and(eq(liveContents.entityType, 'GUIDE_ANSWERS'), eq(liveContents.entityId, questionaryInvitations.id)),
        )
        .where(
          and(eq(questionaryInvitations.id, invitationId), eq(questionaryInvitations.entityType, 'MENTORSHIP_GUIDE')),
        );
      return row;
    },

    /**
     * Control for `userId`, in one conditional statement: granted when nobody holds it, the caller already does, or
     * the holder's lease ran out. Undefined when the partner holds it or the content is done.
     */
    async take(id: string, userId: string) {
      const [row] = await db
        .update(liveContents)
        .set({ editorId: userId, leaseExpiresAt: leaseEnd })
        .where(
          and(
            eq(liveContents.id, id),
            eq(liveContents.done, false),
            // Only while the pair can still work on it (see the service's requireWritable for the reasons).
            sql`exists (
              select 1 from pairs p join processes pr on pr.id = p.process_id
              where p.id = live_contents.pair_id and not p.disabled and pr.status <> 'FINALIZED'
            )`,
            or(
              isNull(liveContents.editorId),
              eq(liveContents.editorId, userId),
              isNull(liveContents.leaseExpiresAt),
              lt(liveContents.leaseExpiresAt, sql`now()`),
            ),
          ),
        )
        .returning({ id: liveContents.id });
      return row;
    },

    /** Saves the holder's content and renews the lease; undefined when the caller does not hold a live lease. */
    async update(id: string, userId: string, content: unknown) {
      const [row] = await db
        .update(liveContents)
        .set({
          content,
          version: sql`${liveContents.version} + 1`,
          leaseExpiresAt: leaseEnd,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(liveContents.id, id),
            eq(liveContents.done, false),
            eq(liveContents.editorId, userId),
            sql`${liveContents.leaseExpiresAt} >= now()`,
          ),
        )
        .returning({ id: liveContents.id });
      return row;
    },

    /** Frees control when `userId` holds it; undefined when they do not. */
    async free(id: string, userId: string) {
      const [row] = await db
        .update(liveContents)
        .set({ editorId: null, leaseExpiresAt: null })
        .where(and(eq(liveContents.id, id), eq(liveContents.editorId, userId)))
        .returning({ id: liveContents.id });
      return row;
    },

    /**
     * Frees control whose lease has run out (nobody renewed it, on any instance); undefined when it was renewed or
     * already freed.
     */
    async expire(id: string) {
      const [row] = await db
        .update(liveContents)
        .set({ editorId: null, leaseExpiresAt: null })
        .where(
          and(eq(liveContents.id, id), isNotNull(liveContents.editorId), sql`${liveContents.leaseExpiresAt} <= now()`),
        )
        .returning({ id: liveContents.id });
      return row;
    },

    /**
     * Finishing a guide: SENT → COMPLETED and its live content done (control freed), in the caller's transaction.
     * False when the guide was not SENT any more.
     */
    async markDone(invitationId: string, done: boolean, tx: Database = db) {
      await tx
        .update(liveContents)
        .set({
          done,
          editorId: null,
          leaseExpiresAt: null,
          version: sql`${liveContents.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(liveContents.entityType, 'GUIDE_ANSWERS'), eq(liveContents.entityId, invitationId)));
    },

    /** COMPLETED → SENT, its answers back to a draft; false when it was not COMPLETED. */
    async reopen(invitationId: string, tx: Database = db): Promise<boolean> {
      const now = new Date();
      const rows = await tx
        .update(questionaryInvitations)
        .set({ status: 'SENT', completedAt: null, updatedAt: now })
        .where(and(eq(questionaryInvitations.id, invitationId), eq(questionaryInvitations.status, 'COMPLETED')))
        .returning({ id: questionaryInvitations.id });
      if (rows.length === 0) return false;
      await tx
        .update(questionaryResponses)
        .set({ submittedAt: null, updatedAt: now })
        .where(eq(questionaryResponses.invitationId, invitationId));
      return true;
    },

    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database)),

    async notes(pairId: string, sessionNumber: number, userId: string) {
      const [row] = await db
        .select({ content: pairSessionNotes.content, updatedAt: pairSessionNotes.updatedAt })
        .from(pairSessionNotes)
        .where(
          and(
            eq(pairSessionNotes.pairId, pairId),
            eq(pairSessionNotes.sessionNumber, sessionNumber),
            eq(pairSessionNotes.userId, userId),
          ),
        );
      return row;
    },

    async saveNotes(pairId: string, sessionNumber: number, userId: string, content: string) {
      const [row] = await db
        .insert(pairSessionNotes)
        .values({ pairId, sessionNumber, userId, content })
        .onConflictDoUpdate({
          target: [pairSessionNotes.pairId, pairSessionNotes.sessionNumber, pairSessionNotes.userId],
          set: { content, updatedAt: sql`now()` },
        })
        .returning({ content: pairSessionNotes.content, updatedAt: pairSessionNotes.updatedAt });
      return row!;
    },
  };
}

/**
 * The questionary of a session's guide. A process with a dynamic template takes the template's for the pair's
 * objective, else its base one; a process that follows a guide (pauta) takes the pauta its session names (the guide
 * form asks one of each session).
 */
async function templateQuestionary(
  input: {
    dynamicMentorshipId: string | null;
    mentorshipId: string | null;
    sessionNumber: number;
    objectiveId: string | null;
  },
  tx: Database,
): Promise<string | undefined> {
  if (input.dynamicMentorshipId) {
    const objectives = input.objectiveId ? [input.objectiveId, 'BASE'] : ['BASE'];
    for (const objectiveId of objectives) {
      const [row] = await tx
        .select({ questionaryId: dynamicMentorshipItems.questionaryId })
        .from(dynamicMentorshipItems)
        .where(
          and(
            eq(dynamicMentorshipItems.dynamicMentorshipId, input.dynamicMentorshipId),
            eq(dynamicMentorshipItems.sessionNumber, input.sessionNumber),
            eq(dynamicMentorshipItems.objectiveId, objectiveId),
          ),
        );
      if (row) return row.questionaryId;
    }
    return undefined;
  }
  if (!input.mentorshipId) return undefined;
  const [session] = await tx
    .select({ questionaryId: mentorshipSessions.templateQuestionaryId })
    .from(mentorshipSessions)
    .where(
      and(eq(mentorshipSessions.mentorshipId, input.mentorshipId), eq(mentorshipSessions.number, input.sessionNumber)),
    );
  return session?.questionaryId ?? undefined;
}

export type SessionGuidesRepository = ReturnType<typeof createSessionGuidesRepository>;
