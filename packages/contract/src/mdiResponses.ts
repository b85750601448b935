import { z } from 'zod';
import { answerItemSchema, questionaryInvitationStatuses, type AnswerItem } from './answers';
import { mdiSubTypeLabels, mdiSubTypes, mdiSubTypeSchema, type MdiSubType } from './measurements';
import { pageQuerySchema, paginated } from './people';
import { participantRoleSchema, processStatusSchema, type ParticipantRole } from './processes';
import { bankQuestionSchema, OTHER_OPTION_ID, type BankQuestion } from './questionnaires';
import { resourceId } from './ids';

// ── Who answered each impact measurement (spec 002 §2.3 'Panel mediciones de impacto', §4.3, §7.2, §9) ──────────

// ── The response traffic light ───────────────────────────────────────────────────────────────────────────────

/** Spec 002 §9: red up to 35 %, yellow above 35 up to 49, green from 50. */
export const RESPONSE_LIGHT_RED_MAX = 35;
export const RESPONSE_LIGHT_GREEN_MIN = 50;

export const responseLights = ['RED', 'YELLOW', 'GREEN'] as const;
export type ResponseLight = (typeof responseLights)[number];
export const responseLightLabels: Record<ResponseLight, string> = { RED: 'Rojo', YELLOW: 'Amarillo', GREEN: 'Verde' };

/** Completed over total as a whole percentage (rounded); null when nobody was invited. */
export function responsePercentage(completed: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((completed / total) * 100);
}

/** The traffic light of a measurement's answers; null when nobody was invited (there is nothing to measure). */
export function responseLight(completed: number, total: number): ResponseLight | null {
  const percentage = responsePercentage(completed, total);
  if (percentage === null) return null;
  if (percentage <= RESPONSE_LIGHT_RED_MAX) return 'RED';
  if (percentage < RESPONSE_LIGHT_GREEN_MIN) return 'YELLOW';
  return 'GREEN';
}

export const mdiResponsesMessages = {
  title: 'Panel mediciones de impacto',
  empty: 'No hay procesos con mediciones de impacto',
  emptySearch: 'No se encontraron procesos',
  loadFailed: 'Error al cargar las mediciones de impacto',
  detailFailed: 'Error al cargar las respuestas de la medición',
  notSent: 'No enviada',
  notInMdi: 'No incluida en el MDI',
  noInvitations: 'Sin invitaciones',
  noParticipants: 'La medición no tiene participantes',
  download: 'Descargar respuestas',
  downloaded: 'Respuestas descargadas',
  downloading: 'Descargando... ¡Por favor espere!',
  noRateQuestions: 'Las mediciones de este MDI no tienen preguntas de calificación',
  noRateAnswers: 'Aún no hay respuestas de calificación en la línea base ni en el post proceso',
} as const;

/** The Excel file of one measurement's answers (spec 002 §7.2). */
export const MEASUREMENT_DETAIL_FILE_NAME = 'Detalle-medición.xlsx';

// ── GET /api/mdi/mdisResponses ───────────────────────────────────────────────────────────────────────────────

export const mdiResponsesQuerySchema = pageQuerySchema.extend({
  clientId: z.uuid('Cliente no válido').optional(),
  /** Empty or '.*' lists every process; anything else is a case-insensitive part of the process's name. */
  searchFilter: z.string().trim().max(100).optional().default(''),
});
export type MdiResponsesQuery = z.input<typeof mdiResponsesQuerySchema>;

/** The figures of one measurement of a process. */
export const measurementResponseSummarySchema = z.object({
  subType: mdiSubTypeSchema,
  /** 'Línea base', 'Post proceso', '6 meses', '12 meses'. */
  label: z.string(),
  /** Whether the process's MDI has this measurement. */
  inMdi: z.boolean(),
  /** When it was first sent (ISO instant); null while not sent. */
  sentAt: z.string().nullable(),
  /** Invitations sent (one per person the measurement went to). */
  total: z.number().int(),
  completed: z.number().int(),
  /** round(completed / total × 100); null without invitations. */
  percentage: z.number().int().nullable(),
  light: z.enum(responseLights).nullable(),
});
export type MeasurementResponseSummary = z.infer<typeof measurementResponseSummarySchema>;

export const mdiResponsesRowSchema = z.object({
  processId: z.string(),
  name: z.string(),
  status: processStatusSchema,
  client: z.object({ clientId: z.string(), name: z.string() }),
  mdi: z.object({ mdiId: z.string(), name: z.string() }),
  /** Always the four sub-types, in order. */
  measurements: z.array(measurementResponseSummarySchema),
});
export type MdiResponsesRow = z.infer<typeof mdiResponsesRowSchema>;
export const mdiResponsesListSchema = paginated(mdiResponsesRowSchema);
export type MdiResponsesList = z.infer<typeof mdiResponsesListSchema>;

/** The summary of a measurement from its counts (the four sub-types share it with the process detail). */
export function measurementResponseSummary(input: {
  subType: MdiSubType;
  inMdi: boolean;
  sentAt: string | null;
  total: number;
  completed: number;
}): MeasurementResponseSummary {
  return {
    ...input,
    label: mdiSubTypeLabels[input.subType],
    percentage: responsePercentage(input.completed, input.total),
    light: responseLight(input.completed, input.total),
  };
}

// ── GET /api/mdi/responses/{processId}?subtype= ─────────────────────────────────────────────────────────────

/** Spec 002 §4.3: COMPLETED counts as a response; NOT_SEND when the person has no invitation. */
export const measurementResponseStatuses = ['COMPLETED', 'SENT', 'NOT_SEND'] as const;
export type MeasurementResponseStatus = (typeof measurementResponseStatuses)[number];
export const measurementResponseStatusLabels: Record<MeasurementResponseStatus, string> = {
  COMPLETED: 'Completado',
  SENT: 'Pendiente',
  NOT_SEND: 'No enviado',
};

export const measurementResponsesQuerySchema = z.object({ subtype: mdiSubTypeSchema });
export const measurementProcessParamsSchema = z.object({
  processId: resourceId(),
});
export const measurementReportParamsSchema = measurementProcessParamsSchema.extend({ mdiSubType: mdiSubTypeSchema });

export const measurementParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** '-' for an external mentor seen by a non-admin (spec 001 §6). */
  email: z.string(),
  cellphone: z.string(),
  role: participantRoleSchema,
  status: z.enum(measurementResponseStatuses),
});
export type MeasurementParticipant = z.infer<typeof measurementParticipantSchema>;

export const measurementResponsesSchema = z.object({
  processId: z.string(),
  processName: z.string(),
  summary: measurementResponseSummarySchema,
  /** The people invited, and the confirmed participants who were not (NOT_SEND); mentors first, then by name. */
  participants: z.array(measurementParticipantSchema),
});
export type MeasurementResponses = z.infer<typeof measurementResponsesSchema>;

// ── GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType} ─────────────────────────────────────

export const measurementReportInvitationSchema = z.object({
  invitationId: z.string(),
  userId: z.string(),
  user_role: participantRoleSchema,
  status: z.enum(questionaryInvitationStatuses),
  completedAt: z.string().nullable(),
  user: z.object({ name: z.string(), lastName: z.string(), email: z.string() }),
  /** The answers sent (empty until the invitation is COMPLETED). */
  Answers: z.array(answerItemSchema),
});
export type MeasurementReportInvitation = z.infer<typeof measurementReportInvitationSchema>;

export const measurementReportSchema = z.object({
  processId: z.string(),
  processName: z.string(),
  mdiSubType: mdiSubTypeSchema,
  label: z.string(),
  /** The measurement's own name in the MDI. */
  measurementName: z.string(),
  studentsQuestions: z.array(bankQuestionSchema),
  mentorsQuestions: z.array(bankQuestionSchema),
  invitations: z.array(measurementReportInvitationSchema),
});
export type MeasurementReport = z.infer<typeof measurementReportSchema>;

// ── Reading answers back against their bank question ────────────────────────────────────────────────────────

interface AnsweredQuestion {
  type: BankQuestion['type'];
  alternatives: readonly string[];
  alternativesMultiple: readonly string[];
}

/**
 * An answer as a person reads it: the alternative's text for the option index stored, 'Otro: <text>' for the 'Otro'
 * alternative, 'row: column' for each row of a multiple-alternatives grid (rows in order, '; ' between them), the
 * number of a rating, the text of a text question. '' when unanswered.
 */
export function answerText(question: AnsweredQuestion, answer: Pick<AnswerItem, 'value' | 'otherAnswer'> | undefined) {
  const value = answer?.value;
  if (value === undefined || value === null) return '';
  const alternative = (index: string | number) => question.alternatives[Number(index)] ?? String(index);
  switch (question.type) {
    case 'ALTERNATIVE': {
      const chosen = Array.isArray(value) ? value : [String(value)];
      return chosen
        .map((option) =>
          option === OTHER_OPTION_ID ? `Otro: ${answer?.otherAnswer ?? ''}`.trim() : alternative(option),
        )
        .join('; ');
    }
    case 'ALTERNATIVE_MULTIPLE': {
      if (typeof value !== 'object' || Array.isArray(value)) return String(value);
      return Object.entries(value)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([row, point]) => {
          const rowLabel = question.alternativesMultiple[Number(row)] ?? row;
          const column = question.alternatives[point - 1] ?? String(point);
          return `${rowLabel}: ${column}`;
        })
        .join('; ');
    }
    default:
      return Array.isArray(value)
        ? value.join('; ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
}

// ── Ratings before and after (the process detail's 'Mediciones' tab) ───────────────────────────────────────────

/** One rating question (an objective) of the MDI: its mean before the process and after it, per role. */
export const rateComparisonSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  role: participantRoleSchema,
  /** The top of the question's scale (its highest point), for drawing the means against it. */
  scaleMax: z.number().int(),
  /** The mean rating of the baseline's answers, to 2 decimals; null when nobody answered it there. */
  baseline: z.number().nullable(),
  baselineAnswers: z.number().int(),
  postProcess: z.number().nullable(),
  postProcessAnswers: z.number().int(),
});
export type RateComparison = z.infer<typeof rateComparisonSchema>;

const roundTo2 = (n: number) => Math.round(n * 100) / 100;

/** The top of a bank RATE question's scale: its highest point ('0'..'N'), at least 1. */
export const rateScaleMax = (alternatives: readonly string[]): number =>
  Math.max(1, ...alternatives.map(Number).filter(Number.isFinite));

function rateAnswersOf(report: MeasurementReport | undefined, role: ParticipantRole, questionId: string): number[] {
  if (!report) return [];
  return report.invitations
    .filter((invitation) => invitation.user_role === role)
    .flatMap((invitation) => invitation.Answers.filter((a) => a.questionId === questionId))
    .map((a) => Number(a.value))
    .filter((n) => typeof n === 'number' && Number.isFinite(n));
}

/**
 * Every rating (RATE) question asked in the baseline or the post-process measurement, per role (mentees first), with
 * the mean of each measurement's answers side by side.
 */
export function rateComparisons(
  baseline: MeasurementReport | undefined,
  postProcess: MeasurementReport | undefined,
): RateComparison[] {
  const rows: RateComparison[] = [];
  for (const role of ['STUDENT', 'MENTOR'] as const) {
    const asked = new Map<string, BankQuestion>();
    for (const report of [baseline, postProcess]) {
      const questions = role === 'MENTOR' ? report?.mentorsQuestions : report?.studentsQuestions;
      for (const q of questions ?? []) if (q.type === 'RATE' && !asked.has(q.questionId)) asked.set(q.questionId, q);
    }
    for (const [questionId, { question, alternatives }] of asked) {
      const before = rateAnswersOf(baseline, role, questionId);
      const after = rateAnswersOf(postProcess, role, questionId);
      const mean = (values: number[]) =>
        values.length ? roundTo2(values.reduce((sum, n) => sum + n, 0) / values.length) : null;
      rows.push({
        questionId,
        question,
        role,
        scaleMax: rateScaleMax(alternatives),
        baseline: mean(before),
        baselineAnswers: before.length,
        postProcess: mean(after),
        postProcessAnswers: after.length,
      });
    }
  }
  return rows;
}

export const isMdiSubType = (value: string): value is MdiSubType => (mdiSubTypes as readonly string[]).includes(value);
