import {
  convocatoryErrorTypes,
  convocatoryMessages,
  errorTypes,
  isConvocatoryDeletable,
  isConvocatoryEditable,
  nextConvocatoryStatus,
  type Convocatory,
  type ConvocatoryAction,
  type ConvocatoryList,
  type ConvocatoryStatus,
  type ConvocatorySummary,
  type Inscription,
  type InscriptionEvent,
  type InscriptionList,
  type InscriptionType,
  type MentorType,
  type createConvocatoryRequestSchema,
  type updateConvocatoryRequestSchema,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { LiveEvents } from '../../plugins/graphql';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import type { EnrolmentTokens } from './enrolmentTokens';
import type {
  ConvocatoriesRepository,
  ConvocatoryRow,
  ConvocatoryWithRelations,
  InscriptionCounts,
  InscriptionRow,
} from './convocatories.repository';
import { noInscriptions } from './convocatories.repository';
import { writeInscriptionsWorkbook } from './inscriptionsExport';
import { inscriptionsTopic } from './liveTopics';
import { pageOf, pageWindow } from '../../db/pagination';

export type CreateConvocatoryPayload = z.output<typeof createConvocatoryRequestSchema>;
export type UpdateConvocatoryPayload = z.output<typeof updateConvocatoryRequestSchema>;
/** The fields locked on edit as the form sent them (absent when not sent). */
export interface LockedFields {
  clientId?: unknown;
  responsibleId?: unknown;
  mentorType?: unknown;
}

export const CONVOCATORY_LOGO_FOLDER = 'convocatories';
const EDITABLE_STATUSES: ConvocatoryStatus[] = ['DRAFT', 'OPEN'];
const m = convocatoryMessages;

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

/** The logo's stored extension judged by its bytes (spec 002 §2.2: .jpg/.png), or null for anything else. */
async function logoExtension(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png') return '.png';
  if (detected?.mime === 'image/jpeg') return '.jpg';
  return null;
}

/** Publishes a change of a convocatory's inscriptions to its `convocatoryInscriptions` subscribers. */
export function publishInscriptionEvent(live: LiveEvents, event: InscriptionEvent): Promise<void> {
  return live.publish(inscriptionsTopic(event.convocatoryId), event);
}

function toSummary({ convocatory: c, client }: Pick<ConvocatoryWithRelations, 'convocatory' | 'client'>) {
  return {
    convocatoryId: c.id,
    name: c.name,
    status: c.status,
    convocatoryType: c.convocatoryType,
    client: { clientId: client.id, name: client.name, rut: client.rut },
    estimatedOpenDate: c.estimatedOpenDate,
    estimatedCloseDate: c.estimatedCloseDate,
    logoUrl: fileUrl(c.logoKey),
  } satisfies ConvocatorySummary;
}

export function toInscription(row: InscriptionRow): Inscription {
  return {
    inscriptionId: row.id,
    inscriptionType: row.inscriptionType,
    userId: row.userId,
    profileId: row.profileId,
    motivation: row.motivation,
    selected: row.selected,
    createdAt: row.createdAt.toISOString(),
    person: {
      name: row.name ?? '',
      lastName: row.lastName ?? '',
      email: row.email ?? '',
      cellphone: row.cellphone,
      country: row.country,
      region: row.region,
      company: row.company,
      businessArea: row.businessArea,
      photoUrl: fileUrl(row.photoKey),
      businessName: row.businessName,
    },
  };
}

interface Deps {
  repository: ConvocatoriesRepository;
  storage: FileStorage;
  live: LiveEvents;
  enrolmentTokens: EnrolmentTokens;
  /** Absolute origin of the web app, for the enrolment links. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createConvocatoriesService({ repository, storage, live, enrolmentTokens, publicUrl, log }: Deps) {
  const convocatoryNotFound = () => notFound(errorTypes.notFound, m.notFound);
  const inscriptionNotFound = () => notFound(errorTypes.notFound, m.inscriptionNotFound);
  const refusedTransition = (from: ConvocatoryStatus, action: ConvocatoryAction) =>
    new AppError(convocatoryErrorTypes.invalidTransition, 409, m.transitionNotAllowed(from, action));

  async function existingRow(id: string): Promise<ConvocatoryRow> {
    const row = isResourceId(id) ? await repository.findRow(id) : undefined;
    if (!row) throw convocatoryNotFound();
    return row;
  }
  async function existing(id: string): Promise<ConvocatoryWithRelations> {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw convocatoryNotFound();
    return row;
  }
  async function countsOf(id: string): Promise<InscriptionCounts> {
    return (await repository.counts([id])).get(id) ?? noInscriptions;
  }

  const enrolmentLink = async (convocatoryId: string, inscriptionType: InscriptionType) =>
    `${publicUrl}/convocatory/inscription/${await enrolmentTokens.signLink({ convocatoryId, inscriptionType })}`;

  async function toConvocatory(row: ConvocatoryWithRelations): Promise<Convocatory> {
    const c = row.convocatory;
    const [counts, studentFormLink, mentorFormLink] = await Promise.all([
      countsOf(c.id),
      enrolmentLink(c.id, 'STUDENT'),
      enrolmentLink(c.id, 'MENTOR'),
    ]);
    return {
      ...toSummary(row),
      mentorType: c.mentorType,
      pairsNumber: c.pairsNumber,
      closeDate: c.closeDate?.toISOString() ?? null,
      clientResponsable: row.responsible,
      socialMediaUrl: c.socialMediaUrl,
      isPit: c.isPit,
      dataSharingPartner: c.dataSharingPartner,
      studentFormLink,
      mentorFormLink,
      ...counts,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  }
  async function detail(id: string) {
    return toConvocatory(await existing(id));
  }

  /** Files are removed after the rows that named them: a failure leaves an orphan file, never a broken link. */
  async function deleteFile(key: string | null | undefined) {
    if (!key) return;
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'convocatory logo not deleted'));
  }
  async function storeLogo(bytes: Buffer): Promise<string> {
    const extension = await logoExtension(bytes);
    if (!extension) throw badRequest(convocatoryErrorTypes.invalidLogo, m.logoType);
    const key = newFileKey(CONVOCATORY_LOGO_FOLDER, extension);
    await storage.put(key, bytes);
    return key;
  }

  /** EMPRENDE convocatories do not ask for a number of pairs (spec 002 §5.2): whatever came is not kept. */
  const pairsOf = (payload: UpdateConvocatoryPayload) =>
    payload.convocatoryType === 'EMPRENDE' ? null : (payload.pairsNumber ?? null);

  async function publishSafely(event: InscriptionEvent) {
    // The change is stored either way: a failed notice to live viewers is logged, not reported as a failure.
    await publishInscriptionEvent(live, event).catch((err: unknown) =>
      log.error({ err, event }, 'could not publish an inscription event'),
    );
  }

  return {
    async list(query: {
      status: ConvocatoryStatus;
      page: number;
      limit: number;
      search?: string;
      clientId?: string;
    }): Promise<ConvocatoryList> {
      const { rows, total } = await repository.list({
        status: query.status,
        search: query.search?.trim() || null,
        clientId: query.clientId ?? null,
        ...pageWindow(query),
      });
      return pageOf(rows.map(toSummary), total, query);
    },

    detail,

    async create(payload: CreateConvocatoryPayload, logo?: Buffer): Promise<Convocatory> {
      if (!(await repository.clientExists(payload.clientId))) throw badRequest(errorTypes.validation, m.client);
      if (!(await repository.isCompanyAdminOf(payload.responsibleId, payload.clientId))) {
        throw badRequest(errorTypes.validation, m.responsibleNotOfClient);
      }
      const logoKey = logo ? await storeLogo(logo) : null;
      let id: string;
      try {
        id = await repository.insert({
          name: payload.name,
          status: 'DRAFT',
          convocatoryType: payload.convocatoryType,
          mentorType: payload.mentorType,
          pairsNumber: pairsOf(payload),
          estimatedOpenDate: payload.estimatedOpenDate,
          estimatedCloseDate: payload.estimatedCloseDate,
          clientId: payload.clientId,
          responsibleId: payload.responsibleId,
          logoKey,
          socialMediaUrl: payload.socialMediaUrl,
          isPit: payload.isPit,
          dataSharingPartner: payload.dataSharingPartner,
        });
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
      return detail(id);
    },

    /**
     * Edits a DRAFT or OPEN convocatory. Client, responsible and mentorship type are locked (spec 002 §2.2): the
     * form may send them back unchanged, a different value is refused. A new logo replaces the old one.
     */
    async update(id: string, payload: UpdateConvocatoryPayload, locked: LockedFields, logo?: Buffer) {
      const current = (await existing(id)).convocatory;
      if (!isConvocatoryEditable(current.status)) {
        throw new AppError(convocatoryErrorTypes.notEditable, 409, m.editNotAllowed);
      }
      const stored: Record<keyof LockedFields, string | null> = {
        clientId: current.clientId,
        responsibleId: current.responsibleId,
        mentorType: current.mentorType satisfies MentorType,
      };
      for (const field of Object.keys(stored) as Array<keyof LockedFields>) {
        const sent = locked[field];
        if (sent !== undefined && sent !== stored[field]) throw badRequest(errorTypes.validation, m.lockedOnEdit);
      }
      const logoKey = logo ? await storeLogo(logo) : undefined;
      let updated: boolean;
      try {
        updated = await repository.updateWhileIn(id, EDITABLE_STATUSES, {
          name: payload.name,
          estimatedOpenDate: payload.estimatedOpenDate,
          estimatedCloseDate: payload.estimatedCloseDate,
          convocatoryType: payload.convocatoryType,
          pairsNumber: pairsOf(payload),
          socialMediaUrl: payload.socialMediaUrl,
          isPit: payload.isPit,
          dataSharingPartner: payload.dataSharingPartner,
          ...(logoKey ? { logoKey } : {}),
        });
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
      if (!updated) {
        // Its state changed (or it was deleted) since it was read.
        await deleteFile(logoKey);
        await existingRow(id);
        throw new AppError(convocatoryErrorTypes.notEditable, 409, m.editNotAllowed);
      }
      if (logoKey) await deleteFile(current.logoKey);
      return detail(id);
    },

    /** Only a DRAFT convocatory can be deleted (spec 002 §4.1); its logo goes with it. */
    async delete(id: string): Promise<void> {
      const current = await existingRow(id);
      if (!isConvocatoryDeletable(current.status)) {
        throw new AppError(convocatoryErrorTypes.notDeletable, 409, m.deleteNotAllowed);
      }
      const deleted = await repository.deleteWhileIn(id, 'DRAFT');
      if (!deleted) {
        await existingRow(id);
        throw new AppError(convocatoryErrorTypes.notDeletable, 409, m.deleteNotAllowed);
      }
      await deleteFile(deleted.logoKey);
    },

    /**
     * open, close, finish, return-status (spec 002 §4.1). Closing enrolment records the close date; going back to
     * OPEN clears it.
     */
    async transition(id: string, action: ConvocatoryAction): Promise<Convocatory> {
      const current = await existingRow(id);
      const to = nextConvocatoryStatus(current.status, action);
      if (!to) throw refusedTransition(current.status, action);
      const closeDate = action === 'close' ? new Date() : to === 'OPEN' ? null : undefined;
      if (!(await repository.transition(id, current.status, to, closeDate))) {
        throw refusedTransition((await existingRow(id)).status, action);
      }
      return detail(id);
    },

    async inscriptions(
      id: string,
      query: { inscriptionType: InscriptionType; page: number; limit: number; search?: string },
    ): Promise<InscriptionList> {
      await existingRow(id);
      const { rows, total } = await repository.listInscriptions({
        convocatoryId: id,
        inscriptionType: query.inscriptionType,
        search: query.search?.trim() || null,
        ...pageWindow(query),
      });
      return pageOf(rows.map(toInscription), total, query);
    },

    /** Selecting applicants is possible only while the convocatory is SELECTING (spec 002 §4.1). */
    async select(inscriptionId: string, selected: boolean) {
      const inscription = isResourceId(inscriptionId) ? await repository.findInscription(inscriptionId) : undefined;
      if (!inscription) throw inscriptionNotFound();
      if (!(await repository.setSelectedWhileSelecting(inscriptionId, selected))) {
        throw new AppError(convocatoryErrorTypes.selectionClosed, 409, m.selectionNotAllowed);
      }
      const [updated, counts] = await Promise.all([
        repository.findInscription(inscriptionId),
        countsOf(inscription.convocatoryId),
      ]);
      if (!updated) throw inscriptionNotFound();
      await publishSafely({
        convocatoryId: inscription.convocatoryId,
        inscriptionId,
        inscriptionType: inscription.inscriptionType,
        kind: 'SELECTION_CHANGED',
      });
      return {
        inscription: toInscription(updated),
        studentSelectedCount: counts.studentSelectedCount,
        mentorSelectedCount: counts.mentorSelectedCount,
      };
    },

    /**
     * The inscriptions as an xlsx file (sheets 'Mentees' and 'Mentoras'). It is written to a temporary file in
     * chunks and streamed from there; the file is removed once the stream closes.
     */
    async exportInscriptions(id: string): Promise<{ convocatoryName: string; stream: Readable }> {
      const { convocatory } = await existing(id);
      if (!(await repository.hasInscriptions(id))) throw notFound(errorTypes.notFound, m.nothingToExport);
      const directory = await mkdtemp(path.join(os.tmpdir(), 'enlaza-export-'));
      const removeDirectory = () =>
        rm(directory, { recursive: true, force: true }).catch((err: unknown) =>
          log.warn({ err, directory }, 'export file not removed'),
        );
      const filename = path.join(directory, 'inscripciones.xlsx');
      try {
        await writeInscriptionsWorkbook({
          repository,
          convocatoryId: id,
          withEntrepreneur: await repository.hasEntrepreneurData(id),
          filename,
        });
      } catch (error) {
        await removeDirectory();
        throw error;
      }
      const stream = createReadStream(filename);
      stream.once('close', () => void removeDirectory());
      return { convocatoryName: convocatory.name, stream };
    },

    countsOf,
  };
}
export type ConvocatoriesService = ReturnType<typeof createConvocatoriesService>;
