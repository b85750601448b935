import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CHALLENGES_PAGE_SIZE, challengeAreaMessages as m, type Challenge } from '@enlaza/contract';
import { App as AntApp, Button, Space, Tooltip, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useChallenges, useDeleteChallenge } from './challengesApi';
import { ListPage } from '../../components/ListPage';

/**
 * /admin/challenges 'Desafíos' (spec 001 §2): the challenge library, 10 per page with a title search (page and search
 * live in the address); a challenge a process uses cannot be deleted.
 */
export function ChallengesPage() {
  const { message } = AntApp.useApp();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const list = useChallenges(page, search);
  const remove = useDeleteChallenge();
  const navigate = useNavigate();

  const columns: TableProps<Challenge>['columns'] = [
    { title: 'Título', dataIndex: 'title', key: 'title' },
    {
      title: 'Mensajes',
      key: 'messages',
      render: (_, challenge) => challenge.messages.length,
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 110,
      render: (_, challenge) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${challenge.title}`}
              onClick={() => void navigate(`/admin/challenge/edit/${challenge.challengeId}`)}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar desafío"
            itemName={challenge.title}
            disabled={challenge.inUse}
            label={challenge.inUse ? `${challenge.title}: asignado a un proceso, no se puede eliminar` : undefined}
            onConfirm={() =>
              remove.mutateAsync(challenge.challengeId).then(
                () => message.success(m.deleted),
                (error: unknown) => message.error(errorMessageOf(error)),
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Challenge>
      titleId="challenges-title"
      scrollWidth={false}
      title="Desafíos"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/challenge/create')}>
          Agregar
        </Button>
      }
      search={{ label: 'Buscar desafíos', placeholder: 'Buscar por título', ...listQuery }}
      query={list}
      rowKey="challengeId"
      columns={columns}
      page={page}
      pageSize={CHALLENGES_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: m.noneFound, none: m.empty }}
      errorAlert={{ title: m.loadFailed, description: errorMessageOf(list.error) }}
    />
  );
}
