import { questionaryPayloadSchema } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import {
  earlierQuestions,
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
});
