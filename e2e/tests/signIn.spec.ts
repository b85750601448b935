import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/environment';
import { ACCESS_TOKEN_KEY, expectSignedInAt, REFRESH_TOKEN_KEY, signIn, storedToken } from '../support/session';

const accounts = [
  { email: 'admin@enlaza.test', home: '/admin/home', firstName: 'Andrea' },
  { email: 'empresa@enlaza.test', home: '/company-admin/home', firstName: 'Carolina' },
  { email: 'mentora@enlaza.test', home: '/home', firstName: 'Valentina' },
  { email: 'mentee@enlaza.test', home: '/home', firstName: 'Camila' },
  { email: 'multi@enlaza.test', home: '/admin/home', firstName: 'Javiera' },
];

for (const account of accounts) {
  test(`${account.email} signs in and lands on ${account.home}`, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account.email);
    await expectSignedInAt(page, account.home, account.firstName);
    expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeTruthy();
    expect(await storedToken(page, REFRESH_TOKEN_KEY)).toBeTruthy();
  });
}

test('the email is lowercased as typed', async ({ page }) => {
  await page.goto('/login');
  // Drawn by the server, the field takes typing once the app has started.
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByLabel('Email').pressSequentially('MENTEE@Enlaza.TEST');
  await expect(page.getByLabel('Email')).toHaveValue('mentee@enlaza.test');
});

test('a wrong password shows the spec message and stays on the login page', async ({ page }) => {
  await signIn(page, 'admin@enlaza.test', 'no-es-la-clave');
  await expect(page.getByText('Email o contraseña incorrectas')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeNull();
});

test('empty fields ask to be completed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Complete este campo')).toHaveCount(2);
});

test('a signed-out visitor of a member page is sent to login with next, and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/user_profile?tab=1#datos');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/user_profile?tab=1#datos');
  await signIn(page, 'mentee@enlaza.test');
  await expect(page).toHaveURL((url) => url.pathname === '/user_profile' && url.search === '?tab=1');
  await expect(page.getByText('mentee@enlaza.test')).toBeVisible();
});

for (const next of ['https://evil.example/robar', '//evil.example', 'http://evil.example', '/\\evil.example']) {
  test(`an open-redirect next (${next}) is ignored after login`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signIn(page, 'mentora@enlaza.test');
    await expectSignedInAt(page, '/home', 'Valentina');
    expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
  });
}

test('unknown paths redirect to login', async ({ page }) => {
  await page.goto('/no/existe');
  await expect(page).toHaveURL(/\/login/);
});
