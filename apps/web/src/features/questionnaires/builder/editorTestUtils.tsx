import { fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { DraftQuestion, Errors } from './builderModel';
import type { QuestionTypeEditorProps } from './questionParts';

/**
 * Renders a question-type editor the way the builder holds it: the question lives in a parent's state and each
 * change is merged into it. Returns the onChange spy and the question as it now stands.
 */
export function renderTypeEditor(
  Editor: ComponentType<QuestionTypeEditorProps>,
  initial: DraftQuestion,
  { index = 0, errors = {} }: { index?: number; errors?: Errors } = {},
) {
  const onChange = vi.fn<(patch: Partial<DraftQuestion>) => void>();
  let current = initial;
  function Holder() {
    const [question, setQuestion] = useState(initial);
    current = question;
    return (
      <Editor
        question={question}
        index={index}
        errors={errors}
        onChange={(patch) => {
          onChange(patch);
          setQuestion((before) => ({ ...before, ...patch }));
        }}
      />
    );
  }
  const view = render(
    <Form layout="vertical" component="div">
      <Holder />
    </Form>,
  );
  return { ...view, onChange, question: () => current };
}

/** Picks `option` in the antd select labelled `label` (its list opens in the document's body). */
export async function choose(label: string | RegExp, option: string, container: HTMLElement = document.body) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByTitle(option));
}
