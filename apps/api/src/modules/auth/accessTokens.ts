import { accessTokenClaimsSchema, type AccessTokenClaims } from '@enlaza/contract';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'enlaza';
const AUDIENCE = 'enlaza-web';

export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  // A CryptoKey made once: handed the raw bytes (or a KeyObject), jose would import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature and claims never change: one found valid is taken as valid until it expires, without
  // checking its signature again on each of the many requests a page makes with it.
  const verified = new LRUCache<string, AccessTokenClaims>({ max: 20_000 });
  return {
    sign: async (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const parsed = accessTokenClaimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        const lifeLeftMs = (payload.exp ?? 0) * 1000 - Date.now();
        if (lifeLeftMs > 0) verified.set(token, parsed.data, { ttl: lifeLeftMs });
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
