import {
  answeredQuestionsOf,
  bankQuestionsAsQuestionary,
  OTHER_OPTION_ID,
  OTHER_OPTION_LABEL,
  questionScale,
  type AnswerDistribution,
  type AnsweredQuestion,
  type BankQuestion,
  type QuestionGroup,
  type ReportQuestionKind,
} from '@enlaza/contract';
import type { DistributionRow, ReportsRepository } from './reports.repository';

/** A question as a report charts it: a rating (scale points), or a choice among options. */
export interface ChartedQuestion {
  key: string;
  title: string;
  /** The questionary's name ('' for impact measurements asked from the bank). */
  survey: string;
  kind: ReportQuestionKind;
  choices: string[];
  /** The stored value of each choice, in the order of `choices` (points as text, option ids). */
  values: string[];
  /** Points of each choice, for the mean (ratings only). */
  points: number[] | null;
  /** Where the question sits in its questionary, to keep the questionary's order. */
  order: number;
}

/** The questions behind a set of answers: bank questions (src 'bank') and questionaries' own (src = questionary id). */
export async function questionCatalog(
  repository: ReportsRepository,
  rows: ReadonlyArray<Pick<DistributionRow, 'src' | 'qid'>>,
): Promise<Map<string, { answered: AnsweredQuestion; survey: string; order: number }>> {
  const bankIds = [...new Set(rows.filter((r) => r.src === 'bank').map((r) => r.qid))];
  const questionaryIds = [...new Set(rows.filter((r) => r.src !== 'bank').map((r) => r.src))];
  const [bank, structures] = await Promise.all([
    repository.bankQuestions(bankIds),
    repository.questionaryStructures(questionaryIds),
  ]);
  const catalog = new Map<string, { answered: AnsweredQuestion; survey: string; order: number }>();
  const asked = bankQuestionsAsQuestionary(
    '',
    [...bank]
      .sort((a, b) => a.question.localeCompare(b.question, 'es'))
      .map((row) => ({
        questionId: row.id,
        question: row.question,
        type: row.type as BankQuestion['type'],
        alternatives: row.alternatives,
        other: row.other,
        alternativesMultiple: row.alternativesMultiple,
        rate: row.rate,
      })),
  );
  answeredQuestionsOf(asked.questionGroups).forEach((answered, order) =>
    catalog.set(`bank|${answered.question.id}`, { answered, survey: '', order }),
  );
  for (const questionary of structures) {
    answeredQuestionsOf(questionary.structure as QuestionGroup[]).forEach((answered, order) =>
      catalog.set(`${questionary.id}|${answered.question.id}`, { answered, survey: questionary.name, order }),
    );
  }
  return catalog;
}

function scalePoints(answered: AnsweredQuestion) {
  const scale = questionScale(answered.question, answered.group);
  if (!scale) return null;
  const points = Array.from({ length: scale.end - scale.start + 1 }, (_, i) => scale.start + i);
  return { points, choices: points.map((p, i) => scale.labels[i] || String(p)) };
}

/**
 * The charts a question gives: one for a rating or a choice, one per row for a likert grid; none for what is written
 * (text answers are listed apart) or numbers without a scale.
 */
export function chartsOf(src: string, answered: AnsweredQuestion, survey: string, order: number): ChartedQuestion[] {
  const { question } = answered;
  const key = `${src}|${question.id}`;
  switch (question.type) {
    case 'RATE': {
      const scale = scalePoints(answered);
      if (!scale) return [];
      const values = scale.points.map(String);
      return [{ key, title: question.title, survey, kind: 'RATING', ...scale, values, order }];
    }
    case 'OPTIONS':
    case 'MULTIPLE_CHOICE': {
      const options = question.other
        ? [...question.options, { id: OTHER_OPTION_ID, value: OTHER_OPTION_LABEL }]
        : question.options;
      return [
        {
          key,
          title: question.title,
          survey,
          kind: question.type === 'OPTIONS' ? 'CHOICE' : 'MULTIPLE_CHOICE',
          choices: options.map((o) => o.value),
          values: options.map((o) => o.id),
          points: null,
          order,
        },
      ];
    }
    case 'LIKERT-LIKE-GROUP': {
      const scale = scalePoints(answered);
      if (!scale) return [];
      return question.options.map((row, index) => ({
        key: `${key}|${row.id}`,
        title: `${question.title}: ${row.value}`,
        survey,
        kind: 'RATING' as const,
        choices: scale.choices,
        values: scale.points.map(String),
        points: scale.points,
        order: order + index / 100,
      }));
    }
    default:
      return [];
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The distribution of one chart in one group, from the counted rows of its question. */
export function distributionOf(chart: ChartedQuestion, rows: readonly DistributionRow[]): AnswerDistribution {
  const counts = chart.values.map((value) => rows.find((r) => r.point === value)?.n ?? 0).map(Number);
  const answeredRow = rows.find((r) => r.point === null);
  // Likert rows have no "answered" row: each person gives each row one point.
  const answers = answeredRow ? Number(answeredRow.n) : counts.reduce((sum, n) => sum + n, 0);
  const rated = counts.reduce((sum, n) => sum + n, 0);
  const mean =
    chart.points && rated > 0
      ? round2(chart.points.reduce((sum, point, i) => sum + point * counts[i]!, 0) / rated)
      : null;
  return { answers, counts, mean };
}

/** Every chart the rows' questions give, in their questionaries' order. */
export async function chartsOfRows(
  repository: ReportsRepository,
  rows: readonly DistributionRow[],
): Promise<ChartedQuestion[]> {
  const catalog = await questionCatalog(repository, rows);
  const seen = new Set<string>();
  const charts: ChartedQuestion[] = [];
  for (const row of rows) {
    const key = `${row.src}|${row.qid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = catalog.get(key);
    if (entry) charts.push(...chartsOf(row.src, entry.answered, entry.survey, entry.order));
  }
  return charts.sort((a, b) => a.survey.localeCompare(b.survey, 'es') || a.order - b.order);
}
