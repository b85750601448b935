import { Checkbox, Space } from 'antd';
import { DescriptionField, OptionsEditor, RequiredCheckbox, type QuestionTypeEditorProps } from './questionParts';

/**
 * A choice among alternatives: one (OPTIONS, which may add an 'Otro' alternative answered with a text) or several
 * (MULTIPLE_CHOICE).
 */
export function ChoiceQuestionEditor({ question, index, errors, onChange }: QuestionTypeEditorProps) {
  return (
    <>
      <DescriptionField label="Texto de ayuda" question={question} errors={errors} onChange={onChange} />
      <Space wrap>
        <RequiredCheckbox question={question} onChange={onChange} />
        {question.type === 'OPTIONS' && (
          <Checkbox checked={question.other} onChange={(event) => onChange({ other: event.target.checked })}>
            Agregar alternativa 'Otro' con texto
          </Checkbox>
        )}
      </Space>
      <OptionsEditor
        options={question.options}
        questionIndex={index}
        heading="Alternativas"
        itemName="Alternativa"
        addLabel="Agregar alternativa"
        errors={errors}
        onChange={(options) => onChange({ options })}
      />
    </>
  );
}
