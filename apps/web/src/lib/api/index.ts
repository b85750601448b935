import { tokenStore } from '../auth/tokenStorage';
import { createApiClient } from './client';

/** Same-origin API base; in development Vite proxies it to the API server. */
export const API_BASE = '/api';

/** The origin window messages from the API (identity-provider pop-ups) must come from. */
export function apiOrigin(): string {
  return new URL(API_BASE, window.location.href).origin;
}

export const api = createApiClient({
  baseUrl: API_BASE,
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: tokenStore,
  currentLocation: () => window.location,
  redirect: (url) => window.location.assign(url),
});

export { ApiError, errorMessageOf } from './apiError';
export type { RequestAuth, RequestOptions } from './client';
