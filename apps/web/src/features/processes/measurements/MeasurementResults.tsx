import {
  mdiResponsesMessages as m,
  participantRoleLabels,
  rateComparisons,
  responseLight,
  responsePercentage,
  type ProcessDetail,
  type ProcessMeasurement,
  type RateComparison,
} from '@enlaza/contract';
import { Alert, Empty, Flex, Skeleton, Table, Typography, type TableProps } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PercentBarChart } from '../../../components/PercentBarChart';
import { errorMessageOf } from '../../../lib/api';
import { useMeasurementReport } from '../../measurements/mdiPanelApi';
import { responseLightColors, ResponseLightTag } from '../../measurements/ResponseLight';
import { useProcessMeasurements } from '../processesApi';

// Two hues told apart without colour vision too (and the table says the same in words).
const BASELINE_COLOR = '#d46b08';
const POST_PROCESS_COLOR = '#0958d9';
const NOT_SENT_COLOR = '#d9d9d9';

const formatMean = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-CL'));

function ResponseRates({ measurements }: { measurements: ProcessMeasurement[] }) {
  const bars = measurements.map((row) => {
    const percentage = row.sent ? responsePercentage(row.invitationsCompleted, row.invitationsSent) : null;
    const light = row.sent ? responseLight(row.invitationsCompleted, row.invitationsSent) : null;
    return { ...row, percentage: percentage ?? 0, shownPercentage: percentage, light };
  });
  return (
    <section aria-labelledby="response-rates-title">
      <Typography.Title level={4} id="response-rates-title" style={{ fontSize: 16 }}>
        Tasa de respuesta por medición
      </Typography.Title>
      <Flex wrap gap={24} align="center">
        <PercentBarChart
          valueName="Respondieron"
          bars={bars.map((bar) => ({
            key: bar.subType,
            label: bar.label,
            value: bar.percentage,
            color: bar.light ? responseLightColors[bar.light] : NOT_SENT_COLOR,
          }))}
        />
        <ul style={{ flex: '1 1 260px', margin: 0, paddingInlineStart: 18 }}>
          {bars.map((bar) => (
            <li key={bar.subType} style={{ marginBottom: 6 }}>
              <Typography.Text strong>{bar.label}: </Typography.Text>
              {!bar.sent ? (
                <Typography.Text type="secondary">{m.notSent}</Typography.Text>
              ) : bar.shownPercentage === null || !bar.light ? (
                <Typography.Text type="secondary">{m.noInvitations}</Typography.Text>
              ) : (
                <Flex component="span" gap={6} wrap style={{ display: 'inline-flex' }}>
                  <span>
                    {bar.invitationsCompleted} de {bar.invitationsSent} respondieron ({bar.shownPercentage} %)
                  </span>
                  <ResponseLightTag light={bar.light} />
                </Flex>
              )}
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}

function RateAverages({ rows }: { rows: RateComparison[] }) {
  const keyed = rows.map((row, index) => ({ ...row, key: `P${index + 1}` }));
  const scaleMax = Math.max(...rows.map((row) => row.scaleMax));
  const mean = (value: number | null, answers: number) => (
    <Flex vertical align="flex-end">
      <span>{formatMean(value)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        n={answers}
      </Typography.Text>
    </Flex>
  );
  const columns: TableProps<(typeof keyed)[number]>['columns'] = [
    { title: '#', dataIndex: 'key', key: 'key', width: 44 },
    {
      title: 'Pregunta',
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
      render: (_, row) => mean(row.baseline, row.baselineAnswers),
    },
    {
      title: 'Post proceso',
      key: 'postProcess',
      align: 'right',
      width: 96,
      render: (_, row) => mean(row.postProcess, row.postProcessAnswers),
    },
  ];
  // Whole points up to 10 (every other one above 7), whatever the scale's top.
  const step = scaleMax > 7 ? 2 : 1;
  const ticks = Array.from({ length: Math.floor(scaleMax / step) + 1 }, (_, i) => i * step);
  return (
    <section aria-labelledby="rate-averages-title">
      <Typography.Title level={4} id="rate-averages-title" style={{ fontSize: 16 }}>
        Preguntas de calificación: promedio en línea base y post proceso
      </Typography.Title>
      <div style={{ width: '100%', height: 260 }} aria-hidden>
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
        title={() => 'Promedio de cada pregunta de calificación (n: respuestas)'}
      />
    </section>
  );
}

/**
 * The answers of a process's measurements (the detail's 'Mediciones' tab): how many people answered each one, and
 * for rating questions the baseline's mean next to the post-process one.
 */
export function MeasurementResults({ process }: { process: ProcessDetail }) {
  const measurements = useProcessMeasurements(process.processId);
  const sent = (subType: ProcessMeasurement['subType']) =>
    !!measurements.data?.measurements.some((row) => row.subType === subType && row.sent);
  const baseline = useMeasurementReport(process.processId, 'BASELINE', sent('BASELINE'));
  const postProcess = useMeasurementReport(process.processId, 'POST_PROCESS', sent('POST_PROCESS'));

  // The sends table above reports a failure to load the measurements.
  if (measurements.isPending || measurements.isError || measurements.data.measurements.length === 0) return null;
  const reportsLoading = (sent('BASELINE') && baseline.isPending) || (sent('POST_PROCESS') && postProcess.isPending);
  const reportError = baseline.error ?? postProcess.error;
  const comparisons = rateComparisons(baseline.data, postProcess.data);
  const anyRating = comparisons.some((row) => row.baselineAnswers + row.postProcessAnswers > 0);

  return (
    <Flex vertical gap={24} style={{ marginTop: 24 }}>
      <ResponseRates measurements={measurements.data.measurements} />
      {reportsLoading ? (
        <div role="status" aria-label="Cargando respuestas de calificación">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : reportError ? (
        <Alert type="error" showIcon title={m.detailFailed} description={errorMessageOf(reportError)} />
      ) : !sent('BASELINE') && !sent('POST_PROCESS') ? null : comparisons.length === 0 ? (
        <Empty description={m.noRateQuestions} />
      ) : anyRating ? (
        <RateAverages rows={comparisons} />
      ) : (
        <Empty description={m.noRateAnswers} />
      )}
    </Flex>
  );
}
