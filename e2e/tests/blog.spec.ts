import { blogMessages } from '@enlaza/contract';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { bearer, getJson, tokenOf } from '../support/api';
import { createEntrepreneur, type Entrepreneur } from '../support/entrepreneurs';
import { signIn } from '../support/session';

const tag = randomBytes(3).toString('hex');
// A new member made through the recovery mail, then the journeys: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A small PNG, enough for the server's check by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAQUlEQVRIie2WQQkAQAzDJrMCKyxSTsWxPQITUEJTNjSnbtYTYKBIqHYILcv6/OAwRkK1Q2hZ1kcIH7RIqHaIz5Y9rvReeXecmqYAAAAASUVORK5CYII=',
  'base64',
);

interface Post {
  postId: string;
  title: string;
  photoUrl: string | null;
  comments: { commentId: string; authorId: string; content: string }[];
  likedUserIds: string[];
}

const createdPosts: string[] = [];

async function createPublishedPost(request: APIRequestContext, title: string): Promise<string> {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const created = await request.post('/api/posts/admin', {
    headers: bearer(admin),
    data: {
      title,
      content: 'Tres ideas para **ordenar tus finanzas**:\n\n- Separa cuentas\n- Registra gastos',
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { postId } = (await created.json()) as { postId: string };
  createdPosts.push(postId);
  return postId;
}

test.afterAll(async ({ request }) => {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  for (const postId of createdPosts) await request.delete(`/api/posts/admin/${postId}`, { headers: bearer(admin) });
});

test('an entrepreneur likes a post, comments, deletes her comment and cannot delete another’s', async ({
  page,
  request,
}) => {
  const title = `Finanzas para emprender ${tag}`;
  const postId = await createPublishedPost(request, title);
  const entrepreneur: Entrepreneur = await createEntrepreneur(request, {
    name: 'Isidora',
    lastName: `Blog ${tag}`,
    email: `isidora.blog.${tag}@example.com`,
    businessName: 'Mermeladas del Valle',
  });
  // Another entrepreneur's comment, already there.
  const otherToken = await tokenOf(request, 'artesana@enlaza.test');
  const othersComment = `¡Muy útil! ${tag}`;
  const commented = await request.post(`/api/posts/${postId}/comment`, {
    headers: bearer(otherToken),
    data: { content: othersComment },
  });
  expect(commented.ok(), await commented.text()).toBe(true);
  const othersCommentId = ((await commented.json()) as Post).comments[0]!.commentId;

  await signIn(page, entrepreneur.email, entrepreneur.password);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText('ordenar tus finanzas', { exact: true })).toHaveCSS('font-weight', '700');

  // The like toggles: pressed with one more, then back.
  const like = post.getByRole('button', { name: /^Me gusta/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Me gusta, 0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Me gusta, 1');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Me gusta, 0');
  await like.click();
  await expect(like).toHaveAccessibleName('Me gusta, 1');

  await post.getByRole('button', { name: 'Comentarios (1)' }).click();
  const dialog = page.getByRole('dialog', { name: `Comentarios: ${title}` });
  const others = dialog.getByRole('listitem').filter({ hasText: othersComment });
  await expect(others).toContainText('Rocío Millán');
  // Nobody deletes another's comment: no button for it.
  await expect(others.getByRole('button')).toHaveCount(0);

  // A comment is sent only when it is not empty.
  const send = dialog.getByRole('button', { name: 'Enviar' });
  const field = dialog.getByRole('textbox', { name: 'Escribe un comentario' });
  await expect(send).toBeDisabled();
  await field.fill('   ');
  await expect(send).toBeDisabled();
  const mine = `Me sirvió para ordenar mis cuentas ${tag}`;
  await field.fill(mine);
  await send.click();
  await expect(page.getByText(blogMessages.commentSent)).toBeVisible();
  const myComment = dialog.getByRole('listitem').filter({ hasText: mine });
  await expect(myComment).toContainText(`Isidora Blog ${tag}`);
  await expect(field).toHaveValue('');
  await expect(post.getByRole('button', { name: 'Comentarios (2)' })).toBeAttached();
  await expectNoAxeViolations(page, 'the comments dialog');

  // Her own comment, behind a confirmation.
  await myComment.getByRole('button', { name: 'Eliminar mi comentario' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText(blogMessages.commentDeleted)).toBeVisible();
  await expect(myComment).toHaveCount(0);
  await expect(others).toBeVisible();

  // The server refuses too: another's comment is not hers to delete.
  const refused = await request.delete(`/api/posts/${postId}/comment/${othersCommentId}`, {
    headers: bearer(entrepreneur.token),
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(blogMessages.notCommentAuthor);
  const after = await getJson<{ docs: Post[] }>(request, entrepreneur.token, '/api/posts/');
  const stored = after.docs.find((p) => p.postId === postId)!;
  expect(stored.comments.map((c) => c.content)).toEqual([othersComment]);
  expect(stored.likedUserIds).toEqual([entrepreneur.userId]);
});

test('a member without entrepreneur info is sent to her home, and the server refuses her', async ({
  page,
  request,
}) => {
  await signIn(page, 'mentora@enlaza.test');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }),
  ).toHaveCount(0);
  await page.goto('/blog');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  const refused = await request.get('/api/posts/', { headers: bearer(await tokenOf(request, 'mentora@enlaza.test')) });
  expect(refused.status()).toBe(403);
});

test('an admin writes a post with a picture, previews it and publishes it for the entrepreneurs', async ({
  page,
  request,
}) => {
  const title = `Vender en ferias ${tag}`;
  await signIn(page, 'admin@enlaza.test');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/home');
  await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear publicación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear publicación' });
  // The form's own messages for an empty post.
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText(blogMessages.titleRequired)).toBeVisible();
  await expect(dialog.getByText(blogMessages.contentRequired)).toBeVisible();

  await dialog.getByLabel('Título').fill(title);
  await dialog
    .getByLabel('Contenido')
    .fill('## Antes de la feria\n\nLleva **precios visibles** y una forma de pago con tarjeta.');
  await dialog.getByRole('tab', { name: 'Vista previa' }).click();
  const preview = dialog.getByLabel('Vista previa del contenido');
  await expect(preview.getByRole('heading', { name: 'Antes de la feria' })).toBeVisible();
  await expect(preview.getByText('precios visibles', { exact: true })).toHaveCSS('font-weight', '700');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'feria.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('feria.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(blogMessages.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A draft until it is published.
  await page.getByRole('searchbox', { name: 'Buscar publicaciones' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: title });
  const state = row.getByRole('switch', { name: `Publicar ${title}` });
  await expect(state).not.toBeChecked();
  const entrepreneurToken = await tokenOf(request, 'emprendedora@enlaza.test');
  const feed = () => getJson<{ docs: Post[] }>(request, entrepreneurToken, '/api/posts/');
  expect((await feed()).docs.some((p) => p.title === title)).toBe(false);

  await state.click();
  await expect(page.getByText(blogMessages.published)).toBeVisible();
  await expect(state).toBeChecked();
  const published = (await feed()).docs.find((p) => p.title === title)!;
  createdPosts.push(published.postId);
  expect(published.photoUrl).toMatch(/^\/api\/files\/blog\/.+\.jpg$/);
  const picture = await request.get(published.photoUrl!);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
});
