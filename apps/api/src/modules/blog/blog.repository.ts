import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { postComments, postLikes, posts, users } from '../../db/schema';
import { containsPattern } from '../../db/conditions';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = Pick<typeof posts.$inferInsert, 'title' | 'content' | 'photoKey' | 'authorId'> & {
  published: boolean;
};
export type PostChanges = Partial<Pick<PostRow, 'title' | 'content' | 'photoKey' | 'published' | 'publishedAt'>>;

export interface CommentWithAuthor {
  id: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: Date;
  authorName: string;
  authorLastName: string;
  authorPhotoKey: string | null;
}

export function createBlogRepository(db: Database) {
  return {
    /** One page of the published posts, newest first. */
    async publishedPage({ offset, limit }: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(eq(posts.published, true))
          .orderBy(desc(posts.publishedAt), desc(posts.createdAt), desc(posts.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(posts).where(eq(posts.published, true)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** One page of every post, drafts included, newest first; `search` is part of the title. */
    async adminPage({ offset, limit, search }: { offset: number; limit: number; search?: string }) {
      const where = search ? ilike(posts.title, containsPattern(search)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).offset(offset).limit(limit),
        db.select({ value: count() }).from(posts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id));
      return row;
    },

    async findPublished(id: string): Promise<PostRow | undefined> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.published, true)));
      return row;
    },

    /** The comments of the posts, oldest first, with their authors' names and photos. */
    async commentsOf(postIds: string[]): Promise<CommentWithAuthor[]> {
      if (postIds.length === 0) return [];
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          authorId: postComments.authorId,
          content: postComments.content,
          createdAt: postComments.createdAt,
          authorName: users.name,
          authorLastName: users.lastName,
          authorPhotoKey: users.photoKey,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.authorId))
        .where(inArray(postComments.postId, postIds))
        .orderBy(asc(postComments.createdAt), asc(postComments.id));
    },

    /** Who liked each of the posts, in the order they did. */
    async likesOf(postIds: string[]): Promise<Array<{ postId: string; userId: string }>> {
      if (postIds.length === 0) return [];
      return db
        .select({ postId: postLikes.postId, userId: postLikes.userId })
        .from(postLikes)
        .where(inArray(postLikes.postId, postIds))
        .orderBy(asc(postLikes.createdAt), asc(postLikes.userId));
    },

    /** How many likes and comments each post has (the admin's list). */
    async countsOf(postIds: string[]): Promise<Map<string, { likes: number; comments: number }>> {
      const counts = new Map<string, { likes: number; comments: number }>();
      if (postIds.length === 0) return counts;
      const [likes, comments] = await Promise.all([
        db
          .select({ postId: postLikes.postId, value: count() })
          .from(postLikes)
          .where(inArray(postLikes.postId, postIds))
          .groupBy(postLikes.postId),
        db
          .select({ postId: postComments.postId, value: count() })
          .from(postComments)
          .where(inArray(postComments.postId, postIds))
          .groupBy(postComments.postId),
      ]);
      for (const id of postIds) counts.set(id, { likes: 0, comments: 0 });
      for (const row of likes) counts.get(row.postId)!.likes = row.value;
      for (const row of comments) counts.get(row.postId)!.comments = row.value;
      return counts;
    },

    /**
     * Likes the post for the user, or takes the like back when there was one. One statement each way: a double click
     * that races itself ends liked or not, never with two likes.
     */
    async toggleLike(postId: string, userId: string): Promise<void> {
      const removed = await db
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
        .returning({ userId: postLikes.userId });
      if (removed.length === 0) await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
    },

    async insertComment(values: { postId: string; authorId: string; content: string }): Promise<void> {
      await db.insert(postComments).values(values);
    },

    async findComment(postId: string, commentId: string) {
      const [row] = await db
        .select({ id: postComments.id, authorId: postComments.authorId })
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
      return row;
    },

    async deleteComment(commentId: string): Promise<void> {
      await db.delete(postComments).where(eq(postComments.id, commentId));
    },

    async insert(values: NewPost): Promise<PostRow> {
      const [row] = await db
        .insert(posts)
        .values({ ...values, publishedAt: values.published ? new Date() : null })
        .returning();
      return row!;
    },

    async update(id: string, changes: PostChanges): Promise<PostRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning();
      return row;
    },

    /** Deletes the post (its likes and comments go with it); answers the deleted row. */
    async delete(id: string): Promise<PostRow | undefined> {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning();
      return row;
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
