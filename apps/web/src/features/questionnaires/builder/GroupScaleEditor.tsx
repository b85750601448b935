import { Checkbox, Input, InputNumber } from 'antd';
import { useId } from 'react';
import { defaultGroupRange, labelledPoints, withPointLabel, type DraftGroupRange, type Errors } from './builderModel';
import { Field, ListError } from './fields';

export interface GroupScaleEditorProps {
  range: DraftGroupRange | null;
  /** The group's messages, keyed by the path inside it ('range', 'range.labels'). */
  errors: Errors;
  onChange: (range: DraftGroupRange | null) => void;
}

/** The scale a group's likert questions share: its first and last values, and a label per point when it has few. */
export function GroupScaleEditor({ range, errors, onChange }: GroupScaleEditorProps) {
  const ids = useId();
  return (
    <>
      <Checkbox checked={!!range} onChange={(event) => onChange(event.target.checked ? defaultGroupRange() : null)}>
        Escala compartida del grupo (columnas de las preguntas tipo Likert)
      </Checkbox>
      {range && (
        <div className="builder-nested">
          <div className="builder-row">
            <Field label="Desde" id={`${ids}-rs`} error={errors.range}>
              <InputNumber
                id={`${ids}-rs`}
                min={0}
                max={100}
                precision={0}
                value={range.start}
                // Other bounds make other points: their labels start over.
                onChange={(start) => onChange({ ...range, start: start ?? 0, labels: [] })}
              />
            </Field>
            <Field label="Hasta" id={`${ids}-re`}>
              <InputNumber
                id={`${ids}-re`}
                min={0}
                max={100}
                precision={0}
                value={range.end}
                onChange={(end) => onChange({ ...range, end: end ?? 0, labels: [] })}
              />
            </Field>
          </div>
          {labelledPoints(range).length > 0 && (
            <div className="builder-row builder-row--wrap">
              {labelledPoints(range).map((point, i) => (
                <Input
                  key={i}
                  aria-label={`Etiqueta del valor ${point}`}
                  placeholder={`Etiqueta ${point}`}
                  value={range.labels[i] ?? ''}
                  style={{ width: 150 }}
                  onChange={(event) => onChange(withPointLabel(range, i, event.target.value))}
                />
              ))}
            </div>
          )}
          <ListError error={errors['range.labels']} />
        </div>
      )}
    </>
  );
}
