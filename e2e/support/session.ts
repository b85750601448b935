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
