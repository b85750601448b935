import type { MdiSubType, ParticipantRole } from '@enlaza/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { activeParticipant } from '../../db/conditions';
import type { Database } from '../../db/database';
import {
  businessPositions,
  clients,
  eventAttendances,
  mdiMeasurements,
  pairs,
  pairSessions,
  processes,
  processEvents,
  processMeasurementSends,
  processParticipants,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
  users,
} from '../../db/schema';
import { sessionsPerPairOfProcess } from '../processes';

/** Which breakdown of the company's people a staffing row counts. */
export type StaffingDimension = 'people' | 'role' | 'gender' | 'area' | 'level' | 'mentorType';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ofClient = (clientId: string) => eq(processes.clientId, clientId);
/** A numeric answer (a rating or a number) as a number SQL can average. */
const numericValue = sql`(${questionaryAnswers.value})::text::numeric`;
const isNumericAnswer = and(
  eq(questionaryAnswers.valueType, 'NUMBER'),
  sql`jsonb_typeof(${questionaryAnswers.value}) = 'number'`,
)!;

/**
 * The figures of a client's panel, each one an aggregate over the client's processes (GROUP BY in the database): no
 * statement returns more rows than processes, sessions, measurement questions or labels.
 */
export function createClientDashboardRepository(db: Database) {
  /** Answers sent (not drafts) to the client's invitations of one kind. */
  const submittedAnswersOf = (clientId: string, entityType: string, extra?: SQL) =>
    and(
      ofClient(clientId),
      eq(questionaryInvitations.entityType, entityType),
      isNotNull(questionaryResponses.submittedAt),
      isNumericAnswer,
      extra,
    );

  return {
    /** The client a company admin belongs to. */
    async clientOfUser(userId: string) {
      const [row] = await db
        .select({ id: clients.id, name: clients.name })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, userId));
      return row;
    },

    async findClient(id: string) {
      const [row] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, id));
      return row;
    },

    /**
     * Distinct confirmed, not removed participants of the client's processes, counted per role, gender, business
     * area ('Cargo'), business level and, among those taking part as mentors, mentor type.
     */
    async staffing(clientId: string) {
      const result = await db.execute(sql`
        with taking_part as (
          select distinct ${processParticipants.userId} as user_id, ${processParticipants.role} as role
          from ${processParticipants}
          join ${processes} on ${processes.id} = ${processParticipants.processId}
          where ${and(ofClient(clientId), activeParticipant())}
        ),
        people as (
          select ${users.id} as user_id, ${users.gender} as gender,
            nullif(trim(${users.businessArea}), '') as area, ${businessPositions.name} as level,
            ${users.mentorshipInfo} ->> 'mentorType' as mentor_type,
            bool_or(taking_part.role = 'MENTOR') as is_mentor
          from taking_part
          join ${users} on ${users.id} = taking_part.user_id
          left join ${businessPositions} on ${businessPositions.id} = ${users.businessPositionId}
          group by ${users.id}, ${businessPositions.name}
        )
        select 'people' as dimension, null as key, count(*)::int as n from people
        union all select 'role', role, count(*)::int from taking_part group by role
        union all select 'gender', gender, count(*)::int from people group by gender
        union all select 'area', area, count(*)::int from people group by area
        union all select 'level', level, count(*)::int from people group by level
        union all select 'mentorType', mentor_type, count(*)::int from people where is_mentor group by mentor_type
      `);
      return rowsOf<{ dimension: StaffingDimension; key: string | null; n: number }>(result);
    },

    /**
     * The client's processes, newest first, with the figures of the admin's progress: guide sessions per pair,
     * active pairs and their done sessions among the guide's.
     */
    processes(clientId: string) {
      const perPair = sessionsPerPairOfProcess();
      return (
        db
          .select({
            processId: processes.id,
            name: processes.name,
            status: processes.status,
            mdiId: processes.mdiId,
            /** The MDI's measurements (sub-type, or null for the position's), read here to spare a statement. */
            mdiMeasurements: sql<Array<{ subType: string | null; position: number }>>`coalesce((
              select json_agg(json_build_object('subType', ${mdiMeasurements.subType}, 'position', ${mdiMeasurements.position})
                order by ${mdiMeasurements.position})
              from ${mdiMeasurements} where ${mdiMeasurements.mdiId} = ${processes.mdiId}), '[]'::json)`,
            sessionsPerPair: perPair,
            activePairs: sql<number>`(select count(*)::int from ${pairs}
            where ${pairs.processId} = ${processes.id} and not ${pairs.disabled})`.mapWith(Number),
            sessionsDone: sql<number>`(select count(*)::int from ${pairSessions}
            join ${pairs} on ${pairs.id} = ${pairSessions.pairId}
            where ${pairs.processId} = ${processes.id} and not ${pairs.disabled}
              and ${pairSessions.status} in ('REALIZED', 'COMPLETED')
              and ${pairSessions.sessionNumber} <= ${perPair})`.mapWith(Number),
          })
          .from(processes)
          // Joined so that every column is written with its table: the correlated subqueries need it.
          .innerJoin(clients, eq(clients.id, processes.clientId))
          .where(eq(clients.id, clientId))
          .orderBy(desc(processes.createdAt), asc(processes.id))
      );
    },

    /**
     * Per process, the events held by `now` (or already marked): how many, their attendees among the eligible, and
     * the eligible (confirmed participants of each event's roles; none named means everyone).
     */
    async attendance(clientId: string, now: Date) {
      const forEventRoles = sql`(cardinality(${processEvents.roles}) = 0 or ${processParticipants.role} = any(${processEvents.roles}))`;
      const result = await db.execute(sql`
        with events as (
          select ${processEvents.id} as event_id, ${processEvents.processId} as process_id,
            ${processEvents.eventDate} as event_date,
            (select count(*) from ${processParticipants}
              where ${processParticipants.processId} = ${processEvents.processId} and ${activeParticipant()}
                and ${forEventRoles}) as eligible,
            (select count(*) from ${eventAttendances}
              join ${processParticipants} on ${processParticipants.processId} = ${processEvents.processId}
                and ${processParticipants.userId} = ${eventAttendances.userId}
              where ${eventAttendances.eventId} = ${processEvents.id} and ${activeParticipant()}
                and ${forEventRoles}) as attendees
          from ${processEvents}
          join ${processes} on ${processes.id} = ${processEvents.processId}
          where ${ofClient(clientId)}
        )
        select process_id as "processId", count(*)::int as "heldEvents",
          sum(attendees)::int as attendees, sum(eligible)::int as eligible
        from events
        where attendees > 0 or event_date <= ${now.toISOString()}
        group by process_id
      `);
      return rowsOf<{ processId: string; heldEvents: number; attendees: number; eligible: number }>(result);
    },

    /** The client's session feedback invitations per session number: sent, and answered. */
    sessionFeedbackInvitations(clientId: string) {
      return db
        .select({
          sessionNumber: sql<number>`${questionaryInvitations.entitySubType}::int`.mapWith(Number),
          invited: count(),
          answered: sql<number>`count(*) filter (where ${questionaryInvitations.status} = 'COMPLETED')`.mapWith(Number),
        })
        .from(questionaryInvitations)
        .innerJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .where(
          and(
            ofClient(clientId),
            eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'),
            sql`${questionaryInvitations.entitySubType} ~ '^[0-9]+$'`,
          ),
        )
        .groupBy(questionaryInvitations.entitySubType);
    },

    /**
     * The numeric answers of the client's session feedbacks per session, questionary and question: how many and
     * their sum (which of them are ratings, and on what scale, the questionary's structure says).
     */
    sessionFeedbackNumbers(clientId: string) {
      return db
        .select({
          sessionNumber: sql<number>`${questionaryInvitations.entitySubType}::int`.mapWith(Number),
          questionaryId: questionaryInvitations.questionaryId,
          questionId: questionaryAnswers.questionId,
          answers: count(),
          total: sql<number>`sum(${numericValue})`.mapWith(Number),
        })
        .from(questionaryAnswers)
        .innerJoin(questionaryResponses, eq(questionaryResponses.id, questionaryAnswers.responseId))
        .innerJoin(questionaryInvitations, eq(questionaryInvitations.id, questionaryResponses.invitationId))
        .innerJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .where(
          submittedAnswersOf(
            clientId,
            'SESSION_FEEDBACK',
            and(
              isNotNull(questionaryInvitations.questionaryId),
              sql`${questionaryInvitations.entitySubType} ~ '^[0-9]+$'`,
            ),
          ),
        )
        .groupBy(
          questionaryInvitations.entitySubType,
          questionaryInvitations.questionaryId,
          questionaryAnswers.questionId,
        );
    },

    questionaryStructures(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: questionaries.id, structure: questionaries.structure })
        .from(questionaries)
        .where(inArray(questionaries.id, ids));
    },

    /** The measurements of these MDIs (which sub-types each has). */
    /**
     * Per process of the client and measurement: when it was first sent (null if never) and its MDI invitations,
     * sent and answered.
     */
    async measurementProgress(clientId: string) {
      const result = await db.execute(sql`
        select process_id, sub_type, max(first_sent_at) as first_sent_at, sum(total)::int as total,
               sum(completed)::int as completed
        from (
          select ${processMeasurementSends.processId} as process_id, ${processMeasurementSends.subType} as sub_type,
                 ${processMeasurementSends.firstSentAt} as first_sent_at, 0 as total, 0 as completed
          from ${processMeasurementSends}
          join ${processes} on ${processes.id} = ${processMeasurementSends.processId}
          where ${ofClient(clientId)}
          union all
          select ${questionaryInvitations.processId}, ${questionaryInvitations.entitySubType}, null, 1,
                 (${questionaryInvitations.status} = 'COMPLETED')::int
          from ${questionaryInvitations}
          join ${processes} on ${processes.id} = ${questionaryInvitations.processId}
          where ${ofClient(clientId)} and ${questionaryInvitations.entityType} = 'MDI'
        ) progress
        group by 1, 2
      `);
      return rowsOf<{
        process_id: string;
        sub_type: MdiSubType;
        first_sent_at: Date | string | null;
        total: number;
        completed: number;
      }>(result).map((row) => ({
        processId: row.process_id,
        subType: row.sub_type,
        firstSentAt: row.first_sent_at === null ? null : new Date(row.first_sent_at),
        total: Number(row.total),
        completed: Number(row.completed),
      }));
    },

    /**
     * The mean of each rating (RATE) question of the client's baseline and post-process measurements, per process,
     * role and measurement, with how many answered it.
     */
    objectiveMeans(clientId: string) {
      return db
        .select({
          processId: sql<string>`${questionaryInvitations.processId}`,
          subType: sql<MdiSubType>`${questionaryInvitations.entitySubType}`,
          role: sql<ParticipantRole>`${questionaryInvitations.userRole}`,
          questionId: questions.id,
          question: questions.question,
          alternatives: questions.alternatives,
          answers: count(),
          mean: sql<number>`round(avg(${numericValue}), 2)`.mapWith(Number),
        })
        .from(questionaryAnswers)
        .innerJoin(questionaryResponses, eq(questionaryResponses.id, questionaryAnswers.responseId))
        .innerJoin(questionaryInvitations, eq(questionaryInvitations.id, questionaryResponses.invitationId))
        .innerJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .innerJoin(questions, sql`${questions.id}::text = ${questionaryAnswers.questionId}`)
        .where(
          submittedAnswersOf(
            clientId,
            'MDI',
            and(
              inArray(questionaryInvitations.entitySubType, ['BASELINE', 'POST_PROCESS']),
              inArray(questionaryInvitations.userRole, ['MENTOR', 'STUDENT']),
              eq(questions.type, 'RATE'),
            ),
          ),
        )
        .groupBy(
          questionaryInvitations.processId,
          questionaryInvitations.entitySubType,
          questionaryInvitations.userRole,
          questions.id,
        );
    },
  };
}
export type ClientDashboardRepository = ReturnType<typeof createClientDashboardRepository>;
