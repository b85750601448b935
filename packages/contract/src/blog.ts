import { z } from 'zod';
import { requiredText } from './messages';
import { pageQuerySchema, paginated } from './people';
import { resourceId } from './ids';

// ── Limits (spec 002 §2.9, §3 "Post", "Comment", §5.9 "Blog comment") ─────────────────────────────────────

export const POSTS_PAGE_SIZE = 10;
export const POST_TITLE_MAX = 200;
/** A long article fits; a post is read on a phone, not a book. */
export const POST_CONTENT_MAX = 20_000;
export const POST_COMMENT_MAX = 2000;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image of a post: the server judges the bytes, these are what the file picker offers. */
export const postImageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const postImageAccept = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
/** Multipart field names of the admin's create and edit calls: the JSON in `data`, the picture in `image`. */
export const postMultipartFields = { data: 'data', image: 'image' } as const;

export const blogErrorTypes = {
  postNotFound: 'post_not_found',
  commentNotFound: 'post_comment_not_found',
  notCommentAuthor: 'post_comment_not_author',
  notOwnAction: 'post_not_own_action',
  invalidImage: 'post_invalid_image',
  imageTooLarge: 'post_image_too_large',
} as const;

export const blogMessages = {
  postNotFound: 'La publicación no existe o ya no está disponible',
  commentNotFound: 'El comentario no existe',
  notCommentAuthor: 'Solo puedes eliminar tus propios comentarios',
  notOwnAction: 'Solo puedes dar me gusta y comentar en tu propio nombre',
  commentRequired: 'Escribe un comentario antes de enviarlo',
  commentTooLong: `El comentario puede tener como máximo ${POST_COMMENT_MAX} caracteres`,
  titleRequired: 'Ingresa el título de la publicación',
  titleTooLong: `El título puede tener como máximo ${POST_TITLE_MAX} caracteres`,
  contentRequired: 'Escribe el contenido de la publicación',
  contentTooLong: 'El contenido puede tener como máximo 20.000 caracteres',
  imageType: 'Sólo puede subir archivos de tipo JPG/PNG/WebP!',
  imageTooLarge: `La imagen no puede pesar más de ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
  empty: 'Aún no hay publicaciones',
  noComments: 'Aún no hay comentarios. ¡Sé la primera en comentar!',
  commentSent: 'Comentario enviado',
  commentDeleted: 'Comentario eliminado',
  created: 'Publicación creada',
  saved: 'Publicación guardada',
  published: 'Publicación publicada',
  unpublished: 'Publicación pasada a borrador',
  deleted: 'Publicación eliminada',
  notFoundInSearch: 'No se encontraron publicaciones',
} as const;

// ── What the API answers ────────────────────────────────────────────────────────────────────────────────

/** Spec 002 §3 "Comment": commentId, authorId, content, authorData (name, photoUrl); plus when it was written. */
export const postCommentSchema = z.object({
  commentId: z.string(),
  authorId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  authorData: z.object({
    name: z.string(),
    lastName: z.string(),
    /** Served under /api/files/...; null when the author has no photo. */
    photoUrl: z.string().nullable(),
  }),
});
export type PostComment = z.infer<typeof postCommentSchema>;

/**
 * Spec 002 §3 "Post": postId, title, content (Markdown), photoUrl, comments (oldest first), likedUserIds; plus when
 * it was published.
 */
export const postSchema = z.object({
  postId: z.string(),
  title: z.string(),
  content: z.string(),
  /** Served under /api/files/...; null when the post has no image. */
  photoUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  comments: z.array(postCommentSchema),
  likedUserIds: z.array(z.string()),
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts/: published posts, newest first, 10 per page. */
export const postListSchema = paginated(postSchema);
export type PostList = z.infer<typeof postListSchema>;
export const postListQuerySchema = pageQuerySchema;

/** A post as the admin screen lists and edits it, drafts included. */
export const adminPostSchema = z.object({
  postId: z.string(),
  title: z.string(),
  content: z.string(),
  photoUrl: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListSchema = paginated(adminPostSchema);
export type AdminPostList = z.infer<typeof adminPostListSchema>;
export const adminPostListQuerySchema = pageQuerySchema.extend({
  /** Part of the title, in capitals or not. */
  search: z.string().trim().max(100).optional(),
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

// ── What the API is sent ────────────────────────────────────────────────────────────────────────────────

export const postIdParamsSchema = z.object({ postId: resourceId(blogMessages.postNotFound) });
export const postCommentParamsSchema = postIdParamsSchema.extend({
  commentId: resourceId(blogMessages.commentNotFound),
});

/**
 * POST /api/posts/{postId}/like {userId}: toggles the caller's like. The user id the spec sends is the caller's own;
 * another's is refused.
 */
export const postLikeRequestSchema = z.object({ userId: z.string().max(100).optional() });
export type PostLikeRequest = z.infer<typeof postLikeRequestSchema>;

/** POST /api/posts/{postId}/comment {authorId, content}: a comment is sent only when it is not empty (§5.9). */
export const postCommentRequestSchema = z.object({
  authorId: z.string().max(100).optional(),
  content: requiredText(blogMessages.commentRequired, POST_COMMENT_MAX, blogMessages.commentTooLong),
});
export type PostCommentRequest = z.input<typeof postCommentRequestSchema>;

export const postTitleSchema = requiredText(blogMessages.titleRequired, POST_TITLE_MAX, blogMessages.titleTooLong);
export const postContentSchema = requiredText(
  blogMessages.contentRequired,
  POST_CONTENT_MAX,
  blogMessages.contentTooLong,
);

/**
 * The admin's post form (JSON, or multipart with this JSON in `data` and the picture in `image`). `removePhoto`
 * takes the current picture away when no new one is sent.
 */
export const postPayloadSchema = z.object({
  title: postTitleSchema,
  content: postContentSchema,
  published: z.boolean().optional(),
  removePhoto: z.boolean().optional(),
});
export type PostPayload = z.input<typeof postPayloadSchema>;
export type ParsedPostPayload = z.output<typeof postPayloadSchema>;

export const postPublishRequestSchema = z.object({ published: z.boolean() });
export type PostPublishRequest = z.infer<typeof postPublishRequestSchema>;
