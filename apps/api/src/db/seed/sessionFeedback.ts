import {
  clearHiddenAnswers,
  questionGroupSchema,
  toAnswerItems,
  type AnswerMap,
  type ParticipantRole,
  type QuestionGroup,
  type QuestionType,
} from '@enlaza/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../database';
import { answerAsThemselves } from './answering';
import { seedServices } from './services';
import {
  pairs,
  pairSessions,
  processes,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
} from '../schema';

const HOUR = 60 * 60 * 1000;

/** How the answers table stores each type's value (as the answering calls store them). */
const valueTypeOf: Partial<Record<QuestionType, string>> = {
  TEXT: 'TEXT',
  SESSION_OBJECTIVE: 'TEXT',
  OPTIONS: 'OPTION',
  MULTIPLE_CHOICE: 'OPTIONS',
  RATE: 'NUMBER',
  NUMERIC: 'NUMBER',
  'LIKERT-LIKE-GROUP': 'LIKERT',
};

const writtenAnswers: Record<ParticipantRole, string[]> = {
  MENTOR: [
    'Se preparó muy bien: trajo sus metas escritas y preguntas concretas.',
    'Conversamos sobre cómo delegar sin perder el control del proyecto.',
    'Acordamos un plan para su próxima evaluación de desempeño.',
    'Nos faltó tiempo para revisar las tareas de la sesión anterior.',
  ],
  STUDENT: [
    'Me ayudó a ordenar mis prioridades del trimestre.',
    'Practicamos cómo pedir un aumento con datos concretos.',
    'Salí con tres acciones claras para esta semana.',
    'Me gustaría que la próxima sesión sea un poco más larga.',
  ],
};
// Good sessions, as the demo's texts tell (a score of 4 or less would also ask what to improve).
const scores = [6, 7, 5, 6, 7, 6, 5];

/**
 * Plausible answers to a session feedback, the role's `k`-th: the session was held, a good score (of a varied list), two
 * topics, a few words; answers to questions hidden by their conditions are left out, as the answering page does.
 */
export function demoAnswers(groups: QuestionGroup[], role: ParticipantRole, k: number): AnswerMap {
  const answers: AnswerMap = {};
  for (const group of groups) {
    for (const q of group.questions) {
      switch (q.type) {
        case 'OPTIONS':
          if (q.options[0]) answers[q.id] = q.options[0].id;
          break;
        case 'MULTIPLE_CHOICE':
          answers[q.id] = [
            ...new Set([q.options[k % q.options.length]?.id, q.options[(k + 2) % q.options.length]?.id]),
          ].filter((id): id is string => !!id);
          break;
        case 'RATE': {
          const end = q.rangeInfo?.endValue ?? group.range?.end ?? 7;
          const start = q.rangeInfo?.startValue ?? group.range?.start ?? 1;
          answers[q.id] = Math.max(start, Math.min(end, scores[k % scores.length]!));
          break;
        }
        case 'NUMERIC':
          answers[q.id] = [60, 45, 90][k % 3]!;
          break;
        case 'LIKERT-LIKE-GROUP': {
          const end = q.rangeInfo?.endValue ?? group.range?.end ?? 5;
          answers[q.id] = Object.fromEntries(q.options.map((row) => [row.id, end - (k % 2)]));
          break;
        }
        case 'TEXT':
        case 'SESSION_OBJECTIVE':
          // Optional texts are written now and then.
          if (q.required || k % 3 !== 2) answers[q.id] = writtenAnswers[role][k % writtenAnswers[role].length]!;
          break;
        default:
          break;
      }
    }
  }
  return clearHiddenAnswers({ questionGroups: groups }, answers);
}

/**
 * The demo's session feedback: each held session of the demo processes' pairs sends its two invitations (the
 * process's session-feedback bundle's questionaries) through the feedback service, as marking the session done does.
 * A session the pair already closed (COMPLETED) was evaluated by both; one only held (REALIZED) by the mentor, while
 * the mentee's evaluation waits in 'Mis pendientes' (the demo mentee's second session). Each answers through the
 * answering page's service, as themselves; the times (sent two hours after the session, answered a day later) are
 * then set as history. Idempotent: does nothing once any session feedback exists.
 */
export async function seedDemoSessionFeedback(db: Database): Promise<void> {
  if ((await db.$count(questionaryInvitations, eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'))) > 0) return;
  const held = await db
    .select({ session: pairSessions, pair: pairs })
    .from(pairSessions)
    .innerJoin(pairs, eq(pairs.id, pairSessions.pairId))
    .innerJoin(processes, eq(processes.id, pairs.processId))
    .where(
      and(
        inArray(pairSessions.status, ['REALIZED', 'COMPLETED']),
        inArray(processes.status, ['IN_PROGRESS', 'FINALIZED']),
        isNotNull(processes.sessionsFeedbackBundleId),
      ),
    )
    .orderBy(pairSessions.pairId, pairSessions.sessionNumber);
  const services = seedServices(db);
  const answeredSoFar: Record<ParticipantRole, number> = { MENTOR: 0, STUDENT: 0 };
  for (const { session, pair } of held) {
    await db.transaction((tx) =>
      services.feedback.inviteAfterSessions([{ pairId: pair.id, sessionNumber: session.sessionNumber }], tx),
    );
    const sentAt = new Date((session.completedAt ?? session.scheduleDate ?? new Date()).getTime() + 2 * HOUR);
    const invitations = await db
      .select({
        id: questionaryInvitations.id,
        role: questionaryInvitations.userRole,
        userId: questionaryInvitations.userId,
        structure: questionaries.structure,
      })
      .from(questionaryInvitations)
      .innerJoin(questionaries, eq(questionaries.id, questionaryInvitations.questionaryId))
      .where(
        and(
          eq(questionaryInvitations.pairId, pair.id),
          eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'),
          eq(questionaryInvitations.entitySubType, String(session.sessionNumber)),
        ),
      );
    for (const invitation of invitations) {
      await db
        .update(questionaryInvitations)
        .set({ createdAt: sentAt, updatedAt: sentAt })
        .where(eq(questionaryInvitations.id, invitation.id));
      const role = invitation.role as ParticipantRole;
      if (session.status !== 'COMPLETED' && role !== 'MENTOR') continue;
      const answeredAt = new Date(sentAt.getTime() + (role === 'MENTOR' ? 20 : 30) * HOUR);
      const groups = questionGroupSchema.array().safeParse(invitation.structure).data ?? [];
      const items = toAnswerItems(demoAnswers(groups, role, answeredSoFar[role]++));
      await answerAsThemselves(services, db, { id: invitation.id, userId: invitation.userId! }, items, answeredAt);
    }
  }
}

/**
 * One person's feedback invitation of one session of an earlier programme (its history, stored as rows), as if sent
 * at `sentAt`; answered at `answeredAt` (when set) with
 * the role's `k`-th plausible answers.
 */
export async function insertSessionFeedback(
  tx: Database,
  input: {
    processId: string;
    pairId: string;
    userId: string;
    role: ParticipantRole;
    sessionNumber: number;
    questionaryId: string;
    groups: QuestionGroup[];
    sentAt: Date;
    answeredAt: Date | null;
    k: number;
  },
): Promise<void> {
  const { answeredAt, sentAt } = input;
  const [invitation] = await tx
    .insert(questionaryInvitations)
    .values({
      processId: input.processId,
      pairId: input.pairId,
      userId: input.userId,
      userRole: input.role,
      entityType: 'SESSION_FEEDBACK',
      entitySubType: String(input.sessionNumber),
      questionaryId: input.questionaryId,
      status: answeredAt ? 'COMPLETED' : 'SENT',
      completedAt: answeredAt,
      createdAt: sentAt,
      updatedAt: answeredAt ?? sentAt,
    })
    .returning();
  if (!answeredAt) return;
  const typeOf = new Map(input.groups.flatMap((g) => g.questions.map((q) => [q.id, q.type] as const)));
  const [response] = await tx
    .insert(questionaryResponses)
    .values({
      invitationId: invitation!.id,
      userId: input.userId,
      submittedAt: answeredAt,
      createdAt: answeredAt,
      updatedAt: answeredAt,
    })
    .returning();
  const rows = Object.entries(demoAnswers(input.groups, input.role, input.k)).flatMap(([questionId, value]) => {
    const valueType = valueTypeOf[typeOf.get(questionId) ?? 'TEXT'];
    return value === undefined || value === null || !valueType
      ? []
      : [{ responseId: response!.id, questionId, valueType, value: value as unknown }];
  });
  if (rows.length) await tx.insert(questionaryAnswers).values(rows);
}
