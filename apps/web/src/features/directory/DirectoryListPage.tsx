import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { mentorStatusLabels, mentorTypeLabels, type DirectoryUser } from '@enlaza/contract';
import { App as AntApp, Button, Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useCurrentUser } from '../users/currentUser';
import { DIRECTORY_PAGE_SIZE, useDeleteUser, useDirectoryList } from './directoryApi';
import { directoryKinds, formRoleLabels, type DirectoryKind } from './directoryKinds';
import { ImportModal } from './ImportModal';
import { UserFormDrawer } from './UserFormDrawer';
import './directory.css';
import { ListPage } from '../../components/ListPage';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: DirectoryUser };

const statusColors = { ACTIVE: 'green', WARNING: 'orange', INACTIVE: 'red' } as const;

/** One of the four admin user lists (spec 001 §2 "User list pages"). Page and search live in the address. */
function DirectoryListPage({ kind }: { kind: DirectoryKind }) {
  const config = directoryKinds[kind];
  const { message } = AntApp.useApp();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const [importOpen, setImportOpen] = useState(false);
  const list = useDirectoryList(kind, page, search);
  const deleteUser = useDeleteUser();
  const currentUser = useCurrentUser();

  const remove = (user: DirectoryUser) =>
    deleteUser.mutateAsync(user.userId).then(
      () => {
        message.success('Eliminado exitosamente');
      },
      (error: unknown) => {
        // A refusal with a reason (one's own account) says why; anything else gets the list's message.
        const reason = error instanceof ApiError && error.status === 400 ? `: ${errorMessageOf(error)}` : '';
        message.error(`${config.deleteError}${reason}`);
      },
    );

  const fullName = (user: DirectoryUser) => `${user.name} ${user.lastName}`.trim();

  const columns: TableProps<DirectoryUser>['columns'] = [
    { title: 'Nombre', key: 'name', render: (_, user) => fullName(user) },
    { title: 'Email', dataIndex: 'email', key: 'email' },
  ];
  if (kind === 'mentors') {
    columns.push(
      {
        title: 'Tipo',
        key: 'mentorType',
        render: (_, user) =>
          user.mentorshipInfo ? (
            <Tag color={user.mentorshipInfo.mentorType === 'INTERNAL' ? 'blue' : 'purple'}>
              {mentorTypeLabels[user.mentorshipInfo.mentorType]}
            </Tag>
          ) : null,
      },
      {
        title: 'Estado',
        key: 'mentorStatus',
        render: (_, user) =>
          user.mentorshipInfo ? (
            <Tag color={statusColors[user.mentorshipInfo.mentorStatus]}>
              {mentorStatusLabels[user.mentorshipInfo.mentorStatus]}
            </Tag>
          ) : null,
      },
    );
  }
  if (kind === 'companyAdmins' || kind === 'mentors') {
    columns.push({
      title: 'Empresa',
      key: 'client',
      responsive: ['md'],
      render: (_, user) => user.clientName ?? user.professionalInfo.company ?? '-',
    });
  }
  columns.push(
    {
      title: 'Roles',
      key: 'roles',
      responsive: ['lg'],
      render: (_, user) => (
        <span className="tag-list">
          {user.roles.map((role) => (
            <Tag key={role}>{formRoleLabels[role]}</Tag>
          ))}
        </span>
      ),
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 110,
      render: (_, user) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${fullName(user)}`}
              onClick={() => setFormState({ mode: 'edit', user })}
            />
          </Tooltip>
          {config.deleteError && user.userId !== currentUser.data?.id && (
            <ConfirmDeleteButton
              title="Eliminar"
              itemName={fullName(user)}
              description={`¿Eliminar a ${fullName(user)}? Esta acción no se puede deshacer.`}
              onConfirm={() => remove(user)}
            />
          )}
        </Space>
      ),
    },
  );

  return (
    <ListPage<DirectoryUser>
      titleId={`directory-${kind}-title`}
      title={config.title}
      actions={
        <Space wrap>
          {config.importAudience && (
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              Importar Excel
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
            {config.addLabel}
          </Button>
        </Space>
      }
      search={{
        label: `Buscar ${config.title.toLowerCase()}`,
        placeholder: 'Buscar por nombre, apellido o email',
        ...listQuery,
      }}
      query={list}
      rowKey="userId"
      columns={columns}
      page={page}
      pageSize={DIRECTORY_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{
        searched: 'No se encontraron resultados para la búsqueda',
        none: 'Aún no hay nadie en esta lista',
      }}
      errorAlert={{ title: config.loadError, description: errorMessageOf(list.error) }}
    >
      <UserFormDrawer
        config={config}
        open={formState.mode !== 'closed'}
        user={formState.mode === 'edit' ? formState.user : undefined}
        onClose={() => setFormState({ mode: 'closed' })}
      />
      {config.importAudience && (
        <ImportModal audience={config.importAudience} open={importOpen} onClose={() => setImportOpen(false)} />
      )}
    </ListPage>
  );
}

export const AdminsPage = () => <DirectoryListPage kind="admins" />;
export const CompanyAdminsPage = () => <DirectoryListPage kind="companyAdmins" />;
export const StudentsPage = () => <DirectoryListPage kind="students" />;
export const MentorsPage = () => <DirectoryListPage kind="mentors" />;
