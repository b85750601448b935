import { EyeOutlined } from '@ant-design/icons';
import {
  OPEN_INVITATIONS_PAGE_SIZE,
  openInvitationMessages as m,
  questionaryRoleLabels,
  type OpenInvitationSummary,
} from '@enlaza/contract';
import { Button, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { dayjs } from '../../lib/dates';
import { useListQuery } from '../../lib/useListQuery';
import { useOpenInvitations } from './openInvitationsApi';
import './openInvitations.css';
import { ListPage } from '../../components/ListPage';

const detailPath = (invitationId: string) => `/admin/open-invitation/${invitationId}`;

/**
 * /admin/open-questionaries ('Públicos', spec 002 §2.5): the open invitations, newest first, with their name, the role
 * that answers and the day they were created. Page and search live in the address.
 */
export function OpenQuestionariesPage() {
  const listQuery = useListQuery();
  const { search, page, goToPage } = listQuery;
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
    <ListPage<OpenInvitationSummary>
      titleId="open-questionaries-title"
      scrollWidth={false}
      title="Cuestionarios públicos"
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          Invitaciones abiertas: un enlace que responde cualquier persona. Se crean desde la vista previa de un
          cuestionario.
        </Typography.Paragraph>
      }
      search={{ label: 'Buscar cuestionarios públicos', placeholder: 'Buscar por nombre', ...listQuery }}
      query={list}
      rowKey="invitationId"
      columns={columns}
      page={page}
      pageSize={OPEN_INVITATIONS_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: m.noneFound, none: m.empty }}
    />
  );
}
