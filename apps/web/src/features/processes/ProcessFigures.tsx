import { processStatusLabels, type ProcessStatus } from '@enlaza/contract';
import { Alert, Card, Col, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatProcessDate } from './processFormat';
import { ProcessLink } from './ProcessLink';
import { useProcessReport, useRecentProcesses } from './processesApi';
import { ProcessStatusTag } from './ProcessStatusTag';

/** The admin home's process figures (GET /api/process/progress-report). */
export function ProcessFigures() {
  const report = useProcessReport();
  if (report.isError) return <Alert type="error" showIcon title="Error al cargar las cifras de procesos" />;
  const data = report.data;
  const figures: Array<{ key: string; title: string; value: number | undefined }> = [
    ...(
      [
        ['DRAFT', data?.draftProcesses],
        ['KICKOFF', data?.kickoffProcesses],
        ['IN_PROGRESS', data?.inProgressProcesses],
        ['FINALIZED', data?.finalizedProcesses],
      ] as Array<[ProcessStatus, number | undefined]>
    ).map(([status, value]) => ({ key: status, title: processStatusLabels[status], value })),
    { key: 'mentors', title: 'Mentoras', value: data?.mentorsCount },
    { key: 'students', title: 'Mentees', value: data?.studentsCount },
  ];
  return (
    <section aria-labelledby="process-figures-title">
      <Typography.Title level={2} id="process-figures-title" style={{ fontSize: 18 }}>
        Procesos
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} sm={8} lg={4}>
            <Card size="small" aria-label={figure.title}>
              <Statistic title={figure.title} value={figure.value ?? 0} loading={report.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** 'Procesos recientes': the 5 most recently updated processes (GET /api/process/list-partial?limit=5). */
export function RecentProcesses() {
  const recent = useRecentProcesses(5);
  return (
    <section aria-labelledby="recent-processes-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="recent-processes-title" style={{ fontSize: 18 }}>
        Procesos recientes
      </Typography.Title>
      {recent.isError ? (
        <Alert type="error" showIcon title="Error al cargar los procesos recientes" />
      ) : recent.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <List
          bordered
          dataSource={recent.data}
          locale={{ emptyText: 'Aún no hay procesos' }}
          renderItem={(process) => (
            <List.Item extra={<ProcessStatusTag status={process.status} />}>
              <List.Item.Meta
                title={<ProcessLink process={process}>{process.name}</ProcessLink>}
                description={`${process.client.name} · ${formatProcessDate(process.estimatedStartDate)} – ${formatProcessDate(process.estimatedEndDate)}`}
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
