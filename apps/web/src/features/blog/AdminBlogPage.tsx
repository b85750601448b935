import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { blogMessages, POSTS_PAGE_SIZE, type AdminPost, formatDate } from '@enlaza/contract';
import { App as AntApp, Button, Space, Switch, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useAdminPosts, useDeletePost, useSetPublished } from './blogApi';
import { PostFormModal } from './PostFormModal';
import './blog.css';
import { ListPage } from '../../components/ListPage';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: AdminPost };

/** /admin/blog: every post, drafts included, 10 per page with a title search; page and search live in the address. */
export function AdminBlogPage() {
  const { message } = AntApp.useApp();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
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
    <ListPage<AdminPost>
      titleId="admin-blog-title"
      title="Blog"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Crear publicación
        </Button>
      }
      search={{ label: 'Buscar publicaciones', placeholder: 'Buscar por título', ...listQuery }}
      query={list}
      rowKey="postId"
      columns={columns}
      page={page}
      pageSize={POSTS_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: blogMessages.notFoundInSearch, none: blogMessages.empty }}
    >
      {formState.mode !== 'closed' && (
        <PostFormModal
          editing={formState.mode === 'edit' ? formState.post : undefined}
          onClose={() => setFormState({ mode: 'closed' })}
        />
      )}
    </ListPage>
  );
}
