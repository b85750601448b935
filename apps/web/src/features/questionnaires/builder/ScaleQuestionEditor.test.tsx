import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { renderTypeEditor } from './editorTestUtils';
import { ScaleQuestionEditor } from './ScaleQuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('ScaleQuestionEditor', () => {
  it('starts on a 1 to 5 scale and takes other bounds and the words at its ends', async () => {
    const { question } = renderTypeEditor(ScaleQuestionEditor, newQuestion('RATE'));
    expect(screen.getByRole('spinbutton', { name: 'Valor inicial' })).toHaveValue('1');
    expect(screen.getByRole('spinbutton', { name: 'Valor final' })).toHaveValue('5');
    expect(screen.getByLabelText('Texto del valor inicial')).toHaveAttribute('placeholder', 'Ej.: Nada');

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Valor inicial' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Valor inicial' }), '0');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Valor final' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Valor final' }), '10');
    await userEvent.type(screen.getByLabelText('Texto del valor inicial'), 'Nada');
    await userEvent.type(screen.getByLabelText('Texto del valor final'), 'Mucho');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Obligatoria' }));

    expect(question().rangeInfo).toEqual({
      startValue: 0,
      endValue: 10,
      startText: 'Nada',
      endText: 'Mucho',
    });
    expect(question().required).toBe(true);
  });

  it('shows the message of its scale under the first value', () => {
    renderTypeEditor(ScaleQuestionEditor, newQuestion('RATE'), {
      errors: { rangeInfo: 'El valor inicial de la escala debe ser menor que el final' },
    });
    expect(screen.getByText('El valor inicial de la escala debe ser menor que el final')).toBeInTheDocument();
  });
});
