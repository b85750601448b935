import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  conditionTypeLabels,
  conditionTypes,
  questionaryMessages,
  questionaryRoleLabels,
  questionaryRoles,
  questionaryTypeLabels,
  questionaryTypes,
  questionTypeLabels,
  questionTypes,
  typesWithOptions,
  typesWithRange,
  type ConditionType,
  type QuestionType,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import {
  draftErrors,
  earlierQuestions,
  emptyDraft,
  fromQuestionary,
  move,
  newGroup,
  newId,
  newQuestion,
  toPayload,
  withType,
  type Draft,
  type DraftCondition,
  type DraftGroup,
  type DraftQuestion,
} from './builderModel';
import { previewPathOf } from './QuestionariesPage';
import { useQuestionary, useSaveQuestionary } from './questionnairesApi';
import './questionaryBuilder.css';

type Errors = Record<string, string>;

/** A labelled field with its message under it; the label points at the control through `id`. */
function Field({
  label,
  error,
  children,
  id,
  required,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  id: string;
  required?: boolean;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}

function ListError({ error }: { error?: string }) {
  return error ? (
    <div role="alert" className="builder-error">
      {error}
    </div>
  ) : null;
}

/** /admin/questionaries/create and /admin/questionaries/edit/{id}: the questionnaire builder. */
export function QuestionaryBuilderPage() {
  const { questionaryId } = useParams();
  const existing = useQuestionary(questionaryId);
  if (questionaryId && existing.isPending) return <Skeleton active />;
  if (questionaryId && existing.isError) return <Alert type="error" showIcon title={errorMessageOf(existing.error)} />;
  return (
    <Builder
      key={questionaryId ?? 'new'}
      questionaryId={questionaryId}
      initial={existing.data ? fromQuestionary(existing.data) : emptyDraft()}
    />
  );
}

function Builder({ questionaryId, initial }: { questionaryId?: string; initial: Draft }) {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const save = useSaveQuestionary();
  // The whole draft lives here: a failed save (local or server) keeps every typed value.
  const [draft, setDraft] = useState<Draft>(initial);
  const [attempted, setAttempted] = useState(false);
  const ids = useId();
  const editing = !!questionaryId;

  // After a first attempt, messages follow the typing.
  const errors = useMemo<Errors>(() => {
    if (!attempted) return {};
    return draftErrors(draft);
  }, [attempted, draft]);

  const setGroups = (change: (groups: DraftGroup[]) => DraftGroup[]) =>
    setDraft((current) => ({ ...current, questionGroups: change(current.questionGroups) }));
  const updateGroup = (g: number, change: (group: DraftGroup) => DraftGroup) =>
    setGroups((groups) => groups.map((group, index) => (index === g ? change(group) : group)));
  const updateQuestion = (g: number, q: number, change: (question: DraftQuestion) => DraftQuestion) =>
    updateGroup(g, (group) => ({
      ...group,
      questions: group.questions.map((question, index) => (index === q ? change(question) : question)),
    }));

  const submit = () => {
    setAttempted(true);
    const payload = toPayload(draft);
    if (Object.keys(draftErrors(draft)).length > 0) {
      message.error('Revisa los campos marcados');
      return;
    }
    save.mutate(
      { id: questionaryId, payload },
      {
        onSuccess: (saved) => {
          message.success(editing ? questionaryMessages.updated : questionaryMessages.created);
          navigate(previewPathOf(saved));
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );
  };

  const errorCount = Object.keys(errors).length;
  return (
    <section aria-labelledby="builder-title" className="questionary-builder">
      <div className="builder-header">
        <Typography.Title level={1} id="builder-title" style={{ margin: 0, fontSize: 24 }}>
          {editing ? 'Editar cuestionario' : 'Crear cuestionario'}
        </Typography.Title>
        <Space wrap>
          {editing && (
            <Button icon={<EyeOutlined />} onClick={() => navigate(`/questionary/${questionaryId}`)}>
              Vista previa
            </Button>
          )}
          <Button onClick={() => navigate('/admin/questionaries')}>Cancelar</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            Guardar
          </Button>
        </Space>
      </div>
      {errorCount > 0 && (
        <Alert
          type="error"
          showIcon
          title={
            errorCount === 1
              ? 'Hay 1 campo por corregir antes de guardar'
              : `Hay ${errorCount} campos por corregir antes de guardar`
          }
        />
      )}
      <Form layout="vertical" component="div">
        <Card title="Datos del cuestionario">
          <Field label="Nombre" id={`${ids}-name`} error={errors.name} required>
            <Input
              id={`${ids}-name`}
              value={draft.name}
              maxLength={300}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </Field>
          <Field label="Descripción" id={`${ids}-overview`} error={errors.overview}>
            <Input.TextArea
              id={`${ids}-overview`}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={draft.overview}
              onChange={(event) => setDraft({ ...draft, overview: event.target.value })}
            />
          </Field>
          <div className="builder-row">
            <Field label="Tipo" id={`${ids}-type`} error={errors.type} required>
              <Select
                id={`${ids}-type`}
                placeholder="Seleccione tipo"
                value={draft.type}
                options={questionaryTypes.map((value) => ({ value, label: questionaryTypeLabels[value] }))}
                onChange={(type) => setDraft({ ...draft, type })}
              />
            </Field>
            <Field label="Rol" id={`${ids}-role`} error={errors.target_user_role} required>
              <Select
                id={`${ids}-role`}
                placeholder="Seleccione rol"
                value={draft.target_user_role}
                options={questionaryRoles.map((value) => ({ value, label: questionaryRoleLabels[value] }))}
                onChange={(role) => setDraft({ ...draft, target_user_role: role })}
              />
            </Field>
          </div>
        </Card>

        <ListError error={errors.questionGroups} />
        {draft.questionGroups.map((group, g) => (
          <GroupEditor
            key={group.id}
            draft={draft}
            group={group}
            index={g}
            count={draft.questionGroups.length}
            errors={errors}
            onChange={(change) => updateGroup(g, change)}
            onQuestionChange={(q, change) => updateQuestion(g, q, change)}
            onMove={(direction) => setGroups((groups) => move(groups, g, direction))}
            onDelete={() => setGroups((groups) => groups.filter((_, index) => index !== g))}
          />
        ))}
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() => setGroups((groups) => [...groups, newGroup()])}
          style={{ marginTop: 16 }}
        >
          Agregar grupo
        </Button>
      </Form>
      <div className="builder-footer">
        <Button onClick={() => navigate('/admin/questionaries')}>Cancelar</Button>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Guardar
        </Button>
      </div>
    </section>
  );
}

interface GroupEditorProps {
  draft: Draft;
  group: DraftGroup;
  index: number;
  count: number;
  errors: Errors;
  onChange: (change: (group: DraftGroup) => DraftGroup) => void;
  onQuestionChange: (q: number, change: (question: DraftQuestion) => DraftQuestion) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

function MoveButtons({
  name,
  index,
  count,
  onMove,
  onDelete,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  return (
    <Space size={0}>
      <Tooltip title="Subir">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={`Subir ${name}`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title="Bajar">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={`Bajar ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        />
      </Tooltip>
      <Popconfirm
        title={`Eliminar ${name}`}
        description={`¿Eliminar ${name}?`}
        okText="Eliminar"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        onConfirm={onDelete}
      >
        <Tooltip title="Eliminar">
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${name}`} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}

function GroupEditor({
  draft,
  group,
  index,
  count,
  errors,
  onChange,
  onQuestionChange,
  onMove,
  onDelete,
}: GroupEditorProps) {
  const ids = useId();
  const base = `questionGroups.${index}`;
  const name = `grupo ${index + 1}`;
  const range = group.range;
  return (
    <Card
      className="builder-group"
      title={`Grupo ${index + 1}${group.title ? `: ${group.title}` : ''}`}
      extra={<MoveButtons name={name} index={index} count={count} onMove={onMove} onDelete={onDelete} />}
    >
      <div className="builder-row">
        <Field label={`Título del grupo ${index + 1}`} id={`${ids}-title`} error={errors[`${base}.title`]} required>
          <Input
            id={`${ids}-title`}
            value={group.title}
            maxLength={300}
            onChange={(event) => onChange((current) => ({ ...current, title: event.target.value }))}
          />
        </Field>
        <Field label="Minutos" id={`${ids}-minutes`} error={errors[`${base}.minutes`]}>
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
      <Checkbox
        checked={!!range}
        onChange={(event) =>
          onChange((current) => ({
            ...current,
            range: event.target.checked ? { start: 1, end: 5, labels: [] } : null,
          }))
        }
      >
        Escala compartida del grupo (columnas de las preguntas tipo Likert)
      </Checkbox>
      {range && (
        <div className="builder-nested">
          <div className="builder-row">
            <Field label="Desde" id={`${ids}-rs`} error={errors[`${base}.range`]}>
              <InputNumber
                id={`${ids}-rs`}
                min={0}
                max={100}
                precision={0}
                value={range.start}
                onChange={(start) => onChange((c) => ({ ...c, range: { ...range, start: start ?? 0, labels: [] } }))}
              />
            </Field>
            <Field label="Hasta" id={`${ids}-re`}>
              <InputNumber
                id={`${ids}-re`}
                min={0}
                max={100}
                precision={0}
                value={range.end}
                onChange={(end) => onChange((c) => ({ ...c, range: { ...range, end: end ?? 0, labels: [] } }))}
              />
            </Field>
          </div>
          {range.end > range.start && range.end - range.start < 11 && (
            <div className="builder-row builder-row--wrap">
              {Array.from({ length: range.end - range.start + 1 }, (_, i) => (
                <Input
                  key={i}
                  aria-label={`Etiqueta del valor ${range.start + i}`}
                  placeholder={`Etiqueta ${range.start + i}`}
                  value={range.labels[i] ?? ''}
                  style={{ width: 150 }}
                  onChange={(event) => {
                    const labels = Array.from({ length: range.end - range.start + 1 }, (_, j) => range.labels[j] ?? '');
                    labels[i] = event.target.value;
                    onChange((c) => ({
                      ...c,
                      range: { ...range, labels: labels.every((l) => l.trim() === '') ? [] : labels },
                    }));
                  }}
                />
              ))}
            </div>
          )}
          <ListError error={errors[`${base}.range.labels`]} />
        </div>
      )}
      <ConditionsEditor
        label={`Mostrar el ${name} solo si`}
        sources={earlierQuestions(draft, index, null)}
        conditions={group.conditions}
        errors={errors}
        basePath={base}
        onChange={(conditions) => onChange((current) => ({ ...current, conditions }))}
      />
      <ListError error={errors[`${base}.questions`]} />
      {group.questions.map((question, q) => (
        <QuestionEditor
          key={question.id}
          draft={draft}
          groupIndex={index}
          question={question}
          index={q}
          count={group.questions.length}
          errors={errors}
          onChange={(change) => onQuestionChange(q, change)}
          onMove={(direction) =>
            onChange((current) => ({ ...current, questions: move(current.questions, q, direction) }))
          }
          onDelete={() =>
            onChange((current) => ({ ...current, questions: current.questions.filter((_, i) => i !== q) }))
          }
        />
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange((current) => ({ ...current, questions: [...current.questions, newQuestion()] }))}
      >
        Agregar pregunta al grupo {index + 1}
      </Button>
    </Card>
  );
}

interface QuestionEditorProps {
  draft: Draft;
  groupIndex: number;
  question: DraftQuestion;
  index: number;
  count: number;
  errors: Errors;
  onChange: (change: (question: DraftQuestion) => DraftQuestion) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

function QuestionEditor({
  draft,
  groupIndex,
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onDelete,
}: QuestionEditorProps) {
  const ids = useId();
  const base = `questionGroups.${groupIndex}.questions.${index}`;
  const name = `pregunta ${index + 1} del grupo ${groupIndex + 1}`;
  const set = (patch: Partial<DraftQuestion>) => onChange((current) => ({ ...current, ...patch }));
  const isContent = question.type === 'MARKDOWN' || question.type === 'TASK';
  const hasPlaceholder = ['TEXT', 'NUMERIC', 'SESSION_OBJECTIVE'].includes(question.type);
  const range = question.rangeInfo;

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
            onChange={(type) => onChange((current) => withType(current, type))}
          />
        </Field>
        <Field
          label={`Título de la pregunta ${index + 1}`}
          id={`${ids}-title`}
          error={errors[`${base}.title`]}
          required={question.type !== 'MARKDOWN'}
        >
          <Input
            id={`${ids}-title`}
            value={question.title}
            maxLength={300}
            onChange={(event) => set({ title: event.target.value })}
          />
        </Field>
      </div>
      <Field
        label={
          question.type === 'MARKDOWN'
            ? 'Contenido (Markdown: # títulos, - listas, **negrita**)'
            : question.type === 'TASK'
              ? 'Descripción de la tarea'
              : 'Texto de ayuda'
        }
        id={`${ids}-description`}
        error={errors[`${base}.description`]}
        required={question.type === 'MARKDOWN'}
      >
        <Input.TextArea
          id={`${ids}-description`}
          autoSize={{ minRows: question.type === 'MARKDOWN' ? 4 : 1, maxRows: 12 }}
          value={question.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <Space wrap>
        {!isContent && (
          <Checkbox checked={question.required} onChange={(event) => set({ required: event.target.checked })}>
            Obligatoria
          </Checkbox>
        )}
        {question.type === 'OPTIONS' && (
          <Checkbox checked={question.other} onChange={(event) => set({ other: event.target.checked })}>
            Agregar alternativa 'Otro' con texto
          </Checkbox>
        )}
        {question.type === 'MARKDOWN' && (
          <Checkbox checked={question.displayTitle} onChange={(event) => set({ displayTitle: event.target.checked })}>
            Mostrar el título
          </Checkbox>
        )}
      </Space>
      {hasPlaceholder && (
        <Field label="Texto de ejemplo (placeholder)" id={`${ids}-placeholder`}>
          <Input
            id={`${ids}-placeholder`}
            value={question.placeholder}
            maxLength={300}
            onChange={(event) => set({ placeholder: event.target.value })}
          />
        </Field>
      )}
      {typesWithOptions.includes(question.type) && (
        <div className="builder-nested">
          <Typography.Text>
            {question.type === 'LIKERT-LIKE-GROUP' ? 'Filas (afirmaciones)' : 'Alternativas'}
          </Typography.Text>
          {question.options.map((option, o) => {
            const label = `${question.type === 'LIKERT-LIKE-GROUP' ? 'Fila' : 'Alternativa'} ${o + 1} de la pregunta ${index + 1}`;
            const error = errors[`${base}.options.${o}.value`] ?? errors[`${base}.options.${o}.id`];
            return (
              <div key={option.id}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    aria-label={label}
                    placeholder={label}
                    value={option.value}
                    status={error ? 'error' : undefined}
                    onChange={(event) =>
                      set({
                        options: question.options.map((item, i) =>
                          i === o ? { ...item, value: event.target.value } : item,
                        ),
                      })
                    }
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Quitar ${label.toLowerCase()}`}
                    onClick={() => set({ options: question.options.filter((_, i) => i !== o) })}
                  />
                </Space.Compact>
                <ListError error={error} />
              </div>
            );
          })}
          <ListError error={errors[`${base}.options`]} />
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => set({ options: [...question.options, { id: newId('o'), value: '' }] })}
          >
            {question.type === 'LIKERT-LIKE-GROUP' ? 'Agregar fila' : 'Agregar alternativa'}
          </Button>
        </div>
      )}
      {typesWithRange.includes(question.type) && range && (
        <div className="builder-nested">
          <div className="builder-row builder-row--wrap">
            <Field label="Valor inicial" id={`${ids}-sv`} error={errors[`${base}.rangeInfo`]}>
              <InputNumber
                id={`${ids}-sv`}
                min={0}
                max={100}
                precision={0}
                value={range.startValue}
                onChange={(value) => set({ rangeInfo: { ...range, startValue: value ?? 0 } })}
              />
            </Field>
            <Field label="Valor final" id={`${ids}-ev`}>
              <InputNumber
                id={`${ids}-ev`}
                min={0}
                max={100}
                precision={0}
                value={range.endValue}
                onChange={(value) => set({ rangeInfo: { ...range, endValue: value ?? 0 } })}
              />
            </Field>
            <Field label="Texto del valor inicial" id={`${ids}-st`}>
              <Input
                id={`${ids}-st`}
                value={range.startText}
                placeholder="Ej.: Nada"
                onChange={(event) => set({ rangeInfo: { ...range, startText: event.target.value } })}
              />
            </Field>
            <Field label="Texto del valor final" id={`${ids}-et`}>
              <Input
                id={`${ids}-et`}
                value={range.endText}
                placeholder="Ej.: Mucho"
                onChange={(event) => set({ rangeInfo: { ...range, endText: event.target.value } })}
              />
            </Field>
          </div>
        </div>
      )}
      <ConditionsEditor
        label={`Mostrar la pregunta ${index + 1} solo si`}
        sources={earlierQuestions(draft, groupIndex, index)}
        conditions={question.conditions}
        errors={errors}
        basePath={base}
        onChange={(conditions) => set({ conditions })}
      />
    </div>
  );
}

interface ConditionsEditorProps {
  label: string;
  sources: ReturnType<typeof earlierQuestions>;
  conditions: DraftCondition[];
  errors: Errors;
  basePath: string;
  onChange: (conditions: DraftCondition[]) => void;
}

/** Conditions on EARLIER answers only (spec 002 §5.8: every condition must hold for the question to show). */
function ConditionsEditor({ label, sources, conditions, errors, basePath, onChange }: ConditionsEditorProps) {
  const update = (c: number, patch: Partial<DraftCondition>) =>
    onChange(conditions.map((condition, i) => (i === c ? { ...condition, ...patch } : condition)));
  return (
    <div className="builder-conditions">
      {conditions.length > 0 && <Typography.Text type="secondary">{label} (se cumplen todas):</Typography.Text>}
      {conditions.map((condition, c) => {
        const source = sources.find((s) => s.question.id === condition.questionId)?.question;
        const path = `${basePath}.conditions.${c}`;
        const error = errors[`${path}.questionId`] ?? errors[`${path}.value`] ?? errors[path];
        const choiceValue =
          source &&
          (source.type === 'OPTIONS' ||
            (source.type === 'MULTIPLE_CHOICE' && ['EQUAL', 'NOT_EQUAL'].includes(condition.conditionType)));
        const scalePoints =
          source?.type === 'RATE' && source.rangeInfo
            ? Array.from({ length: Math.max(0, source.rangeInfo.endValue - source.rangeInfo.startValue + 1) }, (_, i) =>
                String(source.rangeInfo!.startValue + i),
              )
            : null;
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
              {choiceValue ? (
                <Select
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder="Alternativa"
                  style={{ minWidth: 160, flex: '1 1 160px' }}
                  value={condition.value || undefined}
                  options={source.options.map((o) => ({ value: o.id, label: o.value || 'Sin texto' }))}
                  onChange={(value) => update(c, { value })}
                />
              ) : scalePoints ? (
                <Select
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder="Valor"
                  style={{ minWidth: 100, flex: '1 1 100px' }}
                  value={condition.value || undefined}
                  options={scalePoints.map((value) => ({ value, label: value }))}
                  onChange={(value) => update(c, { value })}
                />
              ) : (
                <Input
                  aria-label={`Valor de la condición ${c + 1}`}
                  placeholder={source?.type === 'MULTIPLE_CHOICE' ? 'Cantidad de opciones' : 'Valor'}
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
          onClick={() => onChange([...conditions, { questionId: '', value: '', conditionType: 'EQUAL' }])}
        >
          Agregar condición
        </Button>
      </Tooltip>
    </div>
  );
}
