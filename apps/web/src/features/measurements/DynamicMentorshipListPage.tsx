import { PlusOutlined } from '@ant-design/icons';
import { dynamicMentorshipMessages, type DynamicMentorship } from '@enlaza/contract';
import { Alert, Button, Table, Typography, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useDynamicMentorships } from './measurementsApi';

/** /admin/dynamic-mentorship: 'Pautas' (spec 002 §2.5). */
export function DynamicMentorshipListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const templates = useDynamicMentorships(page);

  const columns: TableProps<DynamicMentorship>['columns'] = [
    { title: 'Nombre', dataIndex: 'name', key: 'name' },
    { title: 'Número de sesiones', dataIndex: 'sessions', key: 'sessions' },
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
      render: (_, template) => (
        <Link to={`/admin/dynamic-mentorship/${template.dynamicMentorshipId}`} aria-label={`Ver ${template.name}`}>
          Ver
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="templates-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="templates-title" style={{ margin: 0, fontSize: 24 }}>
          Pautas
        </Typography.Title>
        <Link to="/admin/dynamic-mentorship/create">
          <Button type="primary" icon={<PlusOutlined />}>
            Agregar
          </Button>
        </Link>
      </div>
      <div style={{ marginTop: 16 }}>
        {templates.isError ? (
          <Alert type="error" showIcon title={errorMessageOf(templates.error)} />
        ) : (
          <Table<DynamicMentorship>
            rowKey="dynamicMentorshipId"
            columns={columns}
            dataSource={templates.data?.docs}
            loading={templates.isPending || (templates.isFetching && templates.isPlaceholderData)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: dynamicMentorshipMessages.empty }}
            pagination={{
              current: page,
              pageSize: 10,
              total: templates.data?.totalDocs ?? 0,
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
