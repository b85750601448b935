import {
  bundleEntityTypeLabels,
  bundleRouteTypes,
  bundleSlotLabel,
  bundleUserRoleLabels,
  type BundleItem,
} from '@enlaza/contract';
import { Alert, Descriptions, Spin, Table, Typography, type TableProps } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useBundle } from './measurementsApi';

/** /admin/questionary-bundle/:questionaryBundleId: the bundle's questionaries, each with 'Ver' (spec 002 §2.5). */
export function BundleDetailPage() {
  const { questionaryBundleId } = useParams();
  const bundle = useBundle(questionaryBundleId);

  if (bundle.isPending) return <Spin />;
  if (bundle.isError) return <Alert type="error" showIcon title={errorMessageOf(bundle.error)} />;
  const { entityType } = bundle.data;
  const rows = bundle.data.questionaries.map((item, index) => ({ ...item, index }));

  const columns: TableProps<BundleItem & { index: number }>['columns'] = [
    {
      title: entityType === 'MDI' ? 'Medición' : 'Sesión',
      key: 'slot',
      render: (_, item) => bundleSlotLabel(entityType, Math.floor(item.index / 2)),
    },
    {
      title: 'Cuestionario',
      key: 'name',
      render: (_, item) => (
        <>
          <div>{item.name}</div>
          <Typography.Text type="secondary">{bundleUserRoleLabels[item.user_role]}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Envío automático',
      key: 'autoSend',
      responsive: ['sm'],
      render: (_, item) => (item.autoSend ? 'Sí' : 'No'),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, item) => (
        <Link to={`/questionary/${item.questionaryId}`} aria-label={`Ver ${item.name ?? 'cuestionario'}`}>
          Ver
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="bundle-title">
      <Typography.Title level={1} id="bundle-title" style={{ fontSize: 24 }}>
        {bundle.data.name}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'type',
            label: 'Tipo',
            children: (
              <Link to={`/admin/questionary-bundles/${bundleRouteTypes[entityType]}`}>
                {bundleEntityTypeLabels[entityType]}
              </Link>
            ),
          },
          { key: 'sessions', label: entityType === 'MDI' ? 'Mediciones' : 'Sesiones', children: bundle.data.sessions },
          { key: 'createdAt', label: 'Creado', children: dayjs(bundle.data.createdAt).tz().format(DATE_FORMAT) },
        ]}
      />
      <Table
        rowKey="index"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'No hay cuestionarios' }}
      />
    </section>
  );
}
