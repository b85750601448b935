import {
  blogErrorTypes,
  blogMessages,
  POSTS_PAGE_SIZE,
  postImageMimeTypes,
  type AccessTokenClaims,
  type AdminPost,
  type AdminPostList,
  type AdminPostListQuery,
  type ParsedPostPayload,
  type Post,
  type PostList,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeUploadedImage } from '../../lib/images';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import type { BlogRepository, CommentWithAuthor, PostChanges, PostRow } from './blog.repository';
import { pageOf, pageWindow } from '../../db/pagination';

const BLOG_IMAGE_FOLDER = 'blog';
/** A post's picture spans the card on a wide screen: larger than an avatar, still light on a phone. */
const BLOG_IMAGE_LIMITS = { maxSidePx: 1600, jpegQuality: 0.8, mimeTypes: postImageMimeTypes };

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function toComment(row: CommentWithAuthor): Post['comments'][number] {
  return {
    commentId: row.id,
    authorId: row.authorId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    authorData: { name: row.authorName, lastName: row.authorLastName, photoUrl: fileUrl(row.authorPhotoKey) },
  };
}

interface Deps {
  blogRepository: BlogRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Spec 002 §2.9 "Blog": admins write posts; members with entrepreneur info read, like and comment them. */
export function createBlogService({ blogRepository: repository, storage, log }: Deps) {
  const postNotFound = () => notFound(blogErrorTypes.postNotFound, blogMessages.postNotFound);

  /** The posts as members see them: their comments with the authors, and who liked them. */
  async function withReactions(rows: PostRow[]): Promise<Post[]> {
    const ids = rows.map((row) => row.id);
    const [comments, likes] = await Promise.all([repository.commentsOf(ids), repository.likesOf(ids)]);
    const commentsByPost = groupBy(comments, (c) => c.postId);
    const likesByPost = groupBy(likes, (l) => l.postId);
    return rows.map((row) => ({
      postId: row.id,
      title: row.title,
      content: row.content,
      photoUrl: fileUrl(row.photoKey),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      comments: (commentsByPost.get(row.id) ?? []).map(toComment),
      likedUserIds: (likesByPost.get(row.id) ?? []).map((like) => like.userId),
    }));
  }

  async function memberPost(row: PostRow): Promise<Post> {
    const [post] = await withReactions([row]);
    return post!;
  }

  /** A published post for the member calls; a draft does not exist for them. */
  async function publishedPost(postId: string): Promise<PostRow> {
    const row = isResourceId(postId) ? await repository.findPublished(postId) : undefined;
    if (!row) throw postNotFound();
    return row;
  }

  async function existingPost(postId: string): Promise<PostRow> {
    const row = isResourceId(postId) ? await repository.findById(postId) : undefined;
    if (!row) throw postNotFound();
    return row;
  }

  /** The spec sends the acting user's id: it must be the caller's own. */
  function requireOwnId(viewer: AccessTokenClaims, userId: string | undefined) {
    if (userId !== undefined && userId !== viewer.userId) {
      throw forbidden(blogErrorTypes.notOwnAction, blogMessages.notOwnAction);
    }
  }

  async function adminPosts(rows: PostRow[]): Promise<AdminPost[]> {
    const counts = await repository.countsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      postId: row.id,
      title: row.title,
      content: row.content,
      photoUrl: fileUrl(row.photoKey),
      published: row.published,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      likesCount: counts.get(row.id)?.likes ?? 0,
      commentsCount: counts.get(row.id)?.comments ?? 0,
    }));
  }

  async function adminPost(row: PostRow): Promise<AdminPost> {
    const [post] = await adminPosts([row]);
    return post!;
  }

  /** Checks the picture by its content and stores it re-encoded (no metadata kept); answers its key. */
  async function storeImage(upload: Buffer): Promise<string> {
    const image = await normalizeUploadedImage(upload, BLOG_IMAGE_LIMITS);
    if (!image) throw badRequest(blogErrorTypes.invalidImage, blogMessages.imageType);
    const key = newFileKey(BLOG_IMAGE_FOLDER, '.jpg');
    await storage.put(key, image);
    return key;
  }

  /** Files are removed after the rows that named them: a failure leaves an orphan file, never a broken image. */
  async function deleteImage(key: string | null) {
    if (!key) return;
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'blog image not deleted'));
  }

  /** Publishing keeps the date of the first publication, so a post taken down and back keeps its place. */
  function publication(row: Pick<PostRow, 'publishedAt'> | null, published: boolean): PostChanges {
    return published ? { published, publishedAt: row?.publishedAt ?? new Date() } : { published };
  }

  return {
    /** GET /posts/: the published posts, newest first. */
    async list({ page, limit = POSTS_PAGE_SIZE }: { page: number; limit?: number }): Promise<PostList> {
      const { rows, total } = await repository.publishedPage({ ...pageWindow({ page, limit }) });
      return pageOf(await withReactions(rows), total, { page, limit });
    },

    /** POST /posts/{postId}/like: likes the post for the caller, or takes the like back. */
    async toggleLike(viewer: AccessTokenClaims, postId: string, userId?: string): Promise<Post> {
      requireOwnId(viewer, userId);
      const row = await publishedPost(postId);
      await repository.toggleLike(row.id, viewer.userId);
      return memberPost(row);
    },

    /** POST /posts/{postId}/comment: the caller's comment, already trimmed and checked not empty. */
    async comment(
      viewer: AccessTokenClaims,
      postId: string,
      { authorId, content }: { authorId?: string; content: string },
    ): Promise<Post> {
      requireOwnId(viewer, authorId);
      const row = await publishedPost(postId);
      await repository.insertComment({ postId: row.id, authorId: viewer.userId, content });
      return memberPost(row);
    },

    /** DELETE /posts/{postId}/comment/{commentId}: only its author deletes a comment (spec 002 §5.9). */
    async deleteComment(viewer: AccessTokenClaims, postId: string, commentId: string): Promise<Post> {
      const row = await publishedPost(postId);
      const comment = isResourceId(commentId) ? await repository.findComment(row.id, commentId) : undefined;
      if (!comment) throw notFound(blogErrorTypes.commentNotFound, blogMessages.commentNotFound);
      if (comment.authorId !== viewer.userId) {
        throw forbidden(blogErrorTypes.notCommentAuthor, blogMessages.notCommentAuthor);
      }
      await repository.deleteComment(comment.id);
      return memberPost(row);
    },

    /** The admin's list: every post, drafts included, newest first, searched by title. */
    async adminList({ page, limit, search }: AdminPostListQuery): Promise<AdminPostList> {
      const { rows, total } = await repository.adminPage({ ...pageWindow({ page, limit }), search });
      return pageOf(await adminPosts(rows), total, { page, limit });
    },

    async create(authorId: string, payload: ParsedPostPayload, image?: Buffer): Promise<AdminPost> {
      const photoKey = image ? await storeImage(image) : null;
      try {
        const row = await repository.insert({
          title: payload.title,
          content: payload.content,
          photoKey,
          authorId,
          published: payload.published ?? false,
        });
        return adminPost(row);
      } catch (error) {
        await deleteImage(photoKey);
        throw error;
      }
    },

    async update(postId: string, payload: ParsedPostPayload, image?: Buffer): Promise<AdminPost> {
      const current = await existingPost(postId);
      const newKey = image ? await storeImage(image) : null;
      const changes: PostChanges = {
        title: payload.title,
        content: payload.content,
        ...(payload.published === undefined ? {} : publication(current, payload.published)),
      };
      if (newKey || payload.removePhoto) changes.photoKey = newKey;
      let row: PostRow | undefined;
      try {
        row = await repository.update(current.id, changes);
      } catch (error) {
        await deleteImage(newKey);
        throw error;
      }
      if (!row) {
        await deleteImage(newKey);
        throw postNotFound();
      }
      if (changes.photoKey !== undefined && current.photoKey !== row.photoKey) await deleteImage(current.photoKey);
      return adminPost(row);
    },

    async setPublished(postId: string, published: boolean): Promise<AdminPost> {
      const current = await existingPost(postId);
      const row = await repository.update(current.id, publication(current, published));
      if (!row) throw postNotFound();
      return adminPost(row);
    },

    async remove(postId: string): Promise<void> {
      const row = isResourceId(postId) ? await repository.delete(postId) : undefined;
      if (!row) throw postNotFound();
      await deleteImage(row.photoKey);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
