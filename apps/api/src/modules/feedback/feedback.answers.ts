import {
  answeredQuestionsOf,
  questionaryAnswerText,
  OTHER_OPTION_ID,
  OTHER_OPTION_LABEL,
  questionScale,
  type AnswerItem,
  type FeedbackQuestionReport,
  type QuestionGroup,
  type QuestionaryQuestion,
} from '@enlaza/contract';

const round2 = (n: number) => Math.round(n * 100) / 100;
const averageOf = (values: readonly number[]) =>
  values.length ? round2(values.reduce((sum, v) => sum + v, 0) / values.length) : null;

/** The distribution over a scale's every point (zeros included), or over the numbers given when there is none. */
function distribution(values: readonly number[], points: { value: number; label: string }[] | null) {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const base = points ?? [...counts.keys()].sort((a, b) => a - b).map((value) => ({ value, label: String(value) }));
  return base.map((point) => ({ ...point, count: counts.get(point.value) ?? 0 }));
}

function scalePoints(question: QuestionaryQuestion, group: QuestionGroup) {
  const scale = questionScale(question, group);
  if (!scale) return null;
  return Array.from({ length: scale.end - scale.start + 1 }, (_, i) => {
    const value = scale.start + i;
    return { value, label: scale.labels[i] || String(value) };
  });
}

/**
 * One questionary's figures over the answers of its respondents (spec: per question, RATE and NUMERIC with their
 * distribution and average, OPTIONS and MULTIPLE_CHOICE with counts per option text, TEXT with the answers). A likert
 * group counts as one scale per row.
 */
export function questionaryReport(
  questionaryId: string,
  groups: readonly QuestionGroup[],
  responses: readonly (readonly AnswerItem[])[],
): FeedbackQuestionReport[] {
  const valuesOf = (questionId: string) =>
    responses.flatMap((answers) => {
      const found = answers.find((a) => a.questionId === questionId);
      return found && found.value !== null ? [found] : [];
    });
  return answeredQuestionsOf(groups).flatMap(({ question, group }): FeedbackQuestionReport[] => {
    const given = valuesOf(question.id);
    const base = { questionaryId, questionId: question.id, title: question.title };
    switch (question.type) {
      case 'RATE':
      case 'NUMERIC': {
        const numbers = given.map((a) => a.value).filter((v): v is number => typeof v === 'number');
        return [
          {
            ...base,
            type: question.type,
            answersCount: numbers.length,
            average: averageOf(numbers),
            distribution: distribution(numbers, question.type === 'RATE' ? scalePoints(question, group) : null),
          },
        ];
      }
      case 'LIKERT-LIKE-GROUP':
        return question.options.map((row) => {
          const numbers = given.flatMap((a) => {
            const v = a.value && typeof a.value === 'object' && !Array.isArray(a.value) ? a.value[row.id] : undefined;
            return typeof v === 'number' ? [v] : [];
          });
          return {
            ...base,
            questionId: `${question.id}:${row.id}`,
            title: `${question.title}: ${row.value}`,
            type: 'RATE' as const,
            answersCount: numbers.length,
            average: averageOf(numbers),
            distribution: distribution(numbers, scalePoints(question, group)),
          };
        });
      case 'OPTIONS':
      case 'MULTIPLE_CHOICE': {
        const chosen = given.flatMap((a) => (Array.isArray(a.value) ? a.value : [String(a.value)]));
        const options = [
          ...question.options,
          ...(question.other ? [{ id: OTHER_OPTION_ID, value: OTHER_OPTION_LABEL }] : []),
        ];
        return [
          {
            ...base,
            type: question.type,
            answersCount: given.length,
            options: options.map((option) => ({
              optionId: option.id,
              text: option.value,
              count: chosen.filter((id) => id === option.id).length,
            })),
          },
        ];
      }
      default: {
        const texts = given
          .map((a) => questionaryAnswerText({ question, group }, a).trim())
          .filter((text) => text.length > 0);
        return [{ ...base, type: 'TEXT', answersCount: texts.length, answers: texts }];
      }
    }
  });
}
