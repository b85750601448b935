import { blogMessages, POST_COMMENT_MAX, type Post } from '@enlaza/contract';
import { App as AntApp, Avatar, Button, Empty, Input, Modal } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { initialsOf } from '../profile/initials';
import { useAddComment, useDeleteComment } from './blogApi';
import { formatPostDayAndTime } from './blogDates';

interface CommentsDialogProps {
  post: Post;
  userId: string;
  onClose: () => void;
}

/**
 * A post's comments (spec 002 §2.9, §5.9): oldest first, each with its author's name, photo and date; a comment is
 * sent only when it is not empty, and each member deletes only her own.
 */
export function CommentsDialog({ post, userId, onClose }: CommentsDialogProps) {
  const { message } = AntApp.useApp();
  const [draft, setDraft] = useState('');
  const addComment = useAddComment();
  const deleteComment = useDeleteComment();
  const canSend = draft.trim() !== '' && !addComment.isPending;

  const send = () => {
    if (!canSend) return;
    addComment.mutate(
      { postId: post.postId, authorId: userId, content: draft.trim() },
      {
        onSuccess: () => {
          setDraft('');
          message.success(blogMessages.commentSent);
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={`Comentarios: ${post.title}`}
      onCancel={onClose}
      footer={null}
      width={640}
      className="blog-comments"
      destroyOnHidden
    >
      {post.comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={blogMessages.noComments} />
      ) : (
        <ul className="blog-comments__list" aria-label="Comentarios">
          {post.comments.map((comment) => {
            const author = `${comment.authorData.name} ${comment.authorData.lastName}`.trim();
            const own = comment.authorId === userId;
            return (
              <li key={comment.commentId} className="blog-comment">
                <Avatar
                  src={comment.authorData.photoUrl ?? undefined}
                  alt={comment.authorData.photoUrl ? `Foto de ${author}` : undefined}
                  aria-hidden={comment.authorData.photoUrl ? undefined : true}
                >
                  {initialsOf(comment.authorData)}
                </Avatar>
                <div className="blog-comment__body">
                  <div className="blog-comment__header">
                    <strong>{author}</strong>
                    <time dateTime={comment.createdAt}>{formatPostDayAndTime(comment.createdAt)}</time>
                  </div>
                  <p className="blog-comment__text">{comment.content}</p>
                </div>
                {own && (
                  <ConfirmDeleteButton
                    title="Eliminar comentario"
                    itemName="tu comentario"
                    description="¿Eliminar tu comentario? Esta acción no se puede deshacer."
                    label="Eliminar mi comentario"
                    size="small"
                    onConfirm={() =>
                      deleteComment.mutateAsync({ postId: post.postId, commentId: comment.commentId }).then(
                        () => message.success(blogMessages.commentDeleted),
                        (error: unknown) => message.error(errorMessageOf(error)),
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="blog-comments__form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Input.TextArea
          aria-label="Escribe un comentario"
          placeholder="Escribe un comentario"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={POST_COMMENT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
        <Button type="primary" htmlType="submit" disabled={!canSend} loading={addComment.isPending}>
          Enviar
        </Button>
      </form>
    </Modal>
  );
}
