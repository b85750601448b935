import { describe, expect, it } from 'vitest';
import {
  answerError,
  bankQuestionPayloadSchema,
  clearHiddenAnswers,
  conditionHolds,
  conditionTypes,
  isQuestionVisible,
  questionaryPayloadSchema,
  validateAnswers,
  visibleQuestions,
  type AnswerValue,
  type Condition,
  type ConditionType,
  type QuestionaryQuestion,
  type QuestionGroup,
} from './questionnaires';

const cond = (conditionType: ConditionType, value: string, questionId = 'q'): Condition => ({
  questionId,
  value,
  conditionType,
});

/** Expected truth of each operator, in conditionTypes order: EQUAL, NOT_EQUAL, GREATER, LESS, >=, <=. */
function expectTable(answer: AnswerValue, value: string, expected: boolean[]) {
  expect(conditionTypes.map((type) => conditionHolds(cond(type, value), answer))).toEqual(expected);
}

describe('conditionHolds', () => {
  it('compares numbers numerically under every operator', () => {
    expectTable(5, '5', [true, false, false, false, true, true]);
    expectTable(7, '5', [false, true, true, false, true, false]);
    expectTable(3, '5', [false, true, false, true, false, true]);
    // 10 > 9 as numbers, although '10' < '9' as text.
    expectTable(10, '9', [false, true, true, false, true, false]);
  });

  it('reads numeric text (NUMERIC typed as text, decimals with comma) as numbers', () => {
    expectTable('10', '9', [false, true, true, false, true, false]);
    expectTable('3,5', '3.5', [true, false, false, false, true, true]);
    expectTable(' 4 ', '4', [true, false, false, false, true, true]);
  });

  it('compares other text trimmed, ignoring case and accents, in alphabetical order', () => {
    expectTable('  Sí ', 'si', [true, false, false, false, true, true]);
    expectTable('banana', 'azul', [false, true, true, false, true, false]);
    expectTable('azul', 'banana', [false, true, false, true, false, true]);
  });

  it('reads option ids (OPTIONS) as text equality', () => {
    expectTable('opt-no', 'opt-no', [true, false, false, false, true, true]);
    expectTable('opt-si', 'opt-no', [false, true, true, false, true, false]);
  });

  it('treats a multi-choice list as membership for EQUAL/NOT_EQUAL and as a count for the ordering operators', () => {
    const chosen = ['a', 'c'];
    expect(conditionHolds(cond('EQUAL', 'a'), chosen)).toBe(true);
    expect(conditionHolds(cond('EQUAL', 'b'), chosen)).toBe(false);
    expect(conditionHolds(cond('NOT_EQUAL', 'b'), chosen)).toBe(true);
    expect(conditionHolds(cond('NOT_EQUAL', 'c'), chosen)).toBe(false);
    expect(conditionHolds(cond('GREATER', '1'), chosen)).toBe(true);
    expect(conditionHolds(cond('GREATER', '2'), chosen)).toBe(false);
    expect(conditionHolds(cond('LESS', '3'), chosen)).toBe(true);
    expect(conditionHolds(cond('LESS', '2'), chosen)).toBe(false);
    expect(conditionHolds(cond('GREATER_OR_EQUAL', '2'), chosen)).toBe(true);
    expect(conditionHolds(cond('GREATER_OR_EQUAL', '3'), chosen)).toBe(false);
    expect(conditionHolds(cond('LESS_OR_EQUAL', '2'), chosen)).toBe(true);
    expect(conditionHolds(cond('LESS_OR_EQUAL', '1'), chosen)).toBe(false);
    // A count compared with something that is not a number never holds.
    expect(conditionHolds(cond('GREATER', 'muchas'), chosen)).toBe(false);
  });

  it('never holds without an answer, not even NOT_EQUAL', () => {
    for (const empty of [undefined, null, '', '   ', []] as AnswerValue[]) {
      expectTable(empty, 'x', [false, false, false, false, false, false]);
    }
    expectTable(0, '0', [true, false, false, false, true, true]);
  });

  it('never holds on a likert answer (an object)', () => {
    expectTable({ row: 3 }, '3', [false, false, false, false, false, false]);
  });

  it('agrees with arithmetic on many integer pairs (property over a grid)', () => {
    for (let a = -3; a <= 12; a++) {
      for (let b = -3; b <= 12; b++) {
        const expected = [a === b, a !== b, a > b, a < b, a >= b, a <= b];
        expectTable(a, String(b), expected);
        expectTable(String(a), String(b), expected);
      }
    }
  });
});

const q = (id: string, extra: Partial<QuestionaryQuestion> = {}): QuestionaryQuestion => ({
  id,
  type: 'TEXT',
  title: id,
  description: '',
  required: false,
  placeholder: '',
  displayTitle: true,
  options: [],
  other: false,
  conditions: [],
  ...extra,
});
const group = (id: string, questions: QuestionaryQuestion[], extra: Partial<QuestionGroup> = {}): QuestionGroup => ({
  id,
  title: id,
  type: 'DEFAULT',
  minutes: 0,
  questions,
  conditions: [],
  ...extra,
});

const questionary = {
  questionGroups: [
    group('g1', [
      q('held', {
        type: 'OPTIONS',
        options: [
          { id: 'si', value: 'Sí' },
          { id: 'no', value: 'No' },
        ],
      }),
      q('why', { conditions: [cond('EQUAL', 'no', 'held')], required: true }),
      // Depends on a question that itself depends on another: hidden when 'why' is hidden.
      q('detail', { conditions: [cond('EQUAL', 'otro', 'why')] }),
      q('score', { type: 'NUMERIC' }),
      q('both', { conditions: [cond('EQUAL', 'si', 'held'), cond('GREATER_OR_EQUAL', '5', 'score')] }),
    ]),
    group('g2', [q('praise')], { conditions: [cond('GREATER', '8', 'score')] }),
  ],
};

describe('visibility', () => {
  it('shows a question only when every condition holds', () => {
    expect(isQuestionVisible(q('x'), {})).toBe(true);
    const ids = (answers: Record<string, AnswerValue>) =>
      visibleQuestions(questionary, answers).map((v) => v.question.id);
    expect(ids({})).toEqual(['held', 'score']);
    expect(ids({ held: 'no' })).toEqual(['held', 'why', 'score']);
    expect(ids({ held: 'si', score: 4 })).toEqual(['held', 'score']);
    expect(ids({ held: 'si', score: 5 })).toEqual(['held', 'score', 'both']);
    expect(ids({ held: 'si', score: 9 })).toEqual(['held', 'score', 'both', 'praise']);
  });

  it('hides a chain once its first link is hidden, and clears the hidden answers', () => {
    const answers = { held: 'no', why: 'otro', detail: 'Se enfermó', score: 9, praise: 'Muy buena' };
    expect(visibleQuestions(questionary, answers).map((v) => v.question.id)).toEqual([
      'held',
      'why',
      'detail',
      'score',
      'praise',
    ]);
    const changed = { ...answers, held: 'si' };
    expect(clearHiddenAnswers(questionary, changed)).toEqual({ held: 'si', score: 9, praise: 'Muy buena' });
  });
});

describe('answer validation (spec 002 §5.8)', () => {
  const rate = q('rate', {
    type: 'RATE',
    required: true,
    rangeInfo: { startValue: 1, endValue: 5, startText: '', endText: '' },
  });
  const likert = q('likert', {
    type: 'LIKERT-LIKE-GROUP',
    required: true,
    options: [
      { id: 'r1', value: 'Me siento escuchada' },
      { id: 'r2', value: 'Aprendí algo nuevo' },
    ],
    rangeInfo: { startValue: 1, endValue: 5, startText: 'Nada', endText: 'Mucho' },
  });
  const multi = q('multi', {
    type: 'MULTIPLE_CHOICE',
    required: true,
    options: [
      { id: 'a', value: 'A' },
      { id: 'b', value: 'B' },
    ],
  });

  it('gives the required messages per type', () => {
    expect(answerError(q('t', { required: true }), '  ')).toBe('Ingresa tu respuesta');
    expect(answerError(q('n', { type: 'NUMERIC', required: true }), undefined)).toBe('Ingresa tu respuesta');
    expect(answerError(q('o', { type: 'OPTIONS', required: true, options: [{ id: 'a', value: 'A' }] }), null)).toBe(
      'Selecciona una alternativa',
    );
    expect(answerError(rate, undefined)).toBe('Selecciona una alternativa');
    expect(answerError(multi, [])).toBe('Selecciona al menos una opción');
    expect(answerError(likert, { r1: 3 })).toBe('Selecciona una alternativa en cada fila');
    expect(answerError(likert, { r1: 3, r2: 5 })).toBeNull();
    expect(answerError(q('t'), '')).toBeNull();
    expect(answerError(q('m', { type: 'MARKDOWN', required: true }), undefined)).toBeNull();
  });

  it('refuses values that do not fit the question', () => {
    expect(answerError(rate, 6)).toBe('Selecciona un valor de la escala');
    expect(answerError(multi, ['a', 'z'])).toBe('Selecciona una alternativa válida');
    expect(answerError(likert, { r1: 3, r9: 2 })).toBe('Selecciona una alternativa válida');
    expect(answerError(q('n', { type: 'NUMERIC' }), 'tres' as AnswerValue)).toBe('Ingresa un número');
  });

  it('checks only shown questions as required, and reports answers to hidden ones', () => {
    expect(validateAnswers(questionary, { held: 'si' })).toEqual({});
    expect(validateAnswers(questionary, { held: 'no' })).toEqual({ why: 'Ingresa tu respuesta' });
    expect(validateAnswers(questionary, { held: 'si', why: 'x' })).toHaveProperty('why');
  });
});

describe('question bank payload (spec 002 §5.4)', () => {
  const message = (payload: unknown) => bankQuestionPayloadSchema.safeParse(payload).error?.issues[0]?.message;
  it('words each rule', () => {
    expect(message({ type: 'TEXT', question: '' })).toBe('Ingrese pregunta');
    expect(message({ type: 'ALTERNATIVE', question: 'x', alternatives: ['a', ''] })).toBe(
      'Se debe ingresar una alternativa',
    );
    expect(message({ type: 'ALTERNATIVE', question: 'x', alternatives: ['a'] })).toBe(
      'Como minimo, la pregunta debe tener dos alternativas',
    );
    expect(message({ type: 'ALTERNATIVE_MULTIPLE', question: 'x', alternativesMultiple: ['fila'] })).toBe(
      'Se deben rellenar columnas y filas',
    );
    expect(message({ type: 'RATE', question: 'x' })).toBe('Se deben rellenar los terminos');
    expect(
      bankQuestionPayloadSchema.parse({ type: 'RATE', question: 'x', rate: { left: 'a', right: 'b' } }).alternatives,
    ).toEqual(['0', '1']);
  });
});

describe('questionary payload', () => {
  it('accepts a group condition on an earlier group and refuses one on its own questions', () => {
    const base = {
      name: 'Q',
      type: 'MDI',
      target_user_role: 'ANY',
      questionGroups: [
        { id: 'g1', title: 'Uno', questions: [{ id: 'n', type: 'NUMERIC', title: 'Edad' }] },
        {
          id: 'g2',
          title: 'Dos',
          conditions: [{ questionId: 'n', value: '18', conditionType: 'GREATER_OR_EQUAL' }],
          questions: [{ id: 't', type: 'TEXT', title: 'Texto' }],
        },
      ],
    };
    expect(questionaryPayloadSchema.safeParse(base).success).toBe(true);
    const own = structuredClone(base);
    own.questionGroups[1]!.conditions = [{ questionId: 't', value: 'x', conditionType: 'EQUAL' }];
    expect(questionaryPayloadSchema.safeParse(own).error?.issues[0]?.message).toBe(
      'Una condición solo puede referirse a una pregunta anterior',
    );
  });

  it('refuses a condition on a likert or markdown question', () => {
    const payload = {
      name: 'Q',
      type: 'MDI',
      target_user_role: 'ANY',
      questionGroups: [
        {
          id: 'g1',
          title: 'Uno',
          questions: [
            { id: 'm', type: 'MARKDOWN', description: '**Hola**' },
            {
              id: 't',
              type: 'TEXT',
              title: 'Texto',
              conditions: [{ questionId: 'm', value: 'x', conditionType: 'EQUAL' }],
            },
          ],
        },
      ],
    };
    expect(questionaryPayloadSchema.safeParse(payload).error?.issues[0]?.message).toBe(
      'Una condición solo puede referirse a una pregunta de texto, número, alternativas o calificación',
    );
  });
});
