import { inscriptionTypeSchema, type InscriptionType } from '@enlaza/contract';
import { z } from 'zod';
import { createSignedTokens } from '../../plugins/signedTokens';

/** Own audiences, so that neither token is ever taken for an access token (audience 'enlaza-web') or for each other. */
const LINK_AUDIENCE = 'enlaza-enrolment-link';
/**
 * Version 2: every grant now goes to whoever proved they are the applicant. Version 1 grants (no longer accepted)
 * were also handed to anyone who typed an existing account's or complete profile's email.
 */
const INSCRIPTION_AUDIENCE = 'enlaza-inscription-2';
/** How long an applicant may come back to an unfinished enrolment from the same browser or the resume mail. */
export const INSCRIPTION_TOKEN_TTL_DAYS = 30;

/** What /convocatory/inscription/{token} stands for (spec 002 §2.1): a convocatory and a role. */
export interface EnrolmentLink {
  convocatoryId: string;
  inscriptionType: InscriptionType;
}

/**
 * Who is enrolling: an account holder or an applicant profile. Only issued to whoever proved it is that person (a
 * profile just created for a new email, signed in as the account, or a resume token or mailed link of theirs).
 */
export interface InscriptionGrant {
  convocatoryId: string;
  inscriptionType: InscriptionType;
  applicant: { kind: 'user' | 'profile'; id: string };
}

const linkClaims = z.object({ cid: z.uuid(), itype: inscriptionTypeSchema });
const grantClaims = z.object({
  cid: z.uuid(),
  itype: inscriptionTypeSchema,
  kind: z.enum(['user', 'profile']),
  sub: z.uuid(),
});

/** Signs and checks the two enrolment tokens with the platform's secret. */
export function createEnrolmentTokens(secret: string) {
  const links = createSignedTokens(secret, LINK_AUDIENCE);
  const grants = createSignedTokens(secret, INSCRIPTION_AUDIENCE, `${INSCRIPTION_TOKEN_TTL_DAYS}d`);

  return {
    /** The token of a shareable enrolment link; it does not expire (the convocatory's status decides). */
    signLink: ({ convocatoryId, inscriptionType }: EnrolmentLink) =>
      links.sign({ cid: convocatoryId, itype: inscriptionType }),

    async verifyLink(token: string): Promise<EnrolmentLink | null> {
      const parsed = linkClaims.safeParse(await links.verify(token));
      return parsed.success ? { convocatoryId: parsed.data.cid, inscriptionType: parsed.data.itype } : null;
    },

    /** The token the applicant's own calls carry (header `inscription-token`), also kept as the resume token. */
    signGrant: (grant: InscriptionGrant) =>
      grants.sign(
        { cid: grant.convocatoryId, itype: grant.inscriptionType, kind: grant.applicant.kind },
        grant.applicant.id,
      ),

    async verifyGrant(token: string): Promise<InscriptionGrant | null> {
      const parsed = grantClaims.safeParse(await grants.verify(token));
      if (!parsed.success) return null;
      const { cid, itype, kind, sub } = parsed.data;
      return { convocatoryId: cid, inscriptionType: itype, applicant: { kind, id: sub } };
    },
  };
}
export type EnrolmentTokens = ReturnType<typeof createEnrolmentTokens>;
