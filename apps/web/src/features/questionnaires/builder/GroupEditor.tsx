import { Card, Input, InputNumber } from 'antd';
import { useId } from 'react';
import { earlierQuestions, type Draft, type DraftGroup, type Errors } from './builderModel';
import { ConditionsEditor } from './ConditionsEditor';
import { Field, ListError } from './fields';
import { GroupScaleEditor } from './GroupScaleEditor';
import { MoveButtons } from './MoveButtons';
import { QuestionList } from './QuestionList';

export interface GroupEditorProps {
  /** The whole questionnaire: the group's conditions may look at questions of earlier groups. */
  draft: Draft;
  group: DraftGroup;
  index: number;
  /** How many groups there are: the last one cannot go down. */
  count: number;
  /** The group's messages, keyed by the path inside it ('title', 'questions.0.title'). */
  errors: Errors;
  onChange: (change: (group: DraftGroup) => DraftGroup) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** One group of questions: its title, minutes, shared scale and conditions, and its questions. */
export function GroupEditor({ draft, group, index, count, errors, onChange, onMove, onDelete }: GroupEditorProps) {
  const ids = useId();
  const name = `grupo ${index + 1}`;
  return (
    <Card
      className="builder-group"
      title={`Grupo ${index + 1}${group.title ? `: ${group.title}` : ''}`}
      extra={<MoveButtons name={name} index={index} count={count} onMove={onMove} onDelete={onDelete} />}
    >
      <div className="builder-row">
        <Field label={`Título del grupo ${index + 1}`} id={`${ids}-title`} error={errors.title} required>
          <Input
            id={`${ids}-title`}
            value={group.title}
            maxLength={300}
            onChange={(event) => onChange((current) => ({ ...current, title: event.target.value }))}
          />
        </Field>
        <Field label="Minutos" id={`${ids}-minutes`} error={errors.minutes}>
          <InputNumber
            id={`${ids}-minutes`}
            min={0}
            max={600}
            precision={0}
            value={group.minutes}
            onChange={(minutes) => onChange((current) => ({ ...current, minutes: minutes ?? 0 }))}
          />
        </Field>
      </div>
      <GroupScaleEditor
        range={group.range}
        errors={errors}
        onChange={(range) => onChange((current) => ({ ...current, range }))}
      />
      <ConditionsEditor
        label={`Mostrar el ${name} solo si`}
        sources={earlierQuestions(draft, index, null)}
        conditions={group.conditions}
        errors={errors}
        onChange={(conditions) => onChange((current) => ({ ...current, conditions }))}
      />
      <ListError error={errors.questions} />
      <QuestionList
        draft={draft}
        groupIndex={index}
        questions={group.questions}
        errors={errors}
        onChange={(change) => onChange((current) => ({ ...current, questions: change(current.questions) }))}
      />
    </Card>
  );
}
