import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ISSUER = 'enlaza';

/**
 * Purpose-bound tokens signed with the platform's secret (HS256). Each purpose has its own audience, so a token made
 * for one (an enrolment link, an invitation) is never accepted for another, nor as an access token ('enlaza-web').
 */
export function createSignedTokens(secret: string, audience: string, ttl?: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: JWTPayload, subject?: string): Promise<string> {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(audience);
      if (subject) jwt.setSubject(subject);
      if (ttl) jwt.setIssuedAt().setExpirationTime(ttl);
      return jwt.sign(key);
    },
    /** The claims of a valid, unexpired token of this purpose, or null. */
    async verify(token: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
