import { questionaryPayloadSchema } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import {
  conditionValueInput,
  earlierQuestions,
  errorsUnder,
  labelledPoints,
  withPointLabel,
  emptyDraft,
  draftErrors,
  move,
  newGroup,
  newQuestion,
  toPayload,
  withType,
} from './builderModel';

describe('builder model', () => {
  it('moves items up and down and leaves the ends alone', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('gives each type what it needs when switching', () => {
    const options = withType(newQuestion(), 'OPTIONS');
    expect(options.options).toHaveLength(2);
    expect(options.rangeInfo).toBeNull();
    const likert = withType(options, 'LIKERT-LIKE-GROUP');
    expect(likert.options).toHaveLength(2);
    expect(likert.rangeInfo).toEqual({ startValue: 1, endValue: 5, startText: '', endText: '' });
    const text = withType(likert, 'TEXT');
    expect(text.options).toEqual([]);
    expect(withType(newQuestion(), 'MARKDOWN')).toMatchObject({ displayTitle: false, required: false });
  });

  it('offers only earlier, single-answer questions as condition sources', () => {
    const draft = emptyDraft();
    const first = draft.questionGroups[0]!;
    first.questions = [withType(newQuestion(), 'OPTIONS'), newQuestion('TEXT'), newQuestion('MARKDOWN')];
    const second = newGroup();
    second.questions = [newQuestion('NUMERIC'), newQuestion('TEXT')];
    draft.questionGroups.push(second);
    const ids = (g: number, q: number | null) => earlierQuestions(draft, g, q).map((s) => s.question.id);
    expect(ids(0, 0)).toEqual([]);
    expect(ids(0, 1)).toEqual([first.questions[0]!.id]);
    // MARKDOWN is never a source.
    expect(ids(1, 0)).toEqual([first.questions[0]!.id, first.questions[1]!.id]);
    // A group's own conditions see only earlier groups.
    expect(ids(1, null)).toEqual([first.questions[0]!.id, first.questions[1]!.id]);
    expect(ids(1, 1)).toHaveLength(3);
    expect(earlierQuestions(draft, 0, 1)[0]!.position).toBe('Grupo 1 · Pregunta 1');
  });

  it('turns the draft into a payload the contract checks, with messages by path', () => {
    const draft = emptyDraft();
    const errors = draftErrors(draft);
    expect(errors.name).toBe('Ingrese nombre del cuestionario');
    expect(errors.type).toBe('Seleccione el tipo de cuestionario');
    expect(errors['questionGroups.0.title']).toBe('Ingrese el título del grupo');
    expect(errors['questionGroups.0.questions.0.title']).toBe('Ingrese el título de la pregunta');

    draft.name = 'Feedback';
    draft.type = 'SESSION_FEEDBACK';
    draft.target_user_role = 'MENTOR';
    draft.questionGroups[0]!.title = 'Sesión';
    draft.questionGroups[0]!.questions[0]!.title = '¿Cómo estuvo?';
    expect(draftErrors(draft)).toEqual({});
    expect(questionaryPayloadSchema.safeParse(toPayload(draft)).success).toBe(true);
  });

  it('sends only what the type uses: no options or scale left from an earlier type', () => {
    const draft = emptyDraft();
    const question = withType(withType(newQuestion(), 'OPTIONS'), 'TEXT');
    draft.questionGroups[0]!.questions = [{ ...question, options: [{ id: 'o-1', value: 'Sí' }], other: true }];
    const [sent] = toPayload(draft).questionGroups[0]!.questions;
    expect(sent).toMatchObject({ type: 'TEXT', options: [], other: false, rangeInfo: null });
  });

  it('gives each editor the messages under its path, without the prefix', () => {
    const errors = {
      name: 'Ingrese nombre del cuestionario',
      'questionGroups.1.title': 'Ingrese el título del grupo',
      'questionGroups.1.questions.0.options.1.value': 'Ingrese el texto de la alternativa',
      'questionGroups.10.title': 'Ingrese el título del grupo',
    };
    expect(errorsUnder(errors, 'questionGroups.1')).toEqual({
      title: 'Ingrese el título del grupo',
      'questions.0.options.1.value': 'Ingrese el texto de la alternativa',
    });
    expect(errorsUnder(errorsUnder(errors, 'questionGroups.1'), 'questions.0')).toEqual({
      'options.1.value': 'Ingrese el texto de la alternativa',
    });
  });

  it('labels the points of a group scale of 2 to 11 points, and drops labels that are all empty', () => {
    expect(labelledPoints({ start: 1, end: 5, labels: [] })).toEqual([1, 2, 3, 4, 5]);
    expect(labelledPoints({ start: 0, end: 10, labels: [] })).toHaveLength(11);
    expect(labelledPoints({ start: 0, end: 11, labels: [] })).toEqual([]);
    expect(labelledPoints({ start: 3, end: 3, labels: [] })).toEqual([]);

    const labelled = withPointLabel({ start: 1, end: 3, labels: [] }, 1, 'Neutral');
    expect(labelled.labels).toEqual(['', 'Neutral', '']);
    expect(withPointLabel(labelled, 1, ' ').labels).toEqual([]);
  });

  it('asks a condition for an alternative, a scale point, a count or a text, after its question', () => {
    const choice = { ...newQuestion('OPTIONS'), options: [{ id: 'si', value: 'Sí' }] };
    const multiple = { ...newQuestion('MULTIPLE_CHOICE'), options: [{ id: 'a', value: 'A' }] };
    const rate = { ...newQuestion('RATE'), rangeInfo: { startValue: 0, endValue: 3, startText: '', endText: '' } };
    expect(conditionValueInput(choice, 'NOT_EQUAL')).toEqual({ kind: 'choice', options: choice.options });
    expect(conditionValueInput(multiple, 'EQUAL')).toEqual({ kind: 'choice', options: multiple.options });
    expect(conditionValueInput(multiple, 'GREATER')).toEqual({ kind: 'count' });
    expect(conditionValueInput(rate, 'LESS')).toEqual({ kind: 'scale', points: ['0', '1', '2', '3'] });
    expect(conditionValueInput(newQuestion('NUMERIC'), 'GREATER')).toEqual({ kind: 'text' });
    expect(conditionValueInput(undefined, 'EQUAL')).toEqual({ kind: 'text' });
  });
});
