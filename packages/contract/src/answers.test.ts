import { describe, expect, it } from 'vitest';
import { answeredQuestionsOf, bankQuestionsAsQuestionary, questionaryAnswerText } from './answers';

const measurement = bankQuestionsAsQuestionary('Línea base', [
  {
    questionId: 'q-text',
    question: '¿Qué esperas?',
    type: 'TEXT',
    alternatives: [],
    other: false,
    alternativesMultiple: [],
    rate: null,
  },
  {
    questionId: 'q-choice',
    question: '¿Cómo llegaste?',
    type: 'ALTERNATIVE',
    alternatives: ['Correo', 'Colegas'],
    other: true,
    alternativesMultiple: [],
    rate: null,
  },
  {
    questionId: 'q-grid',
    question: 'Tus habilidades',
    type: 'ALTERNATIVE_MULTIPLE',
    alternatives: ['Baja', 'Media', 'Alta'],
    other: false,
    alternativesMultiple: ['Liderazgo', 'Comunicación'],
    rate: null,
  },
  {
    questionId: 'q-rate',
    question: '¿Qué tan segura?',
    type: 'RATE',
    alternatives: ['0', '1', '2', '3'],
    other: false,
    alternativesMultiple: [],
    rate: { left: 'Nada', right: 'Mucho' },
  },
]);
const [text, choice, grid, rate] = answeredQuestionsOf(measurement.questionGroups);

describe('a measurement asked with bank questions', () => {
  it('becomes required questions of the answering form, by type', () => {
    expect([text, choice, grid, rate].map((q) => [q!.question.type, q!.question.required])).toEqual([
      ['TEXT', true],
      ['OPTIONS', true],
      ['LIKERT-LIKE-GROUP', true],
      ['RATE', true],
    ]);
    expect(choice!.question.other).toBe(true);
    expect(rate!.question.rangeInfo).toMatchObject({ startValue: 0, endValue: 3, startText: 'Nada', endText: 'Mucho' });
  });

  it('reads its answers back as people would', () => {
    expect(questionaryAnswerText(text!, { value: 'Liderar' })).toBe('Liderar');
    expect(questionaryAnswerText(choice!, { value: '1' })).toBe('Colegas');
    expect(questionaryAnswerText(choice!, { value: '__other__', otherAnswer: 'Una amiga' })).toBe('Otro: Una amiga');
    expect(questionaryAnswerText(grid!, { value: { '1': 3, '0': 1 } })).toBe('Liderazgo: Baja; Comunicación: Alta');
    expect(questionaryAnswerText(rate!, { value: 2 })).toBe('2');
    expect(questionaryAnswerText(rate!, undefined)).toBe('');
  });
});
