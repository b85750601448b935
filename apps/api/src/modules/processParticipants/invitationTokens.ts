import { z } from 'zod';
import { createSignedTokens } from '../../plugins/signedTokens';

export const INVITATION_TOKEN_TTL_DAYS = 30;

export interface InvitationGrant {
  userId: string;
  processId: string;
}

const claims = z.object({ sub: z.uuid(), pid: z.uuid() });

/** The `usertoken` of an invitation link: who is invited to which process. */
export function createInvitationTokens(secret: string) {
  const tokens = createSignedTokens(secret, 'enlaza-process-invitation', `${INVITATION_TOKEN_TTL_DAYS}d`);
  return {
    sign: ({ userId, processId }: InvitationGrant) => tokens.sign({ pid: processId }, userId),
    async verify(token: string): Promise<InvitationGrant | null> {
      const parsed = claims.safeParse(await tokens.verify(token));
      return parsed.success ? { userId: parsed.data.sub, processId: parsed.data.pid } : null;
    },
  };
}
export type InvitationTokens = ReturnType<typeof createInvitationTokens>;
