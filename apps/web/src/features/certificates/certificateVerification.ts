import type { PublicCertificate } from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { apiKey } from '../../lib/api';
import { fetchCredentialAndKeys } from './certificatesApi';

export type VerificationResult =
  { verified: true; issuerName: string; keyId: string } | { verified: false; reason: string };

interface SignedCredential {
  id?: string;
  name?: string;
  issuer?: { name?: string };
  credentialSubject?: { identifier?: Array<{ identityHash?: string }> };
}

/**
 * Checks a certificate as anyone could, offline but for fetching: the credential's signature against the platform's
 * published keys (EdDSA), and that what it signs is this certificate (id, title, person). A revoked certificate
 * never gets here: its public data answers 404.
 */
export async function verifyCertificate(
  certificate: PublicCertificate,
  jwt: string,
  jwks: JSONWebKeySet,
): Promise<VerificationResult> {
  let payload: SignedCredential;
  let keyId: string;
  try {
    const verified = await jwtVerify<SignedCredential>(jwt, createLocalJWKSet(jwks), {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
    });
    payload = verified.payload;
    keyId = verified.protectedHeader.kid ?? '';
  } catch {
    return {
      verified: false,
      reason: 'La firma de la credencial no coincide con la clave publicada de la plataforma.',
    };
  }
  const person = payload.credentialSubject?.identifier?.[0]?.identityHash;
  if (
    payload.id !== `urn:uuid:${certificate.certificateId}` ||
    payload.name !== certificate.title ||
    person !== certificate.personName
  ) {
    return { verified: false, reason: 'La credencial firmada no corresponde a los datos de este certificado.' };
  }
  return { verified: true, issuerName: payload.issuer?.name ?? '', keyId };
}

/** The verification of a certificate whose public data has loaded. */
export function useCertificateVerification(certificate: PublicCertificate | undefined) {
  return useQuery({
    // A check computed here from two reads (the credential and the published keys), not an endpoint of its own: kept
    // under the certificate's resource, so that what refreshes the certificate (a revocation) checks it again.
    queryKey: [...apiKey(`/certificates/${encodeURIComponent(certificate?.certificateId ?? '')}`), 'verification'],
    enabled: !!certificate,
    queryFn: async ({ signal }) => {
      const { credential, jwks } = await fetchCredentialAndKeys(certificate!.certificateId, signal);
      return verifyCertificate(certificate!, credential.jwt, jwks as JSONWebKeySet);
    },
    retry: false,
  });
}
