import { accessTokenClaimsSchema, type AccessTokenClaims } from '@enlaza/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { tokenStore } from './tokenStorage';
import { decodeJwtClaims } from './jwtClaims';

/** Reads the claims of an access token without verifying it: the server verifies, the UI only needs to know who is signed in. */
export function readAccessTokenClaims(accessToken: string | null): AccessTokenClaims | null {
  if (!accessToken) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(decodeJwtClaims(accessToken));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The claims of the stored access token, re-read whenever the tokens change (sign-in, role swap, refresh, sign-out). */
export function useSessionClaims(): AccessTokenClaims | null {
  const accessToken = useSyncExternalStore(tokenStore.subscribe, tokenStore.getAccessToken, tokenStore.getAccessToken);
  return useMemo(() => readAccessTokenClaims(accessToken), [accessToken]);
}

/** Whether any session token is stored, readable or not. */
export function useHasStoredTokens(): boolean {
  const accessToken = useSyncExternalStore(tokenStore.subscribe, tokenStore.getAccessToken, tokenStore.getAccessToken);
  const refreshToken = useSyncExternalStore(
    tokenStore.subscribe,
    tokenStore.getRefreshToken,
    tokenStore.getRefreshToken,
  );
  return accessToken !== null || refreshToken !== null;
}
