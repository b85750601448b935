import {
  adminPostListSchema,
  adminPostSchema,
  POSTS_PAGE_SIZE,
  postListSchema,
  postMultipartFields,
  postSchema,
  type Post,
  type PostList,
  type PostPayload,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, invalidateResource, listQueries } from '../../lib/api';

/** The members' feed (its pages, not the admin's list beneath it). */
const feedPath = '/posts/';
const postPath = (postId: string) => `/posts/${encodeURIComponent(postId)}`;
const adminPostPath = (postId: string) => `/posts/admin/${encodeURIComponent(postId)}`;

/** Spec 002 §7.7: GET /posts/, the published posts, newest first, 10 per page. */
export function usePostsFeed(page: number) {
  return useQuery({
    ...apiQuery(feedPath, { page, limit: POSTS_PAGE_SIZE }, postListSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * The member calls answer the post as it is now: it replaces its copy in the cached pages at once (the like and the
 * comment show without waiting), then every post query is refreshed.
 */
function usePostReaction<TVariables>(mutationFn: (variables: TVariables) => Promise<Post>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (post) => {
      queryClient.setQueriesData<PostList>(listQueries(feedPath), (list) =>
        list ? { ...list, docs: list.docs.map((p) => (p.postId === post.postId ? post : p)) } : list,
      );
      return invalidateResource(queryClient, '/posts');
    },
  });
}

export function useToggleLike() {
  return usePostReaction(({ postId, userId }: { postId: string; userId: string }) =>
    api.request(`${postPath(postId)}/like`, { method: 'POST', body: { userId } }, postSchema),
  );
}

export function useAddComment() {
  return usePostReaction(({ postId, authorId, content }: { postId: string; authorId: string; content: string }) =>
    api.request(`${postPath(postId)}/comment`, { method: 'POST', body: { authorId, content } }, postSchema),
  );
}

export function useDeleteComment() {
  return usePostReaction(({ postId, commentId }: { postId: string; commentId: string }) =>
    api.request(`${postPath(postId)}/comment/${encodeURIComponent(commentId)}`, { method: 'DELETE' }, postSchema),
  );
}

/** The admin's list: every post, drafts included, 10 per page, searched by title. */
export function useAdminPosts(page: number, search: string) {
  return useQuery({
    ...apiQuery('/posts/admin', { page, limit: POSTS_PAGE_SIZE, search: search || undefined }, adminPostListSchema),
    placeholderData: keepPreviousData,
  });
}

/** Every admin call that changes a post refreshes every post query (the members' pages included). */
function useAdminPostMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateResource(queryClient, '/posts'),
  });
}

/** Creates (POST, 201) or edits (PUT) a post; with a picture, as multipart with the JSON in `data`. */
export function useSavePost() {
  return useAdminPostMutation(
    ({ postId, payload, image }: { postId?: string; payload: PostPayload; image?: File | null }) => {
      let body: PostPayload | FormData = payload;
      if (image) {
        const form = new FormData();
        form.append(postMultipartFields.data, JSON.stringify(payload));
        form.append(postMultipartFields.image, image);
        body = form;
      }
      return postId
        ? api.request(adminPostPath(postId), { method: 'PUT', body }, adminPostSchema)
        : api.request('/posts/admin', { method: 'POST', body, expectStatus: [201] }, adminPostSchema);
    },
  );
}

export function useSetPublished() {
  return useAdminPostMutation(({ postId, published }: { postId: string; published: boolean }) =>
    api.request(`${adminPostPath(postId)}/publish`, { method: 'PUT', body: { published } }, adminPostSchema),
  );
}

export function useDeletePost() {
  return useAdminPostMutation((postId: string) =>
    api.request(adminPostPath(postId), { method: 'DELETE', expectStatus: [204] }),
  );
}
