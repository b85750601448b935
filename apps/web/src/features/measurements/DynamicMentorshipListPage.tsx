import { PlusOutlined } from '@ant-design/icons';
import { dynamicMentorshipMessages, type DynamicMentorship } from '@enlaza/contract';
import { Button, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useDynamicMentorships } from './measurementsApi';
import { ListPage } from '../../components/ListPage';

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
    <ListPage<DynamicMentorship>
      titleId="templates-title"
      title="Pautas"
      actions={
        <Link to="/admin/dynamic-mentorship/create">
          <Button type="primary" icon={<PlusOutlined />}>
            Agregar
          </Button>
        </Link>
      }
      query={templates}
      rowKey="dynamicMentorshipId"
      columns={columns}
      page={page}
      pageSize={10}
      onPageChange={(next) => setSearchParams({ page: String(next) })}
      emptyTexts={{ searched: dynamicMentorshipMessages.empty, none: dynamicMentorshipMessages.empty }}
    />
  );
}
