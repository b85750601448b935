import { Space } from 'antd';
import {
  DescriptionField,
  OptionsEditor,
  RequiredCheckbox,
  ScaleFields,
  type QuestionTypeEditorProps,
} from './questionParts';

/** A likert grid (LIKERT-LIKE-GROUP): statements as rows, each rated on the same scale, whose points are the columns. */
export function LikertQuestionEditor({ question, index, errors, onChange }: QuestionTypeEditorProps) {
  return (
    <>
      <DescriptionField label="Texto de ayuda" question={question} errors={errors} onChange={onChange} />
      <Space wrap>
        <RequiredCheckbox question={question} onChange={onChange} />
      </Space>
      <OptionsEditor
        options={question.options}
        questionIndex={index}
        heading="Filas (afirmaciones)"
        itemName="Fila"
        addLabel="Agregar fila"
        errors={errors}
        onChange={(options) => onChange({ options })}
      />
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
