import {
  adminPostListQuerySchema,
  adminPostListSchema,
  adminPostSchema,
  blogErrorTypes,
  blogMessages,
  POST_IMAGE_MAX_BYTES,
  postCommentParamsSchema,
  postCommentRequestSchema,
  postIdParamsSchema,
  postLikeRequestSchema,
  postListQuerySchema,
  postListSchema,
  postMultipartFields,
  postPayloadSchema,
  postPublishRequestSchema,
  postSchema,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import { access } from '../access';
import type { BlogService } from './blog.service';
import { errorResponses, uploadErrorResponses } from '../../plugins/errorResponses';

const memberTags = { tags: ['blog'], security: [{ bearerAuth: [] }] };
const adminTags = { tags: ['blog (administración)'], security: [{ bearerAuth: [] }] };

const imageUpload = {
  maxBytes: POST_IMAGE_MAX_BYTES,
  tooLarge: () => new AppError(blogErrorTypes.imageTooLarge, 413, blogMessages.imageTooLarge),
};

/** The admin's post form: JSON, or multipart with the same JSON in `data` and the picture in `image`. */
async function readPostForm(request: FastifyRequest) {
  const { data, files } = await readJsonForm(request, { [postMultipartFields.image]: imageUpload });
  return { payload: parseForm(postPayloadSchema, data), image: files[postMultipartFields.image] };
}

const postFormDescription =
  'JSON {title, content (Markdown), published?, removePhoto?}, o multipart/form-data con ese JSON en ' +
  `\`${postMultipartFields.data}\` y la imagen (JPG, PNG o WebP, juzgada por su contenido; máx. ` +
  `${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB) en \`${postMultipartFields.image}\`.`;

/**
 * Spec 002 §2.9 and §7.7 "Blog": members with entrepreneur info (and admins) read the published posts, like them and
 * comment; each of those calls answers the post as it is now. Admins write, publish and delete posts under
 * /posts/admin.
 */
export async function blogRoutes(app: FastifyInstance, { blogService }: { blogService: BlogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/posts/',
    {
      config: { access: access.entrepreneur },
      schema: {
        ...memberTags,
        summary: 'Publicaciones del blog, las más nuevas primero, 10 por página, con comentarios y me gusta',
        querystring: postListQuerySchema,
        response: { 200: postListSchema, ...errorResponses },
      },
    },
    async (request) => blogService.list(request.query),
  );

  r.post(
    '/posts/:postId/like',
    {
      config: { access: access.entrepreneur },
      schema: {
        ...memberTags,
        summary: 'Dar o quitar el me gusta de la propia usuaria; responde la publicación actualizada',
        description: 'userId, si se envía, debe ser el de quien llama.',
        params: postIdParamsSchema,
        body: postLikeRequestSchema.optional(),
        response: { 200: postSchema, ...errorResponses },
      },
    },
    async (request) => blogService.toggleLike(request.auth!, request.params.postId, request.body?.userId),
  );

  r.post(
    '/posts/:postId/comment',
    {
      config: { access: access.entrepreneur },
      schema: {
        ...memberTags,
        summary: 'Comentar una publicación; responde la publicación actualizada',
        description: `authorId, si se envía, debe ser el de quien llama. content sin espacios sobrantes, no vacío.`,
        params: postIdParamsSchema,
        body: postCommentRequestSchema,
        response: { 200: postSchema, ...errorResponses },
      },
    },
    async (request) => blogService.comment(request.auth!, request.params.postId, request.body),
  );

  r.delete(
    '/posts/:postId/comment/:commentId',
    {
      config: { access: access.entrepreneur },
      schema: {
        ...memberTags,
        summary: 'Eliminar un comentario propio; responde la publicación actualizada',
        params: postCommentParamsSchema,
        response: { 200: postSchema, ...errorResponses },
      },
    },
    async (request) => blogService.deleteComment(request.auth!, request.params.postId, request.params.commentId),
  );

  r.get(
    '/posts/admin',
    {
      config: { access: access.admin },
      schema: {
        ...adminTags,
        summary: 'Todas las publicaciones, borradores incluidos, 10 por página; search busca en el título',
        querystring: adminPostListQuerySchema,
        response: { 200: adminPostListSchema, ...errorResponses },
      },
    },
    async (request) => blogService.adminList(request.query),
  );

  r.post(
    '/posts/admin',
    {
      config: { access: access.admin },
      schema: {
        ...adminTags,
        summary: 'Crear una publicación (en borrador salvo published: true)',
        description: postFormDescription,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: adminPostSchema, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      const { payload, image } = await readPostForm(request);
      return reply.code(201).send(await blogService.create(request.auth!.userId, payload, image));
    },
  );

  r.put(
    '/posts/admin/:postId',
    {
      config: { access: access.admin },
      schema: {
        ...adminTags,
        summary: 'Editar una publicación; una imagen nueva reemplaza la anterior',
        description: postFormDescription,
        consumes: ['application/json', 'multipart/form-data'],
        params: postIdParamsSchema,
        response: { 200: adminPostSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const { payload, image } = await readPostForm(request);
      return blogService.update(request.params.postId, payload, image);
    },
  );

  r.put(
    '/posts/admin/:postId/publish',
    {
      config: { access: access.admin },
      schema: {
        ...adminTags,
        summary: 'Publicar una publicación o pasarla a borrador',
        params: postIdParamsSchema,
        body: postPublishRequestSchema,
        response: { 200: adminPostSchema, ...errorResponses },
      },
    },
    async (request) => blogService.setPublished(request.params.postId, request.body.published),
  );

  r.delete(
    '/posts/admin/:postId',
    {
      config: { access: access.admin },
      schema: {
        ...adminTags,
        summary: 'Eliminar una publicación con sus comentarios, me gusta e imagen',
        params: postIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await blogService.remove(request.params.postId);
      return reply.code(204).send(null);
    },
  );
}
