import { ArrowLeftOutlined } from '@ant-design/icons';
import { isAttractionProcess, processReportMessages, processStatusSlugs } from '@enlaza/contract';
import { Alert, Flex, Space, Typography } from 'antd';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { ProcessDetailView, ProcessPageSkeleton } from '../detail/ProcessDetailView';
import { formatProcessDate } from '../processFormat';
import { ProcessStatusTag } from '../ProcessStatusTag';
import { useCompanyAdminProcess } from './companyAdminApi';
import { companyAdminProcessPath } from './CompanyAdminProcessesPage';

const backLink = (
  <Link to="/company-admin/processes">
    <ArrowLeftOutlined /> Volver a procesos
  </Link>
);

/**
 * /company-admin/processes/{in_progress|finalized}/{processId} (and /company-admin/processes/attraction/{status}/{id}
 * for attraction processes): the read-only detail of one of its processes.
 */
export function CompanyAdminProcessPage() {
  const { status: slug, processId } = useParams();
  const location = useLocation();
  const process = useCompanyAdminProcess(processId);

  if (process.isPending) {
    return <ProcessPageSkeleton />;
  }
  if (process.isError) {
    const status = process.error instanceof ApiError ? process.error.status : 0;
    const title =
      status === 403
        ? 'No tienes acceso a este proceso'
        : status === 404
          ? errorMessageOf(process.error)
          : 'Error al obtener el proceso';
    return (
      <Space orientation="vertical">
        <Alert type="error" showIcon title={title} />
        {backLink}
      </Space>
    );
  }

  const detail = process.data;
  if (detail.status === 'DRAFT' || detail.status === 'KICKOFF') {
    return (
      <Space orientation="vertical">
        <Alert type="info" showIcon title={processReportMessages.notStartedYet} />
        {backLink}
      </Space>
    );
  }
  const attractionPath = location.pathname.startsWith('/company-admin/processes/attraction/');
  if (slug !== processStatusSlugs[detail.status] || attractionPath !== isAttractionProcess(detail)) {
    return <Navigate to={`${companyAdminProcessPath(detail)}${location.search}`} replace />;
  }

  return (
    <section aria-labelledby="company-process-title">
      {backLink}
      <Typography.Title level={1} id="company-process-title" style={{ margin: '8px 0 4px', fontSize: 24 }}>
        Procesos / {detail.status === 'IN_PROGRESS' ? 'En curso' : 'Finalizado'}
      </Typography.Title>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {detail.name}
        </Typography.Title>
        <ProcessStatusTag status={detail.status} />
        <Typography.Text type="secondary">
          {formatProcessDate(detail.estimatedStartDate)} – {formatProcessDate(detail.estimatedEndDate)}
        </Typography.Text>
      </Flex>
      <ProcessDetailView process={detail} viewer="COMPANY_ADMIN" />
    </section>
  );
}
