import {
  defaultMdiSubType,
  mdiSubTypeLabels,
  mdiSubTypes,
  measurementResponseSummary,
  processAreaMessages,
  processErrorTypes,
  processMeasurementErrorTypes,
  processMeasurementMessages,
  type BankQuestion,
  type MdiResponsesList,
  type mdiResponsesQuerySchema,
  type MdiSubType,
  type MeasurementParticipant,
  type MeasurementReport,
  type MeasurementResponses,
  type MeasurementResponseSummary,
  type ParticipantRole,
} from '@enlaza/contract';
import type { z } from 'zod';
import type { MentorshipInfo } from '../../db/schema/users';
import { badRequest, notFound } from '../../plugins/errors';
import type { MdiResponsesRepository } from './mdiResponses.repository';
import { measurementDetailWorkbook } from './mdiResponses.workbook';
import { pageOf, pageWindow } from '../../db/pagination';

export type MdiResponsesQuery = z.output<typeof mdiResponsesQuerySchema>;
export interface Viewer {
  userId: string;
  role: string;
}

type MeasurementRow = Awaited<ReturnType<MdiResponsesRepository['measurementsOf']>>[number];
type QuestionRow = Awaited<ReturnType<MdiResponsesRepository['questionsByIds']>>[number];
interface Person {
  userId: string;
  name: string;
  lastName: string;
  email: string;
  cellphone: string | null;
  mentorshipInfo: MentorshipInfo | null;
}

/** Spec 001 §6: an external mentor's contact is '-' for anyone but an admin. */
const MASK = '-';
const hidesContact = (viewer: Viewer, person: Person) =>
  viewer.role !== 'ADMIN' && person.mentorshipInfo?.mentorType === 'EXTERNAL';

/**
 * The measurement of an MDI sent as `subType`: its own sub-type, else its position's; when two claim one, the first
 * (the rule the sends follow).
 */
function measurementFor(measurements: MeasurementRow[], subType: MdiSubType): MeasurementRow | undefined {
  return measurements.find((m) => (m.subType ?? defaultMdiSubType(m.position)) === subType);
}

const toBankQuestion = (row: QuestionRow): BankQuestion => ({
  questionId: row.id,
  question: row.question,
  type: row.type as BankQuestion['type'],
  alternatives: row.alternatives,
  other: row.other,
  alternativesMultiple: row.alternativesMultiple,
  rate: row.rate ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Mentors first, then by name (the order the rows arrive in). */
const mentorsFirst = <T extends { role: ParticipantRole }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.role === b.role ? 0 : a.role === 'MENTOR' ? -1 : 1));

export function createMdiResponsesService({ repository }: { repository: MdiResponsesRepository }) {
  /** The process and its MDI's measurement of `subType`; 404 for an unknown process, 400 when it has no such one. */
  async function measurementOf(processId: string, subType: MdiSubType) {
    const process = await repository.findProcess(processId);
    if (!process) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    if (!process.mdiId) {
      throw badRequest(processMeasurementErrorTypes.noMdi, processMeasurementMessages.noMdi);
    }
    const measurement = measurementFor(await repository.measurementsOf([process.mdiId]), subType);
    if (!measurement) throw badRequest(processMeasurementErrorTypes.notInMdi, processMeasurementMessages.notInMdi);
    return { process, measurement };
  }

  async function summaryOf(processId: string, subType: MdiSubType): Promise<MeasurementResponseSummary> {
    const [sends, counts] = await Promise.all([
      repository.sendsOf([processId]),
      repository.invitationCounts([processId]),
    ]);
    const tally = counts.find((c) => c.subType === subType);
    return measurementResponseSummary({
      subType,
      inMdi: true,
      sentAt: sends.find((s) => s.subType === subType)?.firstSentAt.toISOString() ?? null,
      total: tally?.total ?? 0,
      completed: tally?.completed ?? 0,
    });
  }

  /** Everyone invited to the measurement, and the confirmed participants who were not. */
  async function participantsOf(processId: string, subType: MdiSubType, viewer: Viewer) {
    const [invitations, active] = await Promise.all([
      repository.invitationsOf(processId, subType),
      repository.activeParticipants(processId),
    ]);
    const invited = new Set(invitations.map((i) => i.userId));
    const row = (person: Person, role: ParticipantRole, status: MeasurementParticipant['status']) => {
      const hide = hidesContact(viewer, person);
      return {
        userId: person.userId,
        name: person.name,
        lastName: person.lastName,
        email: hide ? MASK : person.email,
        cellphone: hide ? MASK : (person.cellphone ?? ''),
        role,
        status,
      };
    };
    const byName = (a: MeasurementParticipant, b: MeasurementParticipant) =>
      a.name.localeCompare(b.name, 'es') || a.lastName.localeCompare(b.lastName, 'es');
    return mentorsFirst(
      [
        ...invitations.map((i) => row(i, i.role as ParticipantRole, i.status === 'COMPLETED' ? 'COMPLETED' : 'SENT')),
        ...active.filter((p) => !invited.has(p.userId)).map((p) => row(p, p.role, 'NOT_SEND')),
      ].sort(byName),
    );
  }

  const service = {
    /** GET /api/mdi/mdisResponses: each process with an MDI and the figures of its four measurements. */
    async panel(query: MdiResponsesQuery): Promise<MdiResponsesList> {
      const term = query.searchFilter.trim();
      const search = term === '' || term === '.*' ? null : term;
      const { rows, total } = await repository.processesWithMdi({
        clientId: query.clientId,
        search,
        ...pageWindow(query),
      });
      const processIds = rows.map((r) => r.processId);
      const [measurements, sends, counts] = await Promise.all([
        repository.measurementsOf([...new Set(rows.map((r) => r.mdiId))]),
        repository.sendsOf(processIds),
        repository.invitationCounts(processIds),
      ]);
      return pageOf(
        rows.map((row) => {
          const ofMdi = measurements.filter((m) => m.mdiId === row.mdiId);
          return {
            processId: row.processId,
            name: row.name,
            status: row.status,
            client: { clientId: row.clientId, name: row.clientName },
            mdi: { mdiId: row.mdiId, name: row.mdiName },
            measurements: mdiSubTypes.map((subType) => {
              const send = sends.find((s) => s.processId === row.processId && s.subType === subType);
              const tally = counts.find((c) => c.processId === row.processId && c.subType === subType);
              return measurementResponseSummary({
                subType,
                inMdi: measurementFor(ofMdi, subType) !== undefined,
                sentAt: send?.firstSentAt.toISOString() ?? null,
                total: tally?.total ?? 0,
                completed: tally?.completed ?? 0,
              });
            }),
          };
        }),
        total,
        query,
      );
    },

    /** GET /api/mdi/responses/{processId}?subtype=: each participant of the measurement and whether they answered. */
    async responses(processId: string, subType: MdiSubType, viewer: Viewer): Promise<MeasurementResponses> {
      const { process } = await measurementOf(processId, subType);
      const [summary, participants] = await Promise.all([
        summaryOf(processId, subType),
        participantsOf(processId, subType, viewer),
      ]);
      return { processId, processName: process.name, summary, participants };
    },

    /** GET /api/mdi/listAnsweredMeasurementReport/{processId}/{mdiSubType}: the questions and each invitation's answers. */
    async report(processId: string, subType: MdiSubType, viewer: Viewer): Promise<MeasurementReport> {
      const { process, measurement } = await measurementOf(processId, subType);
      const questionRows = await repository.questionsByIds([
        ...new Set([...measurement.mentorQuestionIds, ...measurement.studentQuestionIds]),
      ]);
      const questionById = new Map(questionRows.map((row) => [row.id, toBankQuestion(row)]));
      // In the measurement's order; a question taken out of the bank since is left out.
      const resolve = (ids: string[]) => ids.flatMap((id) => questionById.get(id) ?? []);
      const invitations = await repository.invitationsOf(processId, subType);
      const answers = await repository.submittedAnswers(invitations.map((i) => i.invitationId));
      return {
        processId,
        processName: process.name,
        mdiSubType: subType,
        label: mdiSubTypeLabels[subType],
        measurementName: measurement.name,
        studentsQuestions: resolve(measurement.studentQuestionIds),
        mentorsQuestions: resolve(measurement.mentorQuestionIds),
        invitations: mentorsFirst(invitations.map((i) => ({ ...i, role: i.role as ParticipantRole }))).map((i) => ({
          invitationId: i.invitationId,
          userId: i.userId,
          user_role: i.role,
          status: i.status,
          completedAt: i.completedAt?.toISOString() ?? null,
          user: { name: i.name, lastName: i.lastName, email: hidesContact(viewer, i) ? MASK : i.email },
          Answers: answers.get(i.invitationId) ?? [],
        })),
      };
    },

    /** The 'Detalle-medición' workbook of one measurement. */
    async reportWorkbook(processId: string, subType: MdiSubType, viewer: Viewer): Promise<Buffer> {
      const [report, participants] = await Promise.all([
        service.report(processId, subType, viewer),
        participantsOf(processId, subType, viewer),
      ]);
      return measurementDetailWorkbook(report, participants);
    },
  };
  return service;
}

export type MdiResponsesService = ReturnType<typeof createMdiResponsesService>;
