import type { DynamicMentorshipItem } from '@enlaza/contract';
import { Alert, Descriptions, Spin, Table, Typography, type TableProps } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { DATE_FORMAT } from './bundleTypes';
import { useDynamicMentorship } from './measurementsApi';

const columns: TableProps<DynamicMentorshipItem>['columns'] = [
  { title: 'Sesión', dataIndex: 'sessionNumber', key: 'session', width: 80 },
  { title: 'Tipo', dataIndex: 'objectiveName', key: 'objective' },
  { title: 'Cuestionario', dataIndex: 'questionaryName', key: 'questionary', responsive: ['md'] },
  {
    title: 'Acciones',
    key: 'actions',
    width: 90,
    render: (_, item) => (
      <Link
        to={`/admin/template/${item.questionaryId}`}
        aria-label={`Ver ${item.questionaryName}, sesión ${item.sessionNumber}, ${item.objectiveName}`}
      >
        Ver
      </Link>
    ),
  },
];

/** /admin/dynamic-mentorship/:dynamicMentorshipId: type, session number and a view action (spec 002 §2.5). */
export function DynamicMentorshipDetailPage() {
  const { dynamicMentorshipId } = useParams();
  const template = useDynamicMentorship(dynamicMentorshipId);

  if (template.isPending) return <Spin />;
  if (template.isError) return <Alert type="error" showIcon title={errorMessageOf(template.error)} />;
  return (
    <section aria-labelledby="template-title">
      <Typography.Title level={1} id="template-title" style={{ fontSize: 24 }}>
        {template.data.name}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'sessions', label: 'Sesiones', children: template.data.sessions },
          { key: 'dynamic', label: 'Pauta dinámica', children: template.data.isDynamic ? 'Sí' : 'No' },
          { key: 'createdAt', label: 'Creado', children: dayjs(template.data.createdAt).tz().format(DATE_FORMAT) },
        ]}
      />
      <Table<DynamicMentorshipItem>
        rowKey={(item) => `${item.sessionNumber}:${item.objectiveId}`}
        columns={columns}
        dataSource={template.data.items}
        pagination={false}
      />
    </section>
  );
}
