import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CHALLENGES_PAGE_SIZE, challengeAreaMessages as m, type Challenge } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useChallenges, useDeleteChallenge } from './challengesApi';

/**
 * /admin/challenges 'Desafíos' (spec 001 §2): the challenge library, 10 per page with a title search (page and search
 * live in the address); a challenge a process uses cannot be deleted.
 */
export function ChallengesPage() {
  const { message } = AntApp.useApp();
  const { page, searchText, setSearchText, search, goToPage } = useListQuery();
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
    <section aria-labelledby="challenges-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} id="challenges-title" style={{ margin: 0, fontSize: 24 }}>
          Desafíos
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/admin/challenge/create')}>
          Agregar
        </Button>
      </Space>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar por título"
        aria-label="Buscar desafíos"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={list.isFetching && searchText.trim() !== search}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(list.error)} />
      ) : (
        <Table<Challenge>
          rowKey="challengeId"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          locale={{ emptyText: search ? m.noneFound : m.empty }}
          pagination={{
            current: page,
            pageSize: CHALLENGES_PAGE_SIZE,
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
