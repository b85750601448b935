import { questionTypeLabels, questionTypes, type QuestionType } from '@enlaza/contract';
import { Input, Select, Typography } from 'antd';
import { useId, type ComponentType } from 'react';
import { withType, type ConditionSource, type DraftQuestion, type Errors } from './builderModel';
import { ChoiceQuestionEditor } from './ChoiceQuestionEditor';
import { ConditionsEditor } from './ConditionsEditor';
import { Field } from './fields';
import { LikertQuestionEditor } from './LikertQuestionEditor';
import { MarkdownQuestionEditor } from './MarkdownQuestionEditor';
import { MoveButtons } from './MoveButtons';
import { OpenQuestionEditor } from './OpenQuestionEditor';
import type { QuestionTypeEditorProps } from './questionParts';
import { ScaleQuestionEditor } from './ScaleQuestionEditor';
import { TaskQuestionEditor } from './TaskQuestionEditor';

/** The editor of what each question type has of its own. */
const editorOfType: Record<QuestionType, ComponentType<QuestionTypeEditorProps>> = {
  TEXT: OpenQuestionEditor,
  NUMERIC: OpenQuestionEditor,
  SESSION_OBJECTIVE: OpenQuestionEditor,
  OPTIONS: ChoiceQuestionEditor,
  MULTIPLE_CHOICE: ChoiceQuestionEditor,
  RATE: ScaleQuestionEditor,
  'LIKERT-LIKE-GROUP': LikertQuestionEditor,
  MARKDOWN: MarkdownQuestionEditor,
  TASK: TaskQuestionEditor,
};

export interface QuestionEditorProps {
  question: DraftQuestion;
  groupIndex: number;
  index: number;
  /** How many questions its group has: the last one cannot go down. */
  count: number;
  /** The question's messages, keyed by the path inside it. */
  errors: Errors;
  /** The earlier questions its conditions may look at. */
  conditionSources: ConditionSource[];
  /** Applies the fields given; the rest of the question stays as it is. */
  onChange: (patch: Partial<DraftQuestion>) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** One question: what every type has (type, title, conditions, its place), around the editor of its type. */
export function QuestionEditor({
  question,
  groupIndex,
  index,
  count,
  errors,
  conditionSources,
  onChange,
  onMove,
  onDelete,
}: QuestionEditorProps) {
  const ids = useId();
  const name = `pregunta ${index + 1} del grupo ${groupIndex + 1}`;
  const TypeEditor = editorOfType[question.type];

  return (
    <div className="builder-question" aria-label={`Pregunta ${index + 1} del grupo ${groupIndex + 1}`} role="group">
      <div className="builder-question__header">
        <Typography.Text strong>Pregunta {index + 1}</Typography.Text>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} onDelete={onDelete} />
      </div>
      <div className="builder-row">
        <Field label={`Tipo de la pregunta ${index + 1}`} id={`${ids}-type`}>
          <Select<QuestionType>
            id={`${ids}-type`}
            value={question.type}
            style={{ minWidth: 200 }}
            options={questionTypes.map((value) => ({ value, label: questionTypeLabels[value] }))}
            onChange={(type) => onChange(withType(question, type))}
          />
        </Field>
        <Field
          label={`Título de la pregunta ${index + 1}`}
          id={`${ids}-title`}
          error={errors.title}
          required={question.type !== 'MARKDOWN'}
        >
          <Input
            id={`${ids}-title`}
            value={question.title}
            maxLength={300}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </Field>
      </div>
      <TypeEditor question={question} index={index} errors={errors} onChange={onChange} />
      <ConditionsEditor
        label={`Mostrar la pregunta ${index + 1} solo si`}
        sources={conditionSources}
        conditions={question.conditions}
        errors={errors}
        onChange={(conditions) => onChange({ conditions })}
      />
    </div>
  );
}
