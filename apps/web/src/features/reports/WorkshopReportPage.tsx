import {
  reportMessages,
  workshopGroupingLabels,
  workshopGroupings,
  workshopMethodologies,
  workshopMethodologyLabels,
  workshopTypeLabels,
  workshopTypes,
  workshopReportFiltersSchema,
  type WorkshopReport,
  type WorkshopReportFilters,
} from '@enlaza/contract';
import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DownloadButton } from '../../components/DownloadButton';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useCoachLookup, useWorkshops } from '../openInvitations/openInvitationsApi';
import { DistributionChart } from './DistributionChart';
import { WithExternalDashboard } from './WithExternalDashboard';
import { ClientFilter, FilterSelect, PeriodFilter, useReportFilters } from './ReportFilters';
import { downloadWorkshops, useWorkshopReport } from './reportsApi';

const FILTER_NAMES = [
  'groupBy',
  'workshopId',
  'workshopType',
  'methodology',
  'coachId',
  'clientId',
  'from',
  'to',
] as const;

function Groups({ report }: { report: WorkshopReport }) {
  return (
    <Flex wrap gap={24} align="center">
      <div
        style={{ flex: '1 1 320px', minWidth: 0, height: Math.max(200, 40 + report.groups.length * 32) }}
        aria-hidden
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={report.groups} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [String(value), 'Respuestas']} />
            <Bar dataKey="responses" fill="#0958d9" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul style={{ flex: '1 1 260px', margin: 0, paddingInlineStart: 18 }}>
        {report.groups.map((g) => (
          <li key={g.key} style={{ marginBottom: 6 }}>
            <Typography.Text strong>{g.label}:</Typography.Text> {g.responses}{' '}
            {g.responses === 1 ? 'respuesta' : 'respuestas'} en {g.surveys} {g.surveys === 1 ? 'encuesta' : 'encuestas'}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** Workshop, coach and client filters: the admins' lookups. */
function AdminWorkshopFilters({
  filters,
  setFilters,
}: {
  filters: WorkshopReportFilters;
  setFilters: (changes: Partial<Record<(typeof FILTER_NAMES)[number], string | undefined>>) => void;
}) {
  const workshops = useWorkshops();
  const [coachSearch, setCoachSearch] = useState('');
  const coaches = useCoachLookup(useDebouncedValue(coachSearch.trim()));
  return (
    <>
      <FilterSelect
        label="Taller"
        placeholder="Todos los talleres"
        options={(workshops.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        value={filters.workshopId}
        onChange={(workshopId) => setFilters({ workshopId })}
        searchLocally
      />
      <FilterSelect
        label="Coach"
        placeholder="Todos los coaches"
        options={(coaches.data?.docs ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.lastName}` }))}
        value={filters.coachId}
        onChange={(coachId) => setFilters({ coachId })}
        onSearch={setCoachSearch}
        loading={coaches.isFetching}
      />
      <ClientFilter value={filters.clientId} onChange={(clientId) => setFilters({ clientId })} />
    </>
  );
}

function ReportBody({ filters }: { filters: WorkshopReportFilters }) {
  const report = useWorkshopReport(filters);
  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError)
    return <Alert type="error" showIcon title={errorMessageOf(report.error) || reportMessages.loadError} />;
  const data = report.data;
  const labelOf = new Map(data.groups.map((g) => [g.key, g.label]));
  if (!data.groups.some((g) => g.responses > 0)) return <Empty description={reportMessages.noWorkshopAnswers} />;
  return (
    <Flex vertical gap={16} aria-busy={report.isFetching}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0, fontSize: 16 }}>
            Respuestas por {workshopGroupingLabels[data.groupBy].toLowerCase()}
          </Typography.Title>
        }
        extra={<DownloadButton download={() => downloadWorkshops(filters, 'xlsx', 'groups')}>Excel</DownloadButton>}
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Groups report={data} />
      </Card>
      <Row gutter={[12, 12]}>
        {data.questions.map((question, index) => (
          <Col xs={24} xl={12} key={question.key}>
            <Card size="small" style={{ height: '100%' }}>
              <DistributionChart
                title={`P${index + 1}. ${question.title} (${question.survey})`}
                choices={question.choices}
                multiple={question.kind === 'MULTIPLE_CHOICE'}
                series={[
                  {
                    key: 'total',
                    label: 'Total',
                    answers: question.answers,
                    counts: question.counts,
                    mean: question.mean,
                  },
                  ...question.byGroup.map((g) => ({ ...g, label: labelOf.get(g.key) ?? 'Sin especificar' })),
                ]}
                actions={
                  <DownloadButton download={() => downloadWorkshops(filters, 'xlsx', question.key)}>
                    Excel
                  </DownloadButton>
                }
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/** Spec 001 §2 'Reportes Talleres': open-invitation answers of the workshops, grouped as the coordinator chooses. */
export function WorkshopReportPage() {
  const claims = useSessionClaims();
  const isAdmin = claims?.role === 'ADMIN';
  const { filters: shown, setFilters, clear } = useReportFilters(FILTER_NAMES, workshopReportFiltersSchema);
  const groupings = isAdmin ? workshopGroupings : workshopGroupings.filter((g) => g !== 'client');
  const groupingOptions = groupings.map((value) => ({ value, label: workshopGroupingLabels[value] }));
  // Five choices side by side do not fit a phone.
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Reportes Talleres
      </Typography.Title>
      <WithExternalDashboard dashboard="workshops">
        <Flex vertical gap={16}>
          <Card>
            <Flex vertical gap={12}>
              <Flex gap={8} wrap align="center">
                <Typography.Text id="workshop-group-by">Agrupar por</Typography.Text>
                {narrow ? (
                  <Select
                    aria-labelledby="workshop-group-by"
                    options={groupingOptions}
                    value={shown.groupBy}
                    onChange={(value) => setFilters({ groupBy: value })}
                    style={{ flex: '1 1 160px' }}
                  />
                ) : (
                  <Segmented
                    aria-labelledby="workshop-group-by"
                    options={groupingOptions}
                    value={shown.groupBy}
                    onChange={(value) => setFilters({ groupBy: value })}
                  />
                )}
              </Flex>
              <Flex gap={12} wrap align="center" role="group" aria-label="Filtros del reporte">
                {isAdmin && <AdminWorkshopFilters filters={shown} setFilters={setFilters} />}
                <FilterSelect
                  label="Tipo de taller"
                  placeholder="Todos los tipos"
                  options={workshopTypes.map((value) => ({ value, label: workshopTypeLabels[value] }))}
                  value={shown.workshopType}
                  onChange={(workshopType) => setFilters({ workshopType })}
                  width={160}
                />
                <FilterSelect
                  label="Metodología"
                  placeholder="Todas las metodologías"
                  options={workshopMethodologies.map((value) => ({ value, label: workshopMethodologyLabels[value] }))}
                  value={shown.methodology}
                  onChange={(methodology) => setFilters({ methodology })}
                  width={180}
                />
                <PeriodFilter from={shown.from} to={shown.to} onChange={setFilters} />
                <Button onClick={clear}>Limpiar filtros</Button>
              </Flex>
              <Flex gap={8} wrap>
                <DownloadButton download={() => downloadWorkshops(shown, 'xlsx')}>Descargar Excel</DownloadButton>
                <DownloadButton download={() => downloadWorkshops(shown, 'pdf')}>Descargar PDF</DownloadButton>
              </Flex>
            </Flex>
          </Card>
          <ReportBody filters={shown} />
        </Flex>
      </WithExternalDashboard>
    </Flex>
  );
}
