import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion, type ConditionSource, type DraftQuestion } from './builderModel';
import { choose } from './editorTestUtils';
import { QuestionEditor } from './QuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const held: DraftQuestion = {
  ...newQuestion('OPTIONS'),
  id: 'held',
  title: '¿Se realizó la sesión?',
  options: [
    { id: 'si', value: 'Sí' },
    { id: 'no', value: 'No' },
  ],
};
const sources: ConditionSource[] = [{ question: held, position: 'Grupo 1 · Pregunta 1' }];

function renderQuestion({ index = 1, count = 3, initial = newQuestion() } = {}) {
  const onMove = vi.fn();
  const onDelete = vi.fn();
  let current = initial;
  function Holder() {
    const [question, setQuestion] = useState(initial);
    current = question;
    return (
      <QuestionEditor
        question={question}
        groupIndex={0}
        index={index}
        count={count}
        errors={{}}
        conditionSources={sources}
        onChange={(patch) => setQuestion((before) => ({ ...before, ...patch }))}
        onMove={onMove}
        onDelete={onDelete}
      />
    );
  }
  render(
    <Form layout="vertical" component="div">
      <Holder />
    </Form>,
  );
  return { question: () => current, onMove, onDelete };
}

describe('QuestionEditor', () => {
  it('shows the editor of the type chosen, keeping the title', async () => {
    const { question } = renderQuestion();
    const editor = screen.getByRole('group', { name: 'Pregunta 2 del grupo 1' });
    await userEvent.type(within(editor).getByLabelText('Título de la pregunta 2'), '¿Cómo te fue?');
    expect(within(editor).getByLabelText('Texto de ejemplo (placeholder)')).toBeInTheDocument();

    await choose('Tipo de la pregunta 2', 'Alternativas');
    expect(within(editor).getAllByRole('textbox', { name: /^Alternativa \d de la pregunta 2$/ })).toHaveLength(2);
    expect(within(editor).queryByLabelText('Texto de ejemplo (placeholder)')).not.toBeInTheDocument();
    expect(question()).toMatchObject({ type: 'OPTIONS', title: '¿Cómo te fue?' });

    await choose('Tipo de la pregunta 2', 'Calificación');
    expect(within(editor).getByRole('spinbutton', { name: 'Valor inicial' })).toHaveValue('1');
    expect(within(editor).queryByRole('textbox', { name: /^Alternativa/ })).not.toBeInTheDocument();
    expect(question()).toMatchObject({
      type: 'RATE',
      title: '¿Cómo te fue?',
      options: [],
      rangeInfo: { startValue: 1, endValue: 5, startText: '', endText: '' },
    });

    await choose('Tipo de la pregunta 2', 'Texto informativo');
    expect(within(editor).getByLabelText('Contenido (Markdown: # títulos, - listas, **negrita**)')).toBeInTheDocument();
    expect(within(editor).queryByRole('spinbutton', { name: 'Valor inicial' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('checkbox', { name: 'Obligatoria' })).not.toBeInTheDocument();
    expect(question()).toMatchObject({ type: 'MARKDOWN', rangeInfo: null, displayTitle: false, required: false });
  });

  it('adds a condition on an earlier question', async () => {
    const { question } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: /Agregar condición/ }));
    expect(screen.getByText('Mostrar la pregunta 2 solo si (se cumplen todas):')).toBeInTheDocument();
    await choose('Pregunta de la condición 1', 'Grupo 1 · Pregunta 1: ¿Se realizó la sesión?');
    await choose('Valor de la condición 1', 'No');
    expect(question().conditions).toEqual([{ questionId: 'held', value: 'no', conditionType: 'EQUAL' }]);
  });

  it('moves up or down within its group and is removed after a confirmation', async () => {
    const { onMove, onDelete } = renderQuestion({ index: 0, count: 2 });
    expect(screen.getByRole('button', { name: 'Subir pregunta 1 del grupo 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Bajar pregunta 1 del grupo 1' }));
    expect(onMove).toHaveBeenCalledWith(1);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar pregunta 1 del grupo 1' }));
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip', { name: /¿Eliminar pregunta 1 del grupo 1\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
