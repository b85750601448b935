import { messageResponseSchema, tokenPairSchema, type LoginRequest, type Role, type TokenPair } from '@enlaza/contract';
import { api } from '../../lib/api';
import { tokenStore } from '../../lib/auth/tokenStorage';

export function login(request: LoginRequest): Promise<TokenPair> {
  return api.request('/auth', { method: 'POST', body: request, auth: 'none', expectStatus: [200] }, tokenPairSchema);
}

export async function recoverPassword(email: string, isMentorup: boolean): Promise<string> {
  const { message } = await api.request(
    '/auth/recoverPassword',
    { method: 'POST', body: { email, isMentorup }, auth: 'none', expectStatus: [200] },
    messageResponseSchema,
  );
  return message;
}

/**
 * `token` is the user token of the mail link, or the stored access token of a signed-in user, who also gives the
 * current password (when the account has one).
 */
export async function resetPassword(
  token: string,
  password: string,
  passwordConfirmation: string,
  currentPassword?: string,
): Promise<string> {
  const body = { password, passwordConfirmation, ...(currentPassword ? { currentPassword } : {}) };
  const { message } = await api.request(
    '/auth/resetPassword/',
    { method: 'PUT', body, auth: { bearer: token }, expectStatus: [200] },
    messageResponseSchema,
  );
  return message;
}

export function swapUserRole(role: Role): Promise<TokenPair> {
  return api.request('/auth/swapUserRole/', { method: 'POST', body: { role }, expectStatus: [200] }, tokenPairSchema);
}

/** How long signing out waits for the server's answer before leaving anyway (the request outlives the page). */
const SIGN_OUT_WAIT_MS = 2_000;

/**
 * Revokes this login on the server (best effort: signing out must work offline and on a slow server too),
 * then clears all local storage and reloads at /login so no in-memory data of the session survives.
 */
export async function signOut(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  const accessToken = tokenStore.getAccessToken();
  // `keepalive` lets the revocation finish after the page is left, so a slow answer need not hold the user here.
  const revoked = api
    .request('/auth/logout', {
      method: 'POST',
      body: refreshToken ? { refreshToken } : {},
      auth: accessToken ? { bearer: accessToken } : 'none',
      keepalive: true,
    })
    .catch(() => {
      // The local sign-out below is what matters to the user.
    });
  await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
  // Without notifying the screen, which would otherwise redirect to /login?next=... before the page is left.
  tokenStore.clearAll({ notify: false });
  window.location.assign('/login');
}
