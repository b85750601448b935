import { queryOptions } from '@tanstack/react-query';
import { tokenStore } from '../auth/tokenStorage';
import { createApiClient, type RequestOptions, type ResponseParser } from './client';
import { apiKey, apiUrl, viewerKey, type QueryParams, type Viewer } from './queryKeys';

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

/**
 * The query of `GET path?params`: its key is the endpoint's (see queryKeys.ts) and it fetches exactly that address,
 * so the key and what is cached under it cannot drift apart. Spread it into `useQuery` with the hook's own options.
 */
export function apiQuery<T>(
  path: string,
  params: QueryParams | undefined,
  parser: ResponseParser<T>,
  options: Omit<RequestOptions, 'signal' | 'method' | 'body'> = {},
) {
  return queryOptions({
    queryKey: apiKey(path, params),
    queryFn: ({ signal }) => api.request(apiUrl(path, params), { ...options, signal }, parser),
  });
}

/**
 * `apiQuery` for an answer that depends on who asks: the same request, under the viewer's key (see `viewerKey`).
 */
export function apiViewerQuery<T>(
  path: string,
  params: QueryParams | undefined,
  parser: ResponseParser<T>,
  viewer: Viewer | null,
) {
  return queryOptions({
    ...apiQuery(path, params, parser),
    queryKey: viewerKey(path, params, viewer),
  });
}

export { ApiError, errorMessageOf } from './apiError';
export {
  apiKey,
  apiUrl,
  invalidateList,
  invalidateResource,
  listQueries,
  viewerKey,
  type QueryParams,
  type Viewer,
} from './queryKeys';
export type { RequestAuth, RequestOptions } from './client';
