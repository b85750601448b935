import {
  clearHiddenAnswers,
  OTHER_OPTION_ID,
  OTHER_OPTION_LABEL,
  questionScale,
  validateAnswers,
  visibleQuestionIds,
  type AnswerMap,
  type AnswerValue,
  type OtherAnswers,
  type Questionary,
  type QuestionaryQuestion,
  type QuestionGroup,
} from '@enlaza/contract';
import {
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  Input,
  InputNumber,
  Radio,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { Markdown } from './Markdown';
import './questionaryForm.css';

interface QuestionaryFormProps {
  questionary: Pick<Questionary, 'name' | 'overview' | 'questionGroups'>;
  /** 'preview' checks the answers like the real form but sends nothing. */
  mode: 'preview' | 'answer';
  initialAnswers?: AnswerMap;
  /** The texts written next to 'Otro', by question id. */
  initialOthers?: OtherAnswers;
  /** Every change, for keeping a draft (the answering page stores it on the device). */
  onChange?: (answers: AnswerMap, others: OtherAnswers) => void;
  /** Called with the answers of the shown questions only, once every rule of spec 002 §5.8 passes. */
  onSubmit?: (answers: AnswerMap, others: OtherAnswers) => void | Promise<unknown>;
  submitting?: boolean;
  submitLabel?: string;
  /** Shown after a valid submit in preview mode. */
  onPreviewSubmit?: () => void;
  /** The answers are shown but cannot change (a session guide while the partner edits it, or finished). */
  readOnly?: boolean;
  /** Each group folds open and shut (the session guide, where the pair jumps between sections). */
  collapsible?: boolean;
  /**
   * The open groups' ids, when the caller keeps them (the session guide redraws the form on each of the partner's
   * edits: what this person folded stays folded). Every group starts open otherwise.
   */
  openGroups?: string[];
  onOpenGroupsChange?: (groupIds: string[]) => void;
  /** Shown next to the submit button; `false` hides the button (the caller offers its own). */
  actions?: ReactNode;
  showSubmit?: boolean;
}

/**
 * A questionnaire as its respondent sees it: groups as sections, every question type, the required messages of
 * spec 002 §5.8, and conditions evaluated live with the shared evaluator (a hidden question's answer is cleared).
 * The answering screens reuse it with mode 'answer'.
 */
export function QuestionaryForm({
  questionary,
  mode,
  initialAnswers = {},
  initialOthers = {},
  onChange,
  onSubmit,
  submitting,
  submitLabel = 'Enviar respuestas',
  onPreviewSubmit,
  readOnly = false,
  collapsible = false,
  openGroups,
  onOpenGroupsChange,
  actions,
  showSubmit = true,
}: QuestionaryFormProps) {
  const [answers, setAnswers] = useState<AnswerMap>(() => clearHiddenAnswers(questionary, initialAnswers));
  const [others, setOthers] = useState<OtherAnswers>(initialOthers);
  const [submitted, setSubmitted] = useState(false);
  const visible = useMemo(() => visibleQuestionIds(questionary, answers), [questionary, answers]);
  const errors = useMemo(
    () => (submitted ? validateAnswers(questionary, answers, others) : {}),
    [submitted, questionary, answers, others],
  );

  const setAnswer = (questionId: string, value: AnswerValue) => {
    const next = clearHiddenAnswers(questionary, { ...answers, [questionId]: value });
    setAnswers(next);
    onChange?.(next, others);
  };
  const setOther = (questionId: string, text: string) => {
    const next = { ...others, [questionId]: text };
    setOthers(next);
    onChange?.(answers, next);
  };

  const submit = () => {
    setSubmitted(true);
    const cleaned = clearHiddenAnswers(questionary, answers);
    // Only the 'Otro' texts of questions still answered 'Otro' go with the answers.
    const chosenOthers = Object.fromEntries(Object.entries(others).filter(([id]) => cleaned[id] === OTHER_OPTION_ID));
    const problems = validateAnswers(questionary, cleaned, chosenOthers);
    const firstProblem = Object.keys(problems)[0];
    if (firstProblem) {
      document.getElementById(`question-${firstProblem}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (mode === 'preview') onPreviewSubmit?.();
    else void onSubmit?.(cleaned, chosenOthers);
  };

  const shownGroups = questionary.questionGroups
    .map((group) => ({ group, shown: group.questions.filter((question) => visible.has(question.id)) }))
    .filter(({ shown }) => shown.length > 0);
  const groupTitle = (group: QuestionGroup) => (
    <Space wrap>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {group.title}
      </Typography.Title>
      {group.minutes > 0 && <Tag>{group.minutes} min</Tag>}
    </Space>
  );
  const fields = (group: QuestionGroup, shown: QuestionaryQuestion[]) => (
    <ConfigProvider componentDisabled={readOnly}>
      {shown.map((question) => (
        <QuestionField
          key={question.id}
          group={group}
          question={question}
          value={answers[question.id]}
          otherText={others[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(value) => setAnswer(question.id, value)}
          onOtherChange={(text) => setOther(question.id, text)}
        />
      ))}
    </ConfigProvider>
  );

  return (
    <form
      className={readOnly ? 'questionary-form questionary-form--read-only' : 'questionary-form'}
      noValidate
      aria-label={questionary.name}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {questionary.overview && (
        <Typography.Paragraph className="questionary-form__overview">{questionary.overview}</Typography.Paragraph>
      )}
      {collapsible ? (
        <Collapse
          className="questionary-form__collapse"
          defaultActiveKey={questionary.questionGroups.map((group) => group.id)}
          activeKey={openGroups}
          onChange={onOpenGroupsChange}
          items={shownGroups.map(({ group, shown }) => ({
            key: group.id,
            forceRender: true,
            label: groupTitle(group),
            children: fields(group, shown),
          }))}
        />
      ) : (
        shownGroups.map(({ group, shown }) => (
          <Card key={group.id} className="questionary-form__group" title={groupTitle(group)}>
            {fields(group, shown)}
          </Card>
        ))
      )}
      {(showSubmit || actions) && (
        <div className="questionary-form__actions">
          {actions}
          {showSubmit && (
            <Button type="primary" htmlType="submit" loading={submitting}>
              {submitLabel}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

interface QuestionFieldProps {
  group: QuestionGroup;
  question: QuestionaryQuestion;
  value: AnswerValue;
  otherText: string;
  error?: string;
  onChange: (value: AnswerValue) => void;
  onOtherChange: (text: string) => void;
}

function QuestionField({ group, question, value, otherText, error, onChange, onOtherChange }: QuestionFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const described = error ? errorId : undefined;
  const showTitle = question.type !== 'MARKDOWN' || question.displayTitle;
  const common = { 'aria-labelledby': labelId, 'aria-describedby': described, 'aria-invalid': !!error };

  let control: ReactNode = null;
  switch (question.type) {
    case 'TEXT':
    case 'SESSION_OBJECTIVE':
      control = (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: question.type === 'SESSION_OBJECTIVE' ? 3 : 2, maxRows: 10 }}
          placeholder={question.placeholder || 'Escribe tu respuesta'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          status={error ? 'error' : undefined}
        />
      );
      break;
    case 'NUMERIC':
      control = (
        <InputNumber
          {...common}
          style={{ width: 200, maxWidth: '100%' }}
          placeholder={question.placeholder || undefined}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
          status={error ? 'error' : undefined}
        />
      );
      break;
    case 'OPTIONS':
      control = (
        <Radio.Group
          {...common}
          role="radiogroup"
          value={typeof value === 'string' ? value : undefined}
          onChange={(event) => onChange(event.target.value as string)}
        >
          <Space orientation="vertical">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.value}
              </Radio>
            ))}
            {question.other && <Radio value={OTHER_OPTION_ID}>{OTHER_OPTION_LABEL}</Radio>}
          </Space>
        </Radio.Group>
      );
      if (question.other && value === OTHER_OPTION_ID) {
        control = (
          <>
            {control}
            <Input
              aria-label={`${question.title}: ${OTHER_OPTION_LABEL}, ¿cuál?`}
              aria-describedby={described}
              placeholder="¿Cuál?"
              maxLength={10000}
              value={otherText}
              onChange={(event) => onOtherChange(event.target.value)}
              status={error ? 'error' : undefined}
            />
          </>
        );
      }
      break;
    case 'MULTIPLE_CHOICE':
      control = (
        <Checkbox.Group
          {...common}
          role="group"
          value={Array.isArray(value) ? value : []}
          onChange={(checked) => onChange(checked as string[])}
        >
          <Space orientation="vertical">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id}>
                {option.value}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
      break;
    case 'RATE':
      control = <RateControl question={question} group={group} value={value} onChange={onChange} common={common} />;
      break;
    case 'LIKERT-LIKE-GROUP':
      control = <LikertControl question={question} group={group} value={value} onChange={onChange} labelId={labelId} />;
      break;
    case 'TASK':
      // Not a field: it keeps its colours when the answers are read-only.
      control = (
        <ConfigProvider componentDisabled={false}>
          <div className="questionary-form__task">
            <Tag color="purple">Tarea</Tag>
            {question.description && <Markdown source={question.description} />}
          </div>
        </ConfigProvider>
      );
      break;
    case 'MARKDOWN':
      control = <Markdown source={question.description} />;
      break;
  }

  const describedByHelp = question.type !== 'MARKDOWN' && question.type !== 'TASK' && question.description;
  return (
    <div className="questionary-form__question" id={`question-${question.id}`}>
      {showTitle && (
        <Typography.Text strong id={labelId} className="questionary-form__title">
          {question.required && (
            <span className="questionary-form__required" aria-hidden="true">
              *{' '}
            </span>
          )}
          {question.title}
          {question.required && <span className="visually-hidden"> (obligatoria)</span>}
        </Typography.Text>
      )}
      {describedByHelp && (
        <Typography.Paragraph type="secondary" className="questionary-form__help">
          {question.description}
        </Typography.Paragraph>
      )}
      {control}
      {error && (
        <div id={errorId} role="alert" className="questionary-form__error">
          {error}
        </div>
      )}
    </div>
  );
}

function points(start: number, end: number) {
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

function RateControl({
  question,
  group,
  value,
  onChange,
  common,
}: {
  question: QuestionaryQuestion;
  group: QuestionGroup;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  common: Record<string, unknown>;
}) {
  // Spec 002 §9: below 768 px the range question switches layout (a vertical list).
  const narrow = useMediaQuery('(max-width: 767px)');
  const scale = questionScale(question, group);
  if (!scale) return null;
  const values = points(scale.start, scale.end);
  return (
    <div className={narrow ? 'questionary-rate questionary-rate--narrow' : 'questionary-rate'}>
      {!narrow && scale.startText && <span className="questionary-rate__text">{scale.startText}</span>}
      <Radio.Group
        {...common}
        role="radiogroup"
        optionType={narrow ? 'default' : 'button'}
        value={typeof value === 'number' ? value : undefined}
        onChange={(event) => onChange(event.target.value as number)}
      >
        {narrow ? (
          <Space orientation="vertical">
            {values.map((point, index) => (
              <Radio key={point} value={point}>
                {point}
                {index === 0 && scale.startText ? ` — ${scale.startText}` : ''}
                {index === values.length - 1 && scale.endText ? ` — ${scale.endText}` : ''}
              </Radio>
            ))}
          </Space>
        ) : (
          values.map((point) => (
            <Radio.Button key={point} value={point} aria-label={String(point)}>
              {point}
            </Radio.Button>
          ))
        )}
      </Radio.Group>
      {!narrow && scale.endText && <span className="questionary-rate__text">{scale.endText}</span>}
    </div>
  );
}

function LikertControl({
  question,
  group,
  value,
  onChange,
  labelId,
}: {
  question: QuestionaryQuestion;
  group: QuestionGroup;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  labelId: string;
}) {
  // Spec 002 §9: below 650 px the grid switches layout (each row on its own).
  const narrow = useMediaQuery('(max-width: 649px)');
  const scale = questionScale(question, group);
  if (!scale) return null;
  const values = points(scale.start, scale.end);
  const rows = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const setRow = (rowId: string, point: number) => onChange({ ...rows, [rowId]: point });
  const header = (point: number, index: number) =>
    scale.labels[index] ||
    (index === 0 && scale.startText
      ? `${point} ${scale.startText}`
      : index === values.length - 1 && scale.endText
        ? `${point} ${scale.endText}`
        : String(point));

  if (narrow) {
    return (
      <div className="questionary-likert--narrow" aria-labelledby={labelId} role="group">
        {question.options.map((row) => (
          <div key={row.id} className="questionary-likert__row">
            <Typography.Text id={`${labelId}-${row.id}`}>{row.value}</Typography.Text>
            <Radio.Group
              role="radiogroup"
              aria-labelledby={`${labelId}-${row.id}`}
              value={rows[row.id]}
              onChange={(event) => setRow(row.id, event.target.value as number)}
            >
              <Space orientation="vertical">
                {values.map((point, index) => (
                  <Radio key={point} value={point}>
                    {header(point, index)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="questionary-likert" role="group" aria-labelledby={labelId}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Afirmación</span>
            </th>
            {values.map((point, index) => (
              <th key={point} scope="col">
                {header(point, index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.options.map((row) => (
            <tr key={row.id}>
              <th scope="row" id={`${labelId}-${row.id}`}>
                {row.value}
              </th>
              {values.map((point, index) => (
                <td key={point}>
                  <Radio
                    checked={rows[row.id] === point}
                    onChange={() => setRow(row.id, point)}
                    aria-label={`${row.value}: ${header(point, index)}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
