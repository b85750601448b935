import type { MdiSubType, ParticipantRole, ProcessStatus } from '@enlaza/contract';
import {
  and,
  arrayContains,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  attractionGroups,
  campuses,
  challenges,
  clients,
  dynamicMentorships,
  mdis,
  mentorships,
  chatRooms,
  networkingMatches,
  pairs,
  processCampuses,
  processMeasurementSends,
  processes,
  processParticipants,
  questionaryBundles,
  users,
} from '../../db/schema';
import { activeParticipant, containsPattern } from '../../db/conditions';
import { pageWindow } from '../../db/pagination';

export type ProcessRow = typeof processes.$inferSelect;
export type NewProcessRow = typeof processes.$inferInsert;
export type ProcessChanges = Partial<Omit<NewProcessRow, 'id' | 'createdAt' | 'status'>>;

const owner = alias(users, 'owner');

export interface ProcessListFilter {
  statuses?: ProcessStatus[];
  clientId?: string;
  name?: string;
  emprendeMainOnly?: boolean;
  page: number;
  limit: number;
}

/** Non-removed participants of one process, by role and invitation status. */
export interface ParticipantTally {
  mentors: number;
  students: number;
  approvedMentors: number;
  approvedStudents: number;
}
export const noParticipants: ParticipantTally = { mentors: 0, students: 0, approvedMentors: 0, approvedStudents: 0 };

/**
 * A process's participant counts (removed participants left out), as a column of a statement on `processes` that
 * joins other tables: drizzle names `processes.id` with its table only then, and the subquery needs it so named.
 */
const participantTallyOf = (processId: SQLWrapper) => sql<ParticipantTally>`(
          select json_build_object(
            'mentors', count(*) filter (where ${processParticipants.role} = 'MENTOR'),
            'students', count(*) filter (where ${processParticipants.role} <> 'MENTOR'),
            'approvedMentors', count(*) filter (
              where ${processParticipants.role} = 'MENTOR' and ${processParticipants.invitationStatus} = 'APPROVED'),
            'approvedStudents', count(*) filter (
              where ${processParticipants.role} <> 'MENTOR' and ${processParticipants.invitationStatus} = 'APPROVED'))
          from ${processParticipants}
          where ${processParticipants.processId} = ${processId} and ${processParticipants.removedAt} is null)`;
const participantTally = participantTallyOf(processes.id);

export function createProcessesRepository(db: Database) {
  const withRelations = <Extra extends Record<string, SQL.Aliased | SQL>>(extra: Extra = {} as Extra) =>
    db
      .select({
        ...extra,
        process: processes,
        client: { id: clients.id, name: clients.name, rut: clients.rut },
        owner: { id: owner.id, name: owner.name, lastName: owner.lastName, email: owner.email },
        mentorshipName: mentorships.name,
        dynamicMentorshipName: dynamicMentorships.name,
        mdiName: mdis.name,
        bundleName: questionaryBundles.name,
        challengeTitle: challenges.title,
        // Counted in the same statement: a list or a process page needs no second round trip for them.
        tally: participantTally,
      })
      .from(processes)
      .innerJoin(clients, eq(clients.id, processes.clientId))
      .leftJoin(owner, eq(owner.id, processes.ownerId))
      .leftJoin(mentorships, eq(mentorships.id, processes.mentorshipId))
      .leftJoin(dynamicMentorships, eq(dynamicMentorships.id, processes.dynamicMentorshipId))
      .leftJoin(mdis, eq(mdis.id, processes.mdiId))
      .leftJoin(questionaryBundles, eq(questionaryBundles.id, processes.sessionsFeedbackBundleId))
      .leftJoin(challenges, eq(challenges.id, processes.challengeId));

  // Read on every visit to a process's pages: built once, and planned once per connection on PostgreSQL.
  const processById = withRelations()
    .where(eq(processes.id, sql.placeholder('id')))
    .prepare('process_by_id');

  /**
   * The list's two statements for the filters a request uses, built and prepared once per combination (at most 16):
   * the lists are read all day, and PostgreSQL then plans their joins once per connection instead of every time.
   */
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  function prepareList(filter: Omit<ProcessListFilter, 'page' | 'limit'>, shape: string) {
    const conditions: SQL[] = [];
    if (filter.statuses?.length) conditions.push(sql`${processes.status} = any(${sql.placeholder('statuses')})`);
    if (filter.clientId) conditions.push(eq(processes.clientId, sql.placeholder('clientId')));
    if (filter.name) conditions.push(ilike(processes.name, sql.placeholder('namePattern')));
    if (filter.emprendeMainOnly) conditions.push(eq(processes.emprendeType, 'MAIN'));
    const where = conditions.length ? and(...conditions) : undefined;
    return {
      // How many match in all comes with the page (a window count): one statement, one round trip.
      page: withRelations({ matching: sql<number>`count(*) over ()`.mapWith(Number) })
        .where(where)
        .orderBy(desc(processes.updatedAt), desc(processes.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`process_list_${shape}`),
      total: db.select({ n: count() }).from(processes).where(where).prepare(`process_count_${shape}`),
    };
  }
  function listStatementsFor(filter: Omit<ProcessListFilter, 'page' | 'limit'>) {
    const shape = [!!filter.statuses?.length, !!filter.clientId, !!filter.name, !!filter.emprendeMainOnly]
      .map((used) => (used ? 1 : 0))
      .join('');
    let statements = listStatements.get(shape);
    if (!statements) listStatements.set(shape, (statements = prepareList(filter, shape)));
    return statements;
  }

  return {
    /**
     * Inserts the process unless `nameTaken` finds its name among its client's processes' names. A transaction-scoped
     * advisory lock on the client serialises the check and the insert, so two requests at once (a double submission)
     * cannot both find the name free. Null when the name is taken.
     */
    async insertUnlessNameTaken(
      values: NewProcessRow,
      nameTaken: (clientProcessNames: string[]) => boolean,
    ): Promise<ProcessRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`process-names:${values.clientId}`}, 0))`);
        const existing = await tx
          .select({ name: processes.name })
          .from(processes)
          .where(eq(processes.clientId, values.clientId));
        if (nameTaken(existing.map((p) => p.name))) return null;
        const [row] = await tx.insert(processes).values(values).returning();
        return row!;
      });
    },

    /** The names of a client's processes other than `exceptId`. */
    async clientProcessNames(clientId: string, exceptId: string): Promise<string[]> {
      const rows = await db
        .select({ name: processes.name })
        .from(processes)
        .where(and(eq(processes.clientId, clientId), ne(processes.id, exceptId)));
      return rows.map((r) => r.name);
    },

    async findRow(id: string): Promise<ProcessRow | undefined> {
      const [row] = await db.select().from(processes).where(eq(processes.id, id));
      return row;
    },

    async findById(id: string) {
      const [row] = await processById.execute({ id });
      return row;
    },

    async list(filter: ProcessListFilter) {
      const statements = listStatementsFor(filter);
      const values = {
        statuses: filter.statuses,
        clientId: filter.clientId,
        namePattern: filter.name ? containsPattern(filter.name) : undefined,
      };
      const rows = await statements.page.execute({
        ...values,
        ...pageWindow(filter),
      });
      // A page past the end has no row to carry the count: then it is asked on its own.
      const total = rows[0]?.matching ?? (filter.page > 1 ? ((await statements.total.execute(values))[0]?.n ?? 0) : 0);
      return { rows, total };
    },

    async statusCounts(clientId?: string) {
      return db
        .select({ status: processes.status, n: count() })
        .from(processes)
        .where(clientId ? eq(processes.clientId, clientId) : undefined)
        .groupBy(processes.status);
    },

    /** Distinct people taking part (not removed) per role, over all processes or one client's. */
    async distinctParticipants(clientId?: string): Promise<Record<ParticipantRole, number>> {
      const rows = await db
        .select({ role: processParticipants.role, n: countDistinct(processParticipants.userId) })
        .from(processParticipants)
        .innerJoin(processes, eq(processes.id, processParticipants.processId))
        .where(and(isNull(processParticipants.removedAt), clientId ? eq(processes.clientId, clientId) : undefined))
        .groupBy(processParticipants.role);
      const result: Record<ParticipantRole, number> = { MENTOR: 0, STUDENT: 0 };
      for (const row of rows) result[row.role] = row.n;
      return result;
    },

    /** The process's participant counts, read in `tx` (its id bound as a value: the statement needs no join). */
    async participantTally(processId: string, tx: Database = db): Promise<ParticipantTally> {
      const [row] = await tx
        .select({ tally: participantTallyOf(sql`${processId}`) })
        .from(processes)
        .where(eq(processes.id, processId));
      return row?.tally ?? noParticipants;
    },

    /** Writes the changes only while the process is in one of `statuses`; undefined when it no longer is. */
    async updateIn(
      id: string,
      statuses: ProcessStatus[],
      changes: ProcessChanges & { status?: ProcessStatus },
      options: {
        deletePairs?: boolean;
        /**
         * Checks the process row, locked for the rest of the transaction, before the write; it refuses by throwing.
         * Pair and participant writes take the same lock, so what it reads holds until the change commits.
         */
        guard?: (row: ProcessRow, tx: Database) => Promise<void>;
        /** More writes that belong to the change (its mails), in the same transaction. */
        alongside?: (row: typeof processes.$inferSelect, tx: Database) => Promise<void>;
      } = {},
    ) {
      return db.transaction(async (tx) => {
        if (options.guard) {
          const [locked] = await tx
            .select()
            .from(processes)
            .where(and(eq(processes.id, id), inArray(processes.status, statuses)))
            .for('update');
          if (!locked) return undefined;
          await options.guard(locked, tx);
        }
        const [row] = await tx
          .update(processes)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(processes.id, id), inArray(processes.status, statuses)))
          .returning();
        if (row && options.deletePairs) {
          // Back to draft (spec 001 §4): pairs and networking matches go, with their chat rooms.
          await tx.delete(pairs).where(eq(pairs.processId, id));
          await tx.delete(networkingMatches).where(eq(networkingMatches.processId, id));
          await tx.delete(chatRooms).where(eq(chatRooms.processId, id));
          // An attraction process's groups go too (their group chat rooms went with the process's rooms above).
          await tx.delete(attractionGroups).where(eq(attractionGroups.processId, id));
        }
        if (row && options.alongside) await options.alongside(row, tx);
        return row;
      });
    },

    async activePairsCount(processId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(pairs)
        .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)));
      return row?.n ?? 0;
    },

    /** Confirmed mentees still in the process with no pair in it (a disabled pair counts: they already left). */
    async unpairedMenteeNames(processId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ name: users.name, lastName: users.lastName, email: users.email })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .leftJoin(pairs, and(eq(pairs.processId, processId), eq(pairs.studentId, processParticipants.userId)))
        .where(
          and(
            eq(processParticipants.processId, processId),
            eq(processParticipants.role, 'STUDENT'),
            activeParticipant(),
            isNull(pairs.id),
          ),
        )
        .orderBy(users.name, users.lastName, users.email);
      return rows.map((r) => `${r.name} ${r.lastName}`.trim() || r.email);
    },

    async attractionGroupsCount(processId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(attractionGroups)
        .where(eq(attractionGroups.processId, processId));
      return row?.n ?? 0;
    },

    /** Participants still in the process whose invitation awaits an answer. */
    async pendingParticipantsCount(processId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(processParticipants)
        .where(
          and(
            eq(processParticipants.processId, processId),
            isNull(processParticipants.removedAt),
            eq(processParticipants.invitationStatus, 'PENDING'),
          ),
        );
      return row?.n ?? 0;
    },

    async matchesCount(processId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(networkingMatches)
        .where(eq(networkingMatches.processId, processId));
      return row?.n ?? 0;
    },

    async measurementSent(processId: string, subType: MdiSubType, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(processMeasurementSends)
        .where(and(eq(processMeasurementSends.processId, processId), eq(processMeasurementSends.subType, subType)));
      return (row?.n ?? 0) > 0;
    },

    async deleteDraft(id: string): Promise<ProcessRow | undefined> {
      const [row] = await db
        .delete(processes)
        .where(and(eq(processes.id, id), eq(processes.status, 'DRAFT')))
        .returning();
      return row;
    },

    async campusIds(processId: string): Promise<string[]> {
      const rows = await db
        .select({ campusId: processCampuses.campusId })
        .from(processCampuses)
        .where(eq(processCampuses.processId, processId))
        .orderBy(processCampuses.campusId);
      return rows.map((r) => r.campusId);
    },

    /** Replaces the process's campuses in one transaction, only while it is in one of `statuses`. */
    async replaceCampuses(processId: string, statuses: ProcessStatus[], campusIds: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [touched] = await tx
          .update(processes)
          .set({ updatedAt: new Date() })
          .where(and(eq(processes.id, processId), inArray(processes.status, statuses)))
          .returning({ id: processes.id });
        if (!touched) return false;
        await tx.delete(processCampuses).where(eq(processCampuses.processId, processId));
        if (campusIds.length)
          await tx.insert(processCampuses).values(campusIds.map((campusId) => ({ processId, campusId })));
        return true;
      });
    },

    async campusRoles(campusIds: string[]) {
      if (campusIds.length === 0) return [];
      return db.select({ id: campuses.id, role: campuses.role }).from(campuses).where(inArray(campuses.id, campusIds));
    },

    // ── References a process names ──

    async clientExists(id: string) {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      return !!row;
    },
    async mentorshipExists(id: string) {
      const [row] = await db.select({ id: mentorships.id }).from(mentorships).where(eq(mentorships.id, id));
      return !!row;
    },
    async dynamicMentorshipExists(id: string) {
      const [row] = await db
        .select({ id: dynamicMentorships.id })
        .from(dynamicMentorships)
        .where(eq(dynamicMentorships.id, id));
      return !!row;
    },
    async challengeExists(id: string) {
      const [row] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, id));
      return !!row;
    },
    async mdiExists(id: string) {
      const [row] = await db.select({ id: mdis.id }).from(mdis).where(eq(mdis.id, id));
      return !!row;
    },
    async bundleEntityType(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ entityType: questionaryBundles.entityType })
        .from(questionaryBundles)
        .where(eq(questionaryBundles.id, id));
      return row?.entityType;
    },
    async isAdmin(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), arrayContains(users.roles, ['ADMIN'])));
      return !!row;
    },
    async clientIdOfUser(userId: string): Promise<string | null> {
      const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
      return row?.clientId ?? null;
    },

    /** Who hears that a process started: its client's company admins and its confirmed participants. */
    async startRecipients(processId: string, clientId: string, tx: Database = db) {
      return tx
        .selectDistinct({ email: users.email, name: users.name })
        .from(users)
        .leftJoin(
          processParticipants,
          and(
            eq(processParticipants.userId, users.id),
            eq(processParticipants.processId, processId),
            activeParticipant(),
          ),
        )
        .where(
          or(
            and(eq(users.clientId, clientId), arrayContains(users.roles, ['COMPANY_ADMIN'])),
            sql`${processParticipants.id} is not null`,
          ),
        )
        .orderBy(users.email);
    },

    /** The confirmed participants still in the process (those a start notification reaches). */
    async confirmedParticipantIds(processId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: processParticipants.userId })
        .from(processParticipants)
        .where(and(eq(processParticipants.processId, processId), activeParticipant()));
      return rows.map((r) => r.userId);
    },

    // ── "Used by a process" ──

    async countUsing(
      column: 'clientId' | 'mentorshipId' | 'dynamicMentorshipId' | 'mdiId' | 'sessionsFeedbackBundleId',
      id: string,
    ) {
      const [row] = await db.select({ n: count() }).from(processes).where(eq(processes[column], id));
      return row?.n ?? 0;
    },
    async countUsingCampus(campusId: string) {
      const [row] = await db.select({ n: count() }).from(processCampuses).where(eq(processCampuses.campusId, campusId));
      const [assigned] = await db
        .select({ n: count() })
        .from(processParticipants)
        .where(eq(processParticipants.campusId, campusId));
      return (row?.n ?? 0) + (assigned?.n ?? 0);
    },
  };
}
export type ProcessesRepository = ReturnType<typeof createProcessesRepository>;
export type ProcessWithRelations = NonNullable<Awaited<ReturnType<ProcessesRepository['findById']>>>;
