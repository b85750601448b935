import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bearer } from './api';
import { preKickoffProcess } from './preKickoff';
import { signIn } from './session';

export const MENTEE = 'mentee@enlaza.test';
export const MENTOR = 'mentora@enlaza.test';
export const ADMIN = 'admin@enlaza.test';

/** A started process of its own where the demo mentee and mentor are a pair; returns its ids. */
export async function pairedProcess(
  request: APIRequestContext,
  token: string,
  name: string,
  options: { dynamicGuide?: boolean } = {},
) {
  const processId = await preKickoffProcess(request, token, { name, ...options });
  const paired = await request.post(`/api/process/${processId}/add_pairs_from_emails`, {
    headers: bearer(token),
    data: { pairs: [{ studentEmail: MENTEE, mentorEmail: MENTOR }] },
  });
  expect(paired.status(), await paired.text()).toBe(201);
  const [pairId] = ((await paired.json()) as { pairIds: string[] }).pairIds;
  const started = await request.put(`/api/process/${processId}/start?confirmUnpaired=true`, { headers: bearer(token) });
  expect(started.ok(), await started.text()).toBe(true);
  return { processId, pairId: pairId! };
}

/** A browser context of its own (its own session), signed in; on `baseURL` when given, else on the e2e app. */
export async function signedInPage(browser: Browser, email: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname !== '/login');
  return page;
}

export const messageWindow = (page: Page) => page.getByRole('log', { name: 'Mensajes' });
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Escribe un mensaje' });

/** Writes a message and sends it with Enter; the composer empties once it is sent. */
export async function write(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}
