import type { BankQuestion } from '@enlaza/contract';
import { Alert, Empty, Spin, Tabs, Typography } from 'antd';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { BankQuestionField } from './BankQuestionField';
import { measurementLabel } from './measurementForms';
import { useMdiPreview } from './measurementsApi';

function QuestionList({ questions }: { questions: BankQuestion[] }) {
  if (questions.length === 0) return <Empty description="Esta medición no tiene preguntas para este rol" />;
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Vista previa de las preguntas">
      {questions.map((question, index) => (
        <BankQuestionField key={question.questionId} question={question} number={index + 1} />
      ))}
    </form>
  );
}

/** /admin/mdi/:mdiId/preview: one tab per measurement, then Mentees and Mentores (spec 002 §2.3). */
export function MdiPreviewPage() {
  const { mdiId } = useParams();
  const preview = useMdiPreview(mdiId);

  return (
    <section aria-labelledby="mdi-preview-title">
      <Typography.Title level={1} id="mdi-preview-title" style={{ fontSize: 24 }}>
        Vista previa
      </Typography.Title>
      {preview.isPending ? (
        <Spin />
      ) : preview.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(preview.error)} />
      ) : (
        <>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {preview.data.name}
          </Typography.Title>
          <Tabs
            items={preview.data.measurements.map((m) => ({
              key: m.measurementId,
              label: measurementLabel(m.measurementName, m.subType),
              children: (
                <Tabs
                  type="card"
                  items={[
                    { key: 'students', label: 'Mentees', children: <QuestionList questions={m.studentQuestions} /> },
                    { key: 'mentors', label: 'Mentores', children: <QuestionList questions={m.mentorQuestions} /> },
                  ]}
                />
              ),
            }))}
          />
        </>
      )}
    </section>
  );
}
