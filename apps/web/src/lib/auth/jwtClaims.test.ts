import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from './jwtClaims';

describe('decodeJwtClaims', () => {
  it('reads the claims of a signed token, non-ASCII text included', async () => {
    const token = await new SignJWT({ userId: 'u1', role: 'USER', name: 'María José Núñez' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setExpirationTime(1_900_000_000)
      .sign((await generateKeyPair('EdDSA')).privateKey);
    expect(decodeJwtClaims(token)).toEqual({
      userId: 'u1',
      role: 'USER',
      name: 'María José Núñez',
      exp: 1_900_000_000,
    });
  });

  it('refuses what is not a compact JWT with an object of claims', () => {
    for (const token of ['', 'abc', 'a.b', 'a..c']) {
      expect(() => decodeJwtClaims(token), token).toThrow(new TypeError('not a compact JWT'));
    }
    // Three parts, but the middle one is not base64url.
    expect(() => decodeJwtClaims('a.%%%.c')).toThrow(/invalid character/i);
    for (const token of [`x.${btoa('[1]')}.y`, `x.${btoa('null')}.y`, `x.${btoa('"Camila"')}.y`]) {
      expect(() => decodeJwtClaims(token), token).toThrow(new TypeError('JWT claims'));
    }
  });
});
