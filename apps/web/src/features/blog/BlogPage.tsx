import { HeartFilled, HeartOutlined, MessageOutlined } from '@ant-design/icons';
import { blogMessages, POSTS_PAGE_SIZE, type Post } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Empty, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useCurrentUser } from '../users/currentUser';
import { useToggleLike, usePostsFeed } from './blogApi';
import { formatPostDay } from './blogDates';
import { CommentsDialog } from './CommentsDialog';
import { MarkdownContent } from './Markdown';
import './blog.css';

interface PostCardProps {
  post: Post;
  userId: string;
  onOpenComments: () => void;
}

function PostCard({ post, userId, onOpenComments }: PostCardProps) {
  const { message } = AntApp.useApp();
  const toggleLike = useToggleLike();
  const liked = post.likedUserIds.includes(userId);
  const likes = post.likedUserIds.length;
  const titleId = `post-${post.postId}-title`;
  return (
    <article aria-labelledby={titleId}>
      <Card
        className="blog-post"
        cover={post.photoUrl ? <img className="blog-post__image" src={post.photoUrl} alt="" /> : undefined}
      >
        <h2 id={titleId} className="blog-post__title">
          {post.title}
        </h2>
        {post.publishedAt && (
          <time className="blog-post__date" dateTime={post.publishedAt}>
            {formatPostDay(post.publishedAt)}
          </time>
        )}
        <MarkdownContent>{post.content}</MarkdownContent>
        <div className="blog-post__actions">
          <Button
            icon={liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
            className={liked ? 'blog-post__like blog-post__like--on' : 'blog-post__like'}
            aria-pressed={liked}
            loading={toggleLike.isPending}
            onClick={() =>
              toggleLike.mutate(
                { postId: post.postId, userId },
                { onError: (error) => message.error(errorMessageOf(error)) },
              )
            }
          >
            {/* Named by its words and its count together: "Me gusta, 3", pressed or not. */}
            <span className="visually-hidden">Me gusta, </span>
            {likes}
          </Button>
          <Button icon={<MessageOutlined aria-hidden />} onClick={onOpenComments}>
            Comentarios ({post.comments.length})
          </Button>
        </div>
      </Card>
    </article>
  );
}

/** /blog (spec 002 §2.9): the published posts for members with entrepreneur info, newest first, 10 per page. */
export function BlogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const feed = usePostsFeed(page);
  const user = useCurrentUser();
  const [commentsOf, setCommentsOf] = useState<string | null>(null);
  const openPost = feed.data?.docs.find((post) => post.postId === commentsOf);

  const content = () => {
    if (feed.isPending || user.isPending) {
      return (
        <div className="blog-feed" aria-busy="true" aria-label="Cargando publicaciones">
          {[0, 1].map((i) => (
            <Card key={i} className="blog-post">
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          ))}
        </div>
      );
    }
    if (feed.isError || user.isError) {
      return <Alert type="error" showIcon title={errorMessageOf(feed.error ?? user.error)} />;
    }
    if (feed.data.docs.length === 0) return <Empty description={blogMessages.empty} />;
    return (
      <>
        <div className="blog-feed">
          {feed.data.docs.map((post) => (
            <PostCard
              key={post.postId}
              post={post}
              userId={user.data.id}
              onOpenComments={() => setCommentsOf(post.postId)}
            />
          ))}
        </div>
        <Pagination
          className="blog-pagination"
          current={page}
          pageSize={POSTS_PAGE_SIZE}
          total={feed.data.totalDocs}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => {
            setSearchParams({ page: String(next) });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="blog-title" className="blog-page">
      <Typography.Title level={1} id="blog-title" className="blog-page__title">
        Blog
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Herramientas, historias y novedades para tu emprendimiento.
      </Typography.Paragraph>
      {content()}
      {openPost && user.data && (
        <CommentsDialog post={openPost} userId={user.data.id} onClose={() => setCommentsOf(null)} />
      )}
    </section>
  );
}
