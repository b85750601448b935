import {
  isSessionDone,
  pairingErrorTypes,
  isSessionEnabled,
  processAreaMessages,
  processErrorTypes,
  processProgress,
  processReportMessages,
  processServiceTypeLabels,
  processStatusLabels,
  sessionStatusLabels,
  sessionStatuses,
  type QuestionaryInvitationStatus,
  type ProcessTracking,
  type processTrackingQuerySchema,
  type SessionStatus,
  type TrackingPair,
  isResourceId,
} from '@enlaza/contract';
import type { z } from 'zod';
import type { MentorshipInfo } from '../../db/schema/users';
import { notFound } from '../../plugins/errors';
import {
  pairsWorkbook,
  participantsWorkbook,
  sessionsWorkbook,
  summaryPdf,
  type PairExportRow,
  type ParticipantExportRow,
  type SessionExportRow,
} from './processReports.documents';
import type { ProcessReportsRepository } from './processReports.repository';

export type TrackingQuery = z.output<typeof processTrackingQuerySchema>;
export interface Viewer {
  userId: string;
  role: string;
}

/** Spec 001 §6: an external mentor's contact is '-' for anyone but an admin. */
const MASK = '-';
const isExternal = (info: MentorshipInfo | null) => info?.mentorType === 'EXTERNAL';

/** One session as the tracking tab shows it. */
type TrackingSession = TrackingPair['sessions'][number];

type StoredSession = {
  sessionNumber: number;
  status: SessionStatus;
  scheduleDate: Date | null;
  completedAt: Date | null;
  guideStatus: QuestionaryInvitationStatus | null;
};

/** Sessions 1..n of one pair, untouched ones as PENDING_NO_DATE, each with whether it is enabled yet. */
function sessionsOfPair(stored: StoredSession[], sessionsPerPair: number): Array<TrackingSession & StoredSessionDates> {
  const byNumber = new Map(stored.map((s) => [s.sessionNumber, s]));
  const count = Math.max(sessionsPerPair, ...stored.map((s) => s.sessionNumber), 0);
  const statuses: SessionStatus[] = [];
  for (let n = 1; n <= count; n += 1) statuses.push(byNumber.get(n)?.status ?? 'PENDING_NO_DATE');
  return statuses.map((status, i) => {
    const s = byNumber.get(i + 1);
    return {
      sessionNumber: i + 1,
      status,
      enabled: isSessionEnabled(i + 1, statuses),
      scheduleDate: s?.scheduleDate?.toISOString() ?? null,
      completedAt: s?.completedAt?.toISOString() ?? null,
      guideStatus: s?.guideStatus ?? null,
      scheduleAt: s?.scheduleDate ?? null,
      completedOn: s?.completedAt ?? null,
    };
  });
}
interface StoredSessionDates {
  scheduleAt: Date | null;
  completedOn: Date | null;
}

export function createProcessReportsService({ repository }: { repository: ProcessReportsRepository }) {
  /** The process a report is about (its route admits the process's staff); unknown 404. */
  async function existingProcess(id: string) {
    const found = isResourceId(id) ? await repository.findProcess(id) : undefined;
    if (!found) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    return found;
  }
  type FoundProcess = Awaited<ReturnType<typeof existingProcess>>;

  /** The guide's session count, or the dynamic guide's. */
  const sessionsPerPairOf = (found: FoundProcess) =>
    repository.sessionsPerPair({ mentorshipId: found.process.mentorshipId, dynamicSessions: found.dynamicSessions });

  async function pairsWithSessions(
    rows: Awaited<ReturnType<ProcessReportsRepository['allPairs']>>,
    sessionsPerPair: number,
  ) {
    const stored = await repository.sessionsOf(rows.map((r) => r.pairId));
    const byPair = new Map<string, StoredSession[]>();
    for (const s of stored) byPair.set(s.pairId, [...(byPair.get(s.pairId) ?? []), s]);
    return rows.map((row) => ({ row, sessions: sessionsOfPair(byPair.get(row.pairId) ?? [], sessionsPerPair) }));
  }

  async function progressOf(processId: string, sessionsPerPair: number) {
    const { activePairs, completedSessions } = await repository.progressCounts(processId, sessionsPerPair);
    return {
      activePairs,
      completedSessions,
      progress: processProgress(completedSessions, activePairs, sessionsPerPair),
    };
  }

  return {
    async tracking(id: string, query: TrackingQuery, viewer: Viewer): Promise<ProcessTracking> {
      const found = await existingProcess(id);
      const sessionsPerPair = await sessionsPerPairOf(found);
      const { activePairs, completedSessions, progress } = await progressOf(id, sessionsPerPair);
      const reached = await repository.doneSessionsPerActivePair(id, sessionsPerPair);
      const pairsBySessionsReached = Array.from({ length: sessionsPerPair + 1 }, () => 0);
      for (const r of reached) pairsBySessionsReached[Math.min(r.reached, sessionsPerPair)]! += r.pairs;
      const page = await repository.pairPage(id, query);
      const isAdmin = viewer.role === 'ADMIN';
      const pairs: TrackingPair[] = (await pairsWithSessions(page.rows, sessionsPerPair)).map(({ row, sessions }) => ({
        pairId: row.pairId,
        student: { userId: row.studentId, name: row.studentName, lastName: row.studentLastName },
        mentor: {
          userId: row.mentorId,
          name: row.mentorName,
          lastName: row.mentorLastName,
          email: !isAdmin && isExternal(row.mentorInfo) ? MASK : row.mentorEmail,
        },
        affinity: row.affinity === null ? null : Math.round(row.affinity),
        disabled: row.disabled,
        sessions: sessions.map(({ scheduleAt: _s, completedOn: _c, ...session }) => session),
        sessionReached: sessions.filter((s) => s.sessionNumber <= sessionsPerPair && isSessionDone(s.status)).length,
      }));
      return {
        progress,
        sessionsPerPair,
        completedSessions,
        activePairs,
        pairsBySessionsReached,
        pairs,
        totalDocs: page.total,
        page: query.page,
        limit: query.limit,
      };
    },

    async participantsExport(id: string, viewer: Viewer) {
      const found = await existingProcess(id);
      const isAdmin = viewer.role === 'ADMIN';
      const rows: ParticipantExportRow[] = (await repository.participants(id)).map((p) => {
        const hide = !isAdmin && isExternal(p.mentorInfo);
        return {
          role: p.role,
          invitationStatus: p.invitationStatus,
          invitationMailCount: p.invitationMailCount,
          removed: p.removedAt !== null,
          name: p.name,
          lastName: p.lastName,
          email: hide ? MASK : p.email,
          cellphone: hide ? MASK : (p.cellphone ?? ''),
          company: p.company ?? '',
          businessArea: p.businessArea ?? '',
          businessPosition: p.businessPosition ?? '',
          campus: p.campus ?? '',
        };
      });
      return { processName: found.process.name, workbook: await participantsWorkbook(rows) };
    },

    async sessionsExport(id: string) {
      const found = await existingProcess(id);
      const sessionsPerPair = await sessionsPerPairOf(found);
      const rows: SessionExportRow[] = [];
      for (const { row, sessions } of await pairsWithSessions(await repository.allPairs(id), sessionsPerPair)) {
        for (const s of sessions) {
          rows.push({
            student: `${row.studentName} ${row.studentLastName}`.trim(),
            mentor: `${row.mentorName} ${row.mentorLastName}`.trim(),
            sessionNumber: s.sessionNumber,
            status: s.status,
            scheduleDate: s.scheduleAt,
            completedAt: s.completedOn,
            guideStatus: s.guideStatus,
            pairDisabled: row.disabled,
          });
        }
      }
      return { processName: found.process.name, workbook: await sessionsWorkbook(rows) };
    },

    /** The 'Duplas' workbook: one row per pair, active first; 404 while the process has no pairs. */
    async pairsExport(id: string, viewer: Viewer) {
      const found = await existingProcess(id);
      const sessionsPerPair = await sessionsPerPairOf(found);
      const stored = await repository.pairsForExport(id, sessionsPerPair);
      if (stored.length === 0) throw notFound(pairingErrorTypes.notFound, processReportMessages.noPairs);
      const isAdmin = viewer.role === 'ADMIN';
      const rows: PairExportRow[] = stored.map((row) => ({
        student: `${row.studentName} ${row.studentLastName}`.trim(),
        studentEmail: row.studentEmail,
        mentor: `${row.mentorName} ${row.mentorLastName}`.trim(),
        mentorEmail: !isAdmin && isExternal(row.mentorInfo) ? MASK : row.mentorEmail,
        affinity: row.affinity,
        breakdown: row.affinityBreakdown,
        sessionsDone: Number(row.sessionsDone),
        sessionsPerPair,
        disabled: row.disabled,
      }));
      return { processName: found.process.name, workbook: await pairsWorkbook(rows) };
    },

    async summary(id: string, viewer: Viewer, options: { compress?: boolean } = {}): Promise<Buffer> {
      const found = await existingProcess(id);
      const p = found.process;
      const sessionsPerPair = await sessionsPerPairOf(found);
      const { activePairs, progress } = await progressOf(id, sessionsPerPair);
      const counts = await repository.participantCounts(id);
      const statusCounts = await repository.sessionStatusCounts(id);
      const events = await repository.eventsWithAttendance(id);
      const coordinator = found.ownerName !== null ? `${found.ownerName} ${found.ownerLastName ?? ''}`.trim() : '—';
      return summaryPdf(
        {
          name: p.name,
          client: found.clientName,
          coordinator,
          status: processStatusLabels[p.status],
          services: p.serviceTypes.map((s) => processServiceTypeLabels[s]).join(', '),
          guide: found.mentorshipName ?? found.dynamicMentorshipName ?? '—',
          mdi: found.mdiName ?? 'Proceso sin MDI',
          sessionFeedback: found.bundleName ?? '—',
          estimatedStartDate: p.estimatedStartDate,
          estimatedEndDate: p.estimatedEndDate,
          startDate: p.startDate,
          endDate: p.endDate,
          mentors: counts.mentors,
          students: counts.students,
          activePairs,
          sessionsPerPair,
          progress,
          sessionsByStatus: sessionStatuses.map((status) => ({
            label: sessionStatusLabels[status],
            count: statusCounts.find((c) => c.status === status)?.n ?? 0,
          })),
          events: events.map((e) => ({ name: e.name, date: e.eventDate, roles: e.roles, attendees: e.attendees })),
          generatedAt: new Date(),
        },
        options,
      );
    },
  };
}
export type ProcessReportsService = ReturnType<typeof createProcessReportsService>;
