import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './environment';

/** Journeys prepare and check data through the API as the demo accounts, with their bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A demo account's access token. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** GET an API path that must answer 2xx, as JSON. */
export async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
