import {
  attractionProcessMessages,
  convocatoryMessages,
  type AttractionProcess,
  errorTypes,
  nextProcessStatus,
  processAreaMessages,
  processCompleteness,
  processCompletenessLabels,
  processErrorTypes,
  processMessages,
  processNotificationTexts,
  processNotificationTypes,
  sameProcessName,
  type companyAdminProcessesQuerySchema,
  type ProcessAction,
  type ProcessDetail,
  type ProcessGeneral,
  type processListQuerySchema,
  type ProcessStatus,
  type ProcessSummary,
  type SessionDateRange,
  type updateProcessRequestSchema,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import type { Database } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import type { NotificationsService } from '../notifications';
import type { PairAnnouncements } from '../pairs';
import type { CertificatesService } from '../certificates';
import { processStartedMail } from './processes.mails';
import {
  type ParticipantTally,
  type ProcessChanges,
  type ProcessesRepository,
  type ProcessRow,
  type ProcessWithRelations,
} from './processes.repository';
import { pageOf } from '../../db/pagination';

export type ProcessListQuery = z.output<typeof processListQuerySchema>;
export type UpdateProcessPayload = z.output<typeof updateProcessRequestSchema>;
export type CompanyAdminProcessesQuery = z.output<typeof companyAdminProcessesQuerySchema>;
/** Who asks: the active role of the token and the user. */
export interface Viewer {
  userId: string;
  role: string;
}

export const PROCESS_LOGO_FOLDER = 'processes';
/** The states whose general data, networking configuration and campuses may still change. */
const SETUP_STATUSES: ProcessStatus[] = ['DRAFT', 'KICKOFF'];
const NOT_FINALIZED: ProcessStatus[] = ['DRAFT', 'KICKOFF', 'IN_PROGRESS'];
const m = processMessages;
const a = processAreaMessages;
const am = attractionProcessMessages;

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);
const invalid = (message: string) => badRequest(errorTypes.validation, message);
const notEditable = () => new AppError(processErrorTypes.notEditable, 409, m.notEditable);
const duplicateName = () => new AppError(processErrorTypes.duplicateName, 409, a.duplicateName);

async function logoExtension(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png') return '.png';
  if (detected?.mime === 'image/jpeg') return '.jpg';
  return null;
}

function toSummary(found: ProcessWithRelations, tally: ParticipantTally) {
  const { process: p, client, owner } = found;
  return {
    processId: p.id,
    name: p.name,
    status: p.status,
    serviceType: p.serviceTypes,
    client: { clientId: client.id, name: client.name, rut: client.rut },
    owner: owner ? { userId: owner.id, name: owner.name, lastName: owner.lastName, email: owner.email } : null,
    estimatedStartDate: p.estimatedStartDate,
    estimatedEndDate: p.estimatedEndDate,
    mentorsCount: tally.mentors,
    studentsCount: tally.students,
    logoUrl: fileUrl(p.logoKey),
    updatedAt: p.updatedAt.toISOString(),
  } satisfies ProcessSummary;
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** The general data of the form as table columns. */
function generalColumns(g: ProcessGeneral) {
  const specialty = g.emprendeType === 'SPECIALTY';
  return {
    name: g.name,
    fantasyName: g.fantasyName || null,
    clientId: g.clientId,
    serviceTypes: g.serviceTypes,
    mentorshipId: g.mentorshipId ?? null,
    dynamicMentorshipId: g.dynamicMentorshipId ?? null,
    mdiId: g.withoutMdi ? null : (g.mdiId ?? null),
    sessionsFeedbackBundleId: g.sessionsFeedbackBundleId ?? null,
    estimatedStartDate: g.estimatedStartDate,
    estimatedEndDate: g.estimatedEndDate,
    ownerId: g.ownerId,
    ungrouped: g.ungrouped,
    isMentorup: g.isMentorup,
    emprendeType: g.emprendeType ?? null,
    specialtyName: specialty ? (g.specialtyName ?? null) : null,
    emprendeMainProcessId: specialty ? (g.emprendeMainProcessId ?? null) : null,
  } satisfies ProcessChanges;
}

interface Deps {
  repository: ProcessesRepository;
  storage: FileStorage;
  mailer: Mailer;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** The start publishes the pairs made in pre-kickoff to their members. */
  pairAnnouncements: Pick<PairAnnouncements, 'published'>;
  /** Finalizing issues the participants' certificates in the same transaction. */
  certificates: Pick<CertificatesService, 'issueOnFinalization'>;
  config: Config;
  log: FastifyBaseLogger;
  /** The clock the start and the end of a process are dated by. */
  now?: () => Date;
}

export function createProcessesService({
  repository,
  storage,
  mailer,
  notificationsService,
  pairAnnouncements,
  certificates,
  config,
  log,
  now = () => new Date(),
}: Deps) {
  const processNotFound = () => notFound(processErrorTypes.notFound, a.notFound);
  const refusedTransition = (from: ProcessStatus, action: ProcessAction) =>
    new AppError(processErrorTypes.invalidTransition, 409, m.transitionNotAllowed(from, action));

  async function existingRow(id: string): Promise<ProcessRow> {
    const row = isResourceId(id) ? await repository.findRow(id) : undefined;
    if (!row) throw processNotFound();
    return row;
  }
  async function existing(id: string): Promise<ProcessWithRelations> {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw processNotFound();
    return row;
  }

  function completenessOf(p: ProcessRow, tally: ParticipantTally) {
    return processCompleteness({
      ...p,
      studentsCount: tally.students,
      mentorsCount: tally.mentors,
    });
  }

  async function detailOf(found: ProcessWithRelations): Promise<ProcessDetail> {
    const p = found.process;
    return {
      ...toSummary(found, found.tally),
      mentorship: ref(p.mentorshipId, found.mentorshipName),
      dynamicMentorship: ref(p.dynamicMentorshipId, found.dynamicMentorshipName),
      mdi: ref(p.mdiId, found.mdiName),
      sessionsFeedbackBundle: ref(p.sessionsFeedbackBundleId, found.bundleName),
      ungrouped: p.ungrouped,
      isMentorup: p.isMentorup,
      emprendeType: p.emprendeType,
      specialtyName: p.specialtyName,
      emprendeMainProcessId: p.emprendeMainProcessId,
      fantasyName: p.fantasyName,
      convocatoryId: p.convocatoryId,
      campusIds: await repository.campusIds(p.id),
      sessionsDateRanges: p.sessionsDateRanges,
      networking: p.networking,
      startDate: p.startDate?.toISOString() ?? null,
      endDate: p.endDate?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
      completeness: completenessOf(p, found.tally),
      attraction: p.serviceTypes.includes('ATTRACTION')
        ? { challengeId: p.challengeId, challengeTitle: found.challengeTitle }
        : null,
    };
  }
  const detailById = async (id: string) => detailOf(await existing(id));

  async function summaries(rows: ProcessWithRelations[]): Promise<ProcessSummary[]> {
    return rows.map((r) => toSummary(r, r.tally));
  }

  /** Every id the general data names exists and fits (spec 001 §5 "Process form"), else 400 with its message. */
  async function checkGeneral(g: ProcessGeneral, processId?: string): Promise<void> {
    if (!(await repository.clientExists(g.clientId))) throw invalid(m.client);
    if (g.mentorshipId && !(await repository.mentorshipExists(g.mentorshipId))) throw invalid(m.guide);
    if (g.dynamicMentorshipId && !(await repository.dynamicMentorshipExists(g.dynamicMentorshipId))) {
      throw invalid(m.guide);
    }
    if (!g.withoutMdi && g.mdiId && !(await repository.mdiExists(g.mdiId))) throw invalid(m.mdi);
    if (g.sessionsFeedbackBundleId) {
      const entityType = await repository.bundleEntityType(g.sessionsFeedbackBundleId);
      if (entityType !== 'SESSION_FEEDBACK') throw invalid(m.sessionFeedback);
    }
    await checkOwner(g.ownerId);
    if (g.emprendeType === 'SPECIALTY' && g.emprendeMainProcessId) {
      const main = await repository.findRow(g.emprendeMainProcessId);
      if (!main || main.emprendeType !== 'MAIN' || main.id === processId) throw invalid(m.mainProcess);
    }
  }
  /** Spec 001 §5 "Attraction form": the client, the challenge, the coordinator and the campus exist. */
  async function checkAttraction(g: AttractionProcess): Promise<void> {
    if (!(await repository.clientExists(g.clientId))) throw invalid(am.client);
    if (!(await repository.challengeExists(g.challengeId))) throw invalid(am.challenge);
    await checkOwner(g.ownerId);
    if (g.campusId && (await repository.campusRoles([g.campusId])).length === 0) throw invalid(am.campusNotFound);
  }
  const attractionColumns = (g: AttractionProcess) =>
    ({
      name: g.name,
      fantasyName: g.fantasyName || null,
      clientId: g.clientId,
      challengeId: g.challengeId,
      serviceTypes: ['ATTRACTION'],
      estimatedStartDate: g.estimatedStartDate,
      estimatedEndDate: g.estimatedEndDate,
      ownerId: g.ownerId,
    }) satisfies ProcessChanges;

  async function checkOwner(ownerId: string): Promise<void> {
    if (!(await repository.isAdmin(ownerId))) throw invalid(m.owner);
  }

  async function deleteFile(key: string | null | undefined) {
    if (!key) return;
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'process logo not deleted'));
  }
  async function storeLogo(bytes: Buffer): Promise<string> {
    const extension = await logoExtension(bytes);
    if (!extension) throw badRequest(processErrorTypes.invalidLogo, convocatoryMessages.logoType);
    const key = newFileKey(PROCESS_LOGO_FOLDER, extension);
    await storage.put(key, bytes);
    return key;
  }

  /** Writes while the process is in `statuses`; a concurrent change of state turns into the caller's refusal. */
  async function writeIn(id: string, statuses: ProcessStatus[], changes: ProcessChanges, refusal: () => AppError) {
    const row = await repository.updateIn(id, statuses, changes);
    if (!row) {
      await existingRow(id);
      throw refusal();
    }
    return row;
  }

  async function kickoffRefusal(p: ProcessRow, tx?: Database): Promise<AppError | null> {
    const tally = await repository.participantTally(p.id, tx);
    const { complete, missing } = completenessOf(p, tally);
    const refuse = (message: string) => new AppError(processErrorTypes.kickoffRefused, 409, message);
    if (p.serviceTypes.includes('ATTRACTION')) {
      // Spec 001 §5: at least one tutor and one student, and every invitation answered.
      if (tally.mentors < 1 || tally.students < 1) return refuse(am.kickoffNeedsPeople);
      if ((await repository.pendingParticipantsCount(p.id, tx)) > 0) return refuse(am.kickoffPending);
      // Everyone answered, but the tutors or the students may all have declined.
      if (tally.approvedMentors < 1 || tally.approvedStudents < 1) return refuse(am.kickoffNeedsPeople);
    }
    if (!complete) return refuse(a.incomplete(missing.map((f) => processCompletenessLabels[f])));
    if (p.serviceTypes.includes('MENTORING') && !p.ungrouped) {
      if (tally.approvedMentors < tally.mentors) return refuse(m.mentorsMustConfirm);
      if (tally.approvedMentors !== tally.students) return refuse(m.countsMustMatch);
      if (tally.approvedStudents < tally.students) return refuse(m.menteesMustConfirm);
    }
    return null;
  }

  /**
   * Spec 001 §5 "Starting the process": pairs (MENTORING, unless ungrouped), networking matches (NETWORKING), and
   * the baseline sent (unless ungrouped).
   */
  async function startRefusal(p: ProcessRow, confirmUnpaired: boolean, tx?: Database): Promise<AppError | null> {
    const refuse = (message: string) => new AppError(processErrorTypes.startRefused, 409, message);
    if (p.serviceTypes.includes('MENTORING') && !p.ungrouped) {
      if ((await repository.activePairsCount(p.id, tx)) === 0) return refuse(m.pairsMustExist);
      // The spec asks for pairs, not for everyone paired: pairs can still be added in progress (spec 001 §4
      // "Pairs"), so mentees left without one only need the admin to say it is on purpose.
      const unpaired = confirmUnpaired ? [] : await repository.unpairedMenteeNames(p.id, tx);
      if (unpaired.length > 0) {
        return new AppError(processErrorTypes.startUnpaired, 409, a.unpairedMentees(unpaired), unpaired);
      }
    }
    if (p.serviceTypes.includes('ATTRACTION') && (await repository.attractionGroupsCount(p.id, tx)) === 0) {
      return refuse(am.groupsMustExist);
    }
    if (p.serviceTypes.includes('NETWORKING') && (await repository.matchesCount(p.id, tx)) === 0) {
      return refuse(m.matchesMustExist);
    }
    if (!p.ungrouped && p.mdiId && !(await repository.measurementSent(p.id, 'BASELINE', tx))) {
      return refuse(m.baselineMustBeSent);
    }
    return null;
  }

  /** The start mails and the participants' notifications, written in the transaction that starts the process. */
  async function announceStart(p: ProcessRow, tx: Database): Promise<void> {
    const brand = brandOf(config, p.isMentorup);
    const recipients = await repository.startRecipients(p.id, p.clientId, tx);
    await mailer.send(
      recipients.map((r) => processStartedMail({ brand, to: r.email, name: r.name, processName: p.name })),
      tx,
    );
    await notificationsService.notify(
      await repository.confirmedParticipantIds(p.id, tx),
      {
        type: processNotificationTypes.started,
        ...processNotificationTexts.started(p.name),
        entityId: p.id,
        entityType: 'PROCESS',
        link: '/home',
      },
      tx,
    );
    await pairAnnouncements.published(p.id, undefined, tx);
  }

  return {
    async create(general: ProcessGeneral, logo?: Buffer): Promise<ProcessDetail> {
      await checkGeneral(general);
      const logoKey = logo ? await storeLogo(logo) : null;
      try {
        const row = await repository.insertUnlessNameTaken({ ...generalColumns(general), logoKey }, (names) =>
          names.some((name) => sameProcessName(name, general.name)),
        );
        if (!row) throw duplicateName();
        return await detailById(row.id);
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
    },

    /** POST /api/process/attraction: a draft attraction process (serviceType ATTRACTION). */
    async createAttraction(general: AttractionProcess, logo?: Buffer): Promise<ProcessDetail> {
      await checkAttraction(general);
      const logoKey = logo ? await storeLogo(logo) : null;
      try {
        const row = await repository.insertUnlessNameTaken({ ...attractionColumns(general), logoKey }, (names) =>
          names.some((name) => sameProcessName(name, general.name)),
        );
        if (!row) throw duplicateName();
        if (general.campusId) await repository.replaceCampuses(row.id, SETUP_STATUSES, [general.campusId]);
        return await detailById(row.id);
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
    },

    /**
     * PUT /api/process/attraction/{id}: the general data (in Borrador or Pre-kickoff) and/or the logo (any state but
     * Finalizado). Only attraction processes are edited here.
     */
    async updateAttraction(id: string, general: AttractionProcess | null, logo?: Buffer): Promise<ProcessDetail> {
      const current = await existingRow(id);
      if (!current.serviceTypes.includes('ATTRACTION')) throw invalid(am.notAttraction);
      if (current.status === 'FINALIZED') throw notEditable();
      const changes: ProcessChanges = {};
      if (general) {
        if (!SETUP_STATUSES.includes(current.status)) {
          throw new AppError(processErrorTypes.notEditable, 409, a.generalNotEditable);
        }
        await checkAttraction(general);
        if (general.clientId !== current.clientId || !sameProcessName(general.name, current.name)) {
          const names = await repository.clientProcessNames(general.clientId, id);
          if (names.some((other) => sameProcessName(other, general.name))) throw duplicateName();
        }
        Object.assign(changes, attractionColumns(general));
      }
      const logoKey = logo ? await storeLogo(logo) : undefined;
      if (logoKey) changes.logoKey = logoKey;
      try {
        await writeIn(id, general ? SETUP_STATUSES : NOT_FINALIZED, changes, notEditable);
        if (general) await repository.replaceCampuses(id, SETUP_STATUSES, general.campusId ? [general.campusId] : []);
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
      if (logoKey) await deleteFile(current.logoKey);
      return detailById(id);
    },

    async list(query: ProcessListQuery) {
      const { rows, total } = await repository.list({
        statuses: query.status ? [query.status] : undefined,
        clientId: query.clientId,
        name: query.name,
        emprendeMainOnly: query.emprendeMainProcesses,
        page: query.page,
        limit: query.limit,
      });
      return pageOf(await summaries(rows), total, query);
    },

    async listPartial(query: { processStatus?: ProcessStatus; limit: number }): Promise<ProcessSummary[]> {
      const { rows } = await repository.list({
        statuses: query.processStatus ? [query.processStatus] : undefined,
        page: 1,
        limit: query.limit,
      });
      return summaries(rows);
    },

    async report(clientId?: string) {
      const counts = await repository.statusCounts(clientId);
      const of = (status: ProcessStatus) => counts.find((c) => c.status === status)?.n ?? 0;
      const people = await repository.distinctParticipants(clientId);
      return {
        totalProcesses: counts.reduce((sum, c) => sum + c.n, 0),
        draftProcesses: of('DRAFT'),
        kickoffProcesses: of('KICKOFF'),
        inProgressProcesses: of('IN_PROGRESS'),
        finalizedProcesses: of('FINALIZED'),
        mentorsCount: people.MENTOR,
        studentsCount: people.STUDENT,
      };
    },

    /**
     * A process for its staff (the route admits admins and the client's company admins). Members read their process
     * through their pair (GET /api/users/me/process/{pairId}, participation area).
     */
    async detail(id: string): Promise<ProcessDetail> {
      return detailOf(await existing(id));
    },

    async update(id: string, payload: UpdateProcessPayload, logo?: Buffer): Promise<ProcessDetail> {
      const current = await existingRow(id);
      if (current.status === 'FINALIZED') throw notEditable();
      const changes: ProcessChanges = {};
      const setupOnly = !!payload.general || !!payload.networking;
      if (payload.general) {
        if (!SETUP_STATUSES.includes(current.status)) {
          throw new AppError(processErrorTypes.notEditable, 409, a.generalNotEditable);
        }
        await checkGeneral(payload.general, id);
        const { clientId, name } = payload.general;
        // Only a new name or client is checked, so a process that already shared its name can still be edited.
        if (clientId !== current.clientId || !sameProcessName(name, current.name)) {
          const names = await repository.clientProcessNames(clientId, id);
          if (names.some((other) => sameProcessName(other, name))) throw duplicateName();
        }
        Object.assign(changes, generalColumns(payload.general));
      }
      if (payload.ownerId) {
        await checkOwner(payload.ownerId);
        changes.ownerId = payload.ownerId;
      }
      if (payload.estimatedEndDate) changes.estimatedEndDate = payload.estimatedEndDate;
      const start = changes.estimatedStartDate ?? current.estimatedStartDate;
      if (changes.estimatedEndDate && changes.estimatedEndDate < start) throw invalid(m.endBeforeStart);
      if (payload.networking) {
        if (!SETUP_STATUSES.includes(current.status)) {
          throw new AppError(processErrorTypes.notEditable, 409, a.networkingNotEditable);
        }
        const services = changes.serviceTypes ?? current.serviceTypes;
        if (!services.includes('NETWORKING')) throw invalid(a.networkingNotOffered);
        changes.networking = payload.networking;
      }
      const logoKey = logo ? await storeLogo(logo) : undefined;
      if (logoKey) changes.logoKey = logoKey;
      try {
        await writeIn(id, setupOnly ? SETUP_STATUSES : NOT_FINALIZED, changes, notEditable);
      } catch (error) {
        await deleteFile(logoKey);
        throw error;
      }
      if (logoKey) await deleteFile(current.logoKey);
      return detailById(id);
    },

    /** Wizard step 2: the chosen campuses together must serve both mentees and mentors. */
    async setCampuses(id: string, campusIds: string[]): Promise<ProcessDetail> {
      const current = await existingRow(id);
      if (current.status === 'FINALIZED') throw notEditable();
      if (!SETUP_STATUSES.includes(current.status)) {
        throw new AppError(processErrorTypes.notEditable, 409, a.campusNotEditable);
      }
      const unique = [...new Set(campusIds)];
      const found = await repository.campusRoles(unique);
      if (found.length !== unique.length) throw invalid(a.campusNotFound);
      const roles = new Set(found.map((c) => c.role));
      const forMentees = roles.has('STUDENT') || roles.has('STUDENT_MENTOR');
      const forMentors = roles.has('MENTOR') || roles.has('STUDENT_MENTOR') || roles.has('INTERNAL_EXTERNAL_MENTOR');
      if (!forMentees || !forMentors) throw invalid(m.campus);
      if (!(await repository.replaceCampuses(id, SETUP_STATUSES, unique))) {
        throw new AppError(processErrorTypes.notEditable, 409, a.campusNotEditable);
      }
      return detailById(id);
    },

    async setSessionsDateRanges(id: string, sessionsDates: SessionDateRange[]): Promise<{ message: string }> {
      const current = await existingRow(id);
      if (current.status === 'FINALIZED') throw notEditable();
      if (!current.serviceTypes.includes('MENTORING')) throw invalid(a.sessionsOnlyMentoring);
      const sorted = [...sessionsDates].sort((x, y) => x.sessionNumber - y.sessionNumber);
      if (sorted.some((s, i) => s.sessionNumber !== i + 2)) throw invalid(a.sessionNumbers);
      if (sorted.some((s) => s.end < s.start)) throw invalid(a.sessionEndBeforeStart);
      await writeIn(id, NOT_FINALIZED, { sessionsDateRanges: sorted }, notEditable);
      return { message: a.sessionsUpdated };
    },

    /** Only a draft can be deleted; its logo goes with it. */
    async delete(id: string): Promise<void> {
      const current = await existingRow(id);
      if (current.status !== 'DRAFT') {
        throw new AppError(processErrorTypes.deleteNotAllowed, 409, m.deleteNotAllowed);
      }
      const deleted = await repository.deleteDraft(id);
      if (!deleted) {
        await existingRow(id);
        throw new AppError(processErrorTypes.deleteNotAllowed, 409, m.deleteNotAllowed);
      }
      await deleteFile(deleted.logoKey);
    },

    /** Spec 001 §4: kickoff, draft, start and finalize, each written only from the state it leaves. */
    async transition(
      id: string,
      action: ProcessAction,
      { confirmUnpaired = false }: { confirmUnpaired?: boolean } = {},
    ): Promise<{ message: string; process: ProcessDetail }> {
      const current = await existingRow(id);
      const to = nextProcessStatus(current.status, action);
      if (!to) throw refusedTransition(current.status, action);
      const changes: ProcessChanges & { status: ProcessStatus } = { status: to };
      const refusalOf =
        action === 'kickoff'
          ? kickoffRefusal
          : action === 'start'
            ? (p: ProcessRow, tx?: Database) => startRefusal(p, confirmUnpaired, tx)
            : undefined;
      const refuseIfNotReady = async (p: ProcessRow, tx?: Database) => {
        const refusal = await refusalOf?.(p, tx);
        if (refusal) throw refusal;
      };
      await refuseIfNotReady(current);
      if (action === 'start') changes.startDate = now();
      if (action === 'finalize') changes.endDate = now();
      // Back to draft deletes the pairs (and their sessions) in the same transaction (spec 001 §4).
      const row = await repository.updateIn(id, [current.status], changes, {
        // Readiness again under the process row's lock: a pair or participant changed meanwhile cannot slip past it.
        guard: refusalOf && refuseIfNotReady,
        deletePairs: action === 'draft',
        alongside:
          action === 'start'
            ? announceStart
            : action === 'finalize'
              ? async (row, tx) => void (await certificates.issueOnFinalization(row.id, tx))
              : undefined,
      });
      if (!row) {
        const now = await existingRow(id);
        throw refusedTransition(now.status, action);
      }
      const messages: Record<ProcessAction, string> = {
        kickoff: m.toKickoffConfirmed,
        draft: m.toDraft,
        start: m.started,
        finalize: m.finalized,
      };
      return { message: messages[action], process: await detailById(id) };
    },

    // ── Company admins (spec 001 §2 "Company-admin screens") ──

    async companyAdminProcesses(viewer: Viewer, query: CompanyAdminProcessesQuery) {
      const clientId = await repository.clientIdOfUser(viewer.userId);
      if (!clientId) return { inProgressCount: 0, finalizedCount: 0, inProgress: [], finalized: [] };
      const inProgress = await repository.list({
        statuses: ['IN_PROGRESS'],
        clientId,
        page: query.inProgressPage,
        limit: query.limit,
      });
      const finalized = await repository.list({
        statuses: ['FINALIZED'],
        clientId,
        page: query.finalizedPage,
        limit: query.limit,
      });
      return {
        inProgressCount: inProgress.total,
        finalizedCount: finalized.total,
        inProgress: await summaries(inProgress.rows),
        finalized: await summaries(finalized.rows),
      };
    },

    /** A process of the company admin's own client (the route admits only them). */
    async companyAdminProcess(id: string): Promise<ProcessDetail> {
      return detailOf(await existing(id));
    },
  };
}
export type ProcessesService = ReturnType<typeof createProcessesService>;
