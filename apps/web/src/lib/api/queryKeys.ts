import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The one home for query keys. A query's key is the endpoint it reads: the path's segments, then its query
 * parameters as one object, e.g.
 *
 *   GET /process/{id}/events          → ['process', id, 'events']
 *   GET /process/{id}/events?page=2   → ['process', id, 'events', { page: 2 }]
 *
 * so one endpoint has one key wherever it is read, and a prefix names a resource with everything under it:
 * invalidating ['process', id] refreshes the process, its events, its participants… on every screen.
 *
 * Paths are written as they are sent (ids already encoded); the key holds the decoded segments. Parameters that are
 * undefined or null are left out of both the address and the key. Each endpoint is read through one hook (or one
 * `apiQuery`), so that every screen caches the same shape under its key.
 */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

function presentParams(params: QueryParams | undefined): Record<string, string | number | boolean> | null {
  if (!params) return null;
  const present = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return present.length > 0 ? Object.fromEntries(present) : null;
}

/** The key of `GET path?params`. */
export function apiKey(path: string, params?: QueryParams): QueryKey {
  const segments = path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment));
  const present = presentParams(params);
  return present ? [...segments, present] : segments;
}

/** The address of `GET path?params`, as the API client takes it. */
export function apiUrl(path: string, params?: QueryParams): string {
  const present = presentParams(params);
  if (!present) return path;
  const query = new URLSearchParams(Object.entries(present).map(([name, value]) => [name, String(value)]));
  return `${path}?${query}`;
}

/**
 * The queries of `GET path` with any parameters (every page, filter and search of it), but not the resources beneath
 * it: `/process` matches the boards, not each process. For `invalidateList`, and for cache writes that patch every
 * page of a list at once (`setQueriesData(listQueries(path), …)`).
 */
export function listQueries(path: string): {
  queryKey: QueryKey;
  predicate: (query: { queryKey: QueryKey }) => boolean;
} {
  const prefix = apiKey(path);
  return {
    queryKey: prefix,
    predicate: ({ queryKey }) =>
      queryKey.length === prefix.length ||
      (queryKey.length === prefix.length + 1 && typeof queryKey[prefix.length] === 'object'),
  };
}

/** After a write that changes what a list shows: refreshes the queries `listQueries(path)` names. */
export function invalidateList(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries(listQueries(path));
}

/** Who asks, for answers that depend on it (see `viewerKey`). */
export interface Viewer {
  userId: string;
  role: string;
}

/**
 * The key of `GET path?params` whose answer depends on who asks (their own data, the private fields they may see): the
 * viewer joins the parameters of the key (not of the address: the session carries it), so that signing in as someone
 * else in the same tab never shows the previous person's answer, while `invalidateResource` and `invalidateList` of
 * the path still reach it.
 */
export function viewerKey(path: string, params: QueryParams | undefined, viewer: Viewer | null): QueryKey {
  return apiKey(path, { ...params, viewer: viewer?.userId, viewerRole: viewer?.role });
}

/**
 * After a write: refreshes every query under each resource path (e.g. `/process/${id}` refreshes the process and
 * all its sub-resources, whatever screen reads them).
 */
export function invalidateResource(queryClient: QueryClient, ...paths: string[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: apiKey(path) }))).then(
    () => undefined,
  );
}
