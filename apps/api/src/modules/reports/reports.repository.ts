import {
  APP_TIME_ZONE,
  type MdiFeedbackFilters,
  type WorkshopGrouping,
  type WorkshopReportFilters,
} from '@enlaza/contract';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, processes, questionaries, questions, users } from '../../db/schema';
import { foldedSearchPattern, foldedText } from '../../db/conditions';

/** The processes a report covers: its filters, and the client a company admin is locked to. */
export type ProcessScope = Omit<MdiFeedbackFilters, 'clientId'> & { clientId?: string };
export type WorkshopScope = Omit<WorkshopReportFilters, 'groupBy'> & { groupBy: WorkshopGrouping };

/** A choice or point of a question counted (point null: how many answered the question at all). */
export interface DistributionRow {
  group_key: string;
  role: string;
  src: string;
  qid: string;
  row_key: string | null;
  point: string | null;
  n: number;
}

export interface ChangeRow {
  sub: string;
  role: string;
  src: string;
  qid: string;
  row_key: string | null;
  n: number;
  mean: number;
  sd: number | null;
  improved: number;
}

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  // Both drivers answer raw SQL with `rows`; counts arrive as text from one of them.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function processConditions(scope: ProcessScope): SQL {
  const conditions: SQL[] = [sql`true`];
  if (scope.clientId) conditions.push(sql`p.client_id = ${scope.clientId}`);
  if (scope.processId) conditions.push(sql`p.id = ${scope.processId}`);
  const startDay = sql`coalesce((p.start_date at time zone ${APP_TIME_ZONE})::date, p.estimated_start_date)`;
  if (scope.from) conditions.push(sql`${startDay} >= ${scope.from}::date`);
  if (scope.to) conditions.push(sql`${startDay} <= ${scope.to}::date`);
  if (scope.serviceType) conditions.push(sql`${scope.serviceType} = any(p.service_types)`);
  if (scope.brand) conditions.push(sql`p.is_mentorup = ${scope.brand === 'mentorup'}`);
  return sql.join(conditions, sql` and `);
}

const personalInvitations = sql`questionary_invitations qi join processes p on p.id = qi.process_id`;

/** The value when it is a JSON `kind` and an empty one otherwise: set functions fail on any other kind of value. */
const onlyOf = (kind: 'array' | 'object', value: SQL) =>
  sql`case when jsonb_typeof(${value}) = ${kind} then ${value} else ${sql.raw(kind === 'array' ? "'[]'" : "'{}'")}::jsonb end`;

/**
 * Every answer of the completed invitations selected by `from`/`where`, counted per kind (`kind`: the invitations'
 * type), group, question, likert row and point or choice, in the database: first each distinct answer counted (a few
 * hundred rows whatever the number of answers), then those expanded: choices of a multiple choice one by one, rows of
 * a likert grid one by one, plus one row per question (point null) with the number of people who answered it.
 */
function distributionQuery(kind: SQL, groupKey: SQL, from: SQL, where: SQL, processId: SQL = sql`null::uuid`): SQL {
  return sql`
    with counted as (
      select ${processId} as process_id, ${kind} as kind, ${groupKey} as group_key, qi.user_role as role,
             coalesce(qi.questionary_id::text, 'bank') as src, qa.question_id as qid, qa.value_type as vt, qa.value,
             count(*)::int as n
      from ${from}
      join questionary_responses qr on qr.invitation_id = qi.id and qr.submitted_at is not null
      join questionary_answers qa on qa.response_id = qr.id
      where ${where} and qa.value_type in ('NUMBER', 'OPTION', 'OPTIONS', 'LIKERT')
      group by 1, 2, 3, 4, 5, 6, 7, 8
    )
    select c.process_id, c.kind, c.group_key, c.role, c.src, c.qid, null::text as row_key, null::text as point,
           sum(c.n)::int as n
      from counted c where c.vt <> 'LIKERT' group by 1, 2, 3, 4, 5, 6
    union all
    select c.process_id, c.kind, c.group_key, c.role, c.src, c.qid, null::text, c.value #>> '{}', sum(c.n)::int
      from counted c
      where c.vt in ('NUMBER', 'OPTION') and jsonb_typeof(c.value) in ('number', 'string') group by 1, 2, 3, 4, 5, 6, 8
    union all
    select c.process_id, c.kind, c.group_key, c.role, c.src, c.qid, null::text, o.choice, sum(c.n)::int
      from counted c, jsonb_array_elements_text(${onlyOf('array', sql`c.value`)}) as o(choice)
      where c.vt = 'OPTIONS' group by 1, 2, 3, 4, 5, 6, 8
    union all
    select c.process_id, c.kind, c.group_key, c.role, c.src, c.qid, e.key, e.value #>> '{}', sum(c.n)::int
      from counted c, jsonb_each(${onlyOf('object', sql`c.value`)}) as e
      where c.vt = 'LIKERT' group by 1, 2, 3, 4, 5, 6, 7, 8
  `;
}

/**
 * The change of each person between the baseline and each later measurement of the same process, per rating
 * question (and likert row), summed per process: how many, the sum of the changes and of their squares, how many
 * went up. `where` selects the processes.
 */
function ratingChangesQuery(where: SQL): SQL {
  const answered = sql`${personalInvitations}
    join questionary_responses qr on qr.invitation_id = qi.id and qr.submitted_at is not null
    join questionary_answers qa on qa.response_id = qr.id`;
  const measured = sql`${where} and qi.entity_type = 'MDI' and qi.status = 'COMPLETED'`;
  return sql`
    with points as (
      select qi.user_id, qi.process_id, qi.user_role as role, qi.entity_sub_type as sub,
             coalesce(qi.questionary_id::text, 'bank') as src, qa.question_id as qid, null::text as row_key,
             (qa.value #>> '{}')::numeric as v
      from ${answered}
      where ${measured} and qa.value_type = 'NUMBER' and jsonb_typeof(qa.value) = 'number'
      union all
      select qi.user_id, qi.process_id, qi.user_role, qi.entity_sub_type,
             coalesce(qi.questionary_id::text, 'bank'), qa.question_id, e.key, (e.value #>> '{}')::numeric
      from ${answered}
      cross join lateral jsonb_each(${onlyOf('object', sql`qa.value`)}) as e
      where ${measured} and qa.value_type = 'LIKERT' and jsonb_typeof(qa.value) = 'object'
        and jsonb_typeof(e.value) = 'number'
    )
    select base.process_id, later.sub, base.role, base.src, base.qid, base.row_key, count(*)::int as n,
           sum(later.v - base.v) as sum_change, sum((later.v - base.v) ^ 2) as sum_squares,
           (count(*) filter (where later.v > base.v))::int as improved
    from points base
    join points later on later.user_id = base.user_id and later.process_id = base.process_id
      and later.role = base.role and later.src = base.src and later.qid = base.qid
      and later.row_key is not distinct from base.row_key and later.sub <> 'BASELINE'
    where base.sub = 'BASELINE'
    group by 1, 2, 3, 4, 5, 6
  `;
}

export function createReportsRepository(db: Database) {
  return {
    async clientIdOfUser(userId: string): Promise<string | null> {
      const [row] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
      return row?.clientId ?? null;
    },

    async names(clientId: string | undefined, processId: string | undefined) {
      const [client] = clientId
        ? await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId))
        : [];
      const [process] = processId
        ? await db.select({ name: processes.name }).from(processes).where(eq(processes.id, processId))
        : [];
      return { client: client?.name, process: process?.name };
    },

    async processCount(scope: ProcessScope): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from processes p where ${processConditions(scope)}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Invitations sent and completed per measurement or session and role. */
    async invitationCounts(scope: ProcessScope) {
      return rowsOf<{ entity_type: string; sub: string; role: string; total: number; completed: number }>(
        db,
        sql`
          select qi.entity_type, qi.entity_sub_type as sub, qi.user_role as role, count(*)::int as total,
                 (count(*) filter (where qi.status = 'COMPLETED'))::int as completed
          from ${personalInvitations}
          where ${processConditions(scope)} and qi.entity_type in ('MDI', 'SESSION_FEEDBACK') and qi.user_id is not null
          group by 1, 2, 3
        `,
      );
    },

    /**
     * Recounts the processes whose answers changed since their counts were kept (marked by the database's triggers,
     * migration 0018): one cheap look when none did. The recount holds a lock so two at once never count a process
     * twice, and removes only the marks it read: answers saved meanwhile leave their process marked for the next one.
     * It takes the marks no writer holds (a writer's come next time), so it never waits on a writer: a writer marking
     * a process being recounted waits for the recount instead, and the two can never wait on each other.
     */
    async refreshStaleCounts(): Promise<number> {
      const [pending] = await rowsOf<{ pending: boolean }>(
        db,
        sql`select exists (select 1 from report_stale_processes) as pending`,
      );
      if (!pending?.pending) return 0;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('report-counts', 0))`);
        const stale = sql`(select process_id from stale)`;
        const [done] = await rowsOf<{ n: number }>(
          tx as unknown as Database,
          sql`
            with stale as (select process_id, version from report_stale_processes for update skip locked),
            cleared_counts as (delete from report_answer_counts where process_id in ${stale}),
            cleared_changes as (delete from report_rating_changes where process_id in ${stale}),
            counts as (
              insert into report_answer_counts (process_id, kind, sub, role, source, question_id, row_key, point, n)
              select process_id, kind, group_key, role, src, qid, row_key, point, n
              from (${distributionQuery(
                sql`qi.entity_type`,
                sql`qi.entity_sub_type`,
                personalInvitations,
                sql`qi.process_id in ${stale} and qi.entity_type in ('MDI', 'SESSION_FEEDBACK')
                  and qi.status = 'COMPLETED'`,
                sql`qi.process_id`,
              )}) counted
            ),
            changes as (
              insert into report_rating_changes
                (process_id, sub, role, source, question_id, row_key, n, sum_change, sum_squares, improved)
              select * from (${ratingChangesQuery(sql`qi.process_id in ${stale}`)}) changed
            ),
            done as (
              delete from report_stale_processes s using stale
              where s.process_id = stale.process_id and s.version = stale.version
            )
            select count(*)::int as n from stale
          `,
        );
        return Number(done?.n ?? 0);
      });
    },

    /** Answers counted per measurement (kind MDI) and per session (kind SESSION_FEEDBACK), from the kept counts. */
    async answerDistribution(scope: ProcessScope) {
      return rowsOf<DistributionRow & { kind: string }>(
        db,
        sql`
          select d.kind, d.sub as group_key, d.role, d.source as src, d.question_id as qid, d.row_key, d.point,
                 sum(d.n)::int as n
          from report_answer_counts d join processes p on p.id = d.process_id
          where ${processConditions(scope)}
          group by 1, 2, 3, 4, 5, 6, 7
        `,
      );
    },

    /**
     * Per rating question (and likert row) and later measurement, the change of each person who answered it both in
     * the baseline and in that measurement of the same process: how many, the mean and spread of the change, and how
     * many went up; added up from the kept sums per process (the spread from the sum of squares).
     */
    async baselineChanges(scope: ProcessScope) {
      return rowsOf<ChangeRow>(
        db,
        sql`
          select c.sub, c.role, c.source as src, c.question_id as qid, c.row_key, sum(c.n)::int as n,
                 (sum(c.sum_change) / sum(c.n))::float8 as mean,
                 case when sum(c.n) > 1 then
                   sqrt(greatest(sum(c.sum_squares) - sum(c.sum_change) ^ 2 / sum(c.n), 0) / (sum(c.n) - 1))::float8
                 end as sd,
                 sum(c.improved)::int as improved
          from report_rating_changes c join processes p on p.id = c.process_id
          where ${processConditions(scope)}
          group by 1, 2, 3, 4, 5
        `,
      );
    },

    /** A page of written answers (text questions), newest first, optionally containing `search`. */
    async textAnswers(
      scope: ProcessScope,
      entityType: 'MDI' | 'SESSION_FEEDBACK',
      search: string | undefined,
      page: { offset: number; limit: number },
    ) {
      const pattern = foldedSearchPattern(search);
      const where = sql`${processConditions(scope)} and qi.entity_type = ${entityType} and qi.status = 'COMPLETED'
        and qa.value_type = 'TEXT' and jsonb_typeof(qa.value) = 'string' and length(qa.value #>> '{}') > 0
        ${pattern ? sql`and ${foldedText(sql`qa.value #>> '{}'`)} like ${pattern}` : sql``}`;
      const from = sql`${personalInvitations}
        join clients c on c.id = p.client_id
        join questionary_responses qr on qr.invitation_id = qi.id and qr.submitted_at is not null
        join questionary_answers qa on qa.response_id = qr.id`;
      const rows = await rowsOf<{
        process_name: string;
        client_name: string;
        sub: string;
        role: string;
        src: string;
        qid: string;
        answer: string;
        answered_at: string | Date | null;
        total: number;
      }>(
        db,
        sql`
          select p.name as process_name, c.name as client_name, qi.entity_sub_type as sub, qi.user_role as role,
                 coalesce(qi.questionary_id::text, 'bank') as src, qa.question_id as qid,
                 qa.value #>> '{}' as answer, qr.submitted_at as answered_at, (count(*) over ())::int as total
          from ${from} where ${where}
          order by qr.submitted_at desc, qr.id, qa.question_id
          limit ${page.limit} offset ${page.offset}
        `,
      );
      // The page's rows carry the total (one statement); a page past the end has none, so it is counted apart.
      const total = rows.length
        ? Number(rows[0]!.total)
        : page.offset === 0
          ? 0
          : Number(
              (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`))[0]?.n ?? 0,
            );
      return { total, rows };
    },

    /** Bank questions (impact measurements asked from the bank) by id. */
    async bankQuestions(ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(questions).where(inArray(questions.id, ids));
    },

    async questionaryStructures(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: questionaries.id, name: questionaries.name, structure: questionaries.structure })
        .from(questionaries)
        .where(inArray(questionaries.id, ids));
    },

    // ── Workshops: open invitations of a workshop and their answers ─────────────────────────────────────────

    async workshopGroups(scope: WorkshopScope) {
      return rowsOf<{ group_key: string | null; label: string | null; surveys: number; responses: number }>(
        db,
        sql`
          select ${workshopGroupKey(scope.groupBy)} as group_key, ${workshopGroupLabel(scope.groupBy)} as label,
                 count(distinct qi.id)::int as surveys, count(qr.id)::int as responses
          from ${workshopInvitations}
          left join questionary_responses qr on qr.invitation_id = qi.id and qr.submitted_at is not null
            ${answerPeriod(scope)}
          where ${workshopConditions(scope)}
          group by 1, 2
          order by 2
        `,
      );
    },

    async workshopDistribution(scope: WorkshopScope) {
      return rowsOf<DistributionRow>(
        db,
        distributionQuery(
          sql`'OPEN'`,
          sql`coalesce(${workshopGroupKey(scope.groupBy)}, '')`,
          workshopInvitations,
          sql`${workshopConditions(scope)} ${answerPeriod(scope)}`,
        ),
      );
    },
  };
}

const workshopInvitations = sql`questionary_invitations qi
  left join workshops w on w.id = qi.workshop_id
  left join coaches co on co.id = qi.coach_id
  left join clients c on c.id = qi.client_id`;

function workshopConditions(scope: WorkshopScope): SQL {
  const conditions: SQL[] = [sql`qi.entity_type = 'OPEN'`, sql`qi.workshop_id is not null`];
  if (scope.workshopId) conditions.push(sql`qi.workshop_id = ${scope.workshopId}`);
  if (scope.workshopType) conditions.push(sql`qi.workshop_type = ${scope.workshopType}`);
  if (scope.methodology) conditions.push(sql`qi.methodology = ${scope.methodology}`);
  if (scope.coachId) conditions.push(sql`qi.coach_id = ${scope.coachId}`);
  if (scope.clientId) conditions.push(sql`qi.client_id = ${scope.clientId}`);
  return sql.join(conditions, sql` and `);
}

/** The period of a workshop report bounds when the answers were sent (Santiago days). */
function answerPeriod(scope: WorkshopScope): SQL {
  const day = sql`(qr.submitted_at at time zone ${APP_TIME_ZONE})::date`;
  return sql`${scope.from ? sql`and ${day} >= ${scope.from}::date` : sql``}
    ${scope.to ? sql`and ${day} <= ${scope.to}::date` : sql``}`;
}

function workshopGroupKey(groupBy: WorkshopGrouping): SQL {
  switch (groupBy) {
    case 'workshop':
      return sql`qi.workshop_id::text`;
    case 'workshopType':
      return sql`qi.workshop_type`;
    case 'methodology':
      return sql`qi.methodology`;
    case 'coach':
      return sql`qi.coach_id::text`;
    case 'client':
      return sql`qi.client_id::text`;
  }
}

function workshopGroupLabel(groupBy: WorkshopGrouping): SQL {
  switch (groupBy) {
    case 'workshop':
      return sql`w.name`;
    case 'coach':
      return sql`co.name || ' ' || co.last_name`;
    case 'client':
      return sql`c.name`;
    default:
      // Types and methodologies are labelled by the service from the contract's words.
      return sql`null::text`;
  }
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
