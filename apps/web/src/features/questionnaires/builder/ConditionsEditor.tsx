import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { conditionTypeLabels, conditionTypes, type ConditionType } from '@enlaza/contract';
import { Button, Input, Select, Tooltip, Typography } from 'antd';
import {
  conditionValueInput,
  newCondition,
  type ConditionSource,
  type DraftCondition,
  type Errors,
} from './builderModel';
import { ListError } from './fields';

export interface ConditionsEditorProps {
  /** What the conditions decide: 'Mostrar la pregunta 2 solo si'. */
  label: string;
  /** The earlier questions a condition may look at. */
  sources: ConditionSource[];
  conditions: DraftCondition[];
  /** The messages of the question or group the conditions belong to, keyed by the path inside it. */
  errors: Errors;
  onChange: (conditions: DraftCondition[]) => void;
}

/** Conditions on EARLIER answers only (spec 002 §5.8: every condition must hold for the question to show). */
export function ConditionsEditor({ label, sources, conditions, errors, onChange }: ConditionsEditorProps) {
  const update = (c: number, patch: Partial<DraftCondition>) =>
    onChange(conditions.map((condition, i) => (i === c ? { ...condition, ...patch } : condition)));
  return (
    <div className="builder-conditions">
      {conditions.length > 0 && <Typography.Text type="secondary">{label} (se cumplen todas):</Typography.Text>}
      {conditions.map((condition, c) => {
        const source = sources.find((s) => s.question.id === condition.questionId)?.question;
        const path = `conditions.${c}`;
        const error = errors[`${path}.questionId`] ?? errors[`${path}.value`] ?? errors[path];
        const valueInput = conditionValueInput(source, condition.conditionType);
        return (
          <div key={c}>
            <div className="builder-condition">
              <Select
                aria-label={`Pregunta de la condición ${c + 1}`}
                placeholder="Pregunta anterior"
                style={{ minWidth: 220, flex: '2 1 220px' }}
                value={source ? condition.questionId : undefined}
                options={sources.map((s) => ({
                  value: s.question.id,
                  label: `${s.position}: ${s.question.title || 'Sin título'}`,
                }))}
                onChange={(questionId) => update(c, { questionId, value: '' })}
                notFoundContent="No hay preguntas anteriores que se puedan usar"
              />
              <Select<ConditionType>
                aria-label={`Operador de la condición ${c + 1}`}
                style={{ minWidth: 170, flex: '1 1 170px' }}
                value={condition.conditionType}
                options={conditionTypes.map((value) => ({ value, label: conditionTypeLabels[value] }))}
                onChange={(conditionType) => update(c, { conditionType })}
              />
              {valueInput.kind === 'choice' ? (
                <Select
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder="Alternativa"
                  style={{ minWidth: 160, flex: '1 1 160px' }}
                  value={condition.value || undefined}
                  options={valueInput.options.map((o) => ({ value: o.id, label: o.value || 'Sin texto' }))}
                  onChange={(value) => update(c, { value })}
                />
              ) : valueInput.kind === 'scale' ? (
                <Select
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder="Valor"
                  style={{ minWidth: 100, flex: '1 1 100px' }}
                  value={condition.value || undefined}
                  options={valueInput.points.map((value) => ({ value, label: value }))}
                  onChange={(value) => update(c, { value })}
                />
              ) : (
                <Input
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder={valueInput.kind === 'count' ? 'Cantidad de opciones' : 'Valor'}
                  style={{ minWidth: 120, flex: '1 1 120px' }}
                  value={condition.value}
                  onChange={(event) => update(c, { value: event.target.value })}
                />
              )}
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Quitar condición ${c + 1}`}
                onClick={() => onChange(conditions.filter((_, i) => i !== c))}
              />
            </div>
            <ListError error={error} />
          </div>
        );
      })}
      <Tooltip title={sources.length === 0 ? 'Solo se puede condicionar a preguntas anteriores' : undefined}>
        <Button
          size="small"
          type="link"
          icon={<PlusOutlined />}
          disabled={sources.length === 0}
          onClick={() => onChange([...conditions, newCondition()])}
        >
          Agregar condición
        </Button>
      </Tooltip>
    </div>
  );
}
