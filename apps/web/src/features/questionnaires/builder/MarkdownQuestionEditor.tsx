import { Checkbox, Space } from 'antd';
import { DescriptionField, type QuestionTypeEditorProps } from './questionParts';

/** An informative block (MARKDOWN): content to read, nothing to answer; its title is shown only when asked. */
export function MarkdownQuestionEditor({ question, errors, onChange }: QuestionTypeEditorProps) {
  return (
    <>
      <DescriptionField
        label="Contenido (Markdown: # títulos, - listas, **negrita**)"
        question={question}
        errors={errors}
        onChange={onChange}
        required
        minRows={4}
      />
      <Space wrap>
        <Checkbox
          checked={question.displayTitle}
          onChange={(event) => onChange({ displayTitle: event.target.checked })}
        >
          Mostrar el título
        </Checkbox>
      </Space>
    </>
  );
}
