import { Space } from 'antd';
import { DescriptionField, RequiredCheckbox, ScaleFields, type QuestionTypeEditorProps } from './questionParts';

/** A rating (RATE): a value picked on a numeric scale with words at its ends. */
export function ScaleQuestionEditor({ question, errors, onChange }: QuestionTypeEditorProps) {
  return (
    <>
      <DescriptionField label="Texto de ayuda" question={question} errors={errors} onChange={onChange} />
      <Space wrap>
        <RequiredCheckbox question={question} onChange={onChange} />
      </Space>
      {question.rangeInfo && (
        <ScaleFields
          range={question.rangeInfo}
          error={errors.rangeInfo}
          onChange={(rangeInfo) => onChange({ rangeInfo })}
        />
      )}
    </>
  );
}
