import { DescriptionField, type QuestionTypeEditorProps } from './questionParts';

/** A task (TASK): a title and what to do, nothing to answer. */
export function TaskQuestionEditor({ question, errors, onChange }: QuestionTypeEditorProps) {
  return <DescriptionField label="Descripción de la tarea" question={question} errors={errors} onChange={onChange} />;
}
