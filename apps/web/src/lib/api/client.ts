import { errorMessages, errorTypes, genericErrorMessage, tokenPairSchema } from '@enlaza/contract';
import type { TokenStore } from '../auth/tokenStorage';
import { ApiError, apiErrorFromResponse, connectionError } from './apiError';

/** Anything with a zod-like `parse`; the contract's schemas qualify. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * - 'session': the stored access token, refreshed once on 401 (the default);
 * - 'none': no authorization header (sign-in, recovery);
 * - { bearer }: a token supplied by the caller, e.g. the user token of a mail link. No refresh on 401.
 */
export type RequestAuth = 'session' | 'none' | { bearer: string };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  auth?: RequestAuth;
  /** Statuses that count as success; by default any 2xx or 3xx. */
  expectStatus?: readonly number[];
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Extra headers, e.g. the enrolment token of a convocatory inscription. */
  headers?: Record<string, string>;
}

export interface ApiClientDependencies {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenStore;
  /** Where the user is now, read when the session is lost. */
  currentLocation: () => { pathname: string; search: string; hash: string };
  /** Leaves the page for another URL of this site. */
  redirect: (url: string) => void;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions, parser: ResponseParser<T>): Promise<T>;
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * For stored tokens the app cannot read (no access token, or not a token at all): refresh once; when that
   * fails, end the session exactly as a failed refresh after a 401 does. True when new tokens were stored.
   */
  restoreSession(): Promise<boolean>;
}

export function createApiClient(deps: ApiClientDependencies): ApiClient {
  let refreshInFlight: Promise<boolean> | null = null;

  async function send(path: string, options: RequestOptions, bearer: string | null): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    // FormData (file uploads) is sent as multipart: the browser writes its Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    try {
      return await deps.fetch(`${deps.baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body:
          options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw connectionError();
    }
  }

  /** True when new tokens were stored; false when the server refused the refresh token. */
  async function refreshTokens(): Promise<boolean> {
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) return false;
    const response = await send('/auth/refresh_tokens', { method: 'POST', body: { refreshToken } }, null);
    // The contract of this call: success is exactly 201.
    if (response.status !== 201) return false;
    const parsed = tokenPairSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return false;
    deps.tokens.setTokens(parsed.data);
    return true;
  }

  /** Concurrent 401s share one refresh. */
  function refreshOnce(): Promise<boolean> {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function endSession(): ApiError {
    const { pathname, search, hash } = deps.currentLocation();
    if (pathname === '/login') {
      deps.tokens.clearAll();
    } else {
      // Leaving the page: the current screen must not react to the cleared tokens on its own first.
      deps.tokens.clearAll({ notify: false });
      deps.redirect(`/login?next=${encodeURIComponent(pathname + search + hash)}`);
    }
    return new ApiError(errorMessages[errorTypes.unauthorized] ?? genericErrorMessage, 401, errorTypes.unauthorized);
  }

  async function restoreSession(): Promise<boolean> {
    if (await refreshOnce()) return true;
    endSession();
    return false;
  }

  function bearerFor(auth: RequestAuth): string | null {
    if (auth === 'none') return null;
    if (auth === 'session') return deps.tokens.getAccessToken();
    return auth.bearer;
  }

  async function request(
    path: string,
    options: RequestOptions = {},
    parser?: ResponseParser<unknown>,
  ): Promise<unknown> {
    const auth = options.auth ?? 'session';
    const usedToken = bearerFor(auth);
    let response = await send(path, options, usedToken);

    if (response.status === 401 && auth === 'session') {
      const currentToken = deps.tokens.getAccessToken();
      // Another request may already have refreshed while this one was in flight: then just use the new token.
      const renewed = currentToken !== null && currentToken !== usedToken ? true : await refreshOnce();
      if (!renewed) throw endSession();
      response = await send(path, options, deps.tokens.getAccessToken());
    }

    const succeeded = options.expectStatus
      ? options.expectStatus.includes(response.status)
      : response.status >= 200 && response.status < 400;
    if (!succeeded) throw await apiErrorFromResponse(response);

    if (response.status === 204 || response.status === 205) return undefined;
    const text = await response.text();
    if (!parser) return text ? safeJson(text) : undefined;
    try {
      return parser.parse(text ? JSON.parse(text) : undefined);
    } catch {
      throw new ApiError(genericErrorMessage, response.status);
    }
  }

  return { request, restoreSession } as ApiClient;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
