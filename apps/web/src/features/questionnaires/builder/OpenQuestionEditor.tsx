import { Input, Space } from 'antd';
import { useId } from 'react';
import { Field } from './fields';
import { DescriptionField, RequiredCheckbox, type QuestionTypeEditorProps } from './questionParts';

/** A question answered by typing (TEXT, NUMERIC, SESSION_OBJECTIVE): help text, required, and an example text. */
export function OpenQuestionEditor({ question, errors, onChange }: QuestionTypeEditorProps) {
  const placeholderId = useId();
  return (
    <>
      <DescriptionField label="Texto de ayuda" question={question} errors={errors} onChange={onChange} />
      <Space wrap>
        <RequiredCheckbox question={question} onChange={onChange} />
      </Space>
      <Field label="Texto de ejemplo (placeholder)" id={placeholderId}>
        <Input
          id={placeholderId}
          value={question.placeholder}
          maxLength={300}
          onChange={(event) => onChange({ placeholder: event.target.value })}
        />
      </Field>
    </>
  );
}
