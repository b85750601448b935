import type { TokenPair } from '@enlaza/contract';

/** localStorage keys of the session tokens; end-to-end tests read and write them too. */
export const ACCESS_TOKEN_KEY = 'enlaza_access_token';
export const REFRESH_TOKEN_KEY = 'enlaza_refresh_token';

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  /**
   * Signing out or losing the session clears the whole of localStorage, not only the token keys.
   * `notify: false` when the page is about to be left anyway: the screen must not react (and redirect) first.
   */
  clearAll(options?: { notify?: boolean }): void;
  /** Called after any change, including changes made by other tabs. */
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(
  storage: Storage,
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getAccessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    setTokens({ accessToken, refreshToken }) {
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
      notify();
    },
    clearAll({ notify: shouldNotify = true } = {}) {
      storage.clear();
      if (shouldNotify) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) listener();
      };
      eventTarget?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        eventTarget?.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const tokenStore = createTokenStore(window.localStorage, window);
