import { expect, test, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../support/environment';
import {
  ACCESS_TOKEN_KEY,
  expectSignedInAt,
  REFRESH_TOKEN_KEY,
  signIn,
  signOutFromMenu,
  storedToken,
} from '../support/session';

test('an expired access token is refreshed silently', async ({ page }) => {
  await signIn(page, 'mentee@enlaza.test');
  await expectSignedInAt(page, '/home', 'Camila');
  const access = (await storedToken(page, ACCESS_TOKEN_KEY))!;
  const refresh = await storedToken(page, REFRESH_TOKEN_KEY);
  const claims = decodeJwt(access);

  // The same claims, signed by the server's key, but expired a minute ago.
  const expired = await new SignJWT({ userId: claims.userId, role: claims.role, roles: claims.roles, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('enlaza')
    .setAudience('enlaza-web')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [ACCESS_TOKEN_KEY, expired]);

  const refreshCall = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh_tokens'));
  await page.reload();
  expect((await refreshCall).status()).toBe(201);
  await expectSignedInAt(page, '/home', 'Camila');
  const newAccess = await storedToken(page, ACCESS_TOKEN_KEY);
  expect(newAccess).not.toBe(expired);
  expect(decodeJwt(newAccess!).exp! * 1000).toBeGreaterThan(Date.now());
  expect(await storedToken(page, REFRESH_TOKEN_KEY)).not.toBe(refresh);
});

test('when refreshing fails the session is cleared and login keeps where the user was', async ({ page }) => {
  await signIn(page, 'mentee@enlaza.test');
  await expectSignedInAt(page, '/home', 'Camila');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem(a!, 'x.y.z');
      localStorage.setItem(r!, 'revocado');
      localStorage.setItem('otra-preferencia', '1');
    },
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
  );
  await page.goto('/user_profile');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/user_profile');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

/**
 * Opens the profile menu and its 'Cambiar Rol' submenu, again if a re-render closed them on a loaded machine (the
 * submenu opens on hover).
 */
async function openRoleMenu(page: Page) {
  await expect(async () => {
    const changeRole = page.getByRole('menuitem', { name: 'Cambiar Rol' });
    if (!(await changeRole.isVisible())) await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await changeRole.hover({ timeout: 2_000 });
    await expect(page.getByRole('menuitem', { name: /^Administrador/ }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a user with two roles switches role from the profile menu', async ({ page }) => {
  await signIn(page, 'multi@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Javiera');
  await openRoleMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Administrador Enlaza (Actual)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const before = await storedToken(page, ACCESS_TOKEN_KEY);
  await page.getByRole('menuitem', { name: 'Administrador', exact: true }).click();
  await expectSignedInAt(page, '/company-admin/home', 'Javiera');
  const after = await storedToken(page, ACCESS_TOKEN_KEY);
  expect(after).not.toBe(before);
  expect(decodeJwt(after!).role).toBe('COMPANY_ADMIN');

  // And back.
  await openRoleMenu(page);
  await page.getByRole('menuitem', { name: 'Administrador Enlaza' }).click();
  await expectSignedInAt(page, '/admin/home', 'Javiera');
});

test('a user with one role has no role switch', async ({ page }) => {
  await signIn(page, 'mentora@enlaza.test');
  await expectSignedInAt(page, '/home', 'Valentina');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cambiar Rol' })).toHaveCount(0);
});

test('signing out clears the session and protected pages send back to login', async ({ page }) => {
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');
  const refresh = await storedToken(page, REFRESH_TOKEN_KEY);
  // Sent with keepalive, the revocation may be answered just after the page left for /login.
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await signOutFromMenu(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The server ended that login too: its refresh token no longer works.
  await revoked;
  const res = await page.request.post('/api/auth/refresh_tokens', { data: { refreshToken: refresh } });
  expect(res.status()).toBe(401);
  await page.goto('/company-admin/home');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('role gating: a member cannot open admin pages and an admin is kept out of member pages', async ({ page }) => {
  await signIn(page, 'mentee@enlaza.test');
  await expectSignedInAt(page, '/home', 'Camila');
  await page.goto('/admin/home');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.goto('/company-admin/home');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  // Logging out navigates to /login itself; signing in before that lands would race the app's own navigation.
  await signOutFromMenu(page);
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/home');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/home');
  // Profile pages are the exception.
  await page.goto('/user_profile');
  await expect(page).toHaveURL((url) => url.pathname === '/user_profile');
  await expect(page.getByText('admin@enlaza.test')).toBeVisible();
});
