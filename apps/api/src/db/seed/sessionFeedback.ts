import {
  clearHiddenAnswers,
  questionGroupSchema,
  toAnswerItems,
  type AnswerMap,
  type ParticipantRole,
  type QuestionGroup,
} from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { answerAsThemselves } from './answering';
import type { SeedServices } from './services';
import { questionaries, questionaryInvitations } from '../schema';

const HOUR = 60 * 60 * 1000;

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

/** A held session of a demo pair, marked done at `heldAt`, and who evaluated it. */
export interface DemoEvaluation {
  pairId: string;
  sessionNumber: number;
  heldAt: Date;
  /** Both (the session closes: 'Realizada'), or the mentor only (the mentee's waits in 'Mis pendientes'). */
  evaluatedBy: readonly ParticipantRole[];
}

/**
 * The demo's session feedback: marking a session held sent its two invitations (the process's session-feedback
 * bundle's questionaries, through the feedback service); those of `evaluatedBy` are answered through the answering
 * page's service, as themselves, each with the role's next plausible answers (sent when the session was marked held,
 * answered a day later, as history). The last answer closes the session, as the answering service does.
 */
export function demoSessionEvaluations(db: Database, services: SeedServices) {
  const answeredSoFar: Record<ParticipantRole, number> = { MENTOR: 0, STUDENT: 0 };
  return async function evaluate({ pairId, sessionNumber, heldAt, evaluatedBy }: DemoEvaluation): Promise<void> {
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
          eq(questionaryInvitations.pairId, pairId),
          eq(questionaryInvitations.entityType, 'SESSION_FEEDBACK'),
          eq(questionaryInvitations.entitySubType, String(sessionNumber)),
        ),
      )
      .orderBy(asc(questionaryInvitations.userRole));
    for (const invitation of invitations) {
      await db
        .update(questionaryInvitations)
        .set({ createdAt: heldAt, updatedAt: heldAt })
        .where(eq(questionaryInvitations.id, invitation.id));
      const role = invitation.role as ParticipantRole;
      if (!evaluatedBy.includes(role)) continue;
      const answeredAt = new Date(heldAt.getTime() + (role === 'MENTOR' ? 20 : 30) * HOUR);
      const groups = questionGroupSchema.array().safeParse(invitation.structure).data ?? [];
      const items = toAnswerItems(demoAnswers(groups, role, answeredSoFar[role]++));
      await answerAsThemselves(services, db, { id: invitation.id, userId: invitation.userId! }, items, answeredAt);
    }
  };
}
