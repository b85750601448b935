import { z } from 'zod';
import { mdiSubTypes } from './measurements';
import { responseLights } from './mdiResponses';
import { workshopMethodologies, workshopTypes } from './openInvitations';
import { pageQuerySchema, paginated } from './people';
import { processServiceTypes } from './processes';

// ── Reports on questionnaire answers: MDI-Feedback (/admin/reports) and workshops (/admin/workshop-report) ─────────

export const reportMessages = {
  periodOrder: 'La fecha de inicio del período debe ser anterior a la de término',
  loadError: 'Error al cargar el reporte',
  noAnswers: 'Aún no hay respuestas para estos filtros. Cambie los filtros o envíe las mediciones desde cada proceso.',
  noWorkshopAnswers:
    'Aún no hay respuestas de talleres para estos filtros. Cree una invitación abierta de taller en «Públicos» y comparta su enlace.',
  exportError: 'Error al descargar el reporte',
} as const;

export const reportBrands = ['enlaza', 'mentorup'] as const;
export type ReportBrand = (typeof reportBrands)[number];
export const reportBrandLabels: Record<ReportBrand, string> = { enlaza: 'Enlaza', mentorup: 'Mentorup' };

const isoDay = z.iso.date({ error: 'Ingrese una fecha válida (AAAA-MM-DD)' });

const periodInOrder: [(f: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (f) => !f.from || !f.to || f.from <= f.to,
  { message: reportMessages.periodOrder, path: ['to'] },
];

/** One chart only (its question's key, or 'rates' / 'sessions' / 'groups'), or every sheet when absent. */
const chartField = { chart: z.string().max(300).optional() };

/** Filters of the MDI-Feedback report: the period is the processes' start (their estimate before they start). */
const mdiFeedbackFilterFields = z.object({
  clientId: z.guid().optional(),
  processId: z.guid().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  serviceType: z.enum(processServiceTypes).optional(),
  brand: z.enum(reportBrands).optional(),
});
export const mdiFeedbackFiltersSchema = mdiFeedbackFilterFields.refine(...periodInOrder);
export type MdiFeedbackFilters = z.infer<typeof mdiFeedbackFiltersSchema>;
export const mdiFeedbackExportQuerySchema = mdiFeedbackFilterFields.extend(chartField).refine(...periodInOrder);

/** A question's answers counted per choice or scale point, with the mean when the answer is a number. */
export const answerDistributionSchema = z.object({
  /** Answers counted (people who answered the question). */
  answers: z.number().int(),
  /** One count per entry of the question's `choices`, in order. */
  counts: z.array(z.number().int()),
  /** Mean of the points (rating and likert rows); null for choices. */
  mean: z.number().nullable(),
});
export type AnswerDistribution = z.infer<typeof answerDistributionSchema>;

export const reportQuestionKinds = ['RATING', 'CHOICE', 'MULTIPLE_CHOICE'] as const;
export type ReportQuestionKind = (typeof reportQuestionKinds)[number];

/** The change from the baseline to a later measurement, over the people who answered both. */
export const measurementChangeSchema = z.object({
  subType: z.enum(mdiSubTypes),
  label: z.string(),
  people: z.number().int(),
  meanChange: z.number(),
  /** Share (0-100, rounded) of those people whose answer went up. */
  improvedShare: z.number().int(),
  /** 95 % confidence interval of the mean change (Student's t); null with fewer than two people. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The change told in one plain sentence. */
  sentence: z.string(),
});
export type MeasurementChange = z.infer<typeof measurementChangeSchema>;

export const reportQuestionSchema = z.object({
  /** Stable key of the question within the report (source, question and likert row). */
  key: z.string(),
  title: z.string(),
  role: z.enum(['MENTOR', 'STUDENT']),
  kind: z.enum(reportQuestionKinds),
  /** The choices or scale points, as people read them. */
  choices: z.array(z.string()),
  byMeasurement: z.array(answerDistributionSchema.extend({ subType: z.enum(mdiSubTypes), label: z.string() })),
  changes: z.array(measurementChangeSchema),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

const responseCountSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  percentage: z.number().int().nullable(),
  light: z.enum(responseLights).nullable(),
});

export const measurementRateSchema = responseCountSchema.extend({
  subType: z.enum(mdiSubTypes),
  label: z.string(),
  mentors: responseCountSchema,
  students: responseCountSchema,
});
export type MeasurementRate = z.infer<typeof measurementRateSchema>;

export const sessionFeedbackQuestionSchema = answerDistributionSchema.extend({
  key: z.string(),
  title: z.string(),
  role: z.enum(['MENTOR', 'STUDENT']),
  kind: z.enum(reportQuestionKinds),
  choices: z.array(z.string()),
});
export type SessionFeedbackQuestion = z.infer<typeof sessionFeedbackQuestionSchema>;

export const sessionFeedbackSummarySchema = responseCountSchema.extend({
  session: z.number().int(),
  label: z.string(),
  /** Mean of the session's rating answers as a share of their scale (0-100, rounded); null without ratings. */
  satisfaction: z.number().int().nullable(),
  questions: z.array(sessionFeedbackQuestionSchema),
});
export type SessionFeedbackSummary = z.infer<typeof sessionFeedbackSummarySchema>;

export const mdiFeedbackReportSchema = z.object({
  processes: z.number().int(),
  measurements: z.array(measurementRateSchema),
  questions: z.array(reportQuestionSchema),
  sessions: z.array(sessionFeedbackSummarySchema),
});
export type MdiFeedbackReport = z.infer<typeof mdiFeedbackReportSchema>;

export const reportTextSources = ['MDI', 'SESSION_FEEDBACK'] as const;
export const reportTextsQuerySchema = mdiFeedbackFilterFields
  .extend(pageQuerySchema.shape)
  .extend({
    source: z.enum(reportTextSources).default('SESSION_FEEDBACK'),
    search: z.string().trim().max(200).optional(),
  })
  .refine(...periodInOrder);
export type ReportTextsQuery = z.input<typeof reportTextsQuerySchema>;
export const reportTextSchema = z.object({
  processName: z.string(),
  clientName: z.string(),
  /** 'Línea base', 'Sesión 2'... */
  label: z.string(),
  role: z.enum(['MENTOR', 'STUDENT']),
  question: z.string(),
  answer: z.string(),
  answeredAt: z.string().nullable(),
});
export type ReportText = z.infer<typeof reportTextSchema>;
export const reportTextsSchema = paginated(reportTextSchema);
export type ReportTexts = z.infer<typeof reportTextsSchema>;

// ── Workshops ────────────────────────────────────────────────────────────────────────────────────────────────

export const workshopGroupings = ['workshop', 'workshopType', 'methodology', 'coach', 'client'] as const;
export type WorkshopGrouping = (typeof workshopGroupings)[number];
export const workshopGroupingLabels: Record<WorkshopGrouping, string> = {
  workshop: 'Taller',
  workshopType: 'Tipo de taller',
  methodology: 'Metodología',
  coach: 'Coach',
  client: 'Cliente',
};

/** The period is when the answers were sent. */
const workshopFilterFields = z.object({
  groupBy: z.enum(workshopGroupings).default('workshop'),
  workshopId: z.guid().optional(),
  workshopType: z.enum(workshopTypes).optional(),
  methodology: z.enum(workshopMethodologies).optional(),
  coachId: z.guid().optional(),
  clientId: z.guid().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export const workshopReportFiltersSchema = workshopFilterFields.refine(...periodInOrder);
export const workshopExportQuerySchema = workshopFilterFields.extend(chartField).refine(...periodInOrder);
export type WorkshopReportFilters = z.input<typeof workshopReportFiltersSchema>;

export const workshopGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Open invitations (surveys shared) in the group. */
  surveys: z.number().int(),
  responses: z.number().int(),
});
export type WorkshopGroup = z.infer<typeof workshopGroupSchema>;

export const workshopQuestionSchema = answerDistributionSchema.extend({
  key: z.string(),
  title: z.string(),
  survey: z.string(),
  kind: z.enum(reportQuestionKinds),
  choices: z.array(z.string()),
  byGroup: z.array(answerDistributionSchema.extend({ key: z.string() })),
});
export type WorkshopQuestion = z.infer<typeof workshopQuestionSchema>;

export const workshopReportSchema = z.object({
  groupBy: z.enum(workshopGroupings),
  groups: z.array(workshopGroupSchema),
  questions: z.array(workshopQuestionSchema),
});
export type WorkshopReport = z.infer<typeof workshopReportSchema>;

export const MDI_FEEDBACK_REPORT_FILE = 'Reporte-MDI-Feedback';
export const WORKSHOP_REPORT_FILE = 'Reporte-Talleres';

/** Numbers as people in Chile read them: a comma for decimals. */
export const formatDecimal = (value: number, digits = 1) =>
  value.toLocaleString('es-CL', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The change told in one sentence, for people who do not read confidence intervals: how much the answer moved on
 * average, how sure we are of it, and how many improved.
 */
export function changeSentence(input: {
  label: string;
  role: 'MENTOR' | 'STUDENT';
  people: number;
  meanChange: number;
  improvedShare: number;
  low: number | null;
  high: number | null;
}): string {
  const role = input.role === 'MENTOR' ? ['mentora', 'mentoras'] : ['mentee', 'mentees'];
  const direction =
    input.meanChange > 0
      ? `subió ${formatDecimal(input.meanChange)} puntos`
      : input.meanChange < 0
        ? `bajó ${formatDecimal(-input.meanChange)} puntos`
        : 'no cambió';
  const since = `Entre la línea base y ${input.label.toLowerCase()}`;
  if (input.people === 1)
    return `${since}, la respuesta de la única ${role[0]} que contestó ambas ${direction}. Con una sola persona no se puede estimar su precisión.`;
  const base = `${since}, la respuesta de las ${input.people} ${role[1]} que contestaron ambas ${direction} en promedio; ${input.improvedShare} % mejoró.`;
  if (input.low === null || input.high === null)
    return `${base} Con tan pocas respuestas no se puede estimar su precisión.`;
  const certain = input.low > 0 || input.high < 0;
  return (
    `${base} Con 95 % de confianza el cambio está entre ${formatDecimal(input.low)} y ${formatDecimal(input.high)}` +
    (certain ? ', así que no se explica por azar.' : ', así que aún podría deberse al azar.')
  );
}
