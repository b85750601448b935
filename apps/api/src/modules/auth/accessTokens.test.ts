import { describe, expect, it } from 'vitest';
import { createAccessTokenSigner } from './accessTokens';

const claims = { userId: 'u1', role: 'ADMIN' as const, roles: ['ADMIN' as const], sid: 's1' };

describe('access tokens', () => {
  it('takes back the claims of a valid token, every time, and refuses a tampered or foreign one', async () => {
    const signer = createAccessTokenSigner('un-secreto-de-prueba', 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const foreign = await createAccessTokenSigner('otro-secreto', 60).sign(claims);
    expect(await signer.verify(foreign)).toBeNull();
  });

  it('refuses a token once it has expired, though it was valid a moment before', async () => {
    const signer = createAccessTokenSigner('un-secreto-de-prueba', 1);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await signer.verify(token)).toBeNull();
  });
});
