import type { BankQuestion } from '@enlaza/contract';
import { Input, Radio, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';

const OTHER = '__other__';

/**
 * One bank question as respondents answer it (spec 002 §3 "Question (bank)", §9 narrow-screen layouts). The preview
 * keeps the answers in the page only: nothing is sent.
 */
export function BankQuestionField({ question, number }: { question: BankQuestion; number: number }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} style={{ marginBottom: 24 }}>
      <Typography.Paragraph id={titleId} strong style={{ marginBottom: 8 }}>
        {number}. {question.question}
      </Typography.Paragraph>
      <QuestionInput question={question} titleId={titleId} />
    </div>
  );
}

function QuestionInput({ question, titleId }: { question: BankQuestion; titleId: string }) {
  const [choice, setChoice] = useState<string>();
  const narrowGrid = useMediaQuery('(max-width: 649px)');
  const narrowRange = useMediaQuery('(max-width: 767px)');

  switch (question.type) {
    case 'TEXT':
      return <Input.TextArea aria-labelledby={titleId} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'ALTERNATIVE':
      return (
        <>
          <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as string)}>
            <Space direction="vertical">
              {question.alternatives.map((alternative) => (
                <Radio key={alternative} value={alternative}>
                  {alternative}
                </Radio>
              ))}
              {question.other && <Radio value={OTHER}>Otro</Radio>}
            </Space>
          </Radio.Group>
          {choice === OTHER && (
            <Input style={{ marginTop: 8, maxWidth: 400 }} aria-label="Otro, especifique" placeholder="Especifique" />
          )}
        </>
      );
    case 'RATE':
      return (
        <div
          style={{
            display: 'flex',
            flexDirection: narrowRange ? 'column' : 'row',
            alignItems: narrowRange ? 'flex-start' : 'center',
            gap: 8,
          }}
        >
          {question.rate?.left && <Typography.Text type="secondary">{question.rate.left}</Typography.Text>}
          <Radio.Group
            optionType="button"
            value={choice}
            onChange={(event) => setChoice(event.target.value as string)}
            options={question.alternatives.map((value) => ({ value, label: value }))}
            aria-labelledby={titleId}
          />
          {question.rate?.right && <Typography.Text type="secondary">{question.rate.right}</Typography.Text>}
        </div>
      );
    case 'ALTERNATIVE_MULTIPLE':
      return <MultipleGrid question={question} stacked={narrowGrid} />;
  }
}

/** Rows are statements, columns the shared scale; one choice per row. */
function MultipleGrid({ question, stacked }: { question: BankQuestion; stacked: boolean }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const set = (row: string, value: string) => setAnswers((current) => ({ ...current, [row]: value }));
  if (stacked) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {question.alternativesMultiple.map((row) => (
          <div key={row}>
            <Typography.Text>{row}</Typography.Text>
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', marginTop: 4 }}
              value={answers[row]}
              onChange={(event) => set(row, event.target.value as string)}
              options={question.alternatives.map((value) => ({ value, label: value }))}
              aria-label={row}
            />
          </div>
        ))}
      </Space>
    );
  }
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th />
            {question.alternatives.map((column) => (
              <th key={column} scope="col" style={{ padding: '4px 8px', fontWeight: 500 }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.alternativesMultiple.map((row) => (
            <tr key={row}>
              <th scope="row" style={{ textAlign: 'left', padding: '4px 8px', fontWeight: 400 }}>
                {row}
              </th>
              {question.alternatives.map((column) => (
                <td key={column} style={{ textAlign: 'center', padding: '4px 8px' }}>
                  <Radio
                    checked={answers[row] === column}
                    onChange={() => set(row, column)}
                    aria-label={`${row}: ${column}`}
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
