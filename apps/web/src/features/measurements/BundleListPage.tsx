import { PlusOutlined } from '@ant-design/icons';
import { bundleEntityTypeLabels, bundleRouteTypes, type Bundle, type BundleEntityType } from '@enlaza/contract';
import { Alert, Button, Space, Table, Typography, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useBundles } from './measurementsApi';

/** /admin/questionary-bundles/mdi */
export const MdiBundlesPage = () => <BundleListPage entityType="MDI" />;
/** /admin/questionary-bundles/session_feedback */
export const SessionFeedbackBundlesPage = () => <BundleListPage entityType="SESSION_FEEDBACK" />;

/** /admin/questionary-bundles/{mdi|session_feedback}: the bundles of one type (spec 002 §2.5). */
function BundleListPage({ entityType }: { entityType: BundleEntityType }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const bundles = useBundles(entityType, page);
  const isMdi = entityType === 'MDI';

  const columns: TableProps<Bundle>['columns'] = [
    { title: 'Nombre', dataIndex: 'name', key: 'name' },
    { title: isMdi ? 'Mediciones' : 'Sesiones', dataIndex: 'sessions', key: 'sessions' },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (createdAt: string) => dayjs(createdAt).tz().format(DATE_FORMAT),
    },
    {
      title: 'Acciones',
      key: 'actions',
      fixed: 'right',
      render: (_, bundle) => (
        <Link to={`/admin/questionary-bundle/${bundle.questionaryBundleId}`} aria-label={`Ver ${bundle.name}`}>
          Ver
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="bundles-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="bundles-title" style={{ margin: 0, fontSize: 24 }}>
          {bundleEntityTypeLabels[entityType]}
        </Typography.Title>
        <Space wrap>
          {isMdi && <Link to="/admin/mdi/forms">Mediciones de Impacto</Link>}
          <Link to={`/admin/questionary-bundle/create/${bundleRouteTypes[entityType]}`}>
            <Button type="primary" icon={<PlusOutlined />}>
              Agregar
            </Button>
          </Link>
        </Space>
      </div>
      <div style={{ marginTop: 16 }}>
        {bundles.isError ? (
          <Alert type="error" showIcon title={errorMessageOf(bundles.error)} />
        ) : (
          <Table<Bundle>
            rowKey="questionaryBundleId"
            columns={columns}
            dataSource={bundles.data?.docs}
            loading={bundles.isPending || (bundles.isFetching && bundles.isPlaceholderData)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No hay cuestionarios' }}
            pagination={{
              current: page,
              pageSize: 10,
              total: bundles.data?.totalDocs ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => setSearchParams({ page: String(next) }),
            }}
          />
        )}
      </div>
    </section>
  );
}
