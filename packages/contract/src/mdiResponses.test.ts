import { describe, expect, it } from 'vitest';
import {
  answerText,
  measurementResponseSummary,
  rateComparisons,
  responseLight,
  responsePercentage,
  type MeasurementReport,
} from './mdiResponses';

describe('responseLight (spec 002 §9)', () => {
  it('is red up to 35 %, yellow from 36 to 49 %, green from 50 %', () => {
    expect(responseLight(0, 100)).toBe('RED');
    expect(responseLight(35, 100)).toBe('RED');
    expect(responseLight(36, 100)).toBe('YELLOW');
    expect(responseLight(49, 100)).toBe('YELLOW');
    expect(responseLight(50, 100)).toBe('GREEN');
    expect(responseLight(100, 100)).toBe('GREEN');
  });

  it('judges the rounded percentage: 35.4 % is red, 35.5 % yellow, 49.5 % green', () => {
    expect(responsePercentage(354, 1000)).toBe(35);
    expect(responseLight(354, 1000)).toBe('RED');
    expect(responsePercentage(355, 1000)).toBe(36);
    expect(responseLight(355, 1000)).toBe('YELLOW');
    expect(responsePercentage(495, 1000)).toBe(50);
    expect(responseLight(495, 1000)).toBe('GREEN');
    // 1 of 3 is 33 %, 1 of 2 is 50 %.
    expect(responseLight(1, 3)).toBe('RED');
    expect(responseLight(1, 2)).toBe('GREEN');
  });

  it('gives no percentage and no light when nobody was invited', () => {
    expect(responsePercentage(0, 0)).toBeNull();
    expect(responseLight(0, 0)).toBeNull();
    expect(
      measurementResponseSummary({ subType: 'BASELINE', inMdi: true, sentAt: null, total: 0, completed: 0 }),
    ).toEqual({
      subType: 'BASELINE',
      label: 'Línea base',
      inMdi: true,
      sentAt: null,
      total: 0,
      completed: 0,
      percentage: null,
      light: null,
    });
  });
});

describe('answerText', () => {
  const alternatives = {
    type: 'ALTERNATIVE',
    alternatives: ['Crecer', 'Emprender'],
    alternativesMultiple: [],
  } as const;

  it('reads an option index back as the alternative’s text, and the other alternative with its text', () => {
    expect(answerText(alternatives, { value: '1' })).toBe('Emprender');
    expect(answerText(alternatives, { value: '__other__', otherAnswer: 'Cambiar de país' })).toBe(
      'Otro: Cambiar de país',
    );
  });

  it('writes each row of a grid as "row: column", in row order', () => {
    const grid = {
      type: 'ALTERNATIVE_MULTIPLE',
      alternatives: ['En desacuerdo', 'Neutral', 'De acuerdo'],
      alternativesMultiple: ['Conozco mis fortalezas', 'Sé negociar'],
    } as const;
    expect(answerText(grid, { value: { '1': 1, '0': 3 } })).toBe(
      'Conozco mis fortalezas: De acuerdo; Sé negociar: En desacuerdo',
    );
  });

  it('keeps ratings and texts as they are, and leaves an unanswered question empty', () => {
    expect(answerText({ type: 'RATE', alternatives: ['1', '2', '3'], alternativesMultiple: [] }, { value: 3 })).toBe(
      '3',
    );
    expect(answerText({ type: 'TEXT', alternatives: [], alternativesMultiple: [] }, { value: 'Mucho' })).toBe('Mucho');
    expect(answerText(alternatives, undefined)).toBe('');
  });
});

describe('rateComparisons', () => {
  const rate = (questionId: string, question: string) => ({
    questionId,
    question,
    type: 'RATE' as const,
    alternatives: ['1', '2', '3', '4', '5', '6', '7'],
    other: false,
    alternativesMultiple: [],
    rate: { left: 'Poco', right: 'Mucho' },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const invitation = (role: 'MENTOR' | 'STUDENT', answers: { questionId: string; value: number }[]) => ({
    invitationId: `i-${Math.random()}`,
    userId: 'u',
    user_role: role,
    status: 'COMPLETED' as const,
    completedAt: null,
    user: { name: 'A', lastName: 'B', email: 'a@b.cl' },
    Answers: answers,
  });
  const report = (over: Partial<MeasurementReport>): MeasurementReport => ({
    processId: 'p',
    processName: 'P',
    mdiSubType: 'BASELINE',
    label: 'Línea base',
    measurementName: 'Línea base',
    studentsQuestions: [],
    mentorsQuestions: [],
    invitations: [],
    ...over,
  });

  it('puts the mean of the baseline next to the post-process one, per role, for rating questions only', () => {
    const text = { ...rate('t', 'Comentarios'), type: 'TEXT' as const };
    const baseline = report({
      studentsQuestions: [rate('q1', 'Seguridad'), text],
      mentorsQuestions: [rate('q1', 'Seguridad')],
      invitations: [
        invitation('STUDENT', [{ questionId: 'q1', value: 3 }]),
        invitation('STUDENT', [{ questionId: 'q1', value: 4 }]),
        invitation('MENTOR', [{ questionId: 'q1', value: 6 }]),
      ],
    });
    const post = report({
      mdiSubType: 'POST_PROCESS',
      studentsQuestions: [rate('q1', 'Seguridad'), rate('q2', 'Utilidad')],
      invitations: [
        invitation('STUDENT', [
          { questionId: 'q1', value: 6 },
          { questionId: 'q2', value: 7 },
        ]),
      ],
    });
    expect(rateComparisons(baseline, post)).toEqual([
      {
        questionId: 'q1',
        question: 'Seguridad',
        role: 'STUDENT',
        scaleMax: 7,
        baseline: 3.5,
        baselineAnswers: 2,
        postProcess: 6,
        postProcessAnswers: 1,
      },
      {
        questionId: 'q2',
        question: 'Utilidad',
        role: 'STUDENT',
        scaleMax: 7,
        baseline: null,
        baselineAnswers: 0,
        postProcess: 7,
        postProcessAnswers: 1,
      },
      {
        questionId: 'q1',
        question: 'Seguridad',
        role: 'MENTOR',
        scaleMax: 7,
        baseline: 6,
        baselineAnswers: 1,
        postProcess: null,
        postProcessAnswers: 0,
      },
    ]);
  });
});
