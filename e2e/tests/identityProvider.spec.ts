import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_OIDC_IDENTITY_FILE } from '../support/environment';
import { ACCESS_TOKEN_KEY, expectSignedInAt, storedToken } from '../support/session';

const signInAs = (email: string, emailVerified = true) =>
  writeFileSync(E2E_OIDC_IDENTITY_FILE, JSON.stringify({ email, emailVerified }));

test('“Continuar con Google” signs in through a pop-up that hands the tokens back to the login page', async ({
  page,
}) => {
  signInAs('mentee@enlaza.test');
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await popupOpened;
  await expectSignedInAt(page, '/home', 'Camila');
  expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeTruthy();
});

test('someone without an account gets a clear message and stays signed out', async ({ page }) => {
  signInAs('desconocida@example.com');
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  const popup = await popupOpened;
  // The pop-up stays open showing the message too; it was opened at the spec's size.
  await expect(popup.getByText('No encontramos una cuenta con ese email', { exact: false })).toBeVisible();
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 600]);
  await expect(page.getByText('No encontramos una cuenta con ese email', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page, ACCESS_TOKEN_KEY)).toBeNull();
});
