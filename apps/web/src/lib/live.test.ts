import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './auth/tokenStorage';
import { liveAccessToken } from './live';

const restoreSession = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('./api', () => ({ API_BASE: '/api', api: { restoreSession } }));

/** An access token that expires `inSeconds` from now (the web only reads it; the server verifies it). */
function accessToken(inSeconds: number) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + inSeconds;
  return `${part({ alg: 'HS256' })}.${part({ userId: 'u', role: 'ADMIN', roles: ['ADMIN'], sid: 's', exp })}.firma`;
}

afterEach(() => restoreSession.mockReset());

describe('liveAccessToken (connection_init of the live socket)', () => {
  it('sends the stored token while it is valid', async () => {
    const valid = accessToken(600);
    tokenStore.setTokens({ accessToken: valid, refreshToken: 'refresh' });
    await expect(liveAccessToken()).resolves.toBe(valid);
    expect(restoreSession).not.toHaveBeenCalled();
  });

  it('renews an expired token first: the server closes the socket at expiry and refuses the old token', async () => {
    const renewed = accessToken(900);
    tokenStore.setTokens({ accessToken: accessToken(-5), refreshToken: 'refresh' });
    restoreSession.mockImplementation(async () => {
      tokenStore.setTokens({ accessToken: renewed, refreshToken: 'refresh-2' });
      return true;
    });
    await expect(liveAccessToken()).resolves.toBe(renewed);
    expect(restoreSession).toHaveBeenCalledOnce();
  });

  it('does not try to renew without a session', async () => {
    await expect(liveAccessToken()).resolves.toBe('');
    expect(restoreSession).not.toHaveBeenCalled();
  });
});
