import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion, type ConditionSource, type DraftCondition, type DraftQuestion } from './builderModel';
import { ConditionsEditor } from './ConditionsEditor';
import { choose } from './editorTestUtils';

// antd's selects are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const rate: DraftQuestion = {
  ...newQuestion('RATE'),
  id: 'score',
  title: 'Nota',
  rangeInfo: { startValue: 1, endValue: 3, startText: '', endText: '' },
};
const topics: DraftQuestion = {
  ...newQuestion('MULTIPLE_CHOICE'),
  id: 'topics',
  title: 'Temas',
  options: [
    { id: 't1', value: 'Finanzas' },
    { id: 't2', value: 'Marketing' },
  ],
};
const sources: ConditionSource[] = [
  { question: rate, position: 'Grupo 1 · Pregunta 1' },
  { question: topics, position: 'Grupo 1 · Pregunta 2' },
];

function renderConditions(available = sources, errors = {}) {
  let current: DraftCondition[] = [];
  function Holder() {
    const [conditions, setConditions] = useState<DraftCondition[]>([]);
    current = conditions;
    return (
      <ConditionsEditor
        label="Mostrar la pregunta 3 solo si"
        sources={available}
        conditions={conditions}
        errors={errors}
        onChange={setConditions}
      />
    );
  }
  render(<Holder />);
  return { conditions: () => current };
}

describe('ConditionsEditor', () => {
  it('compares a rating with one of its points', async () => {
    const { conditions } = renderConditions();
    await userEvent.click(screen.getByRole('button', { name: /Agregar condición/ }));
    await choose('Pregunta de la condición 1', 'Grupo 1 · Pregunta 1: Nota');
    await choose('Operador de la condición 1', 'es mayor o igual a');
    await choose('Valor de la condición 1', '2');
    expect(conditions()).toEqual([{ questionId: 'score', value: '2', conditionType: 'GREATER_OR_EQUAL' }]);
  });

  it('compares a multiple choice by alternative, or by how many were chosen', async () => {
    const { conditions } = renderConditions();
    await userEvent.click(screen.getByRole('button', { name: /Agregar condición/ }));
    await choose('Pregunta de la condición 1', 'Grupo 1 · Pregunta 2: Temas');
    await choose('Valor de la condición 1', 'Marketing');
    expect(conditions()).toEqual([{ questionId: 'topics', value: 't2', conditionType: 'EQUAL' }]);

    await choose('Operador de la condición 1', 'es mayor que');
    const count = screen.getByRole('textbox', { name: 'Valor de la condición 1' });
    expect(count).toHaveAttribute('placeholder', 'Cantidad de opciones');
    await userEvent.clear(count);
    await userEvent.type(count, '1');
    expect(conditions()).toEqual([{ questionId: 'topics', value: '1', conditionType: 'GREATER' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar condición 1' }));
    expect(conditions()).toEqual([]);
    expect(screen.queryByText('Mostrar la pregunta 3 solo si (se cumplen todas):')).not.toBeInTheDocument();
  });

  it('cannot add a condition without earlier questions', () => {
    renderConditions([]);
    expect(screen.getByRole('button', { name: /Agregar condición/ })).toBeDisabled();
  });
});
