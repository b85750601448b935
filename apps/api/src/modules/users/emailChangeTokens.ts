import { z } from 'zod';
import { createSignedTokens } from '../../plugins/signedTokens';

const AUDIENCE = 'enlaza-email-change';
/** How long the link mailed to the old address confirms a change of email. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;

/** A change of email waiting for the old address's confirmation: whose account, from which email to which. */
export interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

const claims = z.object({ sub: z.uuid(), from: z.string(), to: z.string() });

/**
 * The token of the confirmation link. Nothing is stored: it holds the old email, so it stops working as soon as the
 * account's email is no longer that one (the change was applied, or made another way).
 */
export function createEmailChangeTokens(secret: string) {
  const tokens = createSignedTokens(secret, AUDIENCE, `${EMAIL_CHANGE_LINK_TTL_HOURS}h`);
  return {
    sign: (change: EmailChange) => tokens.sign({ from: change.from, to: change.to }, change.userId),
    async verify(token: string): Promise<EmailChange | null> {
      const parsed = claims.safeParse(await tokens.verify(token));
      return parsed.success ? { userId: parsed.data.sub, from: parsed.data.from, to: parsed.data.to } : null;
    },
  };
}
export type EmailChangeTokens = ReturnType<typeof createEmailChangeTokens>;
