import { expect, test } from '@playwright/test';
import { E2E_SECOND_BRAND_URL } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';

test('the default brand: tagline, title, social links in the footer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Potenciando la equidad de género')).toBeVisible();
  await expect(page).toHaveTitle(/Enlaza/);
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  // The end-to-end server has settings for Google only: a provider without them is not offered.
  await expect(page.getByRole('button', { name: 'Continuar con Microsoft' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /instagram/i })).toBeVisible();
});

test('the second brand on a host name containing its domain', async ({ page }) => {
  await page.goto(`${E2E_SECOND_BRAND_URL}/login`);
  await expect(page.getByText('Potenciando el talento en tu empresa')).toBeVisible();
  await expect(page.getByText('Potenciando la equidad de género')).toHaveCount(0);
  await expect(page).toHaveTitle(/MentorUp/);
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /mentorup/);
  await expect(page.getByRole('link', { name: /instagram/i })).toHaveCount(0);

  const login = page.waitForRequest((r) => r.url().endsWith('/api/auth') && r.method() === 'POST');
  await signIn(page, 'mentee@enlaza.test');
  expect((await login).postDataJSON()).toMatchObject({ email: 'mentee@enlaza.test', isMentorup: true });
  await expectSignedInAt(page, '/home', 'Camila');
});
