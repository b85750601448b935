import { EyeOutlined } from '@ant-design/icons';
import {
  OPEN_INVITATIONS_PAGE_SIZE,
  openInvitationMessages as m,
  questionaryRoleLabels,
  type OpenInvitationSummary,
} from '@enlaza/contract';
import { Alert, Button, Input, Table, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useListQuery } from '../../lib/useListQuery';
import { useOpenInvitations } from './openInvitationsApi';
import './openInvitations.css';

const detailPath = (invitationId: string) => `/admin/open-invitation/${invitationId}`;

/**
 * /admin/open-questionaries ('Públicos', spec 002 §2.5): the open invitations, newest first, with their name, the role
 * that answers and the day they were created. Page and search live in the address.
 */
export function OpenQuestionariesPage() {
  const { searchText, setSearchText, search, page, goToPage } = useListQuery();
  const list = useOpenInvitations(page, search);

  const columns: TableProps<OpenInvitationSummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'entitySubType',
      key: 'name',
      render: (name: string, row) => (
        <span className="open-questionaries__name">
          <Link to={detailPath(row.invitationId)}>{name}</Link>
          {!row.acceptsAnswers && <Tag style={{ marginInlineStart: 8 }}>Cerrada</Tag>}
        </span>
      ),
    },
    {
      title: 'Rol',
      dataIndex: 'userRole',
      key: 'role',
      render: (role: OpenInvitationSummary['userRole']) => questionaryRoleLabels[role],
    },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['sm'],
      render: (createdAt: string) => dayjs(createdAt).tz().format('DD-MM-YY'),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, row) => (
        <Link to={detailPath(row.invitationId)} aria-label={`Ver ${row.entitySubType}`}>
          <Button type="link" icon={<EyeOutlined />}>
            Ver
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="open-questionaries-title">
      <Typography.Title level={1} id="open-questionaries-title" style={{ margin: 0, fontSize: 24 }}>
        Cuestionarios públicos
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        Invitaciones abiertas: un enlace que responde cualquier persona. Se crean desde la vista previa de un
        cuestionario.
      </Typography.Paragraph>
      <Input.Search
        style={{ maxWidth: 420, margin: '0 0 16px' }}
        placeholder="Buscar por nombre"
        aria-label="Buscar cuestionarios públicos"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={list.isFetching && searchText.trim() !== search}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} />
      ) : (
        <Table<OpenInvitationSummary>
          rowKey="invitationId"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          locale={{ emptyText: search ? m.noneFound : m.empty }}
          pagination={{
            current: page,
            pageSize: OPEN_INVITATIONS_PAGE_SIZE,
            total: list.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: goToPage,
          }}
        />
      )}
    </section>
  );
}
