import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './environment';

export const ACCESS_TOKEN_KEY = 'enlaza_access_token';
export const REFRESH_TOKEN_KEY = 'enlaza_refresh_token';

/** Signs in through the login form as a user would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function expectSignedInAt(page: Page, path: string, firstName: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
}

export const storedToken = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Signs out from the profile menu and waits for the login page. The dropdown re-aligns while it opens, and a click
 * that lands as it moves reaches nothing; a person would click again, and so does this.
 */
export async function signOutFromMenu(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Cerrar sesión' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await item.click({ timeout: 5_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
