/** Participation certificates and their signed credentials: the certificates area's public surface. */
export { loadCertificateSigningKey } from './certificateSigning';
export { createCertificatesRepository } from './certificates.repository';
export { certificatesRoutes, certificateWellKnownRoutes } from './certificates.routes';
export { createCertificateIssuer, createCertificatesService, type CertificatesService } from './certificates.service';
