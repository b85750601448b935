import { z } from 'zod';
import { requiredText } from './messages';
import { pageQuerySchema, paginated } from './people';
import { bankQuestionSchema } from './questionnaires';

// ── Impact measurements (MDI; spec 002 §2.3, §3 "MDI", §5.3, §8) ──────────────────────────────────────────

export const mdiSubTypes = ['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH'] as const;
export const mdiSubTypeSchema = z.enum(mdiSubTypes, { message: 'Seleccione el tipo de medición' });
export type MdiSubType = z.infer<typeof mdiSubTypeSchema>;
export const mdiSubTypeLabels: Record<MdiSubType, string> = {
  BASELINE: 'Línea base',
  POST_PROCESS: 'Post proceso',
  POST_PROCESS_SIX_MONTH: '6 meses',
  POST_PROCESS_TWELVE_MONTH: '12 meses',
};
/** A measurement without its own sub-type takes the one of its position (the first is the baseline...). */
export const defaultMdiSubType = (position: number): MdiSubType | null => mdiSubTypes[position] ?? null;

export const MDI_TEXT_MAX = 200;
/** Enough for any real measurement set; bounds what one request can make the server check. */
export const MDI_MEASUREMENTS_MAX = 20;
export const MDI_QUESTIONS_PER_ROLE_MAX = 100;

export const mdiMessages = {
  nameRequired: 'Ingrese nombre de la medición de impacto',
  measurementsRequired: 'Debe ingresar como una medición',
  measurementNameRequired: 'Ingrese nombre de la medición',
  questionsPerRoleRequired: 'Debe ingresar como minimo una pregunta por rol a cada medición',
  tooLong: 'El texto es demasiado largo',
  tooMany: 'Demasiados elementos',
  confirmDeleteMeasurement: 'Deseas borrar esta medición?',
  created: '¡Mdi creado con exito!',
  updated: '¡Mdi editado con exito!',
  deleted: '¡Mdi borrado con exito!',
} as const;

export const mdiErrorTypes = {
  notFound: 'mdi_not_found',
  unknownQuestion: 'mdi_unknown_question',
  inUse: 'mdi_service_delete_mdi_in_use_error',
} as const;
export const mdiErrorMessages: Record<string, string> = {
  [mdiErrorTypes.notFound]: 'Medición de impacto no encontrada',
  [mdiErrorTypes.unknownQuestion]: 'Una de las preguntas elegidas ya no existe en el banco de preguntas',
  [mdiErrorTypes.inUse]: 'No se puede borrar la medición de impacto porque un proceso la usa',
};

const requiredMdiText = (message: string) => requiredText(message, MDI_TEXT_MAX, mdiMessages.tooLong);

const questionIdsSchema = z
  .array(z.uuid({ error: mdiMessages.questionsPerRoleRequired }), { error: mdiMessages.questionsPerRoleRequired })
  .min(1, mdiMessages.questionsPerRoleRequired)
  .max(MDI_QUESTIONS_PER_ROLE_MAX, mdiMessages.tooMany)
  // The same question twice in one role's list would be asked twice.
  .transform((ids) => [...new Set(ids)]);

export const measurementPayloadSchema = z.object({
  measurementName: requiredMdiText(mdiMessages.measurementNameRequired),
  /** Omitted: the sub-type of the measurement's position. */
  subType: mdiSubTypeSchema.nullish(),
  autoSend: z.boolean().default(false),
  mentorQuestions: questionIdsSchema,
  studentQuestions: questionIdsSchema,
});

export const mdiPayloadSchema = z.object({
  name: requiredMdiText(mdiMessages.nameRequired),
  measurements: z
    .array(measurementPayloadSchema, { error: mdiMessages.measurementsRequired })
    .min(1, mdiMessages.measurementsRequired)
    .max(MDI_MEASUREMENTS_MAX, mdiMessages.tooMany),
});
export type MdiPayload = z.input<typeof mdiPayloadSchema>;
export type ParsedMdiPayload = z.output<typeof mdiPayloadSchema>;

export const measurementSchema = z.object({
  measurementId: z.string(),
  measurementName: z.string(),
  subType: mdiSubTypeSchema.nullable(),
  autoSend: z.boolean(),
  mentorQuestions: z.array(z.string()),
  studentQuestions: z.array(z.string()),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const mdiSchema = z.object({
  mdiId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  measurements: z.array(measurementSchema),
});
export type Mdi = z.infer<typeof mdiSchema>;

/** The MDI as respondents see it: each measurement's questions from the bank, in the chosen order. */
export const mdiPreviewSchema = mdiSchema.extend({
  measurements: z.array(
    measurementSchema.extend({
      mentorQuestions: z.array(bankQuestionSchema),
      studentQuestions: z.array(bankQuestionSchema),
    }),
  ),
});
export type MdiPreview = z.infer<typeof mdiPreviewSchema>;

export const mdiListQuerySchema = pageQuerySchema.extend({
  /** Empty or '.*' lists every MDI; anything else is a case-insensitive part of the name. */
  searchFilter: z.string().max(100).optional().default(''),
  /** false: the first 100, for selects. */
  pagination: z
    .enum(['true', 'false'])
    .optional()
    .default('true')
    .transform((v) => v === 'true'),
});
export type MdiListQuery = z.input<typeof mdiListQuerySchema>;
export const mdiListSchema = paginated(mdiSchema);
export type MdiList = z.infer<typeof mdiListSchema>;

/** Any text: an id that names nothing (malformed or not) answers 404, not 400. */

// ── Questionary bundles (spec 002 §2.5, §3 "Questionary bundle", §5.6, §9) ─────────────────────────────────

export const bundleEntityTypes = ['MDI', 'SESSION_FEEDBACK'] as const;
export const bundleEntityTypeSchema = z.enum(bundleEntityTypes, { message: 'Seleccione el tipo de grupo' });
export type BundleEntityType = z.infer<typeof bundleEntityTypeSchema>;
/** The route segment of each type (/admin/questionary-bundles/mdi, /session_feedback). */
export const bundleRouteTypes: Record<BundleEntityType, string> = { MDI: 'mdi', SESSION_FEEDBACK: 'session_feedback' };
export const bundleEntityTypeLabels: Record<BundleEntityType, string> = {
  MDI: 'Mediciones de impacto',
  SESSION_FEEDBACK: 'Feedback sesiones',
};
/** Spec 002 §9: a new bundle starts with 4 measurements (MDI) or 3 sessions (session feedback). */
export const bundleDefaultSlots: Record<BundleEntityType, number> = { MDI: 4, SESSION_FEEDBACK: 3 };
/** The automatic-send checkbox is offered from this MDI slot index on (the fifth measurement). */
export const BUNDLE_AUTO_SEND_FROM_SLOT = 4;
export const BUNDLE_SLOTS_MAX = 20;

export const bundleUserRoles = ['MENTOR', 'STUDENT'] as const;
export const bundleUserRoleSchema = z.enum(bundleUserRoles);
export type BundleUserRole = z.infer<typeof bundleUserRoleSchema>;
export const bundleUserRoleLabels: Record<BundleUserRole, string> = { MENTOR: 'Mentora', STUDENT: 'Mentee' };

/**
 * What a slot is sent as: the measurement sub-type for MDI (slots past the fourth are numbered measurements),
 * the session number for session feedback.
 */
export function bundleSlotSubType(entityType: BundleEntityType, slot: number): string {
  if (entityType === 'SESSION_FEEDBACK') return String(slot + 1);
  return mdiSubTypes[slot] ?? `MEASUREMENT_${slot + 1}`;
}
export function bundleSlotLabel(entityType: BundleEntityType, slot: number): string {
  if (entityType === 'SESSION_FEEDBACK') return `Sesión ${slot + 1}`;
  const subType = mdiSubTypes[slot];
  return subType ? mdiSubTypeLabels[subType] : `Medición ${slot + 1}`;
}

export const bundleMessages = {
  nameRequired: 'Por favor ingrese un nombre',
  questionaryRequired: 'Por favor seleccione un cuestionario',
  slotsMin: 'Debe tener como mínimo una sesión',
  slotPair: 'Cada sesión o medición necesita un cuestionario para mentoras y uno para mentees',
  autoSendNotAllowed: 'El envío automático solo se permite desde la quinta medición',
  subTypeMismatch: 'El tipo de envío no corresponde a su posición',
  tooLong: 'El texto es demasiado largo',
  tooMany: 'Demasiadas sesiones',
  created: 'Creado exitosamente',
} as const;

export const bundleErrorTypes = {
  notFound: 'questionary_bundle_not_found',
  invalidQuestionary: 'questionary_bundle_invalid_questionary',
} as const;
export const bundleErrorMessages: Record<string, string> = {
  [bundleErrorTypes.notFound]: 'Grupo de cuestionarios no encontrado',
  [bundleErrorTypes.invalidQuestionary]: 'Uno de los cuestionarios elegidos no existe o no es del tipo correcto',
};

export const bundleItemPayloadSchema = z.object({
  questionaryId: z.uuid({ error: bundleMessages.questionaryRequired }),
  user_role: bundleUserRoleSchema,
  /** Optional: the slot's own sub-type is stored; a different one is refused. */
  entitySubType: z.string().max(50).optional(),
  autoSend: z.boolean().default(false),
});

export const bundlePayloadSchema = z.object({
  name: z
    .string({ error: bundleMessages.nameRequired })
    .trim()
    .min(1, { error: bundleMessages.nameRequired, abort: true })
    .max(MDI_TEXT_MAX, bundleMessages.tooLong),
  entityType: bundleEntityTypeSchema,
  /** Two per slot, in slot order: the mentor's and the student's (either order within the slot). */
  questionaries: z
    .array(bundleItemPayloadSchema, { error: bundleMessages.slotsMin })
    .min(2, bundleMessages.slotsMin)
    .max(BUNDLE_SLOTS_MAX * 2, bundleMessages.tooMany),
});
export type BundlePayload = z.input<typeof bundlePayloadSchema>;
export type ParsedBundlePayload = z.output<typeof bundlePayloadSchema>;

export const bundleItemSchema = z.object({
  questionaryId: z.string(),
  user_role: bundleUserRoleSchema,
  entitySubType: z.string(),
  autoSend: z.boolean(),
  /** Filled in the detail. */
  name: z.string().optional(),
  type: z.string().optional(),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const bundleSchema = z.object({
  questionaryBundleId: z.string(),
  name: z.string(),
  entityType: bundleEntityTypeSchema,
  createdAt: z.string(),
  /** questionaries / 2 (spec 001 §7). */
  sessions: z.number().int(),
  questionaries: z.array(bundleItemSchema),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const bundleListQuerySchema = pageQuerySchema.extend({ entityType: bundleEntityTypeSchema });
export type BundleListQuery = z.input<typeof bundleListQuerySchema>;
export const bundleListSchema = paginated(bundleSchema);
export type BundleList = z.infer<typeof bundleListSchema>;

// ── Dynamic mentorship templates ('Pautas'; spec 002 §2.5, §3 "Dynamic mentorship", §5.6) ─────────────────────

export const BASE_OBJECTIVE = 'BASE';
export const DYNAMIC_MENTORSHIP_DEFAULT_SESSIONS = 3;
export const DYNAMIC_MENTORSHIP_SESSIONS_MAX = 20;

export const dynamicMentorshipMessages = {
  nameRequired: 'Por favor ingrese un nombre',
  questionaryRequired: 'Por favor seleccione un cuestionario',
  sessionsMin: 'Debe tener como mínimo una sesión',
  sessionsMax: `Como máximo ${DYNAMIC_MENTORSHIP_SESSIONS_MAX} sesiones`,
  unexpectedObjective: 'Hay un cuestionario para una sesión u objetivo que la pauta no tiene',
  tooLong: 'El texto es demasiado largo',
  nonDynamic: 'Pauta no dinamica',
  created: 'Pauta creada con exito',
  empty: 'No hay pautas',
} as const;

export const dynamicMentorshipErrorTypes = {
  notFound: 'dynamic_mentorship_not_found',
  invalidQuestionary: 'dynamic_mentorship_invalid_questionary',
} as const;
export const dynamicMentorshipErrorMessages: Record<string, string> = {
  [dynamicMentorshipErrorTypes.notFound]: 'Pauta no encontrada',
  [dynamicMentorshipErrorTypes.invalidQuestionary]:
    'Uno de los cuestionarios elegidos no existe o no es una pauta de mentoría',
};

/** session number → objective id ('BASE' or an advice id) → questionary id. */
export const dynamicMentorshipQuestionariesSchema = z.record(
  z.string().regex(/^\d{1,3}$/, 'Número de sesión inválido'),
  z.record(z.string().max(100), z.uuid({ error: dynamicMentorshipMessages.questionaryRequired })),
);
export type DynamicMentorshipQuestionaries = z.infer<typeof dynamicMentorshipQuestionariesSchema>;

export const dynamicMentorshipPayloadSchema = z.object({
  name: z
    .string({ error: dynamicMentorshipMessages.nameRequired })
    .trim()
    .min(1, { error: dynamicMentorshipMessages.nameRequired, abort: true })
    .max(MDI_TEXT_MAX, dynamicMentorshipMessages.tooLong),
  sessions: z
    .number({ error: dynamicMentorshipMessages.sessionsMin })
    .int(dynamicMentorshipMessages.sessionsMin)
    .min(1, dynamicMentorshipMessages.sessionsMin)
    .max(DYNAMIC_MENTORSHIP_SESSIONS_MAX, dynamicMentorshipMessages.sessionsMax)
    .default(DYNAMIC_MENTORSHIP_DEFAULT_SESSIONS),
  /** false = 'Pauta no dinamica': the base objective only. */
  isDynamic: z.boolean().default(true),
  questionaries: dynamicMentorshipQuestionariesSchema,
});
export type DynamicMentorshipPayload = z.input<typeof dynamicMentorshipPayloadSchema>;
export type ParsedDynamicMentorshipPayload = z.output<typeof dynamicMentorshipPayloadSchema>;

export const dynamicMentorshipItemSchema = z.object({
  sessionNumber: z.number().int(),
  objectiveId: z.string(),
  /** 'Base' or the advice's name. */
  objectiveName: z.string(),
  questionaryId: z.string(),
  questionaryName: z.string(),
});
export type DynamicMentorshipItem = z.infer<typeof dynamicMentorshipItemSchema>;

export const dynamicMentorshipSchema = z.object({
  dynamicMentorshipId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  sessions: z.number().int(),
  isDynamic: z.boolean(),
  questionaries: dynamicMentorshipQuestionariesSchema,
});
export type DynamicMentorship = z.infer<typeof dynamicMentorshipSchema>;
export const dynamicMentorshipDetailSchema = dynamicMentorshipSchema.extend({
  items: z.array(dynamicMentorshipItemSchema),
});
export type DynamicMentorshipDetail = z.infer<typeof dynamicMentorshipDetailSchema>;

export const dynamicMentorshipListQuerySchema = pageQuerySchema;
export const dynamicMentorshipListSchema = paginated(dynamicMentorshipSchema);
export type DynamicMentorshipList = z.infer<typeof dynamicMentorshipListSchema>;

export const dynamicMentorshipQuestionaryQuerySchema = z.object({
  sessionNumber: z.coerce.number({ error: 'Número de sesión inválido' }).int().min(1).max(1000),
  adviceId: z.string().max(100).optional().default(BASE_OBJECTIVE),
});
export const dynamicMentorshipQuestionarySchema = z.object({ questionaryId: z.string() });
