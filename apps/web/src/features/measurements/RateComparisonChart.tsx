import { participantRoleLabels, type RateComparison } from '@enlaza/contract';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Two hues told apart without colour vision too (and the table says the same in words).
const BASELINE_COLOR = '#d46b08';
const POST_PROCESS_COLOR = '#0958d9';

const formatMean = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-CL'));

function MeanCell({ value, answers }: { value: number | null; answers: number }) {
  return (
    <Flex vertical align="flex-end">
      <span>{formatMean(value)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        n={answers}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The mean of each rating question in the baseline next to the post-process one: bars numbered P1, P2… and the table
 * that names them and gives the figures (what screen readers read; the chart is hidden from them). Used by the
 * process's 'Mediciones' tab and the company panel's 'Impacto Proceso'.
 */
export function RateComparisonChart({
  rows,
  questionHeading,
  caption,
}: {
  rows: readonly RateComparison[];
  /** The question column's heading: 'Pregunta', or 'Objetivo' where the questions are the programme's objectives. */
  questionHeading: string;
  /** The table's caption, which also names it. */
  caption: string;
}) {
  const keyed = rows.map((row, index) => ({ ...row, key: `P${index + 1}` }));
  const scaleMax = Math.max(1, ...rows.map((row) => row.scaleMax));
  // Whole points up to 10 (every other one above 7), whatever the scale's top.
  const step = scaleMax > 7 ? 2 : 1;
  const ticks = Array.from({ length: Math.floor(scaleMax / step) + 1 }, (_, i) => i * step);
  const columns: TableProps<(typeof keyed)[number]>['columns'] = [
    { title: '#', dataIndex: 'key', key: 'key', width: 44 },
    {
      title: questionHeading,
      key: 'question',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.question}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {participantRoleLabels[row.role]}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Línea base',
      key: 'baseline',
      align: 'right',
      width: 96,
      render: (_, row) => <MeanCell value={row.baseline} answers={row.baselineAnswers} />,
    },
    {
      title: 'Post proceso',
      key: 'postProcess',
      align: 'right',
      width: 96,
      render: (_, row) => <MeanCell value={row.postProcess} answers={row.postProcessAnswers} />,
    },
  ];
  return (
    <>
      <div style={{ width: '100%', height: 250 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={keyed} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="key" tick={{ fontSize: 12 }} />
            <YAxis domain={[0, scaleMax]} ticks={ticks} tick={{ fontSize: 12 }} />
            <Tooltip labelFormatter={(key) => keyed.find((row) => row.key === key)?.question ?? String(key)} />
            <Legend formatter={(value: string) => <span style={{ color: '#262626' }}>{value}</span>} />
            <Bar dataKey="baseline" name="Línea base" fill={BASELINE_COLOR} maxBarSize={40} isAnimationActive={false} />
            <Bar
              dataKey="postProcess"
              name="Post proceso"
              fill={POST_PROCESS_COLOR}
              maxBarSize={40}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table
        rowKey={(row) => `${row.role}-${row.questionId}`}
        size="small"
        columns={columns}
        dataSource={keyed}
        pagination={false}
        caption={
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'start', marginBottom: 4 }}>
            {caption}
          </Typography.Text>
        }
      />
    </>
  );
}
