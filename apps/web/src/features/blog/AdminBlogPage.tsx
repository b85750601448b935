import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { blogMessages, POSTS_PAGE_SIZE, type AdminPost, formatDate } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Space, Switch, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useAdminPosts, useDeletePost, useSetPublished } from './blogApi';
import { PostFormModal } from './PostFormModal';
import './blog.css';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: AdminPost };

/** /admin/blog: every post, drafts included, 10 per page with a title search; page and search live in the address. */
export function AdminBlogPage() {
  const { message } = AntApp.useApp();
  const { page, searchText, setSearchText, search, goToPage } = useListQuery();
  const list = useAdminPosts(page, search);
  const setPublished = useSetPublished();
  const deletePost = useDeletePost();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });

  const showError = (error: unknown) => message.error(errorMessageOf(error));

  const columns: TableProps<AdminPost>['columns'] = [
    {
      title: 'Título',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, post) => (
        <span className="admin-blog-title">
          {post.photoUrl && <img src={post.photoUrl} alt="" className="admin-blog-thumbnail" />}
          <span>{title}</span>
        </span>
      ),
    },
    {
      title: 'Estado',
      key: 'published',
      render: (_, post) => (
        // The state in words beside the switch: text inside an unchecked switch is too pale to read.
        <Space size={8}>
          <Switch
            checked={post.published}
            aria-label={`Publicar ${post.title}`}
            loading={setPublished.isPending && setPublished.variables?.postId === post.postId}
            onChange={(published) =>
              setPublished.mutate(
                { postId: post.postId, published },
                {
                  onSuccess: () => message.success(published ? blogMessages.published : blogMessages.unpublished),
                  onError: showError,
                },
              )
            }
          />
          <span>{post.published ? 'Publicada' : 'Borrador'}</span>
        </Space>
      ),
    },
    {
      title: 'Publicada el',
      key: 'publishedAt',
      responsive: ['md'],
      render: (_, post) => (post.published && post.publishedAt ? formatDate(post.publishedAt) : '—'),
    },
    { title: 'Me gusta', dataIndex: 'likesCount', key: 'likes', responsive: ['lg'] },
    { title: 'Comentarios', dataIndex: 'commentsCount', key: 'comments', responsive: ['lg'] },
    {
      title: 'Acciones',
      key: 'actions',
      width: 110,
      render: (_, post) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${post.title}`}
              onClick={() => setFormState({ mode: 'edit', post })}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar publicación"
            itemName={post.title}
            description={`¿Eliminar la publicación "${post.title}" con sus comentarios y me gusta? Esta acción no se puede deshacer.`}
            onConfirm={() =>
              deletePost.mutateAsync(post.postId).then(
                () => message.success(blogMessages.deleted),
                (error: unknown) => showError(error),
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-blog-title">
      <div className="admin-blog-header">
        <Typography.Title level={1} id="admin-blog-title" style={{ margin: 0, fontSize: 24 }}>
          Blog
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Crear publicación
        </Button>
      </div>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar por título"
        aria-label="Buscar publicaciones"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={list.isFetching && searchText.trim() !== search}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} />
      ) : (
        <Table<AdminPost>
          rowKey="postId"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: search ? blogMessages.notFoundInSearch : blogMessages.empty }}
          pagination={{
            current: page,
            pageSize: POSTS_PAGE_SIZE,
            total: list.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: goToPage,
          }}
        />
      )}
      {formState.mode !== 'closed' && (
        <PostFormModal
          editing={formState.mode === 'edit' ? formState.post : undefined}
          onClose={() => setFormState({ mode: 'closed' })}
        />
      )}
    </section>
  );
}
