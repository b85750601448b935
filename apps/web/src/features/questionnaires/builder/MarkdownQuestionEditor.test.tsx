import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newQuestion } from './builderModel';
import { renderTypeEditor } from './editorTestUtils';
import { MarkdownQuestionEditor } from './MarkdownQuestionEditor';

// antd's inputs are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

describe('MarkdownQuestionEditor', () => {
  it('asks for the content, hides the title unless asked, and has nothing to answer', async () => {
    const { question } = renderTypeEditor(MarkdownQuestionEditor, newQuestion('MARKDOWN'));
    const content = screen.getByLabelText('Contenido (Markdown: # títulos, - listas, **negrita**)');
    const showTitle = screen.getByRole('checkbox', { name: 'Mostrar el título' });
    expect(showTitle).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Obligatoria' })).not.toBeInTheDocument();

    await userEvent.type(content, '# Antes de empezar');
    await userEvent.click(showTitle);

    expect(showTitle).toBeChecked();
    expect(question()).toMatchObject({ description: '# Antes de empezar', displayTitle: true, required: false });
  });

  it('shows the message of empty content', () => {
    renderTypeEditor(MarkdownQuestionEditor, newQuestion('MARKDOWN'), {
      errors: { description: 'Ingrese el contenido del texto informativo' },
    });
    expect(screen.getByText('Ingrese el contenido del texto informativo')).toBeInTheDocument();
  });
});
