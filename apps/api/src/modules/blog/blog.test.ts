import { blogMessages, POST_COMMENT_MAX, type AdminPost, type Post } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../db/schema';
import { createPost, makeEntrepreneur } from '../../../test/blogFixtures';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(async () => t.close());

interface Person {
  id: string;
  session: TestSession;
}

async function person(roles: Array<'USER' | 'ADMIN' | 'COMPANY_ADMIN'>, { entrepreneur = false, name = 'Test' } = {}) {
  const user = await createUser(t.db, { roles, name });
  if (entrepreneur) await makeEntrepreneur(t.db, user.id);
  return { id: user.id, session: await signIn(t.app, user.email) };
}

let admin: Person;
let daniela: Person;
let rocio: Person;
let plainMember: Person;
beforeAll(async () => {
  admin = await person(['ADMIN']);
  daniela = await person(['USER'], { entrepreneur: true, name: 'Daniela' });
  rocio = await person(['USER'], { entrepreneur: true, name: 'Rocío' });
  plainMember = await person(['USER']);
});

const as = (who: Person) => who.session.headers;
const like = (who: Person, postId: string, body: object = { userId: who.id }) =>
  t.app.inject({ method: 'POST', url: `/api/posts/${postId}/like`, headers: as(who), payload: body });
const comment = (who: Person, postId: string, content: string, authorId = who.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/comment`,
    headers: as(who),
    payload: { authorId, content },
  });
const deleteComment = (who: Person, postId: string, commentId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/posts/${postId}/comment/${commentId}`, headers: as(who) });
const feed = async (who: Person, page = 1) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/?page=${page}`, headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { docs: Post[]; totalDocs: number; page: number; limit: number };
};

const pngImage = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

function multipart(data: object, image?: { bytes: Buffer; filename: string }) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)]), image.filename);
  return form;
}
async function sendForm(method: 'POST' | 'PUT', url: string, form: FormData, headers = as(admin)) {
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('who reaches the blog', () => {
  it('answers 401 without a session, 403 to members without entrepreneur info and to company admins', async () => {
    const post = await createPost(t.db);
    const companyAdmin = await person(['COMPANY_ADMIN']);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/' })).statusCode).toBe(401);
    for (const who of [plainMember, companyAdmin]) {
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/posts/', headers: as(who) }),
        like(who, post.id),
        comment(who, post.id, 'Hola'),
        deleteComment(who, post.id, randomUUID()),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.type).toBe('forbidden');
      }
    }
  });

  it('opens the blog to members with entrepreneur info and to admins, and to a member once she has that info', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/', headers: as(daniela) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/', headers: as(admin) })).statusCode).toBe(200);
    const soonEntrepreneur = await person(['USER']);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/', headers: as(soonEntrepreneur) })).statusCode).toBe(
      403,
    );
    await makeEntrepreneur(t.db, soonEntrepreneur.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/', headers: as(soonEntrepreneur) })).statusCode).toBe(
      200,
    );
  });

  it('keeps the admin calls for admins', async () => {
    const post = await createPost(t.db);
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/posts/admin', headers: as(daniela) }),
      t.app.inject({
        method: 'POST',
        url: '/api/posts/admin',
        headers: as(daniela),
        payload: { title: 'x', content: 'y' },
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/admin/${post.id}/publish`,
        headers: as(daniela),
        payload: { published: false },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/posts/admin/${post.id}`, headers: as(daniela) }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    expect(await t.db.$count(posts, eq(posts.id, post.id))).toBe(1);
  });
});

describe('GET /api/posts/', () => {
  it('lists published posts only, newest first, 10 per page with the total', async () => {
    // Tests run one after another in this file: the other tests' posts would mix into the pages.
    await t.db.delete(posts);
    const base = Date.parse('2026-03-01T12:00:00Z');
    for (let i = 0; i < 12; i++) {
      await createPost(t.db, { title: `Publicación ${i}`, publishedAt: new Date(base + i * 3_600_000) });
    }
    await createPost(t.db, { title: 'Borrador', published: false });
    const first = await feed(daniela, 1);
    expect(first).toMatchObject({ totalDocs: 12, page: 1, limit: 10 });
    expect(first.docs.map((p) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Publicación ${11 - i}`));
    const second = await feed(daniela, 2);
    expect(second.docs.map((p) => p.title)).toEqual(['Publicación 1', 'Publicación 0']);
    expect(second.docs[0]).toEqual({
      postId: expect.any(String),
      title: 'Publicación 1',
      content: 'Tres ideas para **fijar tus precios**.',
      photoUrl: null,
      publishedAt: new Date(base + 3_600_000).toISOString(),
      comments: [],
      likedUserIds: [],
    });
  });
});

describe('likes', () => {
  it('toggles the caller’s like: twice brings the count back, and each answer is the updated post', async () => {
    const post = await createPost(t.db);
    const liked = await like(daniela, post.id);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().likedUserIds).toEqual([daniela.id]);
    const alsoRocio = await like(rocio, post.id, {});
    expect(alsoRocio.json().likedUserIds).toEqual([daniela.id, rocio.id]);
    const unliked = await like(daniela, post.id);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json().likedUserIds).toEqual([rocio.id]);
    const mine = (await feed(daniela)).docs.find((p) => p.postId === post.id)!;
    expect(mine.likedUserIds).toEqual([rocio.id]);
  });

  it('never lets a caller like as someone else', async () => {
    const post = await createPost(t.db);
    const res = await like(daniela, post.id, { userId: rocio.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(blogMessages.notOwnAction);
    expect((await like(rocio, post.id, {})).json().likedUserIds).toEqual([rocio.id]);
  });

  it('answers 404 with the Spanish message for a draft, an unknown post or a malformed id', async () => {
    const draft = await createPost(t.db, { published: false });
    for (const postId of [draft.id, randomUUID()]) {
      const res = await like(daniela, postId);
      expect(res.statusCode, postId).toBe(404);
      expect(res.json().error).toEqual({ type: 'post_not_found', message: blogMessages.postNotFound });
    }
    // A path that cannot name a post is refused by the route's id rule, in the same words.
    const malformed = await like(daniela, 'no-es-un-id');
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([404, blogMessages.postNotFound]);
  });
});

describe('comments', () => {
  it('adds the trimmed comment with its author’s name and photo, oldest first', async () => {
    const post = await createPost(t.db);
    await t.db.update(users).set({ photoKey: 'avatars/rocio.jpg' }).where(eq(users.id, rocio.id));
    expect((await comment(rocio, post.id, 'Primero')).statusCode).toBe(200);
    const res = await comment(daniela, post.id, '  ¡Muy útil, gracias!  \n');
    expect(res.statusCode, res.body).toBe(200);
    const { comments } = res.json() as Post;
    expect(comments.map((c) => c.content)).toEqual(['Primero', '¡Muy útil, gracias!']);
    expect(comments[0]).toMatchObject({
      authorId: rocio.id,
      authorData: { name: 'Rocío', lastName: 'Usuaria', photoUrl: '/api/files/avatars/rocio.jpg' },
    });
    expect(comments[1]).toMatchObject({ authorId: daniela.id, authorData: { name: 'Daniela', photoUrl: null } });
    expect(Date.parse(comments[1]!.createdAt)).not.toBeNaN();
  });

  it('refuses an empty or whitespace-only comment, and one too long, with a Spanish message', async () => {
    const post = await createPost(t.db);
    for (const content of ['', '   \n\t ']) {
      const res = await comment(daniela, post.id, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(blogMessages.commentRequired);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/comment`,
      headers: as(daniela),
      payload: { authorId: daniela.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(blogMessages.commentRequired);
    const long = await comment(daniela, post.id, 'a'.repeat(POST_COMMENT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(blogMessages.commentTooLong);
    expect((await comment(daniela, post.id, 'a'.repeat(POST_COMMENT_MAX))).statusCode).toBe(200);
  });

  it('never lets a caller comment as someone else, nor on a draft', async () => {
    const post = await createPost(t.db);
    const res = await comment(daniela, post.id, 'Soy Rocío', rocio.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(blogMessages.notOwnAction);
    const draft = await createPost(t.db, { published: false });
    expect((await comment(daniela, draft.id, 'Hola')).statusCode).toBe(404);
    const { docs } = await feed(daniela);
    expect(docs.find((p) => p.postId === post.id)?.comments).toEqual([]);
  });

  it('lets the author delete her own comment, and nobody else (403), answering the updated post', async () => {
    const post = await createPost(t.db);
    const danielas = ((await comment(daniela, post.id, 'Mío')).json() as Post).comments[0]!;
    const rocios = ((await comment(rocio, post.id, 'De Rocío')).json() as Post).comments[1]!;

    const refused = await deleteComment(daniela, post.id, rocios.commentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ type: 'post_comment_not_author', message: blogMessages.notCommentAuthor });
    // Not even an admin deletes a member's comment through the member call.
    expect((await deleteComment(admin, post.id, rocios.commentId)).statusCode).toBe(403);

    const deleted = await deleteComment(daniela, post.id, danielas.commentId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as Post).comments.map((c) => c.content)).toEqual(['De Rocío']);
    const again = await deleteComment(daniela, post.id, danielas.commentId);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(blogMessages.commentNotFound);
  });

  it('answers 404 for a comment asked under another post', async () => {
    const post = await createPost(t.db);
    const other = await createPost(t.db);
    const mine = ((await comment(daniela, post.id, 'Aquí')).json() as Post).comments[0]!;
    expect((await deleteComment(daniela, other.id, mine.commentId)).statusCode).toBe(404);
    expect((await deleteComment(daniela, post.id, 'no-es-un-id')).statusCode).toBe(404);
  });
});

describe('the admin’s posts', () => {
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/posts/admin', headers: as(admin), payload });
  const publish = (postId: string, published: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/posts/admin/${postId}/publish`,
      headers: as(admin),
      payload: { published },
    });
  const visibleToMembers = async (postId: string) =>
    (await feed(daniela)).docs.some((p) => p.postId === postId) && (await like(daniela, postId)).statusCode === 200;

  it('creates a draft members do not see, publishes it, takes it down, keeping its first publication date', async () => {
    const res = await create({ title: '  Ventas en línea  ', content: '## Paso 1\n\nAbre tu tienda.' });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json() as AdminPost;
    expect(draft).toMatchObject({
      title: 'Ventas en línea',
      content: '## Paso 1\n\nAbre tu tienda.',
      published: false,
      publishedAt: null,
      photoUrl: null,
      likesCount: 0,
      commentsCount: 0,
    });
    expect(await visibleToMembers(draft.postId)).toBe(false);
    expect((await comment(daniela, draft.postId, 'Hola')).json().error.message).toBe(blogMessages.postNotFound);

    const published = (await publish(draft.postId, true)).json() as AdminPost;
    expect(published.published).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    expect(await visibleToMembers(draft.postId)).toBe(true);
    await comment(daniela, draft.postId, 'Gracias');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/posts/admin?search=VENTAS%20en',
      headers: as(admin),
    });
    expect(listed.json().docs).toEqual([
      expect.objectContaining({ postId: draft.postId, likesCount: 1, commentsCount: 1 }),
    ]);

    const takenDown = (await publish(draft.postId, false)).json() as AdminPost;
    expect(takenDown.published).toBe(false);
    expect(await visibleToMembers(draft.postId)).toBe(false);
    const again = (await publish(draft.postId, true)).json() as AdminPost;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('refuses a post without title or content with the Spanish messages', async () => {
    const noTitle = await create({ title: '   ', content: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(blogMessages.titleRequired);
    const noContent = await create({ title: 'Título' });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error.message).toBe(blogMessages.contentRequired);
  });

  it('lists every post with paging and a title search; an unknown post is 404', async () => {
    const marker = randomUUID().slice(0, 8);
    for (let i = 0; i < 11; i++) await create({ title: `Serie ${marker} ${i}`, content: 'x', published: i % 2 === 0 });
    const page = async (n: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/posts/admin?page=${n}&search=${marker}`,
          headers: as(admin),
        })
      ).json();
    const first = await page(1);
    expect(first).toMatchObject({ totalDocs: 11, page: 1, limit: 10 });
    expect(first.docs[0].title).toBe(`Serie ${marker} 10`);
    expect((await page(2)).docs.map((p: AdminPost) => p.title)).toEqual([`Serie ${marker} 0`]);
    const literal = await t.app.inject({ method: 'GET', url: '/api/posts/admin?search=%25', headers: as(admin) });
    expect(literal.json().totalDocs).toBe(0);

    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/admin/${randomUUID()}/publish`,
      headers: as(admin),
      payload: { published: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(blogMessages.postNotFound);
  });

  it('stores the picture judged by its content (a PNG, a WebP), resized, and replaces or removes it', async () => {
    const created = await sendForm(
      'POST',
      '/api/posts/admin',
      multipart(
        { title: 'Con imagen', content: 'Texto', published: true },
        { bytes: await pngImage(), filename: 'portada.png' },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json() as AdminPost;
    expect(post.photoUrl).toMatch(/^\/api\/files\/blog\/[\w-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: post.photoUrl! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect((await feed(daniela)).docs.find((p) => p.postId === post.postId)?.photoUrl).toBe(post.photoUrl);

    const webp = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .webp()
      .toBuffer();
    const replaced = await sendForm(
      'PUT',
      `/api/posts/admin/${post.postId}`,
      multipart({ title: 'Con imagen', content: 'Texto' }, { bytes: webp, filename: 'nueva.webp' }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = (replaced.json() as AdminPost).photoUrl!;
    expect(newUrl).not.toBe(post.photoUrl);
    expect((replaced.json() as AdminPost).published).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: post.photoUrl! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);

    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/admin/${post.postId}`,
      headers: as(admin),
      payload: { title: 'Otro título', content: 'Texto' },
    });
    expect(kept.json()).toMatchObject({ title: 'Otro título', photoUrl: newUrl });

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/admin/${post.postId}`,
      headers: as(admin),
      payload: { title: 'Otro título', content: 'Texto', removePhoto: true },
    });
    expect(removed.json().photoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture, whatever its name says, and one too large', async () => {
    const before = await t.db.$count(posts);
    const text = await sendForm(
      'POST',
      '/api/posts/admin',
      multipart(
        { title: 'Falsa', content: 'x' },
        { bytes: Buffer.from('esto no es una imagen'), filename: 'foto.png' },
      ),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toEqual({ type: 'post_invalid_image', message: blogMessages.imageType });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const wrongFormat = await sendForm(
      'POST',
      '/api/posts/admin',
      multipart({ title: 'GIF', content: 'x' }, { bytes: gif, filename: 'animada.jpg' }),
    );
    expect(wrongFormat.statusCode).toBe(400);
    const tooLarge = await sendForm(
      'POST',
      '/api/posts/admin',
      multipart({ title: 'Grande', content: 'x' }, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'g.png' }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(blogMessages.imageTooLarge);
    expect(await t.db.$count(posts)).toBe(before);
  });

  it('deletes a post with its comments, likes and picture', async () => {
    const created = await sendForm(
      'POST',
      '/api/posts/admin',
      multipart(
        { title: 'Para borrar', content: 'x', published: true },
        { bytes: await pngImage(40, 40), filename: 'a.png' },
      ),
    );
    const post = created.json() as AdminPost;
    await like(daniela, post.postId);
    await comment(daniela, post.postId, 'Adiós');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/posts/admin/${post.postId}`, headers: as(admin) });
    expect(res.statusCode).toBe(204);
    expect((await like(daniela, post.postId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: post.photoUrl! })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/posts/admin/${post.postId}`, headers: as(admin) });
    expect(again.statusCode).toBe(404);
  });
});
