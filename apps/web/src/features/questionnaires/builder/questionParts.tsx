import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Space, Typography } from 'antd';
import { useId } from 'react';
import { newOption, type DraftOption, type DraftQuestion, type DraftRange, type Errors } from './builderModel';
import { Field, ListError } from './fields';

/** What every question-type editor receives: the question, its place, its own messages and a way to change it. */
export interface QuestionTypeEditorProps {
  question: DraftQuestion;
  /** The question's place in its group, from 0 (labels count from 1). */
  index: number;
  /** The question's messages, keyed by the path inside it ('description', 'options.0.value', 'rangeInfo'). */
  errors: Errors;
  /** Applies the fields given; the rest of the question stays as it is. */
  onChange: (patch: Partial<DraftQuestion>) => void;
}

/** The text under the title: a help text, a task's description or the content of an informative block. */
export function DescriptionField({
  label,
  question,
  errors,
  onChange,
  required,
  minRows = 1,
}: Pick<QuestionTypeEditorProps, 'question' | 'errors' | 'onChange'> & {
  label: string;
  required?: boolean;
  minRows?: number;
}) {
  const id = useId();
  return (
    <Field label={label} id={id} error={errors.description} required={required}>
      <Input.TextArea
        id={id}
        autoSize={{ minRows, maxRows: 12 }}
        value={question.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
    </Field>
  );
}

export function RequiredCheckbox({ question, onChange }: Pick<QuestionTypeEditorProps, 'question' | 'onChange'>) {
  return (
    <Checkbox checked={question.required} onChange={(event) => onChange({ required: event.target.checked })}>
      Obligatoria
    </Checkbox>
  );
}

/** The editable list of a question's options: the alternatives of a choice, the rows of a likert grid. */
export function OptionsEditor({
  options,
  questionIndex,
  heading,
  itemName,
  addLabel,
  errors,
  onChange,
}: {
  options: DraftOption[];
  questionIndex: number;
  heading: string;
  /** How one option is called in its field's label: 'Alternativa', 'Fila'. */
  itemName: string;
  addLabel: string;
  errors: Errors;
  onChange: (options: DraftOption[]) => void;
}) {
  return (
    <div className="builder-nested">
      <Typography.Text>{heading}</Typography.Text>
      {options.map((option, o) => {
        const label = `${itemName} ${o + 1} de la pregunta ${questionIndex + 1}`;
        const error = errors[`options.${o}.value`] ?? errors[`options.${o}.id`];
        return (
          <div key={option.id}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label={label}
                placeholder={label}
                value={option.value}
                status={error ? 'error' : undefined}
                onChange={(event) =>
                  onChange(options.map((item, i) => (i === o ? { ...item, value: event.target.value } : item)))
                }
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Quitar ${label.toLowerCase()}`}
                onClick={() => onChange(options.filter((_, i) => i !== o))}
              />
            </Space.Compact>
            <ListError error={error} />
          </div>
        );
      })}
      <ListError error={errors.options} />
      <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => onChange([...options, newOption()])}>
        {addLabel}
      </Button>
    </div>
  );
}

/** The numeric scale a question is answered on: its first and last values and the words at each end. */
export function ScaleFields({
  range,
  error,
  onChange,
}: {
  range: DraftRange;
  error?: string;
  onChange: (range: DraftRange) => void;
}) {
  const ids = useId();
  return (
    <div className="builder-nested">
      <div className="builder-row builder-row--wrap">
        <Field label="Valor inicial" id={`${ids}-sv`} error={error}>
          <InputNumber
            id={`${ids}-sv`}
            min={0}
            max={100}
            precision={0}
            value={range.startValue}
            onChange={(value) => onChange({ ...range, startValue: value ?? 0 })}
          />
        </Field>
        <Field label="Valor final" id={`${ids}-ev`}>
          <InputNumber
            id={`${ids}-ev`}
            min={0}
            max={100}
            precision={0}
            value={range.endValue}
            onChange={(value) => onChange({ ...range, endValue: value ?? 0 })}
          />
        </Field>
        <Field label="Texto del valor inicial" id={`${ids}-st`}>
          <Input
            id={`${ids}-st`}
            value={range.startText}
            placeholder="Ej.: Nada"
            onChange={(event) => onChange({ ...range, startText: event.target.value })}
          />
        </Field>
        <Field label="Texto del valor final" id={`${ids}-et`}>
          <Input
            id={`${ids}-et`}
            value={range.endText}
            placeholder="Ej.: Mucho"
            onChange={(event) => onChange({ ...range, endText: event.target.value })}
          />
        </Field>
      </div>
    </div>
  );
}
