import { processReportMessages, processStatusSlugs, type ProcessSummary } from '@enlaza/contract';
import { Alert, Card, Col, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatProcessDate } from '../processFormat';
import { ProcessStatusTag } from '../ProcessStatusTag';
import { COMPANY_ADMIN_PAGE_SIZE, useCompanyAdminProcesses } from './companyAdminApi';

const peopleCount = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /company-admin/processes/{in_progress|finalized}/{processId}. */
export function companyAdminProcessPath(
  process: Pick<ProcessSummary, 'processId' | 'status'> & Partial<Pick<ProcessSummary, 'serviceType'>>,
): string {
  const kind = process.serviceType?.includes('ATTRACTION') ? 'attraction/' : '';
  return `/company-admin/processes/${kind}${processStatusSlugs[process.status]}/${encodeURIComponent(process.processId)}`;
}

function ProcessList({
  id,
  title,
  emptyText,
  processes,
  total,
  page,
  loading,
  onPage,
}: {
  id: string;
  title: string;
  emptyText: string;
  processes: ProcessSummary[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby={id} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <List
        bordered
        loading={loading}
        dataSource={processes}
        locale={{ emptyText }}
        pagination={
          total > COMPANY_ADMIN_PAGE_SIZE
            ? { current: page, pageSize: COMPANY_ADMIN_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false }
            : false
        }
        renderItem={(process) => (
          <List.Item extra={<ProcessStatusTag status={process.status} />}>
            <List.Item.Meta
              title={<Link to={companyAdminProcessPath(process)}>{process.name}</Link>}
              description={`${formatProcessDate(process.estimatedStartDate)} – ${formatProcessDate(process.estimatedEndDate)} · ${peopleCount(process.mentorsCount, 'mentora', 'mentoras')} · ${peopleCount(process.studentsCount, 'mentee', 'mentees')}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}

/** 'Procesos' of a company admin (spec 001 §2 "Company-admin screens"): counts and two lists. */
export function CompanyAdminProcessesPage() {
  return (
    <section aria-labelledby="company-processes-title">
      <Typography.Title level={1} id="company-processes-title" style={{ fontSize: 24 }}>
        Procesos
      </Typography.Title>
      <CompanyAdminProcessesOverview />
    </section>
  );
}

/** The counts and the in-progress and finalized lists, shown on 'Procesos' and on the company admin's home. */
export function CompanyAdminProcessesOverview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageOf = (param: string) => Math.max(1, Number(searchParams.get(param)) || 1);
  const inProgressPage = pageOf('inProgressPage');
  const finalizedPage = pageOf('finalizedPage');
  const processes = useCompanyAdminProcesses(inProgressPage, finalizedPage);
  const setPage = (param: string) => (page: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(param, String(page));
      return next;
    });
  const data = processes.data;
  const loading = processes.isPending || (processes.isFetching && processes.isPlaceholderData);

  return processes.isError ? (
    <Alert type="error" showIcon title={processReportMessages.processesFailed} />
  ) : (
    <>
      <Row gutter={[16, 16]}>
        {[
          { key: 'in-progress', title: 'En curso', value: data?.inProgressCount },
          { key: 'finalized', title: 'Finalizados', value: data?.finalizedCount },
        ].map((figure) => (
          <Col key={figure.key} xs={12} sm={8} lg={6}>
            <Card size="small" aria-label={`Cantidad de procesos ${figure.title.toLowerCase()}`}>
              {processes.isPending ? (
                <Skeleton active paragraph={false} />
              ) : (
                <Statistic title={figure.title} value={figure.value ?? 0} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <ProcessList
        id="company-in-progress"
        title="Procesos en curso"
        emptyText="No hay procesos en curso"
        processes={data?.inProgress}
        total={data?.inProgressCount ?? 0}
        page={inProgressPage}
        loading={loading}
        onPage={setPage('inProgressPage')}
      />
      <ProcessList
        id="company-finalized"
        title="Procesos finalizados"
        emptyText="No hay procesos finalizados"
        processes={data?.finalized}
        total={data?.finalizedCount ?? 0}
        page={finalizedPage}
        loading={loading}
        onPage={setPage('finalizedPage')}
      />
    </>
  );
}
