import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  earlierQuestions,
  errorsUnder,
  move,
  newQuestion,
  type Draft,
  type DraftQuestion,
  type Errors,
} from './builderModel';
import { QuestionEditor } from './QuestionEditor';

export interface QuestionListProps {
  /** The whole questionnaire: a question's conditions may look at any earlier question. */
  draft: Draft;
  groupIndex: number;
  questions: DraftQuestion[];
  /** The group's messages, keyed by the path inside it ('questions.0.title'). */
  errors: Errors;
  onChange: (change: (questions: DraftQuestion[]) => DraftQuestion[]) => void;
}

/** The questions of one group, in order: each can be edited, moved up or down, or removed; new ones go last. */
export function QuestionList({ draft, groupIndex, questions, errors, onChange }: QuestionListProps) {
  return (
    <>
      {questions.map((question, q) => (
        <QuestionEditor
          key={question.id}
          question={question}
          groupIndex={groupIndex}
          index={q}
          count={questions.length}
          errors={errorsUnder(errors, `questions.${q}`)}
          conditionSources={earlierQuestions(draft, groupIndex, q)}
          onChange={(patch) =>
            onChange((current) => current.map((item, i) => (i === q ? { ...item, ...patch } : item)))
          }
          onMove={(direction) => onChange((current) => move(current, q, direction))}
          onDelete={() => onChange((current) => current.filter((_, i) => i !== q))}
        />
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange((current) => [...current, newQuestion()])}>
        Agregar pregunta al grupo {groupIndex + 1}
      </Button>
    </>
  );
}
