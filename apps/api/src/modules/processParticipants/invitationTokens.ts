import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'enlaza';
/** Its own audience: never taken for an access token ('enlaza-web') nor for an enrolment token. */
const AUDIENCE = 'enlaza-process-invitation';
export const INVITATION_TOKEN_TTL_DAYS = 30;

export interface InvitationGrant {
  userId: string;
  processId: string;
}

const claims = z.object({ sub: z.uuid(), pid: z.uuid() });

/** The `usertoken` of an invitation link: who is invited to which process (HS256 with the platform's secret). */
export function createInvitationTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, processId }: InvitationGrant) =>
      new SignJWT({ pid: processId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${INVITATION_TOKEN_TTL_DAYS}d`)
        .sign(key),

    async verify(token: string): Promise<InvitationGrant | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const parsed = claims.safeParse(payload);
        return parsed.success ? { userId: parsed.data.sub, processId: parsed.data.pid } : null;
      } catch {
        return null;
      }
    },
  };
}
export type InvitationTokens = ReturnType<typeof createInvitationTokens>;
