import { accessTokenClaimsSchema, type AccessTokenClaims } from '@enlaza/contract';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'enlaza';
const AUDIENCE = 'enlaza-web';

export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const parsed = accessTokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
