import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { renderTypeEditor } from './editorTestUtils';
import { TaskQuestionEditor } from './TaskQuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('TaskQuestionEditor', () => {
  it('asks only for what the task is about', async () => {
    const { question, onChange } = renderTypeEditor(TaskQuestionEditor, newQuestion('TASK'));
    await userEvent.type(screen.getByLabelText('Descripción de la tarea'), 'Leer el capítulo 2');

    expect(question().description).toBe('Leer el capítulo 2');
    expect(onChange).toHaveBeenLastCalledWith({ description: 'Leer el capítulo 2' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Texto de ejemplo (placeholder)')).not.toBeInTheDocument();
  });
});
