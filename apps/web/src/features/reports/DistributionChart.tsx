import { Collapse, Flex, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { sidewaysScroll } from '../../components/tableScroll';

/** Hues told apart without colour vision too; the table under the chart says the same in words. */
const SERIES_COLORS = ['#d46b08', '#0958d9', '#389e0d', '#722ed1', '#c41d7f', '#08979c'];

export interface DistributionSeries {
  key: string;
  label: string;
  answers: number;
  counts: number[];
  mean: number | null;
}

const share = (n: number, total: number) => (total ? Math.round((n / total) * 100) : 0);

/**
 * A question's answers as bars (share of each choice, one bar per measurement or group) above a table of the same
 * figures, which is what screen readers read.
 */
export function DistributionChart({
  title,
  choices,
  series,
  actions,
  multiple = false,
}: {
  title: ReactNode;
  choices: string[];
  series: DistributionSeries[];
  actions?: ReactNode;
  /** Several choices per answer: shares add up to more than 100 %. */
  multiple?: boolean;
}) {
  const data = choices.map((choice, i) => ({
    choice,
    ...Object.fromEntries(series.map((s) => [s.key, share(s.counts[i] ?? 0, s.answers)])),
  }));
  const columns: TableProps<(typeof rows)[number]>['columns'] = [
    { title: 'Respuesta', dataIndex: 'choice', key: 'choice' },
    ...series.map((s) => ({
      title: `${s.label} (n=${s.answers})`,
      key: s.key,
      align: 'right' as const,
      render: (_: unknown, row: (typeof rows)[number]) =>
        `${row.counts[s.key]} (${share(row.counts[s.key]!, s.answers)} %)`,
    })),
  ];
  const rows = choices.map((choice, i) => ({
    key: `${i}`,
    choice,
    counts: Object.fromEntries(series.map((s) => [s.key, s.counts[i] ?? 0])),
  }));
  const means = series.filter((s) => s.mean !== null);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0, flex: '1 1 240px' }}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      <div style={{ width: '100%', height: Math.max(200, 40 + choices.length * 28) }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit=" %" tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="choice" width={120} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value, name) => [`${String(value)} %`, series.find((s) => s.key === name)?.label]} />
            {series.length > 1 && <Legend formatter={(value) => series.find((s) => s.key === value)?.label} />}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                fill={SERIES_COLORS[i % SERIES_COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'figures',
            label: 'Ver cifras',
            children: (
              <Table
                size="small"
                pagination={false}
                columns={columns}
                dataSource={rows}
                scroll={sidewaysScroll()}
                caption={<span className="visually-hidden">{title}</span>}
              />
            ),
          },
        ]}
      />
      {means.length > 0 && (
        <Typography.Text type="secondary">
          Promedio: {means.map((s) => `${s.label} ${s.mean!.toLocaleString('es-CL')}`).join(' · ')}
        </Typography.Text>
      )}
      {multiple && <Typography.Text type="secondary">Cada persona puede elegir varias alternativas.</Typography.Text>}
    </Flex>
  );
}
