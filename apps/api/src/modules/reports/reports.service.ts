import {
  changeSentence,
  invitationSubTypeLabel,
  mdiSubTypeLabels,
  mdiSubTypes,
  responseLight,
  responsePercentage,
  sessionFeedbackLabel,
  processServiceTypeLabels,
  reportBrandLabels,
  workshopGroupingLabels,
  workshopMethodologyLabels,
  workshopTypeLabels,
  type ProcessServiceType,
  type ReportBrand,
  type MdiFeedbackFilters,
  type MdiFeedbackReport,
  type MdiSubType,
  type MeasurementChange,
  type ReportQuestion,
  type ReportTexts,
  type reportTextsQuerySchema,
  type SessionFeedbackSummary,
  type WorkshopMethodology,
  type WorkshopReport,
  type workshopReportFiltersSchema,
  type WorkshopType,
} from '@enlaza/contract';
import quantile from '@stdlib/stats-base-dists-t-quantile';
import type { z } from 'zod';
import { mdiFeedbackPdf, mdiFeedbackWorkbook, workshopPdf, workshopWorkbook } from './reports.documents';
import { chartsOfRows, distributionOf, questionCatalog, type ChartedQuestion } from './reports.questions';
import type { ChangeRow, DistributionRow, ProcessScope, ReportsRepository } from './reports.repository';
import { pageOf, pageWindow } from '../../db/pagination';

export interface Viewer {
  userId: string;
  role: string;
}
export type ReportTextsQuery = z.output<typeof reportTextsQuerySchema>;
export type WorkshopFilters = z.output<typeof workshopReportFiltersSchema>;

type Role = 'MENTOR' | 'STUDENT';
const isRole = (role: string): role is Role => role === 'MENTOR' || role === 'STUDENT';
const round2 = (n: number) => Math.round(n * 100) / 100;

function counted(total: number, completed: number) {
  return { total, completed, percentage: responsePercentage(completed, total), light: responseLight(completed, total) };
}

/**
 * The rows of the answers counted, by chart key (with the role in front when `byRole`) and then by group
 * (measurement, session or workshop group).
 */
function indexRows(rows: readonly DistributionRow[], byRole = false) {
  const index = new Map<string, Map<string, DistributionRow[]>>();
  for (const row of rows) {
    if (byRole && !isRole(row.role)) continue;
    const key = byRole ? `${row.role}|${chartKeyOf(row)}` : chartKeyOf(row);
    const byGroup = index.get(key) ?? new Map<string, DistributionRow[]>();
    index.set(key, byGroup);
    const list = byGroup.get(row.group_key) ?? [];
    byGroup.set(row.group_key, list);
    list.push(row);
  }
  return index;
}

/** Mean change with its 95 % interval (Student's t over the people who answered both). */
function measurementChange(row: ChangeRow, role: Role): MeasurementChange | null {
  if (!(mdiSubTypes as readonly string[]).includes(row.sub)) return null;
  const subType = row.sub as MdiSubType;
  const people = Number(row.n);
  const meanChange = round2(Number(row.mean));
  const sd = row.sd === null ? null : Number(row.sd);
  const margin = people >= 2 && sd !== null ? quantile(0.975, people - 1) * (sd / Math.sqrt(people)) : null;
  const low = margin === null ? null : round2(Number(row.mean) - margin);
  const high = margin === null ? null : round2(Number(row.mean) + margin);
  const improvedShare = Math.round((Number(row.improved) / people) * 100);
  const label = mdiSubTypeLabels[subType];
  return {
    subType,
    label,
    people,
    meanChange,
    improvedShare,
    low,
    high,
    sentence: changeSentence({ label, role, people, meanChange, improvedShare, low, high }),
  };
}

export function createReportsService({ repository }: { repository: ReportsRepository }) {
  /** A company admin's reports are always of her own client, whatever she asks. */
  async function scopeFor<T extends { clientId?: string }>(filters: T, viewer: Viewer): Promise<T> {
    if (viewer.role === 'ADMIN') return filters;
    const own = await repository.clientIdOfUser(viewer.userId);
    // The access policy lets through only company admins with a client.
    return { ...filters, clientId: own ?? '00000000-0000-0000-0000-000000000000' };
  }

  /** The report of processes already scoped to what the viewer may read. */
  async function mdiFeedbackOf(scope: ProcessScope): Promise<MdiFeedbackReport> {
    // The distributions and changes are read from counts kept per process: first those whose answers changed.
    await repository.refreshStaleCounts();
    const [processes, invitations, answerRows, changeRows] = await Promise.all([
      repository.processCount(scope),
      repository.invitationCounts(scope),
      repository.answerDistribution(scope),
      repository.baselineChanges(scope),
    ]);
    const mdiRows = answerRows.filter((row) => row.kind === 'MDI');
    const feedbackRows = answerRows.filter((row) => row.kind === 'SESSION_FEEDBACK');

    const measurements = mdiSubTypes.flatMap((subType) => {
      const of = (role?: Role) =>
        invitations
          .filter((i) => i.entity_type === 'MDI' && i.sub === subType && (!role || i.role === role))
          .reduce(
            (sum, i) => ({ total: sum.total + Number(i.total), completed: sum.completed + Number(i.completed) }),
            {
              total: 0,
              completed: 0,
            },
          );
      const all = of();
      if (all.total === 0) return [];
      const mentors = of('MENTOR');
      const students = of('STUDENT');
      return [
        {
          subType,
          label: mdiSubTypeLabels[subType],
          ...counted(all.total, all.completed),
          mentors: counted(mentors.total, mentors.completed),
          students: counted(students.total, students.completed),
        },
      ];
    });

    const [mdiCharts, feedbackCharts] = await Promise.all([
      chartsOfRows(repository, mdiRows),
      chartsOfRows(repository, feedbackRows),
    ]);
    const questions = chartsByRole(mdiRows, mdiCharts).map(({ chart, role, byGroup }) => {
      const changes = changeRows
        .filter((c) => c.role === role && chartKeyOf(c) === chart.key)
        .map((c) => measurementChange(c, role))
        .filter((c): c is MeasurementChange => c !== null)
        .sort((a, b) => mdiSubTypes.indexOf(a.subType) - mdiSubTypes.indexOf(b.subType));
      const question: ReportQuestion = {
        key: `${role}|${chart.key}`,
        title: chart.title,
        role,
        kind: chart.kind,
        choices: chart.choices,
        byMeasurement: mdiSubTypes.flatMap((subType) => {
          const rows = byGroup.get(subType);
          return rows ? [{ subType, label: mdiSubTypeLabels[subType], ...distributionOf(chart, rows) }] : [];
        }),
        changes,
      };
      return question;
    });

    const sessionNumbers = [
      ...new Set(invitations.filter((i) => i.entity_type === 'SESSION_FEEDBACK').map((i) => i.sub)),
    ].sort((a, b) => Number(a) - Number(b));
    const feedbackByRole = chartsByRole(feedbackRows, feedbackCharts);
    const sessions: SessionFeedbackSummary[] = sessionNumbers.map((sub) => {
      const rows = invitations.filter((i) => i.entity_type === 'SESSION_FEEDBACK' && i.sub === sub);
      const total = rows.reduce((sum, r) => sum + Number(r.total), 0);
      const completed = rows.reduce((sum, r) => sum + Number(r.completed), 0);
      const sessionQuestions = feedbackByRole.flatMap(({ chart, role, byGroup }) => {
        const groupRows = byGroup.get(sub);
        if (!groupRows) return [];
        return [
          {
            key: `${role}|${chart.key}`,
            title: chart.title,
            role,
            kind: chart.kind,
            choices: chart.choices,
            ...distributionOf(chart, groupRows),
          },
        ];
      });
      return {
        session: Number(sub),
        label: sessionFeedbackLabel(sub),
        ...counted(total, completed),
        satisfaction: satisfactionOf(feedbackByRole, sub),
        questions: sessionQuestions,
      };
    });

    return { processes, measurements, questions, sessions };
  }

  async function texts(query: ReportTextsQuery, viewer: Viewer): Promise<ReportTexts> {
    const { page, limit, source, search, ...filters } = query;
    const scope = await scopeFor(filters, viewer);
    const { total, rows } = await repository.textAnswers(scope, source, search, {
      ...pageWindow({ page, limit }),
    });
    const catalog = await questionCatalog(repository, rows);
    return pageOf(
      rows.map((row) => ({
        processName: row.process_name,
        clientName: row.client_name,
        label: invitationSubTypeLabel(source, row.sub),
        role: isRole(row.role) ? row.role : 'STUDENT',
        question: catalog.get(`${row.src}|${row.qid}`)?.answered.question.title ?? '',
        answer: row.answer,
        answeredAt: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
      })),
      total,
      { page, limit },
    );
  }

  async function workshopsOf(scope: WorkshopFilters): Promise<WorkshopReport> {
    const [groupRows, rows] = await Promise.all([
      repository.workshopGroups(scope),
      repository.workshopDistribution(scope),
    ]);
    const labelOf = (key: string | null, label: string | null) => {
      if (label) return label;
      if (scope.groupBy === 'workshopType' && key) return workshopTypeLabels[key as WorkshopType] ?? key;
      if (scope.groupBy === 'methodology' && key) return workshopMethodologyLabels[key as WorkshopMethodology] ?? key;
      return 'Sin especificar';
    };
    const groups = groupRows.map((g) => ({
      key: g.group_key ?? '',
      label: labelOf(g.group_key, g.label),
      surveys: Number(g.surveys),
      responses: Number(g.responses),
    }));
    const charts = await chartsOfRows(repository, rows);
    const index = indexRows(rows);
    const questions = charts.map((chart) => {
      const byGroupRows = index.get(chart.key) ?? new Map<string, DistributionRow[]>();
      const allRows = [...byGroupRows.values()].flat();
      return {
        key: chart.key,
        title: chart.title,
        survey: chart.survey,
        kind: chart.kind,
        choices: chart.choices,
        ...distributionOf(chart, sumOverGroups(allRows)),
        byGroup: [...byGroupRows].map(([key, groupRows]) => ({ key, ...distributionOf(chart, groupRows) })),
      };
    });
    return { groupBy: scope.groupBy, groups, questions };
  }

  /** The filters as a sentence for the PDF's header, with the client's and process's names. */
  async function describe(filters: {
    clientId?: string;
    processId?: string;
    from?: string;
    to?: string;
    serviceType?: string;
    brand?: ReportBrand;
  }): Promise<string> {
    const names = await repository.names(filters.clientId, filters.processId);
    const parts = [
      names.client ? `Cliente: ${names.client}` : 'Todos los clientes',
      names.process ? `Proceso: ${names.process}` : null,
      filters.from || filters.to ? `Período: ${filters.from ?? '…'} a ${filters.to ?? '…'}` : null,
      filters.serviceType ? `Servicio: ${processServiceTypeLabels[filters.serviceType as ProcessServiceType]}` : null,
      filters.brand ? `Marca: ${reportBrandLabels[filters.brand]}` : null,
    ];
    return parts.filter(Boolean).join(' · ');
  }

  return {
    mdiFeedback: async (filters: MdiFeedbackFilters, viewer: Viewer) => mdiFeedbackOf(await scopeFor(filters, viewer)),
    texts,
    workshops: async (filters: WorkshopFilters, viewer: Viewer) => workshopsOf(await scopeFor(filters, viewer)),

    async mdiFeedbackWorkbook(filters: MdiFeedbackFilters, viewer: Viewer, chart?: string) {
      return mdiFeedbackWorkbook(await mdiFeedbackOf(await scopeFor(filters, viewer)), chart);
    },

    async mdiFeedbackPdf(filters: MdiFeedbackFilters, viewer: Viewer) {
      const scope = await scopeFor(filters, viewer);
      const report = await mdiFeedbackOf(scope);
      return mdiFeedbackPdf(report, 'Reporte MDI-Feedback', await describe(scope));
    },

    async workshopWorkbook(filters: WorkshopFilters, viewer: Viewer, chart?: string) {
      const report = await workshopsOf(await scopeFor(filters, viewer));
      return workshopWorkbook(report, workshopGroupingLabels[report.groupBy], chart);
    },

    async workshopPdf(filters: WorkshopFilters, viewer: Viewer) {
      const scope = await scopeFor(filters, viewer);
      const report = await workshopsOf(scope);
      const description = [
        `Agrupado por ${workshopGroupingLabels[report.groupBy].toLowerCase()}`,
        await describe({ clientId: scope.clientId, from: scope.from, to: scope.to }),
        scope.workshopType ? `Tipo: ${workshopTypeLabels[scope.workshopType]}` : null,
        scope.methodology ? `Metodología: ${workshopMethodologyLabels[scope.methodology]}` : null,
      ];
      return workshopPdf(report, workshopGroupingLabels[report.groupBy], description.filter(Boolean).join(' · '));
    },
  };
}

/** The chart a counted or changed row belongs to: its question, and its row for a likert grid. */
const chartKeyOf = (row: Pick<ChangeRow, 'src' | 'qid' | 'row_key'>) =>
  row.row_key === null ? `${row.src}|${row.qid}` : `${row.src}|${row.qid}|${row.row_key}`;

/** The same point or choice counted in several groups, added up (a question over every group). */
function sumOverGroups(rows: readonly DistributionRow[]): DistributionRow[] {
  const sums = new Map<string, DistributionRow>();
  for (const row of rows) {
    const key = `${row.point}`;
    const sum = sums.get(key);
    if (sum) sum.n = Number(sum.n) + Number(row.n);
    else sums.set(key, { ...row, n: Number(row.n) });
  }
  return [...sums.values()];
}

/**
 * Each chart per role that answered it (mentees first), with its rows by group. A question of a questionary asked to
 * both roles is charted once per role.
 */
function chartsByRole(rows: readonly DistributionRow[], charts: readonly ChartedQuestion[]) {
  const index = indexRows(rows, true);
  return (['STUDENT', 'MENTOR'] as const).flatMap((role) =>
    charts.flatMap((chart) => {
      const byGroup = index.get(`${role}|${chart.key}`);
      return byGroup ? [{ chart, role, byGroup }] : [];
    }),
  );
}

/** The session's ratings as a share of their scales: 0 % every answer at the bottom, 100 % every one at the top. */
function satisfactionOf(charts: ReturnType<typeof chartsByRole>, session: string): number | null {
  let weighted = 0;
  let answers = 0;
  for (const { chart, byGroup } of charts) {
    const rows = byGroup.get(session);
    if (chart.kind !== 'RATING' || !chart.points || !rows) continue;
    const low = chart.points[0]!;
    const high = chart.points[chart.points.length - 1]!;
    const { counts } = distributionOf(chart, rows);
    counts.forEach((n, i) => {
      weighted += n * ((chart.points![i]! - low) / (high - low));
      answers += n;
    });
  }
  return answers ? Math.round((weighted / answers) * 100) : null;
}

export type ReportsService = ReturnType<typeof createReportsService>;
