import { z } from 'zod';
import { requiredText } from './messages';
import { participantRoleSchema } from './processes';
import { resourceId } from './ids';

// ── Participation certificates (spec 002 §2.10, §3 "Certificate", §7.7; spec 000 §2) ──

/** What a certificate names the programme when its process has no fantasy name (spec 002 §2.10). */
export const DEFAULT_PROGRAM_NAME = 'de Mentoría';
export const CERTIFICATE_REASON_MAX_LENGTH = 500;

/** The certificate's title: 'Participación Programa {fantasy name}'. */
export const certificateTitle = (programName: string) => `Participación Programa ${programName}`;

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'noviembre de 2026': the issue month as the certificate and its pages print it. */
export const certificateIssueMonth = (year: number, month: number) => `${MONTHS[month - 1] ?? month} de ${year}`;

export const certificateMessages = {
  notFound: 'Lo sentimos, no hemos podido encontrar el certificado.',
  revoked: 'Este certificado fue revocado',
  loadFailed: 'Error al cargar el certificado',
  listFailed: 'Error al cargar los certificados',
  person: 'Selecciona una persona',
  reason: 'Ingresa el motivo',
  issued: 'Certificado emitido',
  issueFailed: 'Error al emitir el certificado',
  revokedDone: 'Certificado revocado',
  revokeFailed: 'Error al revocar el certificado',
  alreadyRevoked: 'El certificado ya estaba revocado',
  alreadyIssued: 'Esta persona ya tiene un certificado vigente de este proceso',
  notParticipant: 'La persona no participa en este proceso',
  processNotFinalized: 'Solo se emiten certificados de procesos finalizados',
  processNotFound: 'El proceso no existe',
} as const;

/** The certificate pages' words (spec 002 §2.10; the verification's are not worded by the spec). */
export const certificateUiMessages = {
  myCertificates: 'Mis certificados',
  myCertificate: 'Mi certificado',
  publicTitle: 'Certificado',
  downloadPdf: 'Descargar PDF',
  downloadCredential: 'Descargar credencial (JSON)',
  shareLinkedIn: 'Compartir en LinkedIn',
  publicPage: 'Ver página pública',
  login: 'Iniciar sesión',
  verifying: 'Verificando la firma digital…',
  verified: 'Certificado verificado',
  verifiedDetail: (issuer: string) =>
    `La firma digital de ${issuer} es válida y el certificado está vigente: sus datos no han sido modificados.`,
  notVerified: 'No se pudo verificar el certificado',
  verificationFailed: 'No se pudo comprobar la firma en este momento. Intenta nuevamente más tarde.',
  offlineHint:
    'Es una credencial Open Badges 3.0 firmada: cualquiera puede verificarla sin conexión con la clave pública ' +
    'de la plataforma.',
  publicKey: 'Clave pública (JWKS)',
  issuedTo: 'Otorgado a',
  client: 'Empresa',
  issued: 'Emitido en',
  imageAlt: (title: string, person: string) => `Certificado ${title} de ${person}`,
} as const;

export const certificateErrorTypes = {
  notFound: 'certificate_not_found',
  /** The public answer for a revoked certificate: the same 404 and message, told apart by this type. */
  revoked: 'certificate_revoked',
  alreadyRevoked: 'certificate_already_revoked',
  alreadyIssued: 'certificate_already_issued',
  notParticipant: 'certificate_not_participant',
  processNotFinalized: 'certificate_process_not_finalized',
} as const;

/** The brand a certificate was issued under: the default brand or the second one (isMentorup). */
export const certificateBrandSchema = z.enum(['default', 'second']);
export type CertificateBrand = z.infer<typeof certificateBrandSchema>;

export const certificateFileKinds = ['pdf', 'image'] as const;
export const certificateIdParamsSchema = z.object({ certificateId: resourceId() });
export const certificateFileParamsSchema = certificateIdParamsSchema.extend({ kind: z.enum(certificateFileKinds) });
/** `isMentorup` picks the brand's look of the file; absent, the certificate's own brand. */
export const certificateFileQuerySchema = z.object({
  isMentorup: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined ? undefined : v !== 'false')),
});
export const certificateUserPairParamsSchema = z.object({ userId: resourceId(), pairId: resourceId() });
export const certificateProcessParamsSchema = z.object({ processId: resourceId() });

/** What anyone with the link sees (the public page): no e-mail, no account id. */
export const publicCertificateSchema = z.object({
  certificateId: z.uuid(),
  title: z.string(),
  programName: z.string(),
  personName: z.string(),
  role: participantRoleSchema,
  clientName: z.string(),
  issuedYear: z.number().int(),
  issuedMonth: z.number().int().min(1).max(12),
  brand: certificateBrandSchema,
  createdAt: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** The owner's and the admins' view: the public data plus the process, the pair and the certificate's history. */
export const certificateSchema = publicCertificateSchema.extend({
  userId: z.uuid(),
  processId: z.uuid(),
  pairId: z.uuid().nullable(),
  issuedByHand: z.boolean(),
  issueReason: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);

/** Whether a certificate still stands (what the public page checks besides the signature). */
export const certificateStatusSchema = z.object({
  certificateId: z.uuid(),
  status: z.enum(['ACTIVE', 'REVOKED']),
  revokedAt: z.string().nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * The downloadable credential: an Open Badges 3.0 `OpenBadgeCredential` (W3C Verifiable Credentials 2.0) secured as
 * a JWT (VC-JOSE-COSE: header typ 'vc+jwt', EdDSA, the payload is the credential itself), with the credential
 * decoded beside it for reading. Verify `jwt` with the keys at /.well-known/jwks.json.
 */
export const certificateCredentialSchema = z.object({
  certificateId: z.uuid(),
  format: z.literal('vc+jwt'),
  jwt: z.string(),
  credential: z.record(z.string(), z.unknown()),
  jwksUrl: z.string(),
});
export type CertificateCredential = z.infer<typeof certificateCredentialSchema>;

export const jwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string() }).loose()),
});

export const issueCertificateRequestSchema = z.object({
  processId: z.uuid({ error: certificateMessages.processNotFound }),
  userId: z.uuid({ error: certificateMessages.person }),
  reason: requiredText(certificateMessages.reason, CERTIFICATE_REASON_MAX_LENGTH),
});
export type IssueCertificateRequest = z.input<typeof issueCertificateRequestSchema>;

export const revokeCertificateRequestSchema = z.object({
  reason: requiredText(certificateMessages.reason, CERTIFICATE_REASON_MAX_LENGTH),
});
export type RevokeCertificateRequest = z.input<typeof revokeCertificateRequestSchema>;

export const certificateMutationResponseSchema = z.object({ message: z.string(), certificate: certificateSchema });

/** LinkedIn's documented add-to-profile link (https://www.linkedin.com/profile/add, startTask CERTIFICATION_NAME). */
export function linkedInAddToProfileUrl(input: {
  name: string;
  organizationName: string;
  issueYear: number;
  issueMonth: number;
  certUrl: string;
  certId: string;
}): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organizationName,
    issueYear: String(input.issueYear),
    issueMonth: String(input.issueMonth),
    certUrl: input.certUrl,
    certId: input.certId,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
