import {
  participantRoleLabels,
  reportMessages,
  reportTextSources,
  type MdiFeedbackFilters,
  type MdiFeedbackReport,
  type ReportQuestion,
  formatDate,
} from '@enlaza/contract';
import {
  Alert,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Row,
  Segmented,
  Skeleton,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { DownloadButton } from '../../components/DownloadButton';
import { PercentBarChart } from '../../components/PercentBarChart';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { responseLightColors, ResponseLightTag } from '../measurements/ResponseLight';
import { DistributionChart } from './DistributionChart';
import { WithExternalDashboard } from './WithExternalDashboard';
import { MdiFeedbackFilterBar, useMdiFeedbackFilters } from './ReportFilters';
import { downloadMdiFeedback, REPORT_TEXTS_PAGE_SIZE, useMdiFeedbackReport, useReportTexts } from './reportsApi';

const NOT_SENT_COLOR = '#d9d9d9';
const SATISFACTION_COLOR = '#0958d9';

function Section({
  id,
  title,
  children,
  extra,
}: {
  id: string;
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={4} id={id} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ title: { whiteSpace: 'normal' } }}
      aria-labelledby={id}
      role="region"
    >
      {children}
    </Card>
  );
}

function ResponseRates({ report }: { report: MdiFeedbackReport }) {
  if (!report.measurements.length)
    return <Empty description="Aún no se han enviado mediciones de impacto en estos procesos." />;
  return (
    <Flex wrap gap={24} align="center">
      <PercentBarChart
        valueName="Respondieron"
        bars={report.measurements.map((m) => ({
          key: m.subType,
          label: m.label,
          value: m.percentage ?? 0,
          color: m.light ? responseLightColors[m.light] : NOT_SENT_COLOR,
        }))}
      />
      <ul style={{ flex: '1 1 280px', margin: 0, paddingInlineStart: 18 }}>
        {report.measurements.map((m) => (
          <li key={m.subType} style={{ marginBottom: 8 }}>
            <Flex gap={6} wrap align="center">
              <Typography.Text strong>{m.label}:</Typography.Text>
              <span>
                {m.completed} de {m.total} respondieron ({m.percentage ?? 0} %)
              </span>
              {m.light && <ResponseLightTag light={m.light} />}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Mentees {m.students.completed}/{m.students.total} · Mentoras {m.mentors.completed}/{m.mentors.total}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function QuestionCard({
  question,
  index,
  filters,
}: {
  question: ReportQuestion;
  index: number;
  filters: MdiFeedbackFilters;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <DistributionChart
        title={`P${index + 1}. ${question.title} (${participantRoleLabels[question.role]})`}
        choices={question.choices}
        multiple={question.kind === 'MULTIPLE_CHOICE'}
        series={question.byMeasurement.map((m) => ({ key: m.subType, ...m }))}
        actions={
          <DownloadButton download={() => downloadMdiFeedback(filters, 'xlsx', question.key)}>Excel</DownloadButton>
        }
      />
      {question.changes.length > 0 && (
        <Flex vertical gap={6} style={{ marginTop: 12 }}>
          <Typography.Text strong>Cambio desde la línea base</Typography.Text>
          {question.changes.map((change) => (
            <Flex key={change.subType} gap={8} align="baseline" wrap>
              <Tag color={change.meanChange > 0 ? 'green' : change.meanChange < 0 ? 'red' : 'default'}>
                {change.label}: {change.meanChange > 0 ? '+' : ''}
                {change.meanChange.toLocaleString('es-CL')}
              </Tag>
              <Typography.Text style={{ flex: '1 1 300px' }}>{change.sentence}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function SessionFeedback({ report, filters }: { report: MdiFeedbackReport; filters: MdiFeedbackFilters }) {
  if (!report.sessions.length)
    return <Empty description="Aún no se ha enviado feedback de sesiones en estos procesos." />;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={24} align="center">
        <PercentBarChart
          valueName="Satisfacción"
          bars={report.sessions.map((s) => ({
            key: String(s.session),
            label: s.label,
            value: s.satisfaction ?? 0,
            color: SATISFACTION_COLOR,
          }))}
        />
        <ul style={{ flex: '1 1 280px', margin: 0, paddingInlineStart: 18 }}>
          {report.sessions.map((s) => (
            <li key={s.session} style={{ marginBottom: 6 }}>
              <Typography.Text strong>{s.label}:</Typography.Text> satisfacción{' '}
              {s.satisfaction === null ? 'sin calificaciones' : `${s.satisfaction} %`} · {s.completed} de {s.total}{' '}
              respondieron
            </li>
          ))}
        </ul>
      </Flex>
      <Typography.Text type="secondary">
        La satisfacción es el promedio de las calificaciones de la sesión como porcentaje de su escala: 0 % si todas
        fueran la más baja, 100 % si todas fueran la más alta.
      </Typography.Text>
      <Tabs
        items={report.sessions.map((s) => ({
          key: String(s.session),
          label: s.label,
          children: s.questions.length ? (
            <Row gutter={[12, 12]}>
              {s.questions.map((q) => (
                <Col xs={24} xl={12} key={q.key}>
                  <Card size="small" style={{ height: '100%' }}>
                    <DistributionChart
                      title={`${q.title} (${participantRoleLabels[q.role]})`}
                      choices={q.choices}
                      multiple={q.kind === 'MULTIPLE_CHOICE'}
                      series={[{ key: 'answers', label: s.label, answers: q.answers, counts: q.counts, mean: q.mean }]}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
          ) : (
            <Empty description="Sin preguntas de calificación o alternativas respondidas en esta sesión." />
          ),
        }))}
      />
      <DownloadButton download={() => downloadMdiFeedback(filters, 'xlsx', 'sessions')}>
        Excel del feedback de sesiones
      </DownloadButton>
    </Flex>
  );
}

const sourceLabels: Record<(typeof reportTextSources)[number], string> = {
  SESSION_FEEDBACK: 'Feedback de sesiones',
  MDI: 'Mediciones de impacto',
};

function WrittenAnswers({ filters }: { filters: MdiFeedbackFilters }) {
  const [source, setSource] = useState<(typeof reportTextSources)[number]>('SESSION_FEEDBACK');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [page, setPage] = useState(1);
  const texts = useReportTexts(filters, source, search, page);
  type Row = NonNullable<typeof texts.data>['docs'][number];
  const columns: TableProps<Row>['columns'] = [
    { title: 'Respuesta', dataIndex: 'answer', key: 'answer' },
    { title: 'Pregunta', dataIndex: 'question', key: 'question' },
    { title: 'Medición / sesión', dataIndex: 'label', key: 'label' },
    { title: 'Rol', key: 'role', render: (_, row) => participantRoleLabels[row.role] },
    { title: 'Proceso', dataIndex: 'processName', key: 'processName' },
    {
      title: 'Fecha',
      key: 'answeredAt',
      render: (_, row) => (row.answeredAt ? formatDate(row.answeredAt) : ''),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap>
        <Segmented
          aria-label="Origen de las respuestas"
          options={reportTextSources.map((value) => ({ value, label: sourceLabels[value] }))}
          value={source}
          onChange={(value) => {
            setSource(value);
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="Buscar en las respuestas escritas"
          placeholder="Buscar en las respuestas"
          allowClear
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      {texts.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(texts.error) || reportMessages.loadError} />
      ) : (
        <Table
          size="small"
          rowKey={(row) => `${row.processName}-${row.label}-${row.question}-${row.answeredAt}-${row.answer}`}
          columns={columns}
          dataSource={texts.data?.docs ?? []}
          loading={texts.isFetching}

          locale={{ emptyText: search ? 'Ninguna respuesta contiene ese texto.' : 'Aún no hay respuestas escritas.' }}
          pagination={{
            current: page,
            pageSize: REPORT_TEXTS_PAGE_SIZE,
            total: texts.data?.totalDocs ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
    </Flex>
  );
}

function ReportBody({ filters }: { filters: MdiFeedbackFilters }) {
  const report = useMdiFeedbackReport(filters);
  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError)
    return <Alert type="error" showIcon title={errorMessageOf(report.error) || reportMessages.loadError} />;
  const data = report.data;
  const empty = !data.measurements.length && !data.sessions.length;
  return (
    <Flex vertical gap={16} aria-busy={report.isFetching}>
      <Typography.Text type="secondary">
        {data.processes === 1 ? '1 proceso' : `${data.processes} procesos`} con estos filtros.
      </Typography.Text>
      {empty ? (
        <Empty description={reportMessages.noAnswers} />
      ) : (
        <>
          <Section
            id="report-rates"
            title="Tasas de respuesta por medición"
            extra={
              <DownloadButton download={() => downloadMdiFeedback(filters, 'xlsx', 'rates')}>Excel</DownloadButton>
            }
          >
            <ResponseRates report={data} />
          </Section>
          <Section id="report-questions" title="Preguntas de las mediciones">
            {data.questions.length ? (
              <Tabs
                items={(['STUDENT', 'MENTOR'] as const).flatMap((role) => {
                  const asked = data.questions.filter((q) => q.role === role);
                  return asked.length
                    ? [
                        {
                          key: role,
                          label: `${role === 'STUDENT' ? 'Mentees' : 'Mentoras'} (${asked.length})`,
                          children: (
                            <Row gutter={[12, 12]}>
                              {asked.map((question) => (
                                <Col xs={24} xl={12} key={question.key}>
                                  <QuestionCard
                                    question={question}
                                    index={data.questions.indexOf(question)}
                                    filters={filters}
                                  />
                                </Col>
                              ))}
                            </Row>
                          ),
                        },
                      ]
                    : [];
                })}
              />
            ) : (
              <Empty description="Aún no hay respuestas de calificación o alternativas en las mediciones." />
            )}
          </Section>
          <Section id="report-sessions" title="Feedback de sesiones">
            <SessionFeedback report={data} filters={filters} />
          </Section>
        </>
      )}
      <Section id="report-texts" title="Respuestas escritas">
        <WrittenAnswers filters={filters} />
      </Section>
    </Flex>
  );
}

/** Spec 001 §2 'Reportes' (MDI-Feedback) on the real answers; company admins see only their client's. */
export function MdiFeedbackReportPage() {
  const claims = useSessionClaims();
  const isAdmin = claims?.role === 'ADMIN';
  const { filters, setFilters, clear } = useMdiFeedbackFilters();
  const report = (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={12}>
          <MdiFeedbackFilterBar filters={filters} setFilters={setFilters} clear={clear} isAdmin={isAdmin} />
          <Flex gap={8} wrap>
            <DownloadButton download={() => downloadMdiFeedback(filters, 'xlsx')}>Descargar Excel</DownloadButton>
            <DownloadButton download={() => downloadMdiFeedback(filters, 'pdf')}>Descargar PDF</DownloadButton>
          </Flex>
        </Flex>
      </Card>
      <ReportBody filters={filters} />
    </Flex>
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Reportes
      </Typography.Title>
      <Typography.Text type="secondary">MDI-Feedback: mediciones de impacto y feedback de sesiones.</Typography.Text>
      <WithExternalDashboard dashboard="reports">{report}</WithExternalDashboard>
    </Flex>
  );
}
