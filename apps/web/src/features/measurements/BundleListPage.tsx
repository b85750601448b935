import { PlusOutlined } from '@ant-design/icons';
import { bundleEntityTypeLabels, bundleRouteTypes, type Bundle, type BundleEntityType } from '@enlaza/contract';
import { Button, Space, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useBundles } from './measurementsApi';
import { ListPage } from '../../components/ListPage';

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
    <ListPage<Bundle>
      titleId="bundles-title"
      title={bundleEntityTypeLabels[entityType]}
      actions={
        <Space wrap>
          {isMdi && <Link to="/admin/mdi/forms">Mediciones de Impacto</Link>}
          <Link to={`/admin/questionary-bundle/create/${bundleRouteTypes[entityType]}`}>
            <Button type="primary" icon={<PlusOutlined />}>
              Agregar
            </Button>
          </Link>
        </Space>
      }
      query={bundles}
      rowKey="questionaryBundleId"
      columns={columns}
      page={page}
      pageSize={10}
      onPageChange={(next) => setSearchParams({ page: String(next) })}
      emptyTexts={{ searched: 'No hay cuestionarios', none: 'No hay cuestionarios' }}
    />
  );
}
