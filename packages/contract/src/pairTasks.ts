import { z } from 'zod';
import { resourceId } from './ids';

/**
 * The tasks a mentoring pair agrees on (spec 002 §3 "Task", §4.4, §5.7, §7.5; 001 §7): a counter (NUMBER, from 0 up
 * to its maxValue ≥ 1) or a checklist item (CHECKBOX, 0 or 1). Written by the pair's two people, read by admins too,
 * and heard live by the partner (GraphQL subscription `pairTasksChanged`).
 */

export const pairTaskTypes = ['NUMBER', 'CHECKBOX'] as const;
export type PairTaskType = (typeof pairTaskTypes)[number];

export const PAIR_TASK_NAME_MAX = 200;
export const PAIR_TASK_DESCRIPTION_MAX = 2000;
/** The largest counter a task may have (a sanity bound; the spec only sets the minimum, 1). */
export const PAIR_TASK_MAX_VALUE_MAX = 10_000;
/** The highest session number a task may name. */
export const PAIR_TASK_SESSION_MAX = 50;

export const pairTaskMessages = {
  nameRequired: 'Ingresa el nombre',
  dueDateRequired: 'Ingresa la fecha límite',
  typeRequired: 'Selecciona el tipo',
  maxValueRequired: 'Ingresa la cantidad',
  completed: 'Completado',
  pending: 'Pendiente',
  // Not worded by the spec.
  nameTooLong: `El nombre puede tener hasta ${PAIR_TASK_NAME_MAX} caracteres`,
  descriptionTooLong: `La descripción puede tener hasta ${PAIR_TASK_DESCRIPTION_MAX} caracteres`,
  dueDateInvalid: 'Ingresa una fecha límite válida (AAAA-MM-DD)',
  maxValueTooLarge: `La cantidad puede ser hasta ${PAIR_TASK_MAX_VALUE_MAX}`,
  checkboxMaxValue: 'Una tarea de checklist tiene cantidad 1',
  valueInvalid: 'Ingresa un avance válido',
  valueOutOfRange: (maxValue: number) => `El avance debe estar entre 0 y ${maxValue}`,
  sessionInvalid: 'La sesión no es válida',
  typeLocked: 'El tipo de una tarea no se puede cambiar una vez creada',
  maxValueLocked: 'La cantidad de una tarea no se puede cambiar una vez creada',
  taskNotFound: 'La tarea no existe',
  pairDisabled: 'La dupla fue desactivada: sus tareas son de solo lectura',
} as const;

export const pairTaskErrorTypes = {
  taskNotFound: 'pair_task_not_found',
  locked: 'pair_task_locked',
  valueOutOfRange: 'pair_task_value_out_of_range',
  pairDisabled: 'pair_disabled',
} as const;

/** Spec 002 §4.4: completed when the checkbox is ticked, or a counter reaches its maximum. */
export function isPairTaskCompleted(task: { type: PairTaskType; value: number; maxValue: number }): boolean {
  return task.type === 'CHECKBOX' ? task.value >= 1 : task.value >= task.maxValue;
}

/** 'Completado' or 'Pendiente', as the guide and its PDF show a task. */
export const pairTaskStatusLabel = (task: { type: PairTaskType; value: number; maxValue: number }) =>
  isPairTaskCompleted(task) ? pairTaskMessages.completed : pairTaskMessages.pending;

const nameSchema = z
  .string({ error: pairTaskMessages.nameRequired })
  .trim()
  .min(1, pairTaskMessages.nameRequired)
  .max(PAIR_TASK_NAME_MAX, pairTaskMessages.nameTooLong);
const descriptionSchema = z
  .string({ error: pairTaskMessages.descriptionTooLong })
  .trim()
  .max(PAIR_TASK_DESCRIPTION_MAX, pairTaskMessages.descriptionTooLong);
const dueDateSchema = z
  .string({ error: pairTaskMessages.dueDateRequired })
  .trim()
  .min(1, pairTaskMessages.dueDateRequired)
  .pipe(z.iso.date({ error: pairTaskMessages.dueDateInvalid }));
const typeSchema = z.enum(pairTaskTypes, { error: pairTaskMessages.typeRequired });
const maxValueSchema = z
  .number({ error: pairTaskMessages.maxValueRequired })
  .int(pairTaskMessages.maxValueRequired)
  .min(1, pairTaskMessages.maxValueRequired)
  .max(PAIR_TASK_MAX_VALUE_MAX, pairTaskMessages.maxValueTooLarge);
const sessionNumberSchema = z
  .number({ error: pairTaskMessages.sessionInvalid })
  .int(pairTaskMessages.sessionInvalid)
  .min(1, pairTaskMessages.sessionInvalid)
  .max(PAIR_TASK_SESSION_MAX, pairTaskMessages.sessionInvalid);

/**
 * POST /api/process/pair/{pairId}/task. maxValue is required for a counter (≥ 1); a checklist item's is 1 (it may be
 * left out). The value starts at 0.
 */
export const createPairTaskSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.optional().default(''),
    dueDate: dueDateSchema,
    type: typeSchema,
    maxValue: maxValueSchema.optional(),
    sessionNumber: sessionNumberSchema.nullish(),
  })
  .superRefine((task, ctx) => {
    if (task.type === 'NUMBER' && task.maxValue === undefined) {
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: pairTaskMessages.maxValueRequired });
    }
    if (task.type === 'CHECKBOX' && task.maxValue !== undefined && task.maxValue !== 1) {
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: pairTaskMessages.checkboxMaxValue });
    }
  })
  .transform(({ maxValue, sessionNumber, ...task }) => ({
    ...task,
    maxValue: task.type === 'CHECKBOX' ? 1 : maxValue!,
    sessionNumber: sessionNumber ?? null,
  }));
export type CreatePairTaskRequest = z.input<typeof createPairTaskSchema>;
export type CreatePairTask = z.output<typeof createPairTaskSchema>;

/**
 * PUT /api/process/pair/{pairId}/task/{taskId}: only the fields sent change. The value goes from 0 to the task's
 * maxValue (checked against the stored task); type and maxValue are fixed once created (spec 002 §5.7), so they may be
 * sent only unchanged.
 */
export const updatePairTaskSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  dueDate: dueDateSchema.optional(),
  value: z
    .number({ error: pairTaskMessages.valueInvalid })
    .int(pairTaskMessages.valueInvalid)
    .min(0, pairTaskMessages.valueInvalid)
    .max(PAIR_TASK_MAX_VALUE_MAX, pairTaskMessages.valueInvalid)
    .optional(),
  type: typeSchema.optional(),
  maxValue: maxValueSchema.optional(),
});
export type UpdatePairTaskRequest = z.input<typeof updatePairTaskSchema>;

export const pairTaskParamsSchema = z.object({
  pairId: resourceId('La dupla no existe'),
  taskId: resourceId(pairTaskMessages.taskNotFound),
});

export const pairTaskSchema = z.object({
  taskId: z.string(),
  pairId: z.string(),
  /** The session whose guide it was agreed in; null when added outside a guide. */
  sessionNumber: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  type: z.enum(pairTaskTypes),
  maxValue: z.number().int(),
  value: z.number().int(),
  /** Spec 002 §4.4 ('Completado' when true, 'Pendiente' otherwise). */
  completed: z.boolean(),
  createdById: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PairTask = z.infer<typeof pairTaskSchema>;
export const pairTaskListSchema = z.array(pairTaskSchema);

/** What the partner hears on `pairTasksChanged(pairId)`: the change, and the pair's whole list after it. */
export const pairTaskChangeKinds = ['CREATED', 'UPDATED', 'DELETED'] as const;
export interface PairTasksChange {
  pairId: string;
  kind: (typeof pairTaskChangeKinds)[number];
  taskId: string;
  /** The task as it is now; null when it was deleted. */
  task: PairTask | null;
  /** Every task of the pair after the change, oldest first. */
  tasks: PairTask[];
  /** Who made the change. */
  changedById: string;
}

// ── The guide's other member calls (objective, session document, PDF) ──────────────────────────────────────────

/** GET /api/answers/objective/{pairId}: the mentee's main objective of the pair, or null (spec 002 §3, §7.3). */
export const pairObjectiveSchema = z
  .object({ adviceId: z.string(), adviceName: z.string() })
  .nullable()
  .describe('El objetivo principal de la dupla (adviceId, adviceName), o null si no tiene.');
export type PairObjective = z.infer<typeof pairObjectiveSchema>;

export const pairSessionParamsSchema = z.object({
  pairId: resourceId('La dupla no existe'),
  sessionNumber: z.coerce
    .number({ error: pairTaskMessages.sessionInvalid })
    .int(pairTaskMessages.sessionInvalid)
    .min(1, pairTaskMessages.sessionInvalid)
    .max(PAIR_TASK_SESSION_MAX, pairTaskMessages.sessionInvalid),
});

/** A session's material given as a link rather than a stored file: the web opens the URL. */
export const sessionDocumentLinkSchema = z.object({ link: z.string() });

export const sessionGuideMessages = {
  documentNotFound: 'Esta sesión no tiene documento para tu rol',
  sessionNotFound: 'La sesión no existe',
  guideNotAnswered: 'La pauta de esta sesión aún no ha sido respondida.',
  noTasks: 'La dupla no tiene tareas.',
} as const;

/** The guide's PDF download name (spec 002 §2.6). */
export const sessionGuidePdfFileName = (sessionNumber: number) => `Pauta sesión ${sessionNumber}.pdf`;
