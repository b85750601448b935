import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { ChoiceQuestionEditor } from './ChoiceQuestionEditor';
import { renderTypeEditor } from './editorTestUtils';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('ChoiceQuestionEditor', () => {
  it('starts a single choice with two alternatives and the help text, required and "Otro" switches', () => {
    renderTypeEditor(ChoiceQuestionEditor, newQuestion('OPTIONS'), { index: 1 });
    expect(screen.getByText('Alternativas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alternativa 1 de la pregunta 2' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Alternativa 2 de la pregunta 2' })).toHaveValue('');
    expect(screen.getByLabelText('Texto de ayuda')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Obligatoria' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Agregar alternativa 'Otro' con texto" })).not.toBeChecked();
  });

  it('types, adds and removes alternatives, and turns on "Otro"', async () => {
    const { question, onChange } = renderTypeEditor(ChoiceQuestionEditor, newQuestion('OPTIONS'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativa 1 de la pregunta 1' }), 'Sí');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativa 2 de la pregunta 1' }), 'No');
    await userEvent.click(screen.getByRole('button', { name: /Agregar alternativa/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativa 3 de la pregunta 1' }), 'A veces');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar alternativa 2 de la pregunta 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: "Agregar alternativa 'Otro' con texto" }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Obligatoria' }));

    expect(screen.getByRole('textbox', { name: 'Alternativa 2 de la pregunta 1' })).toHaveValue('A veces');
    expect(screen.queryByRole('textbox', { name: 'Alternativa 3 de la pregunta 1' })).not.toBeInTheDocument();
    expect(question().options.map((o) => o.value)).toEqual(['Sí', 'A veces']);
    expect(new Set(question().options.map((o) => o.id)).size).toBe(2);
    expect(question()).toMatchObject({ other: true, required: true });
    expect(onChange).toHaveBeenLastCalledWith({ required: true });
  });

  it('offers no "Otro" for a multiple choice', () => {
    renderTypeEditor(ChoiceQuestionEditor, newQuestion('MULTIPLE_CHOICE'));
    expect(screen.getAllByRole('textbox', { name: /^Alternativa \d de la pregunta 1$/ })).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /Otro/ })).not.toBeInTheDocument();
  });

  it('shows the messages of the alternatives and of the list', () => {
    renderTypeEditor(ChoiceQuestionEditor, newQuestion('OPTIONS'), {
      errors: {
        'options.1.value': 'Ingrese el texto de la alternativa',
        options: 'Agregue al menos dos alternativas',
      },
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Ingrese el texto de la alternativa', 'Agregue al menos dos alternativas']);
  });
});
