import {
  certificateCredentialSchema,
  certificateListSchema,
  certificateMutationResponseSchema,
  jwksSchema,
  publicCertificateSchema,
  type IssueCertificateRequest,
} from '@enlaza/contract';
import { useQuery } from '@tanstack/react-query';
import { api, API_BASE, apiKey, apiQuery } from '../../lib/api';
import { downloadFile } from '../../lib/api/download';
import { useRefreshingMutation } from '../../lib/useRefreshingMutation';

const idPath = (id: string) => encodeURIComponent(id);

/** GET /api/certificates/{id}: public data; 404 (type certificate_revoked when revoked) otherwise. */
export function usePublicCertificate(certificateId: string) {
  return useQuery({
    ...apiQuery(`/certificates/${idPath(certificateId)}`, undefined, publicCertificateSchema, { auth: 'none' }),
    retry: false,
  });
}

/** GET /api/certificates/me: the signed-in member's standing certificates. */
export function useMyCertificates() {
  return useQuery(apiQuery('/certificates/me', undefined, certificateListSchema));
}

/** GET /api/certificates/process/{processId} (admins): every certificate of the process, revoked ones too. */
export function useProcessCertificates(processId: string) {
  return useQuery(apiQuery(`/certificates/process/${idPath(processId)}`, undefined, certificateListSchema));
}

/** Issuing or revoking changes the certificate and every list of them: mine, the process's, the public page. */
const certificatesResource = [apiKey('/certificates')];

/** POST /api/certificates (admins): one certificate by hand, with a reason. */
export function useIssueCertificate() {
  return useRefreshingMutation(
    (body: IssueCertificateRequest) =>
      api.request('/certificates', { method: 'POST', body }, certificateMutationResponseSchema),
    certificatesResource,
  );
}

/** POST /api/certificates/{id}/revoke (admins). */
export function useRevokeCertificate() {
  return useRefreshingMutation(
    ({ certificateId, reason }: { certificateId: string; reason: string }) =>
      api.request(
        `/certificates/${idPath(certificateId)}/revoke`,
        { method: 'POST', body: { reason } },
        certificateMutationResponseSchema,
      ),
    certificatesResource,
  );
}

/** The certificate's PNG (public), in the look of the brand the visitor is on. */
export const certificateImageUrl = (certificateId: string, isMentorup: boolean) =>
  `${API_BASE}/certificates/${idPath(certificateId)}/file/image?isMentorup=${isMentorup}`;

export const downloadCertificatePdf = (certificateId: string, isMentorup: boolean, fileName: string) =>
  downloadFile(`/certificates/${idPath(certificateId)}/file/pdf?isMentorup=${isMentorup}`, fileName);

export const downloadCertificateCredential = (certificateId: string) =>
  downloadFile(`/certificates/${idPath(certificateId)}/credential`, `certificado-${certificateId}.json`);

/** The signed credential and the published keys, as a verifier fetches them. */
export async function fetchCredentialAndKeys(certificateId: string, signal?: AbortSignal) {
  const [credential, jwks] = await Promise.all([
    api.request(
      `/certificates/${idPath(certificateId)}/credential`,
      { signal, auth: 'none' },
      certificateCredentialSchema,
    ),
    api.request('/certificates/jwks.json', { signal, auth: 'none' }, jwksSchema),
  ]);
  return { credential, jwks };
}
