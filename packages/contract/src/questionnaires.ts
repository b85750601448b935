import { z } from 'zod';
import { paginated } from './people';
import { resourceId } from './ids';

// ── Question bank (spec 002 §3 "Question (bank)", §5.4) ─────────────────────────────────────────────

export const bankQuestionTypes = ['ALTERNATIVE', 'ALTERNATIVE_MULTIPLE', 'RATE', 'TEXT'] as const;
export type BankQuestionType = (typeof bankQuestionTypes)[number];
/** Spec 002 §9 "Question type labels". */
export const bankQuestionTypeLabels: Record<BankQuestionType, string> = {
  ALTERNATIVE: 'Alternativas',
  ALTERNATIVE_MULTIPLE: 'Alternativas multiples',
  RATE: 'Calificación',
  TEXT: 'Texto',
};

export const questionBankMessages = {
  typeRequired: 'Seleccione un tipo de pregunta',
  questionRequired: 'Ingrese pregunta',
  twoAlternatives: 'Como minimo, la pregunta debe tener dos alternativas',
  alternativeRequired: 'Se debe ingresar una alternativa',
  rowsAndColumns: 'Se deben rellenar columnas y filas',
  rateTerms: 'Se deben rellenar los terminos',
  scaleRange: 'La escala debe ser de 1 a 10',
  tooLong: 'El texto es demasiado largo',
  created: 'Pregunta creada con exito',
} as const;

/** Spec 002 §9: RATE scale count 1 to 10 (default 1). */
export const RATE_SCALE_MIN = 1;
export const RATE_SCALE_MAX = 10;
export const RATE_SCALE_DEFAULT = 1;
const QUESTION_TEXT_MAX = 500;
const ALTERNATIVE_MAX = 200;
const ALTERNATIVES_MAX = 30;

/** The stored list of a RATE question: its scale as the strings '0'..'N' (spec 002 §3). */
export function rateScaleAlternatives(scale: number): string[] {
  return Array.from({ length: scale + 1 }, (_, i) => String(i));
}

const alternativeList = z
  .array(z.string().trim().max(ALTERNATIVE_MAX, questionBankMessages.tooLong))
  .max(ALTERNATIVES_MAX);

/**
 * Body of POST /api/questions. Only the fields of the chosen type are kept: `other` for ALTERNATIVE,
 * `alternativesMultiple` (rows) with `alternatives` (columns) for ALTERNATIVE_MULTIPLE, `rate` and `scale` for RATE.
 */
export const bankQuestionPayloadSchema = z
  .object({
    question: z
      .string({ error: questionBankMessages.questionRequired })
      .trim()
      .min(1, questionBankMessages.questionRequired)
      .max(QUESTION_TEXT_MAX, questionBankMessages.tooLong),
    type: z.enum(bankQuestionTypes, { error: questionBankMessages.typeRequired }),
    alternatives: alternativeList.default([]),
    other: z.boolean().default(false),
    alternativesMultiple: alternativeList.default([]),
    rate: z
      .object({
        left: z.string().trim().max(ALTERNATIVE_MAX, questionBankMessages.tooLong).default(''),
        right: z.string().trim().max(ALTERNATIVE_MAX, questionBankMessages.tooLong).default(''),
      })
      .nullish(),
    scale: z.coerce
      .number({ error: questionBankMessages.scaleRange })
      .int(questionBankMessages.scaleRange)
      .min(RATE_SCALE_MIN, questionBankMessages.scaleRange)
      .max(RATE_SCALE_MAX, questionBankMessages.scaleRange)
      .default(RATE_SCALE_DEFAULT),
  })
  .superRefine((value, ctx) => {
    const blank = (list: string[]) => list.some((item) => item === '');
    if (value.type === 'ALTERNATIVE') {
      if (value.alternatives.length === 0 || blank(value.alternatives)) {
        ctx.addIssue({ code: 'custom', path: ['alternatives'], message: questionBankMessages.alternativeRequired });
      } else if (value.alternatives.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['alternatives'], message: questionBankMessages.twoAlternatives });
      }
    }
    if (value.type === 'ALTERNATIVE_MULTIPLE') {
      const { alternatives: columns, alternativesMultiple: rows } = value;
      if (columns.length === 0 || rows.length === 0 || blank(columns) || blank(rows)) {
        ctx.addIssue({ code: 'custom', path: ['alternativesMultiple'], message: questionBankMessages.rowsAndColumns });
      }
    }
    if (value.type === 'RATE' && (!value.rate?.left || !value.rate?.right)) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: questionBankMessages.rateTerms });
    }
  })
  .transform((value) => ({
    question: value.question,
    type: value.type,
    alternatives:
      value.type === 'RATE' ? rateScaleAlternatives(value.scale) : value.type === 'TEXT' ? [] : value.alternatives,
    other: value.type === 'ALTERNATIVE' ? value.other : false,
    alternativesMultiple: value.type === 'ALTERNATIVE_MULTIPLE' ? value.alternativesMultiple : [],
    rate: value.type === 'RATE' && value.rate ? { left: value.rate.left, right: value.rate.right } : null,
  }));
export type BankQuestionPayload = z.input<typeof bankQuestionPayloadSchema>;
export type ParsedBankQuestionPayload = z.output<typeof bankQuestionPayloadSchema>;

export const bankQuestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(bankQuestionTypes),
  alternatives: z.array(z.string()),
  other: z.boolean(),
  alternativesMultiple: z.array(z.string()),
  rate: z.object({ left: z.string(), right: z.string() }).nullable(),
  createdAt: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const QUESTIONS_PAGE_SIZE = 10;
/** The most one call returns with pagination=false (pickers). */
export const LOOKUP_SELECT_MAX = 100;

const paginationFlag = z
  .enum(['true', 'false'])
  .optional()
  .default('true')
  .transform((v) => v === 'true');

export const bankQuestionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(QUESTIONS_PAGE_SIZE),
  /** A case-insensitive part of the question text; empty lists every question. */
  searchFilter: z.string().max(100).optional().default(''),
  pagination: paginationFlag,
});
export const bankQuestionListSchema = paginated(bankQuestionSchema);
export type BankQuestionList = z.infer<typeof bankQuestionListSchema>;

// ── Questionary (spec 002 §3 "Questionary", "Questionary question types", "Condition") ────────────────

export const questionaryTypes = ['MDI', 'SESSION_FEEDBACK', 'MENTORSHIP_GUIDE', 'WORKSHOP_FEEDBACK'] as const;
export type QuestionaryType = (typeof questionaryTypes)[number];
export const questionaryTypeLabels: Record<QuestionaryType, string> = {
  MDI: 'Medición de impacto',
  SESSION_FEEDBACK: 'Feedback de sesión',
  MENTORSHIP_GUIDE: 'Pauta de sesión',
  WORKSHOP_FEEDBACK: 'Feedback de taller',
};

export const questionaryRoles = ['MENTOR', 'STUDENT', 'OTHER', 'ANY'] as const;
export type QuestionaryRole = (typeof questionaryRoles)[number];
/** Spec 002 §1: Mentor/a, Mentee, Otro, Cualquiera. */
export const questionaryRoleLabels: Record<QuestionaryRole, string> = {
  MENTOR: 'Mentor/a',
  STUDENT: 'Mentee',
  OTHER: 'Otro',
  ANY: 'Cualquiera',
};

export const questionTypes = [
  'TEXT',
  'OPTIONS',
  'MULTIPLE_CHOICE',
  'RATE',
  'NUMERIC',
  'LIKERT-LIKE-GROUP',
  'SESSION_OBJECTIVE',
  'TASK',
  'MARKDOWN',
] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeLabels: Record<QuestionType, string> = {
  TEXT: 'Texto',
  OPTIONS: 'Alternativas',
  MULTIPLE_CHOICE: 'Selección múltiple',
  RATE: 'Calificación',
  NUMERIC: 'Número',
  'LIKERT-LIKE-GROUP': 'Grupo tipo Likert',
  SESSION_OBJECTIVE: 'Objetivo de la sesión',
  TASK: 'Tarea',
  MARKDOWN: 'Texto informativo',
};
/** Types the respondent answers; TASK and MARKDOWN only show content. */
export const answerableQuestionTypes: readonly QuestionType[] = [
  'TEXT',
  'OPTIONS',
  'MULTIPLE_CHOICE',
  'RATE',
  'NUMERIC',
  'LIKERT-LIKE-GROUP',
  'SESSION_OBJECTIVE',
];
/** Types a condition may refer to: those whose answer is one text, number or list of option ids. */
export const conditionSourceTypes: readonly QuestionType[] = [
  'TEXT',
  'OPTIONS',
  'MULTIPLE_CHOICE',
  'RATE',
  'NUMERIC',
  'SESSION_OBJECTIVE',
];
/** Types whose options are the choices (OPTIONS, MULTIPLE_CHOICE) or the rows (LIKERT-LIKE-GROUP). */
export const typesWithOptions: readonly QuestionType[] = ['OPTIONS', 'MULTIPLE_CHOICE', 'LIKERT-LIKE-GROUP'];
/** Types answered on a numeric scale given by `rangeInfo`. */
export const typesWithRange: readonly QuestionType[] = ['RATE', 'LIKERT-LIKE-GROUP'];

export const conditionTypes = ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'] as const;
export type ConditionType = (typeof conditionTypes)[number];
export const conditionTypeLabels: Record<ConditionType, string> = {
  EQUAL: 'es igual a',
  NOT_EQUAL: 'es distinto de',
  GREATER: 'es mayor que',
  LESS: 'es menor que',
  GREATER_OR_EQUAL: 'es mayor o igual a',
  LESS_OR_EQUAL: 'es menor o igual a',
};

export const questionaryMessages = {
  nameRequired: 'Ingrese nombre del cuestionario',
  typeRequired: 'Seleccione el tipo de cuestionario',
  roleRequired: 'Seleccione el rol',
  groupsRequired: 'Agregue al menos un grupo de preguntas',
  groupTitleRequired: 'Ingrese el título del grupo',
  groupQuestionsRequired: 'Cada grupo debe tener al menos una pregunta',
  minutesInvalid: 'Los minutos deben ser un número entre 0 y 600',
  questionTitleRequired: 'Ingrese el título de la pregunta',
  markdownRequired: 'Ingrese el contenido del texto informativo',
  optionsRequired: 'Agregue al menos dos alternativas',
  likertRowsRequired: 'Agregue al menos una fila',
  optionValueRequired: 'Ingrese el texto de la alternativa',
  duplicateId: 'Hay identificadores repetidos en el cuestionario',
  rangeRequired: 'Ingrese los valores de la escala',
  rangeOrder: 'El valor inicial de la escala debe ser menor que el final',
  rangeTooWide: 'La escala puede tener como máximo 11 valores',
  rangeLabels: 'Debe haber una etiqueta por cada valor de la escala',
  conditionQuestionRequired: 'Seleccione la pregunta de la condición',
  conditionEarlier: 'Una condición solo puede referirse a una pregunta anterior',
  conditionSourceType:
    'Una condición solo puede referirse a una pregunta de texto, número, alternativas o calificación',
  conditionValueRequired: 'Ingrese el valor de la condición',
  conditionOptionUnknown: 'El valor de la condición debe ser una de las alternativas de la pregunta',
  tooLong: 'El texto es demasiado largo',
  created: 'Cuestionario creado con exito',
  updated: 'Cuestionario editado con exito',
  deleted: 'Cuestionario eliminado con exito',
  duplicated: 'Cuestionario duplicado con exito',
} as const;

export const questionaryErrorTypes = {
  notFound: 'questionary_not_found',
  inUse: 'questionary_in_use',
} as const;
export const questionaryErrorMessages: Record<string, string> = {
  [questionaryErrorTypes.notFound]: 'Cuestionario no encontrado',
  [questionaryErrorTypes.inUse]: 'No se puede eliminar el cuestionario porque está en uso',
};

const TITLE_MAX = 300;
const LONG_TEXT_MAX = 20000;
const ID_MAX = 64;
/** A scale has at most 11 points (0..10). */
const RANGE_POINTS_MAX = 11;

const idSchema = z.string().trim().min(1).max(ID_MAX);
const shortText = z.string().trim().max(TITLE_MAX, questionaryMessages.tooLong);
const longText = z.string().max(LONG_TEXT_MAX, questionaryMessages.tooLong);

export const questionOptionSchema = z.object({
  id: idSchema,
  value: z.string().trim().min(1, questionaryMessages.optionValueRequired).max(TITLE_MAX, questionaryMessages.tooLong),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const rangeInfoSchema = z
  .object({
    startValue: z.number().int().min(0).max(100),
    endValue: z.number().int().min(0).max(100),
    startText: shortText.default(''),
    endText: shortText.default(''),
    /** A label per point (the columns of a likert grid), when the points are named rather than numbered. */
    labels: z.array(shortText).max(RANGE_POINTS_MAX).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.startValue >= r.endValue) ctx.addIssue({ code: 'custom', message: questionaryMessages.rangeOrder });
    else if (r.endValue - r.startValue + 1 > RANGE_POINTS_MAX)
      ctx.addIssue({ code: 'custom', message: questionaryMessages.rangeTooWide });
    else if (r.labels && r.labels.length > 0 && r.labels.length !== r.endValue - r.startValue + 1)
      ctx.addIssue({ code: 'custom', path: ['labels'], message: questionaryMessages.rangeLabels });
  });
export type RangeInfo = z.infer<typeof rangeInfoSchema>;

export const conditionSchema = z.object({
  questionId: z
    .string({ error: questionaryMessages.conditionQuestionRequired })
    .min(1, questionaryMessages.conditionQuestionRequired),
  value: z
    .string({ error: questionaryMessages.conditionValueRequired })
    .trim()
    .min(1, questionaryMessages.conditionValueRequired)
    .max(TITLE_MAX, questionaryMessages.tooLong),
  conditionType: z.enum(conditionTypes),
});
export type Condition = z.infer<typeof conditionSchema>;

export const questionaryQuestionSchema = z.object({
  id: idSchema,
  type: z.enum(questionTypes),
  title: shortText.default(''),
  /** MARKDOWN: the content shown; other types: a help text under the title. */
  description: longText.default(''),
  required: z.boolean().default(false),
  placeholder: shortText.default(''),
  /** Whether the title is shown above the question (a MARKDOWN block usually hides it). */
  displayTitle: z.boolean().default(true),
  options: z.array(questionOptionSchema).max(50).default([]),
  /** OPTIONS: an 'Otro' alternative whose choice asks for a text (OTHER_OPTION_ID as the answer). */
  other: z.boolean().default(false),
  rangeInfo: rangeInfoSchema.nullish(),
  conditions: z.array(conditionSchema).max(10).default([]),
});
export type QuestionaryQuestion = z.output<typeof questionaryQuestionSchema>;

export const groupRangeSchema = z
  .object({
    start: z.number().int().min(0).max(100),
    end: z.number().int().min(0).max(100),
    labels: z.array(shortText).max(RANGE_POINTS_MAX).default([]),
  })
  .superRefine((r, ctx) => {
    if (r.start >= r.end) ctx.addIssue({ code: 'custom', message: questionaryMessages.rangeOrder });
    else if (r.end - r.start + 1 > RANGE_POINTS_MAX)
      ctx.addIssue({ code: 'custom', message: questionaryMessages.rangeTooWide });
    else if (r.labels.length > 0 && r.labels.length !== r.end - r.start + 1)
      ctx.addIssue({ code: 'custom', path: ['labels'], message: questionaryMessages.rangeLabels });
  });

export const questionGroupSchema = z.object({
  id: idSchema,
  title: z
    .string({ error: questionaryMessages.groupTitleRequired })
    .trim()
    .min(1, questionaryMessages.groupTitleRequired)
    .max(TITLE_MAX, questionaryMessages.tooLong),
  /** Free label of the group's kind (e.g. a likert block); 'DEFAULT' when not given. */
  type: z.string().trim().max(50).default('DEFAULT'),
  /** Expected minutes for the group (session guides); 0 when not given. */
  minutes: z
    .number({ error: questionaryMessages.minutesInvalid })
    .int()
    .min(0, questionaryMessages.minutesInvalid)
    .max(600, questionaryMessages.minutesInvalid)
    .default(0),
  /** A scale shared by the group's likert questions: its point labels head the columns. */
  range: groupRangeSchema.nullish(),
  questions: z.array(questionaryQuestionSchema).min(1, questionaryMessages.groupQuestionsRequired).max(100),
  /** The whole group is shown only when every condition holds (against questions of earlier groups). */
  conditions: z.array(conditionSchema).max(10).default([]),
});
export type QuestionGroup = z.output<typeof questionGroupSchema>;

/**
 * Checks of a whole questionary that one field cannot make (paths from the payload's root): unique ids, conditions only on EARLIER answerable
 * questions (and, for choice questions, on one of their options), options and ranges per question type.
 */
export function questionaryStructureIssues(groups: QuestionGroup[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seenIds = new Set<string>();
  const earlier = new Map<string, QuestionaryQuestion>();
  const issue = (path: (string | number)[], message: string) => {
    issues.push({ path, message });
  };
  const checkConditions = (conditions: Condition[], path: (string | number)[]) => {
    conditions.forEach((condition, c) => {
      const source = earlier.get(condition.questionId);
      if (!source) return issue([...path, 'conditions', c, 'questionId'], questionaryMessages.conditionEarlier);
      if (!conditionSourceTypes.includes(source.type))
        return issue([...path, 'conditions', c, 'questionId'], questionaryMessages.conditionSourceType);
      const isChoice = source.type === 'OPTIONS' || source.type === 'MULTIPLE_CHOICE';
      const isCount = source.type === 'MULTIPLE_CHOICE' && !['EQUAL', 'NOT_EQUAL'].includes(condition.conditionType);
      if (isChoice && !isCount && !source.options.some((o) => o.id === condition.value))
        issue([...path, 'conditions', c, 'value'], questionaryMessages.conditionOptionUnknown);
    });
  };
  groups.forEach((group, g) => {
    if (seenIds.has(group.id)) issue(['questionGroups', g, 'id'], questionaryMessages.duplicateId);
    seenIds.add(group.id);
    // A group's conditions look at questions of groups before it.
    checkConditions(group.conditions, ['questionGroups', g]);
    group.questions.forEach((question, q) => {
      const path = ['questionGroups', g, 'questions', q];
      if (seenIds.has(question.id)) issue([...path, 'id'], questionaryMessages.duplicateId);
      seenIds.add(question.id);
      if (question.type === 'MARKDOWN') {
        if (!question.description.trim()) issue([...path, 'description'], questionaryMessages.markdownRequired);
      } else if (!question.title) issue([...path, 'title'], questionaryMessages.questionTitleRequired);
      const optionIds = new Set<string>();
      question.options.forEach((option, o) => {
        if (optionIds.has(option.id)) issue([...path, 'options', o, 'id'], questionaryMessages.duplicateId);
        optionIds.add(option.id);
      });
      if ((question.type === 'OPTIONS' || question.type === 'MULTIPLE_CHOICE') && question.options.length < 2)
        issue([...path, 'options'], questionaryMessages.optionsRequired);
      if (question.type === 'LIKERT-LIKE-GROUP' && question.options.length < 1)
        issue([...path, 'options'], questionaryMessages.likertRowsRequired);
      if (typesWithRange.includes(question.type) && !question.rangeInfo && !group.range)
        issue([...path, 'rangeInfo'], questionaryMessages.rangeRequired);
      checkConditions(question.conditions, path);
      earlier.set(question.id, question);
    });
  });
  return issues;
}

export const questionaryPayloadSchema = z
  .object({
    name: z
      .string({ error: questionaryMessages.nameRequired })
      .trim()
      .min(1, questionaryMessages.nameRequired)
      .max(TITLE_MAX, questionaryMessages.tooLong),
    overview: longText.default(''),
    type: z.enum(questionaryTypes, { error: questionaryMessages.typeRequired }),
    target_user_role: z.enum(questionaryRoles, { error: questionaryMessages.roleRequired }),
    questionGroups: z
      .array(questionGroupSchema, { error: questionaryMessages.groupsRequired })
      .min(1, questionaryMessages.groupsRequired)
      .max(50),
  })
  .superRefine((value, ctx) => {
    for (const { path, message } of questionaryStructureIssues(value.questionGroups))
      ctx.addIssue({ code: 'custom', path, message });
  });
export type QuestionaryPayload = z.input<typeof questionaryPayloadSchema>;
export type ParsedQuestionaryPayload = z.output<typeof questionaryPayloadSchema>;

export const questionarySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  overview: z.string(),
  type: z.enum(questionaryTypes),
  target_user_role: z.enum(questionaryRoles),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionarySummary = z.infer<typeof questionarySummarySchema>;

export const questionarySchema = questionarySummarySchema.extend({
  questionGroups: z.array(questionGroupSchema),
});
export type Questionary = z.infer<typeof questionarySchema>;

export const QUESTIONARIES_PAGE_SIZE = 10;
export const questionaryListQuerySchema = z.object({
  type: z.enum(questionaryTypes).optional(),
  target_user_role: z.enum(questionaryRoles).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(QUESTIONARIES_PAGE_SIZE),
  /** A case-insensitive part of the name; empty lists all. */
  searchFilter: z.string().max(100).optional().default(''),
  /** false: up to 100 on one page, for pickers (bundles, guide templates, guide sessions). */
  pagination: paginationFlag,
});
export type QuestionaryListQuery = z.input<typeof questionaryListQuerySchema>;
export const questionaryListSchema = paginated(questionarySummarySchema);
export type QuestionaryList = z.infer<typeof questionaryListSchema>;

export const questionaryIdParamsSchema = z.object({
  id: resourceId(questionaryErrorMessages[questionaryErrorTypes.notFound]),
});

// ── Condition evaluator (spec 002 §5.8) ────────────────────────────────────────────────────────────

/**
 * An answer as the respondent form keeps it: text (TEXT, SESSION_OBJECTIVE), an option id (OPTIONS), option ids
 * (MULTIPLE_CHOICE), a number (RATE, NUMERIC) or row id → number (LIKERT-LIKE-GROUP).
 */
export type AnswerValue = string | number | string[] | Record<string, number> | null | undefined;
export type AnswerMap = Record<string, AnswerValue>;

/** Whether there is an answer at all: blank text, an empty list or an empty likert count as none. */
export function hasAnswer(value: AnswerValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return Object.keys(value).length > 0;
}

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const asNumber = (text: string): number | null =>
  NUMBER.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null;

function compare(ordering: number, type: ConditionType): boolean {
  switch (type) {
    case 'EQUAL':
      return ordering === 0;
    case 'NOT_EQUAL':
      return ordering !== 0;
    case 'GREATER':
      return ordering > 0;
    case 'LESS':
      return ordering < 0;
    case 'GREATER_OR_EQUAL':
      return ordering >= 0;
    case 'LESS_OR_EQUAL':
      return ordering <= 0;
  }
}

/**
 * Whether one condition holds for the answer it refers to. Semantics:
 * - No answer (absent, blank, empty list): NO condition holds, not even NOT_EQUAL — a conditional question waits
 *   until the earlier question is answered.
 * - A list (MULTIPLE_CHOICE): EQUAL holds when the list contains the value, NOT_EQUAL when it does not; the ordering
 *   operators compare HOW MANY options are chosen with the value read as a number (a non-number never holds).
 * - A number, or a text and a value that both read as numbers ('7', '3,5'): numeric comparison.
 * - Other text: compared trimmed and case-insensitively, in Spanish alphabetical order for the ordering operators.
 * - A likert answer (an object) is never a condition source; it never holds.
 */
export function conditionHolds(condition: Condition, answer: AnswerValue): boolean {
  if (!hasAnswer(answer)) return false;
  const expected = condition.value.trim();
  if (Array.isArray(answer)) {
    if (condition.conditionType === 'EQUAL') return answer.includes(expected);
    if (condition.conditionType === 'NOT_EQUAL') return !answer.includes(expected);
    const threshold = asNumber(expected);
    return threshold !== null && compare(answer.length - threshold, condition.conditionType);
  }
  if (typeof answer === 'object' && answer !== null) return false;
  const given = typeof answer === 'number' ? answer : asNumber(String(answer));
  const threshold = asNumber(expected);
  if (given !== null && threshold !== null) return compare(given - threshold, condition.conditionType);
  const text = String(answer).trim();
  return compare(text.localeCompare(expected, 'es', { sensitivity: 'base' }), condition.conditionType);
}

/** Every condition holds ('every condition holds' of spec 002 §5.8); no conditions means always shown. */
export function conditionsHold(conditions: readonly Condition[] | undefined, answers: AnswerMap): boolean {
  return (conditions ?? []).every((condition) => conditionHolds(condition, answers[condition.questionId]));
}

/** Whether a question (and its group) is shown, given the answers of the questions that are themselves shown. */
export function isQuestionVisible(
  question: Pick<QuestionaryQuestion, 'conditions'>,
  answers: AnswerMap,
  group?: Pick<QuestionGroup, 'conditions'>,
): boolean {
  return conditionsHold(group?.conditions, answers) && conditionsHold(question.conditions, answers);
}

type StructureLike = { questionGroups: QuestionGroup[] };

/**
 * The ids of the questions shown, walking the questionary in order. An answer to a hidden question does not count:
 * a question that depends on a hidden one is hidden too, whatever was typed in it before.
 */
export function visibleQuestionIds(questionary: StructureLike, answers: AnswerMap): Set<string> {
  const effective: AnswerMap = {};
  const visible = new Set<string>();
  for (const group of questionary.questionGroups) {
    const groupShown = conditionsHold(group.conditions, effective);
    for (const question of group.questions) {
      if (groupShown && conditionsHold(question.conditions, effective)) {
        visible.add(question.id);
        if (question.id in answers) effective[question.id] = answers[question.id];
      }
    }
  }
  return visible;
}

/** The questions shown, in order, with the group each belongs to. */
export function visibleQuestions(questionary: StructureLike, answers: AnswerMap) {
  const ids = visibleQuestionIds(questionary, answers);
  return questionary.questionGroups.flatMap((group) =>
    group.questions.filter((q) => ids.has(q.id)).map((question) => ({ group, question })),
  );
}

/** The answers without those of hidden questions (spec 002 §5.8: a hidden question's value is cleared). */
export function clearHiddenAnswers(questionary: StructureLike, answers: AnswerMap): AnswerMap {
  const ids = visibleQuestionIds(questionary, answers);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
}

// ── Answer validation (spec 002 §5.8), shared by the respondent form and the server ────────────────

export const answerMessages = {
  text: 'Ingresa tu respuesta',
  choice: 'Selecciona una alternativa',
  multiple: 'Selecciona al menos una opción',
  likertRows: 'Selecciona una alternativa en cada fila',
  number: 'Ingresa un número',
  unknownOption: 'Selecciona una alternativa válida',
  outOfRange: 'Selecciona un valor de la escala',
  tooLong: 'La respuesta es demasiado larga',
} as const;
const ANSWER_TEXT_MAX = 10000;

/** The scale of a RATE or likert question: its own, else its group's. */
export function questionScale(
  question: QuestionaryQuestion,
  group?: Pick<QuestionGroup, 'range'>,
): { start: number; end: number; startText: string; endText: string; labels: string[] } | null {
  if (question.rangeInfo)
    return {
      start: question.rangeInfo.startValue,
      end: question.rangeInfo.endValue,
      startText: question.rangeInfo.startText,
      endText: question.rangeInfo.endText,
      labels: question.rangeInfo.labels?.length
        ? question.rangeInfo.labels
        : group?.range && group.range.start === question.rangeInfo.startValue
          ? group.range.labels
          : [],
    };
  if (group?.range)
    return { start: group.range.start, end: group.range.end, startText: '', endText: '', labels: group.range.labels };
  return null;
}

/** The answer of an OPTIONS question when 'Otro' is chosen; the text goes with it (OtherAnswers). */
export const OTHER_OPTION_ID = '__other__';
export const OTHER_OPTION_LABEL = 'Otro';
/** The text written next to 'Otro', by question id. */
export type OtherAnswers = Record<string, string>;

/** The message for one question's answer, or null when it is acceptable (visibility is the caller's business). */
export function answerError(
  question: QuestionaryQuestion,
  value: AnswerValue,
  group?: QuestionGroup,
  otherText?: string,
): string | null {
  const answered = hasAnswer(value);
  const optionIds = new Set(question.options.map((o) => o.id));
  const scale = questionScale(question, group);
  const inScale = (n: unknown) =>
    typeof n === 'number' && Number.isInteger(n) && !!scale && n >= scale.start && n <= scale.end;
  switch (question.type) {
    case 'TASK':
    case 'MARKDOWN':
      return null;
    case 'TEXT':
    case 'SESSION_OBJECTIVE':
      if (!answered) return question.required ? answerMessages.text : null;
      if (typeof value !== 'string') return answerMessages.text;
      return value.length > ANSWER_TEXT_MAX ? answerMessages.tooLong : null;
    case 'NUMERIC':
      if (!answered) return question.required ? answerMessages.text : null;
      return typeof value === 'number' && Number.isFinite(value) ? null : answerMessages.number;
    case 'OPTIONS':
      if (!answered) return question.required ? answerMessages.choice : null;
      if (value === OTHER_OPTION_ID && question.other) {
        if (!otherText?.trim()) return answerMessages.text;
        return otherText.length > ANSWER_TEXT_MAX ? answerMessages.tooLong : null;
      }
      return typeof value === 'string' && optionIds.has(value) ? null : answerMessages.unknownOption;
    case 'MULTIPLE_CHOICE':
      if (!answered) return question.required ? answerMessages.multiple : null;
      return Array.isArray(value) && value.every((id) => optionIds.has(id)) && new Set(value).size === value.length
        ? null
        : answerMessages.unknownOption;
    case 'RATE':
      if (!answered) return question.required ? answerMessages.choice : null;
      return inScale(value) ? null : answerMessages.outOfRange;
    case 'LIKERT-LIKE-GROUP': {
      if (!answered) return question.required ? answerMessages.likertRows : null;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return answerMessages.likertRows;
      const rows = value as Record<string, unknown>;
      if (Object.keys(rows).some((id) => !optionIds.has(id))) return answerMessages.unknownOption;
      if (Object.values(rows).some((n) => !inScale(n))) return answerMessages.outOfRange;
      // Likert rows are all required once the question is required (spec 002 §5.8).
      return question.required && question.options.some((row) => !(row.id in rows)) ? answerMessages.likertRows : null;
    }
  }
}

/**
 * Every problem with a set of answers, by question id: required questions that are shown and unanswered, and values
 * that do not fit their question. Answers to hidden or unknown questions are reported too: the caller should clear
 * hidden answers first (clearHiddenAnswers).
 */
export function validateAnswers(
  questionary: StructureLike,
  answers: AnswerMap,
  otherAnswers: OtherAnswers = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const visible = visibleQuestionIds(questionary, answers);
  const known = new Set<string>();
  for (const group of questionary.questionGroups) {
    for (const question of group.questions) {
      known.add(question.id);
      const value = answers[question.id];
      if (!visible.has(question.id)) {
        if (hasAnswer(value)) errors[question.id] = 'Esta pregunta no corresponde según tus respuestas anteriores';
        continue;
      }
      const message = answerError(question, value, group, otherAnswers[question.id]);
      if (message) errors[question.id] = message;
    }
  }
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id] = 'La pregunta no existe en el cuestionario';
  return errors;
}

// ── Coaches and workshops (spec 002 §3, §7.4) ─────────────────────────────────────────────────────────

export const coachMessages = {
  nameRequired: 'Ingrese nombre',
  lastNameRequired: 'Ingrese apellido',
  emailRequired: 'Ingrese un email',
  emailInvalid: 'Ingrese un email válido',
  tooLong: 'El texto es demasiado largo',
} as const;
export const lookupErrorTypes = {
  coachNotFound: 'coach_not_found',
  coachEmailTaken: 'coach_email_taken',
  workshopNotFound: 'workshop_not_found',
  workshopNameTaken: 'workshop_name_taken',
} as const;
export const lookupErrorMessages: Record<string, string> = {
  [lookupErrorTypes.coachNotFound]: 'Coach no encontrado',
  [lookupErrorTypes.coachEmailTaken]: 'Ya existe un coach con ese email',
  [lookupErrorTypes.workshopNotFound]: 'Taller no encontrado',
  [lookupErrorTypes.workshopNameTaken]: 'Ya existe un taller con ese nombre',
};

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, coachMessages.tooLong);

export const coachPayloadSchema = z.object({
  name: requiredName(coachMessages.nameRequired),
  lastName: requiredName(coachMessages.lastNameRequired),
  email: z
    .string({ error: coachMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: coachMessages.emailRequired, abort: true })
    .max(254, coachMessages.emailInvalid)
    .pipe(z.email({ error: coachMessages.emailInvalid })),
});
export type CoachPayload = z.input<typeof coachPayloadSchema>;
export const coachSchema = z.object({ id: z.string(), name: z.string(), lastName: z.string(), email: z.string() });
export type Coach = z.infer<typeof coachSchema>;
export const coachListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** A part of the name, last name or email. */
  searchTerm: z.string().max(100).optional().default(''),
  pagination: paginationFlag,
});
export const coachListSchema = paginated(coachSchema);
export type CoachList = z.infer<typeof coachListSchema>;

export const workshopPayloadSchema = z.object({ name: requiredName('Ingrese el nombre del taller') });
export const workshopSchema = z.object({ id: z.string(), name: z.string() });
export type Workshop = z.infer<typeof workshopSchema>;
export const workshopListSchema = z.array(workshopSchema);
