import {
  conditionSourceTypes,
  questionaryPayloadSchema,
  questionaryStructureIssues,
  typesWithOptions,
  typesWithRange,
  type ConditionType,
  type Questionary,
  type QuestionaryPayload,
  type QuestionaryRole,
  type QuestionaryType,
  type QuestionType,
} from '@enlaza/contract';

export interface DraftOption {
  id: string;
  value: string;
}
export interface DraftRange {
  startValue: number;
  endValue: number;
  startText: string;
  endText: string;
}
export interface DraftCondition {
  questionId: string;
  value: string;
  conditionType: ConditionType;
}
export interface DraftQuestion {
  id: string;
  type: QuestionType;
  title: string;
  description: string;
  required: boolean;
  placeholder: string;
  displayTitle: boolean;
  options: DraftOption[];
  /** OPTIONS: offers 'Otro' with a text. */
  other: boolean;
  rangeInfo: DraftRange | null;
  conditions: DraftCondition[];
}
export interface DraftGroupRange {
  start: number;
  end: number;
  labels: string[];
}
export interface DraftGroup {
  id: string;
  title: string;
  type: string;
  minutes: number;
  range: DraftGroupRange | null;
  questions: DraftQuestion[];
  conditions: DraftCondition[];
}
export interface Draft {
  name: string;
  overview: string;
  type: QuestionaryType | undefined;
  target_user_role: QuestionaryRole | undefined;
  questionGroups: DraftGroup[];
}

/** Ids are local to one questionary: short and readable in the stored document. */
export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

export const newOption = (): DraftOption => ({ id: newId('o'), value: '' });

export const newCondition = (): DraftCondition => ({ questionId: '', value: '', conditionType: 'EQUAL' });

export const defaultRange = (): DraftRange => ({ startValue: 1, endValue: 5, startText: '', endText: '' });

export function newQuestion(type: QuestionType = 'TEXT'): DraftQuestion {
  return withType(
    {
      id: newId('p'),
      type: 'TEXT',
      title: '',
      description: '',
      required: false,
      placeholder: '',
      displayTitle: true,
      options: [],
      other: false,
      rangeInfo: null,
      conditions: [],
    },
    type,
  );
}

/** A question switched to another type keeps what still applies and gets what the new type needs. */
export function withType(question: DraftQuestion, type: QuestionType): DraftQuestion {
  const needsOptions = typesWithOptions.includes(type);
  const minimum = type === 'LIKERT-LIKE-GROUP' ? 1 : 2;
  const options = needsOptions ? [...question.options] : [];
  while (needsOptions && options.length < minimum) options.push(newOption());
  return {
    ...question,
    type,
    options,
    other: type === 'OPTIONS' ? question.other : false,
    rangeInfo: typesWithRange.includes(type) ? (question.rangeInfo ?? defaultRange()) : null,
    displayTitle: type === 'MARKDOWN' ? false : question.displayTitle,
    required: type === 'MARKDOWN' || type === 'TASK' ? false : question.required,
  };
}

export function newGroup(): DraftGroup {
  return {
    id: newId('g'),
    title: '',
    type: 'DEFAULT',
    minutes: 0,
    range: null,
    questions: [newQuestion()],
    conditions: [],
  };
}

export function emptyDraft(): Draft {
  return { name: '', overview: '', type: undefined, target_user_role: undefined, questionGroups: [newGroup()] };
}

export function fromQuestionary(questionary: Questionary): Draft {
  return {
    name: questionary.name,
    overview: questionary.overview,
    type: questionary.type,
    target_user_role: questionary.target_user_role,
    questionGroups: questionary.questionGroups.map((group) => ({
      id: group.id,
      title: group.title,
      type: group.type,
      minutes: group.minutes,
      range: group.range ? { start: group.range.start, end: group.range.end, labels: [...group.range.labels] } : null,
      conditions: group.conditions.map((c) => ({ ...c })),
      questions: group.questions.map((q) => ({
        id: q.id,
        type: q.type,
        title: q.title,
        description: q.description,
        required: q.required,
        placeholder: q.placeholder,
        displayTitle: q.displayTitle,
        options: q.options.map((o) => ({ ...o })),
        other: q.other,
        rangeInfo: q.rangeInfo ? { ...q.rangeInfo } : null,
        conditions: q.conditions.map((c) => ({ ...c })),
      })),
    })),
  };
}

/** The draft as the POST/PUT body; unset selects go as undefined so the server answers with their messages. */
export function toPayload(draft: Draft): QuestionaryPayload {
  return {
    name: draft.name,
    overview: draft.overview,
    type: draft.type as QuestionaryType,
    target_user_role: draft.target_user_role as QuestionaryRole,
    questionGroups: draft.questionGroups.map((group) => ({
      ...group,
      range: group.range,
      questions: group.questions.map((question) => ({
        ...question,
        options: typesWithOptions.includes(question.type) ? question.options : [],
        other: question.type === 'OPTIONS' && question.other,
        rangeInfo: typesWithRange.includes(question.type) ? question.rangeInfo : null,
      })),
    })),
  };
}

/** The group's shared scale as it starts when switched on. */
export const defaultGroupRange = (): DraftGroupRange => ({ start: 1, end: 5, labels: [] });

/** The values of the group's scale points when they can be labelled one by one (a valid scale of 2 to 11 points). */
export function labelledPoints(range: DraftGroupRange): number[] {
  if (range.end <= range.start || range.end - range.start >= 11) return [];
  return Array.from({ length: range.end - range.start + 1 }, (_, i) => range.start + i);
}

/** The scale with the label of its point `index` set; when every label is empty it goes without labels. */
export function withPointLabel(range: DraftGroupRange, index: number, label: string): DraftGroupRange {
  const labels = Array.from({ length: range.end - range.start + 1 }, (_, i) => range.labels[i] ?? '');
  labels[index] = label;
  return { ...range, labels: labels.every((l) => l.trim() === '') ? [] : labels };
}

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function move<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export interface ConditionSource {
  question: DraftQuestion;
  /** 'Grupo 1 · Pregunta 2', how the editor names it. */
  position: string;
}

/**
 * The questions a condition may look at: those BEFORE the given place, of a type with a single answer. For a group's
 * own conditions (questionIndex null) only questions of earlier groups count.
 */
export function earlierQuestions(draft: Draft, groupIndex: number, questionIndex: number | null): ConditionSource[] {
  const sources: ConditionSource[] = [];
  draft.questionGroups.forEach((group, g) => {
    group.questions.forEach((question, q) => {
      const before = g < groupIndex || (g === groupIndex && questionIndex !== null && q < questionIndex);
      if (before && conditionSourceTypes.includes(question.type))
        sources.push({ question, position: `Grupo ${g + 1} · Pregunta ${q + 1}` });
    });
  });
  return sources;
}

/**
 * How a condition's value is entered, given the question it looks at: one of its alternatives (single choice, or
 * a multiple choice compared by equality), one of its scale points (a rating), a number of chosen options (a
 * multiple choice compared by size) or free text.
 */
export type ConditionValueInput =
  | { kind: 'choice'; options: DraftOption[] }
  | { kind: 'scale'; points: string[] }
  | { kind: 'count' }
  | { kind: 'text' };

export function conditionValueInput(
  source: DraftQuestion | undefined,
  conditionType: ConditionType,
): ConditionValueInput {
  if (source?.type === 'OPTIONS') return { kind: 'choice', options: source.options };
  if (source?.type === 'MULTIPLE_CHOICE')
    return ['EQUAL', 'NOT_EQUAL'].includes(conditionType)
      ? { kind: 'choice', options: source.options }
      : { kind: 'count' };
  if (source?.type === 'RATE' && source.rangeInfo) {
    const { startValue, endValue } = source.rangeInfo;
    return {
      kind: 'scale',
      points: Array.from({ length: Math.max(0, endValue - startValue + 1) }, (_, i) => String(startValue + i)),
    };
  }
  return { kind: 'text' };
}

/** Messages by the dotted path of their field ('questionGroups.0.questions.1.title'). */
export type Errors = Record<string, string>;

/** The messages under `prefix`, keyed by the rest of their path: each editor reads its own fields' messages. */
export function errorsUnder(errors: Errors, prefix: string): Errors {
  const start = `${prefix}.`;
  const under: Errors = {};
  for (const [path, message] of Object.entries(errors))
    if (path.startsWith(start)) under[path.slice(start.length)] = message;
  return under;
}

/** Zod issues keyed by their dotted path ('questionGroups.0.questions.1.title'), first message wins. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byPath: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] ??= issue.message;
  }
  return byPath;
}

/**
 * Every message the draft deserves, by path: the payload schema's, plus the whole-structure checks (which the
 * schema runs only once every field parses), so an author sees all problems at once.
 */
export function draftErrors(draft: Draft): Errors {
  const result = questionaryPayloadSchema.safeParse(toPayload(draft));
  if (result.success) return {};
  return issuesByPath([...result.error.issues, ...questionaryStructureIssues(draft.questionGroups)]);
}
