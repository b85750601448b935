import { z } from 'zod';
import { participantRoleSchema, processIdParamsSchema } from './processes';
import { sessionOrdinalName } from './pairs';
import { resourceId } from './ids';

// ── Session feedback (spec 002 §2.7, §4.5, §7.6; spec 001 §2 "Process detail" tab feedback, §7, §9) ──────────

export const sessionFeedbackMessages = {
  evaluate: 'Evaluar sesión',
  answered: 'Contestado',
  /** 'Mis pendientes' on the member home. */
  pendingTask: (sessionNumber: number, processName: string) => `Evaluar sesión ${sessionNumber} de ${processName}`,
  mailSubject: 'Evalúa tu sesión',
  mailBody: (sessionNumber: number, processName: string) =>
    `Tu ${sessionOrdinalName(sessionNumber).toLowerCase()} del programa ${processName} quedó marcada como ` +
    'realizada. Cuéntanos cómo resultó: te tomará menos de 3 minutos.',
  // The process detail's 'feedback' tab.
  tabLabel: 'Feedback',
  empty: 'Aún no hay evaluaciones de sesión',
  loadFailed: 'Error al cargar el feedback de las sesiones',
  download: 'Descargar feedback',
  noAnswers: 'Sin respuestas',
  noBundle: 'Este proceso no tiene cuestionarios de feedback de sesiones',
  notSentYet: 'Aún no se han enviado evaluaciones de sesión',
  answeredOf: (answered: number, sent: number) => `${answered} de ${sent} evaluaciones de sesión contestadas`,
  roleAnswered: (answered: number, sent: number) => `${answered} de ${sent} contestaron`,
  roleNotSent: 'sin evaluaciones enviadas',
  summaryTitle: 'Evaluaciones contestadas por sesión',
  average: 'Promedio',
  userNotFound: 'Usuario no encontrado',
} as const;

/** The roles' names on the dashboard and the Excel's sheets. */
export const feedbackRoleLabels = { MENTOR: 'Mentoras', STUDENT: 'Mentees' } as const;

/** The feedback Excel's file name (spec 001 §9 "Downloads": feedback). */
export const feedbackExportFileName = (processName: string) => `Feedback-${processName}.xlsx`;

/** A member's session feedback in the process view: the invitation to answer and whether it was answered. */
export const sessionFeedbackStateSchema = z.object({ invitationId: z.uuid(), answered: z.boolean() });
export type SessionFeedbackState = z.infer<typeof sessionFeedbackStateSchema>;

// ── The dashboard: GET /api/feedback/listAnsweredFeedbacksReport?processId ───────────────────────────────────

export const feedbackReportQuerySchema = z.object({ processId: processIdParamsSchema.shape.id });

const questionBase = {
  questionaryId: z.string(),
  questionId: z.string(),
  title: z.string(),
  /** How many answered this question (a question hidden by its conditions goes unanswered). */
  answersCount: z.number().int(),
};

/** A scale (RATE, a likert row) or a number (NUMERIC): how many gave each value, and their average. */
export const ratingQuestionReportSchema = z.object({
  ...questionBase,
  type: z.enum(['RATE', 'NUMERIC']),
  /** Rounded to two decimals; null without answers. */
  average: z.number().nullable(),
  /** Every point of a scale (zeros included), or each number given, ascending. */
  distribution: z.array(z.object({ value: z.number(), label: z.string(), count: z.number().int() })),
});
/** OPTIONS and MULTIPLE_CHOICE: how many chose each option (by its text; 'Otro' last when offered). */
export const choiceQuestionReportSchema = z.object({
  ...questionBase,
  type: z.enum(['OPTIONS', 'MULTIPLE_CHOICE']),
  options: z.array(z.object({ optionId: z.string(), text: z.string(), count: z.number().int() })),
});
/** TEXT (and a session's objective): the answers written, oldest first. */
export const textQuestionReportSchema = z.object({
  ...questionBase,
  type: z.literal('TEXT'),
  answers: z.array(z.string()),
});
export const feedbackQuestionReportSchema = z.discriminatedUnion('type', [
  ratingQuestionReportSchema,
  choiceQuestionReportSchema,
  textQuestionReportSchema,
]);
export type FeedbackQuestionReport = z.infer<typeof feedbackQuestionReportSchema>;

export const feedbackRoleReportSchema = z.object({
  role: participantRoleSchema,
  /** Invitations sent for this session and role (answered or not). */
  sent: z.number().int(),
  answered: z.number().int(),
  questions: z.array(feedbackQuestionReportSchema),
});
export type FeedbackRoleReport = z.infer<typeof feedbackRoleReportSchema>;

export const feedbackReportSchema = z.object({
  processId: z.uuid(),
  processName: z.string(),
  /** The sessions of the process's guide (3, 4 or 5 in practice): the dashboard's sessions. */
  sessionsCount: z.number().int(),
  hasBundle: z.boolean(),
  sent: z.number().int(),
  answered: z.number().int(),
  /** Sessions 1..sessionsCount (and any later one with invitations), each with the mentors' and mentees' figures. */
  sessions: z.array(
    z.object({
      sessionNumber: z.number().int(),
      roles: z.array(feedbackRoleReportSchema),
    }),
  ),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

// ── Answered feedbacks: GET /api/feedback/getAllAnsweredFeedbacks?pairId, GET /api/users/feedback/{userId} ────

export const answeredFeedbackSchema = z.object({
  invitationId: z.uuid(),
  processId: z.uuid(),
  processName: z.string(),
  pairId: z.uuid(),
  sessionNumber: z.number().int(),
  userRole: participantRoleSchema,
  userId: z.uuid(),
  respondentName: z.string(),
  questionaryName: z.string(),
  submittedAt: z.string(),
  /** In the questionary's order; `value` as stored, `text` as people read it (option ids mapped to their text). */
  answers: z.array(
    z.object({
      questionId: z.string(),
      title: z.string(),
      type: z.string(),
      value: z.unknown(),
      text: z.string(),
    }),
  ),
});
export type AnsweredFeedback = z.infer<typeof answeredFeedbackSchema>;

export const pairFeedbackQuerySchema = z.object({ pairId: z.uuid() });
export const pairAnsweredFeedbacksSchema = z.object({ pairId: z.uuid(), answers: z.array(answeredFeedbackSchema) });
export type PairAnsweredFeedbacks = z.infer<typeof pairAnsweredFeedbacksSchema>;

export const userFeedbackParamsSchema = z.object({ userId: resourceId() });
export const userAnsweredFeedbacksSchema = z.object({ userId: z.uuid(), feedbacks: z.array(answeredFeedbackSchema) });
export type UserAnsweredFeedbacks = z.infer<typeof userAnsweredFeedbacksSchema>;
