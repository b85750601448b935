import {
  mdiResponsesMessages as m,
  rateComparisons,
  responseLight,
  responsePercentage,
  type ProcessDetail,
  type ProcessMeasurement,
  type RateComparison,
} from '@enlaza/contract';
import { Alert, Empty, Flex, Skeleton, Typography } from 'antd';
import { PercentBarChart } from '../../../components/PercentBarChart';
import { errorMessageOf } from '../../../lib/api';
import { useMeasurementReport } from '../../measurements/mdiPanelApi';
import { RateComparisonChart } from '../../measurements/RateComparisonChart';
import { responseLightColors, ResponseLightTag } from '../../measurements/ResponseLight';
import { useProcessMeasurements } from '../processesApi';

const NOT_SENT_COLOR = '#d9d9d9';

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
  return (
    <section aria-labelledby="rate-averages-title">
      <Typography.Title level={4} id="rate-averages-title" style={{ fontSize: 16 }}>
        Preguntas de calificación: promedio en línea base y post proceso
      </Typography.Title>
      <RateComparisonChart
        rows={rows}
        questionHeading="Pregunta"
        caption="Promedio de cada pregunta de calificación (n: respuestas)"
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
