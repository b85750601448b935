import { z } from 'zod';
import { createSignedTokens } from '../../plugins/signedTokens';

/** A mailed answering link stays valid this long; a later measurement comes with a new link. */
export const ANSWER_TOKEN_TTL_DAYS = 120;

export interface AnswerGrant {
  userId: string;
  invitationId: string;
}

const claims = z.object({ sub: z.uuid(), inv: z.uuid() });

/** The `usertoken` of an answering link (`/answer/{invitationId}?usertoken=...`): who may answer which invitation. */
export function createAnswerTokens(secret: string) {
  const tokens = createSignedTokens(secret, 'enlaza-questionary-answer', `${ANSWER_TOKEN_TTL_DAYS}d`);
  return {
    sign: ({ userId, invitationId }: AnswerGrant) => tokens.sign({ inv: invitationId }, userId),
    async verify(token: string): Promise<AnswerGrant | null> {
      const parsed = claims.safeParse(await tokens.verify(token));
      return parsed.success ? { userId: parsed.data.sub, invitationId: parsed.data.inv } : null;
    },
  };
}
export type AnswerTokens = ReturnType<typeof createAnswerTokens>;
