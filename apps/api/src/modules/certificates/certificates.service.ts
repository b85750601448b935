import {
  certificateErrorTypes,
  certificateMessages,
  certificateTitle,
  DEFAULT_PROGRAM_NAME,
  todayInAppTimeZone,
  type Certificate,
  type CertificateCredential,
  type CertificateStatus,
  type IssueCertificateRequest,
  type PublicCertificate,
} from '@enlaza/contract';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { brandOf, type Brand } from '../../lib/brands';
import { AppError, notFound } from '../../plugins/errors';
import type { CertificateSigningKey } from './certificateSigning';
import { jwksUrl, openBadgeCredential, publicCertificateUrl, signCredential } from './certificateCredential';
import { certificatePdf, certificatePng, type CertificateDocumentData } from './certificateDocuments';
import type { CertificateRow, CertificatesRepository, Recipient } from './certificates.repository';

/**
 * Who gets a certificate when a process is finalized, and what it says: what the finalization (processes area) and
 * the demo data both use.
 */
export function createCertificateIssuer({
  repository,
  now = () => new Date(),
}: {
  repository: CertificatesRepository;
  now?: () => Date;
}) {
  /** What every certificate of a process says besides the person: the programme, the client, the brand, the date. */
  function processFacts(
    process: { fantasyName: string | null; clientName: string; isMentorup: boolean },
    issuedAt: Date,
  ) {
    const [year, month] = todayInAppTimeZone(issuedAt).split('-').map(Number);
    return {
      programName: process.fantasyName?.trim() || DEFAULT_PROGRAM_NAME,
      clientName: process.clientName,
      brand: process.isMentorup ? ('second' as const) : ('default' as const),
      issuedYear: year!,
      issuedMonth: month!,
    };
  }

  const rowOf = (processId: string, facts: ReturnType<typeof processFacts>, r: Recipient) => ({
    userId: r.userId,
    processId,
    pairId: r.pairId,
    role: r.role,
    personName: r.personName,
    ...facts,
  });

  return {
    processFacts,
    rowOf,
    /**
     * Issues the certificates of a process being finalized, inside the transaction that finalizes it: both people
     * of every active pair (mentoring), every group's students and tutor (attraction), every confirmed participant
     * (networking). A person has one automatic certificate per process, however often this runs.
     */
    async issueOnFinalization(processId: string, tx: Database): Promise<number> {
      const process = await repository.findProcess(processId, tx);
      if (!process) return 0;
      const recipients = new Map<string, Recipient>();
      const add = (list: Recipient[]) => list.forEach((r) => recipients.has(r.userId) || recipients.set(r.userId, r));
      // The pair comes first: a mentoring participant's certificate names their pair.
      if (process.serviceTypes.includes('MENTORING')) add(await repository.pairRecipients(processId, tx));
      if (process.serviceTypes.includes('ATTRACTION')) add(await repository.groupRecipients(processId, tx));
      if (process.serviceTypes.includes('NETWORKING'))
        add(await repository.participantRecipients(processId, undefined, tx));
      // Issued in the month the process ended (now, when it is being finalized).
      const facts = processFacts(process, process.endDate ?? now());
      return repository.insertAutomatic(
        [...recipients.values()].map((r) => rowOf(processId, facts, r)),
        tx,
      );
    },
  };
}

interface Deps {
  repository: CertificatesRepository;
  config: Config;
  /** The platform's signing key, loaded once on first use (configured, or kept in the database). */
  signingKey: () => Promise<CertificateSigningKey>;
  now?: () => Date;
}

const m = certificateMessages;
const missing = () => notFound(certificateErrorTypes.notFound, m.notFound);

export const toPublicCertificate = (row: CertificateRow): PublicCertificate => ({
  certificateId: row.id,
  title: certificateTitle(row.programName),
  programName: row.programName,
  personName: row.personName,
  role: row.role,
  clientName: row.clientName,
  issuedYear: row.issuedYear,
  issuedMonth: row.issuedMonth,
  brand: row.brand,
  createdAt: row.createdAt.toISOString(),
});

const toCertificate = (row: CertificateRow): Certificate => ({
  ...toPublicCertificate(row),
  userId: row.userId,
  processId: row.processId,
  pairId: row.pairId,
  issuedByHand: row.issueReason !== null,
  issueReason: row.issueReason,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokeReason: row.revokeReason,
});

/**
 * Participation certificates (spec 002 §2.10, §3, §7.7): issued when a process is finalized (or by an admin, by
 * hand), revoked by an admin, shown publicly by id, and each one an Open Badges 3.0 credential signed with the
 * platform's key: downloadable, baked into the image, checkable offline against the published JWKS.
 */
export function createCertificatesService({ repository, config, signingKey, now = () => new Date() }: Deps) {
  const issuer = createCertificateIssuer({ repository, now });
  // Drawing a certificate (an SVG rendered to PNG, a PDF) costs far more than reading its row: the public pages ask
  // for the same few files again and again. What a certificate says never changes once issued.
  const drawn = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });
  const brandOfRow = (row: Pick<CertificateRow, 'brand'>): Brand => brandOf(config, row.brand === 'second');

  async function standing(id: string): Promise<CertificateRow> {
    const row = await repository.find(id);
    if (!row) throw missing();
    if (row.revokedAt) throw notFound(certificateErrorTypes.revoked, m.notFound);
    return row;
  }

  async function credentialOf(row: CertificateRow) {
    const brand = brandOfRow(row);
    const credential = openBadgeCredential(
      {
        certificateId: row.id,
        processId: row.processId,
        title: certificateTitle(row.programName),
        programName: row.programName,
        personName: row.personName,
        clientName: row.clientName,
        createdAt: row.createdAt,
      },
      brand,
    );
    return { brand, credential, jwt: await signCredential(credential, await signingKey()) };
  }

  function documentData(row: CertificateRow, brand: Brand): CertificateDocumentData {
    return {
      brand,
      certificateId: row.id,
      title: certificateTitle(row.programName),
      personName: row.personName,
      clientName: row.clientName,
      issuedYear: row.issuedYear,
      issuedMonth: row.issuedMonth,
      // The address printed is the certificate's own brand's, whatever look the file is drawn in.
      verifyUrl: publicCertificateUrl(brandOfRow(row), row.id),
    };
  }

  return {
    /** An admin issues one certificate by hand, with a reason, for a participant of a finalized process. */
    async issueByHand(adminId: string, input: IssueCertificateRequest & { reason: string }): Promise<Certificate> {
      const process = await repository.findProcess(input.processId);
      if (!process) throw notFound(certificateErrorTypes.notFound, m.processNotFound);
      if (process.status !== 'FINALIZED') {
        throw new AppError(certificateErrorTypes.processNotFinalized, 409, m.processNotFinalized);
      }
      const [person] = await repository.participantRecipients(input.processId, input.userId);
      if (!person) throw new AppError(certificateErrorTypes.notParticipant, 409, m.notParticipant);
      if (await repository.hasActive(input.processId, input.userId)) {
        throw new AppError(certificateErrorTypes.alreadyIssued, 409, m.alreadyIssued);
      }
      const pair = await repository.pairOf(input.processId, input.userId);
      const row = await repository.insert({
        ...issuer.rowOf(input.processId, issuer.processFacts(process, now()), { ...person, pairId: pair?.id ?? null }),
        issuedById: adminId,
        issueReason: input.reason,
      });
      return toCertificate(row);
    },

    issueOnFinalization: issuer.issueOnFinalization,

    async revoke(adminId: string, id: string, reason: string): Promise<Certificate> {
      const row = await repository.revoke(id, adminId, reason);
      if (row) return toCertificate(row);
      if (!(await repository.find(id))) throw missing();
      throw new AppError(certificateErrorTypes.alreadyRevoked, 409, m.alreadyRevoked);
    },

    /** The public data of a standing certificate; 404 when unknown, 404 of type 'revoked' when revoked. */
    async publicData(id: string): Promise<PublicCertificate> {
      return toPublicCertificate(await standing(id));
    },

    async status(id: string): Promise<CertificateStatus> {
      const row = await repository.find(id);
      if (!row) throw missing();
      return {
        certificateId: row.id,
        status: row.revokedAt ? 'REVOKED' : 'ACTIVE',
        revokedAt: row.revokedAt?.toISOString() ?? null,
      };
    },

    async credential(id: string): Promise<CertificateCredential> {
      const row = await standing(id);
      const { brand, credential, jwt } = await credentialOf(row);
      return { certificateId: row.id, format: 'vc+jwt', jwt, credential, jwksUrl: jwksUrl(brand) };
    },

    async jwks() {
      return { keys: [(await signingKey()).publicJwk] };
    },

    /** The PDF or the PNG (with the credential baked in), in the look of `secondBrand`, else of its own brand. */
    async file(id: string, kind: 'pdf' | 'image', secondBrand?: boolean) {
      // Checked on every request (a revoked certificate's files are gone at once); drawn once per look.
      const row = await standing(id);
      const look = secondBrand === undefined ? brandOfRow(row) : brandOf(config, secondBrand);
      const data = documentData(row, look);
      const key = `${row.id}:${kind}:${look.id}`;
      let bytes = drawn.get(key);
      if (!bytes) {
        bytes = kind === 'pdf' ? await certificatePdf(data) : await certificatePng(data, (await credentialOf(row)).jwt);
        drawn.set(key, bytes);
      }
      if (kind === 'pdf') {
        return { bytes, type: 'application/pdf', fileName: `${data.title} - ${row.personName}.pdf` };
      }
      return {
        bytes,
        type: 'image/png',
        fileName: `${data.title} - ${row.personName}.png`,
      };
    },

    async mine(userId: string): Promise<Certificate[]> {
      return (await repository.listActiveOfUser(userId)).map(toCertificate);
    },

    /** The person's standing certificate of the pair's process, as the member's process view names it; or null. */
    async findOfUserPair(userId: string, pairId: string): Promise<{ certificateId: string; title: string } | null> {
      const row = await repository.findActiveOfUserPair(userId, pairId);
      return row ? { certificateId: row.id, title: certificateTitle(row.programName) } : null;
    },

    /** The person's certificate of the pair's process (the stepper's 'Diploma'); 404 when there is none. */
    async ofUserPair(userId: string, pairId: string): Promise<Certificate> {
      const row = await repository.findActiveOfUserPair(userId, pairId);
      if (!row) throw missing();
      return toCertificate(row);
    },

    async ofProcess(processId: string): Promise<Certificate[]> {
      if (!(await repository.findProcess(processId))) throw notFound(certificateErrorTypes.notFound, m.processNotFound);
      return (await repository.listOfProcess(processId)).map(toCertificate);
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
