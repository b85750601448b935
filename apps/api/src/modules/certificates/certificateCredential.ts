import { SignJWT } from 'jose';
import type { Brand } from '../../lib/brands';
import { CERTIFICATE_SIGNING_ALG, type CertificateSigningKey } from './certificateSigning';

/** The JSON-LD contexts of a W3C Verifiable Credential 2.0 that is an Open Badges 3.0 credential. */
export const OPEN_BADGE_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

export interface CredentialFacts {
  certificateId: string;
  processId: string;
  title: string;
  programName: string;
  personName: string;
  clientName: string;
  createdAt: Date;
}

/** Where the certificate can be checked by anyone: the brand's public certificate page. */
export const publicCertificateUrl = (brand: Pick<Brand, 'url'>, certificateId: string) =>
  `${brand.url}/certificate/${certificateId}`;
export const jwksUrl = (brand: Pick<Brand, 'url'>) => `${brand.url}/.well-known/jwks.json`;

/**
 * The certificate as an `OpenBadgeCredential` (Open Badges 3.0 on the VC data model 2.0). The issuer is the brand
 * (its name and address); the subject is named by an unhashed 'name' identity, never by e-mail; the achievement is
 * the programme of the process.
 */
export function openBadgeCredential(facts: CredentialFacts, brand: Pick<Brand, 'name' | 'url'>) {
  const description = `Participación de ${facts.personName} en el Programa ${facts.programName} de ${facts.clientName}.`;
  return {
    '@context': [...OPEN_BADGE_CONTEXTS],
    id: `urn:uuid:${facts.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.title,
    description,
    issuer: { id: brand.url, type: ['Profile'], name: brand.name, url: brand.url },
    validFrom: facts.createdAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.personName }],
      achievement: {
        id: `urn:uuid:${facts.processId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: facts.title,
        description: `Programa ${facts.programName} de ${facts.clientName}.`,
        criteria: { narrative: 'Participó en el programa hasta su finalización.' },
      },
    },
    evidence: [{ id: publicCertificateUrl(brand, facts.certificateId), type: ['Evidence'], name: facts.title }],
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The credential secured as a JWT (VC-JOSE-COSE): the payload is the credential itself, with the registered claims
 * a JWT verifier checks (iss, jti, iat, nbf). Ed25519 signatures are deterministic and the claims come from the
 * stored row, so the same certificate always gives the same token.
 */
export async function signCredential(credential: OpenBadgeCredential, key: CertificateSigningKey): Promise<string> {
  const issuedAt = Math.floor(new Date(credential.validFrom).getTime() / 1000);
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: CERTIFICATE_SIGNING_ALG, kid: key.kid, typ: 'vc+jwt', cty: 'vc' })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .sign(key.privateKey);
}
