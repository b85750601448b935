import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { renderTypeEditor } from './editorTestUtils';
import { LikertQuestionEditor } from './LikertQuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('LikertQuestionEditor', () => {
  it('edits the rows (statements) and the scale they are rated on', async () => {
    const { question } = renderTypeEditor(LikertQuestionEditor, newQuestion('LIKERT-LIKE-GROUP'));
    expect(screen.getByText('Filas (afirmaciones)')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Fila \d de la pregunta 1$/ })).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Fila 1 de la pregunta 1' }), 'Escucha');
    await userEvent.click(screen.getByRole('button', { name: /Agregar fila/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Fila 2 de la pregunta 1' }), 'Guía');
    await userEvent.click(screen.getByRole('button', { name: /Agregar fila/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fila 3 de la pregunta 1' }));
    await userEvent.type(screen.getByLabelText('Texto del valor final'), 'Siempre');

    expect(screen.getAllByRole('textbox', { name: /^Fila \d de la pregunta 1$/ })).toHaveLength(2);
    expect(question().options.map((o) => o.value)).toEqual(['Escucha', 'Guía']);
    expect(question().rangeInfo).toEqual({ startValue: 1, endValue: 5, startText: '', endText: 'Siempre' });
  });

  it('shows the message when no row is left', async () => {
    renderTypeEditor(LikertQuestionEditor, newQuestion('LIKERT-LIKE-GROUP'), {
      errors: { options: 'Agregue al menos una fila' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fila 1 de la pregunta 1' }));
    expect(screen.queryByRole('textbox', { name: /^Fila/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Agregue al menos una fila');
  });
});
