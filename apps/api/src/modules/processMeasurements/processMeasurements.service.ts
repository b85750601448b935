import {
  autoSendDate,
  daysSinceProcessStart,
  defaultMdiSubType,
  MDI_RESEND_TIMEOUT_DAYS,
  MDI_RESENDS_MAX,
  mdiSubTypeLabels,
  mdiSubTypes,
  measurementStatusMessages,
  processAreaMessages,
  processErrorTypes,
  processMeasurementErrorTypes as errorTypes,
  processMeasurementMessages as m,
  type MdiSubType,
  type MeasurementStatusRequest,
  type ProcessMeasurement,
  type ProcessMeasurements,
  type ProcessStatus,
  type SendMeasurementResponse,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { Database } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { answerInvitationMail, type AnswerTokens } from '../answers';
import type { MeasurementSendRow, ProcessMeasurementsRepository, Recipient } from './processMeasurements.repository';

type ProcessRow = NonNullable<Awaited<ReturnType<ProcessMeasurementsRepository['findProcess']>>>;
interface PlannedMeasurement {
  measurementId: string;
  name: string;
  subType: MdiSubType;
  autoSend: boolean;
}

/** The baseline goes out in pre-kickoff (or in progress if it was missed); later ones once the process runs. */
const BASELINE_STATUSES: ProcessStatus[] = ['KICKOFF', 'IN_PROGRESS'];
const LATER_STATUSES: ProcessStatus[] = ['IN_PROGRESS', 'FINALIZED'];

const conflict = (type: string, message: string) => new AppError(type, 409, message);
const isSubType = (value: string | null): value is MdiSubType =>
  value !== null && (mdiSubTypes as readonly string[]).includes(value);

interface Deps {
  repository: ProcessMeasurementsRepository;
  answerTokens: AnswerTokens;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createProcessMeasurementsService({
  repository,
  answerTokens,
  mailer,
  config,
  log,
  now = () => new Date(),
}: Deps) {
  const processNotFound = () => notFound(processErrorTypes.notFound, processAreaMessages.notFound);

  async function existing(id: string): Promise<ProcessRow> {
    const found = await repository.findProcess(id);
    if (!found) throw processNotFound();
    return found;
  }

  /**
   * The MDI's measurements in order, each with the sub-type it is sent as (its own, else its position's). Positions
   * past the four sub-types are not sent from a process, and a sub-type repeated later in the MDI is the first one's.
   */
  async function planOf(mdiId: string): Promise<PlannedMeasurement[]> {
    const rows = await repository.measurementsOf(mdiId);
    const seen = new Set<MdiSubType>();
    const plan: PlannedMeasurement[] = [];
    for (const row of rows) {
      const subType = isSubType(row.subType) ? row.subType : defaultMdiSubType(row.position);
      if (!subType || seen.has(subType)) continue;
      seen.add(subType);
      plan.push({ measurementId: row.id, name: row.name, subType, autoSend: row.autoSend });
    }
    return plan;
  }

  const daysSinceStart = (p: ProcessRow) => daysSinceProcessStart(p.startDate ?? p.estimatedStartDate, now());

  /** Why this measurement cannot be sent now, or null. */
  function sendRefusal(p: ProcessRow, plan: PlannedMeasurement[], sends: MeasurementSendRow[], subType: MdiSubType) {
    if (!plan.some((item) => item.subType === subType)) return badRequest(errorTypes.notInMdi, m.notInMdi);
    const sent = new Set(sends.map((s) => s.subType));
    if (sent.has(subType)) return conflict(errorTypes.alreadySent, m.alreadySent);
    const next = plan.find((item) => !sent.has(item.subType));
    if (next?.subType !== subType) return conflict(errorTypes.outOfOrder, m.outOfOrder);
    if (subType === 'BASELINE' && !BASELINE_STATUSES.includes(p.status)) {
      return conflict(errorTypes.wrongStatus, m.baselineStatus);
    }
    if (subType !== 'BASELINE' && !LATER_STATUSES.includes(p.status)) {
      return conflict(errorTypes.wrongStatus, m.laterStatus);
    }
    return null;
  }

  /** Why this measurement cannot be resent now, or null. */
  function resendRefusal(p: ProcessRow, plan: PlannedMeasurement[], sends: MeasurementSendRow[], subType: MdiSubType) {
    if (!plan.some((item) => item.subType === subType)) return badRequest(errorTypes.notInMdi, m.notInMdi);
    const send = sends.find((s) => s.subType === subType);
    if (!send) return conflict(errorTypes.notSent, m.notSent);
    if (send.resendCount >= MDI_RESENDS_MAX) return conflict(errorTypes.resendsExhausted, m.resendsExhausted);
    if (daysSinceStart(p) >= MDI_RESEND_TIMEOUT_DAYS) return conflict(errorTypes.resendTimedOut, m.resendTimedOut);
    return null;
  }

  /** Refuses with `refusalOf` what the process and its sends (read in `tx`) no longer allow. */
  const guardedBy =
    (refusalOf: typeof sendRefusal, plan: PlannedMeasurement[], subType: MdiSubType) =>
    async (p: ProcessRow | undefined, tx?: Database) => {
      if (!p) throw processNotFound();
      const refusal = refusalOf(p, plan, await repository.sendsOf(p.id, tx), subType);
      if (refusal) throw refusal;
    };

  async function withMdi(id: string) {
    const p = await existing(id);
    if (!p.mdiId) throw badRequest(errorTypes.noMdi, m.noMdi);
    return { p, mdiId: p.mdiId };
  }

  /**
   * Writes the measurement mails to the outbox in the transaction that creates the invitations: each person gets the
   * link to answer their own invitation (`/answer/{id}?usertoken=...`).
   */
  async function mailAll(
    p: ProcessRow,
    recipients: Recipient[],
    invitationIdOf: Map<string, string>,
    subType: MdiSubType,
    tx: Database,
  ) {
    const brand = brandOf(config, p.isMentorup);
    const mails = [];
    for (const r of recipients) {
      const invitationId = invitationIdOf.get(r.userId);
      if (!invitationId) continue;
      mails.push(
        answerInvitationMail({
          brand,
          to: r.email,
          name: r.name,
          subject: m.mailSubject,
          body: m.mailBody(mdiSubTypeLabels[subType], p.name),
          invitationId,
          userToken: await answerTokens.sign({ userId: r.userId, invitationId }),
        }),
      );
    }
    await mailer.send(mails, tx);
    return mails.length;
  }

  const endDateOf = (p: ProcessRow) => (p.endDate ? p.endDate.toISOString() : p.estimatedEndDate);

  /** Whether a measurement marked 'Envío automático' is due now (see autoSendDate in the contract). */
  function autoSendDue(p: ProcessRow, item: PlannedMeasurement, at: Date): boolean {
    if (!item.autoSend) return false;
    if (item.subType === 'BASELINE') {
      return BASELINE_STATUSES.includes(p.status) && daysSinceStart(p) < MDI_RESEND_TIMEOUT_DAYS;
    }
    const due = autoSendDate(item.subType, endDateOf(p));
    return due !== null && LATER_STATUSES.includes(p.status) && due <= at.toISOString().slice(0, 10);
  }

  const service = {
    /** The process's measurements and their sends. */
    async list(id: string): Promise<ProcessMeasurements> {
      const p = await existing(id);
      const days = daysSinceStart(p);
      const base = { processId: p.id, resendsMax: MDI_RESENDS_MAX, daysSinceStart: days };
      if (!p.mdiId) return { ...base, mdi: null, measurements: [] };
      const mdi = await repository.findMdi(p.mdiId);
      const plan = await planOf(p.mdiId);
      const sends = await repository.sendsOf(p.id);
      const counts = await repository.invitationCounts(p.id);
      const measurements = plan.map((item): ProcessMeasurement => {
        const send = sends.find((s) => s.subType === item.subType);
        const tally = counts.find((c) => c.subType === item.subType);
        const cannotSend = send ? null : sendRefusal(p, plan, sends, item.subType);
        const cannotResend = send ? resendRefusal(p, plan, sends, item.subType) : null;
        return {
          measurementId: item.measurementId,
          subType: item.subType,
          name: item.name,
          label: mdiSubTypeLabels[item.subType],
          sent: send
            ? {
                firstSentAt: send.firstSentAt.toISOString(),
                lastSentAt: send.lastSentAt.toISOString(),
                resendCount: send.resendCount,
              }
            : null,
          invitationsSent: tally?.sent ?? 0,
          invitationsCompleted: tally?.completed ?? 0,
          canSend: !send && !cannotSend,
          sendBlockedReason: send ? m.alreadySent : (cannotSend?.message ?? null),
          canResend: !!send && !cannotResend,
          resendBlockedReason: send ? (cannotResend?.message ?? null) : m.notSent,
          autoSend: item.autoSend,
          autoSendOn: item.autoSend ? autoSendDate(item.subType, endDateOf(p)) : null,
        };
      });
      return { ...base, mdi: mdi ? { mdiId: mdi.id, name: mdi.name } : null, measurements };
    },

    /** First send: one invitation per confirmed participant and the send record, together; then the mails. */
    async send(id: string, subType: MdiSubType): Promise<SendMeasurementResponse> {
      const { p, mdiId } = await withMdi(id);
      const plan = await planOf(mdiId);
      const measurement = plan.find((item) => item.subType === subType);
      const refuseSend = guardedBy(sendRefusal, plan, subType);
      await refuseSend(p);
      if (!measurement) throw badRequest(errorTypes.notInMdi, m.notInMdi);
      const { recipients, mailsSent } = await repository.transaction(async (tx) => {
        // Checked again under the process row's lock: the process cannot move on while its measurement goes out.
        await repository.lockProcess(p.id, refuseSend, tx);
        // A concurrent send of the same measurement loses here, before any invitation is written.
        if (!(await repository.insertSend(p.id, subType, tx))) throw conflict(errorTypes.alreadySent, m.alreadySent);
        const people = await repository.recipients(p.id, tx);
        const created = await repository.insertInvitations(
          people.map((r) => ({
            processId: p.id,
            userId: r.userId,
            userRole: r.role,
            subType,
            measurementId: measurement.measurementId,
          })),
          tx,
        );
        const invitationIdOf = new Map(created.map((c) => [c.userId, c.id]));
        return { recipients: people, mailsSent: await mailAll(p, people, invitationIdOf, subType, tx) };
      });
      return { message: m.sent, subType, invitationsCreated: recipients.length, mailsSent };
    },

    /**
     * Resend: mails again whoever has not answered, and invites confirmed participants who had no invitation yet
     * (confirmed after the first send).
     */
    async resend(id: string, subType: MdiSubType): Promise<SendMeasurementResponse> {
      const { p, mdiId } = await withMdi(id);
      const plan = await planOf(mdiId);
      const measurement = plan.find((item) => item.subType === subType);
      const refuseResend = guardedBy(resendRefusal, plan, subType);
      await refuseResend(p);
      if (!measurement) throw badRequest(errorTypes.notInMdi, m.notInMdi);
      const { mailsSent, created } = await repository.transaction(async (tx) => {
        // Checked again under the process row's lock: the start date the time limit counts from holds meanwhile.
        await repository.lockProcess(p.id, refuseResend, tx);
        if (!(await repository.countResend(p.id, subType, MDI_RESENDS_MAX, tx))) {
          throw conflict(errorTypes.resendsExhausted, m.resendsExhausted);
        }
        const people = await repository.recipients(p.id, tx);
        const invitations = await repository.invitationsOf(p.id, subType, tx);
        const statusOf = new Map(invitations.map((i) => [i.userId, i.status]));
        const newcomers = people.filter((r) => !statusOf.has(r.userId));
        const created = await repository.insertInvitations(
          newcomers.map((r) => ({
            processId: p.id,
            userId: r.userId,
            userRole: r.role,
            subType,
            measurementId: measurement.measurementId,
          })),
          tx,
        );
        const pending = people.filter((r) => !statusOf.has(r.userId) || statusOf.get(r.userId) === 'SENT');
        const invitationIdOf = new Map([
          ...invitations.flatMap((i) => (i.userId ? [[i.userId, i.id] as const] : [])),
          ...created.map((c) => [c.userId, c.id] as const),
        ]);
        return { mailsSent: await mailAll(p, pending, invitationIdOf, subType, tx), created: newcomers.length };
      });
      return { message: m.resent, subType, invitationsCreated: created, mailsSent };
    },

    /** PUT /api/process/{id}/mdi/status: an admin records a participant's measurement as answered, or reopens it. */
    async setStatus(id: string, input: MeasurementStatusRequest) {
      await withMdi(id);
      const done = await repository.setInvitationStatus(id, input.entitySubType, input.userId, input.status);
      if (!done) throw notFound(errorTypes.noInvitation, measurementStatusMessages.noInvitation);
      return {
        message:
          input.status === 'COMPLETED' ? measurementStatusMessages.completed : measurementStatusMessages.reopened,
        ...input,
      };
    },

    /**
     * The scheduled job: sends every measurement marked 'Envío automático' whose time has come, in order (only the
     * next unsent one of each process), under the same rules as a send by hand. Returns how many went out.
     */
    async sendDue(): Promise<number> {
      const at = now();
      let sent = 0;
      for (const processId of await repository.processesWithAutoSends()) {
        const p = await existing(processId);
        if (!p.mdiId) continue;
        const plan = await planOf(p.mdiId);
        const sends = await repository.sendsOf(p.id);
        const next = plan.find((item) => !sends.some((s) => s.subType === item.subType));
        if (!next || !autoSendDue(p, next, at) || sendRefusal(p, plan, sends, next.subType)) continue;
        try {
          await service.send(p.id, next.subType);
          sent += 1;
          log.info({ processId: p.id, subType: next.subType }, 'measurement sent automatically');
        } catch (error) {
          // Sent meanwhile by hand or by another instance, or the process moved on: the next run looks again.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return sent;
    },
  };
  return service;
}

export type ProcessMeasurementsService = ReturnType<typeof createProcessMeasurementsService>;
