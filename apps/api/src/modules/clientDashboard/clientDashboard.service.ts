import {
  answeredQuestionsOf,
  clientDashboardErrorTypes,
  clientDashboardMessages,
  defaultMdiSubType,
  eventAttendancePercentage,
  genderLabels,
  mdiSubTypes,
  measurementResponseSummary,
  mentorTypeLabels,
  participantRoles,
  processProgress,
  processStatusLabels,
  questionGroupSchema,
  questionScale,
  rateScaleMax,
  responsePercentage,
  type ClientDashboard,
  type DashboardCount,
  type Gender,
  type MentorType,
  type DashboardSession,
  type RateComparison,
  type Staffing,
} from '@enlaza/contract';
import { badRequest, notFound } from '../../plugins/errors';
import type { Viewer } from '../access';
import type { ClientDashboardRepository, StaffingDimension } from './clientDashboard.repository';

type StaffingRow = Awaited<ReturnType<ClientDashboardRepository['staffing']>>[number];

const round2 = (n: number) => Math.round(n * 100) / 100;
const byCountThenLabel = (a: DashboardCount, b: DashboardCount) =>
  b.count - a.count || a.label.localeCompare(b.label, 'es');

function countsOf(rows: StaffingRow[], dimension: StaffingDimension, label: (key: string | null) => string) {
  return rows
    .filter((row) => row.dimension === dimension)
    .map((row) => ({ key: row.key, label: label(row.key), count: row.n }))
    .sort(byCountThenLabel);
}

function staffingOf(rows: StaffingRow[]): Staffing {
  const declared = (key: string | null) => key ?? clientDashboardMessages.notDeclared;
  const counted = new Map(rows.filter((r) => r.dimension === 'role').map((r) => [r.key, r.n]));
  return {
    people: rows.find((row) => row.dimension === 'people')?.n ?? 0,
    byRole: participantRoles.map((role) => ({
      key: role,
      label: role === 'MENTOR' ? 'Mentoras' : 'Mentees',
      count: counted.get(role) ?? 0,
    })),
    byGender: countsOf(rows, 'gender', (key) =>
      key ? genderLabels[key as Gender] : declared(key),
    ) as Staffing['byGender'],
    byBusinessArea: countsOf(rows, 'area', declared),
    byBusinessLevel: countsOf(rows, 'level', declared),
    mentorTypes: countsOf(rows, 'mentorType', (key) =>
      key ? mentorTypeLabels[key as MentorType] : declared(key),
    ) as Staffing['mentorTypes'],
  };
}

export function createClientDashboardService({
  repository,
  now = () => new Date(),
}: {
  repository: ClientDashboardRepository;
  now?: () => Date;
}) {
  /** The session feedbacks' figures: response rate, and the rating questions' mean and share of their scale. */
  async function sessionFeedbackOf(clientId: string): Promise<DashboardSession[]> {
    const [invitations, numbers] = await Promise.all([
      repository.sessionFeedbackInvitations(clientId),
      repository.sessionFeedbackNumbers(clientId),
    ]);
    const questionaryIds = [...new Set(numbers.map((n) => n.questionaryId!))];
    // A rating's scale, by questionary and question: only RATE questions count as satisfaction.
    const scales = new Map<string, { start: number; end: number }>();
    for (const { id, structure } of await repository.questionaryStructures(questionaryIds)) {
      const groups = questionGroupSchema.array().safeParse(structure).data ?? [];
      for (const { question, group } of answeredQuestionsOf(groups)) {
        const scale = question.type === 'RATE' ? questionScale(question, group) : null;
        if (scale && scale.end > scale.start) scales.set(`${id}:${question.id}`, scale);
      }
    }
    const sessionNumbers = [...new Set([...invitations, ...numbers].map((row) => row.sessionNumber))].sort(
      (a, b) => a - b,
    );
    return sessionNumbers.map((sessionNumber) => {
      const sent = invitations.find((row) => row.sessionNumber === sessionNumber);
      let ratings = 0;
      let sum = 0;
      let shareOfScale = 0;
      for (const row of numbers) {
        const scale = row.sessionNumber === sessionNumber && scales.get(`${row.questionaryId}:${row.questionId}`);
        if (!scale) continue;
        ratings += row.answers;
        sum += row.total;
        shareOfScale += (row.total - row.answers * scale.start) / (scale.end - scale.start);
      }
      return {
        sessionNumber,
        invited: sent?.invited ?? 0,
        answered: sent?.answered ?? 0,
        responseRate: responsePercentage(sent?.answered ?? 0, sent?.invited ?? 0),
        ratings,
        meanRating: ratings ? round2(sum / ratings) : null,
        satisfaction: ratings ? Math.round((shareOfScale / ratings) * 100) : null,
      };
    });
  }

  return {
    /**
     * The client whose panel the viewer reads: an admin names it (400 without, 404 for an unknown one); a company
     * admin always reads her own (the access policy has refused her any other).
     */
    async clientOf(viewer: Viewer, clientId: string | undefined) {
      if (viewer.role !== 'ADMIN') {
        const own = await repository.clientOfUser(viewer.userId);
        if (!own) throw notFound(clientDashboardErrorTypes.clientNotFound, clientDashboardMessages.clientNotFound);
        return own;
      }
      if (!clientId) throw badRequest(clientDashboardErrorTypes.clientRequired, clientDashboardMessages.clientRequired);
      const client = await repository.findClient(clientId);
      if (!client) throw notFound(clientDashboardErrorTypes.clientNotFound, clientDashboardMessages.clientNotFound);
      return client;
    },

    /** GET /api/client-dashboard: the four panels of 'Panel General Empresa' over the client's real figures. */
    async dashboard(viewer: Viewer, clientId: string | undefined): Promise<ClientDashboard> {
      const client = await this.clientOf(viewer, clientId);
      const [staffing, processRows, attendance, sessionFeedback, progress, objectives] = await Promise.all([
        repository.staffing(client.id),
        repository.processes(client.id),
        repository.attendance(client.id, now()),
        sessionFeedbackOf(client.id),
        repository.measurementProgress(client.id),
        repository.objectiveMeans(client.id),
      ]);
      const withMdi = processRows.filter((row) => row.mdiId !== null);

      return {
        client: { clientId: client.id, name: client.name },
        staffing: staffingOf(staffing),
        processes: processRows.map((row) => {
          const held = attendance.find((a) => a.processId === row.processId);
          return {
            processId: row.processId,
            name: row.name,
            status: row.status,
            statusLabel: processStatusLabels[row.status],
            progress: processProgress(row.sessionsDone, row.activePairs, row.sessionsPerPair),
            activePairs: row.activePairs,
            sessionsPerPair: row.sessionsPerPair,
            sessionsDone: row.sessionsDone,
            attendance: held ? eventAttendancePercentage(held.attendees, held.eligible) : null,
            heldEvents: held?.heldEvents ?? 0,
          };
        }),
        sessionFeedback,
        impact: withMdi.map((row) => {
          const ofProcess = objectives.filter((o) => o.processId === row.processId);
          const compared = new Map<string, RateComparison>();
          for (const o of ofProcess) {
            const key = `${o.role}:${o.questionId}`;
            const entry = compared.get(key) ?? {
              questionId: o.questionId,
              question: o.question,
              role: o.role,
              scaleMax: rateScaleMax(o.alternatives),
              baseline: null,
              baselineAnswers: 0,
              postProcess: null,
              postProcessAnswers: 0,
            };
            if (o.subType === 'BASELINE') Object.assign(entry, { baseline: o.mean, baselineAnswers: o.answers });
            else Object.assign(entry, { postProcess: o.mean, postProcessAnswers: o.answers });
            compared.set(key, entry);
          }
          return {
            processId: row.processId,
            name: row.name,
            measurements: mdiSubTypes.map((subType) => {
              const tally = progress.find((c) => c.processId === row.processId && c.subType === subType);
              return measurementResponseSummary({
                subType,
                inMdi: row.mdiMeasurements.some((m) => (m.subType ?? defaultMdiSubType(m.position)) === subType),
                sentAt: tally?.firstSentAt?.toISOString() ?? null,
                total: tally?.total ?? 0,
                completed: tally?.completed ?? 0,
              });
            }),
            // Mentees' objectives first, then the mentors'; each by its question's text.
            objectives: [...compared.values()].sort(
              (a, b) =>
                participantRoles.indexOf(b.role) - participantRoles.indexOf(a.role) ||
                a.question.localeCompare(b.question, 'es'),
            ),
          };
        }),
      };
    },
  };
}
export type ClientDashboardService = ReturnType<typeof createClientDashboardService>;
