import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { renderTypeEditor } from './editorTestUtils';
import { OpenQuestionEditor } from './OpenQuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('OpenQuestionEditor', () => {
  it('asks for a help text, whether it is required and an example text, and keeps what is typed', async () => {
    const { question, onChange } = renderTypeEditor(OpenQuestionEditor, newQuestion('TEXT'));
    await userEvent.type(screen.getByLabelText('Texto de ayuda'), 'En pocas palabras');
    await userEvent.type(screen.getByLabelText('Texto de ejemplo (placeholder)'), 'Ej.: la puntualidad');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Obligatoria' }));

    expect(screen.getByLabelText('Texto de ayuda')).toHaveValue('En pocas palabras');
    expect(screen.getByLabelText('Texto de ejemplo (placeholder)')).toHaveValue('Ej.: la puntualidad');
    expect(question()).toMatchObject({
      type: 'TEXT',
      description: 'En pocas palabras',
      placeholder: 'Ej.: la puntualidad',
      required: true,
    });
    expect(onChange).toHaveBeenLastCalledWith({ required: true });
    // An open question has nothing to choose from.
    expect(screen.queryByText('Alternativas')).not.toBeInTheDocument();
  });

  it('shows the message of its help text', () => {
    renderTypeEditor(OpenQuestionEditor, newQuestion('NUMERIC'), {
      errors: { description: 'El texto es demasiado largo' },
    });
    expect(screen.getByText('El texto es demasiado largo')).toBeInTheDocument();
  });
});
